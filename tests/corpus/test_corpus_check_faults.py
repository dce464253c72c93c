"""Fault injection: `python -m corpus check` on a broken copy of the whole corpus.

Each kind of corpus file (an edition section, the witness list, a witness's text,
a glossary entry) is corrupted in a temporary copy in each way that matters: bad
YAML, a duplicate id, a missing or empty field, a dangling reference, a changed
byte. The check must fail with exactly one line that names the file, the line and
the problem — the line it names must hold the fault — and the real corpus must
pass. The build runs the same check first (docs/hooks/core/check.py).
"""
from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from corpus import ROOT
from corpus.cli import main

Fault = Callable[[Path], tuple[str, str]]  # root → (the file's path relative to root, expected text)


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not found in {path.name}: the test's anchor moved"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


# ---------------------------------------------------------------- edition sections
def edition_bad_yaml(root: Path) -> tuple[str, str]:
    _edit(root / "edition/bura.yaml", '    text: "Обычно играют двое."',
          '    text: ["Обычно играют двое."')
    return "edition/bura.yaml", "bad YAML"


def edition_duplicate_id(root: Path) -> tuple[str, str]:
    _edit(root / "edition/bura.yaml", "  - id: bura.s2\n", "  - id: bura.s1\n")
    return "edition/bura.yaml", "duplicate id 'bura.s1'"


def edition_missing_field(root: Path) -> tuple[str, str]:
    _edit(root / "edition/bura.yaml", '    translation: "Usually two play."\n', "")
    return "edition/bura.yaml", "missing key 'translation'"


def edition_empty_translation(root: Path) -> tuple[str, str]:
    _edit(root / "edition/bura.yaml", 'translation: "Usually two play."', 'translation: ""')
    return "edition/bura.yaml", "translation: empty"


def edition_translation_is_the_russian(root: Path) -> tuple[str, str]:
    _edit(root / "edition/bura.yaml", 'translation: "Usually two play."',
          'translation: "Обычно играют двое."')
    return "edition/bura.yaml", "translation: the Russian text itself"


def edition_translation_in_cyrillic(root: Path) -> tuple[str, str]:
    _edit(root / "edition/bura.yaml", 'translation: "Usually two play."',
          'translation: "Обычно играют  двое (two)."')
    return "edition/bura.yaml", "translation: written in Cyrillic"


def edition_dangling_witness(root: Path) -> tuple[str, str]:
    _edit(root / "edition/bura.yaml", "      witnesses: [B]\n", "      witnesses: [Q]\n")
    return "edition/bura.yaml", "unknown witness Q"


# ---------------------------------------------------------------- the witness list
def witnesses_bad_yaml(root: Path) -> tuple[str, str]:
    _edit(root / "witnesses/witnesses.yaml", "- siglum: A\n", "- siglum: [A\n")
    return "witnesses/witnesses.yaml", "bad YAML"


def witnesses_duplicate_siglum(root: Path) -> tuple[str, str]:
    _edit(root / "witnesses/witnesses.yaml", "- siglum: B\n", "- siglum: A\n")
    return "witnesses/witnesses.yaml", "duplicate siglum"


def witnesses_missing_field(root: Path) -> tuple[str, str]:
    path = root / "witnesses/witnesses.yaml"
    line = next(x for x in path.read_text(encoding="utf-8").splitlines(True)
                if x.startswith("  sha256: "))
    _edit(path, line, "")
    return "witnesses/witnesses.yaml", "missing key 'sha256'"


def witnesses_dangling_segment(root: Path) -> tuple[str, str]:
    path = root / "witnesses/witnesses.yaml"
    m = re.search(r"(?m)^  - from: (\S+)$", path.read_text(encoding="utf-8"))
    assert m, "no breaks_off in witnesses.yaml: the test's anchor moved"
    _edit(path, m.group(0), "  - from: verse1.l99")
    return "witnesses/witnesses.yaml", "unknown segment 'verse1.l99'"


# ---------------------------------------------------------------- a witness's text
def witness_changed_byte(root: Path) -> tuple[str, str]:
    path = root / "witnesses/000_fc681ca848ee8c44.txt"
    raw = bytearray(path.read_bytes())
    raw[100] ^= 0x01
    path.write_bytes(bytes(raw))
    return "witnesses/witnesses.yaml", "sha256 mismatch for 000_fc681ca848ee8c44.txt"


# ---------------------------------------------------------------- glossary entries
def glossary_bad_yaml(root: Path) -> tuple[str, str]:
    _edit(root / "glossary/molodka.yaml", "forms: [молодка]", "forms: [молодка")
    return "glossary/molodka.yaml", "bad YAML"


def glossary_duplicate_id(root: Path) -> tuple[str, str]:
    _edit(root / "glossary/molodka.yaml", "id: molodka\n", "id: bura\n")
    return "glossary/molodka.yaml", "it is the id of bura.yaml, a duplicate"


def glossary_missing_field(root: Path) -> tuple[str, str]:
    _edit(root / "glossary/molodka.yaml", "category: cards-scoring\n", "")
    return "glossary/molodka.yaml", "missing key 'category'"


def glossary_empty_field(root: Path) -> tuple[str, str]:
    _edit(root / "glossary/molodka.yaml",
          '  en: "molodka: three cards of one non-trump suit in bura"', '  en: ""')
    return "glossary/molodka.yaml", "short.en: empty"


def glossary_unknown_related(root: Path) -> tuple[str, str]:
    _edit(root / "glossary/molodka.yaml", "related: [bura, mast,", "related: [bura, masst,")
    return "glossary/molodka.yaml", "related names an unknown entry 'masst'"


def glossary_unknown_rule(root: Path) -> tuple[str, str]:
    _edit(root / "glossary/molodka.yaml", "rules: [bura.molodka,", "rules: [bura.molodkaa,")
    return "glossary/molodka.yaml", "'bura.molodkaa', which is not a rule of the engine"


def glossary_dangling_segment(root: Path) -> tuple[str, str]:
    _edit(root / "glossary/molodka.yaml", "вне очереди (bura.s21).", "вне очереди (bura.s99).")
    return "glossary/molodka.yaml", "cites the segment 'bura.s99', which is not in the edition"


FAULTS: dict[str, Fault] = {f.__name__: f for f in (
    edition_bad_yaml, edition_duplicate_id, edition_missing_field, edition_empty_translation,
    edition_dangling_witness, edition_translation_is_the_russian, edition_translation_in_cyrillic,
    witnesses_bad_yaml, witnesses_duplicate_siglum, witnesses_missing_field,
    witnesses_dangling_segment, witness_changed_byte,
    glossary_bad_yaml, glossary_duplicate_id, glossary_missing_field, glossary_empty_field,
    glossary_unknown_related, glossary_unknown_rule, glossary_dangling_segment,
)}


@pytest.fixture
def whole_copy(corpus_copy: Callable[[], Path]) -> Path:
    """A byte-for-byte copy of the corpus's edition/, witnesses/ and glossary/."""
    return corpus_copy()


def _check(root: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str], str]:
    code = main(["--root", str(root), "check"])
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


def test_the_real_corpus_passes(whole_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = _check(whole_copy, capsys)
    assert (code, lines) == (0, []) and "corpus OK" in err


@pytest.mark.parametrize("name", sorted(FAULTS))
def test_a_fault_is_one_line_naming_file_line_and_problem(
        name: str, whole_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rel, problem = FAULTS[name](whole_copy)
    code, lines, err = _check(whole_copy, capsys)
    assert code == 1, f"{name}: the check passed"
    assert len(lines) == 1, f"{name}: expected one line, got:\n" + "\n".join(lines)
    assert "1 error" in err
    line = lines[0]
    m = re.match(r"^(?P<file>\S+?):(?P<line>\d+): (?P<rest>.+)$", line)
    assert m, f"{name}: not 'file:line: problem': {line}"
    assert Path(m.group("file")).resolve() == (whole_copy / rel).resolve(), line
    assert problem in m.group("rest"), line
    # the line named is where the fault is (or, for a missing key, its owner)
    n = int(m.group("line"))
    text = (whole_copy / rel).read_text(encoding="utf-8").splitlines()
    assert 1 <= n <= len(text), line


def test_the_named_line_holds_the_fault(whole_copy: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    """For a fault on one line, the line named is that line."""
    glossary_unknown_rule(whole_copy)
    _, lines, _ = _check(whole_copy, capsys)
    n = int(lines[0].split(":")[1])
    text = (whole_copy / "glossary/molodka.yaml").read_text(encoding="utf-8").splitlines()
    assert "bura.molodkaa" in text[n - 1]


@pytest.mark.parametrize("name", ["edition_translation_is_the_russian",
                                  "edition_translation_in_cyrillic"])
def test_an_untranslated_segment_names_its_translation_line(
        name: str, whole_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    FAULTS[name](whole_copy)
    _, lines, _ = _check(whole_copy, capsys)
    n = int(lines[0].split(":")[1])
    text = (whole_copy / "edition/bura.yaml").read_text(encoding="utf-8").splitlines()
    assert text[n - 1].strip().startswith("translation:") and "Обычно" in text[n - 1]


def test_the_command_line(whole_copy: Path) -> None:
    """`python -m corpus check` itself, as the build and CI run it."""
    glossary_dangling_segment(whole_copy)
    proc = subprocess.run([sys.executable, "-m", "corpus", "--root", str(whole_copy), "check"],
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 1
    assert proc.stdout.count("\n") == 1 and "molodka.yaml:" in proc.stdout
    assert "bura.s99" in proc.stdout


def test_the_build_runs_the_same_check_first() -> None:
    """mkdocs.yml lists the entry of hooks.core.check first (docs/hooks/entry/core_check.py),
    and hooks.core.check calls corpus.check.check_all."""
    text = (ROOT.parent / "mkdocs.yml").read_text(encoding="utf-8")
    hooks = re.search(r"(?m)^hooks:\n((?:\s+(?:-|#).*\n)+)", text)
    assert hooks, "mkdocs.yml has no hooks"
    listed = [x.strip()[2:] for x in hooks.group(1).splitlines() if x.strip().startswith("- ")]
    assert listed[0] == "docs/hooks/entry/core_check.py"
    entry = (ROOT.parent / listed[0]).read_text(encoding="utf-8")
    assert "from hooks.core.check import on_config" in entry
    hook = (ROOT.parent / "docs/hooks/core/check.py").read_text(encoding="utf-8")
    assert "check_all()" in hook and "PluginError" in hook
