"""python -m karty bura …: play, replay, match, trick, hand, rules; --json; --lang."""

import json

import pytest
from karty.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_play_narrates_with_citations(capsys):
    code, out, _ = run(capsys, "bura", "play", "--seed", "7")
    assert code == 0
    assert "[bura.deal ← bura.s2]" in out and "[bura.first-lead.dealer ← bura.s8]" in out
    assert "hands — A:" in out


def test_play_in_russian(capsys):
    code, out, _ = run(capsys, "--lang", "ru", "bura", "play", "--seed", "7")
    assert code == 0 and "сдаёт по три карты" in out
    _code2, out2, _ = run(capsys, "bura", "play", "--seed", "7", "--lang", "ru")
    assert out2 == out


def test_play_json_and_replay_round_trip(capsys, tmp_path):
    code, out, _ = run(capsys, "bura", "play", "--seed", "11", "--json",
                       "--rule", "first_lead=non-dealer", "--players", "random,heuristic")
    data = json.loads(out)
    assert code == 0 and data["rules"]["first_lead"] == "non-dealer"
    assert sum(data["returns"]) == 0 and data["transcript"][0]["player"] is None
    f = tmp_path / "game.json"
    f.write_text(json.dumps({"rules": data["rules"], "dealer": data["dealer"],
                             "history": data["history"]}), encoding="utf-8")
    code, out2, _ = run(capsys, "bura", "replay", str(f), "--json")
    again = json.loads(out2)
    assert again["outcome"] == data["outcome"] and again["transcript"] == data["transcript"]


def test_play_history_only(capsys):
    code, out, _ = run(capsys, "bura", "play", "--seed", "2", "--history")
    assert code == 0 and out.splitlines()[0].startswith("deal ")


def test_match(capsys):
    code, out, _ = run(capsys, "bura", "match", "--seed", "1", "--kons", "3", "--json")
    data = json.loads(out)
    assert code == 0 and len(data["kons"]) == 3 and sum(data["returns"]) == 0
    assert data["settlement"][0]["rule"] == "bura.match"


def test_trick(capsys):
    code, out, _ = run(capsys, "bura", "trick", "--trump", "h", "--led", "KS QS",
                       "--answer", "10S 6H")
    assert code == 0 and out.startswith("beats")
    assert "10♠ beats K♠: the ten outranks the king" in out
    code, out, _ = run(capsys, "bura", "trick", "--trump", "h", "--led", "KS QS",
                       "--answer", "10S JS", "--json")
    assert json.loads(out)["beats"] is False


def test_hand(capsys):
    _code, out, _ = run(capsys, "bura", "hand", "--trump", "h", "--hand", "AH KH 6H", "--json")
    data = json.loads(out)
    assert data["bura"] and data["points"] == 15


def test_rules_listing(capsys):
    _code, out, _ = run(capsys, "bura", "rules", "--json")
    data = json.loads(out)
    ids = [r["id"] for r in data["rules"]]
    assert "bura.rank-order" in ids and len(ids) == len(set(ids))
    assert {o["name"] for o in data["options"]} >= {"first_lead", "trump_card", "kons"}


@pytest.mark.parametrize("argv, fragment", [
    (["bura", "trick", "--trump", "x", "--led", "KS", "--answer", "AS"], "unknown suit"),
    (["bura", "hand", "--trump", "h", "--hand", "AH AH"], "appears twice"),
    (["bura", "play", "--seed", "1", "--rule", "colour=red"], "unknown rule option"),
    (["bura", "play", "--seed", "1", "--players", "random"], "name two players"),
])
def test_errors_exit_2_with_a_message(capsys, argv, fragment):
    code, _, err = run(capsys, *argv)
    assert code == 2 and fragment in err


def test_replay_rejects_bad_files(capsys, tmp_path):
    f = tmp_path / "bad.json"
    f.write_text('{"history": ["lead A♠"]}', encoding="utf-8")
    code, _, err = run(capsys, "bura", "replay", str(f))
    assert code == 2 and "the cards must be dealt first" in err
    f.write_text("not json", encoding="utf-8")
    code, _, err = run(capsys, "bura", "replay", str(f))
    assert code == 2 and "not JSON" in err


def test_replay_reads_a_saved_state_of_every_format(capsys, tmp_path):
    """A state saved by to_dict (karty.game.FORMAT, the dealer in its setup) and in
    the first format replay to the same кон; a position set up by hand is refused."""
    from karty.bura import BuraState, HeuristicPlayer, new_game
    from karty.players_common import play

    s = play(new_game(4, dealer=1), 4, [HeuristicPlayer()] * 2)
    outs = []
    for i, saved in enumerate((s.to_dict(), s._v1_dict())):
        f = tmp_path / f"saved{i}.json"
        f.write_text(json.dumps(saved, ensure_ascii=False), encoding="utf-8")
        code, out, _ = run(capsys, "bura", "replay", str(f), "--json")
        assert code == 0
        outs.append(json.loads(out))
    assert outs[0] == outs[1] and outs[0]["dealer"] == 1
    assert outs[0]["history"] == [str(a) for a in s.history()]
    hand = BuraState.from_dict({**new_game(4)._v1_dict(), "history": []})
    f = tmp_path / "hand.json"
    f.write_text(json.dumps(hand.to_dict(), ensure_ascii=False), encoding="utf-8")
    code, out, err = run(capsys, "bura", "replay", str(f), "--json")
    assert code != 0 and "set up by hand" in out + err
