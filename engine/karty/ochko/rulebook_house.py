"""The house rules of Очко (each a rules option) and the end of a session:
five pictures, «суперочко», two aces, the banker's 15 and 17, no shuffle, the
forgotten cards and their penalty. Registered when :mod:`karty.ochko.rulebook` is
imported, last (the order of the registry), which re-exports every name."""

from __future__ import annotations

from ..registry import Provenance, Rule, rule

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
    "are a bust.",
    "Домашнее правило: два туза (двумя картами; такой набор, по тексту, называют «красной "
    "Москвой») — перебор.",
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
    "has been wronged: he keeps his unplayed card and shows it once the banker has gathered "
    "and shuffled the cards.",
    "Если банкующий закончил кон, не сыграв с игроком, которому сдал карту, этот игрок "
    "обижен: он оставляет несыгранную карту у себя и показывает её, когда банкующий уже "
    "собрал и перетасовал карты.",
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
