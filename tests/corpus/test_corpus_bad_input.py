"""Malformed corpus files: each fails with ONE CorpusError naming the file, the
segment and the problem (on a broken copy of the real corpus under tmp_path)."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from corpus.load import CorpusError, check, load_corpus


def _edit(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= count, f"{old!r} not found in {path.name}: the test's anchor moved"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def _one_error(root: Path) -> CorpusError:
    errors = check(root)
    assert len(errors) == 1, "expected exactly one error, got:\n" + "\n".join(map(str, errors))
    err = errors[0]
    with pytest.raises(CorpusError) as raised:
        load_corpus(root)
    assert str(raised.value) == str(err)
    assert isinstance(raised.value, ValueError)
    line = str(err)
    assert "\n" not in line
    assert err.file.name in line and err.problem.split(" (")[0] in line
    if err.segment:
        assert f"segment {err.segment}" in line
    return err


@pytest.fixture
def root(corpus_copy) -> Path:
    root = corpus_copy()
    assert check(root) == [], "the copy of the real corpus must be valid before it is broken"
    return root


def _block(root: Path, section: str, seg: str) -> tuple[Path, str]:
    """The YAML text of one segment (from its '- id:' line to the next item)."""
    path = root / "edition" / f"{section}.yaml"
    text = path.read_text(encoding="utf-8")
    m = re.search(rf"(?m)^  - id: {re.escape(seg)}\n(?:    .*\n|      .*\n)*", text)
    assert m, f"segment {seg} not found in {path.name}"
    return path, m.group(0)


def test_bad_yaml_names_file_line_and_segment(root):
    path, block = _block(root, "bura", "bura.s5")
    _edit(path, block, block.replace("    text:", "   text: [unclosed", 1))
    err = _one_error(root)
    assert err.file.name == "bura.yaml"
    assert err.segment == "bura.s5"
    assert err.problem.startswith("bad YAML at line ")
    assert err.line is not None and f":{err.line}:" in str(err)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert "bura.s5" in "\n".join(lines[max(0, err.line - 4):err.line + 1])


def test_duplicate_yaml_key_is_bad_yaml(root):
    path, block = _block(root, "ochko", "ochko.s3")
    _edit(path, block, block.replace("    text:", '    translation: "x"\n    text:', 1))
    err = _one_error(root)
    assert err.file.name == "ochko.yaml" and err.segment == "ochko.s3"
    assert "duplicate key 'translation'" in err.problem


def test_unknown_key(root):
    path, block = _block(root, "bura", "bura.s7")
    _edit(path, block, block.replace("    text:", "    colour: red\n    text:", 1))
    err = _one_error(root)
    assert err.file.name == "bura.yaml"
    assert err.segment == "bura.s7"
    assert "unknown key 'colour'" in err.problem


def test_unknown_key_in_an_annotation(root):
    path = root / "edition" / "ochko.yaml"
    _edit(path, "  - id: ochko.s39.a1\n", "  - id: ochko.s39.a1\n      flavour: sweet\n")
    err = _one_error(root)
    assert err.segment == "ochko.s39"
    assert "annotation ochko.s39.a1" in err.problem and "unknown key 'flavour'" in err.problem


def test_missing_id(root):
    path, block = _block(root, "ochko", "ochko.s12")
    _edit(path, block, block.replace("  - id: ochko.s12\n    text:", "  - text:", 1))
    err = _one_error(root)
    assert err.file.name == "ochko.yaml"
    assert err.segment is not None and "no id" in err.segment and "after ochko.s11" in err.segment
    assert err.problem == "missing key 'id'"


def test_missing_translation_key(root):
    path, block = _block(root, "verse1", "verse1.l3")
    new = re.sub(r"(?m)^    translation:.*\n", "", block, count=1)
    assert new != block
    _edit(path, block, new)
    err = _one_error(root)
    assert err.segment == "verse1.l3" and err.problem == "missing key 'translation'"


def test_segment_id_that_does_not_follow_the_pattern(root):
    path = root / "edition" / "bura.yaml"
    _edit(path, "  - id: bura.s10\n", "  - id: bura.x10\n")
    err = _one_error(root)
    assert err.segment == "bura.x10"
    assert "does not follow the pattern" in err.problem


def test_segment_id_of_another_section(root):
    path = root / "edition" / "bura.yaml"
    _edit(path, "  - id: bura.s12\n", "  - id: ochko.s912\n")
    err = _one_error(root)
    assert err.segment == "ochko.s912" and "does not follow the pattern 'bura.s<n>'" in err.problem


def test_span_outside_its_segment(root):
    path, block = _block(root, "ochko", "ochko.s39")
    new = re.sub(r"span: \[0, 9\]", "span: [0, 999]", block, count=1)
    assert new != block
    _edit(path, block, new)
    err = _one_error(root)
    assert err.file.name == "ochko.yaml"
    assert err.segment == "ochko.s39"
    assert "span [0, 999] is outside the segment" in err.problem


def test_orig_that_differs_from_the_text(root):
    path, block = _block(root, "ochko", "ochko.s39")
    new = block.replace("orig: Банкуюший", "orig: Банкующий", 1).replace('orig: "Банкуюший"', 'orig: "Банкующий"', 1)
    assert new != block
    _edit(path, block, new)
    err = _one_error(root)
    assert err.segment == "ochko.s39"
    assert "orig 'Банкующий' differs from text[0:9] 'Банкуюший'" in err.problem


def test_overlapping_spans(root):
    path, block = _block(root, "ochko", "ochko.s39")
    extra = ("    - id: ochko.s39.a9\n      type: note\n      span: [5, 12]\n      orig: \"юший на\"\n"
             "      note: {en: overlap, ru: перекрытие}\n")
    _edit(path, block, block + extra if block.endswith("\n") else block + "\n" + extra)
    err = _one_error(root)
    assert err.segment == "ochko.s39"
    assert "overlap" in err.problem and "ochko.s39.a9" in err.problem


def test_duplicate_id(root):
    path = root / "edition" / "bura.yaml"
    _edit(path, "  - id: bura.s9\n", "  - id: bura.s8\n")
    err = _one_error(root)
    assert err.file.name == "bura.yaml"
    assert err.segment == "bura.s8"
    assert "duplicate id 'bura.s8'" in err.problem and "bura.yaml:" in err.problem


def test_sha256_mismatch(root):
    witness = root / "witnesses" / "001_b637ee7b77274e75.txt"
    witness.write_bytes(witness.read_bytes() + b"\n")
    err = _one_error(root)
    assert err.file.name == "witnesses.yaml"
    assert err.segment is None
    assert "witness B" in err.problem and "sha256 mismatch" in err.problem
    assert ": -: " in str(err)


def test_missing_witness_list(root):
    (root / "witnesses" / "witnesses.yaml").unlink()
    err = _one_error(root)
    assert err.file.name == "witnesses.yaml" and err.problem.startswith("file not found")


def test_segment_text_that_is_not_witness_A(root):
    path = root / "edition" / "intro.yaml"
    _edit(path, "Это были и песни", "Это были и пляски")
    err = _one_error(root)
    assert err.file.name == "intro.yaml" and err.segment == "intro.s2"
    assert "differs from witness A" in err.problem


def test_check_cli_prints_one_line_per_error_and_exits_1(root):
    _edit(root / "edition" / "bura.yaml", "  - id: bura.s9\n", "  - id: bura.s8\n")
    _edit(root / "edition" / "ochko.yaml", "  - id: ochko.s39.a1\n", "  - id: ochko.s39.a1\n      flavour: sweet\n")
    run = subprocess.run(check=False, args=[sys.executable, "-m", "corpus", "--root", str(root), "check"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 1
    lines = run.stdout.strip().splitlines()
    assert len(lines) == 2, run.stdout
    assert any("bura.yaml" in ln and "duplicate id 'bura.s8'" in ln for ln in lines)
    assert any("ochko.yaml" in ln and "flavour" in ln for ln in lines)


def test_check_cli_on_the_real_corpus_exits_0():
    run = subprocess.run(check=False, args=[sys.executable, "-m", "corpus", "check"], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout == ""
