"""Issue 26's "Done when": no shared module names a game. A game is one package
(``karty/<game>/``) reached through the registry (``karty.GAMES``); the shared modules of
the engine (engine/karty/*.py, karty/web/**), the site's build (docs/hooks/**) and the
scripts (docs/assets/js/**) read the registry, the contract file or the GameSpec, and
name no game: not ``bura``/``ochko``/``stos`` in any case, not Бура/Очко/Стос.

What is searched is the code: names and string literals, not comments or docstrings (an
example id such as ``bura.s7`` in a docstring names no game to the program). Each file
that still names a game is in :data:`ALLOWED` with the reason in one line; an entry whose
file no longer names a game fails too, so the list only shrinks.
"""
from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

#: Latin names as parts of identifiers too (``OchkoRules``, ``bura_view``); the Russian
#: names as words, in any case (not «очки», points; «очко» as one point is rare in code).
GAME_NAME = re.compile(r"bura|ochko|stos|(?<![а-яё])(?:бур[аыеуо]й?|очк[оау]|стос[аеуо]?м?)(?![а-яё])",
                       re.IGNORECASE)

#: file (from the repository's root) → why it names a game, in one line.
ALLOWED: dict[str, str] = {
    # the registry: where the games are named, once
    "engine/karty/games.py": "the registry: one GameSpec per game",
    "engine/karty/__init__.py": "the package's root imports each game package for the registry",
    # examples in error messages
    "engine/karty/registry.py": "its errors show a real id as the example of the shape ('bura.s10')",
    # the edition's sections, two of them named after a game (text, not games)
    "engine/karty/web/words.py": "SECTIONS: the edition's sections 'bura' and 'ochko' in words "
                                 "(segment ids, as docs/labels.yaml's segments)",
    # the play tables' shell
    "docs/assets/js/play/table.mjs": "VIEWS: the one place that maps a game to its view script "
                                     "(static imports; a game's view is its own script, below)",
}


def shared_files() -> list[Path]:
    engine = REPO / "engine" / "karty"
    files = [*engine.glob("*.py"), *(engine / "web").rglob("*.py"),
             *(REPO / "docs" / "hooks").rglob("*.py"), *(REPO / "docs" / "hooks").rglob("*.js"),
             *(REPO / "docs" / "assets" / "js").rglob("*.js"),
             *(REPO / "docs" / "assets" / "js").rglob("*.mjs")]
    return sorted(f for f in files if "__pycache__" not in f.parts and f not in game_scripts())


def game_scripts() -> set[Path]:
    """Each game's own view script, ``play/<game>.mjs`` (a game's module, not a shared one:
    ARCHITECTURE.md's checklist for a new game has one)."""
    from karty import GAMES

    return {REPO / "docs" / "assets" / "js" / "play" / f"{g.name}.mjs" for g in GAMES}


def python_code(source: str) -> list[tuple[int, str]]:
    """(line, text) of every token of a Python module but its comments and docstrings."""
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(source).readline)
              if t.type not in (tokenize.COMMENT, tokenize.NL)]
    out = []
    for i, t in enumerate(tokens):
        if t.type == tokenize.STRING:
            before = tokens[i - 1] if i else None
            after = tokens[i + 1] if i + 1 < len(tokens) else None
            starts = before is None or before.type in (tokenize.NEWLINE, tokenize.INDENT,
                                                       tokenize.DEDENT)
            if starts and after is not None and after.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
                continue  # a string statement: a docstring
        out.append((t.start[0], t.string))
    return out


def script_code(source: str) -> list[tuple[int, str]]:
    """(line, text) of a script without its comments (strings kept whole)."""
    out, i, n, line = [], 0, len(source), 1
    while i < n:
        if source.startswith("//", i) or source.startswith("/*", i):
            end = source.find("\n" if source[i + 1] == "/" else "*/", i + 2)
            end = n if end < 0 else end + (0 if source[i + 1] == "/" else 2)
            line += source.count("\n", i, end)
            i = end
            continue
        j = i
        if source[i] in "'\"`":
            j = i + 1
            while j < n and source[j] != source[i]:
                j += 2 if source[j] == "\\" else 1
        else:
            while j + 1 < n and source[j + 1] not in "'\"`/":
                j += 1
        out.append((line, source[i:j + 1]))
        line += source.count("\n", i, j + 1)
        i = j + 1
    return out


def game_names(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8")
    code = python_code(source) if path.suffix == ".py" else script_code(source)
    return [f"{path.relative_to(REPO)}:{line}: {m.group(0)!r}"
            for line, text in code for m in GAME_NAME.finditer(text)]


def test_the_search_sees_a_name_in_code_and_not_in_a_comment_or_docstring():
    py = python_code('"""bura.s7 in a docstring"""\n# ochko\nx = "stos"\nOchkoRules = 1\n')
    assert [m.group(0) for _, t in py for m in GAME_NAME.finditer(t)] == ["stos", "Ochko"]
    js = script_code('// bura\nconst a = "Очко"; /* stos */ const b = `ru: Бура`;\n'
                     'const url = "http://x/y"; // Стос\n')
    assert [m.group(0) for _, t in js for m in GAME_NAME.finditer(t)] == ["Очко", "Бура"]
    assert not GAME_NAME.search("очки карт, точку, 31 очков")


def test_no_shared_module_names_a_game():
    found = [hit for path in shared_files() if str(path.relative_to(REPO)) not in ALLOWED
             for hit in game_names(path)]
    assert not found, "a shared module names a game (read it from karty.GAMES, or add the file " \
                      "to ALLOWED with its reason):\n" + "\n".join(found)


@pytest.mark.parametrize("name", sorted(ALLOWED))
def test_every_exception_is_still_needed(name):
    path = REPO / name
    assert path in shared_files(), f"{name} is not a shared module any more: remove it from ALLOWED"
    assert game_names(path), f"{name} names no game any more: remove it from ALLOWED"
