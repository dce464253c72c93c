"""Бура, one кон: why an action may not be played now (bura.lead, bura.beat,
bura.answer-count, bura.molodka, bura.claim): the «why not?» of
:meth:`~karty.bura.legality.BuraLegality.illegal_reason`, read from the position
alone, each with the id of the rule it breaks.

    >>> from karty.bura import new_game, Molodka
    >>> s = new_game(1)
    >>> try:
    ...     check(s, Molodka())
    ... except IllegalActionError as e:
    ...     print(e.rule)
    bura.molodka
"""

from __future__ import annotations

from ..errors import IllegalActionError, quoted
from . import rulebook as R
from .actions import Action, Beat, Claim, Deal, Discard, Lead, Molodka, Pass
from .position import BuraPosition, Phase, _seat_en, _seat_ru
from .rules import ClaimTiming, MolodkaLead
from .scoring import can_beat, explain_beats
from .text import SEAT_EN, SEAT_RU, cards_en, cards_ru, n_cards_en, n_cards_ru

__all__ = ["check", "illegal"]


def illegal(en: str, ru: str, action: Action, rule: str | None = None) -> IllegalActionError:
    """The error, with ``rule``: the id of the rule the action breaks (``None``
    where no rule of the game is broken: a card not held, a deal now). The
    play table's «why not?» names it (karty.bura.table_view.why)."""
    e = IllegalActionError(en, ru, token=str(action))
    e.rule = rule  # type: ignore[attr-defined]
    return e


def check(s: BuraPosition, action: object) -> None:
    """Raise the :class:`IllegalActionError` saying why ``action`` may not be applied to
    ``s`` now (with the rule it breaks, :func:`illegal`); return if it may."""
    ph = s.phase
    if not isinstance(action, Action):
        raise IllegalActionError(f"{quoted(action)} is not a Бура action",
                                 f"{quoted(action)} — не действие буры", token=quoted(action))
    if ph is Phase.OVER:
        raise illegal("the кон is over", "кон окончен", action)
    if ph is Phase.DEAL:
        if not isinstance(action, Deal):
            raise illegal(f"the cards must be dealt first, not «{action}»",
                                f"сначала сдача, а не «{action.ru()}»", action)
        return
    if isinstance(action, Deal):
        raise illegal("the cards are already dealt", "карты уже сданы", action)
    p = s.current_player()
    who_en, who_ru = _seat_en(p), _seat_ru(p)
    if ph is Phase.MOLODKA or ph is Phase.COUNTER:
        if isinstance(action, Claim) and s.rules.claim_timing is ClaimTiming.ANY_TIME:
            return
        if not isinstance(action, (Molodka, Pass)):
            raise illegal(
                f"{who_en} may only declare a Молодка or pass now",
                f"{who_ru} может сейчас только объявить молодку или спасовать", action,
                R.MOLODKA)
        return
    if isinstance(action, (Molodka, Pass)):
        raise illegal(
            "a Молодка is declared only when three cards of one non-trump suit come to hand",
            "молодку объявляют, только когда на руки пришли три некозырные карты одной масти",
            action, R.MOLODKA)
    if isinstance(action, Claim):
        if ph is Phase.ANSWER and s.rules.claim_timing is ClaimTiming.ON_LEAD:
            raise illegal(
                "a claim may be made only on one's turn to lead (claim_timing = on-lead)",
                "заявлять можно только в свой ход (claim_timing = on-lead)", action,
                s.rules.rule_id("claim_timing"))
        return
    hand = s.hands[p]
    assert isinstance(action, (Lead, Beat, Discard))
    missing = [c for c in action.cards if c not in hand]
    if missing:
        raise illegal(
            f"{cards_en(missing)} not in {who_en}'s hand ({cards_en(sorted(hand))})",
            f"{cards_ru(missing)} нет на руках у {who_ru} ({cards_ru(sorted(hand))})",
            action)
    if ph is Phase.LEAD:
        if not isinstance(action, Lead):
            raise illegal(
                f"it is {who_en}'s turn to lead, not to {action.VERB}",
                f"сейчас {who_ru} ходит, а не «{action.VERB_RU}»", action, R.LEAD)
        cards = action.cards
        if (s.molodka == p and s.rules.molodka_lead is MolodkaLead.ALL_THREE
                and len(cards) != len(hand)):
            raise illegal(
                f"{who_en} declared a Молодка and must lead its three cards "
                f"({cards_en(sorted(hand))})",
                f"{who_ru} объявил молодку и заходит всеми тремя её картами "
                f"({cards_ru(sorted(hand))})", action, s.rules.rule_id("molodka_lead"))
        if len({c.suit for c in cards}) > 1:
            raise illegal(
                f"{cards_en(cards)}: several cards may be led only if they are of one suit",
                f"{cards_ru(cards)}: несколькими картами ходят, только если они одной масти",
                action, R.LEAD)
        room = len(s.hands[1 - p])
        if len(cards) > room:
            raise illegal(
                f"{SEAT_EN[1 - p]} holds only {n_cards_en(room)}, fewer than the lead",
                f"у {SEAT_RU[1 - p]} всего {n_cards_ru(room)}, меньше, чем в ходе", action,
                R.LEAD)
        return
    # ANSWER
    if isinstance(action, Lead):
        raise illegal(
            f"{who_en} must answer {cards_en(s.table)}, not lead",
            f"{who_ru} должен отвечать на {cards_ru(s.table)}, а не ходить", action,
            R.BEAT)
    k = len(s.table)
    if len(action.cards) != k:
        raise illegal(
            f"{n_cards_en(k)} led, so the answer has {n_cards_en(k)}, "
            f"not {len(action.cards)}",
            f"ходили {n_cards_ru(k)} — и отвечают столькими же, а не {len(action.cards)}",
            action, R.ANSWER_COUNT)
    if isinstance(action, Beat):
        assert s.trump is not None
        if not can_beat(s.table, action.cards, s.trump):
            _, why = explain_beats(s.table, action.cards, s.trump)
            raise illegal(
                f"{cards_en(action.cards)} does not beat {cards_en(s.table)}: {why[-1].en}",
                f"{cards_ru(action.cards)} не бьёт {cards_ru(s.table)}: {why[-1].ru}",
                action, why[-1].rule_id)
