"""The engine's rules and options as the site shows them (used by docs/hooks/rules/markers.py,
hooks.edition.markers and hooks.glossary.markers; not a hook itself).

Everything comes from the engine, through its JSON-safe views: ``Rule.to_dict()``
for every rule of ``karty.REGISTRY``, ``OptionSpec.to_dict()`` for every option of
a game's ``Rules``. On top of them this module works out

* which rules *are* an option's value: a game's rules module (the module of its
  spec's ``Rules``) may map option names
  to rule-id stems (``karty.bura.rules.OPTION_RULES``, ``first_lead`` →
  ``bura.first-lead``); the value ``dealer`` is then the rule
  ``bura.first-lead.dealer`` when that rule exists and carries the very same
  provenance. Such a rule is shown once, as that value of its option;
* which rules and options cite each segment (the back-links of the reading pages).

The result is plain data (dicts, tuples); docs/hooks/rules/render.py turns it
into HTML.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

import karty


def rules_page(game: str) -> str:
    """The source path (in each language folder) of a game's rules page."""
    return f"rules/{game}.md"


def option_anchor(name: str) -> str:
    """The element id of an option on its rules page (``option-first_lead``)."""
    return f"option-{name}"


@dataclass(frozen=True)
class Citer:
    """Something on a rules page that cites a segment: a rule or an option."""

    game: str
    anchor: str  # element id on rules/<game>/
    kind: str  # "rule" or "option"
    ident: str  # the rule id or the option name
    text: dict[str, str]  # the statement (rule) or what it decides (option), en/ru
    provenance_kind: str  # source / supplement / editorial (a rule); "" for an option
    # an option: the values whose provenance cites it, in words ({en, ru}; "" = the option's own)
    values: tuple[str | dict[str, str], ...] = ()


@dataclass
class Game:
    game: str
    rules: list[dict[str, Any]] = field(default_factory=list)  # Rule.to_dict(), registry order
    options: list[dict[str, Any]] = field(default_factory=list)  # OptionSpec.to_dict(), declaration order
    option_rule: dict[str, str] = field(default_factory=dict)  # option name → rule id stem
    value_rules: dict[tuple[str, str], str] = field(default_factory=dict)  # (option, value) → rule id
    supplements: dict[str, dict[str, str]] = field(default_factory=dict)  # name → {en, ru}

    @property
    def value_rule_ids(self) -> set[str]:
        return set(self.value_rules.values())


@dataclass
class Data:
    games: dict[str, Game]
    rule_game: dict[str, str]  # every rule id → its game
    citers: dict[str, list[Citer]]  # segment id → what cites it, in page order

    def citing(self, segment_id: str) -> list[Citer]:
        return self.citers.get(segment_id, [])


#: The data of the registry as it was when computed (``karty.GAMES``, read at each call:
#: a game registered later, karty.games.registered, gets data of its own).
_cache: dict[tuple[Any, ...], Data] = {}


def _json_value(value: Any) -> str:
    """An option value as the site writes it (``true``, ``31``, ``dealer``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _words(game: str, option: str, value: str) -> str | dict[str, str]:
    """An option value in words in both languages (``karty.web.words``), the value
    itself when none are written; "" (the option's own provenance) stays ""."""
    if not value:
        return ""
    from karty.web.words import value_words

    w = value_words(game, option, value)
    return {"en": w[0], "ru": w[1]} if w else value


def load() -> Data:
    """The rules and options of every game of ``karty.GAMES``, in its order (computed
    once per build process). Everything comes through the game's spec: its ``Rules``,
    their module (``OPTION_RULES``) and the ``rulebook`` module beside it
    (``SUPPLEMENTS``), wherever the game's package lives."""
    specs = tuple(karty.GAMES)
    if specs in _cache:
        return _cache[specs]

    games: dict[str, Game] = {}
    rule_game: dict[str, str] = {}
    for spec in specs:
        name = spec.name
        g = Game(name)
        g.rules = [r.to_dict() for r in karty.REGISTRY.for_game(name)]
        for r in g.rules:
            rule_game[str(r["id"])] = name
        g.options = [o.to_dict() for o in spec.Rules.options()]
        rules_module = importlib.import_module(spec.Rules.__module__)
        stems: dict[str, str] = dict(getattr(rules_module, "OPTION_RULES", {}) or {})
        by_id = {str(r["id"]): r for r in g.rules}
        for opt in g.options:
            stem = stems.get(opt["name"])
            if not stem:
                continue
            if opt["choices"]:
                for choice in opt["choices"]:
                    rid = f"{stem}.{choice['value']}"
                    if rid in by_id and by_id[rid]["provenance"] == choice["provenance"]:
                        g.value_rules[(opt["name"], _json_value(choice["value"]))] = rid
            elif stem in by_id:
                g.option_rule[opt["name"]] = stem
        package = spec.Rules.__module__.rpartition(".")[0]
        rulebook = importlib.import_module(f"{package}.rulebook")
        g.supplements = dict(getattr(rulebook, "SUPPLEMENTS", {}) or {})
        games[name] = g

    citers: dict[str, list[Citer]] = {}
    for g in games.values():
        for r in g.rules:
            prov = r["provenance"]
            for seg in prov["segments"]:
                citers.setdefault(seg, []).append(Citer(
                    g.game, str(r["id"]), "rule", str(r["id"]), dict(r["statement"]), prov["kind"]))
        for opt in g.options:
            cited: dict[str, list[str]] = {}
            if opt["provenance"]:
                for seg in opt["provenance"]["segments"]:
                    cited.setdefault(seg, []).append("")
            for choice in opt["choices"]:
                for seg in choice["provenance"]["segments"]:
                    cited.setdefault(seg, []).append(_json_value(choice["value"]))
            for seg, values in cited.items():
                citers.setdefault(seg, []).append(Citer(
                    g.game, option_anchor(opt["name"]), "option", opt["name"],
                    dict(opt["description"]), "",
                    tuple(_words(g.game, opt["name"], v) for v in dict.fromkeys(values))))
    data = Data(games, rule_game, citers)
    _cache[specs] = data
    return data


def json_value(value: Any) -> str:
    return _json_value(value)
