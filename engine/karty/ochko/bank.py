"""Money in Очко: stakes against the bank, «стук», and the forgotten-player penalty.

Money is whole units and is conserved exactly: the bank plus every purse is
constant. The only place where a division happens is the penalty split
«в равных долях» (ochko.s67), and its remainder goes where the
``penalty_remainder`` option says::

    >>> split_bank(10, (2, 4, 5), Rules())
    {2: 4, 4: 3, 5: 3}
    >>> split_bank(10, (2, 4, 5), Rules(penalty_remainder=PenaltyRemainder.LAST_HAND))
    {2: 3, 4: 3, 5: 4}
    >>> split_bank(10, (2, 4, 5), Rules(penalty_remainder=PenaltyRemainder.TO_BANKER))
    {2: 3, 4: 3, 5: 3}
"""

from __future__ import annotations

from collections.abc import Sequence

from .rules import PenaltyRemainder, Rules

__all__ = ["split_bank", "stake_bounds", "stuk_threshold"]


def stake_bounds(bank: int, purse: int, rules: Rules) -> tuple[int, int]:
    """The smallest and largest stake a player may name (``ochko.min-stake``,
    ``ochko.stake-range``, ``ochko.purse-limit``); empty if ``lo > hi``.

    >>> stake_bounds(30, 100, Rules(min_stake=5)), stake_bounds(3, 100, Rules(min_stake=5))
    ((5, 30), (3, 3))
    """
    return min(rules.min_stake, bank), min(bank, purse)


def stuk_threshold(bank_start: int, rules: Rules) -> int:
    """The bank at which «стук» may be announced (``ochko.stuk``).

    >>> stuk_threshold(10, Rules())
    100
    """
    return rules.stuk_factor * bank_start


def split_bank(bank: int, wronged: Sequence[int], rules: Rules) -> dict[int, int]:
    """Each wronged seat's share of ``bank`` (``ochko.penalty-split``), ``wronged``
    in turn order from the banker's left. What is not given out stays with the
    banker (only under ``TO_BANKER``)."""
    if not wronged:
        return {}
    k = len(wronged)
    share, rest = divmod(bank, k)
    out = {seat: share for seat in wronged}
    if rules.penalty_remainder is PenaltyRemainder.IN_TURN_ORDER:
        for seat in wronged[:rest]:
            out[seat] += 1
    elif rules.penalty_remainder is PenaltyRemainder.LAST_HAND:
        out[wronged[-1]] += rest
    return out
