"""Очко's "How to play" summary on the site's rules page (see :mod:`karty.howto`): the
numbers its sentences quote, what each card counts, and the sentences.

    >>> facts()["min_bank"] > 0, [(r.symbol, p) for r, p in card_points()][:2]
    (True, [('A', 11), ('K', 4)])
"""

from __future__ import annotations

from typing import Final

from ..cards import DECK, Rank
from ..howto import DeckRow, Sentence
from .position import MAX_PLAYERS
from .rules import Rules
from .values import CARD_POINTS


def facts() -> dict[str, int]:
    """The numbers the sentences quote."""
    rules = Rules()
    return {"deck": len(DECK), "max_players": MAX_PLAYERS, "min_bank": rules.min_bank,
            "stuk_factor": rules.stuk_factor}


def card_points() -> tuple[tuple[Rank, int], ...]:
    """(rank, points), highest rank first."""
    return tuple((r, CARD_POINTS[r]) for r in sorted(Rank, key=lambda r: r.value, reverse=True))


def decks() -> tuple[DeckRow, ...]:
    """One deck only: the values table counts points instead."""
    return ()


SENTENCES: Final[tuple[Sentence, ...]] = (
    Sentence("players",
             ('[One banker against the rest](ochko.players): quite a lot of people may play (the '
              'engine seats 2 to {max_players}), with [the cards from six to '
              'ace](ochko.card-values), a deck of {deck}.'),
             ('[Один банкующий против остальных](ochko.players): играть может достаточно много '
              'человек (движок сажает от 2 до {max_players}), [картами от шестёрки до '
              'туза](ochko.card-values), колодой в {deck} карт.')),
    Sentence("values",
             ('The cards [count](ochko.card-values) as the table shows, [the ace 11](ochko.ace) '
              'unless the table agrees otherwise. The object is [twenty-one](ochko.goal): the '
              'higher total that does not go over it wins.'),
             ('Очки карт [даны в таблице](ochko.card-values), [туз — 11](ochko.ace), если не '
              'договорились иначе. Цель — [двадцать одно](ochko.goal): выигрывает больший счёт, не'
              ' превышающий 21.')),
    Sentence("deal",
             ('Whoever draws [the highest card](ochko.first-banker) banks first and [puts up a '
              'bank](ochko.opening-bank) of at least {min_bank}. He [shuffles](ochko.shuffle), the'
              ' last hand [cuts](ochko.cut), and he [deals one card to each, his own '
              'last](ochko.deal). Then he [«зарезает» the deck](ochko.zarez): from now on [cards '
              'come from the bottom](ochko.draw-from-bottom).'),
             ('Кто [вытянет старшую карту](ochko.first-banker), банкует первым и [ставит '
              'банк](ochko.opening-bank) не меньше {min_bank}. Он [тасует](ochko.shuffle), '
              'последняя рука [срезает колоду](ochko.cut), и он [сдаёт каждому по карте, себе '
              'последнему](ochko.deal). Потом он [«зарезает» колоду](ochko.zarez): дальше [карты '
              'берут снизу](ochko.draw-from-bottom).')),
    Sentence("play",
             ("[In turn from the banker's left](ochko.order-of-play), each player [names his "
              'stake](ochko.stake-first), [usually a third of the bank, half or the whole of '
              'it](ochko.stake-range), then [calls for cards one at a time, or says '
              'enough](ochko.player-draws). [Over 21 is a bust](ochko.bust): he pays his stake '
              'into the bank at once.'),
             ('[По очереди, начиная слева от банкующего](ochko.order-of-play), каждый [называет '
              'ставку](ochko.stake-first) — [обычно треть банка, половину или весь '
              'банк](ochko.stake-range), — потом [просит карты по одной или говорит '
              '«хватит»](ochko.player-draws). [Больше 21 — перебор](ochko.bust): игрок сразу '
              'платит ставку в банк.')),
    Sentence("play",
             ('[Two first cards making 21 win at once](ochko.immediate-21). A player may take [one'
              ' last card «в тёмную»](ochko.dark), unseen. When the player stands, [the banker '
              'draws for himself](ochko.banker-draws) and stops when he likes.'),
             ('[Две первые карты на 21 выигрывают сразу](ochko.immediate-21). Можно взять '
              '[последнюю карту «в тёмную»](ochko.dark), не глядя. Когда игрок остановился, '
              '[банкующий берёт себе](ochko.banker-draws) и останавливается, когда хочет.')),
    Sentence("scoring",
             ('The higher total wins; [a tie goes to the banker](ochko.tie-to-banker), and [if the'
              ' banker busts, the player wins](ochko.banker-bust). [The winner takes his stake '
              'from the bank, the loser pays it in](ochko.settle).'),
             ('Выигрывает больший счёт; [при равенстве выигрывает банкующий](ochko.tie-to-banker),'
              ' а [при переборе банкующего — игрок](ochko.banker-bust). [Выигравший берёт ставку '
              'из банка, проигравший платит её в банк](ochko.settle).')),
    Sentence("scoring",
             ('[A player who stakes the whole bank and wins it ends the bank](ochko.whole-bank). '
              'The banker may knock («стук»), usually once the bank holds [{stuk_factor} times the'
              ' opening bank](ochko.stuk): the кон under way is his last, and [when the last '
              'player has played, what is left in the bank is his](ochko.stuk-end). Then [the bank'
              ' passes on](ochko.bank-passes), to the player on his left.'),
             ('[Кто пошёл на весь банк и выиграл, тот кончает банк](ochko.whole-bank). Банкующий '
              'может объявить «стук», обычно когда банк станет [в {stuk_factor} раз больше '
              'первоначального](ochko.stuk): идущий кон — последний, и [когда сыграет последний '
              'игрок, остаток банка — его](ochko.stuk-end). Затем [банк '
              'переходит](ochko.bank-passes) к игроку слева.')),
)
