"""The rules of Очко for one кон: the shuffle, the cut and the deal, the player's
and the banker's draws, the goal, busts and ties, and play «в тёмную». Registered
when :mod:`karty.ochko.rulebook` is imported, after :mod:`karty.ochko.rulebook_bank`
(the order of the registry), which re-exports every name."""

from __future__ import annotations

from ..registry import Provenance, Rule, rule
from .supplements import CARDGAMES_WIKI

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
    Provenance.editorial(
        "Our reading of s39 and s42: the text describes the banker's drawing in the variant "
        "«в тёмную», and his bust in s26; that he draws so in every duel is our "
        "generalisation, which the text implies but does not state.",
        "Наше прочтение s39 и s42: текст описывает, как банкующий набирает себе, в варианте "
        "«в тёмную», а его перебор — в s26; что так он набирает в каждой игре, — наше "
        "обобщение: текст его подразумевает, но не высказывает.",
        segments=("ochko.s39", "ochko.s42")),
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
    "A player whose first two cards make 21 announces it, and the banker may not draw for "
    "himself, so the player wins.",
    "Если у игрока сразу (двумя картами) выпало двадцать одно, он объявляет об этом, и "
    "банкующий не имеет права набирать себе, так что игрок выигрывает.",
    Provenance.editorial(
        "Our reading of s35, which says: if a player has 21 «сразу», he announces it and the "
        "banker may not draw for himself. That «сразу» means the first two cards, and that "
        "the player then wins (the banker, who may not draw, holds one card), are ours.",
        "Наше прочтение s35, где сказано: если у игрока сразу выпало двадцать одно, он "
        "объявляет об этом, и банкующий не имеет права набирать себе. Что «сразу» — это "
        "первые две карты и что игрок тогда выигрывает (у банкующего, которому нельзя "
        "набирать, одна карта), — наше.", segments=("ochko.s35",)),
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
