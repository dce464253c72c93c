"""HTML of the worked-example widgets (used by docs/hooks/widgets.py).

A widget is rendered complete at build time: its form (disabled until the
engine runs in the browser), its state as JSON, and the answer the engine
gives for that state, serialised from the engine's view tree by
``karty.web.view.to_html``. docs/assets/js/widgets.mjs makes it live; the
attribute contract (``data-widget``, ``data-state``, the JSON state, the
answer region) is described in ARCHITECTURE.md and docs/assets/js/widgets.mjs.
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from html_text import e as _e

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "controls": "Change the example",
        "static": "Worked out when the site was built. The example becomes editable when "
                  "the engine has loaded in your browser (it starts once the page has loaded, or "
                  "when the example comes into view).",
        "rules": "Rules options",
        "pick": "Pick cards",
        "pick_for": "Pick cards: {label}",
        "new_deal": "New deal",
        "new_session": "New session",
        "undo": "Take back my last move",
        "restart": "Start again",
        "answer": "Answer",
        "example": "Worked example",
        "progress": "Loading the engine",
        "true": "on",
    },
    "ru": {
        "controls": "Изменить пример",
        "static": "Посчитано при сборке сайта. Пример станет редактируемым, когда движок "
                  "загрузится в браузере (загрузка начинается, когда страница загрузится или "
                  "пример появится на экране).",
        "rules": "Настройки правил",
        "pick": "Выбрать карты",
        "pick_for": "Выбрать карты: {label}",
        "new_deal": "Новая сдача",
        "new_session": "Новая игра",
        "undo": "Вернуть мой последний ход",
        "restart": "Начать заново",
        "answer": "Ответ",
        "example": "Пример",
        "progress": "Загрузка движка",
        "true": "вкл.",
    },
}
SUITS = (("s", "♠", "spades", "пики"), ("c", "♣", "clubs", "трефы"),
         ("d", "♦", "diamonds", "бубны"), ("h", "♥", "hearts", "черви"))


def _label(spec: Any, lang: str) -> str:
    return spec.ru if lang == "ru" else spec.en


def _hint(spec: Any, lang: str) -> str:
    return spec.hint_ru if lang == "ru" else spec.hint_en


def _display_cards(text: str, lang: str) -> str:
    """The cards of a state value, written for the page's language."""
    from karty import parse_cards

    try:
        cards = parse_cards(text)
    except ValueError:
        return text
    return " ".join(c.russian() if lang == "ru" else str(c) for c in cards)


def field_html(wid: str, spec: Any, value: str, lang: str) -> str:
    """One control of a widget's form, disabled until the engine is ready."""
    labels = LABELS[lang]
    fid = f"{wid}-{spec.key}"
    err = f'<p class="karty-field__error" id="{fid}-err" hidden></p>'
    hint = _hint(spec, lang)
    hint_html = f'<small class="karty-field__hint" id="{fid}-hint">{_e(hint)}</small>' if hint else ""
    described = " ".join(x for x in (f"{fid}-hint" if hint else "", f"{fid}-err") if x)
    label = f'<label for="{fid}">{_e(_label(spec, lang))}</label>'
    default = f' data-default="{_e(spec.default)}"'
    if spec.type == "moves":
        return f'<input type="hidden" name="{spec.key}" value="{_e(value)}"{default}>'
    if spec.type == "cards":
        shown = _display_cards(value, lang)
        pick = labels["pick_for"].format(label=_label(spec, lang))
        return (
            f'<div class="karty-field karty-field--cards">{label}'
            f'<span class="karty-field__row"><input id="{fid}" name="{spec.key}" type="text" '
            f'value="{_e(shown)}" autocomplete="off" autocapitalize="off" spellcheck="false" '
            f'aria-describedby="{described}"{default} disabled>'
            f'<button type="button" class="karty-pick" aria-expanded="false" '
            f'aria-controls="{fid}-grid" aria-label="{_e(pick)}" title="{_e(pick)}" disabled>'
            f'{_e(labels["pick"])}</button></span>{hint_html}{err}'
            f'<div class="karty-picker" id="{fid}-grid" hidden></div></div>'
        )
    if spec.type == "suit":
        opts = "".join(
            f'<option value="{v}"{" selected" if v == value else ""}>'
            f'{sym} {_e(ru if lang == "ru" else en)}</option>' for v, sym, en, ru in SUITS)
        return (f'<div class="karty-field karty-field--suit">{label}<select id="{fid}" '
                f'name="{spec.key}" aria-describedby="{described}"{default} disabled>{opts}</select>'
                f'{hint_html}{err}</div>')
    if spec.type == "choice":
        opts = "".join(
            f'<option value="{_e(v)}"{" selected" if v == value else ""}>'
            f'{_e(ru if lang == "ru" else en)}</option>' for v, en, ru in spec.choices)
        return (f'<div class="karty-field karty-field--choice">{label}<select id="{fid}" '
                f'name="{spec.key}" aria-describedby="{described}"{default} disabled>{opts}</select>'
                f'{hint_html}{err}</div>')
    if spec.type == "int":
        lo = f' min="{spec.minimum}"' if spec.minimum is not None else ""
        hi = f' max="{spec.maximum}"' if spec.maximum is not None else ""
        return (f'<div class="karty-field karty-field--int">{label}<input id="{fid}" '
                f'name="{spec.key}" type="number" inputmode="numeric" step="1"{lo}{hi} '
                f'value="{_e(value)}" aria-describedby="{described}"{default} disabled>{hint_html}{err}</div>')
    raise ValueError(f"unknown field type {spec.type!r}")


def option_html(wid: str, option: Any, value: Any, lang: str) -> str:
    """A rules option (karty.options.OptionSpec) as a control."""
    fid = f"{wid}-{option.name}"
    text = option.ru if lang == "ru" else option.en
    err = f'<p class="karty-field__error" id="{fid}-err" hidden></p>'
    label = f'<label for="{fid}"><code>{_e(option.name)}</code> {_e(text)}</label>'
    dv = option.default.value if hasattr(option.default, "value") else option.default
    dv = ("true" if dv else "false") if isinstance(dv, bool) else dv
    default = f' data-default="{_e(dv)}"'
    if option.kind == "bool":
        checked = " checked" if value else ""
        return (f'<div class="karty-field karty-field--bool"><input id="{fid}" type="checkbox" '
                f'name="{option.name}" value="true"{checked} aria-describedby="{fid}-err"{default} disabled>'
                f'{label}{err}</div>')
    if option.kind == "choice":
        opts = "".join(
            f'<option value="{_e(c.json_value())}"'
            f'{" selected" if c.json_value() == value else ""}>{_e(c.json_value())}</option>'
            for c in option.choices)
        return (f'<div class="karty-field karty-field--choice">{label}<select id="{fid}" '
                f'name="{option.name}" aria-describedby="{fid}-err"{default} disabled>{opts}</select>'
                f'{err}</div>')
    lo = f' min="{option.minimum}"' if option.minimum is not None else ""
    hi = f' max="{option.maximum}"' if option.maximum is not None else ""
    return (f'<div class="karty-field karty-field--int">{label}<input id="{fid}" type="number" '
            f'name="{option.name}" inputmode="numeric" step="1"{lo}{hi} value="{_e(value)}" '
            f'aria-describedby="{fid}-err"{default} disabled>{err}</div>')


def widget_html(*, wid: str, kind: str, spec: Mapping[str, Any], state: Mapping[str, str],
                normal: Mapping[str, str], answer_html: str, lang: str,
                links: Mapping[str, Mapping[str, str]], title: str | None) -> str:
    """The whole widget: root attributes, form, status, JSON state, answer."""
    labels = LABELS[lang]
    fields = []
    for f in spec["fields"]:
        value = normal.get(f.key, state.get(f.key, f.default))
        if f.type == "moves":
            value = normal.get(f.key, "")
        fields.append(field_html(wid, f, value, lang))
    rules_html = ""
    if spec.get("rules"):
        rules_class = _rules_class(spec["rules"])
        current = rules_class.from_dict({}).to_dict()
        for k, v in normal.items():
            if k in current:
                current[k] = _typed(rules_class, k, v)
        keys = spec.get("rule_keys") or tuple(current)
        opts = [option_html(wid, o, current[o.name], lang)
                for o in rules_class.options() if o.name in keys]
        if kind == "bura-rules":
            rules_html = "".join(opts)
        else:
            rules_html = (f'<details class="karty-rules-box"><summary>{_e(labels["rules"])}'
                          f'</summary>{"".join(opts)}</details>')
    buttons = ""
    if kind in ("bura-play", "ochko-session"):
        buttons = (
            '<span class="karty-widget__buttons">'
            f'<button type="button" class="karty-undo" data-command="undo" disabled>'
            f'{_e(labels["undo"])}</button>'
            f'<button type="button" class="karty-restart" data-command="restart" disabled>'
            f'{_e(labels["restart"])}</button>'
            f'<button type="button" class="karty-new-deal" data-command="new-deal" disabled>'
            f'{_e(labels["new_session" if kind == "ochko-session" else "new_deal"])}</button></span>'
        )
    state_json = json.dumps(dict(normal), ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    links_json = json.dumps(links, sort_keys=True)
    heading = f'<p class="karty-widget__title">{_e(title)}</p>' if title else ""
    return (
        f'<div class="karty-widget karty-widget--{kind}" id="{_e(wid)}" data-widget="{kind}" '
        f'data-state="static" data-lang="{lang}" data-links="{_e(links_json)}" '
        f'role="group" aria-label="{_e(title or labels["example"])}">'
        f'{heading}'
        f'<script type="application/json" class="karty-widget__data">{state_json}</script>'
        f'<form class="karty-widget__form" aria-label="{_e(labels["controls"])}" novalidate '
        f'data-search-exclude>{"".join(fields)}{rules_html}{buttons}</form>'
        f'<p class="karty-widget__error" role="alert" data-search-exclude hidden></p>'
        f'<div class="karty-widget__status" data-search-exclude>'
        f'<span class="karty-widget__message" role="status">{_e(labels["static"])}</span>'
        f'<progress class="karty-widget__progress" max="1" value="0" '
        f'aria-label="{_e(labels["progress"])}" hidden></progress></div>'
        f'<div class="karty-widget__answer">{answer_html}</div>'
        f'</div>'
    )


def _rules_class(game: str) -> Any:
    from karty import load_game  # an unknown game is an error, never another game's rules

    return load_game(game).Rules


def _typed(rules_class: Any, name: str, text: str) -> Any:
    from karty.web.common import option_value

    for o in rules_class.options():
        if o.name == name:
            return option_value(o, text)
    return text
