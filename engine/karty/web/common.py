"""Shared pieces of the widget functions: reading a widget's state (strings,
as in a URL fragment), and the views of cards, numbers and explanations."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Literal

from ..cards import Card, Suit, parse_cards
from ..errors import KartyError, NotationError, RulesError, shown
from ..options import OptionSpec, RulesBase, int_from_text, not_int_reason, value_text
from ..registry import REGISTRY, Provenance, ProvenanceKind, Step
from .view import join, node
from .words import segment_words

Lang = Literal["en", "ru"]

#: The longest value a state key may hold (a URL is not a file).
MAX_VALUE = 4000


def tr(lang: Lang, en: str, ru: str) -> str:
    return ru if lang == "ru" else en


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One key of a widget's state, as the form and the URL hold it."""

    key: str
    type: str  # suit | cards | int | moves | choice
    en: str
    ru: str
    required: bool = False
    default: str = ""
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[tuple[str, str, str], ...] = ()  # (value, en, ru)
    hint_en: str = ""
    hint_ru: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key, "type": self.type, "label": {"en": self.en, "ru": self.ru},
            "required": self.required, "default": self.default, "minimum": self.minimum,
            "maximum": self.maximum,
            "choices": [{"value": v, "label": {"en": e, "ru": r}} for v, e, r in self.choices],
            "hint": {"en": self.hint_en, "ru": self.hint_ru},
        }


def in_field(key: str, error: KartyError) -> KartyError:
    """Mark ``error`` as belonging to the state key ``key`` (the widget shows it there)."""
    if getattr(error, "field", None) is None:
        error.field = key  # type: ignore[attr-defined]
    return error


@dataclass
class StateReader:
    """Validated access to a widget's state: a mapping of keys to strings."""

    kind: str
    data: Mapping[str, str]
    fields: Sequence[FieldSpec]
    rules_class: type[RulesBase] | None = None
    out: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.data, Mapping):
            raise NotationError(
                f"{self.kind}: the state must be a mapping of keys to text",
                f"{self.kind}: состояние — это словарь «ключ: текст»", token=self.kind)
        known = [f.key for f in self.fields]
        if self.rules_class is not None:
            known += [o.name for o in self.rules_class.options()]
        for key, value in self.data.items():
            if key not in known:
                raise in_field(shown(key), NotationError(
                    f"'{key}': unknown key for {self.kind} (known: {', '.join(known)})",
                    f"«{key}»: неизвестный ключ для {self.kind} (известны: {', '.join(known)})",
                    token=str(key)))
            if not isinstance(value, str):
                raise in_field(key, NotationError(
                    f"{key}: the value must be text, not {type(value).__name__}",
                    f"{key}: значение должно быть текстом, а не {type(value).__name__}",
                    token=key))
            if len(value) > MAX_VALUE:
                raise in_field(key, NotationError(
                    f"{key}: the value is longer than {MAX_VALUE} characters",
                    f"{key}: значение длиннее {MAX_VALUE} знаков", token=key))
        self._spec = {f.key: f for f in self.fields}

    def raw(self, key: str) -> str:
        spec = self._spec[key]
        value = self.data.get(key, spec.default).strip()
        if spec.required and not value:
            raise in_field(key, NotationError(
                f"{key}: {spec.en} is missing", f"{key}: не указано ({spec.ru})", token=key))
        return value

    def suit(self, key: str) -> Suit:
        value = self.raw(key)
        try:
            suit = Suit.parse(value)
        except KartyError as e:
            raise in_field(key, e) from None
        self.out[key] = suit.value.lower()
        return suit

    def cards(self, key: str, lo: int = 0, hi: int = 36) -> tuple[Card, ...]:
        value = self.raw(key)
        try:
            cards = parse_cards(value)
        except KartyError as e:
            raise in_field(key, e) from None
        spec = self._spec[key]
        if not lo <= len(cards) <= hi:
            want_en = f"{lo}" if lo == hi else f"{lo} to {hi}"
            want_ru = f"{lo}" if lo == hi else f"от {lo} до {hi}"
            raise in_field(key, NotationError(
                f"{key}: {value or 'no cards'}: {len(cards)} card(s) given, {spec.en} needs "
                f"{want_en}", f"{key}: {value or 'нет карт'}: указано карт: {len(cards)}, а нужно "
                f"{want_ru} ({spec.ru})", token=value or key))
        if cards or value:
            self.out[key] = " ".join(c.ascii() for c in cards)
        return cards

    def integer(self, key: str) -> int:
        spec = self._spec[key]
        value = self.raw(key)
        lo, hi = spec.minimum, spec.maximum
        n = int_from_text(value)
        if n is None:
            en, ru = not_int_reason(value)
            raise in_field(key, NotationError(
                f"{key}: '{shown(value)}' {en}",
                f"{key}: «{shown(value)}» {ru}", token=value or key))
        if (lo is not None and n < lo) or (hi is not None and n > hi):
            raise in_field(key, NotationError(
                f"{key}: {value} is outside {lo}..{hi}", f"{key}: {value} вне диапазона {lo}..{hi}",
                token=value))
        if value != spec.default:
            self.out[key] = str(n)
        return n

    def choice(self, key: str) -> str:
        spec = self._spec[key]
        value = self.raw(key)
        allowed = [c[0] for c in spec.choices]
        if value not in allowed:
            raise in_field(key, NotationError(
                f"{key}: {value!r} is not one of {', '.join(allowed)}",
                f"{key}: «{value}» — не из {', '.join(allowed)}", token=value or key))
        if value != spec.default:
            self.out[key] = value
        return value

    def moves(self, key: str) -> list[str]:
        value = self.raw(key)
        moves = [m.strip() for m in value.split(";")]
        moves = [m for m in moves if m]
        if len(moves) > 400:
            raise in_field(key, NotationError(f"{key}: more than 400 moves",
                                              f"{key}: больше 400 ходов", token=key))
        return moves

    def rules(self) -> Any:
        """The game's Rules from the option keys of the state (``RulesBase.from_text``);
        only options that differ from the default are kept in the normalised state
        (``to_text``)."""
        assert self.rules_class is not None
        names = {spec.name for spec in self.rules_class.options()}
        try:
            rules = self.rules_class.from_text({k: v for k, v in self.data.items() if k in names})
        except RulesError as e:
            raise in_field(str(e.token), e) from None
        self.out.update(rules.to_text())
        return rules


def widget_reader(kind: str, args: Any, fields: Sequence[FieldSpec],
                  rules_class: type[RulesBase] | None = None) -> tuple[Lang, StateReader]:
    """``(lang, reader)`` for a widget call's arguments (``{"lang", "state"}``)."""
    from . import read_args

    lang, state = read_args(args)
    return lang, StateReader(kind, state, fields, rules_class)


def widget_result(r: StateReader, view: list[Any], data: dict[str, Any]) -> dict[str, Any]:
    """A widget's answer: the state normalised, the view tree, the data."""
    return {"state": dict(r.out), "view": view, "data": data}


def option_value(spec: OptionSpec, text: str) -> Any:
    """A rule option's value from its text form (``true``, ``12``, ``non-dealer``)."""
    try:
        return spec.parse_text(text)
    except RulesError as e:
        raise in_field(spec.name, e) from None


def option_text(value: Any) -> str:
    """A rule option's value as text (``RulesBase.to_text`` writes each option so)."""
    return value_text(value)


# ---------------------------------------------------------------- small views
_RED = (Suit.HEARTS, Suit.DIAMONDS)


def card_text(card: Card, lang: Lang) -> str:
    return card.russian() if lang == "ru" else str(card)


def card_view(card: Card, lang: Lang) -> list[Any]:
    cls = "karty-card karty-card--red" if card.suit in _RED else "karty-card"
    return node("span", {"class": cls, "data-card": card.ascii()}, card_text(card, lang))


def cards_view(cards: Iterable[Card], lang: Lang, empty: tuple[str, str] = ("none", "нет")
               ) -> list[Any]:
    items = [card_view(c, lang) for c in cards]
    if not items:
        return node("span", {"class": "karty-cards karty-cards--empty"}, tr(lang, *empty))
    return node("span", {"class": "karty-cards"}, join(items, " "))


def suit_name(suit: Suit, lang: Lang) -> str:
    return f"{suit.symbol} {suit.name_ru if lang == 'ru' else suit.name_en}"


def number(x: float, lang: Lang, digits: int = 2) -> str:
    s = f"{x:.{digits}f}"
    return s.replace(".", ",") if lang == "ru" else s


def percent(p: Fraction, lang: Lang) -> str:
    """``p`` as a percentage, with enough digits to tell a tiny chance from zero."""
    x = float(p) * 100
    if p == 0:
        return "0 %"
    if p == 1:
        return "100 %"
    digits = 1 if 1 <= x <= 99 else 2 if 0.1 <= x <= 99.9 else 3
    return f"{number(x, lang, digits)} %"


def fraction_view(p: Fraction, lang: Lang) -> list[Any]:
    """``8/935 ≈ 0.86 %``."""
    exact = f"{p.numerator}/{p.denominator}" if p.denominator != 1 else str(p.numerator)
    return node("span", {"class": "karty-odds"}, node("strong", {}, percent(p, lang)),
                " (", node("code", {}, exact), ")")


# ---------------------------------------------------------------- explanations
def provenance_view(prov: Provenance, lang: Lang) -> list[Any]:
    # the sentences in words ("Bura, sentences 10", "4"), the ids only in the links
    segs = [node("a", {"ref": f"seg:{s}", "class": "karty-seg-ref"}, w)
            for s, w in zip(prov.segments, segment_words(prov.segments, lang), strict=True)]
    if prov.kind is ProvenanceKind.SOURCE:
        return node("span", {"class": "karty-prov karty-prov--source"}, join(segs))
    # the same words as the rules pages (docs/labels.yaml, table rules: prov.*) and the
    # play log (docs/assets/js/play/common.mjs): tests/site/test_site_widgets.py
    if prov.kind is ProvenanceKind.SUPPLEMENT:
        label = tr(lang, "outside description", "внешнее описание")
        return node("span", {"class": "karty-prov karty-prov--supplement",
                             "title": str(prov.supplement)[:200]},
                    f"{label}: ", node("cite", {}, str(prov.supplement)),
                    [" (", join(segs), ")"] if segs else None)
    if segs:
        return node("span", {"class": "karty-prov karty-prov--editorial"},
                    tr(lang, "our reading of ", "наше прочтение: "), join(segs))
    return node("span", {"class": "karty-prov karty-prov--editorial"},
                tr(lang, "our choice", "наш выбор"))


def rule_ref(rule_id: str, lang: Lang = "en") -> list[Any]:
    """A link to the rule, reading "rule" / «правило» and titled with what it states
    (its id only in the link)."""
    statement = REGISTRY[rule_id].statement(lang)
    title = "".join("’" if c in "'`" else "”" if c == '"' else c for c in statement if c not in "<>\\")
    return node("a", {"ref": f"rule:{rule_id}", "class": "karty-rule-ref",
                      "title": title[:200]}, tr(lang, "rule", "правило"))


def citation_view(rule_id: str, lang: Lang) -> list[Any]:
    """``[rule ← Bura, sentence 10]`` with both parts linked (no ids shown)."""
    prov = REGISTRY[rule_id].provenance
    return node("span", {"class": "karty-cite"}, "[", rule_ref(rule_id, lang), " ← ",
                provenance_view(prov, lang), "]")


def step_view(step: Step, lang: Lang) -> list[Any]:
    return node("li", {"class": "karty-step"}, step.text(lang), " ",
                citation_view(step.rule_id, lang))


def steps_view(steps: Iterable[Step], lang: Lang, cls: str = "karty-steps") -> list[Any]:
    return node("ol", {"class": cls}, [step_view(s, lang) for s in steps])


def steps_json(steps: Iterable[Step]) -> list[dict[str, object]]:
    return [s.to_dict() for s in steps]


def rule_statement_view(rule_id: str, lang: Lang) -> list[Any]:
    """A rule's own statement with its citation."""
    rule = REGISTRY[rule_id]
    return node("span", {"class": "karty-rule"}, rule.statement(lang), " ",
                citation_view(rule_id, lang))
