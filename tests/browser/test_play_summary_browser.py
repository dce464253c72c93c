"""The Бура match summary in Chromium (issue 25, item 4): a short match played to its
end shows a table of every кон (number, who dealt, result and how it ended, both
piles' points, money), the settlement and «Ещё партию»; the table fits a 375 px
phone in both languages (nothing scrolls sideways), with the Russian plural agreed."""
from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

sys.path.insert(0, str(Path(__file__).resolve().parent))
from karty.bura import table as table_bura
from karty.web.table.token import Token
from play_seed import open_game as _game
from play_seed import secret_of as _secret
from test_play_browser import _bura_move, _ready, _wait_turn

SHOTS = Path(os.environ.get("KARTY_SHOTS") or "__no_shots__")  # screenshots, if asked for
ANOTHER = {"en": "Another match", "ru": "Ещё партию"}
NEXT = {"en": "Next кон", "ru": "Следующий кон"}


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.errors = errors
    yield page
    context.close()


def play_to_the_end(page, lang: str) -> str:
    """Play the match on the page to its end by clicking; the last token."""
    table = page.locator(".karty-play-live")
    for _ in range(200):
        if table.locator(".karty-play-actions").get_by_role("button", name=ANOTHER[lang]).count():
            return page.evaluate("() => decodeURIComponent(location.hash.slice(3))")
        nxt = table.get_by_role("button", name=NEXT[lang])
        if nxt.count():
            nxt.click()
        else:
            _bura_move(page, lambda loc: loc.click())
        _wait_turn(page)
    raise AssertionError("the match did not end in 200 moves")


@pytest.mark.parametrize("lang", ["ru"])  # one language each, alternating (the suite's time)
def test_the_match_summary_lists_every_kon_and_fits_a_phone(phone, served, lang):
    page = phone
    path = "play/bura/" if lang == "en" else "ru/play/bura/"
    _game(page, served, path, "bura", 41, options={"kons": "2"})
    _ready(page)
    token = play_to_the_end(page, lang)
    match = table_bura.open_table(Token.parse(token), _secret(token)).match
    assert len(match.kons) == 2
    summary = page.locator(".karty-play-match-summary")
    assert summary.is_visible()
    rows = summary.locator("tbody tr")
    assert rows.count() == 2
    for i, k in enumerate(match.kons):
        cells = [c.strip() for c in rows.nth(i).locator("th, td").all_inner_texts()]
        assert cells[0] == str(i + 1)
        dealt = {("en", 0): "you", ("en", 1): "computer", ("ru", 0): "вы", ("ru", 1): "компьютер"}
        assert cells[1] == dealt[(lang, k.dealer)]
        won = {None: ("Nobody won", "Никто"), 0: ("You won", "Выиграли вы"),
               1: ("Computer won", "Выиграл компьютер")}[k.outcome.winner]
        assert cells[2].startswith(won[lang == "ru"]), cells
        assert cells[3] == f"{k.outcome.points[0]} : {k.outcome.points[1]}"
        x = k.returns[0]
        assert cells[4] == (f"+{x}" if x > 0 else f"\u2212{-x}" if x < 0 else "0")
    net = match.returns()[0]
    text = summary.inner_text()
    caption = summary.locator("caption").inner_text()
    assert caption.startswith("2 кон played" if lang == "en" else "Сыграно 2 кона"), caption
    settle = {"en": (r"The computer pays you \d+\.", r"You pay the computer \d+\.", "Nobody owes anything."),
              "ru": (r"Компьютер платит вам \d+\.", r"Вы платите компьютеру \d+\.", "Никто никому не должен.")}[lang]
    assert re.search(settle[0] if net > 0 else settle[1] if net < 0 else re.escape(settle[2]), text), text
    assert summary.get_by_role("button", name=ANOTHER[lang]).is_visible()
    # phone first: nothing scrolls sideways, the table inside the page's width
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    box = summary.locator("table").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 375
    if SHOTS.is_dir():
        summary.scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"summary-375-{lang}.png"), full_page=False)
    # «Ещё партию» deals a new match at the same rules
    summary.get_by_role("button", name=ANOTHER[lang]).click()
    _wait_turn(page)
    assert not page.locator(".karty-play-match-summary").is_visible()
    assert page.errors == []


MARKS = {"en": {"mistake": "A mistake: {mark}.",
                "engine": "The computer's choice: the move its search prefers here.",
                "fine": "Not a mistake: within the rating's uncertainty of the computer's choice."},
         "ru": {"mistake": "Ошибка: {mark}.",
                "engine": "Выбор компьютера: этот ход его перебор предпочитает здесь.",
                "fine": "Не ошибка: в пределах погрешности оценки от выбора компьютера."}}
STEP = {"en": "Move {i} of {n}", "ru": "Ход {i} из {n}"}


@pytest.mark.parametrize("lang", ["en"])  # one language each, alternating (the suite's time)
def test_the_review_of_a_kon_steps_by_keys_and_buttons_with_rules_and_marks(phone, served, lang):
    from karty.web.table.review import table_review

    page = phone
    path = "play/bura/" if lang == "en" else "ru/play/bura/"
    _game(page, served, path, "bura", 43, options={"kons": "1"})
    _ready(page)
    token = play_to_the_end(page, lang)
    want = table_review({"token": token, "secret": _secret(token).hex(), "kon": 1, "lang": lang})
    n = len(want["steps"])
    # opened from the match summary (and offered at the end of the кон)
    review_this = {"en": "Review this кон", "ru": "Разобрать кон"}[lang]
    assert page.locator(".karty-play-actions").get_by_role("button", name=review_this).count() == 1
    page.locator(".karty-play-match-summary").get_by_role(
        "button", name={"en": "Review кон 1", "ru": "Разобрать кон 1"}[lang]).click()
    panel = page.locator(".karty-play-review")
    counter = panel.locator(".karty-play-review-counter")
    counter.filter(has_text=STEP[lang].format(i=1, n=n)).wait_for(timeout=60_000)
    assert panel.locator(".karty-play-review-summary").inner_text() == want["summary"]
    back, fwd = panel.locator(".karty-play-review-nav button").all()
    for b in (back, fwd):
        box = b.bounding_box()
        assert box is not None and box["height"] >= 44 and box["width"] >= 44
    assert back.is_disabled()

    def at(i: int) -> None:
        assert counter.inner_text() == STEP[lang].format(i=i + 1, n=n)

    page.keyboard.press("ArrowRight")
    at(1)
    fwd.click()
    at(2)
    back.click()
    at(1)
    panel.locator(".karty-play-review-title").focus()
    page.keyboard.press("End")
    at(n - 1)
    assert fwd.is_disabled()
    page.keyboard.press("Home")
    at(0)
    # every step: the move in words, its rule cited, the position's cards all drawn
    rated = [i for i, s in enumerate(want["steps"]) if s["rating"] is not None]
    assert rated, "the reader made no decision in this кон"
    shot = next((i for i in rated if want["steps"][i]["verdict"] == "mistake"), rated[0])
    for i in range(n):
        step = want["steps"][i]
        move = panel.locator(".karty-play-review-move")
        assert move.locator("a.karty-play-rule").count() == len(step["steps"]) >= 1
        after = want["steps"][i + 1]["before"] if i + 1 < n else want["final"]
        drawn = panel.locator(".karty-play-review-board svg.karty-card").count()
        assert drawn == len(after["hands"][0]) + len(after["hands"][1]) + len(after["table"])
        mark = panel.locator(".karty-play-review-mark")
        if step["rating"] is None:
            assert mark.count() == 0
        else:
            text = MARKS[lang][step["verdict"]].format(mark=step["mark"])
            assert mark.inner_text() == text
            if step["verdict"] == "mistake":
                assert re.search(r"\u2212[\d.,]+ % (of the stake; better: |ставки; лучше: )", text), text
            assert panel.locator(".karty-play-odds-link").count() == 1
        if i == shot and SHOTS.is_dir():
            panel.scroll_into_view_if_needed()
            page.screenshot(path=str(SHOTS / f"review-375-{lang}.png"), full_page=False)
            panel.screenshot(path=str(SHOTS / f"review-panel-375-{lang}.png"))
        if i < n - 1:
            page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    assert page.errors == []


def test_a_shared_finished_link_opens_the_review_read_only(browser, served):
    """The share link of a finished кон, opened in a browser without the game's
    secret: the table is read-only and its review opens there."""
    from karty.bura import table as tb
    from karty.web.table import table_new

    secret = f"{47:032x}"
    r = table_new({"game": "bura", "secret": secret, "level": "n", "lang": "en",
                   "options": {"kons": "1"}})
    table = tb.open_table(Token.parse(r["token"]), bytes.fromhex(secret))
    while not table.state.is_terminal():  # the reader always plays his first legal move
        tb.move(table, _first_move(table))
    from karty.bura.table_view import view

    share = view(table, "en")["share"]
    context = browser.new_context(viewport={"width": 375, "height": 740})
    page = context.new_page()
    page.goto(served.url(f"play/bura/#t={share}"))
    _ready(page)
    assert "shared link" in page.locator(".karty-play-message").text_content()
    page.get_by_role("button", name="Review this кон").click()
    page.locator(".karty-play-review-counter").filter(has_text="Move 1 of").wait_for(timeout=60_000)
    assert page.locator(".karty-play-review-mark").count() == 0  # the deal: no decision
    page.keyboard.press("ArrowRight")
    assert page.locator(".karty-play-review-counter").inner_text().startswith("Move 2 of")
    context.close()


def _first_move(table) -> str:
    from karty.bura.actions import Pass

    a = table.state.legal_actions()[0]
    if isinstance(a, Pass):
        return "pass"
    return f"{a.VERB} " + " ".join(c.ascii() for c in getattr(a, "cards", ()))


COACH = {"en": "Coach: show what each choice is worth before I choose",
         "ru": "Подсказка: показывать, чего стоит каждый выбор, до моего решения"}


@pytest.mark.parametrize("lang", ["ru"])  # one language each, alternating (the suite's time)
def test_the_coach_toggle_shows_the_searchs_numbers_and_hides_them(phone, served, lang):
    from karty.web.table.review import table_coach

    page = phone
    path = "play/bura/" if lang == "en" else "ru/play/bura/"
    _game(page, served, path, "bura", 45, options={"kons": "1"})
    _ready(page)
    assert page.locator(".karty-play").get_attribute("data-to-act") == "you"  # the computer has answered
    coach = page.locator(".karty-play-coach")
    assert not coach.is_visible()  # off by default
    assert page.evaluate("() => localStorage.getItem('karty.play.coach')") is None
    page.locator(".karty-play-settings > summary").click()
    page.get_by_label(COACH[lang]).check()
    assert page.evaluate("() => localStorage.getItem('karty.play.coach')") == "1"
    items = coach.locator("li[data-move]")
    items.first.wait_for(timeout=60_000)
    token = page.evaluate("() => decodeURIComponent(location.hash.slice(3))")
    own = ".".join(token.split(".")[:7])
    want = table_coach({"token": own, "secret": _secret(own).hex(), "lang": lang})
    got = [(li.get_attribute("data-move"), li.inner_text()) for li in items.all()]
    assert [m for m, _ in got] == [m["move"] for m in want["moves"]]
    for (_, text), m in zip(got, want["moves"], strict=True):
        assert text.startswith(f"{m['text']}: {m['summary']}"), (text, m)
        assert re.search(r"\d+ % \(± \d+ %\)", m["summary"])
    assert coach.locator("a.karty-play-odds-link").count() == 1
    if SHOTS.is_dir():
        coach.scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"coach-375-{lang}.png"))
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    page.get_by_label(COACH[lang]).uncheck()
    assert not coach.is_visible()
    assert page.evaluate("() => localStorage.getItem('karty.play.coach')") == "0"
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en"])  # one language each, alternating (the suite's time)
def test_the_ochko_coach_shows_the_bust_chance_and_exact_values(phone, served, lang):
    from karty.web.table.review import table_coach

    page = phone
    path = "play/ochko/" if lang == "en" else "ru/play/ochko/"
    token = _game(page, served, path, "ochko", 1)
    _ready(page)
    assert page.locator(".karty-play").get_attribute("data-to-act") == "you"
    coach = page.locator(".karty-play-coach")
    assert not coach.is_visible()
    page.locator(".karty-play-settings > summary").click()
    page.get_by_label(COACH[lang]).check()
    items = coach.locator("li[data-move]")
    items.first.wait_for(timeout=60_000)
    want = table_coach({"token": token, "secret": _secret(token).hex(), "lang": lang})
    assert want["bust"] is not None and want["moves"]
    assert coach.locator(".karty-play-coach-bust").inner_text() == want["bust"]["text"]
    got = [(li.get_attribute("data-move"), li.inner_text()) for li in items.all()]
    assert [m for m, _ in got] == [m["move"] for m in want["moves"]]
    for (_, text), m in zip(got, want["moves"], strict=True):
        assert text.startswith(f"{m['text']}: {m['summary']}"), (text, m)
    best = {"en": "(the best play, exactly)", "ru": "(лучший выбор, точно)"}[lang]
    assert sum(best in t for _, t in got) == 1
    assert coach.locator("a.karty-play-odds-link").count() == 1
    if SHOTS.is_dir():
        coach.scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"coach-ochko-375-{lang}.png"))
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    page.get_by_label(COACH[lang]).uncheck()
    assert not coach.is_visible()
    assert page.errors == []
