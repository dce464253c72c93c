"""The worked-example widgets as data for docs/templates/widget.html (used by
docs/hooks/play/widgets.py).

A widget is rendered complete at build time: its form (disabled until the
engine runs in the browser), its state as JSON, and the answer the engine
gives for that state, serialised from the engine's view tree by
``karty.web.view.to_html``. docs/assets/js/widgets.mjs makes it live; the
attribute contract (``data-widget``, ``data-state``, the JSON state, the
answer region) is described in ARCHITECTURE.md ("Widget DOM").

This module prepares typed data (:class:`Widget`, :class:`Field`,
:class:`RuleOption`); the markup is the templates' (widget.html, widget_fields.html).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from hooks.core.templating import label_table, render

LABELS = label_table("widgets")
SUITS = (("s", "♠", "spades", "пики"), ("c", "♣", "clubs", "трефы"),
         ("d", "♦", "diamonds", "бубны"), ("h", "♥", "hearts", "черви"))


@dataclass(frozen=True, slots=True)
class Choice:
    value: str
    text: str
    selected: bool


@dataclass(frozen=True, slots=True)
class Field:
    """One control of a widget's form (a key of its state)."""

    id: str
    name: str
    kind: str  # moves | cards | suit | choice | int
    label: str
    hint: str
    value: str
    default: str
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None


@dataclass(frozen=True, slots=True)
class RuleOption:
    """A rules option (``karty.options.OptionSpec``) as a control."""

    id: str
    name: str
    kind: str  # bool | choice | int
    text: str
    value: Any
    default: str
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    label: str  # its key in the `widgets` labels


@dataclass(frozen=True, slots=True)
class Widget:
    id: str
    kind: str
    lang: str
    title: str | None
    links: Mapping[str, Mapping[str, str]]
    state: Mapping[str, str]
    fields: tuple[Field, ...]
    rule_options: tuple[RuleOption, ...]
    rules_inline: bool
    commands: tuple[Command, ...]
    answer: Markup


def _display_cards(text: str, lang: str) -> str:
    """The cards of a state value, written for the page's language."""
    from karty import parse_cards

    try:
        cards = parse_cards(text)
    except ValueError:
        return text
    return " ".join(c.russian() if lang == "ru" else str(c) for c in cards)


def field(wid: str, spec: Any, value: str, lang: str) -> Field:
    """One control of a widget's form, from the engine's ``FieldSpec``."""
    if spec.type not in ("moves", "cards", "suit", "choice", "int"):
        raise ValueError(f"unknown field type {spec.type!r}")
    choices: tuple[Choice, ...] = ()
    if spec.type == "suit":
        choices = tuple(Choice(v, f"{sym} {ru if lang == 'ru' else en}", v == value) for v, sym, en, ru in SUITS)
    elif spec.type == "choice":
        choices = tuple(Choice(v, ru if lang == "ru" else en, v == value) for v, en, ru in spec.choices)
    return Field(
        id=f"{wid}-{spec.key}", name=spec.key, kind=spec.type,
        label=spec.ru if lang == "ru" else spec.en, hint=spec.hint_ru if lang == "ru" else spec.hint_en,
        value=_display_cards(value, lang) if spec.type == "cards" else value, default=spec.default,
        choices=choices, minimum=spec.minimum, maximum=spec.maximum)


def _value_label(game: str, option: Any, value: Any, lang: str) -> str:
    """An option value in words (karty.web.words), never its identifier."""
    from karty.web.words import value_words

    words = value_words(game, option.name, value)
    if words is None:
        raise ValueError(f"{game}: no words for the value {value!r} of {option.name} "
                         "(add them to the game's Rules.VALUE_WORDS)")
    return words[1] if lang == "ru" else words[0]


def rule_option(wid: str, option: Any, value: Any, lang: str, game: str = "") -> RuleOption:
    dv = option.default.value if hasattr(option.default, "value") else option.default
    dv = ("true" if dv else "false") if isinstance(dv, bool) else dv
    choices = tuple(Choice(c.json_value(), _value_label(game, option, c.json_value(), lang),
                           c.json_value() == value)
                    for c in option.choices) if option.kind == "choice" else ()
    return RuleOption(
        id=f"{wid}-{option.name}", name=option.name, kind=option.kind if option.kind in ("bool", "choice") else "int",
        text=option.ru if lang == "ru" else option.en, value=value, default=str(dv), choices=choices,
        minimum=option.minimum, maximum=option.maximum)


def widget(*, wid: str, kind: str, spec: Mapping[str, Any], state: Mapping[str, str],
           normal: Mapping[str, str], answer_html: str, lang: str,
           links: Mapping[str, Mapping[str, str]], title: str | None) -> Widget:
    """The whole widget's data: root attributes, form, state and answer (the
    engine's own HTML of its view tree, escaped by ``karty.web.view.to_html``)."""
    fields = []
    for f in spec["fields"]:
        value = normal.get(f.key, "") if f.type == "moves" else normal.get(f.key, state.get(f.key, f.default))
        fields.append(field(wid, f, value, lang))
    options: list[RuleOption] = []
    if spec.get("rules"):
        rules_class = _rules_class(spec["rules"])
        current = rules_class.from_dict({}).to_dict()
        for k, v in normal.items():
            if k in current:
                current[k] = _typed(rules_class, k, v)
        keys = spec.get("rule_keys") or tuple(current)
        options = [rule_option(wid, o, current[o.name], lang, str(spec["rules"]))
                   for o in rules_class.options() if o.name in keys]
    return Widget(
        id=wid, kind=kind, lang=lang, title=title, links=links, state=dict(normal),
        fields=tuple(fields), rule_options=tuple(options), rules_inline=bool(spec.get("rules_inline")),
        commands=tuple(Command(n, k) for n, k in spec.get("commands", ())),
        answer=Markup(answer_html))


def widget_html(**kwargs: Any) -> Markup:
    """The widget as HTML (docs/templates/widget.html); arguments as :func:`widget`."""
    return render("widget.html", w=widget(**kwargs))


def _rules_class(game: str) -> Any:
    from karty import load_game  # an unknown game is an error, never another game's rules

    return load_game(game).Rules


def _typed(rules_class: Any, name: str, text: str) -> Any:
    from karty.web.common import option_value

    for o in rules_class.options():
        if o.name == name:
            return option_value(o, text)
    return text
