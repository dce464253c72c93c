"""Where the deck's files are (shared by the deck's tests and tests/browser/test_deck_browser.py)."""
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SPRITE = REPO / "docs" / "assets" / "cards" / "deck.svg"
CARDS_CSS = REPO / "docs" / "assets" / "css" / "cards.css"
CARDS_MJS = REPO / "docs" / "assets" / "js" / "cards.mjs"
GENERATOR = REPO / "tools" / "make_deck.py"
API = REPO / "docs" / "hooks" / "play" / "deck.py"
SVG = "{http://www.w3.org/2000/svg}"
