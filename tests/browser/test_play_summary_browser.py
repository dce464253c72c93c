"""The Бура match summary in Chromium (issue 25, item 4): a short match played to its
end shows a table of every кон (number, who dealt, result and how it ended, both
piles' points, money), the settlement and «Ещё партию»; the table fits a 375 px
phone in both languages (nothing scrolls sideways), with the Russian plural agreed."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

sys.path.insert(0, str(Path(__file__).resolve().parent))
from karty.web.table import bura as table_bura
from karty.web.table.token import Token
from test_play_browser import _bura_move, _game, _ready, _secret, _wait_turn

SHOTS = Path("/work/helpers/shots/reviewui")  # screenshots for the report, if that folder exists
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


@pytest.mark.parametrize("lang", ["en", "ru"])
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
