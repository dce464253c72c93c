"""Helpers for the Бура tests: deals and positions set up by hand."""

from __future__ import annotations

import random
from typing import Any

from karty import DECK, Card, parse_cards
from karty.bura import BuraState, Claim, Deal, Rules, TrumpCard

REST = object()


def deal_action(a: str, b: str, trump: str, stock: str = "", dealer: int = 0) -> Deal:
    """A deal giving seat 0 the cards ``a`` and seat 1 the cards ``b``,
    turning up ``trump``, with ``stock`` on top of the stock (then the other
    cards in deck order)."""
    hands = {0: list(parse_cards(a)), 1: list(parse_cards(b))}
    tc = parse_cards(trump)[0]
    top = list(parse_cards(stock))
    used = set(hands[0]) | set(hands[1]) | {tc} | set(top)
    rest = [c for c in DECK if c not in used]
    nd = 1 - dealer
    order = [hands[nd][0], hands[dealer][0], hands[nd][1], hands[dealer][1], hands[nd][2],
             hands[dealer][2], tc, *top, *rest]
    return Deal(order)


def dealt(a: str, b: str, trump: str, stock: str = "", rules: Rules | None = None,
          dealer: int = 0) -> BuraState:
    s = BuraState(rules or Rules(), dealer)
    s.apply_action(deal_action(a, b, trump, stock, dealer))
    return s


def position(*, hands: tuple[str, str], trump: str, won_up: tuple[str, str] = ("", ""),
             won_down: tuple[str, str] = ("", ""), table: str = "", stock: Any = REST,
             leader: int = 0, dealer: int = 0, phase: str = "lead", tricks: int | None = None,
             last: int | None = None, molodka: int | None = None,
             rules: Rules | None = None) -> BuraState:
    """A position set up by hand (no history), validated by from_dict. The
    stock holds every card not placed elsewhere (the turned-up card where the
    rules put it) unless ``stock`` is given."""
    rules = rules or Rules()
    tc = parse_cards(trump)[0]
    placed: list[Card] = []
    zones = {}
    for name, text in (("h0", hands[0]), ("h1", hands[1]), ("u0", won_up[0]),
                       ("u1", won_up[1]), ("d0", won_down[0]), ("d1", won_down[1]),
                       ("t", table)):
        zones[name] = list(parse_cards(text))
        placed += zones[name]
    if stock is REST:
        rest = [c for c in DECK if c not in placed and c != tc]
        if tc in placed:
            st = rest
        elif rules.trump_card is TrumpCard.UNDER_STOCK:
            st = rest + [tc]
        else:
            st = [tc] + rest
    else:
        st = list(parse_cards(stock))
    n_won = sum(len(zones[k]) for k in ("u0", "u1", "d0", "d1"))
    if tricks is None:
        tricks = n_won // 2 if n_won else 0
    if last is None and tricks:
        last = leader
    tc_public = not (tc in zones["d0"] or tc in zones["d1"])
    d = {
        "game": "bura",
        "rules": rules.to_dict(),
        "dealer": dealer,
        "phase": phase,
        "leader": leader,
        "trump_card": str(tc),
        "trump_card_public": tc_public,
        "hands": [[str(c) for c in zones["h0"]], [str(c) for c in zones["h1"]]],
        "stock": [str(c) for c in st],
        "table": [str(c) for c in zones["t"]],
        "won": [{"face_up": [str(c) for c in zones["u0"]],
                 "face_down": [str(c) for c in zones["d0"]]},
                {"face_up": [str(c) for c in zones["u1"]],
                 "face_down": [str(c) for c in zones["d1"]]}],
        "last_trick_winner": last,
        "tricks": tricks,
        "molodka": molodka,
        "outcome": None,
        "history": [],
    }
    return BuraState.from_dict(d)


def random_playout(state: BuraState, rng: random.Random, claim_p: float = 0.1,
                   check: Any = None) -> BuraState:
    """Play ``state`` out with random legal actions (a claim only with
    probability ``claim_p`` when one is legal); ``check(state)`` after each."""
    steps = 0
    while not state.is_terminal():
        if state.current_player() < 0:
            state.apply_action(state.sample_chance(rng))
        else:
            legal = state.legal_actions()
            others = [a for a in legal if not isinstance(a, Claim)]
            if others and rng.random() >= claim_p:
                legal = tuple(others)
            state.apply_action(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 200, "a кон must end"
        if check is not None:
            check(state)
    return state
