"""The Очко session review in Chromium at 375 px (issue 25, item 4): a session made in
Python up to the reader's last decision (one deliberately bad draw on 20 earlier),
finished on the page; the session summary lists every кон and opens the review (the
whole session, at the кон with the bad move); stepping by keys, buttons and touch
reaches it, marked in the engine's words with its exact cost and the better choice;
every hand is drawn face up, and the hands of the duel the move ended; forward from
a кон's last move goes on to the next кон. One language in the suite
(ru); the English run (screenshots) is under the slow marker."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "engine" / "web"))
from karty.ochko import table as table_ochko
from karty.web.table.review import table_review
from karty.web.table.token import Token
from ochko_table_play import choice, finish
from play_seed import open_token
from test_play_browser import _ready, _wait_turn

SHOTS = Path(os.environ.get("KARTY_SHOTS") or "__no_shots__")  # screenshots, if asked for
N = 2  # the secret's number: the blunder is a draw on 20
MARK = {"en": "A mistake: {mark}.", "ru": "Ошибка: {mark}."}
STEP = {"en": "Move {i} of {n}", "ru": "Ход {i} из {n}"}
KON_OF = {"en": "Review of кон {k} of {n}", "ru": "Разбор кона {k} из {n}"}
OPEN = {"en": "Review кон {k}", "ru": "Разобрать кон {k}"}
NEXT = {"en": "Next", "ru": "Дальше"}


@pytest.mark.parametrize("lang", ["ru", pytest.param("en", marks=pytest.mark.slow)])
def test_the_session_review_marks_the_bad_draw(browser, served, lang):
    secret = f"{N:032x}"
    before, bad = finish(N, stop_before_last=True)
    assert bad == "draw"
    session = table_ochko.open_session(Token.parse(before["token"]), bytes.fromhex(secret))
    last, _ = choice(session, False)
    # where the bad move is: its кон and step, as table_review gives them (after the end)
    table_ochko.move(session, last)
    from karty.ochko.table_view import view

    end = view(session, lang)["token"]
    kons = session.state.rounds
    whole = table_review({"token": end, "secret": secret, "kon": 1, "lang": lang})
    hit = [j for j, s in enumerate(whole["steps"]) if s["verdict"] == "mistake"
           and s["move"] == "draw" and s["before"]["values"][0] == 20]
    assert hit
    k = whole["steps"][hit[0]]["before"]["kon"]
    mine = [j for j, s in enumerate(whole["steps"]) if s["before"]["kon"] == k]
    want = {"steps": [whole["steps"][j] for j in mine], "summary": whole["summary"],
            "after": [whole["steps"][j + 1]["before"] if j + 1 < len(whole["steps"])
                      else whole["final"] for j in mine]}
    i = mine.index(hit[0])

    context = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    open_token(page, served, "play/ochko/" if lang == "en" else "ru/play/ochko/", secret,
               before["token"])
    _ready(page)
    table = page.locator(".karty-play-live")
    nxt = table.get_by_role("button", name=NEXT[lang], exact=True)
    if nxt.count():
        nxt.click()
    if last.startswith(("stake", "bank")):  # the amount's field starts at the least
        assert last.split()[1] == table.locator(".karty-play-amount").input_value()
        table.locator(".karty-play-actions .karty-play-btn--main").click()
    else:
        table.locator(f'.karty-play-actions [data-move="{last}"]').click()
    _wait_turn(page)
    summary = page.locator(".karty-play-match-summary")
    summary.wait_for(state="visible", timeout=60_000)
    assert summary.locator("tbody tr").count() == kons
    summary.get_by_role("button", name=OPEN[lang].format(k=k), exact=True).click()

    panel = page.locator(".karty-play-review")
    counter = panel.locator(".karty-play-review-counter")
    n = len(want["steps"])
    counter.filter(has_text=STEP[lang].format(i=1, n=n)).wait_for(timeout=60_000)
    assert panel.locator(".karty-play-review-title").inner_text() == KON_OF[lang].format(k=k, n=kons)
    assert panel.locator(".karty-play-review-summary").inner_text() == want["summary"]
    back, fwd = panel.locator(".karty-play-review-nav button").all()
    for b in (back, fwd):
        box = b.bounding_box()
        assert box is not None and box["height"] >= 44 and box["width"] >= 44
    fwd.tap()  # touch
    assert counter.inner_text() == STEP[lang].format(i=2, n=n)
    back.click()
    assert counter.inner_text() == STEP[lang].format(i=1, n=n)
    panel.locator(".karty-play-review-title").focus()
    for _ in range(i):
        page.keyboard.press("ArrowRight")
    assert counter.inner_text() == STEP[lang].format(i=i + 1, n=n)
    step = want["steps"][i]
    mark = panel.locator(".karty-play-review-rating.is-mistake .karty-play-review-mark")
    assert mark.inner_text() == MARK[lang].format(mark=step["mark"])
    assert ("ставки" if lang == "ru" else "of the stake") in step["mark"]
    assert panel.locator(".karty-play-review-move a.karty-play-rule").count() == len(step["steps"])
    after = want["after"][i]
    drawn = panel.locator(".karty-play-review-board svg.karty-card").count()
    ended = after["ended"]
    assert ended is not None and ended["seat"] == 0 and len(ended["cards"]) == 3  # 20 and the bust
    assert drawn == sum(len(h) for h in after["hands"]) + (1 if after["crosswise"] else 0) + \
        len(ended["cards"]) + len(ended["banker_cards"])
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    if SHOTS.is_dir():
        panel.scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"ochko-review-375-{lang}.png"), full_page=False)
        panel.screenshot(path=str(SHOTS / f"ochko-review-panel-375-{lang}.png"))
        summary.screenshot(path=str(SHOTS / f"ochko-summary-375-{lang}.png"))
    # Home and End keep to the кон; forward from its last move goes on to the next кон
    page.keyboard.press("End")
    assert counter.inner_text() == STEP[lang].format(i=n, n=n)
    if k < kons:
        fwd.click()
        title = panel.locator(".karty-play-review-title").inner_text()
        assert title == KON_OF[lang].format(k=k + 1, n=kons)
        assert counter.inner_text().startswith({"en": "Move 1 of ", "ru": "Ход 1 из "}[lang])
        back.click()
        assert counter.inner_text() == STEP[lang].format(i=n, n=n)
    assert errors == []
    context.close()
