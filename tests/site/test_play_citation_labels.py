"""docs/assets/js/play/common.mjs under Node: the label of a cited place names its own
text (the Стос cites a line of the first verse, not a sentence of Бура), in the reader's
language, and never shows an id."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SCRIPT = """
const { segmentLabel, WORDS } = await import(process.argv[1]);
const places = JSON.parse(process.argv[2]);
const out = {};
for (const lang of ["en", "ru"]) out[lang] = places.map((p) => segmentLabel(p, lang));
out.keys = [Object.keys(WORDS.en).sort().join(), Object.keys(WORDS.ru).sort().join()];
console.log(JSON.stringify(out));
"""
PLACES = ["bura.s10", "ochko.s3", "verse1.l8", "verse2.s2", "stos.s4", "bura.title", "verse1.x3"]


def test_a_cited_place_is_named_by_its_own_text():
    node = shutil.which("node")
    if not node:
        pytest.skip("node is not installed (make node)")
    module = (REPO / "docs/assets/js/play/common.mjs").as_uri()
    run = subprocess.run([node, "--input-type=module", "-e", SCRIPT, module, json.dumps(PLACES)],
                         check=False, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["en"] == ["Bura, sentence 10", "Ochko, sentence 3", "first verse, line 8",
                         "second verse, sentence 2", "sentence 4", "the cited place", "first verse"]
    assert out["ru"] == ["Бура, фраза 10", "Очко, фраза 3", "первое стихотворение, строка 8",
                         "второе стихотворение, фраза 2", "фраза 4", "цитируемое место",
                         "первое стихотворение"]
    assert out["keys"][0] == out["keys"][1]
