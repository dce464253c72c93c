"""The Очко widget «a bank session against the computer»: the session replayed
from its number and the reader's moves (the other seats play by rules of thumb),
and its view. Same calling convention as :mod:`karty.bura.web`; listed among
the Очко widgets by :mod:`karty.ochko.web`."""

from __future__ import annotations

import random
from typing import Any

from ..cards import Card
from ..errors import IllegalActionError, KartyError, NotationError
from ..registry import Step
from ..web.common import (
    FieldSpec,
    Lang,
    card_view,
    cards_view,
    in_field,
    steps_view,
    tr,
    widget_reader,
    widget_result,
)
from ..web.view import join, node
from .actions import Action, OpeningBank, Stake, parse_action
from .players import HeuristicPlayer
from .rules import Rules
from .state import State
from .values import evaluate
from .web_values import value_text

__all__ = ["SESSION_FIELDS", "ochko_session"]

SESSION_FIELDS = (
    FieldSpec("seed", "int", "session number", "номер игры", required=True, default="1",
              minimum=0, maximum=10**9),
    FieldSpec("players", "int", "players at the table", "игроков за столом", default="3",
              minimum=2, maximum=6),
    FieldSpec("purse", "int", "each player's money", "деньги каждого", default="100",
              minimum=1, maximum=10000),
    FieldSpec("rounds", "int", "кон to play at most", "конов не больше", default="12",
              minimum=1, maximum=60),
    FieldSpec("moves", "moves", "your moves", "ваши ходы"),
)


# ---------------------------------------------------------------- a bank session
_ME = 0


def _who(seat: int, lang: Lang) -> str:
    if seat == _ME:
        return tr(lang, "you (player 1)", "вы (игрок 1)")
    return tr(lang, f"player {seat + 1}", f"игрок {seat + 1}")


def _choices(state: State) -> list[Action]:
    """The reader's buttons: every legal action, with a few stakes or banks picked
    from a range (the URL can name any other amount)."""
    phase = state.phase
    if phase == "stake":
        lo, hi = state.stake_bounds()
        amounts = sorted({a for a in (lo, hi // 4, hi // 3, hi // 2, hi) if lo <= a <= hi})
        return [Stake(a) for a in amounts]
    if phase == "opening-bank":
        lo, hi = state.rules.min_bank, state.purses[state.banker]
        amounts = sorted({a for a in (lo, 2 * lo, 5 * lo, hi) if lo <= a <= hi})
        return [OpeningBank(a) for a in amounts]
    return list(state.legal_actions())


def forced_action(state: State) -> Action | None:
    """The reader's only possible action, applied for him (also used by the
    play table, :mod:`karty.ochko.table`)."""
    if state.phase == "stake":
        lo, hi = state.stake_bounds()
        return Stake(lo) if lo == hi else None
    if state.phase == "opening-bank":
        lo, hi = state.rules.min_bank, state.purses[state.banker]
        return OpeningBank(lo) if lo == hi else None
    legal = state.legal_actions()
    return legal[0] if len(legal) == 1 else None


def _action_text(a: Action, lang: Lang) -> str:
    texts = {"ask": ("ask the next player", "спросить следующего"),
             "collect": ("gather the cards (forgetting the rest)",
                         "собрать карты (забыв остальных)"),
             "draw": ("draw a card", "ещё карту"), "dark": ("a card «в тёмную»",
                                                             "карту «в тёмную»"),
             "stand": ("enough", "хватит"), "stuk": ("«стук»", "«стук»"),
             "deal": ("deal on", "сдавать дальше")}
    s = str(a)
    if isinstance(a, Stake):
        return tr(lang, f"go for {a.amount}", f"идти на {a.amount}")
    if isinstance(a, OpeningBank):
        return tr(lang, f"bank {a.amount}", f"банк {a.amount}")
    en, ru = texts.get(s, (s, s))
    return tr(lang, en, ru)


_REASONS = {
    "bust": ("the player busts", "перебор у игрока"),
    "immediate": ("21 at once", "очко сразу"),
    "banker-bust": ("the banker busts", "перебор у банка"),
    "higher": ("higher", "больше"),
    "lower": ("lower", "меньше"),
    "tie": ("a tie, the banker's", "поровну — банку"),
    "dark-21": ("21 «в тёмную»", "очко «в тёмную»"),
    "dark-bust": ("the blind card busts", "перебор «в тёмную»"),
}


def _replay_session(seed: int, players: int, purse: int, rounds: int, rules: Rules,
                    moves: list[str]
                    ) -> tuple[State, list[tuple[int, str, tuple[Step, ...]]], list[str], int]:
    """The session replayed: chance from ``Random(seed)``, the other seats by rules
    of thumb, the reader's decisions from ``moves``. Stops at the reader's turn."""
    try:
        state = State.initial(rules, players=players, purse=purse, max_rounds=rounds)
    except KartyError as e:  # pragma: no cover - the fields are range-checked
        raise in_field("players", e) from None
    rng = random.Random(seed)
    rngs = [random.Random(f"karty.ochko.web/{seed}/{s}") for s in range(players)]
    bot = HeuristicPlayer()
    log: list[tuple[int, str, tuple[Step, ...]]] = []
    done: list[str] = []
    i = 0
    last = 0
    while not state.is_terminal():
        who = state.current_player()
        if who < 0:
            a = state.sample_chance(rng)
            log.append((who, str(a).split()[0], state.apply_action(a)))
            continue
        if who == _ME:
            forced = forced_action(state)
            if forced is not None:
                log.append((who, str(forced), state.apply_action(forced)))
                continue
            if i >= len(moves):
                break
            text = moves[i]
            try:
                a = parse_action(text)
                if not state.is_legal(a):
                    raise state._illegal(a)
                steps = state.apply_action(a)
            except (NotationError, IllegalActionError) as e:
                raise in_field("moves", type(e)(f"move {i + 1} ({text}): {e.en}",
                                                f"ход {i + 1} ({text}): {e.ru}",
                                                token=text)) from None
            last = len(log)
            log.append((who, str(a), steps))
            done.append(str(a))
            i += 1
            continue
        a = bot.choose(state.observation(who), state.legal_actions(), rngs[who])
        log.append((who, str(a), state.apply_action(a)))
    if i < len(moves):
        raise in_field("moves", IllegalActionError(
            f"move {i + 1} ({moves[i]}): the session is already over",
            f"ход {i + 1} ({moves[i]}): игра уже окончена", token=moves[i]))
    return state, log, done, last


def ochko_session(args: Any) -> dict[str, Any]:
    """A session at the bank against computer players, step by step."""
    lang, r = widget_reader("ochko-session", args, SESSION_FIELDS, Rules)
    seed = r.integer("seed")
    players = r.integer("players")
    purse = r.integer("purse")
    rounds = r.integer("rounds")
    moves = r.moves("moves")
    rules = r.rules()
    state, log, done, last = _replay_session(seed, players, purse, rounds, rules, moves)
    if done:
        r.out["moves"] = ";".join(done)
    obs = state.observation(_ME)
    over = state.is_terminal()
    mine = not over and state.current_player() == _ME
    # the table
    banker = obs["banker"]
    money = [node("li", {}, _who(s, lang), ": ", str(p),
                  tr(lang, " (banker)", " (банкует)") if s == banker else None)
             for s, p in enumerate(obs["purses"])]
    rows: list[tuple[str, Any]] = [
        (tr(lang, "Banker", "Банкует"), _who(banker, lang) if banker >= 0 else "—"),
        (tr(lang, "Bank", "Банк"),
         [str(obs["bank"]), tr(lang, f" (opened with {obs['bank_start']}; «стук» from "
                                     f"{rules.stuk_factor * obs['bank_start']})",
                               f" (начальный {obs['bank_start']}; «стук» с "
                               f"{rules.stuk_factor * obs['bank_start']})")
          if obs["bank_start"] else None, tr(lang, " — «стук»!", " — «стук»!") if obs["stuk"]
          else None]),
        (tr(lang, "Money", "Деньги"), node("ul", {"class": "karty-purses"}, money)),
        (tr(lang, "Кон", "Кон"), tr(lang, f"{obs['round']} of at most {rounds}",
                                     f"{obs['round']} из {rounds} возможных")),
    ]
    me = obs["hands"][_ME]
    if me["cards"] or me["hidden"]:
        hand = tuple(Card.parse(c) for c in me["cards"])
        v = evaluate(hand, rules) if hand else None
        rows.append((tr(lang, "Your cards", "Ваши карты"),
                     [cards_view(hand, lang), f" = {value_text(v, lang)}" if v else None,
                      tr(lang, " + 1 card «в тёмную»", " + 1 карта «в тёмную»")
                      if me["hidden"] else None]))
    if banker >= 0 and banker != _ME and obs["hands"][banker]["cards"]:
        bc = tuple(Card.parse(c) for c in obs["hands"][banker]["cards"])
        rows.append((tr(lang, "Banker's cards", "Карты банкующего"), cards_view(bc, lang)))
    if obs["crosswise"]:
        rows.append((tr(lang, "Crosswise card", "Поперечная карта"),
                     card_view(Card.parse(obs["crosswise"]), lang)))
    if obs["stake"]:
        rows.append((tr(lang, "Stake", "Ставка"), str(obs["stake"])))
    table = node("table", {"class": "karty-table-state"},
                 node("caption", {}, tr(lang, f"Session {seed}: the table",
                                        f"Игра {seed}: стол")),
                 node("tbody", {}, [node("tr", {}, node("th", {"scope": "row"}, k),
                                         node("td", {}, v)) for k, v in rows]))
    # what happened since the reader's previous decision
    recent_steps = [s for _, _, steps in log[last:] for s in steps]
    if len(recent_steps) > 60:
        recent_steps = recent_steps[-60:]
    # the duels so far
    duel_rows = []
    for o in state.outcomes[-30:]:
        duel_rows.append(node(
            "tr", {"class": "karty-yes" if (o.player_won == (o.seat == _ME)) else "karty-no"},
            node("td", {}, str(o.kon)), node("td", {}, _who(o.seat, lang)),
            node("td", {}, str(o.stake)),
            node("td", {}, cards_view(o.player_cards, lang), " / ",
                 cards_view(o.banker_cards, lang)),
            node("td", {}, tr(lang, "player", "игрок") if o.player_won else tr(lang, "bank", "банк"),
                 " (", tr(lang, *_REASONS[o.reason.value]), ")")))
    if over:
        ret = state.returns()
        now = node("p", {"class": "karty-verdict " + ("karty-yes" if ret[_ME] >= 0 else "karty-no")},
                   tr(lang, "The session is over. Won or lost: ", "Игра окончена. Итог: "),
                   join([f"{_who(s, lang)} {'+' if x > 0 else ''}{x}" for s, x in enumerate(ret)]),
                   ".")
        buttons: list[Any] = []
    elif mine:
        lo, hi = obs.get("stake_bounds", [0, 0])
        prompts = {
            "opening-bank": ("You bank: how much do you put up?",
                             "Вы банкуете: какой банк выставить?"),
            "stuk": ("The bank has grown enough: knock («стук») and make this кон the last?",
                     "Банк вырос достаточно: объявить «стук» — последний кон?")
            if obs["bank"] >= rules.stuk_factor * obs["bank_start"] else
            ("Knock («стук») and make this кон the last, or deal on?",
             "Объявить «стук» — последний кон — или сдавать дальше?"),
            "ask": ("You bank: ask the next player, or gather the cards?",
                    "Вы банкуете: спросить следующего игрока или собрать карты?"),
            "stake": (f"The banker asks: «На сколько идёшь?» (from {lo} to {hi})",
                      f"Банкующий спрашивает: «На сколько идёшь?» (от {lo} до {hi})"),
            "player": ("Another card, or enough?", "Ещё карту или хватит?"),
            "banker": ("You bank: draw for yourself, or stop?",
                       "Вы банкуете: тянуть себе или остановиться?"),
        }
        now = node("p", {"class": "karty-prompt"}, tr(lang, *prompts.get(state.phase, ("", ""))))
        buttons = [node("button", {"class": "karty-action", "data-action": str(a)},
                        _action_text(a, lang)) for a in _choices(state)]
    else:  # pragma: no cover - the replay stops only at the reader's turn or the end
        now = node("p", {}, "")
        buttons = []
    view = node(
        "div", {"class": "karty-answer-body"},
        table,
        node("div", {"class": "karty-recent"},
             node("p", {"class": "karty-why"}, tr(lang, "What just happened:", "Что произошло:")),
             steps_view(recent_steps, lang)),
        now,
        node("div", {"class": "karty-actions", "role": "group",
                     "aria-label": tr(lang, "Your possible moves", "Ваши возможные ходы")},
             buttons) if buttons else None,
        node("details", {"class": "karty-record-box"},
             node("summary", {}, tr(lang, f"The duels so far ({len(state.outcomes)})",
                                    f"Сыгранные игры ({len(state.outcomes)})")),
             node("table", {"class": "karty-duels"},
                  node("thead", {}, node("tr", {},
                                         node("th", {"scope": "col"}, tr(lang, "кон", "кон")),
                                         node("th", {"scope": "col"}, tr(lang, "player", "игрок")),
                                         node("th", {"scope": "col"}, tr(lang, "stake", "ставка")),
                                         node("th", {"scope": "col"},
                                              tr(lang, "player / banker", "игрок / банк")),
                                         node("th", {"scope": "col"}, tr(lang, "won", "выиграл")))),
                  node("tbody", {}, duel_rows))) if state.outcomes else None,
    )
    data = {"over": over, "phase": state.phase, "to_act": "you" if mine else None,
            "choices": [str(a) for a in _choices(state)] if mine else [],
            "returns": list(state.returns()), "observation": obs}
    return widget_result(r, view, data)
