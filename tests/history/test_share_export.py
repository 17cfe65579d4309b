"""The BG Stats link of every game, `companion export` and `companion import`."""

import csv
import io
import json
from urllib.parse import unquote

import pytest

from companion import cli, record as records
from companion.app import history
from companion.share import BGSTATS_URL, bgstats_link, decode_link
from finished_games import finished_records

RECORDS = finished_records()
STARTERS = {"aurum": 3, "numereum": None, "pikoko": 1, "fievre": 3}


@pytest.mark.parametrize("game_id", sorted(RECORDS))
def test_the_link_decodes_to_names_scores_winners_and_start_player(game_id):
    record = RECORDS[game_id]
    summary = records.summary(records.from_json(record))
    link = bgstats_link(record, summary)
    assert link.startswith(BGSTATS_URL) and " " not in link
    play = decode_link(link)
    assert play["sourceName"] == "Table Companion" and play["sourcePlayId"] == f"{game_id}-sample"
    assert play["game"]["sourceGameId"] == game_id and play["game"]["highestWins"] is True
    assert play["game"]["noPoints"] is False and "bggId" not in play["game"]
    assert [p["name"] for p in play["players"]] == record["players"]
    assert [p["score"] for p in play["players"]] == summary["scores"]
    assert [seat for seat, p in enumerate(play["players"]) if p["winner"]] == summary["winners"]
    assert [p["startPlayer"] for p in play["players"]] == [seat == STARTERS[game_id] for seat in range(len(record["players"]))]
    assert all(isinstance(p["winner"], bool) for p in play["players"])
    assert "durationMin" not in play  # the record does not say how long it took


def test_duration_and_date_come_from_the_record_when_it_has_them():
    record = dict(RECORDS["pikoko"], started="2026-11-20T19:00:00", ended="2026-11-20T20:30:00", active_seconds=3000)
    play = decode_link(bgstats_link(record, records.summary(records.from_json(record))))
    assert play["durationMin"] == 50 and play["playDate"] == "2026-11-20 20:30:00"


def test_the_json_is_compact():
    record = RECORDS["aurum"]
    link = bgstats_link(record, records.summary(records.from_json(record)))
    text = unquote(link[len(BGSTATS_URL):])
    # no indentation nor spaces between items: a smaller QR code
    assert text == json.dumps(json.loads(text), separators=(",", ":"), ensure_ascii=False)


def test_export_bgstats_prints_the_link(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(RECORDS["fievre"]))
    assert cli.main(["export", str(path), "--bgstats"]) == 0
    out = capsys.readouterr().out.strip()
    assert decode_link(out)["players"][1]["winner"] is True


def test_export_of_an_unfinished_game_is_one_line_and_exit_1(tmp_path, capsys):
    unfinished = dict(RECORDS["aurum"], actions=RECORDS["aurum"]["actions"][:10])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(unfinished))
    assert cli.main(["export", str(path), "--bgstats"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and "not finished" in captured.err


@pytest.mark.parametrize("argv", [["export"], ["export", "nothing.json", "--bgstats"], ["export", "--history", "x.txt"],
                                  ["export", "--bogus"], ["import"], ["import", "nothing.json"]])
def test_bad_usage_is_one_line_and_exit_2(argv, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert cli.main(argv) == 2
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err


def test_export_refuses_to_replace_a_symlink(tmp_path, capsys):
    target = tmp_path / "elsewhere.json"
    target.write_text("keep")
    (tmp_path / "out.json").symlink_to(target)
    assert cli.main(["export", "--history", str(tmp_path / "out.json")]) == 2
    assert target.read_text() == "keep"


def _file_all():
    for record in RECORDS.values():
        history.file_game(record)


def test_export_then_import_on_a_new_tablet_gives_the_same_history(tmp_path, monkeypatch, capsys):
    _file_all()
    history.rename_player("Ana", "Anna")
    out = tmp_path / "backup.json"
    assert cli.main(["export", "--history", str(out)]) == 0
    before = history.finished_games(100)
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "new-tablet"))
    assert history.finished_games() == []
    assert cli.main(["import", str(out)]) == 0
    assert "4 games imported, 0 skipped" in capsys.readouterr().out
    assert history.finished_games(100) == before
    assert cli.main(["import", str(out)]) == 0  # twice: nothing doubled
    assert history.count_games() == 4


def test_import_refuses_a_file_that_is_not_a_history(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(RECORDS["aurum"]))
    assert cli.main(["import", str(path)]) == 2
    assert "not an exported history" in capsys.readouterr().err
    assert history.count_games() == 0


def test_import_skips_a_record_that_does_not_replay(tmp_path, capsys):
    broken = dict(RECORDS["aurum"], id="broken", actions=[{"do": "play", "player": 0, "card": "Au8"}])
    path = tmp_path / "h.json"
    path.write_text(json.dumps({"format": "table-companion-history", "version": 1,
                                "games": [{"record": broken}, {"record": RECORDS["pikoko"]}]}))
    assert cli.main(["import", str(path)]) == 0
    assert "1 games imported, 1 skipped" in capsys.readouterr().out


def test_csv_has_one_row_per_player_per_game(tmp_path):
    _file_all()
    out = tmp_path / "h.csv"
    assert cli.main(["export", "--history", str(out)]) == 0
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert len(rows) == sum(len(r["players"]) for r in RECORDS.values())
    fievre = [r for r in rows if r["game"] == "fievre"]
    assert [r["player"] for r in fievre] == ["Ana", "Ben", "Cleo", "Dev"]
    assert [r["winner"] for r in fievre] == ["0", "1", "0", "0"] and fievre[1]["place"] == "1"


def test_a_record_without_an_id_gets_a_stable_play_id():
    """Records made outside the app (the examples) carry no id: the link still names the play,
    the same each time, and differently for another game."""
    import json as _json
    from companion import record as _records
    from companion.share import bgstats_play
    from support import ROOT
    ids = []
    for name in ("aurum-4p", "aurum-3p", "aurum-4p"):
        data = _json.loads((ROOT / "examples" / f"{name}.json").read_text(encoding="utf-8"))
        data.pop("id", None), data.pop("created", None)
        ids.append(bgstats_play(data, _records.summary(_records.from_json(data)))["sourcePlayId"])
    assert ids[0] and ids[0] == ids[2] and ids[0] != ids[1]
