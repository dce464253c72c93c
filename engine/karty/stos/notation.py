"""The compact record of a game of Стос, in the spirit of FEN: one line of text.

A game of Стос is short and every chance step is a card, so its position is
written with the talias that led to it. The first field is the rules (``-``
for the defaults, else the options that differ, ``name=value`` joined by
commas); each talia follows after `` / ``: ``p`` if a corner was bent, the
punter's card, his stake (not after a bend: the stake is doubled), then the
cards turned; a last field ``stop`` if the punter stopped. Cards are written
in Latin letters, so the record can go into an address::

    >>> from karty.stos import State
    >>> s = State.from_notation("pair=half / QS 5 9H QD / p 7S JD 9H")
    >>> s.net, s.stake, s.phase.value
    (5, 10, 'deal')
    >>> s.notation()
    'pair=half / QS 5 9H QD / p 7S JD 9H'
    >>> eval(repr(s)) == s
    True
    >>> State.from_notation("- / QS 5 9H 9H")
    Traceback (most recent call last):
    ...
    karty.errors.StateError: history[3]: turn 9♥: 9♥ is already turned in this talia
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..errors import NotationError, RulesError, StateError, nested, shown
from ..options import int_from_text
from .actions import Action, Paroli, Punt, Stake, Stop, Turn
from .rules import Rules

__all__ = ["MAX_RECORD", "format_record", "parse_record"]

#: The longest record read (a game of 50 talias of 36 cards is about 6,000 characters).
MAX_RECORD = 10_000
_SEP = " / "


def format_record(rules: Rules, history: Sequence[Action]) -> str:
    """The one-line record of a game under ``rules`` with ``history``."""
    default = Rules().to_dict()
    changed = [f"{k}={v}" for k, v in rules.to_dict().items() if default[k] != v]
    fields = [",".join(changed) or "-"]
    current: list[str] = []
    for i, action in enumerate(history):
        starts = isinstance(action, (Paroli, Stop)) or (
            isinstance(action, Punt) and not (i and isinstance(history[i - 1], Paroli)))
        if starts:
            if current:
                fields.append(" ".join(current))
            current = []
        if isinstance(action, Paroli):
            current.append("p")
        elif isinstance(action, Stop):
            current.append("stop")
        elif isinstance(action, Stake):
            current.append(str(action.amount))
        elif isinstance(action, (Punt, Turn)):
            current.append(action.card.ascii())
    if current:
        fields.append(" ".join(current))
    return _SEP.join(fields)


def _bad(field: int, text: str, en: str, ru: str) -> StateError:
    return StateError(f"record, field {field + 1} '{shown(text)}': {en}",
                      f"запись, поле {field + 1} «{shown(text)}»: {ru}", token=text)


def parse_record(text: str) -> tuple[Rules, list[Action]]:
    """The rules and the actions of a record written by :func:`format_record`; a
    :class:`karty.StateError` names the field at fault."""
    if not isinstance(text, str) or len(text) > MAX_RECORD:
        raise StateError(f"record: not text of at most {MAX_RECORD} characters",
                         f"запись: не текст длиной не больше {MAX_RECORD} знаков", token="record")
    fields = [f.strip() for f in text.strip().split("/")]
    head = fields[0]
    values: dict[str, str] = {}
    if head != "-":
        for item in head.split(","):
            key, sep, value = item.partition("=")
            if not sep:
                raise _bad(0, head, "write the rules as name=value, or '-'",
                           "правила пишутся как имя=значение или «-»")
            values[key.strip()] = value.strip()
    try:
        rules = Rules.from_text(values)
    except RulesError as e:
        raise nested(e, "rules") from None
    actions: list[Action] = []
    for n, field in enumerate(fields[1:], start=1):
        tokens = field.split()
        if not tokens:
            raise _bad(n, field, "an empty talia", "пустая талия")
        if tokens == ["stop"]:
            actions.append(Stop())
            continue
        i = 0
        if tokens[0] == "p":
            actions.append(Paroli())
            i = 1
        for j, token in enumerate(tokens[i:], start=i):
            amount = int_from_text(token)
            try:
                if j == i:
                    actions.append(Punt(Card.parse(token)))
                elif j == i + 1 and amount is not None and i == 0:
                    actions.append(Stake(amount))
                else:
                    actions.append(Turn(Card.parse(token)))
            except NotationError as e:
                raise _bad(n, field, e.en, e.ru) from None
    return rules, actions
