"""Бура, one кон: what may be played now (bura.lead, bura.beat, bura.surrender, bura.claim,
bura.molodka) and, at the deal, the chance outcomes."""

from __future__ import annotations

import random
from itertools import combinations

from ..cards import Card, Suit, shuffled_deck
from ..chance import Shuffles
from ..errors import IllegalActionError, quoted
from . import rulebook as R
from .actions import Action, Beat, Claim, Deal, Discard, Lead, Molodka, Pass, parse_action
from .position import (
    _BEAT1,
    _CLAIM,
    _DISCARD1,
    _INDEX,
    _LEAD1,
    _MOLODKA,
    _MULTI,
    _PASS,
    _STRENGTH_BY_INDEX,
    BuraPosition,
    Phase,
    _among,
    _deal_order,
    _multi,
    _seat_en,
    _seat_ru,
)
from .rules import (
    ClaimTiming,
    MolodkaLead,
)
from .scoring import (
    can_beat,
    explain_beats,
)
from .text import (
    SEAT_EN,
    SEAT_RU,
    cards_en,
    cards_ru,
    n_cards_en,
    n_cards_ru,
)


class BuraLegality(BuraPosition):
    """Legal actions, why an action is illegal, and chance: the second layer of
    :class:`~karty.bura.state.BuraState`."""

    __slots__ = ()

    def chance_outcomes(self) -> Shuffles[Action]:
        """At the deal: every order of the deck, each with probability 1/36!.

        >>> from karty import DECK
        >>> from karty.bura import initial_state, Deal
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
        return Deal._of(shuffled_deck(rng))

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action of the player to act, in a stable order. At the
        chance node it is empty: use :meth:`sample_chance`."""
        ph = self.phase
        legal: tuple[Action, ...]
        if ph is Phase.LEAD:
            leader = self.leader
            held = self.hands[leader]
            room = len(self.hands[1 - leader])
            if len(held) == 3 and room >= 2 and not (
                    self.molodka == leader and self.rules.molodka_lead is MolodkaLead.ALL_THREE):
                # The usual lead, unrolled. In deck order cards of one suit lie next
                # to each other; the pairs come as (a, b), (a, c), (b, c).
                a, b, c, ia, ib, ic = _sort3(held)
                ab, bc = a.suit is b.suit, b.suit is c.suit
                if ab and bc:
                    legal = (_LEAD1[ia], _LEAD1[ib], _LEAD1[ic], _lead2(a, b, ia, ib),
                             _lead2(a, c, ia, ic), _lead2(b, c, ib, ic),
                             *((_multi(Lead, (a, b, c)),) if room >= 3 else ()), _CLAIM)
                elif ab:
                    legal = (_LEAD1[ia], _LEAD1[ib], _LEAD1[ic], _lead2(a, b, ia, ib), _CLAIM)
                elif bc:
                    legal = (_LEAD1[ia], _LEAD1[ib], _LEAD1[ic], _lead2(b, c, ib, ic), _CLAIM)
                else:
                    legal = (_LEAD1[ia], _LEAD1[ib], _LEAD1[ic], _CLAIM)
            else:
                legal = self._leads(sorted(held, key=_INDEX), room)
        elif ph is Phase.ANSWER:
            held = self.hands[1 - self.leader]
            table = self.table
            trump = self.trump
            assert trump is not None
            claim = self.rules.claim_timing is not ClaimTiming.ON_LEAD
            if len(table) == 1 and len(held) == 3:
                # The usual answer, unrolled: the beats in deck order, then the throw-offs.
                a, b, c, ia, ib, ic = _sort3(held)
                lc = table[0]
                lsuit, lstr = lc.suit, _STRENGTH_BY_INDEX[lc.index]
                ruff = lsuit is not trump
                beats: list[Action] = []
                if (a.suit is lsuit and _STRENGTH_BY_INDEX[ia] > lstr) or \
                        (ruff and a.suit is trump):
                    beats.append(_BEAT1[ia])
                if (b.suit is lsuit and _STRENGTH_BY_INDEX[ib] > lstr) or \
                        (ruff and b.suit is trump):
                    beats.append(_BEAT1[ib])
                if (c.suit is lsuit and _STRENGTH_BY_INDEX[ic] > lstr) or \
                        (ruff and c.suit is trump):
                    beats.append(_BEAT1[ic])
                if claim:
                    legal = (*beats, _DISCARD1[ia], _DISCARD1[ib], _DISCARD1[ic], _CLAIM)
                else:
                    legal = (*beats, _DISCARD1[ia], _DISCARD1[ib], _DISCARD1[ic])
            elif len(table) == 2:
                legal = _answers2(sorted(held, key=_INDEX), table, trump, claim)
            else:
                legal = _answers(sorted(held, key=_INDEX), table, trump, claim)
        elif ph is Phase.MOLODKA or ph is Phase.COUNTER:
            if self.rules.claim_timing is ClaimTiming.ANY_TIME:
                legal = _DECLARE_OR_CLAIM
            else:
                legal = _DECLARE
        else:
            return ()
        self._listed = legal
        self._listed_at = len(self._history)
        return legal

    def _leads(self, hand: list[Card], room: int) -> tuple[Action, ...]:
        """Every lead from ``hand`` (in deck order) when the other holds ``room`` cards."""
        if self.molodka == self.leader and self.rules.molodka_lead is MolodkaLead.ALL_THREE:
            return (_LEAD1[hand[0].index] if len(hand) == 1 else _multi(Lead, tuple(hand)),
                    _CLAIM)
        out: list[Action] = []
        n = len(hand)
        if room >= 1:
            for c in hand:
                out.append(_LEAD1[c.index])
        if room >= 2 and n >= 2:
            for i in range(n - 1):
                a = hand[i]
                for j in range(i + 1, n):
                    if hand[j].suit is a.suit:
                        out.append(_multi(Lead, (a, hand[j])))
            if room >= 3 and n == 3:
                a, b, c = hand
                if a.suit is b.suit is c.suit:
                    out.append(_multi(Lead, (a, b, c)))
        out.append(_CLAIM)
        return tuple(out)

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_action(text)

    def illegal_reason(self, action: object) -> IllegalActionError | None:
        """Why ``action`` may not be applied now, or ``None``.

        >>> from karty import DECK
        >>> from karty.bura import new_game, Claim, Deal
        >>> s = new_game(1)
        >>> s.illegal_reason(Claim()) is None, s.illegal_reason(Deal(DECK)).en
        (True, 'the cards are already dealt')
        """
        if self._listed_at == len(self._history) and _among(action, self._listed):
            return None  # one of the legal actions just listed
        try:
            self._check(action)
        except IllegalActionError as e:
            return e
        return None

    # ------------------------------------------------------------ checking
    def _illegal(self, en: str, ru: str, action: Action, rule: str | None = None) -> IllegalActionError:
        """The error, with ``rule``: the id of the rule the action breaks (``None``
        where no rule of the game is broken: a card not held, a deal now). The
        play table's «why not?» names it (karty.web.table.bura_view.why)."""
        e = IllegalActionError(en, ru, token=str(action))
        e.rule = rule  # type: ignore[attr-defined]
        return e

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
                    f"{who_ru} может сейчас только объявить молодку или спасовать", action,
                    R.MOLODKA)
            return
        if isinstance(action, (Molodka, Pass)):
            raise self._illegal(
                "a Молодка is declared only when three cards of one non-trump suit come to hand",
                "молодку объявляют, только когда на руки пришли три некозырные карты одной масти",
                action, R.MOLODKA)
        if isinstance(action, Claim):
            if ph is Phase.ANSWER and self.rules.claim_timing is ClaimTiming.ON_LEAD:
                raise self._illegal(
                    "a claim may be made only on one's turn to lead (claim_timing = on-lead)",
                    "заявлять можно только в свой ход (claim_timing = on-lead)", action,
                    self.rules.rule_id("claim_timing"))
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
                    f"сейчас {who_ru} ходит, а не «{action.VERB_RU}»", action, R.LEAD)
            cards = action.cards
            if (self.molodka == p and self.rules.molodka_lead is MolodkaLead.ALL_THREE
                    and len(cards) != len(hand)):
                raise self._illegal(
                    f"{who_en} declared a Молодка and must lead its three cards "
                    f"({cards_en(sorted(hand))})",
                    f"{who_ru} объявил молодку и заходит всеми тремя её картами "
                    f"({cards_ru(sorted(hand))})", action, self.rules.rule_id("molodka_lead"))
            if len({c.suit for c in cards}) > 1:
                raise self._illegal(
                    f"{cards_en(cards)}: several cards may be led only if they are of one suit",
                    f"{cards_ru(cards)}: несколькими картами ходят, только если они одной масти",
                    action, R.LEAD)
            room = len(self.hands[1 - p])
            if len(cards) > room:
                raise self._illegal(
                    f"{SEAT_EN[1 - p]} holds only {n_cards_en(room)}, fewer than the lead",
                    f"у {SEAT_RU[1 - p]} всего {n_cards_ru(room)}, меньше, чем в ходе", action,
                    R.LEAD)
            return
        # ANSWER
        if isinstance(action, Lead):
            raise self._illegal(
                f"{who_en} must answer {cards_en(self.table)}, not lead",
                f"{who_ru} должен отвечать на {cards_ru(self.table)}, а не ходить", action,
                R.BEAT)
        k = len(self.table)
        if len(action.cards) != k:
            raise self._illegal(
                f"{n_cards_en(k)} led, so the answer has {n_cards_en(k)}, "
                f"not {len(action.cards)}",
                f"ходили {n_cards_ru(k)} — и отвечают столькими же, а не {len(action.cards)}",
                action, R.ANSWER_COUNT)
        if isinstance(action, Beat):
            assert self.trump is not None
            if not can_beat(self.table, action.cards, self.trump):
                _, why = explain_beats(self.table, action.cards, self.trump)
                raise self._illegal(
                    f"{cards_en(action.cards)} does not beat {cards_en(self.table)}: {why[-1].en}",
                    f"{cards_ru(action.cards)} не бьёт {cards_ru(self.table)}: {why[-1].ru}",
                    action, why[-1].rule_id)


_DECLARE: tuple[Action, ...] = (_MOLODKA, _PASS)
_DECLARE_OR_CLAIM: tuple[Action, ...] = (_MOLODKA, _PASS, _CLAIM)


def _answers(hand: list[Card], table: list[Card], trump: Suit,
             claim: bool) -> tuple[Action, ...]:
    """Every answer from ``hand`` (in deck order) to ``table``: beats, then throw-offs."""
    beats: list[Action]
    discards: list[Action]
    if len(table) == 1:
        lc = table[0]
        lsuit, lstr = lc.suit, _STRENGTH_BY_INDEX[lc.index]
        beats = [_BEAT1[c.index] for c in hand
                 if (c.suit is lsuit and _STRENGTH_BY_INDEX[c.index] > lstr)
                 or (c.suit is trump and lsuit is not trump)]
        discards = [_DISCARD1[c.index] for c in hand]
    else:
        combos = list(combinations(hand, len(table)))
        beats = [_multi(Beat, combo) for combo in combos if can_beat(table, combo, trump)]
        discards = [_multi(Discard, combo) for combo in combos]
    return (*beats, *discards, _CLAIM) if claim else (*beats, *discards)


def _answers2(hand: list[Card], table: list[Card], trump: Suit,
              claim: bool) -> tuple[Action, ...]:
    """:func:`_answers` to a lead of two cards, written out: a pair beats the lead
    when its cards beat the led ones crosswise or straight (as :func:`can_beat`)."""
    l1, l2 = table
    s1, s2 = l1.suit, l2.suit
    t1, t2 = _STRENGTH_BY_INDEX[l1.index], _STRENGTH_BY_INDEX[l2.index]
    r1, r2 = s1 is not trump, s2 is not trump
    cards = []
    for c in hand:
        i, s = c.index, c.suit
        st = _STRENGTH_BY_INDEX[i]
        cards.append((c, i, (s is s1 and st > t1) or (r1 and s is trump),
                      (s is s2 and st > t2) or (r2 and s is trump)))
    beats: list[Action] = []
    discards: list[Action] = []
    n = len(cards)
    for u in range(n - 1):
        cu, iu, u1, u2 = cards[u]
        for v in range(u + 1, n):
            cv, iv, v1, v2 = cards[v]
            if (u1 and v2) or (v1 and u2):
                beats.append(_pair(Beat, 1, cu, cv, iu, iv))
            discards.append(_pair(Discard, 2, cu, cv, iu, iv))
    return (*beats, *discards, _CLAIM) if claim else (*beats, *discards)


def _pair(cls: type[Lead | Beat | Discard], kind: int, a: Card, b: Card, ia: int,
          ib: int) -> Action:
    """``_multi(cls, (a, b))`` (the same shared action), its key written out."""
    action = _MULTI.get(((kind * 36 + ia) * 36 + ib) * 4 + 2)
    return action if action is not None else _multi(cls, (a, b))


def _sort3(hand: list[Card]) -> tuple[Card, Card, Card, int, int, int]:
    """Three cards in deck order, and their indices."""
    a, b, c = hand
    ia, ib, ic = a.index, b.index, c.index
    if ia > ib:
        a, b, ia, ib = b, a, ib, ia
    if ib > ic:
        b, c, ib, ic = c, b, ic, ib
        if ia > ib:
            a, b, ia, ib = b, a, ib, ia
    return a, b, c, ia, ib, ic


def _lead2(a: Card, b: Card, ia: int, ib: int) -> Action:
    """``_multi(Lead, (a, b))`` (the same shared action), its key written out."""
    action = _MULTI.get((ia * 36 + ib) * 4 + 2)  # Lead's kind is 0
    return action if action is not None else _multi(Lead, (a, b))
