"""What one seat knows, read from its observation and nothing else.

The information model is the observation's (``BuraState.observation``): a
player remembers every card he saw played face up (``remembered``), the cards
he threw off himself, the turned-up trump card and where it went, the sizes of
the hand, the stock and the piles, and the public log of the play, in which
the other's throw-offs are only counted (``"1: discard 2"``). From the log
this module replays the public course of the кон: who held how many cards
when, and who drew which stock position after each trick, so that a sampled
world can be traced back to the opponent's hand at each of his decisions.

    >>> from karty.bura import new_game
    >>> k = Knowledge.of(new_game(2).observation(0))
    >>> k.me, k.opp, len(k.unseen), k.n_opp_hidden, k.n_stock_hidden, k.n_down
    (0, 1, 32, 3, 29, 0)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import DECK, Card, Suit
from ..actions import Beat, Discard, Lead, parse_action
from ..rules import DrawFirst, Rules, TrumpCard
from ..scoring import points

__all__ = ["Decision", "Draw", "Knowledge", "card", "cards"]

_CARD_BY_TEXT: dict[str, Card] = {str(c): c for c in DECK}
#: Cards dealt to each hand, and the stock after the deal (36 − 2·3).
HAND = 3
STOCK_AFTER_DEAL = len(DECK) - 2 * HAND


def card(text: str) -> Card:
    """The card written ``text`` in an observation."""
    return _CARD_BY_TEXT[text]


def cards(texts: Sequence[str]) -> tuple[Card, ...]:
    """The cards written ``texts`` in an observation."""
    return tuple(_CARD_BY_TEXT[t] for t in texts)


@dataclass(frozen=True, slots=True)
class Decision:
    """One past decision of the opponent, as the public log shows it.

    ``kind`` is ``"lead"``, ``"beat"`` or ``"discard"``; ``cards`` the cards
    shown (empty for a throw-off, whose cards are hidden: ``n`` of them,
    the ``first_down``-th to ``first_down + n``-th card thrown off to us);
    ``table`` what lay on the table, ``room`` the other hand's size (the
    most a lead may hold), ``known`` the points the opponent had seen go
    face up into his pile, ``forced_all`` a Молодка lead of the whole hand."""

    kind: str
    cards: tuple[Card, ...]
    n: int
    first_down: int
    table: tuple[Card, ...]
    room: int
    known: int
    forced_all: bool


@dataclass(frozen=True, slots=True)
class Draw:
    """One card drawn from the stock by ``seat`` (``position``: 0 is the top
    of the stock as it was after the deal)."""

    seat: int
    position: int


def _replay(log: Sequence[str], opp: int, rules: Rules, first_leader: int
            ) -> tuple[list[Decision | Draw], list[bool]]:
    """The opponent's decisions and every draw, in order; and, per draw
    step, nothing more (the second list marks after which timeline entry a
    hand was refilled: the points at which a Бура would have been called)."""
    sizes = [HAND, HAND]
    up = [0, 0]
    drawn = 0
    table: tuple[Card, ...] = ()
    leader = first_leader
    downs = 0
    molodka_lead = False
    timeline: list[Decision | Draw] = []
    refills: list[bool] = []
    for line in log:
        if line == "deal":
            continue
        who_text, _, act_text = line.partition(": ")
        who = int(who_text)
        if act_text.startswith("discard ") and act_text[8:].isdigit():
            n = int(act_text[8:])
            shown: tuple[Card, ...] = ()
            kind = "discard"
        else:
            a = parse_action(act_text)
            if not isinstance(a, (Lead, Beat, Discard)):
                if a.VERB == "molodka":
                    molodka_lead = True
                continue
            shown = a.cards
            n = len(shown)
            kind = "lead" if isinstance(a, Lead) else "beat" if isinstance(a, Beat) else "discard"
        if who == opp:
            timeline.append(Decision(kind, shown, n, downs, table, sizes[1 - who], up[who],
                                     molodka_lead and kind == "lead"))
            refills.append(False)
            if kind == "discard":
                downs += n
        if kind == "lead":
            leader = who
            table = shown
            sizes[who] -= n
            molodka_lead = False
            continue
        sizes[who] -= n
        winner = who if kind == "beat" else leader
        up[winner] += points(table) + (points(shown) if kind == "beat" else 0)
        table = ()
        leader = winner
        first = winner if rules.draw_first is DrawFirst.WINNER else 1 - winner
        q = first
        while drawn < STOCK_AFTER_DEAL and (sizes[0] < HAND or sizes[1] < HAND):
            if sizes[q] < HAND:
                sizes[q] += 1
                timeline.append(Draw(q, drawn))
                refills.append(False)
                drawn += 1
            q = 1 - q
        if refills:
            refills[-1] = True
    return timeline, refills


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Everything seat ``me`` may use, from its observation only."""

    me: int
    opp: int
    rules: Rules
    trump: Suit
    trump_card: Card
    trump_at: str
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    unseen: tuple[Card, ...]
    opp_known: tuple[Card, ...]
    n_opp_hidden: int
    n_stock_hidden: int
    n_down: int
    my_known: int
    opp_total: int
    stock_size: int
    timeline: tuple[Decision | Draw, ...]
    refills: tuple[bool, ...]

    @classmethod
    def of(cls, obs: Mapping[str, Any], rules: Rules | None = None) -> Knowledge:
        """Read ``obs`` (an observation of a dealt кон)."""
        me = int(obs["player"])
        opp = 1 - me
        if rules is None:
            rules = Rules.from_dict(obs["rules"])
        tc = card(obs["trump_card"])
        at = str(obs["trump_card_at"])
        hand = cards(obs["hand"])
        table = cards(obs["table"])
        seen = set(hand) | set(table)
        for q in (0, 1):
            seen.update(cards(obs["remembered"][q]))
            seen.update(cards(obs["won"][q]["face_down"]))
        opp_known = cards(obs["opponent_known"])
        seen.update(opp_known)
        if at in ("stock", "opponent", "unknown"):
            seen.add(tc)  # placed by the sampler, not drawn from the pool
        unseen = tuple(c for c in DECK if c not in seen)
        n_opp = int(obs["opponent_hand_size"]) - len(opp_known) - (1 if at == "unknown" else 0)
        n_stock = int(obs["stock_size"]) - (1 if at == "stock" else 0)
        n_down = int(obs["won"][me]["face_down_unseen"])
        if at == "unknown":
            n_opp += 1  # the sampler puts it in his hand or in our face-down pile
        first_leader = int(obs["dealer"])
        if rules.first_lead.value != "dealer":
            first_leader = 1 - first_leader
        timeline, refills = _replay(obs["log"], opp, rules, first_leader)
        opp_total = (points(cards(obs["remembered"][opp]))
                     + points(cards(obs["won"][opp]["face_down"])))
        return cls(me, opp, rules, tc.suit, tc, at, hand, table, unseen, opp_known,
                   n_opp, n_stock, n_down, points(cards(obs["remembered"][me])), opp_total,
                   int(obs["stock_size"]), tuple(timeline), tuple(refills))

    def trump_position(self) -> int:
        """The stock position (counted from the top after the deal) of the
        turned-up card."""
        return STOCK_AFTER_DEAL - 1 if self.rules.trump_card is TrumpCard.UNDER_STOCK else 0
