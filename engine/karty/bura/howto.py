"""Бура's "How to play" summary on the site's rules page (see :mod:`karty.howto`): the
numbers its sentences quote, what each card counts, and the sentences.

    >>> facts()["total"], [(r.symbol, p) for r, p in card_points()][:2]
    (120, [('A', 11), ('10', 10)])
"""

from __future__ import annotations

from typing import Final

from ..cards import DECK, Rank
from ..howto import DeckRow, Sentence
from .rules import Rules
from .scoring import HAND_SIZE, POINTS, RANK_ORDER, TOTAL_POINTS


def facts() -> dict[str, int]:
    """The numbers the sentences quote."""
    rules = Rules()
    return {"deck": len(DECK), "hand": HAND_SIZE, "total": TOTAL_POINTS, "target": rules.target,
            "kons": rules.kons}


def card_points() -> tuple[tuple[Rank, int], ...]:
    """(rank, points), in the order of rank."""
    return tuple((r, POINTS[r]) for r in RANK_ORDER)


def decks() -> tuple[DeckRow, ...]:
    """One deck only: the values table counts points instead."""
    return ()


SENTENCES: Final[tuple[Sentence, ...]] = (
    Sentence("players",
             ('[Usually two play](bura.players), with a [deck of {deck} cards](bura.deck): six to '
              'ace in each of the four suits.'),
             ('[Обычно играют двое](bura.players), [колодой в {deck} карт](bura.deck): от шестёрки'
              ' до туза в каждой из четырёх мастей.')),
    Sentence("values",
             ('The cards [count](bura.card-points) as the table shows, and within a suit they '
              '[rank](bura.rank-order) in the same order: the ten just below the ace. The deck '
              'holds [{total} points](bura.total-points).'),
             ('Очки карт [даны в таблице](bura.card-points); в масти карты [идут по '
              'старшинству](bura.rank-order) в том же порядке: десятка сразу под тузом. Всего в '
              'колоде [{total} очков](bura.total-points).')),
    Sentence("deal",
             ('Each player is [dealt {hand} cards](bura.deal); the next card is turned up for '
              'trumps and [laid under the stock](bura.trump-card.under-stock), to be drawn last. '
              '[The dealer leads](bura.first-lead.dealer) first.'),
             ('Каждому [сдают по {hand} карты](bura.deal); следующую карту открывают — это козырь '
              '— и [кладут под колоду](bura.trump-card.under-stock): её возьмут последней. [Первым'
              ' ходит сдающий](bura.first-lead.dealer).')),
    Sentence("play",
             ('The leader plays [one card, or two or three of one suit](bura.lead); the other '
              'answers with [as many cards](bura.answer-count). To take the trick he must [beat '
              'each led card with one of his own](bura.beat): a higher card of its suit, or [a '
              'trump](bura.trump-beats).'),
             ('Ходящий кладёт [одну карту или две-три одной масти](bura.lead); второй отвечает '
              '[столькими же картами](bura.answer-count). Чтобы взять взятку, он должен [побить '
              'каждую карту хода своей](bura.beat): старшей той же масти или '
              '[козырем](bura.trump-beats).')),
    Sentence("play",
             ('Otherwise he [gives up the trick](bura.surrender), throwing off as many cards face '
              'down, which [count for the taker](bura.snos) unseen. [Whoever takes the trick leads'
              ' next](bura.next-lead); both [draw back to {hand} cards](bura.draw), [the taker '
              'first](bura.draw-first.winner).'),
             ('Иначе он [отдаёт взятку](bura.surrender), сбрасывая столько же карт рубашкой вверх;'
              ' этот снос [идёт в счёт взявшему](bura.snos) не глядя. [Взявший взятку ходит '
              'следующим](bura.next-lead); оба [добирают до {hand} карт](bura.draw), [первым — '
              'взявший](bura.draw-first.winner).')),
    Sentence("play",
             ('Three trumps in hand is [«Бура»](bura.bura): it wins the кон at once. Three cards '
              'of another suit is [«Молодка»](bura.molodka): its holder leads out of turn.'),
             ('Три козыря на руках — [«Бура»](bura.bura): она сразу выигрывает кон. Три карты '
              'другой масти — [«Молодка»](bura.molodka): с неё ходят вне очереди.')),
    Sentence("scoring",
             ('A player may stop the play with [«Игра сделана»](bura.claim) and count his tricks: '
              'with [{target} points or more he wins](bura.claim-made) the кон, [with fewer he '
              'loses it](bura.claim-failed). The piles lie face down, so [he counts in his '
              'head](bura.counting.memory).'),
             ('Игрок может остановить игру словами [«Игра сделана»](bura.claim) и посчитать свои '
              'взятки: [со счётом {target} и больше он выигрывает](bura.claim-made) кон, [с '
              'меньшим — проигрывает](bura.claim-failed). Взятки лежат рубашкой вверх, так что '
              '[считать приходится в уме](bura.counting.memory).')),
    Sentence("scoring",
             ('If the cards are played out and nobody has claimed, [more points '
              'wins](bura.exhausted.more-points). [The loser of a кон owes the winner the '
              'stake](bura.stake), [the winner deals next](bura.next-dealer), and after [{kons} '
              'rounds](bura.match) the players settle.'),
             ('Если карты сыграны, а заявки не было, [выигрывает, у кого больше '
              'очков](bura.exhausted.more-points). [Проигравший кон должен выигравшему '
              'ставку](bura.stake), [выигравший сдаёт следующий кон](bura.next-dealer), а после '
              '[{kons} конов](bura.match) игроки рассчитываются.')),
)
