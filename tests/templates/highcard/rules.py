"""The options of High card: the ace high or low, and the stake."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from karty.cards import Rank
from karty.options import RulesBase, option
from karty.registry import Provenance


class Ace(enum.Enum):
    HIGH = "high"
    LOW = "low"


@dataclass(frozen=True, slots=True)
class Rules(RulesBase):
    GAME: ClassVar[str] = "highcard"
    VALUE_WORDS: ClassVar[Mapping[str, Mapping[str, tuple[str, str]]]] = {
        "ace": {"high": ("above the king", "старше короля"),
                "low": ("below the six", "младше шестёрки")}}

    ace: Ace = option(
        Ace.HIGH, en="where the ace ranks", ru="где стоит туз",
        choices={Ace.HIGH: Provenance.editorial("Ours.", "Наше."),
                 Ace.LOW: Provenance.editorial("Ours: offered to have a choice.",
                                               "Наше: чтобы был выбор.")})
    stake: int = option(1, en="the stake", ru="ставка", minimum=1, maximum=5,
                        provenance=Provenance.editorial("The amount is ours.", "Сумма наша."))

    def order(self, rank: Rank) -> int:
        """The rank's strength: the ace high (14) or low (1)."""
        return 1 if rank is Rank.ACE and self.ace is Ace.LOW else int(rank)
