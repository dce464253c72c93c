"""The Стос table in Chromium: a whole session on a phone in Russian, by taps (a card
chosen, the stake, the cards laid down one by one, «пароли», «почему нельзя», the session
table at the end), with the standards of the other tables at every step (44 px targets,
nothing scrolling sideways, the control to act on on screen, no card of the talia in the
DOM or the accessible names before it is laid down, no code names), axe in both schemes;
and a short check on a desktop in English (the whole talia at once, the log beside it,
an unknown game refused by the tables' view registry)."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

sys.path.insert(0, str(Path(__file__).resolve().parent))
from karty import Card
from karty.stos import table as table_stos
from karty.web.table.token import Token
from play_seed import open_game, secret_of
from test_examples_browser import axe_in_both_schemes

TIMEOUT = 120_000
READY = "() => document.querySelector('.karty-play')?.dataset.state === 'ready'"
TOKEN = "() => decodeURIComponent(location.hash.slice(3))"
CODE_NAME = re.compile(r"\bstos\.[a-z][a-z0-9.-]*|\b[a-z]+_[a-z_]+\b|karty\.")
#: a game (secret 6, at most 3 talias) whose first talia, 7♥ at 10, wins after 4 cards,
#: and whose «пароли» then loses (tests/engine/web/test_play_stos.py deals the same)
SECRET = 6


@pytest.fixture(scope="module")
def axe():
    from axe_playwright_python.sync_playwright import Axe

    return Axe()


def _ready(page) -> str:
    page.wait_for_function(READY, timeout=TIMEOUT)
    return page.evaluate(TOKEN)


def _moved(page, before: str) -> str:
    """Wait until the reader's move is answered (the link has changed)."""
    page.wait_for_function(f"() => decodeURIComponent(location.hash.slice(3)) !== {before!r}"
                           " && document.querySelector('.karty-play').dataset.state === 'ready'",
                           timeout=TIMEOUT)
    return page.evaluate(TOKEN)


def _talia(page) -> dict | None:
    """The talia on the table, as the engine dealt it (from the page's own token)."""
    token = page.evaluate(TOKEN)
    table = table_stos.open_table(Token.parse(token), secret_of(token))
    return table_stos.view(table, "ru")["talia"]


def _standards(page) -> None:
    """At 375 px: nothing scrolls sideways, every control is at least 44 px, the main
    control is on screen, and no code name is shown."""
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    sizes = page.evaluate("() => [...document.querySelectorAll('.karty-play-live .karty-play-felt button')]"
                          ".filter((b) => b.offsetParent).map((b) => [b.offsetWidth, b.offsetHeight])")
    assert sizes and all(w >= 44 and h >= 44 for w, h in sizes), sizes
    main = page.locator(".karty-play-actions .karty-play-btn--main").first
    box = main.bounding_box()
    view = page.viewport_size
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= view["height"], box
    text = page.locator(".karty-play").inner_text()
    assert not CODE_NAME.search(text), CODE_NAME.search(text)


def _unseen_absent(page, talia: dict, shown: int, whole: bool) -> None:
    """The talia's cards not laid down yet are nowhere in the table (``whole``: the
    first talia, when no earlier card can share a name) nor in the log."""
    root = page.locator(".karty-play")
    html = root.evaluate("(el) => el.outerHTML")
    names = root.aria_snapshot()
    scope = html if whole else page.locator(".karty-play-stos-sides, .karty-play-stos-step").evaluate_all(
        "(els) => els.map((e) => e.outerHTML).join('')")
    for c in talia["cards"][shown:]:
        card = Card.parse(c["card"])
        if c["card"] == talia["card"]:
            continue  # the reader's own card, of his own deck, may share the name
        assert f"#card-{card.ascii()}\"" not in scope and f"#card-{card.ascii()}-ru\"" not in scope, c
        if whole:
            assert card.name("ru") not in html and card.name("ru") not in names, c
    # the log holds no entry of a card not yet laid down
    entries = page.locator(".karty-play-log-list > li").count()
    token = page.evaluate(TOKEN)
    log = table_stos.open_table(Token.parse(token), secret_of(token)).log
    assert entries == min(len(log), 120) - (len(talia["cards"]) - shown)


def test_a_stos_session_to_its_end_on_a_phone_in_russian(phone, served, axe):
    page = phone
    open_game(page, served, "ru/play/stos/", "stos", SECRET, options={"talias": "3"})
    _ready(page)
    table = page.locator(".karty-play-live")
    assert page.locator(".karty-play-score").text_content().startswith("Талия 1 из 3")
    _standards(page)
    # the card: a suit, then a rank (cards drawn as cards); the stake: the most
    table.get_by_role("button", name="♥ черви").tap()
    table.locator(".karty-play-stos-ranks [data-card='7H']").tap()
    assert table.locator("[data-card='7H'][aria-pressed=true]").count() == 1
    table.get_by_role("button", name="больше всего: 10").tap()
    token = page.evaluate(TOKEN)
    table.get_by_role("button", name="Ставлю").tap()
    _moved(page, token)
    talia = _talia(page)
    assert talia["card"] == "7H" and talia["stake"] == 10 and talia["outcome"] == "win"
    # the cards fall one by one as the reader taps, nothing on a timer; until the last
    # is down, neither the score nor the log tells the end
    assert page.locator(".karty-play-score").text_content().endswith("вы при своих")
    for shown in range(len(talia["cards"])):
        _unseen_absent(page, talia, shown, whole=True)
        _standards(page)
        assert table.locator(".karty-play-stos-pile svg").count() == shown
        page.wait_for_timeout(50)
        assert table.locator(".karty-play-stos-pile svg").count() == shown  # held
        # every laid card at its full size (a lone card in a pile was squeezed to half)
        widths = table.locator(".karty-play-stos-pile svg").evaluate_all(
            "(cards) => cards.map((c) => c.getBoundingClientRect().width)")
        assert all(w >= 30 for w in widths), widths
        table.get_by_role("button", name="Следующая карта").tap()
        step = page.locator(".karty-play-stos-step").inner_text()
        assert Card.parse(talia["cards"][shown]["card"]).russian() in step, step
    assert "Вы выиграли 10" in page.locator(".karty-play-trick-note").inner_text()
    assert "вы в выигрыше на 10" in page.locator(".karty-play-score").text_content()
    # «пароли»: the same card rides again, at 20, in the next talia
    token = page.evaluate(TOKEN)
    table.get_by_role("button", name="«Пароли»: 20 на ту же карту").tap()
    _moved(page, token)
    talia = _talia(page)
    assert talia["number"] == 2 and talia["paroli"] == 1 and talia["outcome"] == "lose"
    _unseen_absent(page, talia, 0, whole=False)
    assert "загнут 1 угол" in page.locator(".karty-play-stos-mine").inner_text()
    table.get_by_role("button", name="Открыть до конца").tap()
    assert "Банкомёт забирает 20" in page.locator(".karty-play-trick-note").inner_text()
    _standards(page)
    # no corner after a loss: the engine's own reason, with its rule
    table.get_by_role("button", name="Почему нельзя «пароли»?").tap()
    message = page.locator(".karty-play-message")
    message.locator("a.karty-play-rule").wait_for()
    assert message.inner_text().startswith("Сейчас нельзя: угол загибают только после выигрыша")
    # axe on the table in play (the talia, the choice of card and stake, the reason)
    assert axe_in_both_schemes(page, axe) == {}
    # the last talia: a new card at the least stake
    table.get_by_role("button", name="меньше всего: 1").tap()
    token = page.evaluate(TOKEN)
    table.get_by_role("button", name="Ставлю").tap()
    _moved(page, token)
    table.get_by_role("button", name="Открыть до конца").tap()
    # the session's end: every talia in a table, the reckoning, another game
    summary = page.locator(".karty-play-match-summary")
    assert summary.is_visible()
    assert summary.locator("tbody tr").count() == 3
    assert "Сыграно 3 талии" in summary.locator("caption").inner_text()
    net = int(re.search(r"−?\d+$", summary.locator("tfoot td").inner_text().replace("+", ""))
              .group(0).replace("−", "-"))
    assert re.search(r"(Банк платит вам|Вы платите банку) \d+\.|при своих", summary.inner_text())
    token = page.evaluate(TOKEN)
    state = table_stos.open_table(Token.parse(token), secret_of(token)).state
    assert state.is_terminal() and net == state.net
    assert page.locator(".karty-play-prompt").inner_text() == "Игра окончена."
    assert table.get_by_role("button", name="Ещё игру").is_visible()
    _standards(page)
    assert axe_in_both_schemes(page, axe) == {}
    assert page.console.errors == []


def test_stos_on_a_desktop_in_english(page, served):
    page.set_viewport_size({"width": 1366, "height": 900})
    open_game(page, served, "play/stos/", "stos", SECRET, options={"talias": "3"})
    _ready(page)
    table = page.locator(".karty-play-live")
    token = page.evaluate(TOKEN)
    table.get_by_role("button", name="Stake it").click()
    _moved(page, token)
    log = page.locator(".karty-play-log")
    assert log.is_visible()  # beside the table, not a drawer
    before = log.locator("li.karty-play-entry").count()
    table.get_by_role("button", name="Deal to the end").click()
    assert log.locator("li.karty-play-entry").count() > before
    assert re.match(r"Talia 1: .*\. (You win|The banker takes) \d+\.|Talia 1: «плие»",
                    page.locator(".karty-play-trick-note").inner_text())
    # the session to its end: a new talia on the same card, dealt at once, twice more
    for _ in range(2):
        token = page.evaluate(TOKEN)
        table.get_by_role("button", name="Stake it").click()
        _moved(page, token)
        table.get_by_role("button", name="Deal to the end").click()
    summary = page.locator(".karty-play-match-summary")
    assert summary.is_visible()
    assert summary.locator("tbody tr").count() == 3
    assert "3 talias played" in summary.locator("caption").inner_text(), summary.inner_text()
    assert page.locator(".karty-play-prompt").inner_text() == "The session is over."
    assert table.get_by_role("button", name="Play again").is_visible()
    # the page lists every table's view by game, and refuses a game it has none for
    errors = page.evaluate("""async () => {
      const m = await import(document.querySelector('script[src*="play/table"]').src);
      const out = Object.keys(m.VIEWS);
      try { m.viewFor('durak'); out.push('no error'); } catch (e) { out.push(e.constructor.name); }
      return out; }""")
    assert errors == ["bura", "ochko", "stos", "UnknownGame"]
    assert page.console.errors == []
