"""The rules of Бура for how a кон is won: the declarations (Бура, Молодка),
the claim «Игра сделана», the count, the end of the deck, and the match.
Registered when :mod:`karty.bura.rulebook` is imported, after
:mod:`karty.bura.rulebook_play` (the order of the registry), which
re-exports every name (import the rules from there)."""

from __future__ import annotations

from ..registry import Provenance, rule
from .supplements import DENEXA, EUROPEBET, UNVERIFIED_EN, UNVERIFIED_RU, WIKI_EN, WIKI_RU, _sup

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
