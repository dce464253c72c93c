"""`python -m corpus …`: check the corpus, print the apparatus, export TEI."""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from . import ROOT


def _check(args: argparse.Namespace) -> int:
    from .check import check_all

    errors = check_all(Path(args.root))
    for error in errors:
        print(error)
    if errors:
        print(f"{len(errors)} error{'s' if len(errors) != 1 else ''}", file=sys.stderr)
        return 1
    print("corpus OK", file=sys.stderr)
    return 0


def _apparatus(args: argparse.Namespace) -> int:
    from .collate import apparatus, entry_as_dict
    from .load import load_corpus

    entries = apparatus(load_corpus(Path(args.root)))
    if args.json:
        json.dump([entry_as_dict(e) for e in entries], sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    def short(text: str) -> str:
        return repr(text if len(text) <= 60 else text[:28] + " … " + text[-28:])

    for e in entries:
        readings = "; ".join(
            f"{sig}: {'(not covered)' if r is None else short(r)}" for sig, r in e.readings.items())
        where = f"{e.segment}[{e.span[0]}:{e.span[1]}]" + (f"–{e.end[0]}[:{e.end[1]}]" if e.end else "")
        print(f"{e.id}\t{where}\t{e.type}\t{short(e.lemma)}\t{readings}" + (f"\t{e.note['en']}" if e.note else ""))
    return 0


def _tei(args: argparse.Namespace) -> int:
    from .load import load_corpus
    from .tei import build_tei

    sys.stdout.write(build_tei(load_corpus(Path(args.root))))
    return 0


def main(argv: list[str] | None = None) -> int:
    from .load import CorpusError

    parser = argparse.ArgumentParser(prog="python -m corpus", description=__doc__)
    parser.add_argument("--root", default=str(ROOT),
                        help="the corpus folder, with edition/, witnesses/ and glossary/ "
                             "(default: %(default)s)")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("check", help="validate everything the site build relies on (the edition, the "
                   "witnesses, the glossary and every cross-reference, to the engine's rules "
                   "too); one line per error, exit 1 on error")
    p = sub.add_parser("apparatus", help="collate the witnesses and print the apparatus")
    p.add_argument("--json", action="store_true", help="as JSON")
    sub.add_parser("tei", help="write the TEI P5 export of the edition to stdout")
    args = parser.parse_args(argv)
    try:
        return {"check": _check, "apparatus": _apparatus, "tei": _tei}[args.command](args)
    except CorpusError as exc:
        print(exc, file=sys.stderr)
        return 1
    except BrokenPipeError:  # e.g. `python -m corpus apparatus | head`
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (silence the flush at exit)
        return 0
