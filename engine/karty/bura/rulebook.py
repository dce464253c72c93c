"""Every rule of Бура the engine enforces, registered in :data:`karty.REGISTRY`.

Each rule has an id ``bura.<name>``, a one-line statement in English and in
Russian, and its provenance: the sentences of the source (segment ids of the
edition, ``bura.s1`` … ``bura.s31``), a named outside description
(*supplement*), or an editorial choice. Where the source is silent and
:class:`karty.bura.Rules` offers alternatives, each alternative is a rule of
its own, ``bura.<option rule>.<value>`` (e.g. ``bura.first-lead.dealer``),
whose provenance is the provenance of that option value.

    >>> from karty import REGISTRY
    >>> REGISTRY["bura.next-lead"].cite()
    '[bura.next-lead ← bura.s12]'
    >>> [r.id for r in REGISTRY.citing("bura.s8")]
    ['bura.first-lead.dealer', 'bura.molodka-both']
"""

from __future__ import annotations

from ..registry import Provenance, rule

# Outside descriptions consulted (see the report in bench/RESULTS.md and the
# module docstring of karty.bura.rules for what each one supports).
PAGAT = "pagat.com, J. McLeod: «Bura and Kozel»"
PARLETT = "D. Parlett, The Penguin Book of Card Games: «Bura»"
WIKI_EN = "en.wikipedia.org: «Bura (card game)»"
WIKI_RU = "ru.wikipedia.org: «Бура и буркозёл»"
EUROPEBET = "europebet.com: Bura table-game rules"
DENEXA = "denexa.com blog: «Bura» (2020)"

#: What each supplement is, and how it was read (for the rules page).
SUPPLEMENTS: dict[str, dict[str, str]] = {
    PAGAT: {
        "en": "John McLeod's page on pagat.com, based on information from Alexey Lobashev and "
        "Alexander Tvaladze; read in a stored copy of the page, not on pagat.com itself.",
        "ru": "Страница Джона Маклеода на pagat.com по сведениям Алексея Лобашева и Александра "
        "Тваладзе; прочитана в сохранённой копии, а не на самом pagat.com.",
    },
    PARLETT: {
        "en": "David Parlett's Penguin Book of Card Games, «Bura», which follows McLeod's "
        "article in The Playing-Card XXVI/2 (information from Alexey Lobashev).",
        "ru": "«Bura» в книге Дэвида Парлетта The Penguin Book of Card Games — по статье "
        "Маклеода в The Playing-Card XXVI/2 (сведения Алексея Лобашева).",
    },
    WIKI_EN: {
        "en": "The English Wikipedia article, which follows McLeod.",
        "ru": "Статья английской Википедии (по Маклеоду).",
    },
    WIKI_RU: {
        "en": "The Russian Wikipedia article, read in a stored copy.",
        "ru": "Статья русской Википедии, прочитана в сохранённой копии.",
    },
    EUROPEBET: {
        "en": "The rules of an online Georgian Bura (20 cards, 10 to ace): a modern, commercial "
        "description, cited only for when a claim may be made.",
        "ru": "Правила онлайн-буры по-грузински (20 карт, от десятки до туза): современное "
        "коммерческое описание, приводится только о том, когда можно заявлять.",
    },
    DENEXA: {
        "en": "The rules of Bura on the blog of Denexa, a maker of playing cards (August 2020), "
        "read in a stored copy; cited only for what a player knows of his own count: "
        "'they have no way of knowing they have [31], other than their memory of the cards "
        "they've captured'.",
        "ru": "Правила буры в блоге Denexa, производителя игральных карт (август 2020 г.), "
        "прочитаны в сохранённой копии; приводятся только о том, что игрок знает о своём "
        "счёте: узнать, набрал ли он 31, ему не из чего, кроме памяти о взятых картах.",
    },
}
UNVERIFIED_EN = "common practice (unverified): no outside description was found that says it"
UNVERIFIED_RU = "обычная практика (не проверено): внешнего описания, где это сказано, не нашлось"


def _sup(*names: str, segments: tuple[str, ...] = (), en: str = "", ru: str = "") -> Provenance:
    return Provenance.from_supplement("; ".join(names), segments=segments, note_en=en, note_ru=ru)


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

# ---------------------------------------------------------------- declarations
BURA = rule(
    "bura.bura",
    "Three trumps in hand: the holder declares «Бура!» and wins the кон at once.",
    "Три козыря на руках: игрок объявляет «Бура!» и сразу выигрывает кон.",
    Provenance.source("bura.s15", "bura.s16", "bura.s27"),
).id
DECLARE_DEAL_AND_DRAWS = rule(
    "bura.declarations.deal-and-draws",
    "Бура and Молодка count whenever they come to hand: after the deal and after each drawing.",
    "Бура и молодка считаются, когда бы ни пришли: после сдачи и после каждого добора.",
    Provenance.editorial(
        "'If a player should suddenly have three trumps' follows the sentences on drawing, and "
        "a Молодка is three cards that 'come into the hand': we read both as checked after every "
        "drawing too.",
        "«Если же вдруг у игрока на руках сразу три козыря» стоит после фраз о доборе, а молодка — "
        "три карты, что «приходят на руки»: читаем, что обе проверяются и после каждого добора.",
        segments=("bura.s14", "bura.s15", "bura.s21"),
    ),
).id
DECLARE_DEAL_ONLY = rule(
    "bura.declarations.deal-only",
    "Бура and Молодка count only in the three cards dealt.",
    "Бура и молодка считаются только в трёх сданных картах.",
    Provenance.editorial(
        "An alternative reading: «пришла бура» ('has been dealt a bura', bura.s27) speaks of "
        "the deal.",
        "Другое прочтение: «пришла бура» (bura.s27) говорит о сдаче.",
        segments=("bura.s15", "bura.s21", "bura.s27"),
    ),
).id
DOUBLE_BURA_HIGHEST = rule(
    "bura.double-bura.highest-card",
    "If both hold Бура at once, the one with the highest trump wins.",
    "Если бура пришла обоим сразу, выигрывает тот, у кого старший козырь.",
    Provenance.editorial(
        "«У кого больше и сильней карта» (singular 'card') read as: the single highest card.",
        "«У кого больше и сильней карта» (карта — в единственном числе) читаем как: "
        "старшая карта.",
        segments=("bura.s27",),
    ),
).id
DOUBLE_BURA_POINTS = rule(
    "bura.double-bura.more-points",
    "If both hold Бура at once, the one whose three trumps count more points wins; "
    "on equal points, the highest trump.",
    "Если бура пришла обоим сразу, выигрывает тот, у чьих трёх козырей больше очков; "
    "при равенстве — старший козырь.",
    Provenance.editorial(
        "«Больше и сильней» read as 'more (points) and stronger (cards)'.",
        "«Больше и сильней» читаем как «больше очков и сильнее карты».",
        segments=("bura.s27",),
    ),
).id
MOLODKA = rule(
    "bura.molodka",
    "Three cards of one non-trump suit in hand: the holder declares «Молодка» and leads "
    "out of turn.",
    "Три некозырные карты одной масти на руках: игрок объявляет «Молодка» и заходит "
    "вне очереди.",
    Provenance.source(
        "bura.s21",
        note_en="The engine lets the holder keep quiet instead (he may not want the lead): "
        "the text does not say that he must declare.",
        note_ru="Движок позволяет игроку и промолчать (ход ему может быть невыгоден): текст "
        "не говорит, что объявлять обязательно."),
).id
MOLODKA_LEAD_ALL = rule(
    "bura.molodka-lead.all-three",
    "Whoever declares Молодка leads its three cards.",
    "Объявивший молодку заходит всеми тремя её картами.",
    Provenance.editorial(
        "'Declares «Молодка» and leads': we read it as leading the Молодка itself. "
        + UNVERIFIED_EN + ".",
        "«Объявляет „Молодка“ и заходит» читаем как заход самой молодкой. " + UNVERIFIED_RU + ".",
        segments=("bura.s21",),
    ),
).id
MOLODKA_LEAD_ANY = rule(
    "bura.molodka-lead.any",
    "Whoever declares Молодка takes the lead and may lead as usual.",
    "Объявивший молодку получает ход и ходит как обычно.",
    Provenance.editorial(
        "An alternative reading: the text says only that he leads.",
        "Другое прочтение: текст говорит лишь, что он заходит.",
        segments=("bura.s21",),
    ),
).id
MOLODKA_BOTH = rule(
    "bura.molodka-both",
    "If both declare Молодка, the one who took the previous trick leads; before the first "
    "trick, the player who was to lead keeps the lead.",
    "Если молодку объявили оба, ходит взявший предыдущую взятку; до первой взятки ход "
    "остаётся у того, кто ходил бы и так.",
    Provenance.editorial(
        "«При одновременном наборе одинаковых мастей» read as both holding a Молодка (as the "
        "edition's note reads it); the first trick is covered by bura.s8.",
        "«При одновременном наборе одинаковых мастей» читаем как молодку у обоих (так и в "
        "примечании издания); первую взятку решает bura.s8.",
        segments=("bura.s26", "bura.s8"),
    ),
).id

# ---------------------------------------------------------------- the claim
CLAIM = rule(
    "bura.claim",
    "A player may stop the play by declaring «Игра сделана» and counts the points in the "
    "tricks he took, with the cards thrown off to him face down.",
    "Игрок может прервать игру, объявив «Игра сделана», и считает очки во взятых взятках "
    "с учётом сноса партнёра.",
    Provenance.source("bura.s22", "bura.s23"),
).id
CLAIM_ANY_TIME = rule(
    "bura.claim-timing.any-time",
    "Either player may claim at any moment of the play, whether or not it is his turn; the "
    "engine offers the claim to the player to act at every decision of the play: to lead, "
    "to answer, or to declare or pass a Молодка.",
    "Каждый игрок может заявить в любой момент игры, его ли это очередь или нет; движок "
    "предлагает заявку тому, кто действует, при каждом решении: ходить, отвечать, объявлять "
    "молодку или промолчать.",
    Provenance.editorial(
        "«В середине игры каждый игрок вправе объявить» sets no turn. A player's count changes "
        "only when he takes a trick, and he acts again before his count can change again; "
        "so a claim at any other moment counts the same cards, and ends the same way, as a "
        "claim at his next decision. The one moment the engine does not offer is the instant "
        "between taking a trick and the drawing: the drawing comes first, and a Бура it "
        "brings ends the кон at once (bura.s15–s16), before any claim (our choice); after the "
        "last trick the cards are played out, the end of the game rather than its middle, and "
        "the кон ends as the option «exhausted» says.",
        "«В середине игры каждый игрок вправе объявить» не связывает заявку с очередью. Счёт "
        "игрока меняется, только когда он берёт взятку, и прежде чем он изменится снова, игрок "
        "успеет действовать; поэтому заявка в любой другой момент считает те же карты и "
        "кончается так же, как заявка при его следующем решении. Не предлагается заявка лишь "
        "в миг между взятием взятки и добором: сначала добор, и пришедшая с ним бура сразу "
        "кончает кон (bura.s15–s16), раньше всякой заявки (наш выбор); после последней "
        "взятки карты сыграны — это уже конец игры, а не её середина, — и кон кончается так, "
        "как задаёт настройка «exhausted».",
        segments=("bura.s22",),
    ),
).id
CLAIM_ON_TURN = rule(
    "bura.claim-timing.on-turn",
    "A claim is made only when it is one's turn to lead or to answer.",
    "Заявлять можно только в свою очередь — ходить или отвечать.",
    _sup(EUROPEBET, segments=("bura.s22",),
         en="An online Georgian Bura of 20 cards: 'A player can claim … only when their turn "
         "comes'. The text sets no such limit ('in the middle of the game either player is "
         "entitled').",
         ru="Онлайн-бура по-грузински, 20 карт: заявить можно «только в свою очередь». Текст "
         "такого ограничения не ставит («в середине игры каждый игрок вправе»)."),
).id
CLAIM_ON_LEAD = rule(
    "bura.claim-timing.on-lead",
    "A claim is made only when it is one's turn to lead, instead of leading.",
    "Заявлять можно только когда твой ход, вместо хода.",
    Provenance.editorial(
        "A stricter alternative: points change only when one takes a trick, and then one leads.",
        "Более строгий вариант: очки прибавляются, только когда берёшь взятку, а тогда ходишь ты.",
        segments=("bura.s22",),
    ),
).id
COUNT_MEMORY = rule(
    "bura.counting.memory",
    "Taken tricks lie face down: during the кон nobody may look through a pile or count it. "
    "A player knows only what he saw played and keeps count in his head; the cards thrown "
    "off to him face down he never sees.",
    "Взятки лежат рубашкой вверх: во время кона никто не может их просматривать и "
    "пересчитывать. Игрок знает только то, что видел в игре, и считает в уме; сброшенных "
    "ему крапом вверх карт он так и не видит.",
    _sup(DENEXA, segments=("bura.s10", "bura.s22", "bura.s23"),
         en="The text has the claimant count his points when he declares (bura.s23), and the "
         "cards thrown off go 'without showing them' (bura.s10); the outside description: a "
         "player has no way of knowing his score other than his memory of the cards he "
         "captured. The engine's computer players remember every card they saw.",
         ru="По тексту заявивший подсчитывает очки, когда объявляет (bura.s23), а карты "
         "сбрасываются «не раскрывая» (bura.s10); по внешнему описанию узнать свой счёт игроку "
         "не из чего, кроме памяти о взятых картах. Компьютерные игроки движка помнят каждую "
         "карту, которую видели."),
).id
COUNT_OPEN = rule(
    "bura.counting.open",
    "Taken tricks may be looked through and counted at any time, except the cards thrown off "
    "face down, which only the one who threw them knows.",
    "Взятки можно просматривать и пересчитывать когда угодно, кроме карт, сброшенных крапом "
    "вверх: их знает только сбросивший.",
    Provenance.editorial(
        "A teaching aid, not attested: it shows the count a player with a perfect memory "
        "would keep.",
        "Учебное упрощение, нигде не засвидетельствованное: показывает счёт, который вёл бы "
        "игрок с безупречной памятью.",
        segments=("bura.s23",),
    ),
).id
CLAIM_MADE = rule(
    "bura.claim-made",
    "With 31 points or more the claimant wins the кон.",
    "Набрав 31 очко и больше, заявивший выигрывает кон.",
    Provenance.source("bura.s3", "bura.s24"),
).id
CLAIM_FAILED = rule(
    "bura.claim-failed",
    "With fewer than 31, the other player wins the кон.",
    "Если меньше 31, кон выигрывает партнёр (другой игрок).",
    Provenance.source("bura.s25"),
).id
EXHAUSTED_MORE = rule(
    "bura.exhausted.more-points",
    "If the cards are played out and nobody has claimed, the player with more points wins "
    "the кон; on 60–60 nobody wins.",
    "Если карты сыграны и никто не заявил, кон выигрывает тот, у кого больше очков; "
    "при 60 на 60 не выигрывает никто.",
    Provenance.editorial(UNVERIFIED_EN + "; the text does not reach this case.",
                         UNVERIFIED_RU + "; текст этого случая не касается.",
                         segments=("bura.s3",)),
).id
EXHAUSTED_VOID = rule(
    "bura.exhausted.void",
    "If the cards are played out and nobody has claimed, the кон is void: nobody wins or pays.",
    "Если карты сыграны и никто не заявил, кон не в счёт: никто не выигрывает и не платит.",
    Provenance.editorial(
        "An alternative: the kon is won only by a declaration (Бура) or a claim.",
        "Вариант: кон выигрывают только объявлением (бура) или заявкой.",
        segments=("bura.s16", "bura.s24"),
    ),
).id

# ---------------------------------------------------------------- the match
NEXT_DEALER = rule(
    "bura.next-dealer",
    "The winner of a кон gathers the cards and deals the next one; after a кон nobody won, "
    "the same player deals again.",
    "Выигравший кон собирает карты и сдаёт следующий; если кон никто не выиграл, сдаёт тот же.",
    _sup(WIKI_EN, segments=("bura.s17", "bura.s18"),
         en="The text says it of the player who declared Бура (bura.s17); the outside "
         "description has the winner of every deal deal the next. After a кон nobody won, "
         "the same dealer deals again: our choice.",
         ru="Текст говорит это об объявившем буру (bura.s17); по внешнему описанию следующий "
         "кон сдаёт выигравший любой кон. Если кон никто не выиграл, сдаёт тот же: наш выбор."),
).id
STAKE = rule(
    "bura.stake",
    "The players may put a money value on each кон: the loser of a кон owes it to the "
    "winner.",
    "Игроки могут оценить каждый кон в деньгах: проигравший кон должен эту сумму "
    "выигравшему.",
    Provenance.source("bura.s19"),
).id
MATCH = rule(
    "bura.match",
    "After the agreed number of кон (the text: twenty) the players net what they owe and settle.",
    "Сыграв условленное число конов (в тексте — двадцать), игроки делают взаимозачёт и "
    "расплачиваются.",
    Provenance.source("bura.s20"),
).id
FIRST_DEALER_LOT = rule(
    "bura.first-dealer.lot",
    "The first dealer of a match is chosen by lot.",
    "Первый сдающий определяется жребием.",
    _sup(WIKI_EN, WIKI_RU),
).id
FIRST_DEALER_SEAT0 = rule(
    "bura.first-dealer.seat-0",
    "Player A deals the first кон.",
    "Первый кон сдаёт игрок А.",
    Provenance.editorial("For fixed, reproducible examples.",
                         "Для постоянных, воспроизводимых примеров."),
).id
