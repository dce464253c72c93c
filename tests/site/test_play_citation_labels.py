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
from hooks.play import (
    tables as play,  # docs/hooks/play/tables.py: the words the page gives the table
)

SCRIPT = """
const { segmentLabel, segmentLabels, Words } = await import(process.argv[1]);
const places = JSON.parse(process.argv[2]);
const RUNS = JSON.parse(process.argv[3]);
const data = JSON.parse(process.argv[4]);
const out = {};
const words = { en: new Words("en", data.en), ru: new Words("ru", data.ru) };
for (const lang of ["en", "ru"]) out[lang] = places.map((p) => segmentLabel(p, words[lang]));
out.runs = {};
for (const lang of ["en", "ru"]) out.runs[lang] = RUNS.map((r) => segmentLabels(r, words[lang]));
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
    # the words the page gives the table (docs/hooks/play/tables.py: the root's data-words)
    data = {lang: json.loads(play.words_json(lang)) for lang in ("en", "ru")}
    run = subprocess.run([node, "--input-type=module", "-e", SCRIPT, module, json.dumps(PLACES), json.dumps(RUNS),
                          json.dumps(data)],
                         check=False, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["en"] == ["Bura, sentence 10", "Ochko, sentence 3", "Verse 1, line 8",
                         "Verse 2, sentence 2", "sentence 4", "the cited place", "Verse 1"]
    assert out["ru"] == ["Бура, предложение 10", "Очко, предложение 3", "Стихотворение 1, строка 8",
                         "Стихотворение 2, предложение 2", "предложение 4", "цитируемое место",
                         "Стихотворение 1"]
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
    tables' points and piles, docs/labels.yaml's .one/.few/.many forms chosen by the
    language's plural rules), not «21 очков» or «3 карт»; English one / many."""
    node = shutil.which("node")
    if not node:
        pytest.skip("node is not installed (make node)")
    module = (REPO / "docs/assets/js/play/common.mjs").as_uri()
    data = {lang: json.loads(play.words_json(lang)) for lang in ("en", "ru")}
    script = ("const { Words } = await import(process.argv[1]);"
              "const data = JSON.parse(process.argv[2]);"
              "const ru = new Words('ru', data.ru), en = new Words('en', data.en);"
              "const ns = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 111, 0];"
              "console.log(JSON.stringify([ns.map((n) => ru.n('ochko.value', n)),"
              " ns.map((n) => ru.n('bura.piles', n, { m: 0 })), ns.map((n) => en.n('ochko.value', n))]));")
    run = subprocess.run([node, "--input-type=module", "-e", script, module, json.dumps(data)],
                         check=False, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    points, cards, english = json.loads(run.stdout)
    assert [p.split()[1] for p in points] == ["очко", "очка", "очка", "очков", "очков", "очков",
                                              "очков", "очко", "очка", "очков", "очков", "очков"]
    assert [c.split()[3] for c in cards] == ["карта", "карты", "карты", "карт", "карт", "карт",
                                             "карт", "карта", "карты", "карт", "карт", "карт"]
    assert points[7] == "21 очко" and english[:2] == ["1 point", "2 points"]
