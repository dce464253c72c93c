"""Declared rule options, with defaults, alternatives and provenance.

A game's ``Rules`` is a frozen dataclass whose fields are declared with
:func:`option`. Every option says what it decides (en/ru), its allowed values,
and where each value comes from (:class:`karty.registry.Provenance`).
``from_dict`` rejects unknown keys and bad values with a :class:`RulesError`
that names the key, unlike OpenSpiel, which accepts unknown keys silently::

    >>> import enum
    >>> from dataclasses import dataclass
    >>> class Colour(enum.Enum):
    ...     RED = "red"
    ...     BLUE = "blue"
    >>> @dataclass(frozen=True, slots=True)
    ... class R(RulesBase):
    ...     colour: Colour = option(Colour.RED, en="colour", ru="цвет", choices={
    ...         Colour.RED: Provenance.editorial("usual", "обычно"),
    ...         Colour.BLUE: Provenance.editorial("rare", "редко")})
    ...     stake: int = option(1, en="stake", ru="ставка", minimum=1, maximum=100,
    ...         provenance=Provenance.editorial("any", "любая"))
    >>> R.from_dict({"colour": "blue"})
    R(colour=<Colour.BLUE: 'blue'>, stake=1)
    >>> R.from_dict({"color": "blue"})
    Traceback (most recent call last):
    ...
    karty.errors.RulesError: unknown rule option 'color' (known: colour, stake)
"""

from __future__ import annotations

import dataclasses
import enum
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from .errors import RulesError, quoted, shown
from .registry import Provenance

_META_KEY = "karty.option"
_INT_TEXT = re.compile(r"-?[0-9]{1,12}")
#: The largest whole number :func:`int_from_text` reads (12 digits): an amount an
#: action carries is at most this, so that what it writes is read back.
MAX_WRITTEN = 10**12 - 1


def int_from_text(text: str) -> int | None:
    """A whole number written in ASCII digits with an optional minus sign (at most
    12 digits), or ``None``. Not ``str.isdigit``, which also accepts ``²`` and ``٣``.

    >>> int_from_text("-5"), int_from_text("--5"), int_from_text("²"), int_from_text(" 7 ")
    (-5, None, None, 7)
    """
    if not isinstance(text, str):
        return None
    t = text.strip()
    return int(t) if _INT_TEXT.fullmatch(t) else None


_DIGITS = re.compile(r"[-+]?[0-9]+")


def not_int_reason(text: object) -> tuple[str, str]:
    """Why ``text`` is not read by :func:`int_from_text`, as the end of a sentence
    quoting it, in English and Russian: too many digits, or not a whole number.

    >>> not_int_reason("12345678901234567890")[0]
    'has 20 digits: too large (at most 12)'
    >>> not_int_reason("²")
    ('is not a whole number', '— не целое число')
    """
    t = text.strip() if isinstance(text, str) else ""
    if _DIGITS.fullmatch(t):
        digits = len(t.lstrip("+-"))
        if digits > 12:
            return (f"has {digits} digits: too large (at most 12)",
                    f"— {digits} цифр: слишком большое число (не больше 12 цифр)")
    return "is not a whole number", "— не целое число"


def value_text(value: Any) -> str:
    """An option's value written as text, as :meth:`OptionSpec.parse_text` reads it:
    ``true``/``false``, a whole number, a choice's value.

    >>> value_text(True), value_text(41)
    ('true', '41')
    """
    if isinstance(value, enum.Enum):
        return str(value.value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@dataclass(frozen=True, slots=True)
class Choice:
    """One allowed value of an option, with its provenance."""

    value: Any
    provenance: Provenance

    def json_value(self) -> Any:
        return self.value.value if isinstance(self.value, enum.Enum) else self.value


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """What an option decides, its default, and its allowed values."""

    name: str
    en: str
    ru: str
    default: Any
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    provenance: Provenance | None = None
    """For integer options: where the default/range comes from."""
    retired: tuple[tuple[str, str, str, str], ...] = ()
    """Values that were once allowed: (old value, new value, why in en, why in ru).
    They are refused with an error that names the old value and its replacement."""

    @property
    def kind(self) -> str:
        if self.choices:
            return "choice"
        if isinstance(self.default, bool):
            return "bool"
        return "int"

    def check(self, value: Any) -> Any:
        """Validate (and for enums, parse) ``value``; raise RulesError naming the key."""
        if self.choices:
            allowed = [c.value for c in self.choices]
            if value in allowed:
                return value
            for c in self.choices:
                if c.json_value() == value:
                    return c.value
            for old, new, why_en, why_ru in self.retired:
                if value == old:
                    raise RulesError(
                        f"rule option {self.name!r}: {old!r} is no longer a value; use "
                        f"{new!r} ({why_en})",
                        f"правило «{self.name}»: значения {old!r} больше нет; используйте "
                        f"{new!r} ({why_ru})",
                        token=self.name,
                    )
            names = ", ".join(str(c.json_value()) for c in self.choices)
            raise RulesError(
                f"rule option {self.name!r}: {quoted(value)} is not allowed (allowed: {names})",
                f"правило «{self.name}»: значение {quoted(value)} недопустимо (допустимо: {names})",
                token=self.name,
            )
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise RulesError(
                    f"rule option {self.name!r}: {quoted(value)} is not true or false",
                    f"правило «{self.name}»: {quoted(value)} не является true или false",
                    token=self.name,
                )
            return value
        if not isinstance(value, int) or isinstance(value, bool):
            raise RulesError(
                f"rule option {self.name!r}: {quoted(value)} is not an integer",
                f"правило «{self.name}»: {quoted(value)} не целое число",
                token=self.name,
            )
        if (self.minimum is not None and value < self.minimum) or (
            self.maximum is not None and value > self.maximum
        ):
            raise RulesError(
                f"rule option {self.name!r}: {shown(value)} is outside {self.minimum}..{self.maximum}",
                f"правило «{self.name}»: {shown(value)} вне диапазона {self.minimum}..{self.maximum}",
                token=self.name,
            )
        return value

    def parse_text(self, text: str) -> Any:
        """The value written as text (a command-line argument, a URL): ``true`` or
        ``false`` for a yes/no option, a whole number, or a choice's value; checked
        like :meth:`check`. Raises :class:`RulesError` naming the option.

        >>> from karty.bura import Rules
        >>> spec = {s.name: s for s in Rules.options()}["target"]
        >>> spec.parse_text("41")
        41
        >>> spec.parse_text("²")
        Traceback (most recent call last):
        ...
        karty.errors.RulesError: rule option 'target': '²' is not a whole number
        """
        t = text.strip() if isinstance(text, str) else text
        if self.kind == "bool" and isinstance(t, str):
            if t.lower() in ("true", "1", "on", "yes"):
                return True
            if t.lower() in ("false", "0", "off", "no", ""):
                return False
            raise RulesError(
                f"rule option {self.name!r}: '{shown(t)}' is not true or false",
                f"правило «{self.name}»: «{shown(t)}» — не true и не false",
                token=self.name,
            )
        if self.kind == "int":
            n = int_from_text(t) if isinstance(t, str) else None
            if n is None:
                en, ru = not_int_reason(t)
                raise RulesError(
                    f"rule option {self.name!r}: '{shown(t)}' {en}",
                    f"правило «{self.name}»: «{shown(t)}» {ru}",
                    token=self.name,
                )
            return self.check(n)
        return self.check(t)

    def to_dict(self) -> dict[str, Any]:
        default = self.default.value if isinstance(self.default, enum.Enum) else self.default
        return {
            "name": self.name,
            "description": {"en": self.en, "ru": self.ru},
            "kind": self.kind,
            "default": default,
            "choices": [
                {"value": c.json_value(), "provenance": c.provenance.to_dict()}
                for c in self.choices
            ],
            "minimum": self.minimum,
            "maximum": self.maximum,
            "provenance": self.provenance.to_dict() if self.provenance else None,
        }


def option(
    default: Any,
    *,
    en: str,
    ru: str,
    choices: Mapping[Any, Provenance] | None = None,
    minimum: int | None = None,
    maximum: int | None = None,
    provenance: Provenance | None = None,
    retired: Mapping[str, tuple[str, str, str]] | None = None,
) -> Any:
    """Declare a ``Rules`` field. ``choices`` maps each allowed value to its
    provenance; integer and boolean options give one ``provenance``. ``retired``
    maps a value no longer allowed to (its replacement, why in en, why in ru)."""
    spec = OptionSpec(
        name="",
        en=en,
        ru=ru,
        default=default,
        choices=tuple(Choice(v, p) for v, p in (choices or {}).items()),
        minimum=minimum,
        maximum=maximum,
        provenance=provenance,
        retired=tuple((old, *new) for old, new in (retired or {}).items()),
    )
    if spec.choices and default not in [c.value for c in spec.choices]:
        raise ValueError(f"default {default!r} is not among the choices")
    return dataclasses.field(default=default, metadata={_META_KEY: spec})


# Each Rules class's options, worked out once (the specs are frozen).
_OPTIONS: dict[type, tuple[OptionSpec, ...]] = {}


class RulesBase:
    """Mixin for a game's frozen ``Rules`` dataclass."""

    __slots__ = ()
    GAME: ClassVar[str] = ""
    #: Each option value that is not a number or a yes/no, in words (option name →
    #: value as text → ``(en, ru)``), so that no identifier is shown as text; the
    #: site's forms and rules pages read them through :func:`karty.web.words.value_words`.
    VALUE_WORDS: ClassVar[Mapping[str, Mapping[str, tuple[str, str]]]] = {}

    @classmethod
    def options(cls) -> tuple[OptionSpec, ...]:
        """Every option, with its name filled in, in declaration order."""
        known = _OPTIONS.get(cls)
        if known is not None:
            return known
        specs = []
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            spec = f.metadata.get(_META_KEY)
            if spec is None:
                raise TypeError(f"{cls.__name__}.{f.name} is not declared with option()")
            specs.append(dataclasses.replace(spec, name=f.name))
        _OPTIONS[cls] = out = tuple(specs)
        return out

    def __post_init__(self) -> None:
        for spec in self.options():
            value = spec.check(getattr(self, spec.name))
            object.__setattr__(self, spec.name, value)

    @classmethod
    def coerce(cls, rules: object) -> Self:
        """``rules`` as this class: ``None`` for the defaults, an instance as is, or a
        mapping of options (checked by :meth:`from_dict`); anything else is an error."""
        if rules is None:
            return cls()
        if isinstance(rules, cls):
            return rules
        if isinstance(rules, Mapping):
            return cls.from_dict(rules)
        name = f"{cls.__module__.rsplit('.', 1)[0]}.{cls.__name__}"
        raise RulesError(f"rules: {quoted(rules)} is not {name} or a mapping of its options",
                         f"правила: {quoted(rules)} — не {name} и не словарь его настроек",
                         token=quoted(rules))

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        """Build from a JSON-style dict; unknown keys and bad values are errors."""
        if data is None:
            data = {}
        if not isinstance(data, Mapping):
            raise RulesError(
                f"rules: {quoted(data)} is not a mapping of option names to values",
                f"правила: {quoted(data)} — не словарь «название: значение»",
                token=quoted(data),
            )
        specs = {s.name: s for s in cls.options()}
        for key in data:
            if key not in specs:
                known = ", ".join(specs)
                raise RulesError(
                    f"unknown rule option {key!r} (known: {known})",
                    f"неизвестное правило «{key}» (известны: {known})",
                    token=str(key),
                )
        values = {k: specs[k].check(v) for k, v in data.items()}
        return cls(**values)

    @classmethod
    def values_from_text(cls, data: Mapping[str, str]) -> dict[str, Any]:
        """Option values written as text (``{"target": "41"}``), as on a command line
        or in a URL, parsed by each option's kind; unknown keys and bad values are
        errors naming the option."""
        if not isinstance(data, Mapping):
            raise RulesError(
                f"rules: {quoted(data)} is not a mapping of option names to text",
                f"правила: {quoted(data)} — не словарь «название: значение текстом»",
                token=quoted(data))
        specs = {s.name: s for s in cls.options()}
        out: dict[str, Any] = {}
        for key, text in data.items():
            if key not in specs:
                known = ", ".join(specs)
                raise RulesError(
                    f"unknown rule option '{shown(key)}' (known: {known})",
                    f"неизвестное правило «{shown(key)}» (известны: {known})",
                    token=str(key),
                )
            out[key] = specs[key].parse_text(text)
        return out

    @classmethod
    def from_text(cls, data: Mapping[str, str]) -> Self:
        """Build from option values written as text (see :meth:`values_from_text`)."""
        return cls(**cls.values_from_text(data))

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe: enums become their values. Round-trips through from_dict."""
        out: dict[str, Any] = {}
        for spec in self.options():
            v = getattr(self, spec.name)
            out[spec.name] = v.value if isinstance(v, enum.Enum) else v
        return out

    def to_text(self) -> dict[str, str]:
        """The options that differ from their defaults, written as text that
        :meth:`from_text` reads back (``true``/``false``, whole numbers, values).

        >>> from karty.bura import Rules
        >>> Rules(target=41).to_text(), Rules.from_text(Rules(target=41).to_text()) == Rules(target=41)
        ({'target': '41'}, True)
        """
        return {spec.name: value_text(getattr(self, spec.name)) for spec in self.options()
                if getattr(self, spec.name) != spec.default}

    def replace(self, **changes: Any) -> Self:
        """A copy with some options changed, validated like ``from_dict``."""
        merged = self.to_dict()
        merged.update({k: (v.value if isinstance(v, enum.Enum) else v) for k, v in changes.items()})
        return self.from_dict(merged)

    def provenance_of(self, name: str) -> Provenance | None:
        """The provenance of the value currently chosen for option ``name``."""
        for spec in self.options():
            if spec.name == name:
                for c in spec.choices:
                    if c.value == getattr(self, name):
                        return c.provenance
                return spec.provenance
        raise RulesError(
            f"unknown rule option {name!r}", f"неизвестное правило «{name}»", token=name
        )
