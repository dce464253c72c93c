"""The browser contract (docs/hooks/core/contract.py → assets/karty-contract.json, read by
docs/assets/js/contract.mjs) against the engine and the scripts."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import karty
import pytest
from hooks.core import contract
from karty.cards import Card
from karty.web import FUNCTIONS, KINDS
from karty.web import view as engine_view

REPO = Path(__file__).resolve().parents[2]
JS = REPO / "docs" / "assets" / "js"
C = contract.contract()


def test_the_games_and_functions_are_the_engines():
    assert [g["name"] for g in C["games"]] == [g.name for g in karty.GAMES]
    for g, spec in zip(C["games"], karty.GAMES, strict=True):
        assert g["title"] == {"en": spec.title("en"), "ru": spec.title("ru")}
        assert g["widgets"] == list(spec.widgets)
    assert C["functions"] == sorted(FUNCTIONS)
    assert C["widgets"] == {kind: spec["fn"] for kind, spec in KINDS.items()}
    assert set(C["widgets"].values()) <= set(C["functions"])


# The worker run under Node with a stand-in `self` and `fetch`: the contract file is
# served from memory (or refused), the runtime's files are not (so a call that passes
# the allow-list ends in a LoadError, one that does not in an UnknownFunction).
WORKER_HARNESS = """
const [workerUrl, contractText, names, start] = JSON.parse(process.argv[1]);
const posted = [];
const fetched = [];
let handler = null;
globalThis.self = globalThis;
globalThis.addEventListener = (type, h) => { if (type === "message") handler = h; };
globalThis.postMessage = (m) => posted.push(m);
globalThis.fetch = async (url) => {
  url = String(url);
  fetched.push(url);
  if (url.endsWith("/assets/karty-contract.json") && contractText !== null) {
    return { ok: true, status: 200, json: async () => JSON.parse(contractText) };
  }
  if (url.endsWith("/assets/karty-contract.json")) return { ok: false, status: 404, json: async () => null };
  throw new Error("not served in this test: " + url);
};
console.error = () => {};
await import(workerUrl);
if (start) await handler({ data: { type: "start" } });
const replies = {};
for (const [i, fn] of names.entries()) {
  await handler({ data: { id: i, fn, args: {} } });
  replies[i] = posted.filter((m) => m.id === i).map((m) => m.ok ? "ok" : m.error.type);
}
console.log(JSON.stringify({ replies, fetched }));
"""


def _run_worker(names: list[object], contract_text: str | None, start: bool = False) -> dict:
    worker = (JS / "worker.mjs").as_uri()
    proc = subprocess.run(["node", "--input-type=module", "-e", WORKER_HARNESS,
                           json.dumps([worker, contract_text, names, start])],
                          check=False, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(shutil.which("node") is None, reason="node is missing")
def test_the_worker_calls_exactly_the_contracts_functions():
    """worker.mjs keeps no list of its own: it lets through the contract's functions
    (each reaches the engine, here a LoadError: no runtime is served) and refuses
    every other name before Python is asked."""
    outsiders = ["call_json", "evil", "__proto__", "constructor", "toString", "hasOwnProperty",
                 "table_new ", "Table_new", "", 42, None, ["table_new"]]
    names: list[object] = [*C["functions"], *outsiders]
    out = _run_worker(names, contract.text())
    replies = [out["replies"][str(i)] for i in range(len(names))]
    for fn, reply in zip(names, replies, strict=True):
        expected = "LoadError" if fn in C["functions"] else "UnknownFunction"
        assert reply == [expected], (fn, reply)
    # a name added to the contract is let through with no edit of the worker
    grown = json.loads(contract.text())
    grown["functions"].append("durak_deal")
    out = _run_worker(["durak_deal", "evil"], json.dumps(grown))
    assert out["replies"] == {"0": ["LoadError"], "1": ["UnknownFunction"]}


@pytest.mark.skipif(shutil.which("node") is None, reason="node is missing")
def test_without_the_contract_the_worker_calls_nothing():
    out = _run_worker([C["functions"][0], "evil"], None)
    assert out["replies"] == {"0": ["LoadError"], "1": ["LoadError"]}
    # the runtime was never asked for: only the contract file was fetched
    assert out["fetched"] and all(u.endswith("/assets/karty-contract.json") for u in out["fetched"])


def test_the_worker_copies_no_allow_list():
    source = (JS / "worker.mjs").read_text(encoding="utf-8")
    assert "karty-contract.json" in source
    for name in C["functions"]:
        assert f'"{name}"' not in source or name == "parse_cards", name  # parse_cards: the liveness probe


def test_the_card_tables_write_cards_as_the_engine_does():
    cards = C["cards"]
    assert len(cards["ranks"]) * len(cards["suits"]) == 36
    for suit in cards["suits"]:
        for rank in cards["ranks"]:
            card = Card.parse(rank + suit)
            assert card.ascii() == rank + suit
            assert cards["ranks_ru"][rank] + cards["symbols"][suit] == card.russian()
            assert rank + cards["symbols"][suit] == str(card)
            assert cards["names"]["ru"][suit] == card.suit.name_ru
            assert cards["names"]["en"][suit] == card.suit.name_en
            assert (suit in cards["red"]) == (card.suit.symbol in "♦♥")


SAMPLES = ["card", "karty-card karty-card--red", "Card", "a  b", "rule:bura.rank-order", "seg:bura.s7",
           "rule:bura", "en", "ru", "de", "row", "col", "1", "10", "status", "img", "note x", "QS", "10H",
           "1S", "AX", "move", "beat QS", "Beat", "x" * 201, "a<b", 'say "hi"', "tab\there", ""]


@pytest.mark.skipif(shutil.which("node") is None, reason="node is missing")
def test_the_view_patterns_match_the_same_values_in_javascript_as_in_python():
    view = C["view"]
    patterns = dict(view["values"], short=view["short"], ref=view["ref"])
    py = {name: [re.fullmatch(p, s) is not None for s in SAMPLES] for name, p in patterns.items()}
    script = ("const [patterns, samples] = JSON.parse(process.argv[1]);"
              "const out = {}; for (const [k, p] of Object.entries(patterns)) {"
              "const re = new RegExp(`^(?:${p})$`); out[k] = samples.map((s) => re.test(s)); }"
              "console.log(JSON.stringify(out));")
    proc = subprocess.run(["node", "-e", script, json.dumps([patterns, SAMPLES])],
                          capture_output=True, text=True, check=True, timeout=60)
    assert json.loads(proc.stdout) == py
    assert any(py["class"]) and not all(py["class"])


def test_the_view_allow_list_is_the_engines():
    view = C["view"]
    assert {t: set(a) for t, a in view["tags"].items()} == {t: set(a) for t, a in engine_view.ALLOWED.items()}
    assert set(view["global"]) == set(engine_view.GLOBAL_ATTRS)
    # every attribute the engine allows has a pattern, or falls under `short`
    attrs = set(view["global"]).union(*map(set, view["tags"].values()))
    assert set(view["values"]) <= attrs


def test_the_scripts_copy_no_table_of_the_engine():
    for name in ("widgets.mjs", "view.mjs", "picker.mjs", "engine-client.mjs", "contract.mjs"):
        text = (JS / name).read_text(encoding="utf-8")
        for copied in ('"bura_trick"', '"♠"', '"data-action"', "listitem", '"spades"', "Pick cards"):
            assert copied not in text, (name, copied)


def test_every_word_the_scripts_ask_for_is_in_the_contract():
    words = C["ui"]
    assert set(words) == {"en", "ru"} and set(words["en"]) == set(words["ru"])
    text = (JS / "widgets.mjs").read_text(encoding="utf-8") + (JS / "picker.mjs").read_text(encoding="utf-8")
    asked = set(re.findall(r"\bt\.([A-Za-z]+)\b", text)) | set(re.findall(r"words\([^)]*\)\.([A-Za-z]+)", text))
    assert asked and asked <= set(words["en"]), asked - set(words["en"])
    reasons = set(re.findall(r'setFailure\("([a-z-]+)"', (JS / "engine-client.mjs").read_text(encoding="utf-8")))
    assert reasons and {f"why.{r}" for r in reasons} <= set(words["en"])


def test_the_built_file_is_the_contract():
    built = REPO / "site" / "assets" / "karty-contract.json"
    if not built.is_file():
        pytest.skip("no built site (make site)")
    assert json.loads(built.read_text(encoding="utf-8")) == json.loads(contract.text())
