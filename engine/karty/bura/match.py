"""A match: N кон at a stake, the winner of each dealing the next, settled net
at the end (bura.s17, s19, s20).

    >>> from karty.bura import play_match, RandomPlayer, Rules
    >>> m = play_match([RandomPlayer(), RandomPlayer()], seed=1, rules=Rules(kons=5))
    >>> len(m.kons), sum(m.returns()), m.is_over()
    (5, 0, True)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import IllegalActionError, RulesError, StateError, nested, quoted
from ..game import MAX_DEPTH, nesting, parse_history
from ..plural import plural_ru
from ..registry import Explanation, Step
from . import rulebook as R
from .actions import Action, parse_action
from .position import MAX_HISTORY
from .rules import FirstDealer, Rules
from .state import BuraState, Outcome
from .text import SEAT_EN, SEAT_RU

__all__ = ["KonRecord", "Match", "play_kon", "play_match"]


@dataclass(frozen=True, slots=True)
class KonRecord:
    """One finished кон of a match: who dealt, every action (the deal carries
    the deck order, so the кон replays exactly), how it ended, what it paid."""

    dealer: int
    history: tuple[Action, ...]
    outcome: Outcome
    returns: tuple[int, int]

    def to_dict(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "history": [str(a) for a in self.history],
            "outcome": self.outcome.to_dict(),
            "returns": list(self.returns),
        }

    def replay(self, rules: Rules) -> BuraState:
        """The finished кон, replayed from its history."""
        s = BuraState(rules, self.dealer)
        for a in self.history:
            s.apply_action(a)
        return s


class Match:
    """A match of ``rules.kons`` кон between seats 0 and 1.

    ``first_dealer`` is who deals the first кон; :meth:`start` draws it by
    lot from an rng when ``rules.first_dealer`` says so.
    """

    def __init__(self, rules: Rules | None = None, first_dealer: int = 0) -> None:
        self.rules = rules if rules is not None else Rules()
        if not (type(first_dealer) is int and first_dealer in (0, 1)):
            raise RulesError(f"first dealer {first_dealer!r} is not 0 or 1",
                             f"первый сдающий {first_dealer!r} — не 0 и не 1",
                             token=repr(first_dealer))
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.kons: list[KonRecord] = []

    @classmethod
    def start(cls, rules: Rules | None, rng: random.Random) -> Match:
        """A new match; the first dealer by lot from ``rng`` (or seat 0)."""
        rules = rules if rules is not None else Rules()
        first = rng.randrange(2) if rules.first_dealer is FirstDealer.LOT else 0
        return cls(rules, first)

    def is_over(self) -> bool:
        return len(self.kons) >= self.rules.kons

    def new_kon(self) -> BuraState:
        """The next кон, before the deal (a chance node)."""
        if self.is_over():
            raise IllegalActionError(f"new_kon: the match of {self.rules.kons} кон is over",
                                     f"new_kon: партия из {self.rules.kons} конов окончена",
                                     token="new_kon")
        return BuraState(self.rules, self.dealer)

    def record(self, kon: BuraState) -> Explanation:
        """Book a finished кон: the winner deals the next one (bura.s17)."""
        if not kon.is_terminal() or kon.outcome is None:
            raise IllegalActionError("record: the кон is not finished", "record: кон не окончен",
                                     token="record")
        if kon.rules != self.rules or kon.dealer != self.dealer:
            raise IllegalActionError("record: this кон is not the match's next one",
                                     "record: это не очередной кон партии", token="record")
        r = kon.returns()
        rec = KonRecord(kon.dealer, tuple(kon.history()), kon.outcome, (r[0], r[1]))
        self.kons.append(rec)
        w = kon.outcome.winner
        if w is not None:
            self.dealer = w
            step = Step(R.NEXT_DEALER, f"{SEAT_EN[w]} won and deals the next кон",
                        f"{SEAT_RU[w]} выиграл и сдаёт следующий кон")
        else:
            step = Step(R.NEXT_DEALER, f"nobody won: {SEAT_EN[self.dealer]} deals again",
                        f"никто не выиграл: снова сдаёт {SEAT_RU[self.dealer]}")
        return (step,)

    def returns(self) -> tuple[int, int]:
        """Net money of each seat so far (zero-sum), in the rules' stake units."""
        a = sum(k.returns[0] for k in self.kons)
        return (a, -a)

    def wins(self) -> tuple[int, int, int]:
        """Кон won by A, by B, and won by nobody."""
        a = sum(1 for k in self.kons if k.outcome.winner == 0)
        b = sum(1 for k in self.kons if k.outcome.winner == 1)
        return (a, b, len(self.kons) - a - b)

    def settlement(self) -> Explanation:
        """The net settlement (bura.s20)."""
        a, b, n = self.wins()
        net = self.returns()[0]
        played = len(self.kons)
        if net == 0:
            en, ru = "nobody owes anything", "никто никому не должен"
        else:
            w = 0 if net > 0 else 1
            en = f"{SEAT_EN[1 - w]} pays {SEAT_EN[w]} {abs(net)}"
            ru = f"{SEAT_RU[1 - w]} платит {SEAT_RU[w]} {abs(net)}"
        return (Step(R.MATCH,
                     f"after {played} round{'' if played == 1 else 's'} (кон) — A won {a}, "
                     f"B won {b}, nobody {n} — net: {en}",
                     f"после {played} "
                     f"{plural_ru(played, 'кона', 'конов', 'конов')} — "
                     f"А выиграл {a}, Б {b}, ничьих {n} — "
                     f"взаимозачёт: {ru}"),)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "bura-match",
            "rules": self.rules.to_dict(),
            "first_dealer": self.first_dealer,
            "kons": [k.to_dict() for k in self.kons],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Match:
        """Rebuild a match, replaying every кон; raises :class:`karty.StateError`."""
        if not isinstance(data, Mapping):
            raise StateError(f"match: {quoted(data)} is not a mapping",
                             f"партия: {quoted(data)} — не словарь", token=quoted(data))
        if nesting(data) > MAX_DEPTH:
            raise StateError(f"match: nested deeper than {MAX_DEPTH} levels",
                             f"match: вложенность глубже {MAX_DEPTH} уровней", token="match")
        keys = {"game", "rules", "first_dealer", "kons"}
        for k in data:
            if k not in keys:
                raise StateError(f"match: unknown key '{k}'", f"партия: неизвестный ключ «{k}»",
                                 token=str(k))
        for k in sorted(keys):
            if k not in data:
                raise StateError(f"match: missing key {k!r}", f"партия: нет ключа «{k}»",
                                 token=k)
        if data["game"] != "bura-match":
            raise StateError("match: game must be 'bura-match'",
                             "партия: game должно быть 'bura-match'", token="game")
        try:
            rules = Rules.from_dict(data["rules"])
        except RulesError as e:
            raise nested(e, "rules") from None
        first = data["first_dealer"]
        if not (type(first) is int and first in (0, 1)):
            raise StateError(f"match: first_dealer {quoted(first)} is not 0 or 1",
                             f"партия: first_dealer {quoted(first)} — не 0 и не 1",
                             token="first_dealer")
        m = cls(rules, first)
        kons = data["kons"]
        if not isinstance(kons, list) or len(kons) > rules.kons:
            raise StateError("match: kons must be a list no longer than the match",
                             "партия: kons — список не длиннее партии", token="kons")
        for i, k in enumerate(kons):
            if not isinstance(k, Mapping) or set(k) != {"dealer", "history", "outcome",
                                                         "returns"}:
                raise StateError(f"kons[{i}]: expected dealer, history, outcome, returns",
                                 f"kons[{i}]: нужны dealer, history, outcome, returns",
                                 token=f"kons[{i}]")
            if k["dealer"] != m.dealer:
                raise StateError(f"kons[{i}].dealer: expected {m.dealer}",
                                 f"kons[{i}].dealer: ожидается {m.dealer}",
                                 token=f"kons[{i}].dealer")
            s = m.new_kon()
            where = f"kons[{i}].history"
            s.replay(parse_history(k["history"], parse_action, MAX_HISTORY, where), where)
            if not s.is_terminal() or s.outcome is None:
                raise StateError(f"kons[{i}].history: it does not finish the кон",
                                 f"kons[{i}].history: история не доводит кон до конца",
                                 token=f"kons[{i}].history")
            if k["outcome"] != s.outcome.to_dict() or k["returns"] != list(s.returns()):
                raise StateError(f"kons[{i}].outcome: the outcome or returns differ from the "
                                 "replay", f"kons[{i}].outcome: исход или выплаты не совпадают "
                                 "с историей",
                                 token=f"kons[{i}].outcome")
            m.record(s)
        return m

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Match):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


def play_kon(state: BuraState, players: Sequence[Any], rngs: Sequence[random.Random],
             chance_rng: random.Random) -> BuraState:
    """Play ``state`` to its end with ``players[seat].choose(observation,
    legal, rngs[seat])``; the deal from ``chance_rng``."""
    from ..players_common import run

    run(state, players, rngs, chance_rng)
    return state


def play_match(players: Sequence[Any], seed: int, rules: Rules | None = None) -> Match:
    """A whole match from one seed: the lot for the first dealer and every
    deal come from ``random.Random(seed)``; each player gets its own rng
    derived from the seed."""
    rng = random.Random(seed)
    m = Match.start(rules, rng)
    rngs = [random.Random(rng.getrandbits(64)), random.Random(rng.getrandbits(64))]
    while not m.is_over():
        s = m.new_kon()
        play_kon(s, players, rngs, rng)
        m.record(s)
    return m
