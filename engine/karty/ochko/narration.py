"""The texts of an Очко session's explanation steps, in English and Russian.

Each function takes what the step needs (seats, amounts, cards as tuples, hand
values), none of which changes afterwards, and returns ``(en, ru)``. The state
makes its steps with :meth:`karty.registry.Step.later`, so a text is written
only when somebody reads it; steps whose text never varies are made once
(``SHUFFLE``, ``DEAL_ON``, ...) and shared::

    >>> from karty.cards import parse_cards
    >>> banker_draws(parse_cards("7♥")[0], tuple(parse_cards("10♠ 7♥")), _value(17))
    ('The banker draws 7♥: 10♠ 7♥ = 17.', 'Банкующий тянет 7♥: 10♠ 7♥ = 17.')
    >>> SHUFFLE.ru
    'Банкующий тасует колоду.'
"""

from __future__ import annotations

from typing import Final

from ..cards import Card
from ..registry import Step
from . import rulebook as R
from .position import _cards_en, _cards_ru, _val_en, _val_ru
from .values import HandValue, Kind

Texts = tuple[str, str]


def _value(points: int) -> HandValue:
    """A plain total (for the examples)."""
    return HandValue(points, Kind.TOTAL, ())


def _who(seat: int) -> Texts:
    return f"player {seat + 1}", f"игрок {seat + 1}"


def _Who(seat: int) -> Texts:  # the capitalised _who
    return f"Player {seat + 1}", f"Игрок {seat + 1}"


# -- the steps whose text never varies (shared: a Step is immutable once written) ----------

SHUFFLE: Final = Step(R.SHUFFLE.id, "The banker shuffles the deck.", "Банкующий тасует колоду.")
DEAL_ON: Final = Step(R.NO_STOPPING.id, "The banker deals on.", "Банкующий сдаёт дальше.")
BANKER_STOPS: Final = Step(R.BANKER_DRAWS.id, "The banker stops.", "Банкующий остановился.")
NOBODY_BANKS: Final = Step(R.SESSION_END.id, "Nobody can bank: there is no game.",
                           "Банковать некому: игры нет.")
PURSE_LIMIT: Final = Step(R.PURSE_LIMIT.id,
                          "No player can cover the minimum бой: the bank ends.",
                          "Никто не может покрыть минимальный бой: банк кончается.")
NO_SHUFFLE: Final = Step(R.NO_SHUFFLE.id, "No shuffle: the banker turns the deck over.",
                         "Без тасовки: банкующий переворачивает колоду.")
ZAREZ_OWN: Final = Step(R.ZAREZ.id, "The banker knifes the deck («зарезает»): he lays his own "
                        "card across it; from now on cards come from the bottom.",
                        "Банкующий «зарезает» колоду: кладёт свою карту поперёк; теперь карты "
                        "тянут снизу.")
DECK_EXHAUSTED: Final = Step(R.DECK_EXHAUSTED.id, "The fresh cards are used up: the crosswise "
                             "card goes on top and the played cards are drawn on.",
                             "Свежие карты кончились: поперечная карта идёт наверх, тянут "
                             "сыгранные.")
PLAYED_ON_TOP: Final = Step(R.PLAYED_ON_TOP.id, "The played cards go on top of the deck.",
                            "Сыгранные карты ложатся сверху колоды.")
SESSION_OVER: Final = Step(R.SESSION_END.id, "The session is over.", "Игра окончена.")
NOBODY_ELSE: Final = Step(R.SESSION_END.id, "Nobody else can bank: the session is over.",
                          "Больше некому банковать: игра окончена.")


# -- the steps written on demand -----------------------------------------------------------

def cut(cutter: int, at: int) -> Texts:
    en, ru = _who(cutter)
    return (f"The last hand, {en}, cuts {at} cards.",
            f"Последняя рука, {ru}, срезает {at} карт.")


def opening_bank(banker: int, amount: int) -> Texts:
    en, ru = _Who(banker)
    return f"{en} banks: {amount} in the bank.", f"{ru} банкует: в банке {amount}."


def stuk(bank: int, rel: str, factor: object, bank_start: int) -> Texts:
    return ((f"«Стук»: the bank holds {bank} ({rel} {factor} × {bank_start}); this кон is the "
            "last."),
            f"«Стук»: в банке {bank} ({rel} {factor} × {bank_start}); этот кон последний.")


def stuk_due(bank: int) -> Texts:
    return (f"«Стук» is due: the bank holds {bank}; this кон is the last.",
            f"Пора «стук»: в банке {bank}; этот кон последний.")


def ask(seat: int) -> Texts:
    return (f"The banker asks {_who(seat)[0]}: «На сколько идёшь?»",
            f"Банкующий спрашивает: «{_Who(seat)[1]}, на сколько идёшь?»")


def forgotten(seats: tuple[int, ...]) -> Texts:
    names = ", ".join(_who(s)[0] for s in seats)
    names_ru = ", ".join(_who(s)[1] for s in seats)
    return (f"The banker gathers the cards, forgetting {names}.",
            f"Банкующий собирает карты, забыв: {names_ru}.")


def stake(seat: int, amount: int, bank: int) -> Texts:
    en, ru = _Who(seat)
    whole = amount == bank
    return (f"{en} goes for {amount}"
            + (" — the whole bank." if whole else f" of the bank's {bank}."),
            f"{ru} идёт на {amount}"
            + (" — по всему банку." if whole else f" из {bank} в банке."))


def dark(seat: int) -> Texts:
    en, ru = _Who(seat)
    return (f"{en} takes one card «в тёмную», unseen; the banker now draws for himself.",
            f"{ru} берёт карту «в тёмную», не глядя; банкующий набирает себе.")


def player_stands(seat: int) -> Texts:
    en, ru = _Who(seat)
    return f"{en}: «Хватит» — he stands.", f"{ru}: «Хватит»."


def first_banker_shown(shown: tuple[tuple[int, Card], ...]) -> Texts:
    return ("«На старшего»: " + ", ".join(f"{_who(s)[0]} {c}" for s, c in shown),
            "«На старшего»: " + ", ".join(f"{_who(s)[1]} {c.russian()}" for s, c in shown))


def first_banker(seat: int) -> Texts:
    en, ru = _who(seat)
    return (f"{en.capitalize()} has the highest card and banks first.",
            f"Старшая карта у игрока: {ru}; он банкует первым.")


def rounds_played(max_rounds: int) -> Texts:
    one = max_rounds == 1
    en = (f"The agreed {max_rounds} round{'' if one else 's'} (кон) "
          f"{'has' if one else 'have'} been played.")
    return (en,
            f"Сыграно условленное число конов: {max_rounds}.")


def deal(rounds: int) -> Texts:
    return (f"Кон {rounds}: one card each from the top, the banker's last.",
            f"Кон {rounds}: по одной карте сверху, банкующему — последнему.")


def zarez_crosswise(card: Card) -> Texts:
    return ((f"The banker knifes the deck («зарезает»): the bottom card {card} lies face up "
            "across it; from now on cards come from the bottom."),
            (f"Банкующий «зарезает» колоду: нижняя карта {card.russian()} лежит открытой "
            "поперёк; теперь карты тянут снизу."))


def player_bust(seat: int, v: HandValue, hand: tuple[Card, ...], amount: int) -> Texts:
    en, ru = _Who(seat)
    return ((f"{en} draws from the bottom and busts ({_val_en(v)}): he shows {_cards_en(hand)} "
            f"and pays {amount} into the bank."),
            (f"{ru} тянет снизу — перебор ({_val_ru(v)}): показывает {_cards_ru(hand)} и "
            f"докладывает в банк {amount}."))


def draw_from_bottom(seat: int) -> Texts:
    en, ru = _Who(seat)
    return f"{en} draws a card from the bottom.", f"{ru} тянет карту снизу."


def immediate(seat: int, v: HandValue, hand: tuple[Card, ...], amount: int) -> Texts:
    en = _Who(seat)[0]
    return ((f"{en} has {_val_en(v)} straight away ({_cards_en(hand)}) and announces it; the "
            f"banker may not draw. He takes {amount}."),
            (f"У игрока {seat + 1} сразу {_val_ru(v)} ({_cards_ru(hand)}); он объявляет, "
            f"банкующий набирать не вправе. Он берёт {amount}."))


def player_stands_on(seat: int, v: HandValue) -> Texts:
    return (f"{_Who(seat)[0]} has {_val_en(v)} and stands.",
            f"У игрока {seat + 1} {_val_ru(v)}: больше не берёт.")


def banker_must_stand(v: HandValue) -> Texts:
    return (f"The banker has {_val_en(v)} and must stand.",
            f"У банкующего {_val_ru(v)}: он обязан стоять.")


def banker_draws(card: Card, hand: tuple[Card, ...], v: HandValue) -> Texts:
    return (f"The banker draws {card}: {_cards_en(hand)} = {_val_en(v)}.",
            f"Банкующий тянет {card.russian()}: {_cards_ru(hand)} = {_val_ru(v)}.")


def banker_bust(seat: int, amount: int) -> Texts:
    en, ru = _who(seat)
    return (f"The banker busts: {en} wins {amount}.",
            f"У банкующего перебор: {ru} выигрывает {amount}.")


def _opened(seat: int, hand: tuple[Card, ...], pv: HandValue) -> Texts:
    en, ru = _Who(seat)
    return (f"{en} opens {_cards_en(hand)} = {_val_en(pv)}",
            f"{ru} открывает {_cards_ru(hand)} = {_val_ru(pv)}")


def dark_bust(seat: int, hand: tuple[Card, ...], pv: HandValue, amount: int) -> Texts:
    en, ru = _opened(seat, hand, pv)
    return f"{en}: he loses {amount}.", f"{ru}: он проиграл {amount}."


def dark_21(seat: int, hand: tuple[Card, ...], pv: HandValue, amount: int) -> Texts:
    en, ru = _opened(seat, hand, pv)
    return (f"{en}: both have 21, and his blind 21 came first: he wins {amount}.",
            (f"{ru}: у обоих очко, но его очко «в тёмную» пришло раньше: он выигрывает "
            f"{amount}."))


def higher(seat: int, hand: tuple[Card, ...], pv: HandValue, bv: HandValue,
           amount: int) -> Texts:
    en, ru = _opened(seat, hand, pv)
    return (f"{en} against the banker's {_val_en(bv)}: he wins {amount}.",
            f"{ru} против {_val_ru(bv)} у банкующего: он выигрывает {amount}.")


def tie(seat: int, hand: tuple[Card, ...], pv: HandValue, amount: int) -> Texts:
    en, ru = _opened(seat, hand, pv)
    return (f"{en}, the same as the banker: the banker wins {amount}.",
            f"{ru}, как у банкующего: выигрыш за банкующим ({amount}).")


def lower(seat: int, hand: tuple[Card, ...], pv: HandValue, bv: HandValue,
          amount: int) -> Texts:
    en, ru = _opened(seat, hand, pv)
    return (f"{en} against the banker's {_val_en(bv)}: he loses {amount}.",
            f"{ru} против {_val_ru(bv)} у банкующего: он проиграл {amount}.")


def bank_now(bank: int) -> Texts:
    return f"The bank is now {bank}.", f"В банке теперь {bank}."


def whole_bank(seat: int) -> Texts:
    en, ru = _Who(seat)
    return (f"{en} has beaten the whole bank: the bank is over.",
            f"{ru} ударил по всему банку и выиграл: банк окончен.")


def penalty(shares: tuple[tuple[int, int], ...]) -> Texts:
    parts_en = ", ".join(f"{_who(s)[0]} {a}" for s, a in shares)
    parts_ru = ", ".join(f"{_who(s)[1]} {a}" for s, a in shares)
    return ((f"«А это что такое?» The wronged show their unplayed cards: the bank goes to them "
            f"({parts_en})."),
            (f"«А это что такое?» Обиженные показывают несыгранные карты: банк отходит им "
            f"({parts_ru})."))


def stuk_end(bank: int) -> Texts:
    return (f"After «стук» the {bank} left in the bank go to the banker.",
            f"После «стука» оставшиеся в банке {bank} переходят к банкующему.")


def bank_passes(seat: int) -> Texts:
    en, ru = _who(seat)
    return f"The right to bank passes to {en}.", f"Право банковать переходит: {ru}."
