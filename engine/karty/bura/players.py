"""Computer players for Бура. Each chooses from ``observation(seat)``, the
legal actions and an explicit ``random.Random`` — never from the state::

    >>> import random
    >>> from karty.bura import new_game, HeuristicPlayer
    >>> s = new_game(4)
    >>> p = s.current_player()
    >>> HeuristicPlayer().choose(s.observation(p), s.legal_actions(), random.Random(0))
    Lead(cards=(Card.parse('8♦'), Card.parse('J♦')))

* :class:`RandomPlayer`: a uniformly random legal action.
* :class:`HeuristicPlayer`: rules of thumb — claim when the points one
  remembers taking reach the target, beat when the trick is worth more than the
  trumps it costs, otherwise throw off the cheapest cards, lead low or a whole suit.

The players never look at a trick pile: whatever the ``counting`` option
(bura.counting), they count from what they saw played, the observation's
``remembered`` cards, and they remember every card they saw (a perfect memory,
which a human player at a real table need not have).
* :class:`SearchPlayer`: determinised Monte Carlo over the information set.
  For each sampled world consistent with the observation (the opponent's
  hand, the stock order and the face-down cards one has taken, drawn from the
  unseen cards), every legal action is played out to the end of the кон by a
  fast rule-of-thumb policy; the action with the best mean return wins. The
  strength knob is ``playouts``, the number of play-outs per decision.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import DECK, Card, Suit
from ..errors import RulesError
from ..game import Player as GamePlayer
from ..rating import Rating, forced_rating, rating_from_samples
from .actions import Action, Beat, Claim, Discard, Lead, Molodka
from .rules import Rules, TrumpCard
from .scoring import POINTS, is_bura, points, strength
from .state import BuraState, Phase

__all__ = [
    "HeuristicPlayer",
    "Player",
    "RandomPlayer",
    "SearchPlayer",
    "determinize",
    "unseen_cards",
]

_CARD_BY_TEXT: dict[str, Card] = {str(c): c for c in DECK}


def _cards(texts: Sequence[str]) -> list[Card]:
    return [_CARD_BY_TEXT[t] for t in texts]


class Player(GamePlayer[Action]):
    """Base class of Бура's players: the one player protocol of every game
    (:class:`karty.game.Player`), ``choose(observation, legal, rng) -> action``."""

    name = "player"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class RandomPlayer(Player):
    """A uniformly random legal action."""

    name = "random"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


# ---------------------------------------------------------------- rules of thumb
def _trump_cost(c: Card, trump: Suit) -> float:
    """What spending card ``c`` costs beyond its points: trumps are worth keeping."""
    return 5.0 + strength(c.rank) if c.suit == trump else 0.0


def _pick(legal: Sequence[Action], hand: Sequence[Card], trump: Suit, table: Sequence[Card],
          known: int, unseen: int, unknown_avg: float, target: int,
          rng: random.Random, noise: float = 0.0) -> Action:
    """The rule-of-thumb choice shared by :class:`HeuristicPlayer` and the
    play-outs of :class:`SearchPlayer`."""
    can_claim = any(isinstance(a, Claim) for a in legal)
    if can_claim and (known >= target or known + 0.6 * unseen * unknown_avg >= target + 3):
        return Claim()
    if any(isinstance(a, Molodka) for a in legal):
        return Molodka()
    if noise and rng.random() < noise:
        choices = [a for a in legal if not isinstance(a, Claim)]
        return choices[rng.randrange(len(choices))]
    if table:
        best: Action | None = None
        best_v = -1e9
        table_pts = points(table)
        for a in legal:
            if isinstance(a, Beat):
                v = table_pts + points(a.cards) - sum(_trump_cost(c, trump) for c in a.cards)
            elif isinstance(a, Discard):
                v = -(table_pts + points(a.cards)) - 0.5 * sum(
                    _trump_cost(c, trump) for c in a.cards)
            else:
                continue
            if v > best_v:
                best, best_v = a, v
        assert best is not None
        return best
    leads = [a for a in legal if isinstance(a, Lead)]
    if not leads:
        return legal[0]

    def lead_value(a: Lead) -> float:
        cs = a.cards
        k = len(cs)
        v = 0.0
        if cs[0].suit != trump:
            v += 6.0 * (k - 1)  # several cards of a suit are hard to beat
            v -= 0.3 * points(cs) if k == 1 else 0.0
            v += 0.1 * sum(strength(c.rank) for c in cs) if k > 1 else 0.0
            v -= 0.2 * strength(cs[0].rank) if k == 1 else 0.0
        else:
            v -= 10.0 + sum(_trump_cost(c, trump) for c in cs)
        return v

    return max(leads, key=lead_value)


def unseen_cards(obs: Mapping[str, Any]) -> list[Card]:
    """The cards ``obs``'s player has not seen: in the opponent's hand (but
    for any known one), in the stock (but for a visible turned-up card), and
    face down in his own pile.

    >>> from karty.bura import new_game
    >>> len(unseen_cards(new_game(0).observation(0)))
    32
    """
    seen = set(_cards(obs["hand"])) | set(_cards(obs["table"]))
    for q in (0, 1):
        seen |= set(_cards(obs["remembered"][q])) | set(_cards(obs["won"][q]["face_down"]))
    if obs["trump_card"] is not None and obs["trump_card_at"] in ("stock", "opponent"):
        seen.add(_CARD_BY_TEXT[obs["trump_card"]])
    seen |= set(_cards(obs["opponent_known"]))
    return [c for c in DECK if c not in seen]


class HeuristicPlayer(Player):
    """Rules of thumb; ``noise`` is the chance of a random non-claim move."""

    name = "heuristic"

    def __init__(self, noise: float = 0.0) -> None:
        self.noise = noise

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        obs = observation
        if len(legal) == 1:
            return legal[0]
        me = obs["player"]
        trump = Suit.parse(obs["trump"])
        unseen = unseen_cards(obs)
        avg = points(unseen) / len(unseen) if unseen else 0.0
        # the count it keeps in its head: the face-up cards it saw go into its pile
        known = points(_cards(obs["remembered"][me]))
        return _pick(legal, _cards(obs["hand"]), trump, _cards(obs["table"]),
                     known, obs["won"][me]["face_down_unseen"], avg,
                     obs["rules"]["target"], rng, self.noise)

    def __repr__(self) -> str:
        return f"HeuristicPlayer(noise={self.noise})"


# ---------------------------------------------------------------- determinisation
@dataclass(frozen=True, slots=True)
class OpponentModel:
    """How the sampler leans when it deals out the unseen cards: the cards
    the opponent threw off face down are more likely cheap non-trumps
    (weight ``exp(-discard_points * points)``, times ``discard_trump`` for a
    trump), and his hand is more likely to hold trumps (weight
    ``hand_trump``). The defaults describe a player who throws off his
    cheapest cards and keeps his trumps, as the rule of thumb does."""

    discard_points: float = 0.3
    discard_trump: float = 0.25
    hand_trump: float = 2.5


def _biased_order(pool: list[Card], n_opp: int, n_stock: int, n_down: int, trump: Suit,
                  model: OpponentModel, rng: random.Random) -> list[Card]:
    """``pool`` laid out as [opponent's hand | stock | own face-down pile],
    the face-down pile and the hand drawn with the model's weights (weighted
    sampling without replacement by exponential keys)."""
    def take(cards: list[Card], k: int, weight: Callable[[Card], float]) -> list[Card]:
        keyed = sorted(cards, key=lambda c: rng.expovariate(1.0) / weight(c))
        return keyed[:k]

    rest = list(pool)
    down = take(rest, n_down, lambda c: math.exp(-model.discard_points * POINTS[c.rank])
                * (model.discard_trump if c.suit == trump else 1.0)) if n_down else []
    for c in down:
        rest.remove(c)
    hand = take(rest, n_opp, lambda c: model.hand_trump if c.suit == trump else 1.0)
    for c in hand:
        rest.remove(c)
    rng.shuffle(rest)
    return hand + rest + down


def determinize(obs: Mapping[str, Any], rng: random.Random, *, tries: int = 20,
                rules: Rules | None = None, model: OpponentModel | None = None) -> BuraState:
    """A full state consistent with ``obs``: the unseen cards dealt at random
    to the opponent's hand, the stock and the player's own face-down pile.
    Worlds where the opponent would hold a Бура he could not have kept silent
    are redrawn (up to ``tries`` times). The state has no history.

    >>> import random
    >>> from karty.bura import new_game
    >>> s = new_game(2)
    >>> w = determinize(s.observation(0), random.Random(1))
    >>> w.hands[0] == s.hands[0], w.hands[1] == s.hands[1], len(w.stock)
    (True, False, 30)
    """
    me = obs["player"]
    opp = 1 - me
    if rules is None:
        rules = Rules.from_dict(obs["rules"])
    s = BuraState(rules, obs["dealer"])
    s.phase = Phase(obs["phase"])
    s.leader = obs["leader"]
    tc = _CARD_BY_TEXT[obs["trump_card"]] if obs["trump_card"] else None
    s.trump_card = tc
    s.trump = tc.suit if tc else None
    s.table = _cards(obs["table"])
    s.last_trick_winner = obs["last_trick_winner"]
    s.tricks = obs["tricks"]
    s.molodka = obs["molodka"]
    for q in (0, 1):
        s.won_up[q] = _cards(obs["remembered"][q])
    s.won_down[opp] = _cards(obs["won"][opp]["face_down"])
    s.hands[me] = _cards(obs["hand"])
    known_opp = _cards(obs["opponent_known"])
    pool = unseen_cards(obs)
    n_opp = obs["opponent_hand_size"] - len(known_opp)
    tc_in_stock = obs["trump_card_at"] == "stock"
    n_stock = obs["stock_size"] - (1 if tc_in_stock else 0)
    n_down = obs["won"][me]["face_down_unseen"]
    if n_opp + n_stock + n_down != len(pool):  # pragma: no cover - observation is consistent
        raise ValueError("observation does not add up")
    # The turned-up card, if its holder has since thrown off cards face down,
    # is in his hand or face down in our pile, never in the stock.
    hidden_tc = tc if obs["trump_card_at"] == "unknown" else None
    if hidden_tc is not None:
        pool.remove(hidden_tc)
    trump = s.trump
    for attempt in range(tries):
        if model is not None and trump is not None:
            pool = _biased_order(pool, n_opp, n_stock, n_down, trump, model, rng)
        else:
            rng.shuffle(pool)
        if hidden_tc is not None:
            slot = rng.randrange(n_opp + n_down)
            pool.insert(slot if slot < n_opp else n_stock + slot, hidden_tc)
        opp_hand = known_opp + pool[:n_opp]
        if (trump is not None and attempt < tries - 1 and len(opp_hand) == 3
                and s.phase is not Phase.ANSWER and is_bura(opp_hand, trump)):
            if hidden_tc is not None:
                pool.remove(hidden_tc)
            continue
        break
    s.hands[opp] = opp_hand
    stock = pool[n_opp:n_opp + n_stock]
    if tc_in_stock and tc is not None:
        stock = stock + [tc] if rules.trump_card is TrumpCard.UNDER_STOCK else [tc] + stock
    s.stock = stock
    s.trump_card_public = obs["trump_card_at"] != "unknown" and not (
        tc is not None and tc in s.won_down[opp])
    s.won_down[me] = pool[n_opp + n_stock:]
    if tc is not None and tc in s.won_down[me]:
        s.trump_card_public = False
    return s


def _rollout(s: BuraState, me: int, rng: random.Random, noise: float) -> int:
    """Play ``s`` out with the fast rule of thumb; ``me``'s return."""
    target = s.rules.target
    trump = s.trump
    assert trump is not None
    while s.phase is not Phase.OVER:
        p = s.current_player()
        legal = s.legal_actions()
        if len(legal) == 1:
            a = legal[0]
        else:
            a = _pick(legal, s.hands[p], trump, s.table, points(s.won_up[p]),
                      len(s.won_down[p]), 10.0 / 3.0, target, rng, noise)
        s.apply_unchecked(a)
    return s.returns()[me]


#: The most play-outs a search player may spend per decision (its time grows with them:
#: about 0.35 s per кон for both players at the default 200 on one core).
MAX_PLAYOUTS = 5000



def halving_playouts(moves: Sequence[Action], rng: random.Random, playouts: int,
                     keep: int | None, world: Callable[[], BuraState],
                     value: Callable[[BuraState, int], float]) -> list[dict[int, float]]:
    """Per move, its play-out returns keyed by world number.

    The budget of about ``playouts`` is spent by successive halving: in each
    phase the moves still in the running are played out in the same fresh
    worlds (``world()``) with the same play-out randomness (``value(state
    after the move, seed)``; common random numbers, so that moves are compared
    on equal luck), and the worse half drops out; move ``keep`` never drops
    out. Used by :class:`SearchPlayer` and by the strong player's search in
    inferred worlds (:mod:`karty.bura.search.inferred`)."""
    n = len(moves)
    results: list[dict[int, float]] = [{} for _ in range(n)]
    alive = list(range(n))
    phases = max(1, (n - 1).bit_length())
    world_no = 0
    for phase in range(phases):
        rounds = max(1, playouts // phases // len(alive))
        for _ in range(rounds):
            s = world()
            seed = rng.getrandbits(32)
            for i in alive:
                c = s.clone()
                c.apply_unchecked(moves[i])
                results[i][world_no] = value(c, seed)
            world_no += 1
        if phase < phases - 1 and len(alive) > 1:
            alive.sort(key=lambda i: sum(results[i].values()) / len(results[i]), reverse=True)
            survivors = alive[:(len(alive) + 1) // 2]
            if keep is not None and keep not in survivors:
                survivors.append(keep)
            alive = sorted(survivors)
    return results


#: Fewest paired play-outs before a move may displace the rule of thumb's.
MIN_PAIRS = 8


def paired_pick(results: Sequence[Mapping[int, float]], keep: int, z: float) -> int:
    """Index ``keep`` (the rule-of-thumb move) unless another move's play-outs
    beat it by more than ``z`` standard errors of the paired difference (over
    at least :data:`MIN_PAIRS` worlds both were played in)."""
    base = results[keep]
    best, best_score = keep, 0.0
    for i, r in enumerate(results):
        if i == keep or not r:
            continue
        diffs = [v - base[w] for w, v in r.items() if w in base]
        m = len(diffs)
        if m < MIN_PAIRS:
            continue
        mean = sum(diffs) / m
        var = sum((d - mean) ** 2 for d in diffs) / (m - 1)
        score = mean - z * (var / m) ** 0.5
        if score > best_score:
            best, best_score = i, score
    return best

class SearchPlayer(Player):
    """Determinised Monte Carlo: about ``playouts`` play-outs per decision,
    shared among the legal actions by successive halving, each batch in a
    freshly sampled world consistent with the observation.

    ``noise`` is the chance that the play-out policy makes a random move (it
    keeps the play-outs from being too sure of themselves).
    """

    name = "search"

    def __init__(self, playouts: int = 200, noise: float = 0.05, z: float = 1.5,
                 model: OpponentModel | None = OpponentModel()) -> None:
        if not isinstance(playouts, int) or isinstance(playouts, bool) or \
                not 1 <= playouts <= MAX_PLAYOUTS:
            raise RulesError(f"playouts: {playouts!r} is not 1 to {MAX_PLAYOUTS}",
                             f"playouts: {playouts!r} — не от 1 до {MAX_PLAYOUTS}",
                             token="playouts")
        self.playouts = playouts
        self.noise = noise
        self.z = z
        self.model = model

    def _playouts(self, observation: Mapping[str, Any], legal: Sequence[Action],
                  rng: random.Random, keep: int | None) -> list[dict[int, float]]:
        """Per action, its play-out returns keyed by world number
        (:func:`halving_playouts`, in worlds drawn by :func:`determinize`)."""
        me = observation["player"]
        rules = Rules.from_dict(observation["rules"])
        return halving_playouts(
            legal, rng, self.playouts, keep,
            lambda: determinize(observation, rng, rules=rules, model=self.model),
            lambda w, seed: _rollout(w, me, random.Random(seed), self.noise))

    def evaluate(self, observation: Mapping[str, Any], legal: Sequence[Action],
                 rng: random.Random) -> list[tuple[Action, float, int]]:
        """Each legal action with its mean play-out return and play-out count."""
        results = self._playouts(observation, legal, rng, None)
        return [(a, sum(r.values()) / len(r), len(r)) for a, r in zip(legal, results,
                                                                          strict=True)]

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        """The rule-of-thumb move, unless the play-outs show another move to be
        better by more than ``z`` standard errors of the paired difference: the
        ``best`` move of :meth:`rate` (which is how it chooses)."""
        if len(legal) == 1:
            return legal[0]
        return legal[self.rate(observation, legal, rng, extra=0).best]

    def rate(self, observation: Mapping[str, Any], legal: Sequence[Action],
             rng: random.Random, extra: int = 0) -> Rating:
        """Every legal move rated by this search (:class:`karty.rating.Rating`):
        its ``best`` is the move :meth:`choose` plays with the same ``rng``,
        chosen before anything else is drawn. Then ``extra`` more worlds are
        drawn, in each of which every legal move is played out (common random
        numbers), so that each move's loss against the chosen one rests on at
        least ``extra`` paired play-outs; they never change the choice.

        >>> from karty.bura import new_game
        >>> s = new_game(4); p = s.current_player(); obs = s.observation(p)
        >>> r = SearchPlayer(playouts=40).rate(obs, s.legal_actions(), random.Random(1), extra=8)
        >>> r.moves[r.best].action == SearchPlayer(playouts=40).choose(
        ...     obs, s.legal_actions(), random.Random(1)).format("ascii")
        True
        """
        me = observation["player"]
        texts = [a.format("ascii") for a in legal]
        if len(legal) == 1:
            return forced_rating("bura", me, texts[0])
        prior_action = HeuristicPlayer().choose(observation, legal, rng)
        k = legal.index(prior_action)
        results = self._playouts(observation, legal, rng, k)
        best = paired_pick(results, k, self.z)
        if extra:
            rules = Rules.from_dict(observation["rules"])
            first = 1 + max(w for r in results for w in r)
            for j in range(first, first + extra):
                world = determinize(observation, rng, rules=rules, model=self.model)
                seed = rng.getrandbits(32)
                for i, a in enumerate(legal):
                    c = world.clone()
                    c.apply_unchecked(a)
                    results[i][j] = _rollout(c, me, random.Random(seed), self.noise)
        stake = Rules.from_dict(observation["rules"]).stake
        return rating_from_samples(
            "bura", me, texts, results, best, stake,
            (("playouts", str(self.playouts)), ("extra", str(extra)), ("z", str(self.z)),
             ("noise", str(self.noise))))

    def __repr__(self) -> str:
        return f"SearchPlayer(playouts={self.playouts}, noise={self.noise}, z={self.z})"

