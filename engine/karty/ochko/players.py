"""Computer players for Очко, and a loop that plays a seeded session.

A player chooses from ``state.observation(seat)`` only: the observation holds
its legal actions (and the stake bounds), never the deck or another player's
hidden cards. The banker's own strategy (when to stop between the house-rule
limits) is a player's choice, not a rule.

    >>> state, transcript = play_session(seed=1, players=3, max_rounds=3)
    >>> state.is_terminal(), sum(state.returns())
    (True, 0)
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..cards import DECK, Card
from ..errors import RulesError
from ..game import Player as GamePlayer
from ..registry import Explanation
from .actions import Action, BankRange, Collect, OpeningBank, Stake, StakeRange, parse_action
from .advice import banker_stand, best_choice
from .rules import BankerHand, Rules
from .standing import draw_limit
from .state import State
from .values import evaluate

__all__ = [
    "ExactPlayer",
    "ForgetfulBanker",
    "HeuristicPlayer",
    "Player",
    "RandomPlayer",
    "bust_chance",
    "play_session",
]


#: A computer player of Очко: the one player protocol of every game
#: (:class:`karty.game.Player`), choosing one of ``legal`` from ``observation``
#: and ``rng`` only.
type Player = GamePlayer[Action]


@dataclass
class RandomPlayer:
    """Uniformly random among the legal actions; an amount uniformly within its range
    (so every stake is as likely as when each amount was its own action)."""

    name: str = "random"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal) == 1 and isinstance(legal[0], (StakeRange, BankRange)):
            return legal[0].sample(rng)
        a = rng.choice(legal)
        return a.sample(rng) if isinstance(a, (StakeRange, BankRange)) else a


def bust_chance(hand: Sequence[Card], seen: Sequence[Card], rules: Rules) -> float:
    """The chance that one more card busts ``hand``, counting the cards not seen
    (a float, for players; :func:`karty.ochko.odds.p_bust_next` gives it exactly)."""
    known = set(hand) | set(seen)
    unseen = [c for c in DECK if c not in known]
    if not unseen:
        return 1.0
    bust = sum(1 for c in unseen if evaluate((*hand, c), rules).is_bust)
    return bust / len(unseen)


def _rules(data: Mapping[str, Any]) -> Rules:
    return _rules_of(tuple(sorted(data.items())))


#: How many tables' rules a player remembers (each a small frozen object).
RULES_CACHE_SIZE = 32


@functools.lru_cache(maxsize=RULES_CACHE_SIZE)
def _rules_of(items: tuple[tuple[str, Any], ...]) -> Rules:
    return Rules.from_dict(dict(items))


@dataclass
class HeuristicPlayer:
    """Rules of thumb: bank the minimum, stake a third of the bank (half on a ten or
    an ace), draw while a bust is less likely than not, take a card «в тёмную» when
    a bust is likely but the hand is weak; as banker stop at ``banker_stop``, and
    knock as soon as the bank reaches the «стук» threshold."""

    banker_stop: int = 17
    name: str = "heuristic"

    def choose(self, observation: Mapping[str, Any], legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        obs = observation
        legal = [str(a) for a in legal_actions] if obs["phase"] not in (
            "stake", "opening-bank") else []
        phase = obs["phase"]
        rules = _rules(obs["rules"])
        me = obs["player"]
        if phase == "opening-bank":
            lo, _ = obs["bank_bounds"]
            return OpeningBank(int(lo))
        if phase == "stuk":
            # knock at the threshold, as it is 'usually' done (ochko.s9), whatever the rule allows
            reached = obs["bank"] >= rules.stuk_factor * obs["bank_start"]
            return parse_action("stuk" if reached else "deal")
        if phase == "ask":
            return parse_action("ask")
        hand = [Card.parse(c) for c in obs["hands"][me]["cards"]]
        if phase == "stake":
            lo, hi = obs["stake_bounds"]
            strong = bool(hand) and hand[0].rank.value in (10, 14)
            want = obs["bank"] // (2 if strong else 3)
            return Stake(max(lo, min(hi, want)))
        seen = [Card.parse(c) for c in obs["public"]]
        seen += [Card.parse(c) for h in obs["hands"] if h["seat"] != me for c in h["cards"]]
        if obs["crosswise"]:
            seen.append(Card.parse(obs["crosswise"]))
        if phase == "banker":
            if "stand" not in legal:
                return parse_action("draw")
            if "draw" not in legal:
                return parse_action("stand")
            value = evaluate(hand, rules).points
            return parse_action("draw" if value < self.banker_stop else "stand")
        # the player's own duel
        if "draw" not in legal:
            return parse_action("stand")
        p = bust_chance(hand, seen, rules)
        value = evaluate(hand, rules).points
        if p < 0.5:
            return parse_action("draw")
        if "dark" in legal and value <= 16:
            return parse_action("dark")
        return parse_action("stand")


@dataclass
class ExactPlayer:
    """The exact best play from what the seat sees (the play table's «hard» level).

    As punter: the stake and every draw, stand or card «в тёмную» of
    :func:`karty.ochko.advice.strategy_for`, knowing its own cards and the banker's
    card when he holds one (the first duel of a кон; every duel when he keeps it),
    against a banker at his best standing rule; it stakes the most when the duel is
    worth more than nothing to it, the least otherwise. As banker: it stops at its best
    standing rule for the rules (:func:`karty.ochko.advice.banker_stand`, for what
    the punter saw), within the house rules. That rule is exact for the mixes of house
    rules kept in :data:`~karty.ochko.advice.KNOWN_STANDS` and estimated for the
    others (:func:`~karty.ochko.advice.estimate_stands`: solving it would keep the
    first move waiting a minute and more). Each decision is computed for the hand in
    play only (:func:`~karty.ochko.advice.best_choice`): a fraction of a second the
    first time, whatever the rules. The bank itself (the opening bank, «стук»,
    asking) it plays as :class:`HeuristicPlayer`.
    """

    name: str = "exact"
    _bank: HeuristicPlayer = field(default_factory=HeuristicPlayer, repr=False)

    def choose(self, observation: Mapping[str, Any], legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        obs = observation
        phase = obs["phase"]
        if phase not in ("stake", "player", "banker"):
            return self._bank.choose(obs, legal_actions, rng)
        rules = _rules(obs["rules"])
        hand = [Card.parse(c) for c in obs["hands"][obs["player"]]["cards"]]
        legal = [str(a) for a in legal_actions] if phase != "stake" else []
        if phase == "banker":
            if len(legal) == 1:
                return legal_actions[0]
            shown = obs["turn"] == 0 or rules.banker_hand is BankerHand.KEPT
            limit = draw_limit(rules, banker_stand(rules, shown))
            return parse_action("draw" if evaluate(hand, rules).points < limit else "stand")
        banker_cards = obs["hands"][obs["banker"]]["cards"]
        seen = Card.parse(banker_cards[0]) if len(banker_cards) == 1 else None
        if phase == "stake":
            lo, hi = obs["stake_bounds"]
            return Stake(hi if hand and best_choice(hand[:1], seen, rules)[1] > 0 else lo)
        if len(legal) == 1:
            return legal_actions[0]
        choice = best_choice(hand, seen, rules)[0]
        return parse_action(choice if choice in legal else "stand")


@dataclass
class ForgetfulBanker:
    """A banker who, with probability ``p`` each time he should ask the next player,
    gathers the cards instead (ochko.forgotten-player). Otherwise plays as ``inner``."""

    inner: Player
    p: float
    name: str = "forgetful"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        if observation["phase"] == "ask" and rng.random() < self.p:
            return Collect()
        return self.inner.choose(observation, legal, rng)


def play_session(seed: int, rules: Rules | None = None, *, players: int = 3,
                 purse: int | Sequence[int] = 100, max_rounds: int = 100,
                 max_banks: int | None = None,
                 strategies: Sequence[Player] | None = None,
                 ) -> tuple[State, list[tuple[Action, Explanation]]]:
    """Play a whole session: chance from ``random.Random(seed)`` (the first draw
    is the same as :func:`karty.ochko.new_game` with that seed), each seat's
    choices from its own player (heuristic players by default)."""
    rng = random.Random(seed)
    state = State.initial(rules, players=players, purse=purse, max_rounds=max_rounds,
                          max_banks=max_banks)
    if strategies is None:
        strategies = [HeuristicPlayer() for _ in range(players)]
    if len(strategies) != players:
        raise RulesError(f"strategies: {len(strategies)} for {players} seats (one per seat)",
                         f"strategies: {len(strategies)} на {players} мест (по одной на место)",
                         token="strategies")
    rngs = [random.Random(f"{seed}/{s}") for s in range(players)]
    transcript: list[tuple[Action, Explanation]] = []

    def record(_s: object, action: Action, steps: Explanation, _who: int) -> None:
        transcript.append((action, steps))
    from ..players_common import run  # the one play loop, imported when used

    run(state, strategies, rngs, rng, record)
    return state, transcript
