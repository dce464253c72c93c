"""The rules of Бура for the play of a trick: the cards, the deal, leading,
answering and drawing. Registered when :mod:`karty.bura.rulebook` is imported,
which re-exports every name (import the rules from there)."""

from __future__ import annotations

from ..registry import Provenance, rule
from .supplements import PAGAT, PARLETT, UNVERIFIED_EN, UNVERIFIED_RU, WIKI_EN, WIKI_RU, _sup

# ---------------------------------------------------------------- the cards
PLAYERS = rule(
    "bura.players",
    "Usually two play; the engine models the game of two.",
    "Обычно играют двое; движок моделирует игру вдвоём.",
    Provenance.source(
        "bura.s1",
        note_en="«Обычно играют двое»: the text allows for more players without saying how "
        "they play; the engine seats exactly two.",
        note_ru="«Обычно играют двое»: текст допускает и больше игроков, не говоря, как они "
        "играют; движок сажает ровно двоих."),
).id
DECK = rule(
    "bura.deck",
    "A deck of 36 cards: 6 to ace in each of the four suits.",
    "Колода из 36 карт: от шестёрки до туза в каждой из четырёх мастей.",
    _sup(PAGAT, WIKI_EN, segments=("bura.s29",),
         en="Thirty-six cards: bura.s29. Which thirty-six the text does not say (its card "
         "values name the ace, ten, king, queen and jack and 'the other cards', bura.s4–s7); "
         "the outside descriptions use the 36-card pack, six to ace.",
         ru="Тридцать шесть листов — bura.s29. Какие именно, текст не говорит (он называет "
         "очки туза, десятки, короля, дамы и валета и «остальные карты», bura.s4–s7); "
         "внешние описания играют колодой в 36 карт, от шестёрки до туза."),
).id
CARD_POINTS = rule(
    "bura.card-points",
    "Cards count: ace 11, ten 10, king 4, queen 3, jack 2; nines to sixes nothing.",
    "Очки карт: туз 11, десятка 10, король 4, дама 3, валет 2; девятки–шестёрки ничего.",
    Provenance.source("bura.s4", "bura.s5", "bura.s6", "bura.s7", "bura.s30", "bura.s31"),
).id
TOTAL_POINTS = rule(
    "bura.total-points",
    "The deck holds 120 points in all (4 × 30).",
    "Во всей колоде 120 очков (4 × 30).",
    Provenance.editorial(
        "Arithmetic on the card points and the 36-card deck.",
        "Подсчёт по очкам карт и колоде в 36 листов.",
        segments=("bura.s4", "bura.s5", "bura.s6", "bura.s7", "bura.s29"),
    ),
).id
RANK_ORDER = rule(
    "bura.rank-order",
    "Within a suit the cards rank A, 10, K, Q, J, 9, 8, 7, 6: the ten is just below the ace.",
    "Старшинство в масти: Т, 10, К, Д, В, 9, 8, 7, 6 — десятка сразу после туза.",
    Provenance.editorial(
        "The text says 'by seniority within the suit' without giving the order; we read it as "
        "the order of the card points, as every outside description of Бура has it.",
        "Текст говорит «по старшинству масти», не называя порядка; читаем его как порядок "
        "очков карт, как во всех внешних описаниях буры.",
        segments=("bura.s10", "bura.s4", "bura.s5", "bura.s6"),
    ),
).id

# ---------------------------------------------------------------- the deal
DEAL = rule(
    "bura.deal",
    "Each player gets three cards; one card is turned face up for trumps; "
    "the rest is the stock, face down.",
    "Каждому сдаётся по три карты; одна карта открывается козырем; "
    "остальное — колода рубашкой вверх.",
    Provenance.source(
        "bura.s2",
        note_en="In the engine the cards go one at a time, the non-dealer first, and the card "
        "turned up is the next one: the text does not say how; the engine fixes it so that a "
        "deal replays exactly from the deck order.",
        note_ru="В движке карты сдаются по одной, первым — не сдающему, а открывается "
        "следующая карта: текст этого не уточняет; движок фиксирует порядок, чтобы сдача "
        "точно воспроизводилась по колоде.",
    ),
).id
TRUMP_UNDER_STOCK = rule(
    "bura.trump-card.under-stock",
    "The turned-up trump card lies face up under the stock and is drawn last.",
    "Открытый козырь лежит лицом вверх под колодой и берётся последним.",
    _sup(PAGAT, PARLETT, WIKI_EN, segments=("bura.s2",),
         en="The rest of the stock is laid crosswise on top of the turned-up card.",
         ru="Колода кладётся поперёк на открытую карту."),
).id
TRUMP_TOP_OF_STOCK = rule(
    "bura.trump-card.top-of-stock",
    "The turned-up trump card stays face up on top of the stock and is drawn first.",
    "Открытый козырь остаётся лицом вверх на колоде и берётся первым.",
    Provenance.editorial(
        "Another reading of 'one card is turned face up as trump': the card is shown where "
        "it lies, on top of the stock.",
        "Другое прочтение «одна карта высвечивается козырем»: карта открыта там, где лежит, "
        "сверху колоды.",
        segments=("bura.s2",),
    ),
).id

# ---------------------------------------------------------------- leading
FIRST_LEAD_DEALER = rule(
    "bura.first-lead.dealer",
    "The dealer leads to the first trick.",
    "Первым ходит сдающий.",
    Provenance.source("bura.s8"),
).id
FIRST_LEAD_NON_DEALER = rule(
    "bura.first-lead.non-dealer",
    "The non-dealer leads to the first trick.",
    "Первым ходит не сдающий.",
    _sup(PAGAT, WIKI_EN, WIKI_RU,
         en="Against the text (bura.s8), which says the dealer leads.",
         ru="Вопреки тексту (bura.s8), где ходит сдающий."),
).id
LEAD = rule(
    "bura.lead",
    "A lead is one card, or two or three cards of one suit.",
    "Ходят одной картой или двумя-тремя картами одной масти.",
    _sup(PAGAT, PARLETT, segments=("bura.s9", "bura.s21"),
         en="The text speaks of a lead of two cards of one suit (bura.s9) and of leading a "
         "declared Молодка (bura.s21); that any three cards of one suit may be led comes "
         "from the outside descriptions.",
         ru="Текст говорит о ходе двумя картами одной масти (bura.s9) и о заходе с "
         "объявленной молодки (bura.s21); что можно ходить любыми тремя картами одной масти, "
         "взято из внешних описаний."),
).id

# ---------------------------------------------------------------- answering
BEAT = rule(
    "bura.beat",
    "To beat a lead, each led card must be beaten by its own answering card.",
    "Чтобы побить ход, каждую карту хода надо побить своей картой.",
    Provenance.source("bura.s10"),
).id
TRUMP_BEATS = rule(
    "bura.trump-beats",
    "A trump beats any card of another suit.",
    "Козырь бьёт любую карту другой масти.",
    Provenance.source("bura.s10"),
).id
TRUMP_BEATS_TRUMP = rule(
    "bura.trump-beats-trump",
    "A trump is beaten only by a higher trump.",
    "Козырь бьётся только старшим козырем.",
    Provenance.source(
        "bura.s10",
        note_en="'By seniority within the suit', applied to the trump suit.",
        note_ru="«По старшинству масти», применённое к козырной масти.",
    ),
).id
ANSWER_COUNT = rule(
    "bura.answer-count",
    "An answer, beating or giving up, has as many cards as the lead.",
    "Отвечают — бьют или сдают — столькими же картами, сколькими ходили.",
    Provenance.source("bura.s10"),
).id
SURRENDER = rule(
    "bura.surrender",
    "Instead of beating, the answerer may give up the trick: he throws off as many cards "
    "of his choice face down, unseen, even if he could beat.",
    "Вместо того чтобы бить, можно сдать взятку: сбросить столько же любых карт крапом вверх, "
    "не раскрывая, даже если есть чем побить.",
    Provenance.source(
        "bura.s10",
        note_en="'Must either beat … or give up': the text leaves the choice to the answerer.",
        note_ru="«Должен либо побить … или сдать»: выбор за отвечающим.",
    ),
).id
TRICK = rule(
    "bura.trick",
    "Whoever beats takes the trick, led and answering cards; if the answerer gives up, "
    "the leader takes his led cards and the cards thrown off.",
    "Кто побил, берёт взятку — карты хода и ответа; если отвечающий сдал, ходивший берёт "
    "свои карты и сброс.",
    Provenance.source("bura.s10", "bura.s12", "bura.s23"),
).id
SNOS = rule(
    "bura.snos",
    "The cards thrown off face down (the снос), without being shown, count for the player "
    "who took the trick.",
    "Сброшенные крапом вверх, не раскрывая, карты (снос) идут в счёт взявшему взятку.",
    Provenance.source(
        "bura.s10", "bura.s23",
        note_en="That the taker does not look at them afterwards either is part of the rules "
        "option on what a player may see and count.",
        note_ru="Что взявший не смотрит их и потом — часть настройки о том, что игрок может "
        "видеть и считать.",
    ),
).id
NEXT_LEAD = rule(
    "bura.next-lead",
    "Whoever took the trick leads next.",
    "Кто взял взятку, тот и ходит.",
    Provenance.source("bura.s12"),
).id

# ---------------------------------------------------------------- drawing
DRAW = rule(
    "bura.draw",
    "After each trick both draw back to three cards from the stock, one card at a time, "
    "alternately.",
    "После каждой взятки оба добирают из колоды до трёх карт, по одной, поочерёдно.",
    Provenance.source("bura.s11", "bura.s13", "bura.s14"),
).id
DRAW_FIRST_WINNER = rule(
    "bura.draw-first.winner",
    "The player who took the trick draws first.",
    "Первым добирает взявший взятку.",
    Provenance.editorial(UNVERIFIED_EN, UNVERIFIED_RU, segments=("bura.s14",)),
).id
DRAW_FIRST_LOSER = rule(
    "bura.draw-first.loser",
    "The player who lost the trick draws first.",
    "Первым добирает отдавший взятку.",
    Provenance.editorial(
        "An alternative: the text says only 'one player takes a card, after him the other'.",
        "Вариант: текст говорит лишь «одну карту берёт один игрок, за ним другой».",
        segments=("bura.s14",),
    ),
).id
STOCK_EMPTY = rule(
    "bura.stock-empty",
    "Once the stock is empty, play goes on without drawing until the hands are played out.",
    "Когда колода кончилась, играют без добора, пока не кончатся карты на руках.",
    Provenance.editorial(
        "The text does not say what happens when the stock runs out; " + UNVERIFIED_EN + ".",
        "Текст не говорит, что бывает, когда колода кончилась; " + UNVERIFIED_RU + ".",
        segments=("bura.s11",),
    ),
).id
