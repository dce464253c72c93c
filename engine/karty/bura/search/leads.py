"""Choosing a lead against the hands the opponent may hold.

The rule of thumb (:class:`karty.bura.HeuristicPlayer`) leads blind: a
whole suit if it can, else a low card, never a trump if it can help it.
:func:`lead_scores` keeps its score of each lead and adds what the trick is
expected to bring over the weighted worlds (:mod:`.worlds`): in each world
the opponent, modelled as the rule of thumb (deterministic: its noise is
0), answers the lead from the hand the world gives him, and the trick's
points count for whoever takes it, with the trumps each side spends
counted as the rule of thumb counts them. The opponent model is the
heuristic player's rules, applied to sampled hands, never to his real one.

    >>> import random
    >>> from karty.bura import new_game
    >>> from karty.bura.search import Knowledge, consistent_worlds
    >>> from karty.bura.search.worlds import public_base
    >>> s = new_game(4)
    >>> obs = s.observation(s.current_player())
    >>> k = Knowledge.of(obs)
    >>> _, every, weights = consistent_worlds(k, random.Random(0), 16, 4)
    >>> from karty.bura.actions import Lead
    >>> leads = [a for a in s.legal_actions() if isinstance(a, Lead)]
    >>> base = public_base(k, 0, "lead", s.leader, 0, None, None, ((), ()), ())
    >>> len(lead_scores(k, base, leads, every, weights, 1.0)) == len(leads)
    True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...cards import Card, Suit
from ..actions import Beat, Claim, Discard, Lead
from ..players import _pick, _trump_cost
from ..scoring import points, strength
from ..state import BuraState, Phase
from .knowledge import Knowledge
from .worlds import World, to_state

__all__ = ["blind_value", "lead_scores"]

#: A target no count reaches: the modelled answer never claims.
_NEVER = 10**6
#: The rule of thumb draws from its generator only when it has noise; the
#: modelled answer has none, so this one is never drawn from.
_UNUSED = random.Random(0)


def blind_value(cards: Sequence[Card], trump: Suit) -> float:
    """The rule of thumb's score of leading ``cards`` (as in
    :class:`karty.bura.HeuristicPlayer`)."""
    k = len(cards)
    v = 0.0
    if cards[0].suit != trump:
        v += 6.0 * (k - 1)
        v -= 0.3 * points(cards) if k == 1 else 0.0
        v += 0.1 * sum(strength(c.rank) for c in cards) if k > 1 else 0.0
        v -= 0.2 * strength(cards[0].rank) if k == 1 else 0.0
    else:
        v -= 10.0 + sum(_trump_cost(c, trump) for c in cards)
    return v


def _swing(s: BuraState, lead: Lead, me: int, trump: Suit) -> float:
    """What the trick brings ``me`` in world ``s`` when the modelled opponent answers."""
    c = s.clone()
    c.apply_unchecked(lead)
    if c.phase is not Phase.ANSWER:
        return 0.0
    legal = [a for a in c.legal_actions() if not isinstance(a, Claim)]
    answer = _pick(legal, c.hands[1 - me], trump, c.table, 0, 0, 0.0, _NEVER, _UNUSED, 0.0)
    if not isinstance(answer, (Beat, Discard)):
        return 0.0
    shown = answer.cards
    pts = points(lead.cards) + points(shown)
    his_cost = sum(_trump_cost(x, trump) for x in shown)
    if isinstance(answer, Beat):
        return -pts + his_cost
    return pts + 0.5 * his_cost


def lead_scores(k: Knowledge, base: BuraState, leads: Sequence[Lead], every: Sequence[World],
                weights: Sequence[float], lam: float) -> list[float]:
    """Each lead's blind score plus ``lam`` times its expected trick swing
    over the weighted worlds."""
    trump = k.trump
    total = sum(weights)
    swings = [0.0] * len(leads)
    if total > 0.0:
        for w, wt in zip(every, weights, strict=True):
            if wt <= 0.0:
                continue
            s = to_state(k, w, base)
            for i, a in enumerate(leads):
                swings[i] += wt * _swing(s, a, k.me, trump)
        swings = [x / total for x in swings]
    return [blind_value(a.cards, trump) + lam * sw for a, sw in zip(leads, swings, strict=True)]
