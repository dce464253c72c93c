"""Seeded fuzzing of every public entry point: every parser and ``from_dict`` of the
engine, ``karty.web.call`` with arbitrary JSON for every function, and the command
line with arbitrary arguments and files (see fuzzing.py for the inputs and the rules
each call must keep: only documented errors, messages that quote the offending
input in under 500 characters, at most 1 s of CPU per call).

A few hundred inputs per entry point here; ``bench/fuzz_bench.py`` runs 10⁵ and
records its figures in bench/RESULTS.md.
"""

from __future__ import annotations

import json
import random

import pytest
from fuzzing import (
    ENGINE_ENTRY_POINTS,
    FAST,
    LIMIT_SECONDS,
    MAX_MESSAGE,
    WEB_FUNCTIONS,
    FuzzFailure,
    Tally,
    check_error,
    fuzz_cli,
    fuzz_engine,
    fuzz_web,
    run_one,
)
from karty import NotationError

SEED = 20261201
N_ENGINE = 100 if FAST else 500
N_WEB = 80 if FAST else 400
N_CLI = 150 if FAST else 800


@pytest.mark.parametrize("name", ENGINE_ENTRY_POINTS)
def test_engine_entry_point(name: str) -> None:
    tally = fuzz_engine(name, SEED, N_ENGINE)
    assert tally.calls == N_ENGINE and tally.slowest <= LIMIT_SECONDS


@pytest.mark.parametrize("fn", WEB_FUNCTIONS)
def test_web_function(fn: str) -> None:
    tally = fuzz_web(fn, SEED, N_WEB)
    assert tally.calls == N_WEB
    if fn not in ("parse_cards", "rules_options"):
        # the inputs reach past the first check: some calls answer, some are refused
        assert tally.errors and sum(tally.errors.values()) < N_WEB, tally.to_dict()


def test_command_line(tmp_path) -> None:
    tally = fuzz_cli(SEED, N_CLI, tmp_path / "files")
    assert tally.calls == N_CLI and "exit 2" in tally.errors and tally.ok == N_CLI


def test_the_fuzzing_catches_what_it_looks_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks can fail: an undocumented error, a message that does not quote the
    token or is too long, and a slow call are each reported."""
    import fuzzing

    tally = Tally()
    with pytest.raises(FuzzFailure, match="TypeError"):
        run_one("x", lambda: len(5), tally)  # type: ignore[arg-type]
    with pytest.raises(FuzzFailure, match="does not quote"):
        check_error(NotationError("bad input", "плохо", token="zz"), "x")
    e = NotationError("zz", "zz", token="zz")
    e.en = "zz" + "x" * MAX_MESSAGE
    with pytest.raises(FuzzFailure, match="characters"):
        check_error(e, "x")
    monkeypatch.setattr(fuzzing, "LIMIT_SECONDS", 0.001)

    def busy() -> int:
        return sum(random.Random(1).random() > 0.5 for _ in range(200_000))

    with pytest.raises(FuzzFailure, match="CPU"):
        run_one("busy", busy, tally)


def test_the_web_api_answers_deep_and_huge_json() -> None:
    """The defects of issue 11, answered as errors naming the field: ``--5`` in an
    integer field, deep JSON, a megabyte key."""
    from karty.web import call, call_json

    reply = json.loads(call_json("bura_made", '{"state": {"k": "--5"}}'))
    assert reply["error"]["field"] == "k" and "'--5'" in reply["error"]["message"]
    reply = json.loads(call_json("bura_made", "[" * 100_000 + "]" * 100_000))
    assert not reply["ok"] and "nested deeper" in reply["error"]["message"]
    reply = call("ochko_duel", {"state": {"x" * 1_000_000: "1"}})
    assert len(reply["error"]["message"]) < MAX_MESSAGE
    assert len(reply["error"]["token"]) <= 60 and reply["error"]["token"] in reply["error"]["message"]
