"""Очко, a session: what each action does to the bank, the purses and the cards,
narrated step by step with the rule it applies.

    >>> from karty.ochko import new_game, OpeningBank
    >>> s = new_game(3)
    >>> [step.rule_id for step in s.apply_action(OpeningBank(20))][:1]
    ['ochko.opening-bank']
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..registry import Explanation, Step
from . import rulebook as R
from .actions import (
    Action,
    Ask,
    Collect,
    Cut,
    Dark,
    Deal,
    Draw,
    OpeningBank,
    Shuffle,
    Stake,
    Stand,
    Stuk,
)
from .bank import split_bank, stuk_threshold
from .legality import OchkoLegality
from .position import (
    _EMPTY,
    Outcome,
    Phase,
    Reason,
    _cards_en,
    _cards_ru,
    _first_banker_key,
    _val_en,
    _val_ru,
    _who,
    evaluate,
)
from .rules import BankerHand, StukMode, Zarez
from .values import Kind


class OchkoTransitions(OchkoLegality):
    """The effect of each legal action: the third layer of
    :class:`~karty.ochko.state.OchkoState`."""

    __slots__ = ()

    def _transition(self, action: Action) -> Explanation:
        self._steps = []
        self._history.append(action)
        self._apply(action)
        steps, self._steps = tuple(self._steps), []
        return steps

    # -- narration helpers -------------------------------------------------------------------

    def _say(self, rule_id: str, en: str, ru: str) -> None:
        self._steps.append(Step(rule_id, en, ru))

    # -- transitions -----------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        if isinstance(action, Shuffle):
            if self.phase == "first-draw":
                self._first_draw(action.order)
            else:
                self.deck = list(action.order)
                self.public = []
                self._say(R.SHUFFLE.id, "The banker shuffles the deck.",
                          "Банкующий тасует колоду.")
                self.phase = Phase.CUT
        elif isinstance(action, Cut):
            self.deck = self.deck[action.at:] + self.deck[:action.at]
            cutter = (self.banker - 1) % self.n
            en, ru = _who(cutter)
            self._say(R.CUT.id, f"The last hand, {en}, cuts {action.at} cards.",
                      f"Последняя рука, {ru}, срезает {action.at} карт.")
            self._deal()
        elif isinstance(action, OpeningBank):
            self.purses[self.banker] -= action.amount
            self.bank = self.bank_start = action.amount
            self.kon_in_bank = 0
            en, ru = _who(self.banker)
            self._say(R.OPENING_BANK.id, f"{en.capitalize()} banks: {action.amount} in the bank.",
                      f"{ru.capitalize()} банкует: в банке {action.amount}.")
            self._start_kon()
        elif isinstance(action, Stuk):
            self.stuk = True
            rel = "≥" if self.bank >= stuk_threshold(self.bank_start, self.rules) else "<"
            self._say(R.STUK.id, f"«Стук»: the bank holds {self.bank} ({rel} "
                      f"{self.rules.stuk_factor} × {self.bank_start}); this кон is the last.",
                      f"«Стук»: в банке {self.bank} ({rel} {self.rules.stuk_factor} × "
                      f"{self.bank_start}); этот кон последний.")
            self._begin_deal()
        elif isinstance(action, Deal):
            self._say(R.NO_STOPPING.id, "The banker deals on.", "Банкующий сдаёт дальше.")
            self._begin_deal()
        elif isinstance(action, Ask):
            seat = self.order[self.turn]
            en, ru = _who(seat)
            self._say(R.STAKE_FIRST.id, f"The banker asks {en}: «На сколько идёшь?»",
                      f"Банкующий спрашивает: «{ru.capitalize()}, на сколько идёшь?»")
            self.phase = Phase.STAKE
        elif isinstance(action, Collect):
            forgotten = self.order[self.turn:]
            names = ", ".join(_who(s)[0] for s in forgotten)
            names_ru = ", ".join(_who(s)[1] for s in forgotten)
            self._say(R.FORGOTTEN.id, f"The banker gathers the cards, forgetting {names}.",
                      f"Банкующий собирает карты, забыв: {names_ru}.")
            self._end_kon(forgotten)
        elif isinstance(action, Stake):
            self.stake = action.amount
            seat = self.order[self.turn]
            en, ru = _who(seat)
            rule_id = R.STAKE_RANGE.id if action.amount > self.rules.min_stake else R.MIN_STAKE.id
            whole = action.amount == self.bank
            self._say(rule_id, f"{en.capitalize()} goes for {action.amount}"
                      + (" — the whole bank." if whole else f" of the bank's {self.bank}."),
                      f"{ru.capitalize()} идёт на {action.amount}"
                      + (" — по всему банку." if whole else f" из {self.bank} в банке."))
            self.phase = Phase.PLAYER
        elif isinstance(action, Draw):
            if self.phase == "player":
                self._player_draw()
            else:
                self._banker_draw()
        elif isinstance(action, Dark):
            seat = self.order[self.turn]
            card = self._draw()
            self.hands[seat].append(card)
            self.dark = True
            en, ru = _who(seat)
            self._say(R.DARK.id, f"{en.capitalize()} takes one card «в тёмную», unseen; the "
                      "banker now draws for himself.",
                      f"{ru.capitalize()} берёт карту «в тёмную», не глядя; банкующий набирает "
                      "себе.")
            self._to_banker()
        elif isinstance(action, Stand):
            if self.phase == "player":
                seat = self.order[self.turn]
                en, ru = _who(seat)
                self._say(R.PLAYER_DRAWS.id, f"{en.capitalize()}: «Хватит» — he stands.",
                          f"{ru.capitalize()}: «Хватит».")
                self._to_banker()
            else:
                self._say(R.BANKER_DRAWS.id, "The banker stops.", "Банкующий остановился.")
                self._settle()
        else:  # pragma: no cover - the Action union is closed
            raise TypeError(action)

    def _first_draw(self, order: tuple[Card, ...]) -> None:
        self.deck = list(order)
        wishers = [s for s in range(self.n) if self.purses[s] >= self.rules.min_bank]
        if not wishers:
            self._say(R.SESSION_END.id, "Nobody can bank: there is no game.",
                      "Банковать некому: игры нет.")
            self.phase = Phase.OVER
            return
        pos = 0
        candidates = wishers
        while len(candidates) > 1 and pos + len(candidates) <= len(order):
            shown = {s: order[pos + i] for i, s in enumerate(candidates)}
            pos += len(candidates)
            best = max(_first_banker_key(c, self.rules) for c in shown.values())
            self._say(R.FIRST_BANKER.id,
                      "«На старшего»: " + ", ".join(f"{_who(s)[0]} {c}" for s, c in shown.items()),
                      "«На старшего»: " + ", ".join(f"{_who(s)[1]} {c.russian()}"
                                                    for s, c in shown.items()))
            candidates = [s for s, c in shown.items()
                          if _first_banker_key(c, self.rules) == best]
        self.banker = candidates[0]
        en, ru = _who(self.banker)
        rule_id = R.FIRST_BANKER_ORDER.id if len(wishers) > 1 else R.FIRST_BANKER.id
        self._say(rule_id, f"{en.capitalize()} has the highest card and banks first.",
                  f"Старшая карта у игрока: {ru}; он банкует первым.")
        self.phase = Phase.OPENING_BANK

    def _eligible(self) -> list[int]:
        """The players dealt in: those who can cover the minimum бой, banker's left first."""
        return [s for k in range(1, self.n) if self.purses[s := (self.banker + k) % self.n]
                >= self.rules.min_stake]

    def _start_kon(self) -> None:
        if self.rounds >= self.max_rounds:
            self._say(R.SESSION_END.id, f"The agreed {self.max_rounds} кон have been played.",
                      f"Сыграно условленное число конов: {self.max_rounds}.")
            self._end_bank(final=True)
            return
        if not self._eligible():
            self._say(R.PURSE_LIMIT.id, "No player can cover the minimum бой: the bank ends.",
                      "Никто не может покрыть минимальный бой: банк кончается.")
            self._end_bank()
            return
        reached = self.bank >= stuk_threshold(self.bank_start, self.rules)
        if not self.stuk and (reached or self.rules.stuk is StukMode.ANY_TIME):
            if self.rules.stuk is StukMode.MANDATORY:
                self.stuk = True
                self._say(R.STUK.id, f"«Стук» is due: the bank holds {self.bank}; this кон is "
                          "the last.", f"Пора «стук»: в банке {self.bank}; этот кон последний.")
            else:
                self.phase = Phase.STUK
                return
        self._begin_deal()

    def _begin_deal(self) -> None:
        if self.rules.no_shuffle and self.kon_in_bank > 0:
            self.deck.reverse()
            self._say(R.NO_SHUFFLE.id, "No shuffle: the banker turns the deck over.",
                      "Без тасовки: банкующий переворачивает колоду.")
            self._deal()
        else:
            self.phase = Phase.SHUFFLE

    def _deal(self) -> None:
        # Cards shown in this кон (out of the fresh part); after a turn-over without a
        # shuffle, the last кон's shown cards lie at the bottom in the order laid (s55).
        turned = self.rules.no_shuffle and self.kon_in_bank > 0
        self.previous_public = self.public if turned else []
        self.public = []
        self.rounds += 1
        self.kon_in_bank += 1
        self.order = self._eligible()
        self.turn = 0
        for seat in (*self.order, self.banker):
            self.hands[seat] = [self.deck.pop(0)]
        self._say(R.DEAL.id, f"Кон {self.rounds}: one card each from the top, the banker's last.",
                  f"Кон {self.rounds}: по одной карте сверху, банкующему — последнему.")
        if self.rules.zarez is Zarez.OWN_CARD:
            self._say(R.ZAREZ.id, "The banker knifes the deck («зарезает»): he lays his own "
                      "card across it; from now on cards come from the bottom.",
                      "Банкующий «зарезает» колоду: кладёт свою карту поперёк; теперь карты "
                      "тянут снизу.")
        else:
            card = self.deck.pop()
            self.deck.insert(0, card)
            self.crosswise = card
            self._say(R.ZAREZ.id, f"The banker knifes the deck («зарезает»): the bottom card "
                      f"{card} lies face up across it; from now on cards come from the bottom.",
                      f"Банкующий «зарезает» колоду: нижняя карта {card.russian()} лежит "
                      "открытой поперёк; теперь карты тянут снизу.")
        self.phase = Phase.ASK

    def _draw(self) -> Card:
        card = self.deck.pop()
        if card == self.crosswise:
            self.crosswise = None
            self.deck.insert(0, card)
            self._say(R.DECK_EXHAUSTED.id, "The fresh cards are used up: the crosswise card goes "
                      "on top and the played cards are drawn on.",
                      "Свежие карты кончились: поперечная карта идёт наверх, тянут сыгранные.")
            card = self.deck.pop()
        return card

    def _player_draw(self) -> None:
        seat = self.order[self.turn]
        hand = self.hands[seat]
        card = self._draw()
        hand.append(card)
        v = evaluate(hand, self.rules)
        en, ru = _who(seat)
        if v.is_bust:
            self.public.extend(hand)
            rid = R.TWO_ACES_BUST.id if R.TWO_ACES_BUST.id in v.rule_ids else R.BUST.id
            self._say(rid, f"{en.capitalize()} draws from the bottom and busts ({_val_en(v)}): "
                      f"he shows {_cards_en(hand)} and pays {self.stake} into the bank.",
                      f"{ru.capitalize()} тянет снизу — перебор ({_val_ru(v)}): показывает "
                      f"{_cards_ru(hand)} и докладывает в банк {self.stake}.")
            self._record(Reason.BUST, False)
            self._player_loses()
            self._end_duel()
            return
        self._say(R.DRAW_FROM_BOTTOM.id, f"{en.capitalize()} draws a card from the bottom.",
                  f"{ru.capitalize()} тянет карту снизу.")
        if len(hand) == 2 and (v.kind is Kind.SUPEROCHKO or
                               (v.kind is Kind.TOTAL and v.points == 21)):
            self.public.extend(hand)
            rid = R.SUPEROCHKO.id if v.kind is Kind.SUPEROCHKO else R.IMMEDIATE_21.id
            self._say(rid, f"{en.capitalize()} has {_val_en(v)} straight away ({_cards_en(hand)}) "
                      f"and announces it; the banker may not draw. He takes {self.stake}.",
                      f"У игрока {seat + 1} сразу {_val_ru(v)} ({_cards_ru(hand)}); он объявляет, "
                      f"банкующий набирать не вправе. Он берёт {self.stake}.")
            self._record(Reason.IMMEDIATE, True)
            self._player_wins()
            self._end_duel()
            return
        if v.is_final:
            self._say(R.STAND_ON_21.id, f"{en.capitalize()} has {_val_en(v)} and stands.",
                      f"У игрока {seat + 1} {_val_ru(v)}: больше не берёт.")
            self._to_banker()

    def _to_banker(self) -> None:
        self.phase = Phase.BANKER
        self._banker_auto()

    def _banker_auto(self) -> None:
        """Settle at once when the banker has no choice but to stand."""
        _, must_stand = self._banker_must()
        if must_stand:
            hand = self.hands[self.banker]
            if hand:
                v = evaluate(hand, self.rules)
                rid = R.BANKER_17.id if (self.rules.banker_stands_at_17 and v.points >= 17
                                         and not v.is_final) else R.STAND_ON_21.id
                self._say(rid, f"The banker has {_val_en(v)} and must stand.",
                          f"У банкующего {_val_ru(v)}: он обязан стоять.")
            self._settle()

    def _banker_draw(self) -> None:
        hand = self.hands[self.banker]
        must_draw, _ = self._banker_must()
        card = self._draw()
        hand.append(card)
        v = evaluate(hand, self.rules)
        rid = R.BANKER_15.id if (must_draw and len(hand) > 1) else R.BANKER_DRAWS.id
        self._say(rid, f"The banker draws {card}: {_cards_en(hand)} = {_val_en(v)}.",
                  f"Банкующий тянет {card.russian()}: {_cards_ru(hand)} = {_val_ru(v)}.")
        if v.is_bust:
            seat = self.order[self.turn]
            en, ru = _who(seat)
            rid = R.DARK_BANKER_BUST.id if self.dark else R.BANKER_BUST.id
            self._say(rid, f"The banker busts: {en} wins {self.stake}.",
                      f"У банкующего перебор: {ru} выигрывает {self.stake}.")
            self.public.extend(self.hands[seat])
            self._record(Reason.BANKER_BUST, True)
            self._player_wins()
            self._end_duel()
            return
        self._banker_auto()

    def _settle(self) -> None:
        seat = self.order[self.turn]
        hand = self.hands[seat]
        pv = evaluate(hand, self.rules)
        bhand = self.hands[self.banker]
        bv = evaluate(bhand, self.rules) if bhand else _EMPTY
        self.public.extend(hand)
        en, ru = _who(seat)
        opened_en = f"{en.capitalize()} opens {_cards_en(hand)} = {_val_en(pv)}"
        opened_ru = f"{ru.capitalize()} открывает {_cards_ru(hand)} = {_val_ru(pv)}"
        if self.dark and pv.is_bust:
            self._say(R.DARK_PLAYER_BUST.id, f"{opened_en}: he loses {self.stake}.",
                      f"{opened_ru}: он проиграл {self.stake}.")
            self._record(Reason.DARK_BUST, False)
            self._player_loses()
        elif self.dark and pv.rank == 21 and bv.rank == 21:
            self._say(R.DARK_21.id, f"{opened_en}: both have 21, and his blind 21 came first: "
                      f"he wins {self.stake}.", f"{opened_ru}: у обоих очко, но его очко "
                      f"«в тёмную» пришло раньше: он выигрывает {self.stake}.")
            self._record(Reason.DARK_21, True)
            self._player_wins()
        elif pv.rank > bv.rank:
            self._say(R.GOAL.id, f"{opened_en} against the banker's {_val_en(bv)}: he wins "
                      f"{self.stake}.", f"{opened_ru} против {_val_ru(bv)} у банкующего: он "
                      f"выигрывает {self.stake}.")
            self._record(Reason.HIGHER, True)
            self._player_wins()
        elif pv.rank == bv.rank:
            self._say(R.TIE_TO_BANKER.id, f"{opened_en}, the same as the banker: the banker wins "
                      f"{self.stake}.", f"{opened_ru}, как у банкующего: выигрыш за банкующим "
                      f"({self.stake}).")
            self._record(Reason.TIE, False)
            self._player_loses()
        else:
            self._say(R.GOAL.id, f"{opened_en} against the banker's {_val_en(bv)}: he loses "
                      f"{self.stake}.", f"{opened_ru} против {_val_ru(bv)} у банкующего: он "
                      f"проиграл {self.stake}.")
            self._record(Reason.LOWER, False)
            self._player_loses()
        self._end_duel()

    def _record(self, reason: Reason, player_won: bool) -> None:
        seat = self.order[self.turn]
        self.outcomes.append(Outcome(self.rounds, seat, self.stake, player_won, reason,
                                     tuple(self.hands[seat]), tuple(self.hands[self.banker]),
                                     self.dark))

    def _player_wins(self) -> None:
        seat = self.order[self.turn]
        self.bank -= self.stake
        self.purses[seat] += self.stake
        self._say(R.SETTLE.id, f"The bank is now {self.bank}.", f"В банке теперь {self.bank}.")

    def _player_loses(self) -> None:
        seat = self.order[self.turn]
        self.purses[seat] -= self.stake
        self.bank += self.stake
        self._say(R.SETTLE.id, f"The bank is now {self.bank}.", f"В банке теперь {self.bank}.")

    def _to_top(self, cards: Sequence[Card]) -> None:
        for card in cards:
            self.deck.insert(0, card)

    def _end_duel(self) -> None:
        seat = self.order[self.turn]
        bhand = self.hands[self.banker]
        keep = 1 if self.rules.banker_hand is BankerHand.KEPT else 0
        self._to_top(self.hands[seat])
        self._to_top(bhand[keep:])
        self.public.extend(bhand[keep:])
        self.hands[seat] = []
        self.hands[self.banker] = bhand[:keep]
        self._say(R.PLAYED_ON_TOP.id, "The played cards go on top of the deck.",
                  "Сыгранные карты ложатся сверху колоды.")
        self.dark = False
        self.stake = 0
        self.turn += 1
        if self.bank == 0:
            self._say(R.WHOLE_BANK.id, f"{_who(seat)[0].capitalize()} has beaten the whole bank: "
                      "the bank is over.", f"{_who(seat)[1].capitalize()} ударил по всему банку "
                      "и выиграл: банк окончен.")
            self._end_kon([])
        elif self.turn == len(self.order):
            self._end_kon([])
        else:
            self.phase = Phase.ASK

    def _end_kon(self, forgotten: Sequence[int]) -> None:
        for seat in self.order:
            if self.hands[seat]:
                self._to_top(self.hands[seat])
                self.hands[seat] = []
        self._to_top(self.hands[self.banker])
        self.public.extend(self.hands[self.banker])
        self.hands[self.banker] = []
        self.crosswise = None
        self.order = []
        self.turn = 0
        if self.bank == 0:
            self._end_bank()
        elif forgotten and self.rules.forgotten_penalty:
            shares = split_bank(self.bank, forgotten, self.rules)
            given = sum(shares.values())
            for seat, amount in shares.items():
                self.purses[seat] += amount
            self.purses[self.banker] += self.bank - given
            self.bank = 0
            parts_en = ", ".join(f"{_who(s)[0]} {a}" for s, a in shares.items())
            parts_ru = ", ".join(f"{_who(s)[1]} {a}" for s, a in shares.items())
            self._say(R.FORGOTTEN_PENALTY.id if len(forgotten) == 1 else R.PENALTY_SPLIT.id,
                      f"«А это что такое?» The wronged show their unplayed cards: the bank goes to "
                      f"them ({parts_en}).", f"«А это что такое?» Обиженные показывают "
                      f"несыгранные карты: банк отходит им ({parts_ru}).")
            self._end_bank()
        elif self.stuk:
            self._say(R.STUK_END.id, f"After «стук» the {self.bank} left in the bank go to the "
                      "banker.", f"После «стука» оставшиеся в банке {self.bank} переходят к "
                      "банкующему.")
            self._end_bank()
        else:
            self._start_kon()

    def _end_bank(self, final: bool = False) -> None:
        self.purses[self.banker] += self.bank
        self.bank = 0
        self.bank_start = 0
        self.stuk = False
        self.kon_in_bank = 0
        self.banks_done += 1
        old = self.banker
        if final or self.banks_done >= self.max_banks or self.rounds >= self.max_rounds:
            self._say(R.SESSION_END.id, "The session is over.", "Игра окончена.")
            self.phase = Phase.OVER
            return
        for k in range(1, self.n):
            seat = (old + k) % self.n
            if self.purses[seat] >= self.rules.min_bank and any(
                    self.purses[s] >= self.rules.min_stake for s in range(self.n) if s != seat):
                self.banker = seat
                en, ru = _who(seat)
                self._say(R.BANK_PASSES.id, f"The right to bank passes to {en}.",
                          f"Право банковать переходит: {ru}.")
                self.phase = Phase.OPENING_BANK
                return
        self._say(R.SESSION_END.id, "Nobody else can bank: the session is over.",
                  "Больше некому банковать: игра окончена.")
        self.phase = Phase.OVER
