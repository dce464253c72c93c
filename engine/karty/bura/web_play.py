"""The Бура widget «a кон against the computer»: the кон replayed from the deal
number, the rules and the reader's moves (the replays kept, the last 64), and its
view: the table, the record of the кон explained, the reader's possible moves.
Same calling convention as :mod:`karty.bura.web`, which lists it among its
widgets."""

from __future__ import annotations

import random
from collections import OrderedDict
from typing import Any

from ..cards import Card
from ..errors import IllegalActionError, KartyError, NotationError
from ..plural import plural_ru
from ..registry import Step
from ..web.common import (
    FieldSpec,
    Lang,
    card_view,
    cards_view,
    citation_view,
    in_field,
    steps_view,
    tr,
    widget_reader,
    widget_result,
)
from ..web.view import node
from .actions import Action, Deal, Discard, Molodka, Pass, parse_action
from .players import HeuristicPlayer, Player, RandomPlayer, SearchPlayer
from .rules import Rules
from .search import BROWSER_BUDGET, InferencePlayer
from .state import BuraState, Phase, Reason
from .text import n_cards_en, n_cards_ru, n_points_ru

__all__ = ["PLAY_FIELDS", "action_ascii", "bura_play"]


_AIS = (("heuristic", "rules of thumb", "эвристика"),
        ("search", "search (Monte Carlo)", "перебор (Монте-Карло)"),
        ("strong", "search reading your play (experimental)",
         "перебор по вашим ходам (экспериментальный)"),
        ("random", "random", "случайно"))
PLAY_FIELDS = (
    FieldSpec("seed", "int", "deal number", "номер сдачи", required=True, default="1",
              minimum=0, maximum=10**9),
    FieldSpec("dealer", "choice", "who deals", "кто сдаёт", default="0",
              choices=(("0", "you (A)", "вы (А)"), ("1", "the computer (B)", "компьютер (Б)"))),
    FieldSpec("ai", "choice", "the computer plays by", "компьютер играет", default="heuristic",
              choices=_AIS),
    FieldSpec("moves", "moves", "your moves", "ваши ходы"),
)

_SEAT_CAP = (("You (A)", "Вы (А)"), ("Computer (B)", "Компьютер (Б)"))


def action_ascii(action: Action) -> str:
    """An action written with Latin card letters (``lead 10S QS``), for URLs; the
    deal, which the page replays from its seed, is just ``deal``."""
    return "deal" if isinstance(action, Deal) else action.format("ascii")


def _action_text(action: Action, lang: Lang, hidden: bool = False) -> str:
    if isinstance(action, Deal):
        return tr(lang, "deal", "сдача")
    if hidden and isinstance(action, Discard):
        n = len(action.cards)
        return tr(lang, f"discard {n_cards_en(n)} face down", f"сброс: {n_cards_ru(n)} рубашкой вверх")
    if lang == "ru":
        return action.ru()
    return str(action)


def _cards_nom_ru(n: int) -> str:
    """«1 карта», «2 карты», «5 карт» (nominative, for the table of the кон)."""
    return n_cards_ru(n).replace("карту", "карта")


def _computer(ai: str) -> Player:
    if ai == "random":
        return RandomPlayer()
    if ai == "search":
        return SearchPlayer(playouts=48)
    if ai == "strong":
        # sized to answer within a second in the browser (bench/RESULTS.md)
        return InferencePlayer(**BROWSER_BUDGET)
    return HeuristicPlayer()


# (key, moves) → (state, log); the worker answers one кон move by move, so the
# last replay is usually a prefix of the next one.
_REPLAYS: OrderedDict[tuple[Any, ...], tuple[BuraState, list[tuple[int, Action, tuple[Step, ...]]]]] \
    = OrderedDict()


def _replay(seed: int, dealer: int, rules: Rules, ai: str, moves: list[str]
            ) -> tuple[BuraState, list[tuple[int, Action, tuple[Step, ...]]], list[str]]:
    base = (seed, dealer, tuple(sorted(rules.to_dict().items())), ai)
    parsed: list[Action] = []
    for i, text in enumerate(moves):
        try:
            parsed.append(parse_action(text))
        except KartyError as e:
            raise in_field("moves", NotationError(f"move {i + 1} ({text!r}): {e.en}",
                                                  f"ход {i + 1} («{text}»): {e.ru}",
                                                  token=text)) from None
    start = 0
    state: BuraState | None = None
    log: list[tuple[int, Action, tuple[Step, ...]]] = []
    for n in range(len(parsed), -1, -1):
        hit = _REPLAYS.get((*base, tuple(action_ascii(a) for a in parsed[:n])))
        if hit is not None:
            state, log = hit[0].clone(), list(hit[1])
            start = n
            break
    if state is None:
        state = BuraState(rules, dealer)
        log.append((-1, Deal(state.sample_chance(random.Random(seed)).order), ()))
        steps = state.apply_action(log[0][1])
        log[0] = (-1, log[0][1], steps)
        _advance(state, log, seed, ai)
    done: list[str] = [action_ascii(a) for a in parsed[:start]]
    for i in range(start, len(parsed)):
        a = parsed[i]
        if state.is_terminal():
            raise in_field("moves", IllegalActionError(
                f"move {i + 1} ({moves[i]}): the кон is already over",
                f"ход {i + 1} ({moves[i]}): кон уже окончен", token=moves[i]))
        try:
            steps = state.apply_action(a)
        except IllegalActionError as e:
            raise in_field("moves", IllegalActionError(f"move {i + 1} ({moves[i]}): {e.en}",
                                                       f"ход {i + 1} ({moves[i]}): {e.ru}",
                                                       token=moves[i])) from None
        log.append((0, a, steps))
        done.append(action_ascii(a))
        _advance(state, log, seed, ai)
        _REPLAYS[(*base, tuple(done))] = (state.clone(), list(log))
        while len(_REPLAYS) > 64:
            _REPLAYS.popitem(last=False)
    return state, log, done


def _advance(state: BuraState, log: list[tuple[int, Action, tuple[Step, ...]]], seed: int,
             ai: str) -> None:
    """Let the computer (seat 1) act until it is the reader's turn or the кон ends."""
    player = _computer(ai)
    while not state.is_terminal() and state.current_player() == 1:
        ply = len(state.history())
        rng = random.Random(f"karty.bura.web/{seed}/{ply}")
        a = player.choose(state.observation(1), state.legal_actions(), rng)
        log.append((1, a, state.apply_action(a)))


def _private_pass(log: list[tuple[int, Action, tuple[Step, ...]]], i: int) -> bool:
    return isinstance(log[i][1], Pass) and not (i > 0 and isinstance(log[i - 1][1], Molodka))


def _shown(log: list[tuple[int, Action, tuple[Step, ...]]]) -> list[int]:
    """The indices of the record a reader sees (not the computer's silent pass)."""
    return [i for i, (who, _, _) in enumerate(log) if not (who == 1 and _private_pass(log, i))]


def _reason_text(reason: Reason, lang: Lang) -> str:
    texts = {
        Reason.BURA: ("«Бура!»", "«Бура!»"),
        Reason.CLAIM_MADE: ("the claim «Игра сделана» held", "«игра сделана» — заявка верна"),
        Reason.CLAIM_FAILED: ("the claim «Игра сделана» failed",
                              "заявка «игра сделана» не оправдалась"),
        Reason.DECK_EXHAUSTED: ("the cards were played out", "карты сыграны"),
    }
    en, ru = texts[reason]
    return tr(lang, en, ru)


def bura_play(args: Any) -> dict[str, Any]:
    """One кон against the computer, replayed from the deal number, the rules and
    the reader's moves; the computer's moves are chosen from its observation."""
    lang, r = widget_reader("bura-play", args, PLAY_FIELDS, Rules)
    seed = r.integer("seed")
    dealer = int(r.choice("dealer"))
    ai = r.choice("ai")
    moves = r.moves("moves")
    rules = r.rules()
    state, log, done = _replay(seed, dealer, rules, ai, moves)
    if done:
        r.out["moves"] = ";".join(done)
    obs = state.observation(0)
    over = state.is_terminal()
    mine = state.current_player() == 0 and not over

    def cards_of(texts: list[str]) -> list[Card]:
        return [Card.parse(t) for t in texts]

    tc = Card.parse(obs["trump_card"]) if obs["trump_card"] else None
    at = {"stock": ("under the stock" if rules.trump_card.value == "under-stock"
                    else "on the stock", "под колодой" if rules.trump_card.value == "under-stock"
                    else "на колоде"),
          "hand": ("in your hand", "у вас на руках"),
          "opponent": ("in the computer's hand", "у компьютера"),
          "played": ("played", "сыгран"),
          "unknown": ("out of sight", "не на виду")}.get(obs["trump_card_at"] or "", ("", ""))
    won0, won1 = obs["won"]
    counted = obs["counted"]
    if counted is None:  # bura.counting.memory: the piles lie face down
        yours: Any = [
            tr(lang, f"{n_cards_en(won0['cards'])}, face down",
               f"{_cards_nom_ru(won0['cards'])}, рубашкой вверх"),
            tr(lang, f" ({won0['face_down_unseen']} of them thrown off to you unseen)",
               f" (из них {won0['face_down_unseen']} — снос, вы их не видели)")
            if won0["face_down_unseen"] else None,
            tr(lang, ": keep count in your head", ": считайте в уме")]
        theirs: Any = tr(lang, f"{n_cards_en(won1['cards'])}, face down",
                         f"{_cards_nom_ru(won1['cards'])}, рубашкой вверх")
    else:  # bura.counting.open: the face-up cards may be counted
        yours = [tr(lang, f"{counted['mine']} points seen",
                    f"видно {n_points_ru(counted['mine'])}"),
                 tr(lang, f", + {n_cards_en(won0['face_down_unseen'])} face down",
                    f", + {_cards_nom_ru(won0['face_down_unseen'])} в сносе")
                 if won0["face_down_unseen"] else None]
        theirs = tr(lang, f"{counted['opponent']} points", n_points_ru(counted["opponent"]))
    table_rows = [
        (tr(lang, "Trump card", "Козырь"),
         [card_view(tc, lang) if tc else "—", f" ({tr(lang, *at)})" if at[0] else None]),
        (tr(lang, "Stock", "Колода"), tr(lang, n_cards_en(obs["stock_size"]),
                                          n_cards_ru(obs["stock_size"]).replace("карту", "карта"))),
        (tr(lang, "Your hand", "Ваши карты"), cards_view(cards_of(obs["hand"]), lang)),
        (tr(lang, "Computer's hand", "Карты компьютера"),
         tr(lang, f"{n_cards_en(obs['opponent_hand_size'])}, face down",
            f"{n_cards_ru(obs['opponent_hand_size']).replace('карту', 'карта')}, не видно")),
        (tr(lang, "On the table", "На столе"), cards_view(cards_of(obs["table"]), lang,
                                                          ("nothing", "ничего"))),
        (tr(lang, "Your tricks", "Ваши взятки"), yours),
        (tr(lang, "Computer's tricks", "Взятки компьютера"), theirs),
        (tr(lang, "Counting", "Счёт"),
         [tr(lang, "from memory: the piles lie face down", "по памяти: взятки лежат рубашкой вверх")
          if counted is None else
          tr(lang, "the face-up cards of the piles may be counted",
             "открытые карты взяток можно пересчитать"),
          " ", citation_view(rules.rule_id("counting"), lang)]),
    ]
    status = node("table", {"class": "karty-table-state"},
                  node("caption", {}, tr(lang, f"Deal {seed}: the table", f"Сдача {seed}: стол")),
                  node("tbody", {}, [node("tr", {}, node("th", {"scope": "row"}, k),
                                          node("td", {}, v)) for k, v in table_rows]))
    # the record
    entries = []
    for i in _shown(log):
        who, action, steps = log[i]
        actor = tr(lang, "Deal", "Сдача") if who < 0 else tr(lang, *_SEAT_CAP[who])
        text = "" if who < 0 else _action_text(action, lang, hidden=(who == 1))
        entries.append(node(
            "li", {"class": "karty-move karty-move--" + ("deal" if who < 0 else
                                                          "you" if who == 0 else "computer")},
            node("strong", {}, actor), ": " if text else None, node("code", {}, text) if text else None,
            steps_view(steps, lang) if steps else None))
    record = node("ol", {"class": "karty-record"}, entries)
    # what happened since the reader's previous move (the last move of the reader and
    # everything after it), shown open; the whole кон is in the record below
    last_mine = max((i for i, (who, _, _) in enumerate(log) if who == 0), default=0)
    recent = [e for i, e in zip(_shown(log), entries) if i >= last_mine]
    # what now
    if over:
        o = state.outcome
        assert o is not None
        if o.winner is None:
            who_won = tr(lang, "Nobody wins the кон", "Кон никто не выиграл")
        else:
            who_won = tr(lang, f"{_SEAT_CAP[o.winner][0]} wins the кон",
                         f"{_SEAT_CAP[o.winner][1]} выигрывает кон")
        now = node("p", {"class": "karty-verdict " + ("karty-yes" if o.winner == 0 else "karty-no")},
                   who_won, ": ", _reason_text(o.reason, lang),
                   tr(lang, f" (points: you {o.points[0]}, the computer {o.points[1]}).",
                      f" (очки: у вас {o.points[0]}, у компьютера {o.points[1]})."))
        buttons: list[Any] = []
    else:
        phase = state.phase
        prompt = {
            Phase.LEAD: ("Your lead — or claim «Игра сделана»:", "Ваш ход — или «Игра сделана»:"),
            Phase.ANSWER: ("Beat the lead, or give up the trick by throwing off as many cards:",
                           "Побейте ход или сдайте взятку, сбросив столько же карт:"),
            Phase.MOLODKA: ("You hold a Молодка: declare it and lead, or pass?",
                            "У вас молодка: объявить и зайти или пасовать?"),
            Phase.COUNTER: ("The computer declared a Молодка; you hold one too:",
                            "Компьютер объявил молодку; у вас тоже молодка:"),
        }.get(phase, ("", ""))
        now = node("p", {"class": "karty-prompt"}, tr(lang, *prompt))
        buttons = [node("button", {"class": "karty-action", "data-action": action_ascii(a)},
                        _action_text(a, lang)) for a in state.legal_actions()] if mine else []
    view = node(
        "div", {"class": "karty-answer-body"},
        status,
        node("div", {"class": "karty-recent"},
             node("p", {"class": "karty-why"}, tr(lang, "What just happened:", "Что произошло:")),
             node("ol", {"class": "karty-record"}, recent)),
        now,
        node("div", {"class": "karty-actions", "role": "group",
                     "aria-label": tr(lang, "Your possible moves", "Ваши возможные ходы")},
             buttons) if buttons else None,
        node("details", {"class": "karty-record-box"},
             node("summary", {}, tr(lang, f"The кон so far, explained ({len(entries)} "
                                          f"{'move' if len(entries) == 1 else 'moves'})",
                                    f"Ход кона с объяснениями ({len(entries)} "
                                    f"{plural_ru(len(entries), 'ход', 'хода', 'ходов')})")),
             record),
    )
    data = {"over": over, "to_act": "you" if mine else None,
            "legal": [action_ascii(a) for a in state.legal_actions()] if mine else [],
            "outcome": state.outcome.to_dict() if state.outcome else None,
            "observation": obs}
    return widget_result(r, view, data)
