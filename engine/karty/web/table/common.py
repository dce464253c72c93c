"""What both play tables share: the arguments they read (the token, the
secret), the keys a game is replayed with, the tokens a reply carries, the
strength levels, the rules named in a token, and explanation steps as JSON for
the log panel."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Final

from ...errors import KartyError, NotationError, RulesError, quoted
from ...options import RulesBase
from ...registry import REGISTRY, Step
from ..common import Lang, in_field, tr
from .token import Keys, Token, check, keys_for, no_secret, read_secret, revealed, seal

#: Strength levels: token letter → (en, ru).
LEVEL_NAMES: Final = {"e": ("easy", "легко"), "n": ("normal", "средне"),
                      "h": ("hard", "сильно")}


def read_lang(args: Any) -> Lang:
    if not isinstance(args, Mapping):
        raise NotationError(f"the arguments {quoted(args)} are not a JSON object",
                            f"аргументы {quoted(args)} — не объект JSON", token=quoted(args))
    lang = args.get("lang", "en")
    if lang not in ("en", "ru"):
        raise NotationError(f"lang: {quoted(lang)} is not 'en' or 'ru'",
                            f"lang: {quoted(lang)} — не «en» и не «ru»", token="lang")
    return "ru" if lang == "ru" else "en"


def read_token(args: Mapping[str, Any], game: str | None = None) -> Token:
    token = Token.parse(args.get("token"))
    if game is not None and token.game != game:
        raise NotationError(f"the token is for {token.game}, not {game}",
                            f"ключ — для игры {token.game}, а не {game}", token=token.game)
    return token


def read_secret_arg(args: Mapping[str, Any], required: bool) -> bytes | None:
    """The page's secret for the game (``secret``: 32 hex digits); ``None`` when
    it is absent and not required (a shared link opened elsewhere)."""
    value = args.get("secret")
    if value is None:
        if required:
            raise no_secret()
        return None
    return read_secret(value)


def open_keys(token: Token, secret: bytes | None, length: int, last: int) -> Keys:
    """The keys to replay ``token`` with, checked against its id and seal: all of
    them from the owner's ``secret``, or ``k[0] … k[last]`` from a shared link's
    reveal; neither is an error naming the missing secret."""
    if secret is not None:
        keys = keys_for(token.game, secret, length)
        check(token, keys)
        if token.reveal and (last >= length or token.reveal != keys.key(last).hex()):
            raise NotationError("reveal: the link's revealed key is not this game's",
                                "reveal: открытый ключ в ссылке — не от этой игры",
                                token="reveal")
        return keys
    if not token.reveal:
        raise no_secret()
    if last >= length:
        raise NotationError(f"choices: {last + 1} кон, but the match has {length}",
                            f"choices: {last + 1} конов, а в партии {length}", token="choices")
    keys = revealed(token.game, token.reveal, last)
    check(token, keys)
    return keys


def token_fields(token: Token, keys: Keys, choices: str, finished: int | None) -> dict[str, Any]:
    """What a reply says of its game: ``token`` (sealed, to keep and to send back),
    ``share`` (the link: with the key of кон ``finished`` when it is over, else the
    token itself), ``id``, ``readonly`` (a shared link: no move can be made)."""
    if not keys.owner:
        return {"token": str(token), "share": str(token), "id": token.id, "readonly": True}
    sealed = seal(token.with_choices(choices), keys)
    share = seal(sealed, keys, finished) if finished is not None else sealed
    return {"token": str(sealed), "share": str(share), "id": token.id, "readonly": False}


def read_text(args: Mapping[str, Any], key: str, limit: int = 200) -> str:
    value = args.get(key, "")
    if not isinstance(value, str) or len(value) > limit:
        raise NotationError(f"{key}: {quoted(value)} is not text of at most {limit} characters",
                            f"{key}: {quoted(value)} — не текст длиной до {limit} знаков",
                            token=key)
    return value


def rules_of(token: Token, rules_class: type[RulesBase]) -> Any:
    """The game's Rules from the token's options (``RulesBase.from_text``: unknown keys
    and bad values refused, naming the option)."""
    try:
        return rules_class.from_text(dict(token.options))
    except RulesError as e:
        raise in_field(str(e.token), e) from None


def options_of(rules: RulesBase) -> tuple[tuple[str, str], ...]:
    """The options that differ from the default, as the token writes them (``to_text``)."""
    return tuple(sorted(rules.to_text().items()))


def step_json(step: Step, lang: Lang) -> dict[str, Any]:
    """One explanation step for the log: its text, its rule and where the rule
    comes from (the sentences it cites, or the outside description)."""
    rule = REGISTRY[step.rule_id]
    prov = rule.provenance
    return {"text": step.text(lang), "rule": step.rule_id, "statement": rule.statement(lang),
            "kind": prov.kind.value, "segments": list(prov.segments),
            "supplement": prov.supplement}


def steps_json(steps: Iterable[Step], lang: Lang) -> list[dict[str, Any]]:
    return [step_json(s, lang) for s in steps]


def rule_json(rule_id: str, lang: Lang) -> dict[str, Any]:
    """A rule by itself (for «why can't I play this?»)."""
    return step_json(Step(rule_id, REGISTRY[rule_id].statement("en"),
                          REGISTRY[rule_id].statement("ru")), lang)


def level_name(level: str, lang: Lang) -> str:
    en, ru = LEVEL_NAMES[level]
    return tr(lang, en, ru)


def error_text(e: KartyError, lang: Lang) -> str:
    return e.ru if lang == "ru" else e.en
