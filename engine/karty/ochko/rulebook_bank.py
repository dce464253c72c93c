"""The rules of Очко for the table and the bank: the players, the cards' values,
the banker and the bank, the stakes, «стук», the bank passing on. Registered when
:mod:`karty.ochko.rulebook` is imported, which re-exports every name (import the
rules from there)."""

from __future__ import annotations

from ..registry import Provenance, Rule, rule
from .supplements import _BURA_VALUES, CARDGAMES_WIKI

PLAYERS: Rule = rule(
    "ochko.players",
    "Quite a lot of people may take part: one banker against the rest "
    "(the engine seats 2 to 9).",
    "Играть может достаточно много человек: банкующий против остальных (движок сажает от 2 "
    "до 9 игроков).",
    Provenance.source("ochko.s1", note_en="The upper limit of 9 seats is ours: with more, "
                      "the 36-card deck may not last a кон.",
                      note_ru="Предел в 9 мест наш: при большем числе колоды может не хватить."),
)
CARD_VALUES: Rule = rule(
    "ochko.card-values",
    "Cards count: 6–10 at face value, jack 2, queen 3, king 4, ace 11.",
    "Очки карт: от 6 до 10 по номиналу, валет 2, дама 3, король 4, туз 11.",
    Provenance.from_supplement(
        CARDGAMES_WIKI, segments=_BURA_VALUES,
        note_en="The Очко section gives no card values; these are the values the text gives "
                "for Бура, and the outside description gives the same for Очко.",
        note_ru="В разделе об очке значения карт не названы; это значения, которые текст "
                "даёт для буры, и те же даёт внешнее описание очка."),
)
ACE: Rule = rule(
    "ochko.ace",
    "The ace counts as the rules option says: 11, 1, or whichever suits the hand.",
    "Туз считается так, как установлено правилами: 11, 1 или как выгоднее руке.",
    Provenance.from_supplement(
        CARDGAMES_WIKI, note_en="'An ace — 1 point or 11 points (decided between players "
                                "before the start of the game)'.",
        note_ru="«Туз — 1 или 11 очков (по договорённости до начала игры)»."),
)
FIRST_BANKER: Rule = rule(
    "ochko.first-banker",
    "Whoever wants to bank draws «на старшего»: the highest card banks first; "
    "those who tie turn up further cards until one is higher.",
    "Желающие банковать поднимают карты «на старшего»: у кого старше, тот банкует; "
    "при равенстве раскрывают карты дальше, пока у одного не окажется старше.",
    Provenance.source("ochko.s2", "ochko.s3", "ochko.s4", "ochko.s5", "ochko.s6"),
)
FIRST_BANKER_ORDER: Rule = rule(
    "ochko.first-banker-order",
    "For the draw «на старшего» the ace is highest and suits do not count; the rank "
    "order is the rules option (the usual 6 < … < 10 < J < Q < K < A by default).",
    "При розыгрыше «на старшего» туз старше всех, масть не считается; порядок "
    "достоинств задаёт правило (по умолчанию обычный: 6 < … < 10 < В < Д < К < Т).",
    Provenance.editorial(
        "The text names only the ace as an example of the highest card ('туз, к примеру').",
        "Текст называет старшей картой только туза («туз, к примеру»).",
        segments=("ochko.s4",)),
)
SEATS_DRAW: Rule = rule(
    "ochko.draw-as-deal",
    "The draw «на старшего» is modelled as turning up cards from one shuffled deck, one "
    "to each candidate in seat order, round after round among those tied; every seat "
    "that can put up the minimum bank is a candidate.",
    "Розыгрыш «на старшего» моделируется так: из одной перетасованной колоды каждому "
    "претенденту по порядку мест открывается карта, и так по кругу среди равных; "
    "претендует каждый, кто может выставить минимальный банк.",
    Provenance.editorial(
        "Lifting a blind part of a shuffled deck and turning it over shows a uniformly random "
        "card, so this has the same chances. If the deck ran out, the first tied seat would "
        "bank (it cannot happen in practice).",
        "Поднять «вслепую» часть перетасованной колоды и перевернуть — то же, что открыть "
        "случайную карту, так что шансы те же. Если бы колода кончилась, банковал бы первый "
        "из равных (на деле это невозможно).",
        segments=("ochko.s3", "ochko.s5")),
)
OPENING_BANK: Rule = rule(
    "ochko.opening-bank",
    "The banker puts up the opening bank from his own money: at least the minimum bank "
    "agreed at the start.",
    "Банкующий выставляет начальный банк из своих денег: не меньше минимального банка, "
    "установленного в начале игры.",
    Provenance.source("ochko.s2", "ochko.s7"),
)
MIN_STAKE: Rule = rule(
    "ochko.min-stake",
    "A stake («бой») is at least the minimum бой agreed at the start, or the whole bank "
    "if the bank is smaller.",
    "Ставка («бой») не меньше минимального боя, установленного в начале, или всего банка, "
    "если банк меньше.",
    Provenance.editorial(
        "The minimum бой is fixed at the start of the game (ochko.s7); that a bank smaller "
        "than it may be staked whole is our addition: the text does not say what happens then.",
        "Минимальный бой устанавливается в начале игры (ochko.s7); что банк меньше него можно "
        "бить целиком — наше добавление: текст об этом случае молчит.",
        segments=("ochko.s7",)),
)
STAKE_RANGE: Rule = rule(
    "ochko.stake-range",
    "A player stakes a part of the bank, up to the whole of it (usually a third, a half or "
    "all).",
    "Игрок бьёт часть банка, вплоть до всего банка (обычно треть, половину или весь).",
    Provenance.source("ochko.s28", "ochko.s29"),
)
PURSE_LIMIT: Rule = rule(
    "ochko.purse-limit",
    "A stake must be covered by the player's own money, and a player who cannot cover the "
    "minimum бой is not dealt in; a banker must be able to put up the minimum bank.",
    "Ставка должна покрываться деньгами игрока; кто не может покрыть минимальный бой, тому "
    "не сдают; банковать может тот, кто способен выставить минимальный банк.",
    Provenance.editorial(
        "The text does not say what happens when a player cannot pay; play on credit is not "
        "modelled.", "Текст не говорит, что бывает, если игроку нечем платить; игра в долг не "
        "моделируется."),
)
STAKE_FIRST: Rule = rule(
    "ochko.stake-first",
    "The banker asks each player in turn how much he is going for, and the stake is named "
    "before the player calls for his next card.",
    "Банкующий спрашивает каждого игрока по очереди, на сколько он идёт, и ставка "
    "называется до того, как игрок закажет следующую карту.",
    Provenance.source(
        "ochko.s28", "ochko.s33",
        note_en="In the engine the stake, once named, stays for the whole duel: the text does "
        "not speak of changing it, and we do not model it.",
        note_ru="В движке названная ставка остаётся на всю игру с банком: текст не говорит о "
        "её изменении, и мы его не моделируем."),
)
ORDER_OF_PLAY: Rule = rule(
    "ochko.order-of-play",
    "Players are dealt and play in turn from the banker's left round to the last hand, "
    "the player on his right; each plays his own duel against the bank.",
    "Игрокам сдают и с ними играют по очереди — от сидящего слева от банкующего до "
    "последней руки, сидящего справа; каждый играет против банка отдельно.",
    Provenance.editorial(
        "The text fixes only the last hand (on the banker's right) and that each player is "
        "asked in turn; that play starts on the banker's left follows from it.",
        "Текст называет только последнюю руку (справа от банкующего) и что игроков "
        "спрашивают по очереди; что игра начинается слева, следует отсюда.",
        segments=("ochko.s12", "ochko.s16", "ochko.s28")),
)
STUK: Rule = rule(
    "ochko.stuk",
    "«Стук»: the banker announces that this кон is the last; when he may (or must) do so is "
    "the rules option (by default, once the bank holds the agreed multiple, ten times the "
    "opening bank, as it 'usually' does).",
    "«Стук»: банкующий объявляет, что этот кон последний; когда он может (или должен) это "
    "сделать, задаёт правило (по умолчанию — когда банк в условленное число раз, в десять, "
    "превысил первоначальный, как это «обычно» и бывает).",
    Provenance.source(
        "ochko.s8", "ochko.s9",
        note_en="The announcement is the text's (ochko.s8); the threshold is what 'usually' "
        "happens (ochko.s9), so each timing is an editorial reading, an option of its own.",
        note_ru="Само объявление — по тексту (ochko.s8); порог — то, как «обычно» бывает "
        "(ochko.s9), поэтому каждый срок — редакторское прочтение, отдельная настройка."),
)
NO_STOPPING: Rule = rule(
    "ochko.no-stopping",
    "Before «стук» the banker may not stop dealing, unless a player has staked the whole "
    "bank and won it.",
    "До «стука» банкующий не может прекратить сдавать, если только кто-то не ударил по "
    "всему банку и не выиграл.",
    Provenance.source("ochko.s10"),
)
WHOLE_BANK: Rule = rule(
    "ochko.whole-bank",
    "A player who stakes the whole bank and wins it ends the bank at once; the right to "
    "bank passes on.",
    "Игрок, ударивший по всему банку и выигравший, сразу кончает банк; право банковать "
    "переходит дальше.",
    Provenance.source("ochko.s10", "ochko.s13"),
)
STUK_END: Rule = rule(
    "ochko.stuk-end",
    "After «стук» play goes on as usual; when the last player (on the banker's right) has "
    "played, whatever is left in the bank goes to the banker.",
    "После «стука» игра идёт так же; когда сыграл последний игрок (справа от банкующего), "
    "всё, что осталось в банке, переходит к банкующему.",
    Provenance.source("ochko.s11", "ochko.s12"),
)
BANK_PASSES: Rule = rule(
    "ochko.bank-passes",
    "When a bank ends, the right to bank passes to the next player in turn (on the "
    "banker's left) who can put up the minimum bank, and everything starts again.",
    "Когда банк кончился, право банковать переходит к следующему по очереди игроку "
    "(слева от банкующего), способному выставить минимальный банк, и всё начинается "
    "сначала.",
    Provenance.editorial(
        "The text says 'to another player' (s13) and 'to the next player in turn' (s66); "
        "which neighbour is next is our reading.",
        "Текст говорит «к другому игроку» (s13) и «к следующему по очереди игроку» (s66); "
        "кто следующий — наше прочтение.",
        segments=("ochko.s13", "ochko.s14", "ochko.s66")),
)
