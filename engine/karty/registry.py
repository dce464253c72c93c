"""The rule registry: every rule the engine enforces, with its provenance.

A rule has an id (``bura.rank-order``), a one-line statement in Russian and
in English, and a provenance: the sentences of the source it formalises
(segment ids of the edition, e.g. ``bura.s10``), a named outside description
(a *supplement*), or an editorial choice of ours.

Explanations are traces of :class:`Step` s, each naming the rule it applies::

    >>> step = Step("bura.rank-order", "10♠ beats K♠: the ten outranks the king",
    ...             "10♠ бьёт К♠: десятка старше короля")
    >>> step.format("en")  # doctest: +SKIP
    '10♠ beats K♠: the ten outranks the king [bura.rank-order ← bura.s10]'
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .errors import Lang

_RULE_ID = re.compile(r"[a-z]+(\.[a-z0-9]+(-[a-z0-9]+)*)+")
_SEGMENT_ID = re.compile(r"[a-z0-9]+\.[a-z]+[0-9]*[a-z]?")


class ProvenanceKind(enum.Enum):
    """Where a rule or an option comes from."""

    SOURCE = "source"
    """The source text says it; ``segments`` name the sentences."""
    SUPPLEMENT = "supplement"
    """A named outside description of the game (e.g. Pagat's Bura page)."""
    EDITORIAL = "editorial"
    """Our choice or our reading where the source is silent or unclear."""


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where something comes from.

    ``segments`` may be given for every kind: for an editorial *reading* they
    name the sentences being read.

    >>> Provenance.source("bura.s10").label()
    'bura.s10'
    >>> Provenance.from_supplement("Pagat: Bura (J. McLeod)").label()
    'supplement: Pagat: Bura (J. McLeod)'
    """

    kind: ProvenanceKind
    segments: tuple[str, ...] = ()
    supplement: str | None = None
    note_en: str = ""
    note_ru: str = ""

    def __post_init__(self) -> None:
        for seg in self.segments:
            if not _SEGMENT_ID.fullmatch(seg):
                raise ValueError(f"{seg!r} is not a segment id like 'bura.s10'")
        if self.kind is ProvenanceKind.SOURCE and not self.segments:
            raise ValueError("a source provenance must name at least one segment")
        if self.kind is ProvenanceKind.SUPPLEMENT and not self.supplement:
            raise ValueError("a supplement provenance must name the outside description")

    @classmethod
    def source(cls, *segments: str, note_en: str = "", note_ru: str = "") -> Provenance:
        return cls(ProvenanceKind.SOURCE, tuple(segments), None, note_en, note_ru)

    @classmethod
    def from_supplement(
        cls, name: str, *, segments: tuple[str, ...] = (), note_en: str = "", note_ru: str = ""
    ) -> Provenance:
        return cls(ProvenanceKind.SUPPLEMENT, segments, name, note_en, note_ru)

    @classmethod
    def editorial(
        cls, note_en: str, note_ru: str, *, segments: tuple[str, ...] = ()
    ) -> Provenance:
        return cls(ProvenanceKind.EDITORIAL, tuple(segments), None, note_en, note_ru)

    def label(self) -> str:
        """A short label: the segment ids, ``supplement: <name>`` or ``editorial``."""
        if self.kind is ProvenanceKind.SOURCE:
            return ", ".join(self.segments)
        if self.kind is ProvenanceKind.SUPPLEMENT:
            return f"supplement: {self.supplement}"
        if self.segments:
            return "editorial reading of " + ", ".join(self.segments)
        return "editorial"

    def to_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind.value,
            "segments": list(self.segments),
            "supplement": self.supplement,
            "note": {"en": self.note_en, "ru": self.note_ru},
        }


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule the engine enforces."""

    id: str
    statement_en: str
    statement_ru: str
    provenance: Provenance

    def __post_init__(self) -> None:
        if not _RULE_ID.fullmatch(self.id):
            raise ValueError(f"{self.id!r} is not a rule id like 'bura.rank-order'")

    @property
    def game(self) -> str:
        return self.id.split(".", 1)[0]

    def statement(self, lang: Lang = "en") -> str:
        return self.statement_ru if lang == "ru" else self.statement_en

    def cite(self) -> str:
        """``[rule id ← segments]`` as used in explanation traces."""
        return f"[{self.id} ← {self.provenance.label()}]"

    def to_dict(self) -> dict[str, object]:
        return {
            "id": self.id,
            "statement": {"en": self.statement_en, "ru": self.statement_ru},
            "provenance": self.provenance.to_dict(),
        }


@dataclass(slots=True)
class Registry:
    """All rules, by id. Rules register at import time; ids are unique."""

    _rules: dict[str, Rule] = field(default_factory=dict)

    def add(self, rule: Rule) -> Rule:
        if rule.id in self._rules:
            raise ValueError(f"rule id {rule.id!r} is registered twice")
        self._rules[rule.id] = rule
        return rule

    def __getitem__(self, rule_id: str) -> Rule:
        try:
            return self._rules[rule_id]
        except KeyError:
            raise KeyError(f"no rule with id {rule_id!r}") from None

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._rules

    def __iter__(self) -> Iterator[Rule]:
        return iter(self._rules.values())

    def __len__(self) -> int:
        return len(self._rules)

    def for_game(self, game: str) -> tuple[Rule, ...]:
        """The rules of one game (``"bura"``, ``"ochko"``), in registration order."""
        return tuple(r for r in self._rules.values() if r.game == game)

    def citing(self, segment_id: str) -> tuple[Rule, ...]:
        """The rules whose provenance names ``segment_id``."""
        return tuple(r for r in self._rules.values() if segment_id in r.provenance.segments)


#: The one registry of the engine. Game modules add their rules on import.
REGISTRY = Registry()


def rule(rule_id: str, en: str, ru: str, provenance: Provenance) -> Rule:
    """Define and register a rule; returns it so modules can keep a handle."""
    return REGISTRY.add(Rule(rule_id, en, ru, provenance))


@dataclass(frozen=True, slots=True, init=False, eq=False, repr=False)
class Step:
    """One line of an explanation: what happened, and which rule made it so.

    A step is made with its texts, ``Step(rule_id, en, ru)``, or with the
    function that writes them, ``Step.later(rule_id, write, *args)``: then
    ``write(*args)`` (which returns ``(en, ru)``) runs only when a text is first
    read, so that a game played where nobody reads the explanation never
    writes it. ``args`` must not change afterwards (cards in tuples, numbers).
    The two kinds are equal when their rule and texts are.

    >>> def lead(seat, card):
    ...     return f"{seat} leads {card}", f"{seat} ходит {card}"
    >>> s = Step.later("bura.lead", lead, "A", "8♥")
    >>> s.en, s == Step("bura.lead", "A leads 8♥", "A ходит 8♥")
    ('A leads 8♥', True)
    """

    rule_id: str
    # (en, ru) once written; (write, args) until then.
    _text: tuple[Any, Any]

    def __init__(self, rule_id: str, en: str, ru: str) -> None:
        _set_rule_id(self, rule_id)
        _set_text(self, (en, ru))

    @classmethod
    def later(cls, rule_id: str, write: Callable[..., tuple[str, str]], *args: Any) -> Step:
        """A step whose texts ``write(*args)`` writes when they are first read."""
        step = _new(cls)
        _set_rule_id(step, rule_id)
        _set_text(step, (write, args))
        return step

    def _written(self) -> tuple[str, str]:
        text = self._text
        if text[0].__class__ is not str:
            write, args = text
            text = write(*args)
            _set_text(self, text)
        return text

    @property
    def en(self) -> str:
        text = self._text
        return text[0] if text[0].__class__ is str else self._written()[0]

    @property
    def ru(self) -> str:
        text = self._text
        return text[1] if text[0].__class__ is str else self._written()[1]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Step):
            return NotImplemented
        return (self.rule_id, *self._written()) == (other.rule_id, *other._written())

    def __hash__(self) -> int:
        return hash((self.rule_id, *self._written()))

    def __repr__(self) -> str:
        en, ru = self._written()
        return f"Step(rule_id={self.rule_id!r}, en={en!r}, ru={ru!r})"

    @property
    def rule(self) -> Rule:
        return REGISTRY[self.rule_id]

    def text(self, lang: Lang = "en") -> str:
        return self.ru if lang == "ru" else self.en

    def format(self, lang: Lang = "en") -> str:
        """The text with its citation, e.g.
        ``10♠ beats K♠: the ten outranks the king [bura.rank-order ← bura.s10]``."""
        return f"{self.text(lang)} {self.rule.cite()}"

    def to_dict(self) -> dict[str, object]:
        r = self.rule
        return {
            "rule": self.rule_id,
            "text": {"en": self.en, "ru": self.ru},
            "provenance": r.provenance.to_dict(),
        }


# Steps are made on the engine's hot path: set their two slots directly (a frozen
# dataclass's own __init__ goes through object.__setattr__, several times slower).
_new = object.__new__
_set_rule_id = vars(Step)["rule_id"].__set__
_set_text = vars(Step)["_text"].__set__

#: An explanation trace.
Explanation = tuple[Step, ...]
