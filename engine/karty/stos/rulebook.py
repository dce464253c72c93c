"""Every rule of Стос (штосс) the engine enforces, with its provenance.

Our text names the game once, in a verse: «Чётко мечет в чудный „стос“»
(``verse1.l8``), and gives none of its rules. So every rule here is a
*supplement*, cited to a named outside description, or *editorial* where we
had to decide something no description settles. The deal rule names the verse
line, so the line links to it::

    >>> from karty import REGISTRY
    >>> [r.id for r in REGISTRY.citing("verse1.l8")]
    ['stos.deal']
    >>> REGISTRY["stos.decides"].provenance.kind.value
    'supplement'
"""

from __future__ import annotations

from ..registry import Provenance, Rule, rule

#: Культура.РФ, the Russian ministry of culture's portal: an article on the card
#: games of Russian classic literature, read in reposts (kiozk.ru, dzen.ru); the author
#: is named by the reposts, not confirmed on culture.ru itself; its date not seen.
CULTURE_RF = "Культура.РФ, Л. Сальникова: «Штосс, бостон и винт: во что играли герои русской классики»"
#: A book on Pushkin's everyday life, with a description of штосс and of the three
#: deals in «Пиковая дама»; read in an online copy (bibliboba.online, its page 87: the
#: copy's own pagination, not the print page, which we have not seen).
CHERKASHINA = "Л. А. Черкашина, «Живой Пушкин. Повседневная жизнь великого поэта» (2021)"
#: Pushkin's story, chapter VI (the three deals of Chekalinsky against Germann),
#: read in an online copy (knigaread.com).
PUSHKIN = "А. С. Пушкин, «Пиковая дама» (1833), гл. VI"
#: A wiki of card games on штосс and the банк family, read in a stored copy.
GAME_WIKI = "game-wiki.guru: «Штосс»"
#: The American Cyclopaedia's article on faro, read at chestofbooks.com.
CYCLOPAEDIA = "The American Cyclopaedia, vol. 7: «Faro, or Pharo»"
#: Hoyle's Games, the terms of faro (pp. 62–63), read in an online copy
#: (childrensnursery.org.uk, «hoyles-games», titled "Hoyle's Games, Improved and
#: Enlarged"; the copy shows no imprint, so the edition and year are not known to us).
HOYLE = "«Hoyle's Games, Improved and Enlarged»: «Faro»"
#: English Wikipedia's «Stuss» (the faro of New York and Chicago), read in a mirror
#: (w.owiki.org).
STUSS = "en.wikipedia.org: «Stuss»"
#: Shalamov's essay on the card games of the criminal world, read only in an
#: unofficial online copy of his Собрание сочинений, vol. 2 (readnow.me), which does
#: not name the piece (see corpus/glossary/SOURCES.md).
SHALAMOV = "В. Т. Шаламов, Собрание сочинений, т. 2 (очерк о карточных играх блатных)"

#: What each supplement is, and how it was read (for the rules page).
SUPPLEMENTS: dict[str, dict[str, str]] = {
    CULTURE_RF: {
        "en": "An article of the Russian ministry of culture's portal on the card games of "
        "classic literature, read in reposts (kiozk.ru, dzen.ru); the author is named by the "
        "reposts and not confirmed on the portal itself, and the article's date is not seen: "
        "штосс was played with 52 or 36 cards; in the "
        "simple form there are two players; the punter chooses a card and says how much he "
        "stakes on it, the banker lays the cards alternately to the left and to the right; "
        "the card on the banker's left wins for the punter, on his right for the banker.",
        "ru": "Статья портала «Культура.РФ» о карточных играх русской классики, прочитана в "
        "перепечатках (kiozk.ru, dzen.ru); автор назван в перепечатках, на самом портале не "
        "проверен, дата статьи не видена: в штосс играли колодой в 52 или 36 карт; в простой версии игроков "
        "двое; понтёр загадывает карту и объявляет ставку, банкомёт раскладывает карты "
        "поочерёдно налево и направо; карта слева от банкомёта — выигрыш понтёра, справа — "
        "банкомёта.",
    },
    CHERKASHINA: {
        "en": "A popular book on Pushkin's everyday life, read in an online copy (bibliboba.online, "
        "page 87 of that copy; the print page not seen): each player "
        "has his own deck; the punter sets the stake and lays his card face down, unseen by "
        "the banker; the banker deals one card to the right, one to the left, and so on, until "
        "a card matches the punter's in rank (not in suit); on the right the banker wins, on "
        "the left the punter; if both cards of a pair match («плие»), the banker wins.",
        "ru": "Книга о повседневной жизни Пушкина, прочитана в сетевой копии (bibliboba.online, "
        "с. 87 копии; печатная страница не видена): у каждого игрока "
        "своя колода; понтёр назначает ставку и кладёт карту рубашкой вверх, не показывая "
        "банкомёту; банкомёт мечет карту направо, карту налево и так далее, пока одна не "
        "совпадёт с картой понтёра по значению (не по масти); направо — выигрыш банкомёта, "
        "налево — понтёра; если совпадут обе карты пары («плие»), выигрывает банкомёт.",
    },
    PUSHKIN: {
        "en": "The literary attestation, read in an online copy of chapter VI: Germann puts "
        "his stake on his card; «Он стал метать. Направо легла девятка, налево тройка. — "
        "Выиграла!» (his three fell on the left); the next evening he «дождался новой тальи, "
        "поставил карту, положив на нее свои сорок семь тысяч и вчерашний выигрыш»; «Валет "
        "выпал направо, семерка налево».",
        "ru": "Литературное свидетельство, глава VI прочитана в сетевой копии: Германн ставит "
        "карту; «Он стал метать. Направо легла девятка, налево тройка. — Выиграла!» (его "
        "тройка легла налево); на другой вечер он «дождался новой тальи, поставил карту, "
        "положив на нее свои сорок семь тысяч и вчерашний выигрыш»; «Валет выпал направо, "
        "семерка налево».",
    },
    GAME_WIKI: {
        "en": "A Russian wiki of card games, anonymous and undated, read in a stored copy, and "
        "cited only where nothing better was found (the deck sizes): with two players (banker and "
        "punter) the game is штосс, with several punters банк; each player has his own deck "
        "of 52, 36 or 32 cards, the two alike; in the second half of the twentieth century the "
        "32-card deck was the usual one.",
        "ru": "Русская вики карточных игр, анонимная и без даты, прочитана в сохранённой копии "
        "и приводится только там, где лучшего не нашлось (размеры колоды): при двух игроках "
        "(банкомёт и понтёр) игра называется штосс, при нескольких понтёрах — банк; у каждого "
        "своя колода в 52, 36 или 32 листа, одинаковые; во второй половине XX века обычно "
        "играли колодой в 32 листа.",
    },
    CYCLOPAEDIA: {
        "en": "The nineteenth-century encyclopaedia on faro, the same game in its Western form, "
        "read online (chestofbooks.com; the copy does not show the volume's year, not seen): the banker turns up the cards one by one, first to his right for the bank, "
        "then to his left for the player; the first card is blank; the player loses half the "
        "stake when his card comes twice in the same turn (a split); the last card neither wins "
        "nor loses; a winning punter may paroli, venturing stake and gains by bending a corner "
        "of his card, then sept-et-le-va and on to soixante-et-le-va.",
        "ru": "Энциклопедия XIX века о фараоне (фаро), той же игре в западной форме, прочитана "
        "в сети (chestofbooks.com; год тома копия не показывает, мы его не видели): банкомёт открывает карты по одной, сначала направо — для банка, потом налево "
        "— для понтёра; первая карта не в счёт; если карта понтёра придёт дважды в одной паре, "
        "он теряет половину ставки; последняя карта не выигрывает и не проигрывает; "
        "выигравший понтёр может загнуть пароли — угол карты, рискуя ставкой и выигрышем, "
        "затем сет-е-ле-ва и так до суасант-е-ле-ва.",
    },
    HOYLE: {
        "en": "Hoyle's terms of faro, read in an online copy (childrensnursery.org.uk, pp. 62–63 "
        "as that copy numbers them; it shows no imprint, so the edition and year are not "
        "known to us): a paroli (cocking) is venturing stake and gains, shown by bending a "
        "corner of the card upwards; for quinze-et-le-va the punter 'bends the third corner "
        "of the card'; a doublet (the punter's card twice in one coup) wins the bank half the "
        "stake; a coup is any two cards dealt alternately to the right and left.",
        "ru": "Термины фараона по Хойлу, прочитаны в сетевой копии (childrensnursery.org.uk, "
        "с. 62–63 по нумерации копии; выходных данных в ней нет, поэтому издание и год нам "
        "неизвестны): пароли — риск ставкой и выигрышем, о чём понтёр знаком загибает угол "
        "карты вверх; для кенз-е-ле-ва понтёр загибает третий угол карты; дублет (карта "
        "понтёра дважды в одной паре) приносит банку половину ставки; пара — две карты, "
        "сданные поочерёдно направо и налево.",
    },
    STUSS: {
        "en": "The English Wikipedia article on stuss (faro dealt from the hand), read in a "
        "mirror: the house wins all the money when two equal cards are drawn, not half as in "
        "faro.",
        "ru": "Статья английской Википедии о штоссе (stuss — фараон, сдаваемый с руки), "
        "прочитана в зеркале: при двух одинаковых картах банк забирает всю ставку, а не "
        "половину, как в фараоне.",
    },
    SHALAMOV: {
        "en": "Shalamov on the criminals' games, read only in an unofficial online copy of "
        "vol. 2 that does not name the piece: the hundred-year-old штосс became «стос» in the "
        "criminal world, and every блатарь must know how to play it, «загибать углы, как Герман "
        "или Чекалинский».",
        "ru": "Шаламов об играх блатных, прочитано только в неофициальной сетевой копии т. 2, "
        "где не назван очерк: игра столетней давности «штосс» стала у блатных «стосом», и "
        "каждый блатарь должен уметь играть в неё, «загибать углы, как Герман или "
        "Чекалинский».",
    },
}

PLAYERS: Rule = rule(
    "stos.players",
    "Two play: the banker (банкомёт), who deals, and the punter (понтёр), who stakes on a "
    "card. The engine seats the banker at 0 and the punter at 1.",
    "Играют двое: банкомёт, который мечет, и понтёр, который ставит на карту. В движке "
    "банкомёт — место 0, понтёр — место 1.",
    Provenance.from_supplement(
        GAME_WIKI, note_en="With two players the game is штосс; with several punters «банк». "
        "Культура.РФ: 'in the simple form there were only two players'.",
        note_ru="При двух игроках игра называется штосс, при нескольких понтёрах — банк. "
        "Культура.РФ: «в простой версии было всего два игрока»."),
)
DECK: Rule = rule(
    "stos.deck",
    "The banker deals from a deck of 36 cards (6 to ace) or of 32 (7 to ace), as the rules "
    "option says; the punter chooses his card from a deck of the same kind.",
    "Банкомёт мечет колоду в 36 карт (от шестёрки до туза) или в 32 (от семёрки), как "
    "установлено правилами; понтёр выбирает карту из такой же колоды.",
    Provenance.from_supplement(
        GAME_WIKI, note_en="Decks of 52, 36 or 32 cards, the two alike. The engine's cards are "
        "the 36-card deck of our text's games, so the 52-card deck is not offered.",
        note_ru="Колоды в 52, 36 или 32 листа, одинаковые. Карты движка — колода в 36 листов "
        "из игр нашего текста, поэтому колоды в 52 листа нет."),
)
PUNTER_CARD: Rule = rule(
    "stos.punter-card",
    "The punter chooses a card and lays it face down, unseen by the banker; only its rank "
    "counts, not its suit.",
    "Понтёр выбирает карту и кладёт её рубашкой вверх, не показывая банкомёту; в счёт идёт "
    "только её достоинство, а не масть.",
    Provenance.from_supplement(
        CHERKASHINA, note_en="'He takes a card from his own deck and, not showing it to the "
        "banker, lays it on the table'; the card that decides matches it 'in value (but not in "
        "suit)'.",
        note_ru="«Достаёт карту из своей колоды и, не показывая её банкомёту, кладёт на "
        "стол»; решает карта, совпавшая «по значению (но не по масти)»."),
)
STAKE: Rule = rule(
    "stos.stake",
    "Before the deal the punter names his stake, a whole number of units within the limits "
    "the rules set.",
    "Перед тем как банкомёт начнёт метать, понтёр называет ставку — целое число единиц в "
    "пределах, установленных правилами.",
    Provenance.from_supplement(
        CULTURE_RF, note_en="The punter 'announced how much money he stakes on it'. The "
        "limits are ours.", note_ru="Понтёр «объявлял, сколько денег на нее ставит». "
        "Пределы наши."),
)
NEW_TALIA: Rule = rule(
    "stos.new-talia",
    "Each stake is played in a talia of its own: the banker deals from a freshly shuffled "
    "deck until the punter's card is decided.",
    "Каждая ставка играется в своей талии: банкомёт мечет заново перетасованную колоду, пока "
    "карта понтёра не решится.",
    Provenance.from_supplement(
        PUSHKIN, note_en="Germann 'waited for a new talia, put down a card'. With one punter "
        "and one card, the talia ends when that card is decided (Черкашина: the deal goes on "
        "until every card staked on has won or lost).",
        note_ru="Германн «дождался новой тальи, поставил карту». При одном понтёре и одной "
        "карте талия кончается, когда эта карта решилась (Черкашина: штос мечется, пока все "
        "карты, на которые поставлено, не выиграют или не проиграют)."),
)
DEAL: Rule = rule(
    "stos.deal",
    "The banker «мечет»: he turns the cards up one by one, alternately to his right (his own "
    "side) and to his left (the punter's side), the right first unless the rules say "
    "otherwise; each right card and the left card after it make a pair.",
    "Банкомёт «мечет»: открывает карты по одной, поочерёдно направо (на свою сторону) и "
    "налево (на сторону понтёра), первую — направо, если правила не говорят иного; карта "
    "справа и следующая за ней слева составляют пару.",
    Provenance.from_supplement(
        PUSHKIN, segments=("verse1.l8",),
        note_en="«Он стал метать. Направо легла девятка, налево тройка»: the right card first. "
        "So too Черкашина ('one card to the right, the other to the left') and the American "
        "Cyclopaedia on faro ('first to his right for the bank and then to his left'). The "
        "line of our text: «Чётко мечет в чудный „стос“».",
        note_ru="«Он стал метать. Направо легла девятка, налево тройка»: первая карта — "
        "направо. Так же у Черкашиной («одну карту — направо, другую — налево») и в "
        "Американской энциклопедии о фараоне («сначала направо, для банка, потом налево»). "
        "Строка нашего текста: «Чётко мечет в чудный „стос“»."),
)
CHANCE_MODEL: Rule = rule(
    "stos.chance-model",
    "The shuffle is modelled card by card: each card turned up is drawn at random from the "
    "cards of the talia not yet turned, every one equally likely.",
    "Тасовка моделируется по карте: каждая открытая карта случайно и равновероятно берётся "
    "из ещё не открытых карт талии.",
    Provenance.editorial(
        "Turning up the top card of a well-shuffled deck shows each unseen card with the same "
        "chance, so the odds are those of a shuffled deck, and each step of the deal is a chance "
        "step whose outcomes and probabilities can be listed exactly.",
        "Верхняя карта хорошо перетасованной колоды — любая из ещё не виденных с равным шансом, "
        "так что шансы те же, что при тасовке, а каждый шаг сдачи — случайный шаг с точно "
        "перечислимыми исходами и вероятностями."),
)
FIRST_CARD: Rule = rule(
    "stos.first-card",
    "The first card of the talia counts like any other, or is blank (neither wins nor loses) "
    "if the rules say so.",
    "Первая карта талии идёт в счёт, как любая другая, или, если так установлено правилами, "
    "не в счёт (не выигрывает и не проигрывает).",
    Provenance.from_supplement(
        CYCLOPAEDIA, note_en="Faro: 'The first card is considered blank'. The Russian "
        "descriptions say nothing of a blank card, and in Pushkin the first card of the talia "
        "decides Germann's third evening: «Направо легла дама, налево туз» — «Дама ваша "
        "убита» (his card was the queen; ch. VI, read in an online copy, knijky.ru).",
        note_ru="Фараон: «первая карта считается пустой». Русские описания о пустой карте не "
        "говорят, а у Пушкина первая карта талии решает третий вечер Германна: «Направо "
        "легла дама, налево туз» — «Дама ваша убита» (его картой оказалась дама; гл. VI, "
        "прочитано в сетевой копии, knijky.ru)."),
)
DECIDES: Rule = rule(
    "stos.decides",
    "The first card of the punter's rank decides: fallen on the banker's side (right), the "
    "banker takes the stake; on the punter's side (left), the bank pays the punter as much.",
    "Решает первая карта того же достоинства, что у понтёра: легла на сторону банкомёта "
    "(направо) — банкомёт забирает ставку; на сторону понтёра (налево) — банк платит понтёру "
    "столько же.",
    Provenance.from_supplement(
        CULTURE_RF, note_en="'If the chosen card fell to the banker's left, the punter won; "
        "if to his right, the banker.' So too Черкашина, and Pushkin: the three fell on the left "
        "and Germann had won.",
        note_ru="«Если загаданная карта легла слева от банкомета, то выигрывал понтёр, если "
        "справа — то банкомет». Так же у Черкашиной, и у Пушкина: тройка легла налево, и "
        "Германн выиграл."),
)
PAIR: Rule = rule(
    "stos.pair",
    "If both cards of one pair are of the punter's rank («плие»), the pair rule of the rules "
    "options applies: the banker takes the whole stake, or half of it, or (with no pair rule) "
    "the first of the two decides as usual.",
    "Если обе карты одной пары — того же достоинства, что у понтёра («плие»), действует "
    "правило пары из правил: банкомёт забирает всю ставку или её половину, а без особого "
    "правила решает, как обычно, первая из двух.",
    Provenance.from_supplement(
        CHERKASHINA, note_en="«Плие»: 'the winnings go to the banker'. Faro takes half "
        "(the American Cyclopaedia, Hoyle); stuss takes all (Wikipedia).",
        note_ru="«Плие»: «выигрыш достаётся банкомёту». В фараоне банк берёт половину "
        "(Американская энциклопедия, Хойл), в stuss — всё (Википедия)."),
)
HALF_ROUNDING: Rule = rule(
    "stos.half-rounding",
    "When the banker takes half the stake, an odd stake's half is rounded up to a whole unit.",
    "Когда банкомёт берёт половину ставки, половина нечётной ставки округляется вверх до "
    "целой единицы.",
    Provenance.editorial(
        "Money is counted in whole units; the odd unit goes to the bank, whose advantage the "
        "split is.", "Деньги считаются целыми единицами; лишняя единица достаётся банку, "
        "ради которого и существует это правило."),
)
LAST_CARD: Rule = rule(
    "stos.last-card",
    "A last card left without a partner neither wins nor loses; with one punter's card it can "
    "never decide, as at least three cards of his rank are still in the deck.",
    "Последняя карта, оставшаяся без пары, не выигрывает и не проигрывает; при одной карте "
    "понтёра она никогда не решает: в колоде остаются по крайней мере три карты его "
    "достоинства.",
    Provenance.from_supplement(
        CYCLOPAEDIA, note_en="'The last card neither wins nor loses.' That it cannot matter "
        "here is our observation (a test checks it).",
        note_ru="«Последняя карта не выигрывает и не проигрывает». Что здесь она не может "
        "решить, — наше наблюдение (его проверяет тест)."),
)
PAROLI: Rule = rule(
    "stos.paroli",
    "Having won, the punter may bend a corner of his card («пароли») instead of taking his "
    "winnings: the same card rides again, with his stake and his winnings on it, so the stake "
    "doubles; if it wins again he may bend a further corner, up to the number of times the "
    "rules allow.",
    "Выиграв, понтёр может вместо того, чтобы взять выигрыш, загнуть угол карты («пароли»): "
    "та же карта идёт снова, а на ней ставка и выигрыш, то есть ставка удваивается; если она "
    "выиграет снова, можно загнуть следующий угол — столько раз подряд, сколько позволяют "
    "правила.",
    Provenance.from_supplement(
        CYCLOPAEDIA, note_en="'He may either take his money or paroli; that is to say, double "
        "his chance by venturing both his stake and gains, which he intimates by bending a "
        "corner of his card upward', then sept-et-le-va, quinze, trente and soixante-et-le-va "
        "(five bends). Hoyle's terms of faro: a paroli is venturing stake and gains, shown by "
        "bending a corner of the card. Shalamov: every блатарь must know how «загибать углы, "
        "как Герман или Чекалинский». Pushkin, ch. VI: during a long talia Chekalinsky «еще "
        "учтивее отгибал лишний угол, загибаемый рассеянною рукою» (read in an online copy, "
        "club-books.ru). The commentary to Vyazemsky's «Стихотворения» (Л., 1958, «Библиотека "
        "поэта»; p. 453 or 454, read in the RVB electronic edition): «Загнуть угол карты в "
        "игре в банк — увеличить ставку». Germann's three evenings are not a paroli: each evening "
        "he stakes a new card.",
        note_ru="«Может взять деньги или загнуть пароли, то есть удвоить шанс, рискуя и "
        "ставкой, и выигрышем, о чём он знаком загибает угол карты вверх», затем "
        "сет-е-ле-ва, кенз, трант и суасант-е-ле-ва (пять загибов). Термины фараона по Хойлу: "
        "пароли — риск ставкой и выигрышем, знак — загнутый угол карты. Шаламов: каждый "
        "блатарь должен уметь «загибать углы, как Герман или Чекалинский». Пушкин, гл. VI: "
        "в долгой талье Чекалинский «еще учтивее отгибал лишний угол, загибаемый рассеянною "
        "рукою» (прочитано в сетевой копии, club-books.ru). Комментарий к «Стихотворениям» "
        "Вяземского (Л., 1958, «Библиотека поэта»; с. 453 или 454, прочитано в электронном "
        "издании РВБ): «Загнуть угол карты в игре в банк — увеличить ставку». Три вечера "
        "Германна — не пароли: каждый вечер он ставит новую карту."),
)
PAROLI_TALIA: Rule = rule(
    "stos.paroli-talia",
    "The card with a bent corner is played in a new talia, like any stake: the banker "
    "shuffles a fresh deck and deals until the card is decided again.",
    "Карта с загнутым углом играет в новой талии, как любая ставка: банкомёт тасует колоду "
    "заново и мечет, пока карта снова не решится.",
    Provenance.editorial(
        "Our reading. In faro the bent card waits for the next card of its rank in the same "
        "deal (the American Cyclopaedia), and in Pushkin's ch. VI the corners are bent while a "
        "long talia is dealt («Талья длилась долго. На столе стояло более тридцати карт»). "
        "Here, with one punter and one card, a talia ends when the card is decided "
        "(each stake is played in a talia of its own), so the bent card rides in the next talia: a simplification of ours.",
        "Наше прочтение. В фараоне карта с загнутым углом ждёт следующей карты своего "
        "достоинства в той же сдаче (Американская энциклопедия), и у Пушкина в гл. VI углы "
        "загибают, пока идёт долгая талья («Талья длилась долго. На столе стояло более "
        "тридцати карт»). Здесь при одном понтёре и одной карте талия кончается, когда карта "
        "решилась (каждая ставка играется в своей талии), поэтому карта с углом идёт в следующей талии: это наше "
        "упрощение."),
)
SESSION: Rule = rule(
    "stos.session",
    "After each talia the punter stakes on a new card, bends a corner of his card if it has "
    "won, or stops; the game ends when he stops or when the number of talias the rules allow "
    "is played.",
    "После каждой талии понтёр ставит на новую карту, загибает угол своей карты, если она "
    "выиграла, или прекращает игру; игра кончается, когда он прекратил или сыграно столько "
    "талий, сколько позволяют правила.",
    Provenance.editorial(
        "The limit on talias is ours: it keeps every game finite.",
        "Предел числа талий наш: с ним любая игра конечна."),
)
RETURNS: Rule = rule(
    "stos.returns",
    "What the punter wins the banker pays, and what he loses the banker takes: the two "
    "results always sum to zero.",
    "Что выигрывает понтёр, платит банкомёт, а что проигрывает — забирает банкомёт: сумма "
    "результатов всегда равна нулю.",
    Provenance.from_supplement(
        CULTURE_RF, note_en="The bank pays the punter as much as he staked (Культура.РФ, "
        "Pushkin: Chekalinsky 'counted out ninety-four thousand').",
        note_ru="Банк платит понтёру столько же, сколько тот поставил (Культура.РФ; у Пушкина "
        "Чекалинский «отсчитал девяносто четыре тысячи»)."),
)
HIDDEN_CARD: Rule = rule(
    "stos.hidden-card",
    "The punter's card stays hidden from the banker until a card of its rank falls; then the "
    "punter shows it.",
    "Карта понтёра скрыта от банкомёта, пока не ляжет карта того же достоинства; тогда понтёр "
    "её открывает.",
    Provenance.from_supplement(
        PUSHKIN, note_en="«— Выиграла! — сказал Германн, показывая свою карту»; «Германн "
        "открыл семерку». Черкашина: the card is laid 'not showing it to the banker'.",
        note_ru="«— Выиграла! — сказал Германн, показывая свою карту»; «Германн открыл "
        "семерку». Черкашина: карта кладётся, «не показывая её банкомёту»."),
)
