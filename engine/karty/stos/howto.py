"""Стос's "How to play" summary on the site's rules page (see :mod:`karty.howto`): the
numbers its sentences quote, the decks the banker may deal (its cards count nothing),
and the sentences.

    >>> [(d.value, len(d.ranks), d.default) for d in decks()]
    [('36', 9, True), ('32', 8, False)]
"""

from __future__ import annotations

from typing import Final

from ..cards import Rank
from ..howto import DeckRow, Sentence
from .rules import Deck, Rules


def facts() -> dict[str, int]:
    """The numbers the sentences quote."""
    rules = Rules()
    return {"deck": rules.deck_size, "min_stake": rules.min_stake, "max_stake": rules.max_stake,
            "max_paroli": rules.max_paroli, "talias": rules.talias}


def card_points() -> tuple[tuple[Rank, int], ...]:
    """No card counts points: only its rank matters."""
    return ()


def decks() -> tuple[DeckRow, ...]:
    """Each deck of the ``deck`` option, its ranks highest first."""
    usual = Rules().deck
    return tuple(DeckRow("deck", d.value,
                         tuple(sorted({c.rank for c in Rules(deck=d).cards()},
                                      key=lambda r: r.value, reverse=True)),
                         d == usual)
                 for d in Deck)


SENTENCES: Final[tuple[Sentence, ...]] = (
    Sentence("players",
             ('[Two play](stos.players): the banker, who deals, and the punter, who stakes on a '
              'card, with a [deck of {deck} cards](stos.deck), six to ace.'),
             ('[Играют двое](stos.players): банкомёт, который мечет, и понтёр, который ставит на '
              'карту, [колодой в {deck} карт](stos.deck), от шестёрки до туза.')),
    Sentence("values",
             ("Cards have no points: [only the rank of the punter's card counts, not its "
              'suit](stos.punter-card).'),
             ('Очков у карт нет: [у карты понтёра важно только достоинство, а не '
              'масть](stos.punter-card).')),
    Sentence("deal",
             ('The punter [lays a card face down](stos.punter-card) and [names a '
              'stake](stos.stake) of {min_stake} to {max_stake}. The banker [shuffles a fresh '
              'deck](stos.new-talia) and [turns the cards up one by one](stos.deal), to his right '
              "(his side) and to his left (the punter's), the right first."),
             ('Понтёр [кладёт карту рубашкой вверх](stos.punter-card) и [называет '
              'ставку](stos.stake) от {min_stake} до {max_stake}. Банкомёт [тасует колоду '
              'заново](stos.new-talia) и [мечет карты по одной](stos.deal): направо (себе) и '
              'налево (понтёру), сначала направо.')),
    Sentence("play",
             ("[The first card of the punter's rank decides](stos.decides): on the right the "
              'banker takes the stake; on the left the bank pays the punter as much. If both cards'
              ' of one pair are of his rank («плие»), [the banker takes the stake](stos.pair).'),
             ('[Решает первая карта достоинства понтёра](stos.decides): справа — банкомёт забирает'
              ' ставку, слева — банк платит понтёру столько же. Если обе карты одной пары — его '
              'достоинства («плие»), [банкомёт берёт ставку](stos.pair).')),
    Sentence("scoring",
             ('Having won, the punter may [bend a corner of his card («пароли»)](stos.paroli) '
              'instead of taking his winnings: the same card rides again with stake and winnings '
              'on it, [in a new talia](stos.paroli-talia), and after each win he may bend a '
              'further corner, at most {max_paroli} in a row. [What one wins, the other '
              'pays](stos.returns); a game lasts [at most {talias} talias](stos.session).'),
             ('Выиграв, понтёр может вместо выигрыша [загнуть угол карты («пароли»)](stos.paroli):'
              ' та же карта идёт снова, со ставкой и выигрышем, [в новой '
              'талии](stos.paroli-talia), и после каждого выигрыша можно загнуть ещё угол, всего '
              'не больше {max_paroli} подряд. [Что выиграл один, платит другой](stos.returns); '
              'игра длится [не больше {talias} талий](stos.session).')),
)
