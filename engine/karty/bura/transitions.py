"""Бура, one кон: what each action does, narrated step by step with the rule it applies.

    >>> from karty.bura import new_game
    >>> s = new_game(4)
    >>> [(step.rule_id, step.en) for step in s.apply_action(s.legal_actions()[0])]
    [('bura.lead', 'A leads 10♣')]
"""

from __future__ import annotations

from ..registry import Explanation, Step
from . import narration as N
from . import rulebook as R
from . import shared_steps as K
from .actions import Action, Beat, Claim, Deal, Discard, Lead, Molodka, Pass
from .legality import BuraLegality
from .position import (
    _STOCK_EMPTY,
    Outcome,
    Phase,
    Reason,
    _later,
)
from .rules import (
    Declarations,
    DoubleBura,
    DrawFirst,
    Exhausted,
    TrumpCard,
)
from .scoring import (
    beat_steps,
    is_molodka,
    points,
    strength,
)


class BuraTransitions(BuraLegality):
    """The effect of each legal action: the third layer of
    :class:`~karty.bura.state.BuraState`."""

    __slots__ = ()

    def apply_action(self, action: Action) -> Explanation:
        """Apply ``action`` in place and return the explanation of its effect
        (:meth:`karty.game.State.apply_action`; an action taken from the last
        :meth:`legal_actions`, while the state has not moved, goes straight in)."""
        if self._listed_at == len(self._history):
            for a in self._listed:
                if a is action:
                    steps: list[Step] = []
                    self._apply(action, steps)
                    return tuple(steps)
        return super().apply_action(action)

    def _transition(self, action: Action) -> Explanation:
        steps: list[Step] = []
        self._apply(action, steps)
        return tuple(steps)

    # The fast path for playouts: no checks, no narration.
    def apply_unchecked(self, action: Action) -> None:
        """Apply an action taken from :meth:`legal_actions` without checking
        or explaining it (for search playouts)."""
        self._apply(action, None)

    # ------------------------------------------------------------ applying
    def _apply(self, action: Action, steps: list[Step] | None) -> None:
        ph = self.phase
        # current_player(), written out (the phase is never DEAL here but at the deal)
        self._who.append(self.leader if ph is Phase.LEAD or ph is Phase.COUNTER
                         else 1 - self.leader if ph is Phase.ANSWER or ph is Phase.MOLODKA
                         else self.current_player())
        self._history.append(action)
        # The usual actions first (a played-out кон is mostly leads and throw-offs).
        if isinstance(action, Lead):
            self._lead(action, steps)
        elif isinstance(action, Discard):
            self._discard(action, steps)
        elif isinstance(action, Beat):
            self._beat(action, steps)
        elif isinstance(action, Deal):
            self._deal(action, steps)
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
            i = tc.index
            steps.append(K.DEAL[d][i])
            steps.append(K.TRUMP_UNDER_STOCK[i] if under else K.TRUMP_TOP_OF_STOCK[i])
            steps.append(K.first_lead(self.rules.rule_id("first_lead"), self.leader))
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
            # is_bura and is_molodka, written out for the two hands
            b0 = len(h0) == 3 and h0[0].suit is trump and h0[1].suit is trump and \
                h0[2].suit is trump
            b1 = len(h1) == 3 and h1[0].suit is trump and h1[1].suit is trump and \
                h1[2].suit is trump
            if b0 or b1:
                self._bura([p for p, b in ((0, b0), (1, b1)) if b], steps, after_deal)
                return
            h = h1 if self.leader == 0 else h0
            if len(h) == 3:
                suit = h[0].suit
                if suit is not trump and h[1].suit is suit and h[2].suit is suit:
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
            if len(buras) == 2:
                steps.append(_later(self.rules.rule_id("double_bura"), N.double_bura,
                                        tuple(self.hands[0]), tuple(self.hands[1]), w,
                                        after_deal))
            steps.append(_later(R.BURA, N.bura, w, tuple(self.hands[w]), after_deal))
        self._finish(Outcome(w, Reason.BURA, self._points_pair()), steps)

    def _declare_molodka(self, steps: list[Step] | None) -> None:
        trump = self.trump
        assert trump is not None
        if self.phase is Phase.MOLODKA:
            nl = 1 - self.leader
            if steps is not None:
                steps.append(_later(R.MOLODKA, N.molodka, nl))
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
            steps.append(_later(R.MOLODKA_BOTH, N.molodka_both, self.leader,
                                    self.last_trick_winner is not None))
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
        cards = action.cards
        for c in cards:
            hand.remove(c)
        tc = self.trump_card
        if tc is not None:
            ti = tc.index  # (by index: Card.__eq__ is a Python call)
            for c in cards:
                if c.index == ti:
                    self.trump_card_public = True
                    break
        self.table = list(cards)
        if steps is not None:
            if self.molodka == p:
                steps.append(_later(self.rules.rule_id("molodka_lead"), N.lead_molodka, p,
                                        cards))
            else:
                n = len(cards)
                steps.append(K.LEAD1[p][cards[0].index] if n == 1
                             else K.lead2(p, cards[0], cards[1]) if n == 2
                             else _later(R.LEAD, N.lead, p, cards))
        self.molodka = None
        self.phase = Phase.ANSWER

    def _beat(self, action: Beat, steps: list[Step] | None) -> None:
        ans = 1 - self.leader
        hand = self.hands[ans]
        cards = action.cards
        for c in cards:
            hand.remove(c)
        tc = self.trump_card
        if tc is not None:
            ti = tc.index
            for c in cards:
                if c.index == ti:
                    self.trump_card_public = True
                    break
        table = self.table
        if steps is not None:
            assert self.trump is not None
            if len(cards) == 1:
                lc, ac = table[0], cards[0]
                steps.append(K.why_beats1(lc, ac, self.trump))
                steps.append(K.trick1(ans, lc, ac))
            else:
                steps.extend(beat_steps(table, cards, self.trump))
                steps.append(_later(R.TRICK, N.trick, ans, (*table, *cards)))
        won = self.won_up[ans]
        won.extend(table)
        won.extend(cards)
        self._end_trick(ans, steps)

    def _discard(self, action: Discard, steps: list[Step] | None) -> None:
        ans = 1 - self.leader
        hand = self.hands[ans]
        cards = action.cards
        for c in cards:
            hand.remove(c)
        ld = self.leader
        tc = self.trump_card
        if tc is not None:
            ti = tc.index
            for c in cards:
                if c.index == ti:
                    self.trump_card_public = False
                    break
            else:
                for c in hand:
                    if c.index == ti:
                        self.trump_card_public = False
                        break
        if steps is not None:
            n = len(cards)
            steps.append(K.SURRENDER[ans][n - 1])
            table = self.table
            steps.append(K.SNOS1[ld][table[0].index] if n == 1
                         else K.snos2(ld, table) if n == 2
                         else _later(R.SNOS, N.snos, ld, tuple(table), n))
        self.won_up[ld].extend(self.table)
        self.won_down[ld].extend(cards)
        self._end_trick(ld, steps)

    def _end_trick(self, winner: int, steps: list[Step] | None) -> None:
        self.table = []
        self.tricks += 1
        self.last_trick_winner = winner
        self.leader = winner
        if steps is not None:
            steps.append(K.NEXT_LEAD[winner])
        if self.stock:
            self._draw(winner, steps)
        self._checkpoint(steps, after_deal=False)

    def _draw(self, winner: int, steps: list[Step] | None) -> bool:
        if not self.stock:
            return False
        winner_first = self.rules.draw_first is DrawFirst.WINNER
        first = winner if winner_first else 1 - winner
        p = first
        hands, stock = self.hands, self.stock
        h0, h1 = hands
        if len(h0) == 2 and len(h1) == 2 and len(stock) >= 2:
            # The usual drawing after a trick of one card each: one card to each.
            c1, c2 = stock[0], stock[1]
            del stock[:2]
            hands[first].append(c1)
            hands[1 - first].append(c2)
            if steps is not None:
                steps.append(K.DRAW_FIRST[winner_first][first])
                steps.append(K.DRAW2[first][len(stock)])
                tc = self.trump_card
                if tc is not None:
                    ti = tc.index
                    trump_to = first if c1.index == ti else 1 - first if c2.index == ti else -1
                    if trump_to >= 0:
                        steps.append(K.trump_drawn(self.rules.rule_id("trump_card"),
                                                   trump_to, tc))
                if not stock:
                    steps.append(_STOCK_EMPTY)
            return True
        if steps is None:
            while stock and (len(h0) < 3 or len(h1) < 3):
                h = hands[p]
                if len(h) < 3:
                    h.append(stock.pop(0))
                p = 1 - p
            return True
        seats: list[int] = []  # who drew each card, in order
        tc = self.trump_card
        trump_at = tc.index if tc is not None else -1
        trump_to = -1  # who drew the turned-up trump, if it was drawn now
        while stock and (len(h0) < 3 or len(h1) < 3):
            h = hands[p]
            if len(h) < 3:
                c = stock.pop(0)
                h.append(c)
                seats.append(p)
                if c.index == trump_at:
                    trump_to = p
            p = 1 - p
        if seats:
            steps.append(K.DRAW_FIRST[winner_first][first])
            steps.append(K.draws(tuple(seats), len(stock)))
            if trump_to >= 0 and tc is not None:
                steps.append(K.trump_drawn(self.rules.rule_id("trump_card"), trump_to, tc))
            if not stock:
                steps.append(_STOCK_EMPTY)
        return bool(seats)

    def _claim(self, steps: list[Step] | None) -> None:
        c = self.current_player()
        up, down = points(self.won_up[c]), points(self.won_down[c])
        total = up + down
        target = self.rules.target
        if steps is not None:
            steps.append(_later(R.CLAIM, N.claim, c, up, down))
        if total >= target:
            if steps is not None:
                steps.append(_later(R.CLAIM_MADE, N.claim_made, total, target, c))
            self._finish(Outcome(c, Reason.CLAIM_MADE, self._points_pair(), c), steps)
        else:
            o = 1 - c
            if steps is not None:
                steps.append(_later(R.CLAIM_FAILED, N.claim_failed, total, target, o))
            self._finish(Outcome(o, Reason.CLAIM_FAILED, self._points_pair(), c), steps)

    def _exhausted(self, steps: list[Step] | None) -> None:
        p0, p1 = self._points_pair()
        winner: int | None
        if self.rules.exhausted is Exhausted.VOID:
            winner = None
            if steps is not None:
                steps.append(_later(R.EXHAUSTED_VOID, N.exhausted_void, p0, p1))
        else:
            winner = None if p0 == p1 else (0 if p0 > p1 else 1)
            if steps is not None:
                steps.append(_later(R.EXHAUSTED_MORE, N.exhausted_more, p0, p1, winner))
        self._finish(Outcome(winner, Reason.DECK_EXHAUSTED, (p0, p1)), steps)

    def _finish(self, outcome: Outcome, steps: list[Step] | None) -> None:
        self.outcome = outcome
        self.phase = Phase.OVER
        self.molodka = None
        if steps is not None and outcome.winner is not None:
            steps.append(_later(R.STAKE, N.stake, outcome.winner, self.rules.stake))
