"""One кон of Бура as a game state in OpenSpiel's shape.

    >>> from karty.bura import new_game, Lead
    >>> s = new_game(seed=3)
    >>> s.current_player(), str(s.trump_card), s.hands[0]
    (0, '10♣', [Card.parse('8♣'), Card.parse('10♦'), Card.parse('8♥')])
    >>> for step in s.apply_action(Lead("8♥")):
    ...     print(step.format())  # doctest: +ELLIPSIS
    A leads 8♥ [bura.lead ← supplement: pagat.com, J. McLeod: «Bura and Kozel»; ...]
    >>> s.legal_actions()[:2]
    (Beat(cards=(Card.parse('6♣'),)), Beat(cards=(Card.parse('J♣'),)))

Seats are 0 and 1 (named A and B in the narration). Seat 0 deals the first
кон unless ``new_game`` is told otherwise.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Self

from ..cards import DECK, Card, Suit, shuffled_deck
from ..chance import Shuffles
from ..errors import IllegalActionError, NotationError, RulesError, StateError, nested, quoted
from ..game import CHANCE, MAX_DEPTH, TERMINAL, State, nesting, parse_history
from ..registry import Explanation, Step
from . import rulebook as R
from .actions import Action, Beat, Claim, Deal, Discard, Lead, Molodka, Pass, parse_action
from .rules import (
    ClaimTiming,
    Counting,
    Declarations,
    DoubleBura,
    DrawFirst,
    Exhausted,
    FirstLead,
    MolodkaLead,
    Rules,
    TrumpCard,
)
from .scoring import (
    TOTAL_POINTS,
    can_beat,
    explain_beats,
    is_bura,
    is_molodka,
    points,
    strength,
)
from .text import (
    SEAT_EN,
    SEAT_RU,
    cards_en,
    cards_ru,
    n_cards_en,
    n_cards_ru,
    n_points_ru,
    plural_ru,
)

_IDX: dict[Card, int] = {c: i for i, c in enumerate(DECK)}
_CLAIM = Claim()

__all__ = ["BuraState", "Outcome", "Phase", "Reason", "initial_state", "new_game"]


class Phase(enum.StrEnum):
    """Where a кон stands."""

    DEAL = "deal"
    """A chance node: the deck is to be shuffled and dealt."""
    MOLODKA = "molodka"
    """The player not on lead holds a Молодка and may declare it."""
    COUNTER = "counter"
    """A Молодка was declared against the leader, who holds one too."""
    LEAD = "lead"
    ANSWER = "answer"
    OVER = "over"


class Reason(enum.Enum):
    """Why a кон ended."""

    BURA = "bura"
    CLAIM_MADE = "claim-made"
    CLAIM_FAILED = "claim-failed"
    DECK_EXHAUSTED = "deck-exhausted"


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a кон ended: the winner (``None``: nobody), why, and each seat's
    points in the tricks it took (face-down cards included)."""

    winner: int | None
    reason: Reason
    points: tuple[int, int]
    claimant: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "reason": self.reason.value,
            "points": list(self.points),
            "claimant": self.claimant,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Outcome:
        d = _mapping(data, "outcome", {"winner", "reason", "points", "claimant"})
        winner = _seat_or_none(d["winner"], "outcome.winner")
        claimant = _seat_or_none(d["claimant"], "outcome.claimant")
        try:
            reason = Reason(d["reason"])
        except (ValueError, TypeError):
            raise _bad("outcome.reason", d["reason"], "bura, claim-made, claim-failed or "
                       "deck-exhausted") from None
        pts = d["points"]
        if (not isinstance(pts, list) or len(pts) != 2
                or not all(_is_int(x) and 0 <= x <= TOTAL_POINTS for x in pts)):
            raise _bad("outcome.points", pts, "two integers from 0 to 120")
        return cls(winner, reason, (pts[0], pts[1]), claimant)


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _bad(where: str, value: object, expected: str) -> StateError:
    shown = quoted(value)
    return StateError(
        f"{where}: {shown} is not valid (expected {expected})",
        f"{where}: значение {shown} недопустимо (ожидается {expected})",
        token=where,
    )


def _mapping(data: Any, where: str, keys: set[str]) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise _bad(where, data, "a mapping")
    for k in data:
        if k not in keys:
            raise StateError(
                f"{where}.{k}: unknown key (known: {', '.join(sorted(keys))})",
                f"{where}.{k}: неизвестный ключ (известны: {', '.join(sorted(keys))})",
                token=f"{where}.{k}",
            )
    for k in sorted(keys):
        if k not in data:
            raise StateError(f"{where}.{k}: missing", f"{where}.{k}: нет ключа",
                             token=f"{where}.{k}")
    return data


def _seat_or_none(x: Any, where: str) -> int | None:
    if x is None:
        return None
    if not _is_int(x) or x not in (0, 1):
        raise _bad(where, x, "0, 1 or null")
    return int(x)


def _card_list(x: Any, where: str) -> list[Card]:
    if not isinstance(x, list):
        raise _bad(where, x, "a list of cards")
    out = []
    for i, t in enumerate(x):
        if not isinstance(t, str):
            raise _bad(f"{where}[{i}]", t, "a card such as 'A♠'")
        try:
            out.append(Card.parse(t))
        except NotationError as e:
            raise StateError(f"{where}[{i}]: {e.en}", f"{where}[{i}]: {e.ru}",
                             token=f"{where}[{i}]") from None
    return out


def _seat_en(p: int) -> str:
    return SEAT_EN[p]


def _seat_ru(p: int) -> str:
    return SEAT_RU[p]


def _suit_en(s: Suit) -> str:
    return s.name_en


class BuraState(State[Action]):
    """The state of one кон. Mutable: :meth:`apply_action` changes it in place.

    Attributes are public for reading (``hands``, ``stock`` top card first,
    ``table``, ``won_up``/``won_down`` per seat, …); change them only through
    :meth:`apply_action`.
    """

    __slots__ = (
        "_history",
        "_who",
        "dealer",
        "hands",
        "last_trick_winner",
        "leader",
        "molodka",
        "outcome",
        "phase",
        "rules",
        "stock",
        "table",
        "tricks",
        "trump",
        "trump_card",
        "trump_card_public",
        "won_down",
        "won_up",
    )

    GAME = "bura"
    VERSION = 1
    RULES = Rules

    def __init__(self, rules: Rules | None = None, dealer: int = 0) -> None:
        if rules is None:
            rules = Rules()
        if not isinstance(rules, Rules):
            raise RulesError(f"rules: {quoted(rules)} is not a karty.bura.Rules",
                             f"rules: {quoted(rules)} — не karty.bura.Rules", token=quoted(rules))
        if not (type(dealer) is int and dealer in (0, 1)):
            raise RulesError(f"dealer {dealer!r} is not 0 or 1",
                             f"сдающий {dealer!r} — не 0 и не 1", token=repr(dealer))
        self.rules: Rules = rules
        self.dealer: int = dealer
        self.phase: Phase = Phase.DEAL
        self.leader: int = dealer if rules.first_lead is FirstLead.DEALER else 1 - dealer
        self.trump_card: Card | None = None
        # Whether the non-holder knows where the turned-up card is: it is public
        # in the stock, in the hand that drew it, and once played face up; it
        # stops being public when its holder throws off cards face down.
        self.trump_card_public: bool = True
        self.trump: Suit | None = None
        self.hands: list[list[Card]] = [[], []]
        self.stock: list[Card] = []
        self.table: list[Card] = []
        self.won_up: list[list[Card]] = [[], []]
        self.won_down: list[list[Card]] = [[], []]
        self.last_trick_winner: int | None = None
        self.tricks: int = 0
        self.molodka: int | None = None
        self.outcome: Outcome | None = None
        self._history: list[Action] = []
        self._who: list[int] = []  # who took each action of the history (CHANCE for the deal)

    # ------------------------------------------------------------ the API
    def current_player(self) -> int:
        ph = self.phase
        if ph is Phase.LEAD or ph is Phase.COUNTER:
            return self.leader
        if ph is Phase.ANSWER or ph is Phase.MOLODKA:
            return 1 - self.leader
        if ph is Phase.DEAL:
            return CHANCE
        return TERMINAL

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def history(self) -> Sequence[Action]:
        return tuple(self._history)

    def returns(self) -> tuple[int, ...]:
        """``(+stake, −stake)`` to the winner and loser of a finished кон;
        ``(0, 0)`` before the end and when nobody won."""
        o = self.outcome
        if o is None or o.winner is None:
            return (0, 0)
        s = self.rules.stake
        return (s, -s) if o.winner == 0 else (-s, s)

    def chance_outcomes(self) -> Shuffles[Action]:
        """At the deal: every order of the deck, each with probability 1/36!.

        >>> o = initial_state().chance_outcomes()
        >>> o.total(), o.probability(Deal(DECK)) * o.count
        (Fraction(1, 1), Fraction(1, 1))
        """
        if self.phase is not Phase.DEAL:
            raise IllegalActionError("deal: this is not a chance node, the cards are dealt",
                                     "deal: сейчас не сдача, карты уже сданы", token="deal")
        return Shuffles(Deal, _deal_order)

    def sample_chance(self, rng: random.Random) -> Deal:
        """The deal: a deck order drawn from ``rng`` only."""
        if self.phase is not Phase.DEAL:
            raise IllegalActionError("deal: this is not a chance node, the cards are dealt",
                                     "deal: сейчас не сдача, карты уже сданы", token="deal")
        return Deal(shuffled_deck(rng))

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action of the player to act, in a stable order. At the
        chance node it is empty: use :meth:`sample_chance`."""
        ph = self.phase
        out: list[Action] = []
        if ph is Phase.LEAD:
            hand = sorted(self.hands[self.leader], key=_IDX.__getitem__)
            if self.molodka == self.leader and self.rules.molodka_lead is MolodkaLead.ALL_THREE:
                out.append(Lead._of(tuple(hand)))
            else:
                room = len(self.hands[1 - self.leader])
                for k in (1, 2, 3):
                    if k > room:
                        break
                    for combo in combinations(hand, k):
                        if k == 1 or all(c.suit == combo[0].suit for c in combo):
                            out.append(Lead._of(combo))
            out.append(_CLAIM)
        elif ph is Phase.ANSWER:
            ans = 1 - self.leader
            hand = sorted(self.hands[ans], key=_IDX.__getitem__)
            k = len(self.table)
            trump = self.trump
            assert trump is not None
            combos = list(combinations(hand, k))
            for combo in combos:
                if can_beat(self.table, combo, trump):
                    out.append(Beat._of(combo))
            for combo in combos:
                out.append(Discard._of(combo))
            if self.rules.claim_timing is not ClaimTiming.ON_LEAD:
                out.append(_CLAIM)
        elif ph is Phase.MOLODKA or ph is Phase.COUNTER:
            out = [Molodka(), Pass()]
            if self.rules.claim_timing is ClaimTiming.ANY_TIME:
                out.append(_CLAIM)
        return tuple(out)

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_action(text)

    def illegal_reason(self, action: object) -> IllegalActionError | None:
        """Why ``action`` may not be applied now, or ``None``.

        >>> s = new_game(1)
        >>> s.illegal_reason(Claim()) is None, s.illegal_reason(Deal(DECK)).en
        (True, 'the cards are already dealt')
        """
        try:
            self._check(action)
        except IllegalActionError as e:
            return e
        return None

    def _transition(self, action: Action) -> Explanation:
        steps: list[Step] = []
        self._apply(action, steps)
        return tuple(steps)

    # The fast path for playouts: no checks, no narration.
    def apply_unchecked(self, action: Action) -> None:
        """Apply an action taken from :meth:`legal_actions` without checking
        or explaining it (for search playouts)."""
        self._apply(action, None)

    # ------------------------------------------------------------ checking
    def _illegal(self, en: str, ru: str, action: Action) -> IllegalActionError:
        return IllegalActionError(en, ru, token=str(action))

    def _check(self, action: object) -> None:
        ph = self.phase
        if not isinstance(action, Action):
            raise IllegalActionError(f"{quoted(action)} is not a Бура action",
                                     f"{quoted(action)} — не действие буры", token=quoted(action))
        if ph is Phase.OVER:
            raise self._illegal("the кон is over", "кон окончен", action)
        if ph is Phase.DEAL:
            if not isinstance(action, Deal):
                raise self._illegal(f"the cards must be dealt first, not «{action}»",
                                    f"сначала сдача, а не «{action.ru()}»", action)
            return
        if isinstance(action, Deal):
            raise self._illegal("the cards are already dealt", "карты уже сданы", action)
        p = self.current_player()
        who_en, who_ru = _seat_en(p), _seat_ru(p)
        if ph is Phase.MOLODKA or ph is Phase.COUNTER:
            if isinstance(action, Claim) and self.rules.claim_timing is ClaimTiming.ANY_TIME:
                return
            if not isinstance(action, (Molodka, Pass)):
                raise self._illegal(
                    f"{who_en} may only declare a Молодка or pass now",
                    f"{who_ru} может сейчас только объявить молодку или спасовать", action)
            return
        if isinstance(action, (Molodka, Pass)):
            raise self._illegal(
                "a Молодка is declared only when three cards of one non-trump suit come to hand",
                "молодку объявляют, только когда на руки пришли три некозырные карты одной масти",
                action)
        if isinstance(action, Claim):
            if ph is Phase.ANSWER and self.rules.claim_timing is ClaimTiming.ON_LEAD:
                raise self._illegal(
                    "a claim may be made only on one's turn to lead (claim_timing = on-lead)",
                    "заявлять можно только в свой ход (claim_timing = on-lead)", action)
            return
        hand = self.hands[p]
        assert isinstance(action, (Lead, Beat, Discard))
        missing = [c for c in action.cards if c not in hand]
        if missing:
            raise self._illegal(
                f"{cards_en(missing)} not in {who_en}'s hand ({cards_en(sorted(hand))})",
                f"{cards_ru(missing)} нет на руках у {who_ru} ({cards_ru(sorted(hand))})",
                action)
        if ph is Phase.LEAD:
            if not isinstance(action, Lead):
                raise self._illegal(
                    f"it is {who_en}'s turn to lead, not to {action.VERB}",
                    f"сейчас {who_ru} ходит, а не «{action.VERB_RU}»", action)
            cards = action.cards
            if (self.molodka == p and self.rules.molodka_lead is MolodkaLead.ALL_THREE
                    and len(cards) != len(hand)):
                raise self._illegal(
                    f"{who_en} declared a Молодка and must lead its three cards "
                    f"({cards_en(sorted(hand))})",
                    f"{who_ru} объявил молодку и заходит всеми тремя её картами "
                    f"({cards_ru(sorted(hand))})", action)
            if len({c.suit for c in cards}) > 1:
                raise self._illegal(
                    f"{cards_en(cards)}: several cards may be led only if they are of one suit",
                    f"{cards_ru(cards)}: несколькими картами ходят, только если они одной масти",
                    action)
            room = len(self.hands[1 - p])
            if len(cards) > room:
                raise self._illegal(
                    f"{SEAT_EN[1 - p]} holds only {n_cards_en(room)}, fewer than the lead",
                    f"у {SEAT_RU[1 - p]} всего {n_cards_ru(room)}, меньше, чем в ходе", action)
            return
        # ANSWER
        if isinstance(action, Lead):
            raise self._illegal(
                f"{who_en} must answer {cards_en(self.table)}, not lead",
                f"{who_ru} должен отвечать на {cards_ru(self.table)}, а не ходить", action)
        k = len(self.table)
        if len(action.cards) != k:
            raise self._illegal(
                f"{n_cards_en(k)} led, so the answer has {n_cards_en(k)}, "
                f"not {len(action.cards)}",
                f"ходили {n_cards_ru(k)} — и отвечают столькими же, а не {len(action.cards)}",
                action)
        if isinstance(action, Beat):
            assert self.trump is not None
            ok, why = explain_beats(self.table, action.cards, self.trump)
            if not ok:
                raise self._illegal(
                    f"{cards_en(action.cards)} does not beat {cards_en(self.table)}: {why[-1].en}",
                    f"{cards_ru(action.cards)} не бьёт {cards_ru(self.table)}: {why[-1].ru}",
                    action)

    # ------------------------------------------------------------ applying
    def _apply(self, action: Action, steps: list[Step] | None) -> None:
        self._who.append(self.current_player())
        self._history.append(action)
        if isinstance(action, Deal):
            self._deal(action, steps)
        elif isinstance(action, Lead):
            self._lead(action, steps)
        elif isinstance(action, Beat):
            self._beat(action, steps)
        elif isinstance(action, Discard):
            self._discard(action, steps)
        elif isinstance(action, Claim):
            self._claim(steps)
        elif isinstance(action, Molodka):
            self._declare_molodka(steps)
        elif isinstance(action, Pass):
            self._pass(steps)
        else:  # pragma: no cover - _check refuses anything else
            raise TypeError(action)

    def _deal(self, action: Deal, steps: list[Step] | None) -> None:
        order = action.order
        d = self.dealer
        nd = 1 - d
        self.hands[nd] = [order[0], order[2], order[4]]
        self.hands[d] = [order[1], order[3], order[5]]
        tc = order[6]
        self.trump_card, self.trump = tc, tc.suit
        rest = list(order[7:])
        under = self.rules.trump_card is TrumpCard.UNDER_STOCK
        self.stock = rest + [tc] if under else [tc] + rest
        if steps is not None:
            steps.append(Step(
                R.DEAL,
                f"{_seat_en(d)} deals three cards each; {tc} is turned up: "
                f"{_suit_en(tc.suit)} are trumps",
                f"{_seat_ru(d)} сдаёт по три карты; открыт {tc.russian()}: козыри — "
                f"{tc.suit.name_ru}",
            ))
            if under:
                steps.append(Step(R.TRUMP_UNDER_STOCK,
                                  f"{tc} lies face up under the stock and will be drawn last",
                                  f"{tc.russian()} лежит лицом вверх под колодой и берётся "
                                  "последним"))
            else:
                steps.append(Step(R.TRUMP_TOP_OF_STOCK,
                                  f"{tc} stays face up on top of the stock and will be drawn "
                                  "first",
                                  f"{tc.russian()} остаётся лицом вверх на колоде и берётся "
                                  "первым"))
            rid = self.rules.rule_id("first_lead")
            steps.append(Step(rid, f"{_seat_en(self.leader)} leads first",
                              f"первым ходит {_seat_ru(self.leader)}"))
        self._checkpoint(steps, after_deal=True)

    def _checkpoint(self, steps: list[Step] | None, *, after_deal: bool) -> None:
        """After the deal or a drawing: Бура, Молодка, or the end of the cards."""
        h0, h1 = self.hands
        if not h0 and not h1 and not self.stock:
            self._exhausted(steps)
            return
        trump = self.trump
        assert trump is not None
        if after_deal or self.rules.declarations is Declarations.DEAL_AND_DRAWS:
            buras = [p for p in (0, 1) if is_bura(self.hands[p], trump)]
            if buras:
                self._bura(buras, steps, after_deal)
                return
            nl = 1 - self.leader
            if is_molodka(self.hands[nl], trump):
                self.phase = Phase.MOLODKA
                self.molodka = None
                return
        self.phase = Phase.LEAD
        self.molodka = None

    def _bura(self, buras: list[int], steps: list[Step] | None, after_deal: bool) -> None:
        trump = self.trump
        assert trump is not None
        if len(buras) == 1:
            w = buras[0]
        else:
            def top(p: int) -> int:
                return max(strength(c.rank) for c in self.hands[p])
            if self.rules.double_bura is DoubleBura.MORE_POINTS:
                keys = [(points(self.hands[p]), top(p)) for p in (0, 1)]
            else:
                keys = [(top(p), 0) for p in (0, 1)]
            w = 0 if keys[0] > keys[1] else 1
        if steps is not None:
            when_en = "in the deal" if after_deal else "after the drawing"
            when_ru = "при сдаче" if after_deal else "после добора"
            if len(buras) == 2:
                rid = self.rules.rule_id("double_bura")
                steps.append(Step(
                    rid,
                    f"both hold Бура {when_en} (A: {cards_en(sorted(self.hands[0]))}, "
                    f"B: {cards_en(sorted(self.hands[1]))}); it goes to {_seat_en(w)}",
                    f"бура у обоих {when_ru} (А: {cards_ru(sorted(self.hands[0]))}, "
                    f"Б: {cards_ru(sorted(self.hands[1]))}); выигрывает {_seat_ru(w)}",
                ))
            steps.append(Step(
                R.BURA,
                f"{_seat_en(w)} holds three trumps ({cards_en(sorted(self.hands[w]))}) {when_en}: "
                f"«Бура!» — {_seat_en(w)} wins the кон",
                f"у {_seat_ru(w)} три козыря ({cards_ru(sorted(self.hands[w]))}) {when_ru}: "
                f"«Бура!» — {_seat_ru(w)} выигрывает кон",
            ))
        self._finish(Outcome(w, Reason.BURA, self._points_pair()), steps)

    def _declare_molodka(self, steps: list[Step] | None) -> None:
        trump = self.trump
        assert trump is not None
        if self.phase is Phase.MOLODKA:
            nl = 1 - self.leader
            if steps is not None:
                steps.append(Step(R.MOLODKA,
                                  f"{_seat_en(nl)} declares «Молодка» and takes the lead",
                                  f"{_seat_ru(nl)} объявляет «Молодка» и заходит вне очереди"))
            if is_molodka(self.hands[self.leader], trump):
                self.molodka = nl
                self.phase = Phase.COUNTER
                return
            self.leader = nl
            self.molodka = nl
            self.phase = Phase.LEAD
            return
        # COUNTER: both declared; the previous trick winner (the leader) keeps the lead.
        if steps is not None:
            prev_en = ("took the previous trick" if self.last_trick_winner is not None
                       else "was to lead")
            prev_ru = ("взял предыдущую взятку" if self.last_trick_winner is not None
                       else "ходил бы и так")
            steps.append(Step(
                R.MOLODKA_BOTH,
                f"{_seat_en(self.leader)} declares «Молодка» too; {_seat_en(self.leader)} "
                f"{prev_en} and leads",
                f"{_seat_ru(self.leader)} тоже объявляет «Молодка»; {_seat_ru(self.leader)} "
                f"{prev_ru} и ходит",
            ))
        self.molodka = self.leader
        self.phase = Phase.LEAD

    def _pass(self, steps: list[Step] | None) -> None:
        if self.phase is Phase.COUNTER:
            nl = 1 - self.leader
            self.leader = nl
            self.molodka = nl
        else:
            self.molodka = None
        self.phase = Phase.LEAD

    def _lead(self, action: Lead, steps: list[Step] | None) -> None:
        p = self.leader
        hand = self.hands[p]
        for c in action.cards:
            hand.remove(c)
        if self.trump_card in action.cards:
            self.trump_card_public = True
        self.table = list(action.cards)
        if steps is not None:
            if self.molodka == p:
                rid = self.rules.rule_id("molodka_lead")
                steps.append(Step(rid, f"{_seat_en(p)} leads the Молодка {cards_en(action.cards)}"
                                  if len(action.cards) == 3 else
                                  f"{_seat_en(p)} leads {cards_en(action.cards)} after the "
                                  "Молодка",
                                  f"{_seat_ru(p)} заходит с молодки: {cards_ru(action.cards)}"))
            else:
                n = len(action.cards)
                more_en = "" if n == 1 else f": {n} cards of one suit"
                more_ru = "" if n == 1 else f": {n_cards_ru(n)} одной масти"
                steps.append(Step(R.LEAD, f"{_seat_en(p)} leads {cards_en(action.cards)}{more_en}",
                                  f"{_seat_ru(p)} ходит {cards_ru(action.cards)}{more_ru}"))
        self.molodka = None
        self.phase = Phase.ANSWER

    def _beat(self, action: Beat, steps: list[Step] | None) -> None:
        ans = 1 - self.leader
        hand = self.hands[ans]
        for c in action.cards:
            hand.remove(c)
        if self.trump_card in action.cards:
            self.trump_card_public = True
        trick = self.table + list(action.cards)
        if steps is not None:
            assert self.trump is not None
            _, why = explain_beats(self.table, action.cards, self.trump)
            steps.extend(why)
            pts = points(trick)
            steps.append(Step(R.TRICK, f"{_seat_en(ans)} takes the trick: {pts} points",
                              f"{_seat_ru(ans)} берёт взятку: {n_points_ru(pts)}"))
        self.won_up[ans].extend(trick)
        self._end_trick(ans, steps)

    def _discard(self, action: Discard, steps: list[Step] | None) -> None:
        ans = 1 - self.leader
        hand = self.hands[ans]
        for c in action.cards:
            hand.remove(c)
        ld = self.leader
        if self.trump_card is not None and (self.trump_card in action.cards
                                            or self.trump_card in hand):
            self.trump_card_public = False
        if steps is not None:
            n = len(action.cards)
            steps.append(Step(R.SURRENDER,
                              f"{_seat_en(ans)} gives up the trick: {n_cards_en(n)} face down",
                              f"{_seat_ru(ans)} сдаёт взятку, сбросив {n_cards_ru(n)} крапом вверх"))
            pts = points(self.table)
            steps.append(Step(R.SNOS,
                              f"{_seat_en(ld)} takes {cards_en(self.table)} ({pts} points) and "
                              f"{n_cards_en(n)} thrown off face down, unseen",
                              f"{_seat_ru(ld)} берёт {cards_ru(self.table)} "
                              f"({n_points_ru(pts)}) и снос из {n} {plural_ru(n, 'карты', 'карт', 'карт')}, "
                              "не глядя"))
        self.won_up[ld].extend(self.table)
        self.won_down[ld].extend(action.cards)
        self._end_trick(ld, steps)

    def _end_trick(self, winner: int, steps: list[Step] | None) -> None:
        self.table = []
        self.tricks += 1
        self.last_trick_winner = winner
        self.leader = winner
        if steps is not None:
            steps.append(Step(R.NEXT_LEAD, f"{_seat_en(winner)} leads next",
                              f"следующим ходит {_seat_ru(winner)}"))
        self._draw(winner, steps)
        self._checkpoint(steps, after_deal=False)

    def _draw(self, winner: int, steps: list[Step] | None) -> bool:
        if not self.stock:
            return False
        first = winner if self.rules.draw_first is DrawFirst.WINNER else 1 - winner
        p = first
        drawn: list[tuple[int, Card]] = []
        hands, stock = self.hands, self.stock
        while stock and (len(hands[0]) < 3 or len(hands[1]) < 3):
            if len(hands[p]) < 3:
                c = stock.pop(0)
                hands[p].append(c)
                drawn.append((p, c))
            p = 1 - p
        if steps is not None and drawn:
            rid = self.rules.rule_id("draw_first")
            why_en = "took" if self.rules.draw_first is DrawFirst.WINNER else "lost"
            why_ru = "взял" if self.rules.draw_first is DrawFirst.WINNER else "отдал"
            steps.append(Step(rid, f"{_seat_en(first)} draws first: {_seat_en(first)} {why_en} "
                              "the trick",
                              f"первым добирает {_seat_ru(first)}: {why_ru} взятку"))
            seq_en = ", ".join(_seat_en(q) for q, _ in drawn)
            seq_ru = ", ".join(_seat_ru(q) for q, _ in drawn)
            steps.append(Step(R.DRAW, f"draw one at a time: {seq_en}; {len(stock)} left",
                              f"добирают по одной: {seq_ru}; в колоде {len(stock)}"))
            tc = self.trump_card
            for q, c in drawn:
                if c == tc:
                    rid2 = self.rules.rule_id("trump_card")
                    steps.append(Step(rid2, f"{_seat_en(q)} draws the turned-up trump {c}",
                                      f"{_seat_ru(q)} берёт открытый козырь {c.russian()}"))
            if not stock:
                steps.append(Step(R.STOCK_EMPTY, "the stock is empty: play on without drawing",
                                  "колода кончилась: играют без добора"))
        return bool(drawn)

    def _claim(self, steps: list[Step] | None) -> None:
        c = self.current_player()
        up, down = points(self.won_up[c]), points(self.won_down[c])
        total = up + down
        target = self.rules.target
        if steps is not None:
            steps.append(Step(
                R.CLAIM,
                f"{_seat_en(c)} declares «Игра сделана» and counts {total} points "
                f"({up} face up + {down} in the снос)",
                f"{_seat_ru(c)} объявляет «Игра сделана» и считает {n_points_ru(total)} "
                f"({up} открыто + {down} в сносе)",
            ))
        if total >= target:
            if steps is not None:
                steps.append(Step(R.CLAIM_MADE, f"{total} ≥ {target}: {_seat_en(c)} wins the кон",
                                  f"{total} ≥ {target}: кон выигрывает {_seat_ru(c)}"))
            self._finish(Outcome(c, Reason.CLAIM_MADE, self._points_pair(), c), steps)
        else:
            o = 1 - c
            if steps is not None:
                steps.append(Step(R.CLAIM_FAILED,
                                  f"{total} < {target}: {_seat_en(o)} wins the кон",
                                  f"{total} < {target}: кон выигрывает {_seat_ru(o)}"))
            self._finish(Outcome(o, Reason.CLAIM_FAILED, self._points_pair(), c), steps)

    def _exhausted(self, steps: list[Step] | None) -> None:
        p0, p1 = self._points_pair()
        winner: int | None
        if self.rules.exhausted is Exhausted.VOID:
            winner = None
            if steps is not None:
                steps.append(Step(R.EXHAUSTED_VOID,
                                  f"the cards are played out without a claim (A {p0}, B {p1}): "
                                  "the кон is void",
                                  f"карты сыграны без заявки (А {p0}, Б {p1}): кон не в счёт"))
        else:
            winner = None if p0 == p1 else (0 if p0 > p1 else 1)
            if steps is not None:
                res_en = "nobody wins" if winner is None else f"{_seat_en(winner)} wins the кон"
                res_ru = ("никто не выигрывает" if winner is None
                          else f"кон выигрывает {_seat_ru(winner)}")
                steps.append(Step(R.EXHAUSTED_MORE,
                                  f"the cards are played out without a claim: A {p0}, B {p1} — "
                                  f"{res_en}",
                                  f"карты сыграны без заявки: А {p0}, Б {p1} — {res_ru}"))
        self._finish(Outcome(winner, Reason.DECK_EXHAUSTED, (p0, p1)), steps)

    def _finish(self, outcome: Outcome, steps: list[Step] | None) -> None:
        self.outcome = outcome
        self.phase = Phase.OVER
        self.molodka = None
        if steps is not None and outcome.winner is not None:
            w, s = outcome.winner, self.rules.stake
            steps.append(Step(R.STAKE, f"{_seat_en(1 - w)} owes {_seat_en(w)} the stake: {s}",
                              f"{_seat_ru(1 - w)} должен {_seat_ru(w)} ставку: {s}"))

    # ------------------------------------------------------------ views
    def _points_pair(self) -> tuple[int, int]:
        return (points(self.won_up[0]) + points(self.won_down[0]),
                points(self.won_up[1]) + points(self.won_down[1]))

    def points_taken(self, player: int) -> int:
        """The true points in ``player``'s tricks, face-down cards included."""
        return points(self.won_up[player]) + points(self.won_down[player])

    def points_in_play(self) -> int:
        """Points in the hands, the stock and on the table."""
        return points(self.hands[0]) + points(self.hands[1]) + points(self.stock) + points(
            self.table)

    def all_cards(self) -> list[Card]:
        """Every card in every zone (36 once dealt)."""
        return (self.hands[0] + self.hands[1] + self.stock + self.table + self.won_up[0]
                + self.won_up[1] + self.won_down[0] + self.won_down[1])

    def cards_in_play(self) -> list[Card]:
        """Every card in every zone (:meth:`all_cards`): none before the deal, then the 36."""
        return self.all_cards()

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` knows, JSON-safe, as the ``counting`` option allows.

        On the table he sees his hand, the turned-up trump (and who drew it), the
        stock's size, the table and the size of each trick pile. He remembers what
        he saw played: ``remembered[q]``, the cards he saw go face up into seat
        ``q``'s pile, and ``won[q]["face_down"]``, the cards he threw off himself
        into the other's pile. Under ``counting = memory`` (bura.counting.memory)
        the piles lie face down: ``won[q]["face_up"]`` is empty and ``counted`` is
        ``None``, so any count is the player's own, from memory. Under ``open``
        (bura.counting.open) he may look at the face-up cards of both piles and
        ``counted`` gives what he can count on the table. Never the opponent's
        hand, the stock order, or the face-down cards thrown off to him.
        """
        if not (type(player) is int and player in (0, 1)):
            raise IllegalActionError(f"no seat {player!r} (seats are 0 and 1)",
                                     f"нет места {player!r} (места 0 и 1)", token=repr(player))
        opp = 1 - player
        tc = self.trump_card
        tc_where: str | None = None
        if tc is not None:
            if tc in self.stock:
                tc_where = "stock"
            elif tc in self.hands[player]:
                tc_where = "hand"
            elif tc in self.won_down[opp]:
                tc_where = "played"  # thrown off by this player himself
            elif not self.trump_card_public:
                tc_where = "unknown"  # in the opponent's hand or face down in one's own pile
            elif tc in self.hands[opp]:
                tc_where = "opponent"
            else:
                tc_where = "played"
        log: list[str] = []
        visible_phase = self.phase
        for i, (a, who) in enumerate(zip(self._history, self._who, strict=True)):
            if isinstance(a, Deal):
                log.append("deal")
            elif isinstance(a, Discard) and who != player:
                log.append(f"{who}: discard {len(a.cards)}")
            elif isinstance(a, Pass) and who != player and self._pass_is_private(i):
                continue
            else:
                log.append(f"{who}: {a}")
        cp = self.current_player()
        to_act: int | None = cp if cp >= 0 else None
        if self.phase is Phase.MOLODKA and player != 1 - self.leader:
            # The leader does not see that the other may declare: to him the
            # table waits for his lead.
            visible_phase, to_act = Phase.LEAD, self.leader
        o = self.outcome
        open_piles = self.rules.counting is Counting.OPEN
        return {
            "game": "bura",
            "player": player,
            "rules": self.rules.to_dict(),
            "dealer": self.dealer,
            "phase": visible_phase.value,
            "to_act": to_act,
            "leader": self.leader,
            "trump": self.trump.symbol if self.trump else None,
            "trump_card": str(tc) if tc else None,
            "trump_card_at": tc_where,
            "stock_size": len(self.stock),
            "hand": [str(c) for c in sorted(self.hands[player])],
            "opponent_hand_size": len(self.hands[opp]),
            "opponent_known": [str(tc)] if tc_where == "opponent" else [],
            "table": [str(c) for c in self.table],
            "won": [
                {
                    "cards": len(self.won_up[q]) + len(self.won_down[q]),
                    # what may be looked at now: the face-up cards, only if the piles are open
                    "face_up": [str(c) for c in self.won_up[q]] if open_piles else [],
                    # a player knows the cards he threw off, i.e. the face-down
                    # cards in the other's pile, never those in his own
                    "face_down": [str(c) for c in self.won_down[q]] if q != player else [],
                    "face_down_unseen": len(self.won_down[q]) if q == player else 0,
                }
                for q in (0, 1)
            ],
            # what he saw go face up into each pile: his memory of the play
            "remembered": [[str(c) for c in self.won_up[q]] for q in (0, 1)],
            "counted": {
                "mine": points(self.won_up[player]),
                "opponent": points(self.won_up[opp]) + points(self.won_down[opp]),
            } if open_piles else None,
            "last_trick_winner": self.last_trick_winner,
            "tricks": self.tricks,
            "molodka": self.molodka,
            "outcome": o.to_dict() if o else None,
            "log": log,
        }

    def _pass_is_private(self, index: int) -> bool:
        # A pass in the MOLODKA window is silent (nobody saw a chance to
        # declare); a pass in the COUNTER window answers a public declaration.
        return index == 0 or not isinstance(self._history[index - 1], Molodka)

    # ------------------------------------------------------------ (de)serialising
    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-safe; :meth:`from_dict` rebuilds it exactly."""
        return {
            "game": "bura",
            "version": self.VERSION,
            "rules": self.rules.to_dict(),
            "dealer": self.dealer,
            "phase": self.phase.value,
            "leader": self.leader,
            "trump_card": str(self.trump_card) if self.trump_card else None,
            "trump_card_public": self.trump_card_public,
            "hands": [[str(c) for c in h] for h in self.hands],
            "stock": [str(c) for c in self.stock],
            "table": [str(c) for c in self.table],
            "won": [
                {"face_up": [str(c) for c in self.won_up[q]],
                 "face_down": [str(c) for c in self.won_down[q]]}
                for q in (0, 1)
            ],
            "last_trick_winner": self.last_trick_winner,
            "tricks": self.tricks,
            "molodka": self.molodka,
            "outcome": self.outcome.to_dict() if self.outcome else None,
            "history": [str(a) for a in self._history],
        }

    _KEYS = frozenset({
        "game", "version", "rules", "dealer", "phase", "leader", "trump_card", "trump_card_public", "hands",
        "stock", "table",
        "won", "last_trick_winner", "tricks", "molodka", "outcome", "history",
    })

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a state from :meth:`to_dict`, validated: raises
        :class:`karty.StateError` naming the bad part. A state with a history
        must be the one its history leads to; a state without history (a
        position set up by hand) must be consistent on its own.

        >>> s = new_game(5)
        >>> BuraState.from_dict(s.to_dict()) == s
        True
        >>> d = s.to_dict(); d["hands"][1][0] = d["hands"][0][0]
        >>> BuraState.from_dict(d)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        karty.errors.StateError: ... appears twice (hands[0] and hands[1])
        """
        if nesting(data) > MAX_DEPTH:
            raise StateError(f"state: nested deeper than {MAX_DEPTH} levels",
                             f"state: вложенность глубже {MAX_DEPTH} уровней", token="state")
        if isinstance(data, Mapping) and "version" not in data:  # written before the version
            data = {**data, "version": cls.VERSION}
        d = _mapping(data, "state", set(cls._KEYS))
        if d["game"] != "bura":
            raise _bad("game", d["game"], "'bura'")
        if not _is_int(d["version"]) or d["version"] != cls.VERSION:
            raise _bad("version", d["version"], str(cls.VERSION))
        try:
            rules = Rules.from_dict(d["rules"])
        except RulesError as e:
            raise nested(e, "rules") from None
        dealer = _seat_or_none(d["dealer"], "dealer")
        if dealer is None:
            raise _bad("dealer", None, "0 or 1")
        s = cls(rules, dealer)
        try:
            s.phase = Phase(d["phase"])
        except (ValueError, TypeError):
            raise _bad("phase", d["phase"], ", ".join(p.value for p in Phase)) from None
        leader = _seat_or_none(d["leader"], "leader")
        if leader is None:
            raise _bad("leader", None, "0 or 1")
        s.leader = leader
        tc = d["trump_card"]
        if tc is not None:
            s.trump_card = _card_list([tc], "trump_card")[0]
            s.trump = s.trump_card.suit
        if not isinstance(d["trump_card_public"], bool):
            raise _bad("trump_card_public", d["trump_card_public"], "true or false")
        s.trump_card_public = d["trump_card_public"]
        hands = d["hands"]
        if not isinstance(hands, list) or len(hands) != 2:
            raise _bad("hands", hands, "two lists of cards")
        s.hands = [_card_list(hands[q], f"hands[{q}]") for q in (0, 1)]
        s.stock = _card_list(d["stock"], "stock")
        s.table = _card_list(d["table"], "table")
        won = d["won"]
        if not isinstance(won, list) or len(won) != 2:
            raise _bad("won", won, "two piles")
        for q in (0, 1):
            pile = _mapping(won[q], f"won[{q}]", {"face_up", "face_down"})
            s.won_up[q] = _card_list(pile["face_up"], f"won[{q}].face_up")
            s.won_down[q] = _card_list(pile["face_down"], f"won[{q}].face_down")
        s.last_trick_winner = _seat_or_none(d["last_trick_winner"], "last_trick_winner")
        tricks = d["tricks"]
        if not _is_int(tricks) or not 0 <= tricks <= 18:
            raise _bad("tricks", tricks, "an integer from 0 to 18")
        s.tricks = tricks
        s.molodka = _seat_or_none(d["molodka"], "molodka")
        s.outcome = None if d["outcome"] is None else Outcome.from_dict(d["outcome"])
        actions = parse_history(d["history"], parse_action, MAX_HISTORY)
        s._validate()
        if actions:
            replay = cls(rules, dealer).replay(actions)
            mine, theirs = replay.to_dict(), dict(d)
            for key in sorted(cls._KEYS - {"history"}):
                if mine[key] != theirs[key]:
                    raise StateError(
                        f"{key}: does not match what the history leads to",
                        f"{key}: не совпадает с тем, к чему ведёт история",
                        token=key,
                    )
            s._history = actions
            s._who = replay._who
        return s

    def _validate(self) -> None:
        """Consistency of a state read from a dict; raises StateError."""
        ph = self.phase
        zones: list[tuple[str, list[Card]]] = [
            ("hands[0]", self.hands[0]), ("hands[1]", self.hands[1]), ("stock", self.stock),
            ("table", self.table),
            ("won[0].face_up", self.won_up[0]), ("won[1].face_up", self.won_up[1]),
            ("won[0].face_down", self.won_down[0]), ("won[1].face_down", self.won_down[1]),
        ]
        seen: dict[Card, str] = {}
        for name, cards in zones:
            for c in cards:
                if c in seen:
                    where = seen[c] if seen[c] == name else f"{seen[c]} and {name}"
                    raise StateError(f"{c} appears twice ({where})",
                                     f"{c.russian()} встречается дважды ({where})", token=name)
                seen[c] = name
        if ph is Phase.DEAL:
            if seen or self.trump_card is not None or self.outcome is not None or self.tricks:
                raise StateError("phase: before the deal no card may be out and no trump turned",
                                 "phase: до сдачи карт на столе быть не может и козырь не открыт",
                                 token="phase")
            return
        if len(seen) != 36:
            missing = [c for c in DECK if c not in seen]
            raise StateError(f"cards missing: {cards_en(missing)}",
                             f"cards: не хватает карт: {cards_ru(missing)}", token="cards")
        if self.trump_card is None:
            raise _bad("trump_card", None, "the turned-up card once dealt")
        tc = self.trump_card
        public_must = (True if tc in self.stock or tc in self.table or tc in self.won_up[0]
                       or tc in self.won_up[1] else
                       False if tc in self.won_down[0] or tc in self.won_down[1] else None)
        if public_must is not None and self.trump_card_public is not public_must:
            raise _bad("trump_card_public", self.trump_card_public,
                       f"{str(public_must).lower()} with {tc} where it is")
        if tc in self.stock:
            pos_ok = (self.stock[-1] == tc if self.rules.trump_card is TrumpCard.UNDER_STOCK
                      else self.stock[0] == tc)
            if not pos_ok:
                raise StateError(f"stock: the turned-up {tc} is not where the rules put it",
                                 f"stock: открытый {tc.russian()} лежит не там, где велят правила",
                                 token="stock")
        for q in (0, 1):
            if len(self.hands[q]) > 3:
                raise StateError(f"hands[{q}]: more than three cards",
                                 f"hands[{q}]: больше трёх карт", token=f"hands[{q}]")
        played = sum(len(self.won_up[q]) + len(self.won_down[q]) for q in (0, 1))
        if played % 2:
            raise StateError("won: an odd number of cards taken in tricks",
                             "won: во взятках нечётное число карт", token="won")
        if (self.tricks == 0) != (self.last_trick_winner is None) or (self.tricks == 0) != (
                played == 0):
            raise StateError("tricks, last_trick_winner and won disagree",
                             "tricks, last_trick_winner и won не согласуются",
                             token="last_trick_winner")
        ld, ans = self.leader, 1 - self.leader
        hl, ha = len(self.hands[ld]), len(self.hands[ans])
        if ph is Phase.OVER:
            if self.outcome is None:
                raise _bad("outcome", None, "the outcome of a finished кон")
            self._validate_outcome()
            return
        if self.outcome is not None:
            raise _bad("outcome", self.outcome.to_dict(), "null before the end")
        if ph is Phase.ANSWER:
            k = len(self.table)
            if not 1 <= k <= 3 or len({c.suit for c in self.table}) != 1 and k > 1:
                raise StateError("table: a lead is one card or up to three of one suit",
                                 "table: ход — одна карта или до трёх одной масти",
                                 token="table")
            if hl + k != ha:
                raise StateError("hands: the answerer must hold as many cards as the leader "
                                 "held before leading", "hands: у отвечающего должно быть "
                                 "столько карт, сколько было у ходившего", token="hands")
            if self.stock and ha != 3:
                raise StateError("hands: the hands are not refilled though the stock lasts",
                                 "hands: карты не добраны, хотя колода не кончилась",
                                 token="hands")
            if self.molodka is not None:
                raise _bad("molodka", self.molodka, "null once the lead is made")
        else:
            if self.table:
                raise _bad("table", [str(c) for c in self.table], "empty before a lead")
            if hl != ha or (self.stock and hl != 3) or hl == 0:
                raise StateError("hands: both must hold the same number of cards, three while "
                                 "the stock lasts", "hands: у обоих должно быть поровну карт, "
                                 "по три, пока есть колода", token="hands")
            trump = self.trump
            assert trump is not None
            if any(is_bura(self.hands[q], trump) for q in (0, 1)) and (
                    self.tricks == 0 or self.rules.declarations is Declarations.DEAL_AND_DRAWS):
                raise StateError("hands: a Бура in hand would have ended the кон",
                                 "hands: бура на руках уже закончила бы кон", token="hands")
            if ph is Phase.MOLODKA:
                if not is_molodka(self.hands[ans], trump) or self.molodka is not None:
                    raise _bad("phase", ph.value, "a Молодка window only for a Молодка holder")
            elif ph is Phase.COUNTER:
                if self.molodka != ans or not is_molodka(self.hands[ld], trump):
                    raise _bad("phase", ph.value, "a counter only to a declared Молодка")
            elif self.molodka is not None and self.molodka != ld:
                raise _bad("molodka", self.molodka, "the leader or null")
            elif self.molodka == ld and not is_molodka(self.hands[ld], trump):
                raise _bad("molodka", self.molodka, "null: the leader holds no Молодка")

    def _validate_outcome(self) -> None:
        o = self.outcome
        assert o is not None
        if o.points != self._points_pair():
            raise _bad("outcome.points", list(o.points), f"{list(self._points_pair())}")
        if o.reason in (Reason.CLAIM_MADE, Reason.CLAIM_FAILED):
            c = o.claimant
            if c is None:
                raise _bad("outcome.claimant", None, "the claimant")
            made = o.points[c] >= self.rules.target
            want = (Reason.CLAIM_MADE if made else Reason.CLAIM_FAILED,
                    c if made else 1 - c)
            if (o.reason, o.winner) != want:
                raise _bad("outcome", o.to_dict(), f"{want[0].value} won by seat {want[1]}")
        elif o.claimant is not None:
            raise _bad("outcome.claimant", o.claimant, "null unless a claim ended the кон")
        elif o.reason is Reason.DECK_EXHAUSTED:
            if self.hands[0] or self.hands[1] or self.stock or self.table:
                raise _bad("outcome.reason", o.reason.value, "cards all played out")
            p0, p1 = o.points
            w = (None if self.rules.exhausted is Exhausted.VOID or p0 == p1
                 else (0 if p0 > p1 else 1))
            if o.winner != w:
                raise _bad("outcome.winner", o.winner, repr(w))
        elif o.reason is Reason.BURA:
            trump = self.trump
            assert trump is not None
            if o.winner is None or not is_bura(self.hands[o.winner], trump):
                raise _bad("outcome.winner", o.winner, "a seat holding Бура")

    def clone(self) -> Self:
        """An independent copy (fast: no validation)."""
        c = type(self).__new__(type(self))
        c.rules = self.rules
        c.dealer = self.dealer
        c.phase = self.phase
        c.leader = self.leader
        c.trump_card = self.trump_card
        c.trump_card_public = self.trump_card_public
        c.trump = self.trump
        c.hands = [self.hands[0][:], self.hands[1][:]]
        c.stock = self.stock[:]
        c.table = self.table[:]
        c.won_up = [self.won_up[0][:], self.won_up[1][:]]
        c.won_down = [self.won_down[0][:], self.won_down[1][:]]
        c.last_trick_winner = self.last_trick_winner
        c.tricks = self.tricks
        c.molodka = self.molodka
        c.outcome = self.outcome
        c._history = self._history[:]
        c._who = self._who[:]
        return c

    # ------------------------------------------------------------ the table and the notation
    def setup(self) -> dict[str, str]:
        """``{"dealer": "0"}``: what the кон was set up with besides its rules."""
        return {"dealer": str(self.dealer)}

    @classmethod
    def from_setup(cls, rules: Mapping[str, str], table: Mapping[str, str]) -> Self:
        """A кон before the deal, from rule options and the dealer as text.

        >>> BuraState.from_setup({"target": "41"}, {"dealer": "1"}).setup()
        {'dealer': '1'}
        """
        unknown = sorted(set(table) - {"dealer"})
        if unknown:
            raise StateError(f"{unknown[0]}: not a rule option or table setting of Бура",
                             f"{unknown[0]}: не правило и не настройка стола буры",
                             token=unknown[0])
        text = table.get("dealer", "0")
        if text not in ("0", "1"):
            raise StateError(f"dealer: {quoted(text)} is not 0 or 1",
                             f"dealer: {quoted(text)} — не 0 и не 1", token="dealer")
        return cls(Rules.from_text(rules), int(text))

    def notation(self) -> str:
        """The кон as one line (see :meth:`karty.game.State.notation`); a position
        set up by hand without a history has none (a :class:`karty.StateError`).

        >>> s = new_game(2, Rules(target=41), dealer=1)
        >>> s.apply_action(s.legal_actions()[0]) and None
        >>> text = s.notation()
        >>> text[:37], eval(repr(s)) == s
        ('bura 1 dealer=1 target=41 / deal QC A', True)
        """
        if not self._history and self.phase is not Phase.DEAL:
            raise StateError("a position set up by hand has no notation (it has no history)",
                             "у позиции, заданной вручную, нет записи (нет истории)",
                             token="history")
        return super().notation()

    def hidden_from(self, player: int) -> frozenset[Card]:
        """The cards ``player`` cannot see: the other hand, the stock and the
        cards thrown off face down to him; never the turned-up trump card, which
        everyone saw."""
        hidden = set(self.hands[1 - player]) | set(self.stock) | set(self.won_down[player])
        if self.trump_card is not None:
            hidden.discard(self.trump_card)
        return frozenset(hidden)

    def __repr__(self) -> str:
        try:
            return super().__repr__()
        except StateError:
            return (f"<BuraState {self.phase.value} leader={SEAT_EN[self.leader]} "
                    f"trump={self.trump_card} tricks={self.tricks} (set up by hand)>")


def _deal_order(action: object) -> tuple[Card, ...] | None:
    return action.order if isinstance(action, Deal) else None


#: The most actions a кон can have: the deal, at most 18 tricks of two actions, at most
#: 19 Молодка windows (after the deal and each drawing) of two, and a claim: 76.
MAX_HISTORY = 76


def initial_state(rules: Rules | None = None, dealer: int = 0) -> BuraState:
    """A кон before the deal: a chance node."""
    return BuraState(rules, dealer)


def new_game(seed: int, rules: Rules | None = None, dealer: int = 0) -> BuraState:
    """A кон with the deal applied from ``random.Random(seed)``.

    >>> s = new_game(1)
    >>> s.current_player() in (0, 1), len(s.stock), s.points_in_play()
    (True, 30, 120)
    """
    if not _is_int(seed):
        raise RulesError(f"seed {quoted(seed)} is not an integer",
                         f"seed {quoted(seed)} — не целое число", token=quoted(seed))
    s = BuraState(rules, dealer)
    s.apply_action(s.sample_chance(random.Random(seed)))
    return s

