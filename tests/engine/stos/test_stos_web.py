"""The Стос widget function: answers, views inside the allow-list, errors in the field
at fault, in both languages."""

from __future__ import annotations

from html import escape

import pytest
from karty import KartyError
from karty.registry import REGISTRY
from karty.stos.web import stos_deal
from karty.web.view import check, to_html


def deal(**state):
    out = stos_deal({"lang": state.pop("lang", "en"), "state": state})
    check(out["view"])
    return out


def test_a_fixed_talia_is_decided_and_explained():
    out = deal(card="7S", dealt="JD 7H", lang="ru")
    assert out["data"]["outcome"] == "win" and out["data"]["returns"] == [-1, 1]
    html = to_html(out["view"], {})
    # the deciding step cites its rule by the rule's statement (no id is shown to a reader)
    decides = escape(REGISTRY["stos.decides"].statement("ru"), quote=True)
    assert "Понтёр выигрывает 1" in html and f'title="{decides}"' in html
    assert 'data-action="deal"' not in html  # nothing left to deal


def test_the_reader_deals_card_by_card_and_sees_the_odds():
    first = deal(card="QS", moves="deal")
    assert first["data"]["outcome"] is None and len(first["data"]["dealt"]) == 1
    assert first["data"]["odds"]["win"]["fraction"] == [204, 385]
    html = to_html(first["view"], {})
    assert 'data-action="deal"' in html and 'data-action="deal pair"' in html
    later = deal(card="QS", moves="deal;deal pair")
    assert later["data"]["dealt"][:1] == first["data"]["dealt"]
    assert len(later["data"]["dealt"]) == 3


def test_moves_after_the_decision_are_dropped_from_the_state():
    out = deal(card="7S", dealt="JD", moves=";".join(["deal pair"] * 30))
    n = len(out["state"]["moves"].split(";"))
    assert out["data"]["outcome"] is not None and n < 30


def test_the_rules_options_change_the_answer_and_are_kept_in_the_state():
    out = deal(card="QS", dealt="QD QH", pair="half", stake="5")
    assert out["data"]["outcome"] == "split" and out["data"]["amount"] == -3
    assert out["state"]["pair"] == "half"


@pytest.mark.parametrize(("state", "field", "token"), [
    ({"card": "11S"}, "card", "11S"),
    ({"card": "QS AS"}, "card", "QS AS"),
    ({"card": "6S", "deck": "32"}, "card", "punt 6♠"),
    ({"card": "QS", "dealt": "9H QD 7C"}, "dealt", "7♣"),
    ({"card": "QS", "dealt": "9H 9H"}, "dealt", "9H"),
    ({"card": "QS", "moves": "shuffle"}, "moves", "shuffle"),
    ({"card": "QS", "stake": "50"}, "stake", "stake 50"),
    ({"card": "QS", "pair": "most"}, "pair", "pair"),
])
def test_bad_input_is_refused_in_its_field(state, field, token):
    with pytest.raises(KartyError) as e:
        stos_deal({"lang": "ru", "state": state})
    assert e.value.field == field
    assert token in (e.value.token or ""), e.value
    assert e.value.message("ru") != e.value.message("en")
