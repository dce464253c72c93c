"""What recomputing the computer's choices would cost at every move (token.py's
design choice): a finished Бура кон loaded with its secret (the computer's
choices read from the sealed token) against the same кон loaded from its shared
link (the computer's choices recomputed from the revealed key), per level.

    python bench/table_tokens.py [games]

A move replays the whole match, so recomputing would add the second column's
extra time for every finished кон of the match to every move.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from karty.web.table import table_load, table_move, table_new


def finished_kon(n: int, level: str) -> tuple[str, str, str]:
    secret = random.Random(f"bench/{n}").randbytes(16).hex()
    rng = random.Random(n)
    r = table_new({"game": "bura", "secret": secret, "level": level, "options": {"kons": "2"}})
    while r["kon"] is None:
        m = r["moves"]
        options = [c["move"] for c in m["cards"]] + ["pass"] * m["pass"] + ["molodka"] * m["molodka"]
        r = table_move({"token": r["token"], "secret": secret, "move": rng.choice(options)})
    return secret, r["token"], r["share"]


def timed(args: dict) -> float:
    start = time.perf_counter()
    table_load(args)
    return time.perf_counter() - start


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    print("level | load with the secret (choices read), median ms | shared link (computer "
          "recomputed), median ms | ratio")
    for level in ("e", "n", "h"):
        read, recomputed = [], []
        for n in range(games):
            secret, token, share = finished_kon(n, level)
            read.append(timed({"token": token, "secret": secret}))
            recomputed.append(timed({"token": share}))
        a, b = statistics.median(read) * 1000, statistics.median(recomputed) * 1000
        print(f"{level} | {a:.1f} | {b:.1f} | {b / a:.1f}")


if __name__ == "__main__":
    main()
