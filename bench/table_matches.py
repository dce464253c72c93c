"""1,000 games of each play table through the table API (table_new, table_move,
table_load, as the page plays them), each reply checked against the engine's own
game fed the same kons (tests/engine/web/table_matches.py): score, money, next
dealer and length of every Бура match against karty.bura.match.Match; purses,
returns, banker, rounds and outcomes of every Очко session against a fresh
karty.ochko state replaying its history; and every token loads to the same table.

    python bench/table_matches.py bura 1000
    python bench/table_matches.py ochko 1000

Бура: default 20-кон matches at "normal", every other one with target=90 (so
that kons also run to the last card); Очко: 30-кон sessions, easy and normal.
Prints the games, kons, moves, how the kons ended and the disagreements (goal: 0).
"""

from __future__ import annotations

import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "tests/engine/web"))

from table_matches import Tally, play_bura, play_ochko


def main() -> None:
    game = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    tally = Tally()
    start = time.perf_counter()
    for n in range(count):
        if game == "bura":
            play_bura(10_000 + n, tally, kons=20, level="n",
                      options={"target": "90"} if n % 2 else None, check_every=2)
        else:
            play_ochko(10_000 + n, tally, level="en"[n % 2], check_every=3)
        if (n + 1) % 100 == 0:
            print(f"{n + 1} games, {len(tally.disagreements)} disagreements, "
                  f"{time.perf_counter() - start:.0f} s", flush=True)
    print(f"{game}: {tally.games} games, {tally.kons} кон, {tally.moves} moves; ends "
          f"{dict(tally.ends)}; longest token {tally.longest_token}; "
          f"disagreements {len(tally.disagreements)}")
    for d in tally.disagreements[:10]:
        print("  ", d)


if __name__ == "__main__":
    main()
