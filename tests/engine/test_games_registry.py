"""The registry of games (karty.GAMES, karty.load_game): every game's entry is
complete and consistent, everything that lists games derives from it, and an
unknown game is refused, never handed another game's rules."""
from __future__ import annotations

import random
import subprocess
import sys

import karty
import karty.web
import pytest
from karty import GAMES, GameSpec, KartyError, load_game
from karty.cli import build_parser, main
from karty.game import STYLES, State

NAMES = [g.name for g in GAMES]


def test_games_are_listed_in_order_with_unique_names():
    assert NAMES[:2] == ["bura", "ochko"]
    assert len(set(NAMES)) == len(NAMES)
    assert all(isinstance(g, GameSpec) for g in GAMES)


#: Each game's site modules, as its spec names them (in its own package).
SITE_MODULES = [m for g in GAMES for m in (g.web, g.table, g.review) if m is not None]


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess in Pyodide")
@pytest.mark.parametrize("module", SITE_MODULES)
def test_a_games_site_module_imported_first_leaves_the_web_api_whole(module):
    """A game's site module lives in the game's package and imports karty.web's
    helpers, so karty.web starts while that module is half imported: the API must
    still list every game's functions and answer (in a fresh interpreter)."""
    assert module.startswith("karty.") and not module.startswith("karty.web.")
    code = (f"import {module}, karty.web as w\n"
            "assert list(w.KINDS) == [k for g in w.GAMES for k in g.widgets], w.KINDS\n"
            "assert w.call('parse_cards', {'text': 'AS'})['ok']\n"
            "assert all(g.web_module().FUNCTIONS.items() <= w.FUNCTIONS.items() for g in w.GAMES)\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]


@pytest.mark.parametrize("name", NAMES)
def test_a_spec_is_complete(name):
    spec = load_game(name)
    assert spec is next(g for g in GAMES if g.name == name)
    assert spec.Rules.GAME == name
    assert spec.title("en") and spec.title("ru") and spec.title("en") != spec.title("ru")
    assert spec.summary("en") and spec.summary("ru")
    state = spec.new_game(3)
    assert isinstance(state, State) and not state.is_terminal()
    state2 = spec.new_game(3, spec.Rules())
    assert state2 == state
    # the CLI and web modules exist and provide what the registry says
    cli = spec.cli_module()
    assert callable(cli.add_arguments) and callable(cli.run)
    web = spec.web_module()
    assert tuple(web.KINDS) == spec.widgets
    assert {k["fn"] for k in web.KINDS.values()} <= set(web.FUNCTIONS)
    # a rule of the registry belongs to a game of the registry
    assert karty.REGISTRY.for_game(name)


@pytest.mark.parametrize("name", NAMES)
def test_actions_of_a_random_playout_round_trip_in_every_style(name):
    spec = load_game(name)
    seen = 0
    for seed in range(4):
        state = spec.new_game(seed)
        rng = random.Random(seed)
        while not state.is_terminal() and seen < 300 * (seed + 1):
            legal = state.legal_actions()
            for a in legal:
                for style in STYLES:
                    assert spec.parse_action(spec.format_action(a, style)) == a, (a, style)
            action = state.sample_chance(rng) if state.is_chance_node() else rng.choice(legal)
            if hasattr(action, "sample"):  # an Очко range: choose an amount
                action = action.sample(rng)
            state.apply_action(action)
            seen += 1
        for a in state.history():  # chance actions (the whole deck order) too
            for style in STYLES:
                assert spec.parse_action(spec.format_action(a, style)) == a, (a, style)
    assert seen > 20


def test_the_web_api_and_the_cli_derive_from_the_registry():
    assert list(karty.web.KINDS) == [k for g in GAMES for k in g.widgets]
    subcommands = build_parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    assert list(subcommands) == [*NAMES, "odds"]


@pytest.mark.parametrize("bad", ["poker", "", "Bura", None, 3])
def test_an_unknown_game_is_refused_in_both_languages(bad):
    with pytest.raises(KartyError) as info:
        load_game(bad)
    e = info.value
    assert isinstance(e, ValueError)
    shown = repr(bad) if isinstance(bad, str) else str(bad)
    assert shown in e.message("en") and shown in e.message("ru")
    assert e.message("en") != e.message("ru")


def test_the_cli_refuses_an_unknown_game(capsys):
    assert main(["poker"]) == 2
    assert "poker" in capsys.readouterr().err
