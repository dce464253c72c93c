"""Очко, a session: why an action may not be taken now (a stake out of range, an
opening bank the banker cannot cover, the banker bound by a house rule to draw or
to stand, «в тёмную» not played or not yet allowed, not this seat's turn): the
«why not?» of :meth:`~karty.ochko.legality.OchkoLegality.illegal_reason`, read from
the position alone.

    >>> from karty.ochko import new_game, Stake
    >>> s = new_game(3)
    >>> illegal(s, Stake(5), s.legal_actions()).en[:30]
    "'stake 5' is not allowed now: "
"""

from __future__ import annotations

from ..errors import IllegalActionError, shown
from ..game import CHANCE
from .actions import Action, BankRange, Dark, Draw, OpeningBank, Stake, StakeRange, Stand, _Written
from .position import OchkoPosition, _who

__all__ = ["illegal"]


def illegal(s: OchkoPosition, action: object, legal: tuple[Action, ...]) -> IllegalActionError:
    """Why ``action`` may not be applied to ``s`` now (``legal``: the legal actions):
    the error, in both languages."""
    # anything but an action as the reader sees it (str() of a 5000-digit int fails)
    text = str(action) if isinstance(action, (str, _Written)) else shown(action)
    if isinstance(action, (StakeRange, BankRange)):
        return IllegalActionError(
            f"{text!r} is a range, not a move: name one amount, e.g. "
            f"'{action.at(action.lo)}'",
            f"«{text}» — это диапазон, а не ход: назовите одну сумму, например "
            f"«{action.at(action.lo)}»", token=text)
    if s.phase == "over":
        return IllegalActionError(f"{text!r}: the session is over",
                                  f"«{text}»: игра окончена", token=text)
    if isinstance(action, Stake) and s.phase == "stake":
        lo, hi = s.stake_bounds()
        return IllegalActionError(
            f"{text!r}: the stake must be from {lo} to {hi} (the minimum бой, the bank "
            f"{s.bank}, the player's money {s.purses[s.order[s.turn]]})",
            f"«{text}»: ставка должна быть от {lo} до {hi} (минимальный бой, банк "
            f"{s.bank}, деньги игрока {s.purses[s.order[s.turn]]})", token=text)
    if isinstance(action, OpeningBank) and s.phase == "opening-bank":
        return IllegalActionError(
            f"{text!r}: the opening bank must be from {s.rules.min_bank} (the minimum "
            f"bank) to the banker's money {s.purses[s.banker]}",
            f"«{text}»: начальный банк — от {s.rules.min_bank} (минимальный банк) до "
            f"денег банкующего {s.purses[s.banker]}", token=text)
    if isinstance(action, Stand) and s.phase == "banker":
        return IllegalActionError(
            f"{text!r}: the banker must draw here"
            + (" (house rule: he may not stand at 15 or less)"
               if s.hands[s.banker] else " (he has no card yet)"),
            f"«{text}»: банкующий обязан тянуть"
            + (" (домашнее правило: на 15 и меньше стоять нельзя)"
               if s.hands[s.banker] else " (у него ещё нет карты)"), token=text)
    if isinstance(action, Draw) and s.phase == "banker":
        return IllegalActionError(
            f"{text!r}: the banker must stand here (21, a special hand, or the house rule "
            "at 17)", f"«{text}»: банкующий обязан стоять (21, особый набор или домашнее "
            "правило на 17)", token=text)
    if isinstance(action, Dark) and s.phase == "player":
        if not s.rules.dark:
            why_en, why_ru = "«в тёмную» is not played at this table", \
                "«в тёмную» за этим столом не играют"
        else:
            why_en = (f"a card «в тёмную» needs at least {s.rules.dark_min_cards} cards "
                      "in hand, and a hand short of 21")
            why_ru = (f"для карты «в тёмную» нужно не меньше {s.rules.dark_min_cards} "
                      "карт на руках и набор меньше 21")
        return IllegalActionError(f"{text!r}: {why_en}", f"«{text}»: {why_ru}", token=text)
    if isinstance(action, Draw) and s.phase == "player":
        return IllegalActionError(f"{text!r}: the hand already has 21 or a special hand",
                                  f"«{text}»: уже 21 или особый набор", token=text)
    who = s.current_player()
    actor_en = "chance" if who == CHANCE else \
        ("the banker" if who == s.banker else _who(who)[0])
    actor_ru = "случай" if who == CHANCE else \
        ("банкующий" if who == s.banker else _who(who)[1])
    allowed = ", ".join(sorted({str(a).split()[0] for a in legal})) or \
        ("shuffle" if s.phase != "cut" else "cut")
    return IllegalActionError(
        f"{text!r} is not allowed now: it is {actor_en}'s turn ({s.phase}); allowed: "
        f"{allowed}",
        f"«{text}» сейчас нельзя: ходит {actor_ru} (фаза {s.phase}); можно: {allowed}",
        token=text)
