"""What the Бура table shows (``view``) and its «why not?» (``why``), from a
:class:`karty.bura.table.Table`: the reader's observation only.

Besides the position, the page gets what it must hold on the table until the
reader has seen it: the last trick with who took it and its points, a declared
Бура face up, and the points of the reader's tricks where the rules let him
count them (``counting = open``, bura.counting.open).

    >>> from karty.bura.table import replay
    >>> from karty.web.table.token import Token, game_id, keys_for
    >>> keys = keys_for("bura", bytes(16), 20)
    >>> v = view(replay(Token("bura", game_id("bura", "n", (), keys.key(0)), "n", (), "", ""),
    ...                 keys), "en")
    >>> v["last_trick"], v["counting"], v["table"]["my_points"]
    (None, 'memory', None)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from ..cards import Card
from ..errors import IllegalActionError, KartyError, NotationError
from ..web.common import Lang, tr
from ..web.table.common import rule_json, steps_json, token_fields
from .actions import Action, Beat, Claim, Deal, Discard, Lead, Molodka, Pass
from .rules import ClaimTiming
from .scoring import points
from .state import Phase, Reason
from .text import card_ru

if TYPE_CHECKING:
    from .match import KonRecord
    from .table import Entry, Table

#: The seats as the table module numbers them (karty.bura.table).
YOU: Final = 0
COMPUTER: Final = 1
DEAL: Final = -1


def _codes(cards: Sequence[Card]) -> list[str]:
    return [c.ascii() for c in cards]


def _who(seat: int) -> str:
    return "deal" if seat == DEAL else "you" if seat == YOU else "computer"


def _card_text(c: Card, lang: Lang) -> str:
    return card_ru(c) if lang == "ru" else str(c)


def _entry_json(e: Entry, lang: Lang) -> dict[str, Any]:
    a = e.action
    hidden = e.who == COMPUTER and isinstance(a, Discard)
    kind = a.VERB if not isinstance(a, Deal) else "deal"
    if isinstance(a, Deal):
        text = tr(lang, "Deal", "Сдача")
    elif hidden:
        n = len(a.cards)  # type: ignore[attr-defined]
        text = tr(lang, f"gives up the trick: {n} face down", f"сдаёт взятку: {n} рубашкой вверх")
    elif isinstance(a, (Lead, Beat, Discard)):
        text = tr(lang, str(a), a.ru())
    else:
        text = {Claim: tr(lang, "«Игра сделана»", "«Игра сделана»"),
                Molodka: tr(lang, "«Молодка»", "«Молодка»"),
                Pass: tr(lang, "pass", "пас")}.get(type(a), str(a))
    cards: list[str] = []
    if isinstance(a, (Lead, Beat)) or (isinstance(a, Discard) and not hidden):
        cards = _codes(a.cards)
    return {"who": _who(e.who), "kind": kind, "text": text, "cards": cards,
            "face_down": len(a.cards) if hidden else 0,  # type: ignore[attr-defined]
            "steps": steps_json(e.steps, lang)}


def _trick(lead: Entry, answer: Entry) -> dict[str, Any]:
    """A finished trick as the reader saw it: the lead, the answer (a face-down
    answer of the computer is a number), who took it and the points he can see
    in it (a face-down answer of his own he knows; the computer's he does not:
    ``unseen``)."""
    led = lead.action.cards  # type: ignore[attr-defined]
    ans = answer.action.cards  # type: ignore[attr-defined]
    beat = isinstance(answer.action, Beat)
    winner = answer.who if beat else lead.who
    unseen = len(ans) if (not beat and answer.who == COMPUTER) else 0
    shown = _codes(ans) if beat else []
    known = points(led) + (points(ans) if not unseen else 0)
    return {"leader": _who(lead.who), "winner": _who(winner), "led": _codes(led),
            "answer": shown, "face_down": len(ans) if not beat else 0,
            "points": known, "unseen": unseen}


def _tricks(log: Sequence[Entry]) -> list[dict[str, Any]]:
    """The finished tricks of this кон, in order; a trick entry's index in the log
    under ``at`` (to hold it on the table while its new entries are shown)."""
    out: list[dict[str, Any]] = []
    lead: Entry | None = None
    for i, e in enumerate(log):
        if isinstance(e.action, Lead):
            lead = e
        elif isinstance(e.action, (Beat, Discard)) and lead is not None:
            out.append({**_trick(lead, e), "at": i})
            lead = None
    return out


def _moves_json(table: Table) -> dict[str, Any]:
    s = table.state
    if s.is_terminal() or s.current_player() != YOU:
        return {"cards": [], "claim": False, "molodka": False, "pass": False}
    out: list[dict[str, Any]] = []
    claim = molodka = pas = False
    for a in s.legal_actions():
        if isinstance(a, (Lead, Beat, Discard)):
            out.append({"kind": a.VERB, "cards": _codes(a.cards),
                        "move": f"{a.VERB} " + " ".join(_codes(a.cards))})
        elif isinstance(a, Claim):
            claim = True
        elif isinstance(a, Molodka):
            molodka = True
        elif isinstance(a, Pass):
            pas = True
    return {"cards": out, "claim": claim, "molodka": molodka, "pass": pas}


_PROMPTS: Final = {
    Phase.LEAD: ("Your lead: choose one card, or two or three of one suit.",
                 "Ваш ход: выберите карту или две-три одной масти."),
    Phase.ANSWER: ("Beat the lead with as many cards, or give the trick up face down.",
                   "Побейте ход столькими же картами или сдайте взятку рубашкой вверх."),
    Phase.MOLODKA: ("You hold a Молодка: declare it and lead, or pass.",
                    "У вас молодка: объявите её и заходите — или пас."),
    Phase.COUNTER: ("The computer declared a Молодка; you hold one too.",
                    "Компьютер объявил молодку; у вас тоже молодка."),
}
_REASONS: Final = {
    Reason.BURA: ("«Бура!»: three trumps", "«Бура!»: три козыря"),
    Reason.CLAIM_MADE: ("«Игра сделана»: the claim held", "«Игра сделана»: заявка верна"),
    Reason.CLAIM_FAILED: ("«Игра сделана»: the claim failed",
                          "«Игра сделана»: заявка не оправдалась"),
    Reason.DECK_EXHAUSTED: ("the cards were played out", "карты сыграны"),
}


def _declared(table: Table) -> list[dict[str, Any]]:
    """A Бура that ended the кон, face up: the three trumps are declared, and the
    engine's narration (the log the reader gets) names them (bura.bura). The
    observation itself does not list the cards (its digest is a golden file)."""
    s = table.state
    o = s.outcome
    if o is None or o.reason is not Reason.BURA:
        return []
    trump = s.trump
    return [{"who": _who(p), "kind": "bura", "cards": _codes(sorted(s.hands[p]))}
            for p in (YOU, COMPUTER)
            if len(s.hands[p]) == 3 and all(c.suit is trump for c in s.hands[p])]


def _kon_json(number: int, k: KonRecord, lang: Lang) -> dict[str, Any]:
    """One finished кон of the match, for the match summary: its number, who
    dealt it, who won and how it ended (``reason``, in words, and
    ``reason_kind``), both piles' points (the reader's first) and the money it
    paid the reader (``returns``, in stakes)."""
    o = k.outcome
    return {"kon": number, "dealer": _who(k.dealer),
            "winner": None if o.winner is None else _who(o.winner),
            "reason": tr(lang, *_REASONS[o.reason]), "reason_kind": o.reason.value,
            "points": list(o.points), "returns": k.returns[0]}


def view(table: Table, lang: Lang, since: int | None = None) -> dict[str, Any]:
    """What the page shows: the reader's observation only (the computer's hand is
    a number, until a declared Бура shows it), the legal moves, the last trick,
    the log with its citations, the match."""
    s = table.state
    obs = s.observation(YOU)
    over = s.is_terminal()
    m = table.match
    wins = m.wins()
    kon: dict[str, Any] | None = None
    if over and s.outcome is not None:
        o = s.outcome
        kon = {"winner": None if o.winner is None else _who(o.winner),
               "reason": tr(lang, *_REASONS[o.reason]), "reason_kind": o.reason.value,
               "points": list(o.points), "steps": steps_json(table.recorded, lang)}
    match_over = over and m.is_over()
    visible = [e for e in table.log if not e.private]
    tricks = _tricks(visible)
    first_new = len([e for e in table.log[:since] if not e.private]) if since is not None else None
    new = [_entry_json(e, lang) for e in table.log[since:] if not e.private] \
        if since is not None else []
    # the tricks finished among the new entries: each is held on the table, in turn
    for t in tricks:
        if first_new is not None and t["at"] >= first_new:
            new[t["at"] - first_new]["trick"] = {k: v for k, v in t.items() if k != "at"}
    tc = obs["trump_card"]
    counted = obs["counted"]
    return {
        "game": "bura",
        **token_fields(table.token, table.keys, table.choices(),
                       table.kon_no - 1 if over else None),
        "level": table.token.level,
        "counting": table.rules.counting.value,
        "options": dict(table.token.options),
        "table": {
            "hand": _codes(sorted(s.hands[YOU])),
            "computer_cards": obs["opponent_hand_size"],
            "stock": obs["stock_size"],
            "trump_card": Card.parse(tc).ascii() if tc and obs["trump_card_at"] == "stock" else None,
            "trump_card_seen": Card.parse(tc).ascii() if tc else None,
            "trump_card_at": obs["trump_card_at"],
            "trump": obs["trump"],
            "trick": [Card.parse(c).ascii() for c in obs["table"]],
            "leader": "you" if obs["leader"] == YOU else "computer",
            "piles": [obs["won"][YOU]["cards"], obs["won"][COMPUTER]["cards"]],
            "counted": counted,
            # the points the reader may count in his own tricks: only with the piles
            # open (bura.counting.open); under memory the table does not count for him
            "my_points": counted["mine"] if counted is not None else None,
            "my_unseen": obs["won"][YOU]["face_down_unseen"] if counted is not None else 0,
        },
        "last_trick": {k: v for k, v in tricks[-1].items() if k != "at"} if tricks else None,
        "declared": _declared(table),
        "to_act": None if over else ("you" if s.current_player() == YOU else "computer"),
        "phase": obs["phase"],
        "prompt": "" if over else tr(lang, *_PROMPTS.get(s.phase, ("", ""))),
        "moves": _moves_json(table),
        "claim_rule": table.rules.rule_id("claim_timing")
        if table.rules.claim_timing is not ClaimTiming.ON_TURN else "bura.claim",
        "log": [_entry_json(e, lang) for e in visible],
        "new": new,
        "kon": kon,
        "match": {
            "kon": table.kon_no, "kons": table.rules.kons, "stake": table.rules.stake,
            "wins": {"you": wins[0], "computer": wins[1], "nobody": wins[2]},
            "net": m.returns()[0],
            "dealer": "you" if s.dealer == YOU else "computer",
            "next_dealer": "you" if m.dealer == YOU else "computer",
            "over": match_over,
            "settlement": steps_json(m.settlement(), lang) if match_over else [],
            "history": [_kon_json(i, k, lang) for i, k in enumerate(m.kons, 1)],
        },
    }


# ------------------------------------------------------------------ why not
def _intended(s: Any, cards: tuple[Card, ...]) -> Action:
    """The move the chosen cards would make now: a lead, or an answer that beats."""
    return Lead(cards) if s.phase is Phase.LEAD else Beat(cards)


def why(table: Table, codes: Sequence[str], lang: Lang) -> dict[str, Any]:
    """Why the chosen cards are (not) a move now, from the engine's own legality
    check (``illegal_reason``: its words and the rule it names), with the cards
    that fail and the reader's cards that would make a move.

    ``{"legal", "moves", "reason", "rule", "failing", "playable", "give_up"}``:
    ``failing`` the chosen cards that are in no move of this kind, ``playable``
    the reader's cards that are (code and text), ``give_up`` whether the chosen
    cards may still be thrown off face down (bura.surrender)."""
    s = table.state
    try:
        cards = tuple(Card.parse(c) for c in codes)
    except KartyError as bad:
        raise NotationError(f"cards: {bad.en}", f"cards: {bad.ru}", token=bad.token) from None
    if not cards or len(cards) > 3 or len(set(cards)) != len(cards):
        raise NotationError("cards: choose one to three different cards",
                            "cards: выберите от одной до трёх разных карт", token="cards")
    hand = s.hands[YOU]
    if any(c not in hand for c in cards):
        raise NotationError("cards: not all of them are in your hand",
                            "cards: не все эти карты у вас на руках", token="cards")
    all_moves = _moves_json(table)["cards"]
    chosen = sorted(_codes(cards))
    moves = [m for m in all_moves if sorted(m["cards"]) == chosen]
    kind = "lead" if s.phase is Phase.LEAD else "beat"
    makes = [m for m in all_moves if m["kind"] == kind]
    in_moves = {c for m in makes for c in m["cards"]}
    playable = [{"code": c.ascii(), "text": _card_text(c, lang)}
                for c in sorted(hand) if c.ascii() in in_moves]
    failing = [c for c in chosen if c not in in_moves] or chosen
    give_up = any(m["kind"] == "discard" for m in moves)
    base = {"moves": moves, "playable": playable, "give_up": give_up,
            "failing": [{"code": c, "text": _card_text(Card.parse(c), lang)} for c in failing]}
    if any(m["kind"] == kind for m in moves):
        return {**base, "legal": True, "reason": "", "rule": None, "failing": []}
    if s.is_terminal() or s.current_player() != YOU:
        # (never the engine's check on the computer's turn: it would name his hand)
        return {**base, "legal": False, "rule": None,
                "reason": tr(lang, "The кон is over.", "Кон окончен.") if s.is_terminal()
                else tr(lang, "Wait: it is the computer's turn.",
                        "Подождите: сейчас ходит компьютер.")}
    e: IllegalActionError | None = s.illegal_reason(
        _intended(s, cards) if s.phase in (Phase.LEAD, Phase.ANSWER) else Lead(cards))
    if e is None:  # pragma: no cover - a move the engine allows is among the legal ones
        raise AssertionError(f"{chosen}: legal to the engine but not listed")
    rule_id = getattr(e, "rule", None)
    return {**base, "legal": False, "reason": e.ru if lang == "ru" else e.en,
            "rule": rule_json(rule_id, lang) if rule_id else None}


__all__ = ["view", "why"]
