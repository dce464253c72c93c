"""Load and validate the glossary: corpus/glossary/<id>.yaml → JSON Schema → checks → Entry objects.

Public API::

    load_glossary(root: Path = GLOSSARY_DIR) -> Glossary   # raises CorpusError (the first problem)
    check_glossary(root: Path = GLOSSARY_DIR) -> list[CorpusError]   # every problem
    unknown_rules(glossary) -> list[tuple[str, str]]       # (entry id, rule id) not in karty's registry
    Glossary: iterable of Entry, in id order; glossary["stos"]; glossary.get(id);
              .alphabetical() (by headword); .by_category() (the four groups, in page order)

A malformed entry file fails with ONE CorpusError (see corpus.load) whose str()
is one line naming the file, the line when known, the entry and the problem::

    corpus/glossary/stos.yaml:7: -: entry stos: category: 'games' is not one of 'cards-scoring', 'play', 'banking', 'camp-life'

The file format is described in corpus/glossary/README.md; the schema is
corpus/schema/glossary-entry.json. Matching the entries against the text is
corpus.terms' job; the checks here need no corpus (corpus.terms.check adds those
that do: every entry attested, every form found, no ambiguity).

`load_glossary` is cached like `load_corpus`: the same Glossary object comes
back as long as no file in the folder (or the schema) has changed.
"""
from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from . import ROOT, romanize
from .filecache import FileCache
from .files import node_line
from .gram import GramError, parse_gram
from .load import CorpusError
from .schema_check import schema_properties

GLOSSARY_DIR = ROOT / "glossary"
SCHEMA_FILE = Path(__file__).resolve().parent / "schema" / "glossary-entry.json"

#: The glossary page's groups, in page order, with their titles.
CATEGORIES: dict[str, dict[str, str]] = {
    "cards-scoring": {"en": "Cards and scoring", "ru": "Карты и счёт"},
    "play": {"en": "Play", "ru": "Ход игры"},
    "banking": {"en": "Banking", "ru": "Банк"},
    "camp-life": {"en": "Camp life", "ru": "Лагерный быт"},
}

#: The labels an entry or a sense may carry (Russian Wiktionary's abbreviations where it
#: has them: «карт.», «жарг.», «крим. жарг.», «устар.», «разг.»), with what they stand
#: for, and the abbreviation an English page shows ("abbr_en").
LABELS: dict[str, dict[str, str]] = {
    "карт.": {"en": "card players' term", "ru": "карточное", "abbr_en": "cards"},
    "жарг.": {"en": "slang", "ru": "жаргонное", "abbr_en": "slang"},
    "крим. жарг.": {"en": "criminal argot", "ru": "криминальный жаргон",
                    "abbr_en": "crim. slang"},
    "лаг.": {"en": "camp usage", "ru": "лагерное", "abbr_en": "camp"},
    "устар.": {"en": "obsolete", "ru": "устаревшее", "abbr_en": "obs."},
    "разг.": {"en": "colloquial", "ru": "разговорное", "abbr_en": "colloq."},
}

STRESS = "\u0301"
_VOWELS = set("аеёиоуыэюяАЕЁИОУЫЭЮЯ")


# --------------------------------------------------------------------------- model

@dataclass(frozen=True, slots=True)
class Sense:
    definition: dict[str, str]
    labels: tuple[str, ...] = ()
    note: dict[str, str] | None = None


@dataclass(frozen=True, slots=True)
class Attestation:
    source: str
    date: str | None
    note: dict[str, str]
    checked: bool
    form: str | None = None
    quote: str | None = None
    title_verified: bool = True
    via: dict[str, str] | None = None


@dataclass(frozen=True, slots=True)
class Reference:
    source: str
    note: dict[str, str]


@dataclass(frozen=True, slots=True)
class Etymology:
    certainty: str  # certain | probable | uncertain | disputed
    text: dict[str, str]


@dataclass(frozen=True, slots=True)
class Entry:
    """One glossary entry. `forms` and `lemmas` are as written in the file; the
    matcher (corpus.terms) normalises them (case, ё→е)."""

    id: str
    headword: str
    pos: str
    labels: tuple[str, ...]
    category: str
    phrase: bool
    in_text: bool
    forms: tuple[str, ...]
    lemmas: tuple[str, ...]
    short: dict[str, str]
    senses: tuple[Sense, ...]
    related: tuple[str, ...]
    rules: tuple[str, ...]
    gram: str | None = None
    only: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    etymology: Etymology | None = None
    attestations: tuple[Attestation, ...] = ()
    references: tuple[Reference, ...] = ()
    note: dict[str, str] | None = None
    file: Path | None = None
    gloss: str = ""
    """The English equivalent beside the headword ("trump"), a few words."""

    def __hash__(self) -> int:
        return hash(self.id)

    @property
    def romanized(self) -> str:
        """The headword in scholarly transliteration, stress kept (corpus.romanize)."""
        return romanize.scholarly(self.headword)

    def search_keys(self) -> set[str]:
        """ASCII spellings of the headword and every form, for romanised search."""
        keys: set[str] = set()
        for word in (self.headword, *self.forms):
            keys |= romanize.search_keys(word)
        return keys

    @property
    def plain_headword(self) -> str:
        """The headword without stress marks (for sorting, searching, ids in text)."""
        return strip_stress(self.headword)

    @property
    def sort_key(self) -> tuple[str, str]:
        """Alphabetical order of the headword: case, stress and ё/е do not count
        (ё sorts as е, the dictionary convention)."""
        return (strip_stress(self.headword).lower().replace("ё", "е"), self.id)

    def lemma_specs(self) -> tuple[tuple[str, str | None], ...]:
        """`lemmas` as (normal form, pymorphy POS or None)."""
        out = []
        for spec in self.lemmas:
            lemma, _, pos = spec.partition(":")
            out.append((lemma, pos or None))
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (for the site's glossary page and search filter)."""
        return {
            "id": self.id, "headword": self.headword, "plain": self.plain_headword,
            "pos": self.pos, "gram": self.gram, "labels": list(self.labels),
            "category": self.category, "phrase": self.phrase, "in_text": self.in_text,
            "forms": list(self.forms), "lemmas": list(self.lemmas),
            "only": list(self.only), "exclude": list(self.exclude), "short": dict(self.short),
            "gloss": self.gloss, "romanized": self.romanized,
            "senses": [{"def": dict(s.definition), "labels": list(s.labels),
                        "note": dict(s.note) if s.note else None} for s in self.senses],
            "etymology": ({"certainty": self.etymology.certainty, "text": dict(self.etymology.text)}
                          if self.etymology else None),
            "related": list(self.related), "rules": list(self.rules),
            "attestations": [{"source": a.source, "date": a.date, "form": a.form, "quote": a.quote,
                              "title_verified": a.title_verified, "checked": a.checked,
                              "via": a.via, "note": dict(a.note)} for a in self.attestations],
            "references": [{"source": r.source, "note": dict(r.note)} for r in self.references],
            "note": dict(self.note) if self.note else None,
        }


@dataclass(frozen=True, slots=True, eq=False)
class Glossary:
    """All entries, in id order. Compared and hashed by identity (a cache key)."""

    root: Path
    entries: tuple[Entry, ...]

    def __iter__(self) -> Iterator[Entry]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def __contains__(self, ident: object) -> bool:
        return any(e.id == ident for e in self.entries)

    def __getitem__(self, ident: str) -> Entry:
        entry = self.get(ident)
        if entry is None:
            from .model import UnknownIdError
            raise UnknownIdError("glossary entry", ident, f"the glossary has {len(self.entries)} entries")
        return entry

    def get(self, ident: str) -> Entry | None:
        return _index(self).get(ident)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(e.id for e in self.entries)

    def alphabetical(self) -> tuple[Entry, ...]:
        return tuple(sorted(self.entries, key=lambda e: e.sort_key))

    def by_category(self) -> dict[str, tuple[Entry, ...]]:
        """{category: entries alphabetically}, categories in page order."""
        alpha = self.alphabetical()
        return {c: tuple(e for e in alpha if e.category == c) for c in CATEGORIES}


_indexes: dict[int, dict[str, Entry]] = {}


def _index(g: Glossary) -> dict[str, Entry]:
    idx = _indexes.get(id(g))
    if idx is None or any(idx.get(e.id) is not e for e in g.entries):
        idx = {e.id: e for e in g.entries}
        _indexes[id(g)] = idx
    return idx


def strip_stress(s: str) -> str:
    return s.replace(STRESS, "")


# --------------------------------------------------------------------------- parsing

class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """The (C, when libyaml is there) SafeLoader, refusing duplicate keys."""


def _construct_mapping(loader: _Loader, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
    seen: set[Any] = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                "while constructing a mapping", node.start_mark,
                f"found duplicate key {key!r}", key_node.start_mark)
        seen.add(key)
    mapping: dict[Any, Any] = loader.construct_mapping(node, deep=deep)
    return mapping


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


@lru_cache(maxsize=1)
def _validator() -> Any:
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def schema() -> dict[str, Any]:
    """The JSON Schema of an entry file."""
    return dict(_validator().schema)


def _key_line(text: str, path: list[Any]) -> int | None:
    """The line of the YAML node at a JSON path (mapping keys and list indices), as
    deep as the path resolves: for a missing key, the line of the mapping that
    lacks it (the file's first line for a top-level key)."""
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return None
    return 1 if node is None else node_line(node, path)


def _describe(error: jsonschema.ValidationError) -> str:
    path = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path).lstrip(".")
    prefix = f"{path}: " if path else ""
    v, inst = error.validator, error.instance
    if v == "additionalProperties" and isinstance(inst, dict):
        allowed = sorted(schema_properties(error))
        extra = sorted(k for k in inst if k not in allowed)
        return f"{prefix}unknown key {', '.join(map(repr, extra))} (allowed: {', '.join(allowed)})"
    if v == "required":
        m = re.match(r"'([^']+)' is a required property", error.message)
        return f"{prefix}missing key {m.group(1)!r}" if m else prefix + error.message
    if v == "enum":
        options: Any = error.validator_value
        return f"{prefix}{inst!r} is not one of {', '.join(map(repr, options))}"
    if (v == "pattern" and error.validator_value == "\\S") or (v == "minLength" and inst == ""):
        return f"{prefix}empty (write the text, or leave the key out where it is optional)"
    if v == "pattern" and isinstance(inst, str) and STRESS in inst:
        return f"{prefix}{inst!r} has a stress mark (forms and lemmas are written as in the text)"
    if v == "pattern":
        return f"{prefix}{inst!r} does not match the pattern {error.validator_value}"
    if v == "type":
        return f"{prefix}{inst!r} should be of type {error.validator_value}"
    if v == "maxItems" and error.validator_value == 0:
        return f"{prefix}must be empty when in_text is false (the term is not in the text)"
    if v == "minItems" and path == "forms":
        return f"{prefix}must list the forms that occur in the text (or set in_text: false)"
    return prefix + str(error.message)


def _load_file(path: Path) -> Entry:
    """One entry file → Entry, or a CorpusError naming the file and the first problem."""
    stem = path.stem
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CorpusError(path, None, f"not UTF-8 ({exc.reason} at byte {exc.start})") from None
    try:
        data = yaml.load(text, Loader=_Loader)  # a SafeLoader subclass
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        where = f"line {line}, column {mark.column + 1}" if mark else "unknown position"
        raise CorpusError(path, None, f"bad YAML at {where}: {exc.problem or exc.context or 'malformed'}",
                          line) from None
    except yaml.YAMLError as exc:
        raise CorpusError(path, None, f"bad YAML: {exc}") from None
    label = f"entry {data['id']}" if isinstance(data, dict) and isinstance(data.get("id"), str) else \
        f"entry {stem}"
    if not isinstance(data, dict):
        raise CorpusError(path, None, f"{label}: the file must hold one mapping (an entry), "
                                      f"not {type(data).__name__}")
    error = jsonschema.exceptions.best_match(_validator().iter_errors(data))
    if error is not None:
        raise CorpusError(path, None, f"{label}: {_describe(error)}",
                          _key_line(text, list(error.absolute_path)))

    def line_of(key: str) -> int | None:
        return _key_line(text, [key])

    if data["id"] != stem:
        other = path.parent / f"{data['id']}.yaml"
        dup = f"; it is the id of {other.name}, a duplicate" if other.is_file() else ""
        raise CorpusError(path, None, f"{label}: id {data['id']!r} differs from the file name "
                                      f"{path.name!r} (they must agree){dup}", line_of("id"))
    problem = _headword_problem(data["headword"])
    if problem:
        raise CorpusError(path, None, f"{label}: headword {data['headword']!r}: {problem}", line_of("headword"))
    if data.get("gram"):
        try:
            parse_gram(data["gram"])
        except GramError as exc:
            raise CorpusError(path, None, f"{label}: {exc}", line_of("gram")) from None
    multi = " " in data["headword"].strip()
    if data.get("phrase", False) != multi:
        want = "true" if multi else "false"
        raise CorpusError(path, None, f"{label}: phrase must be {want} for the headword "
                                      f"{data['headword']!r}", line_of("phrase") or line_of("headword"))
    for form in data["forms"]:
        if STRESS in form:
            raise CorpusError(path, None, f"{label}: form {form!r} has a stress mark (forms are "
                                          "written as in the text)", line_of("forms"))
    seen_forms: dict[str, str] = {}
    for form in data["forms"]:
        key = form.lower().replace("ё", "е")
        if key in seen_forms:
            raise CorpusError(path, None, f"{label}: forms {seen_forms[key]!r} and {form!r} are the same "
                                          "(case and ё/е do not matter)", line_of("forms"))
        seen_forms[key] = form
    if data["id"] in data["related"]:
        raise CorpusError(path, None, f"{label}: related lists the entry itself", line_of("related"))
    both = set(data.get("only", ())) & set(data.get("exclude", ()))
    if both:
        raise CorpusError(path, None, f"{label}: {', '.join(sorted(both))} both in only and exclude",
                          line_of("only"))

    etym = data.get("etymology")
    return Entry(
        id=data["id"], headword=unicodedata.normalize("NFC", data["headword"]), pos=data["pos"],
        labels=tuple(data["labels"]), category=data["category"], phrase=data.get("phrase", False),
        in_text=data["in_text"], forms=tuple(data["forms"]), lemmas=tuple(data["lemmas"]),
        short=dict(data["short"]), gloss=data["gloss"],
        senses=tuple(Sense(dict(s["def"]), tuple(s.get("labels", ())),
                           dict(s["note"]) if "note" in s else None) for s in data["senses"]),
        related=tuple(data["related"]), rules=tuple(data["rules"]), gram=data.get("gram"),
        only=tuple(data.get("only", ())), exclude=tuple(data.get("exclude", ())),
        etymology=Etymology(etym["certainty"], dict(etym["text"])) if etym else None,
        attestations=tuple(Attestation(
            source=a["source"], date=a.get("date"), note=dict(a["note"]), checked=a["checked"],
            form=a.get("form"), quote=a.get("quote"), title_verified=a.get("title_verified", True),
            via=dict(a["via"]) if "via" in a else None) for a in data.get("attestations", ())),
        references=tuple(Reference(r["source"], dict(r["note"])) for r in data.get("references", ())),
        note=dict(data["note"]) if "note" in data else None,
        file=path,
    )


def _headword_problem(headword: str) -> str | None:
    """Every word of two or more syllables carries exactly one stress mark (or ё),
    placed right after a vowel."""
    hw = unicodedata.normalize("NFD", headword)
    # NFD splits ё into е + U+0308 and й into и + U+0306; put them back
    hw = unicodedata.normalize("NFC", hw)
    if hw != hw.strip() or "  " in hw:
        return "leading, trailing or double spaces"
    for i, ch in enumerate(hw):
        if ch == STRESS and (i == 0 or hw[i - 1] not in _VOWELS):
            return f"the stress mark at position {i} does not follow a vowel"
    for word in re.split(r"[ \-]", hw):
        vowels = sum(ch in _VOWELS for ch in word)
        marks = word.count(STRESS) + word.count("ё") + word.count("Ё")
        if marks > 1:
            return f"{word!r} has more than one stress mark"
        if vowels >= 2 and marks == 0:
            return f"{word!r} has no stress mark (U+0301 after the stressed vowel)"
    return None


# --------------------------------------------------------------------------- collection

def _collect(root: Path) -> tuple[Glossary | None, list[CorpusError]]:
    root = Path(root)
    errors: list[CorpusError] = []
    if not root.is_dir():
        return None, [CorpusError(root, None, "the glossary folder does not exist")]
    entries: list[Entry] = []
    stems: set[str] = set()  # entry files, loaded or not (a broken file is reported once)
    for path in sorted(root.iterdir()):
        if path.suffix in (".yml", ".json") or (path.suffix == ".yaml" and path.name.startswith(".")):
            errors.append(CorpusError(path, None, "an entry file is <id>.yaml"))
            continue
        if path.suffix != ".yaml":
            continue  # README.md and the like
        stems.add(path.stem)
        try:
            entries.append(_load_file(path))
        except CorpusError as exc:
            errors.append(exc)
    ids = {e.id for e in entries} | stems
    for e in entries:
        text = e.file.read_text(encoding="utf-8") if e.file else ""
        for i, r in enumerate(e.related):
            if r not in ids:
                errors.append(CorpusError(e.file or root, None,
                                          f"entry {e.id}: related names an unknown entry {r!r}",
                                          _key_line(text, ["related", i])))

    if errors:
        return None, errors
    return Glossary(root, tuple(sorted(entries, key=lambda e: e.id))), []


def check_glossary(root: Path = GLOSSARY_DIR) -> list[CorpusError]:
    """Every problem of the entry files under `root` (empty when all are valid)."""
    return _collect(Path(root))[1]


_cache: FileCache[Glossary] = FileCache()


def _glossary_files(root: Path) -> list[Path]:
    files = sorted(p for p in root.iterdir() if p.is_file()) if root.is_dir() else []
    files.append(SCHEMA_FILE)
    return files


def load_glossary(root: Path = GLOSSARY_DIR) -> Glossary:
    """Load and validate every entry under `root`; raise the first CorpusError.

    Cached: while no file under `root` changes, the same Glossary is returned."""
    root = Path(root).resolve()
    return _cache.get_checked(root, _glossary_files(root), lambda: _collect(root))


# --------------------------------------------------------------------------- rules

def unknown_rules(glossary: Glossary) -> list[tuple[str, str]]:
    """(entry id, rule id) for every cited rule id that karty's registry lacks.

    Imports karty, whose games (karty.GAMES) register their rules on import; an
    ImportError propagates (a missing engine is an error, not a pass)."""
    import karty
    assert karty.GAMES, "karty lists no game"
    known = {r.id for r in karty.REGISTRY}
    return [(e.id, r) for e in glossary for r in e.rules if r not in known]
