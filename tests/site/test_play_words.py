"""The play tables' scripts (docs/assets/js/play/*.mjs) hold no interface word of their
own: every word is in docs/labels.yaml (table play_table, both languages), and the
scripts name only keys that the table has. Reads the scripts as text; no build."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PLAY = REPO / "docs" / "assets" / "js" / "play"
import itertools

from hooks.core.templating import label_table

SCRIPTS = sorted(PLAY.glob("*.mjs"))
COMMENT = re.compile(r"/\*.*?\*/|(?<![:\"'`\\])//[^\n]*", re.DOTALL)
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|`(?:[^`\\]|\\.)*`')
#: a word of a sentence (a class name or a selector has a hyphen, a dot or a colon)
WORD = re.compile(r"[A-Za-z]{2,}[.!?]?")
#: a label named where it is used: w.t("key"), w.n("key", n), w.t(`prefix.${…}`)
KEY = re.compile(r"""\b(?:w|words|this\.words)\.(t|n)\(\s*(?:(["'])([^"']*)\2|`([^`$]*)(\$\{)?)""")


def code(path: Path) -> str:
    """The script without its comments."""
    return COMMENT.sub("", path.read_text(encoding="utf-8"))


def test_there_are_scripts():
    assert {p.name for p in SCRIPTS} >= {"bura.mjs", "ochko.mjs", "common.mjs", "table.mjs"}


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.name)
def test_no_cyrillic_in_the_code(path):
    """Russian belongs in labels.yaml: none in the code (comments may quote it)."""
    bad = [m.group(0) for m in re.finditer(r"[А-Яа-яЁё«»][^\n]{0,30}", code(path))]
    assert not bad, bad[:5]


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.name)
def test_no_english_sentence_in_a_string(path):
    """No string of the code is a phrase of English (a class name, a selector, an
    event or a storage key is not)."""
    def sentence(text: str) -> bool:
        tokens = re.sub(r"\$\{[^}]*\}", " ", text[1:-1]).split()
        return any(WORD.fullmatch(a) and WORD.fullmatch(b) for a, b in itertools.pairwise(tokens))

    bad = [s for s in STRING.findall(code(path)) if sentence(s)]
    assert not bad, bad[:5]


def _keys_used() -> tuple[set[str], set[str], set[str]]:
    """The keys named in w.t / w.n, the prefixes of keys built there, and every
    string of the code (a key may be chosen first: ["ochko.min", n])."""
    exact: set[str] = set()
    prefixes: set[str] = set()
    strings: set[str] = set()
    for path in SCRIPTS:
        text = code(path)
        strings |= {s[1:-1] for s in STRING.findall(text)}
        for kind, _, key, head, dollar in KEY.findall(text):
            if dollar:
                prefixes.add(head)
            elif key or head:
                exact.add(f"{key or head}.one" if kind == "n" else key or head)
    return exact, prefixes, strings


def test_every_key_the_scripts_name_is_in_play_table_in_both_languages():
    table = label_table("play_table")
    exact, prefixes, strings = _keys_used()
    assert exact and prefixes
    for lang in ("en", "ru"):
        missing = sorted(k for k in exact if k not in table[lang])
        assert not missing, (lang, missing)
        for p in prefixes:
            assert any(k.startswith(p) for k in table[lang]), (lang, p)
    # and the table has no key the scripts never name (a word left behind)
    unused = sorted(k for k in table["en"]
                    if k not in exact | strings and not any(k.startswith(p) for p in prefixes)
                    and re.sub(r"\.(one|few|many)$", ".one", k) not in exact)
    assert not unused, unused
