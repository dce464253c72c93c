"""What the Стос table shows (``view``) and its «why not?» (``why``), from a
:class:`karty.stos.table.Table`: the punter's observation only.

Besides the position, the page gets the talia on the table (the last one dealt):
the punter's card, his stake, and every card the banker turned, in order, with the
side it fell to and the engine's explanation of it, so that the page can lay them
down one by one as the reader asks (``fresh``: dealt by this reply) and hold the
end of the talia until the reader's next decision. Nothing the banker has not
turned is in it: the talia ends at the card that decides it.

    >>> from karty.stos.table import key_count, replay
    >>> from karty.stos.rules import Rules
    >>> from karty.web.table.token import Token, game_id, keys_for
    >>> keys = keys_for("stos", bytes(16), key_count(Rules()))
    >>> token = Token("stos", game_id("stos", "n", (), keys.key(0)), "n", (), "p4s3", "")
    >>> v = view(replay(token, keys), "en", 0)
    >>> v["phase"], v["talia"]["card"], v["talia"]["stake"], v["talia"]["fresh"]
    ('next', '10S', 3, True)
    >>> [c["card"][:-1] for c in v["talia"]["cards"] if c["decides"]], v["moves"]["stop"]
    (['10'], True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..cards import Card
from ..errors import IllegalActionError
from ..web.common import Lang, option_text, tr
from ..web.table.common import rule_json, steps_json, token_fields
from ..web.words import value_words
from . import rulebook as R
from .actions import Paroli, Punt, Stake, Stop, Turn
from .records import Phase
from .rules import Rules

if TYPE_CHECKING:
    from .table import Entry, Table

#: The rule each kind of the reader's action rests on (for «why not?»).
_RULE: Final = {Punt: R.PUNTER_CARD.id, Stake: R.STAKE.id, Paroli: R.PAROLI.id,
                Stop: R.SESSION.id, Turn: R.DEAL.id}


def _card_text(code: str, lang: Lang) -> str:
    c = Card.parse(code)
    return c.russian() if lang == "ru" else str(c)


def _entry_json(e: Entry, lang: Lang) -> dict[str, Any]:
    return {"who": e.who, "text": e.action.format("ru" if lang == "ru" else "text"),
            "steps": steps_json(e.steps, lang)}


def _talia(table: Table, lang: Lang, since: int | None) -> dict[str, Any] | None:
    """The last talia dealt: its card, stake, corners, each card turned with its
    side and explanation, and how it ended (None before the first deal)."""
    s = table.state
    if not s.results:
        return None
    result = s.results[-1]
    begin = table.starts[result.talia - 1]
    entries = table.log[begin:]
    opening = entries[0]  # the punt, or the bend
    turns = [e for e in entries if isinstance(e.action, Turn)]
    cards = []
    for i, e in enumerate(turns):
        assert isinstance(e.action, Turn)
        side = table.rules.side_of(i)
        cards.append({"card": e.action.card.ascii(), "side": side.value if side else None,
                      "steps": steps_json(e.steps, lang),
                      # a card of the punter's rank that counts: the one that decides,
                      # or both of a «плие»
                      "decides": side is not None and e.action.card.rank == result.card.rank})
    # where the deal began in the log (by place: an equal entry may come earlier)
    deal_from = begin + next((i for i, e in enumerate(entries) if isinstance(e.action, Turn)), 0)
    return {"number": result.talia, "card": result.card.ascii(), "stake": result.stake,
            "paroli": result.paroli, "outcome": result.outcome.value, "amount": result.amount,
            "opening": steps_json(opening.steps, lang), "cards": cards,
            "fresh": since is not None and deal_from >= since}


def _moves(table: Table) -> dict[str, Any]:
    s = table.state
    r = table.rules
    choosing = s.phase in (Phase.PUNT, Phase.NEXT)
    return {
        "cards": [c.ascii() for c in r.cards()] if choosing else [],
        "stake": {"min": r.min_stake, "max": r.max_stake}
        if choosing or s.phase is Phase.STAKE else None,
        # «пароли» is offered whenever the rules allow a bend at all; «why not?» says
        # why when it cannot be made now
        "paroli": {"offered": r.max_paroli > 0 and choosing, "legal": s.can_paroli(),
                   "stake": s.results[-1].stake * 2 if s.can_paroli() else None,
                   "corner": s.results[-1].paroli + 1 if s.can_paroli() else None},
        "stop": s.phase is Phase.NEXT,
    }


def _rules_form(rules: Rules, lang: Lang) -> list[dict[str, Any]]:
    """Every option the rules declare, for the table's settings: its words, its value,
    and its allowed values in words (never an identifier)."""
    out = []
    for o in Rules.options():
        value = getattr(rules, o.name)
        item: dict[str, Any] = {"name": o.name, "label": tr(lang, o.en, o.ru),
                                "value": option_text(value), "default": option_text(o.default)}
        if o.choices:
            item["choices"] = []
            for c in o.choices:
                words = value_words("stos", o.name, c.json_value())
                item["choices"].append({"value": option_text(c.value),
                                        "label": tr(lang, *words) if words else
                                        option_text(c.value)})
        else:
            item["min"], item["max"] = o.minimum, o.maximum
        out.append(item)
    return out


def view(table: Table, lang: Lang, since: int | None = None) -> dict[str, Any]:
    """What the page shows: the position as the punter sees it, his choices, the talia
    on the table, every talia's result, the log; with ``since`` (the log index where
    this reply's entries start) the new entries."""
    s = table.state
    over = s.is_terminal()
    finished = len(s.results) - 1 if s.results else None
    new = [_entry_json(e, lang) for e in table.log[since:]] if since is not None else []
    talia = _talia(table, lang, since)
    cards = talia["cards"] if talia else []
    return {
        "game": "stos",
        **token_fields(table.token, table.keys, "".join(table.codes), finished),
        "level": table.token.level,
        "options": dict(table.token.options),
        "phase": s.phase.value,
        "to_act": None if over else "you",
        "talias": {"begun": s.talia, "most": table.rules.talias},
        "net": s.net,
        "card": s.card.ascii() if s.phase is Phase.STAKE and s.card is not None else None,
        "talia": talia,
        # the still picture's table (docs/templates/play/stos.html): the talia on it
        "table": {"deck": table.rules.deck_size,
                  "right": [c["card"] for c in cards if c["side"] == "right"],
                  "left": [c["card"] for c in cards if c["side"] == "left"]},
        "moves": _moves(table) if not over else None,
        "results": [r.to_dict() | {"card": r.card.ascii()} for r in s.results],
        "log": [_entry_json(e, lang) for e in table.log[-120:]],
        "new": new,
        "over": over,
        "returns": list(s.returns()),
        "rules": _rules_form(table.rules, lang),
    }


def why(table: Table, text: str, lang: Lang) -> dict[str, Any]:
    """Why the reader's move ``text`` is (not) allowed now, from the engine's own
    legality check (``illegal_reason``: its words) and the rule that kind of move
    rests on. ``{"legal", "reason", "rule"}``."""
    from .table import read_move

    s = table.state.clone()
    for action in read_move(text):
        e: IllegalActionError | None = (
            IllegalActionError("the banker deals, not the punter",
                               "мечет банкомёт, а не понтёр", token=text)
            if isinstance(action, Turn) else s.illegal_reason(action))
        rule = rule_json(_RULE[type(action)], lang)
        if e is not None:
            # the engine's reason, less the action's own text that heads it
            reason = e.ru if lang == "ru" else e.en
            head = f"{action}: "
            return {"legal": False, "reason": reason.removeprefix(head), "rule": rule}
        if not isinstance(action, Turn):
            s.apply_action(action)
            if s.phase is Phase.DEAL:
                break  # what follows is the banker's deal
    return {"legal": True, "reason": "", "rule": None}


__all__ = ["view", "why"]
