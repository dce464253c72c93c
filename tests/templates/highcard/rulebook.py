"""The rules of High card, the toy game of tests/templates/test_toy_game.py: each rule
editorial (the toy is ours; no source describes it)."""

from __future__ import annotations

from karty.registry import Provenance, rule

_OURS = Provenance.editorial("A toy of ours, to prove that a game is one package.",
                             "Наша игрушка: доказывает, что игра — это один пакет.")

PLAYERS = rule("highcard.players", "Two play, with a deck of 36 cards.",
               "Играют двое колодой в 36 карт.", _OURS)
DEAL = rule("highcard.deal", "Each player is dealt one card face down, the first player first.",
            "Каждому игроку сдаётся по одной карте рубашкой вверх, сначала первому.", _OURS)
CHOICE = rule("highcard.choice", "In turn, each player keeps his card or swaps it.",
              "По очереди каждый игрок оставляет свою карту или меняет её.", _OURS)
DRAW = rule("highcard.draw", "A player who swaps lays his card face up and takes the top card "
            "of the deck.", "Кто меняет, кладёт свою карту в открытую и берёт верхнюю карту "
            "колоды.", _OURS)
SHOWDOWN = rule("highcard.showdown", "Then both cards are shown: the higher rank wins the stake; "
                "equal ranks are a draw.", "Затем обе карты открывают: старшая выигрывает "
                "ставку; при равных — ничья.", _OURS)

#: The outside descriptions the rules name: none.
SUPPLEMENTS: dict[str, dict[str, str]] = {}
