"""The play table's state token: a short text that names a whole game, for the
URL, ``localStorage`` and the worker, which the reader can neither read the
hidden cards from nor rewrite.

    <game>.2.<id>.<level>.<options>.<choices>.<seal>[.<reveal>]

* ``game``: a game of :data:`karty.GAMES` with a play table (``GameSpec.table``:
  ``bura``, ``ochko``, ``stos``).
* ``2``: the version. A token of version 1 (which carried the deal's seed in
  the clear) is refused as "from an older version of the site": the page deals a
  new game and says so (no migration: a v1 token's seed is public, so a game
  carried on from it would keep its cards readable).
* ``id``: 16 hex digits, the game's public id: a hash of the game, the level,
  the options and the game's first key (below). It commits to the secret
  without revealing it, and ties level and options to it.
* ``level``: the computer's strength, ``e`` (easy), ``n`` (normal) or ``h`` (hard).
* ``options``: ``-`` (the default rules) or ``key=value`` pairs joined by ``,``.
* ``choices``: every decision so far (see :mod:`karty.bura.table`,
  :mod:`karty.ochko.table` and :mod:`karty.stos.table`); ``-`` when nothing yet.
* ``seal``: 16 hex digits, HMAC-SHA-256 keyed by the secret over all of the above.
* ``reveal`` (a shared link of a finished кон only): the key of the last finished
  кон, 64 hex digits (a SHA-256).

**The secret.** The page makes 128 random bits per game
(``crypto.getRandomValues``) and keeps them in its own ``localStorage`` beside
the token; the token never holds them, and the engine never sends them back.
Every random draw of a game comes from them through a hash chain of *keys*,
one per кон (:func:`chain`): the top key ``k[n-1]`` is HMAC(secret, game, n),
and ``k[i-1] = SHA-256(k[i])``. Кон *i* is dealt, and the computer's random
choices in it drawn, from ``k[i]`` alone (Бура: ``n`` = the match's кон; Очко:
one key for the whole session, since its deck and bank run on from кон to кон).
So:

* **Nothing hidden is in the token.** Without the secret no function of the
  engine can deal the game (:func:`keys_for` raises naming ``secret``): a link to
  an unfinished game, opened in another browser, says so and a new game starts.
* **A finished кон can be shared and checked.** Its link carries ``k[i]``; from
  it anyone computes ``k[i-1] … k[0]`` (every earlier кон) and checks
  ``k[0]`` against the id, but not ``k[i+1]`` (a hash is not reversed): the
  kons still to come stay hidden. A revealed link loads read-only.
* **Nothing can be rewritten.** With the secret, the id is recomputed (an edited
  id, level or option does not match: the level is named when it is the one
  changed) and the seal checked (an edited choice, by the reader or of the
  computer, a past Очко stake, does not match). Each is a
  :class:`karty.NotationError` naming the part, in both languages.

**The computer's choices** are in ``choices`` and are trusted only under the
seal, not recomputed at each move: a move replays the whole match, and
recomputing the hard Бура player's search for every earlier decision would
multiply each move's time by the number of computer decisions so far
(bench/RESULTS.md, "Tokens": the cost measured). A revealed (shared) link has no
seal the reader can check, so there the computer's choices *are* recomputed from
the revealed keys and must agree move for move; its deals (the keys), level and
options (the id) are checked too, but the reader's own moves in it are the
sharer's word (only the secret, which stays home, could seal them).

What it protects against: reading or editing the token or link. It cannot
protect a game from its own player's browser, which holds the secret (as any
game run wholly on the reader's machine).

    >>> secret = bytes(range(16))
    >>> keys = keys_for("bura", secret, 3)
    >>> t = Token("bura", game_id("bura", "n", (("kons", "3"),), keys.key(0)), "n",
    ...           (("kons", "3"),), "", "")
    >>> t = seal(t, keys)
    >>> str(t) == f"bura.2.{t.id}.n.kons=3.-.{t.seal}" and len(t.id) == len(t.seal) == 16
    True
    >>> Token.parse(str(t)) == t
    True
    >>> check(Token.parse(str(t).replace(".n.", ".h.")), keys)
    Traceback (most recent call last):
    ...
    karty.errors.NotationError: level: 'h' is not the level this game was started at ('n'): the level cannot change inside a game; start a new one
    >>> Token.parse("bura.1.42.n.-.-")
    Traceback (most recent call last):
    ...
    karty.errors.NotationError: version: '1' is a game token from an older version of the site: start a new game
"""

from __future__ import annotations

import hashlib
import hmac
import re
from dataclasses import dataclass, replace
from typing import Any, Final

from ...errors import NotationError, quoted
from ...games import table_game

VERSION: Final = "2"
LEVELS: Final = ("e", "n", "h")
#: The longest token read. The longest the tables write is bounded by
#: :func:`karty.web.table.table_limits` (tests/engine/web/test_table_tokens.py
#: plays the longest match and session allowed).
MAX_TOKEN: Final = 4096
SECRET_HEX: Final = 32
ID_HEX: Final = 16
SEAL_HEX: Final = 16
_HEX = re.compile(r"[0-9a-f]+")
_OPTION = re.compile(r"([a-z][a-z0-9_]{0,40})=([a-z0-9-]{1,40})")
_CHOICES = re.compile(r"[0-9A-Za-z_~]*")


def _bad(part: str, value: str, en: str, ru: str) -> NotationError:
    return NotationError(f"{part}: {quoted(value)} {en}", f"{part}: {quoted(value)} {ru}",
                         token=value)


def _hex(part: str, text: str, n: int) -> str:
    if len(text) != n or not _HEX.fullmatch(text):
        raise _bad(part, text, f"is not {n} hexadecimal digits (0-9, a-f)",
                   f"— не {n} шестнадцатеричных цифр (0-9, a-f)")
    return text


def read_secret(value: object) -> bytes:
    """The page's secret: 32 lower-case hex digits (128 bits), or an error naming it.

    >>> read_secret("00" * 16) == bytes(16)
    True
    """
    if not isinstance(value, str) or len(value) != SECRET_HEX or not _HEX.fullmatch(value):
        # the value itself is not quoted: a secret is never written out
        raise NotationError(f"secret: the game's secret is not {SECRET_HEX} hexadecimal digits "
                            "(0-9, a-f)", f"secret: секрет игры — не {SECRET_HEX} "
                            "шестнадцатеричных цифр (0-9, a-f)", token="secret")
    return bytes.fromhex(value)


@dataclass(frozen=True, slots=True)
class Token:
    """A parsed token; ``str(token)`` writes it back."""

    game: str
    id: str
    level: str
    options: tuple[tuple[str, str], ...]
    choices: str
    seal: str
    reveal: str = ""

    @classmethod
    def parse(cls, text: object) -> Token:
        if not isinstance(text, str):
            raise NotationError(f"the game token {quoted(text)} is not text",
                                f"ключ игры {quoted(text)} — не текст", token=quoted(text))
        if len(text) > MAX_TOKEN:
            raise NotationError(f"token: the game token is longer than {MAX_TOKEN} characters",
                                f"token: ключ игры длиннее {MAX_TOKEN} знаков", token="token")
        parts = text.strip().split(".")
        if len(parts) >= 2 and parts[1] == "1":
            raise _bad("version", "1", "is a game token from an older version of the site: "
                       "start a new game", "— ключ игры от прежней версии сайта: начните новую игру")
        if len(parts) not in (7, 8):
            raise _bad("token", text, "is not game.2.id.level.options.choices.seal (seven "
                       "parts joined by dots, an eighth in a shared link)",
                       "— не вида игра.2.номер.сила.правила.ходы.печать (семь частей через "
                       "точку, восьмая — в ссылке на оконченную игру)")
        game, version, gid, level, options, choices, tag = parts[:7]
        table_game(game)  # a game of the registry with a play table, or an error naming it
        if version != VERSION:
            raise _bad("version", version, f"is not {VERSION} (a token from another version "
                       "of the site)", f"— не {VERSION} (ключ от другой версии сайта)")
        _hex("id", gid, ID_HEX)
        if level not in LEVELS:
            raise _bad("level", level, "is not e (easy), n (normal) or h (hard)",
                       "— не e (легко), n (средне) и не h (сильно)")
        pairs: list[tuple[str, str]] = []
        if options != "-":
            for item in options.split(","):
                m = _OPTION.fullmatch(item)
                if m is None:
                    raise _bad("options", item, "is not key=value", "— не вида ключ=значение")
                if any(k == m.group(1) for k, _ in pairs):
                    raise _bad("options", item, "names an option twice", "— правило названо дважды")
                pairs.append((m.group(1), m.group(2)))
            if pairs != sorted(pairs):
                raise _bad("options", options, "are not in the order the table writes them",
                           "— не в том порядке, в каком их пишет стол")
        if choices == "-":
            choices = ""
        elif not choices or not _CHOICES.fullmatch(choices):
            raise _bad("choices", choices, "holds a character other than letters, digits, _ "
                       "and ~", "— есть знаки, кроме букв, цифр, _ и ~")
        _hex("seal", tag, SEAL_HEX)
        reveal = _hex("reveal", parts[7], 64) if len(parts) == 8 else ""
        return cls(game, gid, level, tuple(pairs), choices, tag, reveal)

    def with_choices(self, choices: str) -> Token:
        """The same game with other choices (unsealed: see :func:`seal`)."""
        return replace(self, choices=choices, seal="", reveal="")

    def options_text(self) -> str:
        return ",".join(f"{k}={v}" for k, v in self.options) or "-"

    def body(self) -> str:
        """Everything the seal covers."""
        return (f"{self.game}.{VERSION}.{self.id}.{self.level}.{self.options_text()}."
                f"{self.choices or '-'}")

    def __str__(self) -> str:
        tail = f".{self.reveal}" if self.reveal else ""
        return f"{self.body()}.{self.seal or '-'}{tail}"


# ------------------------------------------------------------------ the keys
def _h(data: bytes) -> bytes:
    return hashlib.sha256(b"karty.table/chain|" + data).digest()


def chain(secret: bytes, game: str, length: int) -> tuple[bytes, ...]:
    """The keys ``k[0] … k[length-1]`` of a game: the top one from the secret,
    each below it the hash of the one above."""
    key = hmac.new(secret, f"karty.table/{game}/top/{length}".encode(), "sha256").digest()
    keys = [key]
    for _ in range(length - 1):
        key = _h(key)
        keys.append(key)
    return tuple(reversed(keys))


def game_id(game: str, level: str, options: tuple[tuple[str, str], ...], first_key: bytes) -> str:
    """The public id: commits to the first key (and through the chain to the
    secret), the level and the options."""
    opts = ",".join(f"{k}={v}" for k, v in options) or "-"
    data = f"karty.table/id|{game}|{level}|{opts}|".encode() + first_key
    return hashlib.sha256(data).hexdigest()[:ID_HEX]


@dataclass(frozen=True, slots=True)
class Keys:
    """What a replay may draw from: the secret (the owner's browser) or the keys
    of the finished kons a shared link reveals. ``key(i)`` of any other кон
    raises, naming the missing secret."""

    game: str
    secret: bytes | None
    known: tuple[bytes, ...]  # k[0] … k[len(known)-1]

    @property
    def owner(self) -> bool:
        return self.secret is not None

    def key(self, i: int) -> bytes:
        if 0 <= i < len(self.known):
            return self.known[i]
        raise no_secret()

    def mac(self, text: str) -> str:
        if self.secret is None:
            raise no_secret()
        return hmac.new(self.secret, f"karty.table/seal|{text}".encode(),
                        "sha256").hexdigest()[:SEAL_HEX]


def no_secret() -> NotationError:
    return NotationError(
        "secret: this game's cards are kept in the browser that started it, and this "
        "browser does not hold them: start a new game (or open the link there)",
        "secret: карты этой игры хранятся в браузере, где она начата, а в этом их нет: "
        "начните новую игру (или откройте ссылку там)", token="secret")


def keys_for(game: str, secret: bytes | None, length: int) -> Keys:
    """Every key of a game from its secret (``None``: no key at all)."""
    if secret is None:
        return Keys(game, None, ())
    return Keys(game, secret, chain(secret, game, length))


def revealed(game: str, reveal: str, last: int) -> Keys:
    """The keys ``k[0] … k[last]`` from a shared link's ``k[last]``."""
    keys = [bytes.fromhex(reveal)]
    for _ in range(last):
        keys.append(_h(keys[-1]))
    return Keys(game, None, tuple(reversed(keys)))


def check(token: Token, keys: Keys) -> None:
    """Refuse a token whose id, level or options do not belong to the keys, or
    (with the secret) whose seal does not match; each named, in both languages."""
    first = keys.key(0)
    if game_id(token.game, token.level, token.options, first) != token.id:
        for level in LEVELS:
            if game_id(token.game, level, token.options, first) == token.id:
                raise NotationError(
                    f"level: {quoted(token.level)} is not the level this game was started at "
                    f"({quoted(level)}): the level cannot change inside a game; start a new one",
                    f"level: {quoted(token.level)} — не та сила, с которой начата игра "
                    f"({quoted(level)}): внутри игры она не меняется; начните новую",
                    token="level")
        if keys.owner:
            raise NotationError(
                f"id: the game {quoted(token.id)} does not match its secret: the link's id or "
                "rules were changed, or it is another game's",
                f"id: игра {quoted(token.id)} не сходится со своим секретом: номер или правила "
                "в ссылке изменены, или это ссылка на другую игру", token="id")
        raise NotationError(
            f"reveal: the shared кон does not belong to the game {quoted(token.id)} (its id, "
            "rules or revealed key were changed)",
            f"reveal: показанный кон не принадлежит игре {quoted(token.id)} (изменены номер, "
            "правила или открытый ключ)", token="reveal")
    if keys.owner and not hmac.compare_digest(keys.mac(token.body()), token.seal):
        raise NotationError(
            "seal: the token was changed after the table wrote it: its moves (or its seal) "
            "are not the ones played",
            "seal: ключ изменён после того, как его записал стол: ходы в нём (или печать) — "
            "не те, что были сыграны", token="seal")


def seal(token: Token, keys: Keys, reveal: int | None = None) -> Token:
    """The token sealed by the owner's keys; with ``reveal`` (a finished кон's
    number), the link that shares it."""
    sealed = replace(token, seal=keys.mac(token.body()), reveal="")
    if reveal is None:
        return sealed
    return replace(sealed, reveal=keys.key(reveal).hex())


def hex_key(key: bytes, *parts: Any) -> str:
    """A seed text for ``random.Random`` from a key and the draw's place."""
    return "/".join([key.hex(), *map(str, parts)])


__all__ = ["ID_HEX", "LEVELS", "MAX_TOKEN", "SEAL_HEX", "SECRET_HEX", "VERSION", "Keys", "Token",
           "chain", "check", "game_id", "hex_key", "keys_for", "no_secret", "read_secret",
           "revealed", "seal"]
