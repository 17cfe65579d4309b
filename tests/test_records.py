"""The records core: validation, atomic saves, and `companion replay`'s exit codes and messages."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from companion import record as records
from companion.errors import Malformed
from support import EXAMPLES, ROOT


def run_replay(text: str, *args: str):
    return subprocess.run([sys.executable, "-m", "companion", "replay", *args, "-"], input=text,
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


MALFORMED = {
    "bad json": "{not json",
    "not an object": "[1, 2]",
    "no game": json.dumps({"format": 1, "players": ["A", "B"], "actions": []}),
    "unknown game": json.dumps({"format": 1, "game": "chess", "players": ["A", "B"], "actions": []}),
    "wrong format": json.dumps({"format": 7, "game": "numereum", "players": ["A", "B"], "actions": []}),
    "players not a list": json.dumps({"format": 1, "game": "numereum", "players": "AB", "actions": []}),
    "actions not a list": json.dumps({"format": 1, "game": "numereum", "players": ["A", "B"], "actions": {}}),
    "action without verb": json.dumps({"format": 1, "game": "numereum", "players": ["A", "B"], "actions": [{"x": 1}]}),
    "unknown option": json.dumps({"format": 1, "game": "numereum", "players": ["A", "B"], "options": {"colour": 1}, "actions": []}),
    "too many players": json.dumps({"format": 1, "game": "numereum", "players": ["A", "B", "C"], "actions": []}),
    "deep nesting": "[" * 100000 + "]" * 100000,
}


@pytest.mark.parametrize("name", MALFORMED)
def test_malformed_record_exits_2_with_one_line(name):
    run = run_replay(MALFORMED[name])
    assert run.returncode == 2
    assert run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in run.stderr


def test_missing_file_is_one_line(tmp_path):
    run = subprocess.run([sys.executable, "-m", "companion", "replay", str(tmp_path / "nope.json")],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert run.returncode == 2 and "no such file" in run.stderr and len(run.stderr.splitlines()) == 1


def test_unknown_subcommand_and_option_are_refused_in_one_line():
    for argv in (["frobnicate"], ["replay", "--bogus", "x"]):
        run = subprocess.run([sys.executable, "-m", "companion", *argv], capture_output=True, text=True, cwd=ROOT, timeout=60)
        assert run.returncode == 2 and "Traceback" not in run.stderr


def test_replay_does_not_import_pygame_or_reportlab():
    code = ("import sys, companion.cli as c; c.main(['replay', '--help']) if False else None; "
            "from companion import record; import companion.games; "
            "print(any(m.split('.')[0] in ('pygame', 'reportlab', 'PIL') for m in sys.modules))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert run.stdout.strip() == "False"


def test_unknown_top_level_keys_survive_a_save(tmp_path):
    rec = records.from_json({"format": 1, "game": "numereum", "players": ["A", "B"], "options": {},
                             "actions": [], "created": "2026-11-22", "seed": 4})
    path = tmp_path / "game.json"
    records.save(path, rec)
    again = json.loads(path.read_text())
    assert again["created"] == "2026-11-22" and again["seed"] == 4 and again["game"] == "numereum"


def test_atomic_save_leaves_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    records.save(path, {"format": 1, "game": "numereum", "players": ["A", "B"], "options": {}, "actions": []})
    before = path.read_text()

    def boom(fd):
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(OSError):
        records.save(path, {"format": 1, "game": "numereum", "players": ["A", "B"], "options": {}, "actions": [{"do": "close"}]})
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left behind


def test_players_count_and_names_are_checked():
    with pytest.raises(Malformed, match="players"):
        records.from_json({"format": 1, "game": "numereum", "players": ["A", ""], "actions": []})


def test_replay_into_a_closed_pipe_prints_no_traceback():
    example = EXAMPLES / "aurum-4p.json"
    run = subprocess.run(f"'{sys.executable}' -m companion replay '{example}' | head -c 10 > /dev/null",
                         shell=True, capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert "Traceback" not in run.stderr and "BrokenPipe" not in run.stderr


def test_a_bad_app_option_is_one_line_and_starts_nothing():
    for argv in (["--bogus"], ["--rotate", "45"], ["--size", "huge"]):
        run = subprocess.run([sys.executable, "-m", "companion", *argv], capture_output=True, text=True,
                             cwd=ROOT, timeout=60, env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
        assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1, (argv, run.stderr)


@pytest.mark.parametrize("colours", ['[["red"], "blue", "white"]', '[{"red": 1}, "blue", "white"]',
                                     '{"red": 0}', '[[], [], []]'])
def test_an_option_holding_lists_or_objects_is_malformed_not_an_internal_error(colours):
    text = f'{{"format": 1, "game": "pikoko", "players": ["A", "B", "C"], "options": {{"colors": {colours}}}, "actions": []}}'
    run = subprocess.run([sys.executable, "-m", "companion", "replay", "-"], input=text, capture_output=True,
                         text=True, cwd=ROOT, timeout=60)
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1 and "colors" in run.stderr, run.stderr


@pytest.mark.parametrize("name, words", [("B\u0000n", "control character (U+0000)"), ("Ben\n", "control character"),
                                         ("\ufeff", "empty or invisible"), ("\u200b", "empty or invisible"),
                                         (" \u200b\u2060 ", "empty or invisible"), ("\u2028", "control character")])
def test_names_no_screen_can_draw_are_malformed(name, words):
    with pytest.raises(Malformed, match=r"'players': name 2 .*" + re.escape(words)):
        records.from_json({"format": 1, "game": "aurum", "players": ["Ana", name, "Cleo"], "actions": []})


def test_names_with_accents_and_joiners_inside_are_kept():
    names = ["Zoë", "Jo\u200dy", "李"]
    assert records.from_json({"format": 1, "game": "aurum", "players": names, "actions": []}).players == names


@pytest.mark.parametrize("source", ["file", "stdin"])
def test_a_record_above_8_mb_is_refused_at_once(tmp_path, source):
    big = tmp_path / "big.json"
    big.write_text('{"format": 1, "game": "aurum", "players": ["A", "B", "C"], "actions": [' + " " * (9 * 1024 * 1024) + "]}")
    argv = ["replay", str(big)] if source == "file" else ["replay", "-"]
    with open(big, "rb") as stdin:
        run = subprocess.run([sys.executable, "-m", "companion", *argv], stdin=stdin, capture_output=True, text=True,
                             cwd=ROOT, timeout=60)
    assert run.returncode == 2 and run.stderr.strip() == "companion replay: not a game record: larger than 8 MB"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
@pytest.mark.parametrize("argv, stdin", [(["replay", "/dev/zero"], None), (["replay", "-"], "/dev/zero")])
def test_an_endless_input_is_refused_without_reading_it_all(argv, stdin):
    with open(stdin or os.devnull, "rb") as source:
        run = subprocess.run([sys.executable, "-m", "companion", *argv], stdin=source, capture_output=True, text=True,
                             cwd=ROOT, timeout=30)
    assert run.returncode == 2 and "larger than 8 MB" in run.stderr and "Traceback" not in run.stderr


def test_records_load_refuses_a_huge_file_before_parsing(tmp_path, monkeypatch):
    big = tmp_path / "big.json"
    big.write_bytes(b"[" * (records.MAX_BYTES + 1))
    monkeypatch.setattr(records, "parse", lambda text: pytest.fail("parsed a file above the limit"))
    with pytest.raises(Malformed, match="larger than 8 MB"):
        records.load(big)
