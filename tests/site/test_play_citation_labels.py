"""docs/assets/js/play/common.mjs under Node: the label of a cited place names its own
text (the Стос cites a line of the first verse, not a sentence of Бура), in the reader's
language, and never shows an id."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from karty.web.words import SECTIONS, segment_words

REPO = Path(__file__).resolve().parents[2]
SCRIPT = """
const { segmentLabel, segmentLabels, WORDS } = await import(process.argv[1]);
const places = JSON.parse(process.argv[2]);
const RUNS = JSON.parse(process.argv[3]);
const out = {};
for (const lang of ["en", "ru"]) out[lang] = places.map((p) => segmentLabel(p, lang));
out.runs = {};
for (const lang of ["en", "ru"]) out.runs[lang] = RUNS.map((r) => segmentLabels(r, lang));
out.keys = [Object.keys(WORDS.en).sort().join(), Object.keys(WORDS.ru).sort().join()];
console.log(JSON.stringify(out));
"""
#: places cited together by one rule
RUNS = [["bura.s9", "bura.s21"], ["bura.s10", "bura.s12", "bura.s23"], ["bura.s3", "verse1.l8", "verse1.l9"],
        ["ochko.s2"], ["bura.s4", "ochko.s2", "ochko.s5"]]
PLACES = ["bura.s10", "ochko.s3", "verse1.l8", "verse2.s2", "stos.s4", "bura.title", "verse1.x3"]


def test_a_cited_place_is_named_by_its_own_text():
    node = shutil.which("node")
    if not node:
        pytest.skip("node is not installed (make node)")
    module = (REPO / "docs/assets/js/play/common.mjs").as_uri()
    run = subprocess.run([node, "--input-type=module", "-e", SCRIPT, module, json.dumps(PLACES), json.dumps(RUNS)],
                         check=False, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["en"] == ["Bura, sentence 10", "Ochko, sentence 3", "Verse 1, line 8",
                         "Verse 2, sentence 2", "sentence 4", "the cited place", "Verse 1"]
    assert out["ru"] == ["Бура, предложение 10", "Очко, предложение 3", "Стихотворение 1, строка 8",
                         "Стихотворение 2, предложение 2", "предложение 4", "цитируемое место",
                         "Стихотворение 1"]
    assert out["keys"][0] == out["keys"][1]
    # the log names a place as the engine and the rest of the site do
    for lang in ("en", "ru"):
        for place, label in zip(PLACES, out[lang], strict=True):
            if place.split(".")[0] in SECTIONS and re.fullmatch(r"[a-z]+\.[sl][0-9]+", place):
                assert [label] == segment_words([place], lang), (lang, place)

    # several places cited together read as the engine words them: "Bura, sentences 9", "21"
    assert out["runs"]["en"][0] == ["Bura, sentences 9", "21"]
    for lang in ("en", "ru"):
        for run, labels in zip(RUNS, out["runs"][lang], strict=True):
            assert labels == segment_words(run, lang), (lang, run)


def test_russian_counts_agree_with_their_number():
    """«21 очко», «22 очка», «25 очков», «11 очков»; «1 карта», «3 карты», «5 карт» (the
    tables' points and piles), not «21 очков» or «3 карт»."""
    node = shutil.which("node")
    if not node:
        pytest.skip("node is not installed (make node)")
    module = (REPO / "docs/assets/js/play/common.mjs").as_uri()
    script = ("const { ruPlural } = await import(process.argv[1]);"
              "console.log(JSON.stringify([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 111, 0]"
              ".map((n) => ruPlural(n, 'очко', 'очка', 'очков'))));")
    run = subprocess.run([node, "--input-type=module", "-e", script, module],
                         check=False, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == ["очко", "очка", "очка", "очков", "очков", "очков", "очков",
                                      "очко", "очка", "очков", "очков", "очков"]
