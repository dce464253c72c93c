"""One saved form for every game (karty.game.FORMAT: the table, the history and a
checked snapshot), and the forms saved before it still read.

tests/engine/golden/saved/ holds a state of each game as the engine before the
shared model saved it (``to_dict()`` and ``notation()``, written by the commit
before issue 26's contract work: Бура version 1, Очко 2, Стос 1). They must read
to the same game, which then saves in the one model; a version karty does not
read is refused naming it, in both languages."""

from __future__ import annotations

import json
import pathlib

import karty
import pytest
from karty.game import FORMAT

SAVED = pathlib.Path(__file__).resolve().parent / "golden" / "saved"
NAMES = [g.name for g in karty.GAMES]
FILES = sorted(SAVED.glob("*.json"))


def _class(name: str) -> type[karty.State]:
    return type(karty.load_game(name).new_game(1))


def test_every_game_has_a_saved_form_of_before() -> None:
    assert sorted({f.name.split("-")[0] for f in FILES}) == sorted(NAMES)


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_a_form_saved_before_still_reads(path: pathlib.Path) -> None:
    saved = json.loads(path.read_text(encoding="utf-8"))
    name, version = path.stem.split("-v")
    assert saved["state"]["version"] == int(version) != FORMAT
    cls = _class(name)
    state = cls.from_dict(saved["state"])
    assert state == cls.from_notation(saved["notation"])  # the old notation reads too
    assert state.notation().split(" / ")[1] == saved["notation"].split(" / ")[1]
    new = state.to_dict()
    assert new["version"] == FORMAT and cls.from_dict(json.loads(json.dumps(new))) == state


@pytest.mark.parametrize("name", NAMES)
def test_every_game_saves_in_the_one_model(name: str) -> None:
    s = karty.load_game(name).new_game(4)
    d = s.to_dict()
    assert list(d) == ["game", "version", "rules", "setup", "history", "state"]
    assert d["game"] == name and d["version"] == FORMAT == type(s).VERSION
    assert d["setup"] == s.setup() and d["state"] == s.snapshot()
    assert all(isinstance(v, str) for v in d["setup"].values())
    assert s.notation().startswith(f"{name} {FORMAT} ")


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("version", [99, "3", 0, None, True])
def test_an_unknown_version_is_refused_naming_it(name: str, version: object) -> None:
    d = karty.load_game(name).new_game(4).to_dict()
    d["version"] = version
    with pytest.raises(karty.StateError) as info:
        _class(name).from_dict(d)
    e = info.value
    assert e.token == "version" and repr(version) in e.en and repr(version) in e.ru
    assert e.en != e.ru and str(FORMAT) in e.en


@pytest.mark.parametrize("name", NAMES)
def test_the_snapshot_is_checked(name: str) -> None:
    spec = karty.load_game(name)
    s = spec.new_game(4)
    s.apply_action(s.legal_actions()[0] if not hasattr(s.legal_actions()[0], "sample")
                   else s.legal_actions()[0].sample(__import__("random").Random(0)))
    d = s.to_dict()
    key = next(iter(d["state"]))
    d["state"][key] = "wrong"
    with pytest.raises(karty.StateError) as info:
        _class(name).from_dict(d)
    assert info.value.token == f"state.{key}"
    del d["state"][key]
    with pytest.raises(karty.StateError) as info:
        _class(name).from_dict(d)
    assert info.value.token == f"state.{key}"
    del d["state"]  # the snapshot may be left out, not given in part
    assert _class(name).from_dict(d) == s
