"""Every rule of Очко the engine enforces, with its provenance.

Each sentence of the source (``ochko.s1`` … ``ochko.s67``) is formalised by
at least one rule here (a test checks it). Where the text is silent or
unclear, the rule says so: its provenance is a named outside description
(*supplement*) or our own reading (*editorial*, naming the sentences read).

    >>> from karty import REGISTRY
    >>> REGISTRY["ochko.tie-to-banker"].cite()
    '[ochko.tie-to-banker ← ochko.s34, ochko.s44]'
"""

from __future__ import annotations

from ..registry import Provenance, Rule, rule

#: The one outside description we found of this banking form of Очко
#: (ace 1 or 11 "decided between players before the start", K=4 Q=3 J=2, the
#: banker's card shown, the bottom card turned up on top of the deck).
CARDGAMES_WIKI = "cardgames.wiki: «Point (21)» (allgames-2/21)"

#: What each supplement is, and how it was read (for the rules page).
SUPPLEMENTS: dict[str, dict[str, str]] = {
    CARDGAMES_WIKI: {
        "en": "An English rules page for the Russian game of twenty-one on cardgames.wiki, read "
        "in a stored copy: the ace 1 or 11 by agreement, king 4, queen 3, jack 2; the banker's "
        "own card shown; the bottom card turned up on top of the deck; the most points win, "
        "ties go to the banker.",
        "ru": "Англоязычная страница правил русской игры в двадцать одно на cardgames.wiki, "
        "прочитана в сохранённой копии: туз — 1 или 11 по договорённости, король 4, дама 3, "
        "валет 2; карта банкующего открыта; нижнюю карту открывают и кладут на колоду; "
        "выигрывает больший набор, при равенстве — банкующий.",
    },
}

_BURA_VALUES = ("bura.s4", "bura.s5", "bura.s6", "bura.s7", "bura.s30", "bura.s31")

PLAYERS: Rule = rule(
    "ochko.players",
    "Any number of players may take part: one banker against the rest "
    "(the engine seats 2 to 9).",
    "Играть могут многие: банкующий против остальных (движок сажает от 2 до 9 игроков).",
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
SHUFFLE: Rule = rule(
    "ochko.shuffle",
    "Before each кон the banker shuffles the deck thoroughly.",
    "Перед каждым коном банкующий тщательно тасует колоду.",
    Provenance.source("ochko.s15", "ochko.s16"),
)
CUT: Rule = rule(
    "ochko.cut",
    "The last hand, the player on the banker's right, cuts the shuffled deck.",
    "Последняя рука — игрок справа от банкующего — срезает перетасованную колоду.",
    Provenance.source("ochko.s16"),
)
DEAL: Rule = rule(
    "ochko.deal",
    "From the top of the deck the banker deals one card to each player, his own last.",
    "С верха колоды банкующий сдаёт по одной карте всем игрокам, себе — последним.",
    Provenance.source("ochko.s17", "ochko.s18"),
)
ZAREZ: Rule = rule(
    "ochko.zarez",
    "The banker 'knifes' the deck («зарезает»): after the deal he lays a card crosswise on "
    "the deck, which card being the rules option (by default the bottom card, turned face up "
    "and out of play); from then on cards are drawn from the bottom.",
    "«Зарезать» колоду: после сдачи банкующий кладёт поперёк колоды карту — какую, задаёт "
    "правило (по умолчанию нижнюю, открытой, и она выходит из игры); дальше карты тянут снизу.",
    Provenance.editorial(
        "The sentence is unclear: 'with the bottom card he knifes («зарезает») the deck (that is, he "
        "separates his own card, which he lays across the deck)'. Both readings are options: "
        "the bottom card, shown to all (so nobody gains from having glimpsed it while "
        "dealing), which the outside description also has turned up and put on top; or the "
        "banker's own dealt card.",
        "Фраза неясна: «нижней картой он «зарезает» колоду (то есть отделяет свою карту, "
        "которую он кладет поперек колоды)». Оба прочтения — настройки: нижняя карта, "
        "открытая для всех (чтобы никто не выиграл от того, что подсмотрел её при сдаче), — "
        "во внешнем описании её тоже открывают и кладут сверху; или своя, сданная себе карта "
        "банкующего.",
        segments=("ochko.s18", "ochko.s19", "ochko.s54")),
)
DRAW_FROM_BOTTOM: Rule = rule(
    "ochko.draw-from-bottom",
    "Once the deck is knifed («зарезана»), every card is drawn from the bottom.",
    "После того как колода «зарезана», все карты тянут снизу.",
    Provenance.source("ochko.s20"),
)
DECK_EXHAUSTED: Rule = rule(
    "ochko.deck-exhausted",
    "If the fresh cards run out, drawing from the bottom goes on into the played cards; a "
    "crosswise bottom card is first turned down and set on top.",
    "Если свежие карты кончились, карты тянут дальше снизу — уже из сыгранных; поперечную "
    "нижнюю карту перед этим переворачивают и кладут наверх.",
    Provenance.editorial("The text does not say; the deck is simply drawn on.",
                         "Текст не говорит; колоду просто тянут дальше.",
                         segments=("ochko.s20", "ochko.s27")),
)
PLAYER_DRAWS: Rule = rule(
    "ochko.player-draws",
    "A player calls for more cards, one at a time, or says it is enough.",
    "Игрок командует, давать ли ему ещё карту или хватит.",
    Provenance.source("ochko.s21"),
)
GOAL: Rule = rule(
    "ochko.goal",
    "The object is twenty-one: a total that does not exceed 21 wins if it is higher than "
    "the other side's.",
    "Смысл — набрать двадцать одно: набор не больше 21 выигрывает, если он больше, чем у "
    "другой стороны.",
    Provenance.from_supplement(
        CARDGAMES_WIKI, segments=("ochko.s22", "ochko.s34", "ochko.s44"),
        note_en="The text gives the object, twenty-one (ochko.s22), the bust (ochko.s23–s24) "
        "and who wins equal totals (ochko.s34, s44, s45), but no sentence says that the higher "
        "total wins; the outside description does: 'The player who scores the most points "
        "wins'.",
        note_ru="Текст называет цель — двадцать одно (ochko.s22), перебор (ochko.s23–s24) и "
        "исход при равном наборе (ochko.s34, s44, s45), но ни одна фраза не говорит, что "
        "выигрывает больший набор; это говорит внешнее описание: выигрывает тот, у кого больше "
        "очков."),
)
STAND_ON_21: Rule = rule(
    "ochko.stand-on-21",
    "A hand that has reached 21 (or a special hand) takes no more cards.",
    "Набравший 21 (или особый набор) карт больше не берёт.",
    Provenance.editorial("Any further card would only bust the hand.",
                         "Любая следующая карта дала бы только перебор.",
                         segments=("ochko.s22",)),
)
BUST: Rule = rule(
    "ochko.bust",
    "More than 21 is a bust («перебор») and loses: the player shows his cards at once and "
    "pays his stake into the bank.",
    "Больше 21 — перебор, это проигрыш: игрок тут же показывает карты и докладывает в банк "
    "сумму, которую бил.",
    Provenance.source("ochko.s23", "ochko.s24", "ochko.s25"),
)
BANKER_BUST: Rule = rule(
    "ochko.banker-bust",
    "If the banker busts, the player wins and takes his stake from the bank.",
    "Если у банкующего перебор, игрок выигрывает и забирает сумму, которую бил.",
    Provenance.source("ochko.s26"),
)
SETTLE: Rule = rule(
    "ochko.settle",
    "A player who wins takes his stake from the bank; one who loses pays it into the bank.",
    "Выигравший игрок берёт свою часть банка себе; проигравший доставляет ставку в банк.",
    Provenance.source("ochko.s30", "ochko.s31", "ochko.s32"),
)
PLAYED_ON_TOP: Rule = rule(
    "ochko.played-on-top",
    "The banker lays all played cards, his own too, on top of the deck.",
    "Все отыгравшие карты банкующий кладёт сверху колоды, как и свои.",
    Provenance.source("ochko.s27",
                      note_en="The text gives no order; the engine lays the player's cards in "
                      "the order drawn, then the banker's own.",
                      note_ru="Порядка текст не даёт; движок кладёт сначала карты игрока в "
                      "порядке набора, потом свои."),
)
BANKER_DRAWS: Rule = rule(
    "ochko.banker-draws",
    "When the player stands, the banker draws for himself and stops when he chooses.",
    "Когда игрок остановился, банкующий набирает себе и останавливается, когда хочет.",
    Provenance.source("ochko.s39", "ochko.s42",
                      note_en="The text describes the banker's drawing in the variant «в "
                      "тёмную» (s39, s42) and his bust in s26; that he draws so in every duel "
                      "is implied.",
                      note_ru="Текст описывает, как банкующий набирает себе, в варианте «в "
                      "тёмную» (s39, s42), а его перебор — в s26; что так он набирает в каждой "
                      "игре, подразумевается."),
)
BANKER_HAND: Rule = rule(
    "ochko.banker-hand",
    "The banker's own cards: by default all of them, the card he dealt himself included, go "
    "on top after each player's duel, and against the next player he starts afresh from the "
    "bottom of the deck (the alternative keeps the dealt card for every duel).",
    "Свои карты банкующий по умолчанию после игры с каждым игроком кладёт наверх все, "
    "включая сданную себе, и против следующего игрока начинает заново снизу колоды "
    "(по другому варианту сданная себе карта остаётся у него на весь кон).",
    Provenance.editorial(
        "The text says the played cards go on top 'as well as his own' but not what happens "
        "to the card he dealt himself.",
        "Текст говорит, что отыгравшие карты идут наверх «как и свои собственные», но не "
        "говорит, что становится с картой, сданной себе.",
        segments=("ochko.s18", "ochko.s27")),
)
CARDS_SHOWN: Rule = rule(
    "ochko.cards-shown",
    "The banker draws face up; a player's cards are seen only by him until he busts or "
    "the banker asks him to open; all played cards are seen as they go on top.",
    "Банкующий берёт карты открыто; карты игрока видит только он, пока не переберёт или "
    "банкующий не попросит открыть; сыгранные карты видны всем, когда их кладут наверх.",
    Provenance.from_supplement(
        CARDGAMES_WIKI, segments=("ochko.s25", "ochko.s37", "ochko.s42", "ochko.s55"),
        note_en="The outside description has the banker's card shown to all; that the players' "
                "cards stay hidden follows from s25 and s42, that the played cards are seen "
                "from s55.",
        note_ru="Во внешнем описании карта банкующего открыта всем; что карты игроков "
                "закрыты, следует из s25 и s42, что сыгранные видны — из s55."),
)
TIE_TO_BANKER: Rule = rule(
    "ochko.tie-to-banker",
    "If the player and the banker have equal totals, the banker wins.",
    "При равном наборе очков выигрыш за банкующим.",
    Provenance.source("ochko.s34", "ochko.s44"),
)
IMMEDIATE_21: Rule = rule(
    "ochko.immediate-21",
    "A player whose first two cards make 21 announces it and wins at once; the banker may "
    "not draw for himself.",
    "Если у игрока сразу (двумя картами) выпало двадцать одно, он объявляет об этом и "
    "выигрывает; банкующий не имеет права набирать себе.",
    Provenance.source("ochko.s35", note_en="'Сразу' is read as: with the first two cards. "
                      "That he then wins follows: the banker, who may not draw, holds one card.",
                      note_ru="«Сразу» прочитано как «с первых двух карт». Что игрок тогда "
                      "выигрывает, следует из текста: у банкующего, которому нельзя набирать, "
                      "одна карта."),
)
DARK: Rule = rule(
    "ochko.dark",
    "«В тёмную»: a player who already holds some cards may take one last card unseen; the "
    "banker then draws for himself, and when he stops the player opens his cards.",
    "«В тёмную»: игрок, уже набравший несколько карт, может взять ещё одну, не глядя; "
    "банкующий набирает себе, а остановившись, просит игрока открыть карты.",
    Provenance.source("ochko.s36", "ochko.s37", "ochko.s38", "ochko.s39", "ochko.s40",
                      "ochko.s42"),
)
DARK_MIN_CARDS: Rule = rule(
    "ochko.dark-min-cards",
    "The card «в тёмную» may be asked for only by a player holding at least the number of "
    "cards the rules option sets (2 by default: his dealt card and one drawn).",
    "Карту «в тёмную» можно попросить, только имея на руках не меньше карт, чем задаёт "
    "правило (по умолчанию 2: сданную и одну добранную).",
    Provenance.editorial("'Набрал уже несколько карт' is read as: at least two cards.",
                         "«Набрал уже несколько карт» прочитано как «не меньше двух карт».",
                         segments=("ochko.s37",)),
)
DARK_BANKER_BUST: Rule = rule(
    "ochko.dark-banker-bust",
    "«В тёмную», if the banker busts, the player wins whatever his hidden card is.",
    "«В тёмную», если у банкующего перебор, выигрыш за игроком, какой бы ни была его карта.",
    Provenance.source("ochko.s41"),
)
DARK_PLAYER_BUST: Rule = rule(
    "ochko.dark-player-bust",
    "«В тёмную», if the opened cards are a bust, the player has lost.",
    "«В тёмную», если у открытых карт игрока перебор, игрок проиграл.",
    Provenance.source("ochko.s43"),
)
DARK_21: Rule = rule(
    "ochko.dark-21",
    "«В тёмную», if both have 21, the player wins: his 21 is held to have come first.",
    "«В тёмную», если у обоих двадцать одно, выигрывает игрок: его очко пришло раньше.",
    Provenance.source("ochko.s45"),
)
HOUSE_RULES: Rule = rule(
    "ochko.house-rules",
    "Tables agree on minor variants, each of which is a rules option here.",
    "Игроки договариваются о мелких вариантах; каждый из них здесь — настройка правил.",
    Provenance.source("ochko.s46", "ochko.s50", "ochko.s56"),
)
FIVE_PICTURES: Rule = rule(
    "ochko.five-pictures",
    "House rule: a hand of exactly five cards, all pictures (jacks, queens, kings), counts "
    "as 21.",
    "Домашнее правило: ровно пять карт, и все — картинки (валеты, дамы, короли), считаются "
    "за двадцать одно.",
    Provenance.editorial(
        "'Some players agree to count any five picture cards in a row as twenty-one': «подряд» "
        "(in a row) is read as: the hand is exactly five cards, all pictures. Whether it means "
        "drawn one after another the text does not say.",
        "«Любые пять картинок подряд означают двадцать одно»: «подряд» прочитано так: на руках "
        "ровно пять карт, и все — картинки. Значит ли это «вытянутые одна за другой», текст не "
        "говорит.",
        segments=("ochko.s47",)),
)
SUPEROCHKO: Rule = rule(
    "ochko.superochko",
    "House rule «суперочко»: two aces (as a two-card hand) rank above 21 and win at once.",
    "Домашнее правило «суперочко»: два туза (двумя картами) выше очка и сразу выигрывают.",
    Provenance.editorial(
        "'Some try to set a «суперочко» above the ordinary ochko (two aces, for instance)': "
        "the text ranks the hand above twenty-one. That it wins at once, as a twenty-one made "
        "straight away does (ochko.s35), is our reading.",
        "«Некоторые над обычным очком пытаются установить „суперочко“ (к примеру, два туза)»: "
        "текст ставит этот набор выше очка. Что он сразу выигрывает, как сразу выпавшее "
        "двадцать одно (ochko.s35), — наше прочтение.",
        segments=("ochko.s48", "ochko.s35")),
)
TWO_ACES_BUST: Rule = rule(
    "ochko.two-aces-bust",
    "House rule: two aces (a two-card hand, which the text says is called «красная Москва») "
    "are a bust, however the ace is counted.",
    "Домашнее правило: два туза (двумя картами; такой набор, по тексту, называют «красной "
    "Москвой») — перебор, как бы ни считался туз.",
    Provenance.source(
        "ochko.s49",
        note_en="«Красная Москва» is what two aces are called, not the name of the house "
        "rule: 'with others two aces mean merely a bust (incidentally, for some reason two "
        "aces are called «красная Москва»)'.",
        note_ru="«Красная Москва» — название двух тузов, а не домашнего правила: «а у других "
        "два туза означают всего лишь перебор (кстати, два туза именуют почему-то „красной "
        "Москвой“)»."),
)
BANKER_15: Rule = rule(
    "ochko.banker-draws-15",
    "House rule: a banker holding 15 or less must draw another card.",
    "Домашнее правило: банкующий, набравший пятнадцать или меньше, обязан тянуть ещё карту.",
    Provenance.editorial(
        "The text: 'if he has already made fifteen points, he is obliged to draw one more "
        "card … he may not stop on fifteen'. «На пятнадцати» is read as 'at 15 or less': a "
        "banker who may not stop at fifteen may not stop below it either.",
        "Текст: «если он набрал уже пятнадцать очков, то обязан тащить еще одну карту … на "
        "пятнадцати не может останавливаться». «На пятнадцати» прочитано как «на пятнадцати и "
        "меньше»: кому нельзя остановиться на пятнадцати, тому нельзя и раньше.",
        segments=("ochko.s50", "ochko.s51")),
)
BANKER_17: Rule = rule(
    "ochko.banker-stands-17",
    "House rule: a banker holding 17 or more must stand.",
    "Домашнее правило: банкующий, набравший семнадцать или больше, обязан стоять.",
    Provenance.editorial(
        "The text: 'on seventeen points … he has no right to draw any further card, that is, "
        "he is obliged to stand'. «На семнадцати» is read as 'at 17 or more': a banker "
        "forbidden to draw at seventeen is not let draw above it.",
        "Текст: «на семнадцати очках он … не имеет права больше вытаскивать очередную карту, "
        "то есть обязан „стоять“». «На семнадцати» прочитано как «на семнадцати и больше»: кому "
        "запрещено тянуть на семнадцати, тому нельзя и выше.",
        segments=("ochko.s50", "ochko.s52")),
)
NO_SHUFFLE: Rule = rule(
    "ochko.no-shuffle",
    "House rule: no shuffle between the кон of one bank: the banker turns the deck over, "
    "deals, knifes it («зарезает») and draws from the bottom (a new banker still shuffles "
    "and has it cut).",
    "Домашнее правило: между конами одного банка колоду не тасуют: банкующий её "
    "переворачивает, сдаёт, зарезает и тянет снизу (новый банкующий всё же тасует и даёт "
    "срезать).",
    Provenance.source("ochko.s53", "ochko.s54", "ochko.s55",
                      note_en="That there is no cut then, and that a new bank starts with a "
                              "shuffle, is our reading.",
                      note_ru="Что срезать тогда не дают и что новый банк начинается с "
                              "тасовки — наше прочтение."),
)
FORGOTTEN: Rule = rule(
    "ochko.forgotten-player",
    "If the banker ends a кон without playing a player who was dealt a card, that player "
    "has been wronged: he shows his unplayed card before the next shuffle.",
    "Если банкующий закончил кон, не сыграв с игроком, которому сдал карту, этот игрок "
    "обижен: до следующей тасовки он показывает несыгранную карту.",
    Provenance.source("ochko.s57", "ochko.s58", "ochko.s59", "ochko.s60", "ochko.s61",
                      "ochko.s62", "ochko.s63", "ochko.s64", "ochko.s65"),
)
FORGOTTEN_PENALTY: Rule = rule(
    "ochko.forgotten-penalty",
    "The banker must give the whole bank to the wronged player, and the cards and the right "
    "to bank pass to the next player in turn.",
    "Банкующий обязан отдать весь банк обиженному игроку, а карты и право банковать "
    "переходят к следующему по очереди.",
    Provenance.source("ochko.s56", "ochko.s66"),
)
PENALTY_SPLIT: Rule = rule(
    "ochko.penalty-split",
    "Several wronged players divide the bank equally; the units that do not divide go as "
    "the rules option says.",
    "Несколько обиженных делят деньги банка поровну; неделимый остаток распределяется, как "
    "задаёт правило.",
    Provenance.source("ochko.s67", note_en="The text does not say what to do with a "
                      "remainder; money here is whole units.",
                      note_ru="Об остатке текст молчит; деньги здесь — целые единицы."),
)
SESSION_END: Rule = rule(
    "ochko.session-end",
    "A simulated session ends after the agreed number of banks or кон, or when nobody can "
    "bank or play; a bank still open then goes back to its banker.",
    "Моделируемая игра кончается после условленного числа банков или конов или когда "
    "больше некому банковать или играть; открытый банк тогда возвращается банкующему.",
    Provenance.editorial("The text describes no end to the evening; a simulation needs one.",
                         "Конца игры текст не описывает; модели он нужен.",
                         segments=("ochko.s14",)),
)

__all__ = [name for name, value in dict(globals()).items() if isinstance(value, Rule)]
