"""The size rule holds for classes too: no game's State, counted with the bases it has
inside its own game package (its layers: position → legality → transitions → view →
state), is over 600 lines. A line is a non-blank line of the class's source
(docstrings and comments count; blank lines do not). What needs no state lives in the
game's modules as functions (Бура: moves, reasons, flow, consistency; Очко: duel,
course, reasons, standing), which the State's methods call.

On main before this change Бура's State was 1,135 such lines over 5 classes and
Очко's 867: this test failed there (run with main's engine on the path)."""

from __future__ import annotations

import inspect

import pytest
from karty import GAMES

LIMIT = 600


def own_lines(cls: type, package: str) -> dict[str, int]:
    """Each class of ``cls``'s MRO defined inside ``package`` (``karty.bura``), with its
    number of non-blank source lines."""
    out = {}
    for k in cls.__mro__:
        if k.__module__ == package or k.__module__.startswith(package + "."):
            src = inspect.getsource(k)
            out[f"{k.__module__}.{k.__qualname__}"] = sum(1 for line in src.splitlines()
                                                          if line.strip())
    return out


class _Base:
    """One."""

    def a(self) -> int:

        return 1


class _Layer(_Base):
    def b(self) -> int:
        return 2


def test_the_measure_counts_the_bases_in_the_package_and_not_blank_lines() -> None:
    sizes = own_lines(_Layer, __name__)
    assert sizes == {f"{__name__}._Layer": 3, f"{__name__}._Base": 4}
    assert own_lines(_Layer, "elsewhere") == {}


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.name)
def test_no_game_state_is_over_600_lines_with_its_layers(spec) -> None:
    cls = type(spec.new_game(1))
    package = cls.__module__.rsplit(".", 1)[0]
    assert package == f"karty.{spec.name}"
    sizes = own_lines(cls, package)
    assert sizes, cls
    total = sum(sizes.values())
    assert total <= LIMIT, f"{cls.__name__}: {total} lines over {len(sizes)} classes: {sizes}"
