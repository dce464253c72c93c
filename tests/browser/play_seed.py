"""Opening the play tables on a known game (shared by the browser tests of the play
pages): the game is dealt from a fixed secret, and the secret and token are put into
the page's storage as the page keeps its own (``karty.play.secrets``: [id, secret]
pairs; ``karty.play.<game>``: the token) before it loads, once per game and tab (so a reload finds what the page saved)."""
from __future__ import annotations

import json

from karty.web.table import table_new
from karty.web.table.token import Token

#: the secret of every game a test opened, by the game's id
SECRETS: dict[str, str] = {}
SEED = """([secret, id, game, token]) => {
  const once = 'karty.test.seeded.' + id;  // a reload keeps what the page has saved since
  if (sessionStorage.getItem(once)) return;
  sessionStorage.setItem(once, '1');
  const kept = JSON.parse(localStorage.getItem('karty.play.secrets') || '[]')
    .filter(([i]) => i !== id);
  localStorage.setItem('karty.play.secrets', JSON.stringify([[id, secret], ...kept]));
  localStorage.setItem('karty.play.' + game, token);
}"""


def open_token(page, served, path: str, secret: str, token: str) -> str:
    """Open ``path`` on the game ``token`` of ``secret`` (32 hex digits); the token."""
    t = Token.parse(token)
    SECRETS[t.id] = secret
    page.add_init_script(f"({SEED})({[secret, t.id, t.game, token]!r})")
    page.goto(served.url(f"{path}#t={token}"))
    return token


def open_game(page, served, path: str, game: str, n: int, level: str = "n",
              options: dict | None = None) -> str:
    """Open ``path`` on the game dealt from secret ``n``; its token."""
    secret = f"{n:032x}"
    r = table_new({"game": game, "secret": secret, "level": level, "lang": "en",
                   "options": options or {}})
    return open_token(page, served, path, secret, r["token"])


def secret_of(token: str, page=None) -> bytes:
    """The secret of the game ``token`` names: one a test opened, or (given the page)
    one the page made itself (a new game dealt in the page)."""
    gid = Token.parse(token).id
    if gid not in SECRETS and page is not None:
        kept = page.evaluate("() => localStorage.getItem('karty.play.secrets')")
        SECRETS.update({i: s for i, s in json.loads(kept or "[]")})
    return bytes.fromhex(SECRETS[gid])


def own(token: str) -> str:
    """The token the page keeps, from the address's link (less a finished кон's key)."""
    return ".".join(token.split(".")[:7])
