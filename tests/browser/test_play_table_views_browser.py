"""The play tables show what happened and wait for the reader (issue 25, items 1, 2, 3
and 8), in Chromium, in both languages, at 375 px and on a desktop:

* Бура: after each trick, who took it and its points stay on the table until the next
  lead, and under «Last trick» after it; the computer's «Бура!» is shown face up; the
  кон's end gives both piles' points; «Why not?» on 7♥ В♥ Д♥ against a led 9♥ names
  the 7♥ and lists В♥ and Д♥, the playable cards stay lit, the raised card covers no
  text; «Игра сделана» asks first (unless turned off); the counting rule at the table;
* Очко: each finished duel's result line stays until «Дальше»; the draw «на старшего»
  as cards;
* the loading state: an empty table with the engine's download, no other deal's
  picture, no word of JavaScript being off; without JavaScript, <noscript> says so;
* at 375 px: targets of 44 px, nothing scrolls sideways; the computer's hidden cards
  are absent from the DOM and the accessible names while the кон is unfinished.

Every expected text is the engine's (karty.web.table.*_view on the same token).
Screenshots go to $KARTY_SHOTS when it is set."""
from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

sys.path.insert(0, str(Path(__file__).resolve().parent))
from karty.bura import table as table_bura
from karty.ochko import table as table_ochko
from karty.web.table.token import Token
from play_seed import open_game, open_token, secret_of
from test_play_browser import TIMEOUT, TOKEN, _bura_move, _check_hidden, _ready, _wait_turn

#: a position where the computer led 9♥ and the reader holds 7♥ В♥ Д♥: the game's
#: secret and token (the issue's case in tests/engine/web/test_play_why.py)
WHY_SECRET = f"{2766:032x}"
WHY_TOKEN = ("bura.2.c9765fe16df6fafb.n.-.1001214_322111202014_000401002011024_3030120102231011113_"
             "310213024_31212021200200001_601300114_31000211220301002204_102001001_01332101212101_"
             "11020000114_101012.0d54325a12d22e48")
#: the computer is dealt three trumps («Бура!») in the first кон of the game of secret 1
BURA_SECRET = 1
SHOTS = os.environ.get("KARTY_SHOTS")
WORD = {"en": {"next": "Next", "why": "Why not?", "claim": "«Игра сделана»"},
        "ru": {"next": "Дальше", "why": "Почему нельзя?", "claim": "«Игра сделана»"}}


def _path(lang: str, game: str) -> str:
    return f"{'ru/' if lang == 'ru' else ''}play/{game}/"


@pytest.fixture
def at(browser):
    """A page at a width: at(375) a phone (touch), at(1280) a desktop."""
    contexts = []

    def make(width: int, **kw):
        phone = width < 500
        ctx = browser.new_context(viewport={"width": width, "height": 740 if phone else 900},
                                  has_touch=phone, is_mobile=phone, **kw)
        contexts.append(ctx)
        page = ctx.new_page()
        errors: list[str] = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.errors = errors
        return page

    yield make
    for ctx in contexts:
        ctx.close()


def _shot(page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        # the page's sticky header would cover the table in a picture of the whole page
        page.add_style_tag(content=".md-header { position: static !important; }")
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def _no_sideways_scroll(page) -> None:
    assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth"), \
        page.evaluate("() => [document.scrollingElement.scrollWidth, innerWidth]")


def _targets(page) -> None:
    """Every control of the table at least 44 × 44 px (a checkbox: its label's row)."""
    sizes = page.evaluate("""() => [...document.querySelectorAll(
        '.karty-play-live :is(button, select, summary, input:not([type=checkbox]))')]
        .filter((b) => b.offsetParent).map((b) => [b.className || b.tagName, b.getBoundingClientRect().width,
                                                   b.getBoundingClientRect().height])""")
    small = [s for s in sizes if s[1] < 44 or s[2] < 44]
    assert not small, small


def _ochko_hidden(page) -> None:
    """No card of another player's hidden hand in the table's DOM or accessible names."""
    table = page.locator(".karty-play-live")
    token = page.evaluate(TOKEN)
    state = table_ochko.open_session(Token.parse(token), secret_of(token, page)).state
    obs = state.observation(0)
    html = table.evaluate("(el) => el.outerHTML") + table.aria_snapshot()
    for seat in range(1, state.n):
        shown = set(obs["hands"][seat]["cards"])
        for c in state.hands[seat]:
            if str(c) not in shown:
                for lang in ("en", "ru"):
                    assert f"#card-{c.ascii()}\"" not in html and f"#card-{c.ascii()}-ru\"" not in html, c
                    assert c.name(lang) not in html, (c, lang)


def _bura_view(token: str, lang: str) -> dict:
    table = table_bura.open_table(Token.parse(token), secret_of(token))
    table_bura.advance(table)
    return table_bura.view(table, lang)


# ------------------------------------------------------------------ Бура: the last trick
@pytest.mark.parametrize(("lang", "width"), [("en", 1280), ("ru", 375)])
def test_after_each_trick_its_winner_and_points_stay_until_the_next_lead(at, served, lang, width):
    page = at(width)
    open_game(page, served, _path(lang, "bura"), "bura", 31)
    _ready(page)
    table = page.locator(".karty-play-live")
    seen = 0
    for _ in range(40):
        token = page.evaluate(TOKEN)
        view = _bura_view(token, lang)
        _check_hidden(page)
        _no_sideways_scroll(page)
        if width < 500:
            _targets(page)
        last = view["last_trick"]
        if view["kon"]:
            # the кон's end: both piles' points
            a, b = view["kon"]["points"]
            text = table.locator(".karty-play-prompt").inner_text()
            assert re.search(rf"\b{a}\b.*\b{b}\b", text), text
            break
        if last:
            seen += 1
            who = {"en": {"you": "Your trick", "computer": "The computer's trick"},
                   "ru": {"you": "Взятка ваша", "computer": "Взятка компьютера"}}[lang][last["winner"]]
            expected = f"{who}: +{last['points']}"
            if not view["table"]["trick"]:
                # no lead yet: the trick lies on the table with its line
                note = table.locator(".karty-play-trick-note")
                assert note.is_visible() and note.inner_text().startswith(expected), note.inner_text()
                shown = table.locator(".karty-play-trick use").evaluate_all(
                    "(us) => us.map((u) => u.getAttribute('xlink:href').split('#card-')[1])")
                assert [c for c in (x.removesuffix("-ru") for x in shown) if c != "back"] == \
                    last["led"] + last["answer"]
            else:
                # after the next lead: «Last trick» holds it, and opens to show it
                summary = table.locator(".karty-play-last summary")
                assert summary.is_visible() and expected in summary.inner_text(), summary.inner_text()
                summary.click()
                assert table.locator(".karty-play-last-cards svg").count() == \
                    len(last["led"]) + len(last["answer"]) + last["face_down"]
                summary.click()
            # still there a moment later: nothing the reader needs is on a timer
            time.sleep(1.5)
            assert expected in table.inner_text()
        if seen == 2:
            _shot(page, f"bura-last-trick-{lang}-{width}")
        _bura_move(page, lambda loc: loc.tap() if width < 500 else loc.click())
        _wait_turn(page)
    assert seen >= 3, seen
    _shot(page, f"bura-kon-end-{lang}-{width}")
    assert page.errors == []


@pytest.mark.parametrize(("lang", "width"), [("en", 375), ("ru", 1280)])
def test_the_computers_bura_is_shown_face_up(at, served, lang, width):
    page = at(width)
    open_game(page, served, _path(lang, "bura"), "bura", BURA_SECRET)
    _ready(page)
    view = _bura_view(page.evaluate(TOKEN), lang)
    declared = [d for d in view["declared"] if d["who"] == "computer"]
    assert declared and view["kon"]["reason_kind"] == "bura"
    cards = declared[0]["cards"]
    opponent = page.locator(".karty-play-opponent")
    hrefs = opponent.locator("use").evaluate_all("(us) => us.map((u) => u.getAttribute('xlink:href'))")
    assert [h.split("#card-")[1].removesuffix("-ru") for h in hrefs] == cards
    from karty import Card

    label = opponent.get_attribute("aria-label")
    assert all(Card.parse(c).name(lang) in label for c in cards), label
    text = page.locator(".karty-play-prompt").inner_text()
    assert "«Бура!»" in text and all(Card.parse(c).name(lang) in text for c in cards), text
    _shot(page, f"bura-computer-bura-{lang}-{width}")
    assert page.errors == []


# ------------------------------------------------------------------ Бура: «why not?»
@pytest.mark.parametrize(("lang", "width"), [("ru", 375), ("en", 1280)])
def test_why_not_names_the_failing_card_and_the_playable_ones(at, served, lang, width):
    page = at(width)
    open_token(page, served, _path(lang, "bura"), WHY_SECRET, WHY_TOKEN)
    _ready(page)
    table = page.locator(".karty-play-live")
    led = table.locator(".karty-play-trick use").evaluate_all("(us) => us.map((u) => u.getAttribute('xlink:href'))")
    assert len(led) == 1 and re.search(r"#card-9H(-ru)?$", led[0]), led
    click = (lambda loc: loc.tap()) if width < 500 else (lambda loc: loc.click())
    click(table.locator('.karty-play-card[data-card="7H"]'))
    # the cards that beat stay lit while the 7♥ is chosen
    lit = table.locator(".karty-play-card.is-playable").evaluate_all("(bs) => bs.map((b) => b.dataset.card)")
    assert sorted(lit) == ["JH", "QH"], lit
    click(table.get_by_role("button", name=WORD[lang]["why"]))
    message = table.locator(".karty-play-message")
    message.locator(".karty-play-cite").wait_for()
    text = message.inner_text()
    seven, jack, queen = {"en": ("7♥", "J♥", "Q♥"), "ru": ("7♥", "В♥", "Д♥")}[lang]
    assert text.startswith(f"{seven} ") and seven in text.split(":")[0], text
    playable = {"en": "You can play: ", "ru": "Можно сыграть: "}[lang]
    assert f"{playable}{jack}, {queen}." in text, text
    # the engine's own reason, as karty.bura.table_view.why gives it
    position = table_bura.open_table(Token.parse(WHY_TOKEN), bytes.fromhex(WHY_SECRET))
    table_bura.advance(position)
    why = table_bura.why(position, ["7H"], lang)
    assert text.startswith(why["reason"]) and why["rule"]["rule"] == "bura.beat"
    assert "нечем" not in text and "no card left" not in text
    assert table.locator('.karty-play-card.is-failing[data-card="7H"]').count() == 1
    # the raised card covers no text above the hand
    card = table.locator('.karty-play-card[data-card="7H"] svg').bounding_box()
    prompt = table.locator(".karty-play-prompt").bounding_box()
    assert card["y"] >= prompt["y"] + prompt["height"] - 0.5, (card, prompt)
    _no_sideways_scroll(page)
    _shot(page, f"bura-why-{lang}-{width}")
    assert page.errors == []


# ------------------------------------------------------------------ Бура: claims, counting
def test_a_claim_is_asked_first_unless_turned_off_and_counting_is_offered(at, served):
    page = at(375)
    dealt = open_game(page, served, "ru/play/bura/", "bura", 31)
    _ready(page)
    table = page.locator(".karty-play-live")
    claim = table.get_by_role("button", name="«Игра сделана»")
    assert claim.count() == 1 and page.locator(".karty-play").get_attribute("data-to-act") == "you"
    claim.tap()
    dialog = table.get_by_role("alertdialog")
    assert dialog.is_visible() and "Игра сделана" in dialog.inner_text()
    assert page.evaluate(TOKEN) == dealt  # nothing played yet
    dialog.get_by_role("button", name="Нет").tap()
    assert not table.get_by_role("alertdialog").count() and claim.is_visible()
    # counting: memory by default (no points of one's tricks); open for a new match
    info = table.locator(".karty-play-info")
    assert "очк" not in info.inner_text()
    page.locator(".karty-play-settings summary").tap()
    _targets(page)
    page.locator(".karty-play-counting").select_option("open")
    page.get_by_role("button", name="Новая партия по этим правилам").tap()
    page.wait_for_function("() => decodeURIComponent(location.hash).includes('counting=open')", timeout=TIMEOUT)
    _wait_turn(page)
    assert "в открытых картах ваших взяток" in info.inner_text(), info.inner_text()
    _shot(page, "bura-settings-ru-375")
    # the confirmation turned off: the claim is made at once
    if page.locator(".karty-play").get_attribute("data-to-act") == "you":
        page.get_by_label("Переспрашивать перед «Игра сделана»").tap()
        table.get_by_role("button", name="«Игра сделана»").tap()
        _wait_turn(page)
        assert table.locator(".karty-play-prompt").inner_text().count("«Игра сделана»") >= 1
    assert page.errors == []


# ------------------------------------------------------------------ Очко
@pytest.mark.parametrize(("lang", "width"), [("ru", 375), ("en", 1280)])
def test_each_ochko_duel_stays_until_next_and_the_first_draw_is_cards(at, served, lang, width):
    page = at(width)
    open_game(page, served, _path(lang, "ochko"), "ochko", 4)
    _ready(page)
    click = (lambda loc: loc.tap()) if width < 500 else (lambda loc: loc.click())
    table = page.locator(".karty-play-live")
    # a new session: the draw «на старшего» as cards, held until «Дальше»
    click(table.get_by_role("button", name={"en": "New session", "ru": "Новая игра"}[lang]))
    _wait_turn(page)
    draw = table.locator(".karty-play-first-draw")
    assert draw.is_visible() and draw.locator("svg.karty-card").count() >= 2
    _shot(page, f"ochko-first-draw-{lang}-{width}")
    click(table.get_by_role("button", name=WORD[lang]["next"]))
    assert not draw.count()
    duels = 0
    for _ in range(60):
        _no_sideways_scroll(page)
        if width < 500:
            _targets(page)
        held = table.locator(".karty-play-duel")
        if held.count():
            token = page.evaluate(TOKEN)
            lines = held.locator(".karty-play-duel-line").all_inner_texts()
            assert all(lines) and table.locator(".karty-play-actions button").count() == 1
            # the engine's duels: the lines are its words, the banker's hand face up
            session = table_ochko.open_session(Token.parse(token), secret_of(token, page))
            outcomes = session.state.outcomes[-len(lines):]
            for o, box in zip(outcomes, held.all(), strict=True):
                banker = box.locator(".is-banker use").evaluate_all(
                    "(us) => us.map((u) => u.getAttribute('xlink:href').split('#card-')[1])")
                assert [c.removesuffix("-ru") for c in banker] == [c.ascii() for c in o.banker_cards]
                assert str(o.stake) in box.locator(".karty-play-duel-line").inner_text()
            time.sleep(2)  # held: not on a timer
            assert held.locator(".karty-play-duel-line").all_inner_texts() == lines
            duels += 1
            if duels == 1:
                _shot(page, f"ochko-duel-{lang}-{width}")
            click(table.get_by_role("button", name=WORD[lang]["next"]))
            assert not table.locator(".karty-play-duel").count()
            _ochko_hidden(page)
            if duels >= 3:
                break
            continue
        _ochko_hidden(page)
        amount = table.locator("input.karty-play-amount")
        if amount.count():
            click(table.locator(".karty-play-actions .karty-play-btn--main"))
        else:
            stand = table.locator(".karty-play-actions button[data-move=stand]")
            click(stand if stand.count() else table.locator(".karty-play-actions button").first)
        _wait_turn(page)
    assert duels >= 3, duels
    assert page.errors == []


# ------------------------------------------------------------------ loading
def _engine_mb(served) -> str:
    """The engine's download in MB as the build's manifest gives it: the files the
    worker counts until it has judged the link (docs/assets/js/engine-boot.mjs: the
    WebAssembly, the standard library, the lock file, the wheel; the memory snapshot
    is added, at its bytes on the wire, when it is fetched)."""
    import json

    manifest = json.loads((Path(served.root) / "assets" / "pyodide" / "manifest.json").read_text())
    names = ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json", manifest["wheel"]]
    return f"{sum(manifest['files'][n] for n in names) / 1048576:.1f}"


@pytest.mark.parametrize(("lang", "game"), [("en", "bura"), ("ru", "ochko")])
def test_while_the_engine_loads_an_empty_table_says_what_is_loading(browser, served, lang, game):
    ctx = browser.new_context(viewport={"width": 375, "height": 740})
    held: list = []
    # hold the runtime's big files back (the manifest comes): the table must wait for them
    big = re.compile(r".*/assets/pyodide/.*\.(wasm|bin|zip|whl)$")
    ctx.route(big, lambda route: held.append(route))
    page = ctx.new_page()
    page.goto(served.url(_path(lang, game)))
    root = page.locator(".karty-play")
    mb = {"en": "MB", "ru": "МБ"}[lang]
    page.wait_for_function(f"() => document.querySelector('.karty-play-why').textContent.includes('{mb}')",
                           timeout=TIMEOUT)
    page.wait_for_timeout(500)
    assert root.get_attribute("data-state") == "loading"
    loading = root.locator(".karty-play-loading")
    assert loading.is_visible() and loading.locator("progress").is_visible()
    text = loading.inner_text()
    assert "JavaScript" not in text, text
    assert {"en": "game engine", "ru": "движок игры"}[lang] in text, text
    assert f" {_engine_mb(served)} {mb}" in text, (text, _engine_mb(served))
    assert {"en": "Only the first time", "ru": "Только в первый раз"}[lang] in text
    assert not root.locator("svg.karty-card, figure").count()  # no picture of another deal
    _shot(page, f"loading-{game}-{lang}-375")
    for route in held:
        route.continue_()
    ctx.unroute(big)
    page.wait_for_function("() => ['ready', 'error'].includes(document.querySelector('.karty-play').dataset.state)",
                           timeout=TIMEOUT)
    assert root.get_attribute("data-state") == "ready"
    assert not root.locator(".karty-play-loading").count()
    ctx.close()


# ------------------------------------------------------------------ axe on the new states
@pytest.fixture(scope="module")
def axe():
    from axe_playwright_python.sync_playwright import Axe

    return Axe()


def test_axe_finds_nothing_serious_in_the_held_states(page, served, axe):
    """«Why not?» answered with «Last trick» and Settings open; the draw «на старшего»
    held: no serious axe violation in either colour scheme."""
    from test_examples_browser import axe_in_both_schemes

    open_token(page, served, "ru/play/bura/", WHY_SECRET, WHY_TOKEN)
    _ready(page)
    page.locator(".karty-play-last summary").click()
    page.locator('.karty-play-card[data-card="7H"]').click()
    page.get_by_role("button", name="Почему нельзя?").click()
    page.locator(".karty-play-message .karty-play-cite").wait_for()
    page.locator(".karty-play-settings summary").click()
    bura = axe_in_both_schemes(page, axe)
    open_game(page, served, "play/ochko/", "ochko", 4)
    page.reload()
    _ready(page)
    page.get_by_role("button", name="New session").click()
    page.wait_for_function("() => document.querySelector('.karty-play-first-draw')", timeout=TIMEOUT)
    assert (bura, axe_in_both_schemes(page, axe)) == ({}, {})
