"""Bad input never hurts on the command line: `companion replay` and `companion numereum check`.

Whatever the input, the exit status is 0, 1 or 2 (3 means an internal error), there is never
a traceback, a refusal is exactly one stderr line with nothing on stdout, and a success prints
the same summary the library computes. Subprocesses are few (they cost a Python start-up
each); the many cases run in-process through `companion.cli.main`.
"""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion import cli
from companion import record as records
from companion.errors import Malformed
from support import ROOT

import test_fuzz_records as fuzz



def companion(*argv: str, stdin: bytes | None = None):
    return subprocess.run([sys.executable, "-m", "companion", *argv], input=stdin, capture_output=True,
                          cwd=ROOT, timeout=60)


def assert_clean_exit(run, expected_summary=None):
    """The contract of every command-line refusal: status 1/2, one stderr line, empty stdout."""
    err = run.stderr.decode("utf-8", "replace")
    out = run.stdout.decode("utf-8", "replace")
    assert "Traceback" not in err, err
    assert run.returncode in (0, 1, 2), f"status {run.returncode}: {err}"
    if run.returncode == 0:
        if expected_summary is not None:
            assert json.loads(out) == expected_summary
    else:
        assert out == "", f"stdout on a refusal: {out[:200]!r}"
        assert len(err.splitlines()) == 1 and err.strip(), f"not one stderr line: {err!r}"


def library_verdict(text: str):
    """(expected exit status, summary or None) as the library sees `text`."""
    try:
        return 0, json.loads(json.dumps(records.summary(records.parse(text))))
    except records.ReplayError:
        return 1, None
    except Malformed:
        return 2, None


# ---------------------------------------------------------------- companion replay, subprocess

def _touches_an_open_bug(text: str) -> bool:
    """Lone surrogates crash the summary's printing: pinned by
    `test_replay_of_a_lone_surrogate_name_never_shows_a_traceback`, kept out of the sample."""
    return "\\ud800" in text or "\ud800" in text


def _sample_of_mutated_records(count: int = 20) -> list[tuple[str, str]]:
    """A fixed sample of corrupt records, spread over the four games (seeded, so reproducible)."""
    by_game = {game: [data for kind, _, data in fuzz.EXAMPLES if kind == game] for game in fuzz.GAMES}
    sample, seed = [], 0
    while len(sample) < count and seed < 10 * count:
        game = fuzz.GAMES[seed % len(fuzz.GAMES)]
        choose = fuzz.SeededChooser(seed)
        seed += 1
        if by_game[game]:
            text = fuzz.corrupt_text(choose, choose.pick(by_game[game]), game)
            if not _touches_an_open_bug(text):
                sample.append((f"{game}-{seed - 1}", text))
    return sample


MUTATED = _sample_of_mutated_records()


@pytest.mark.parametrize("name,text", MUTATED, ids=[name for name, _ in MUTATED])
def test_replay_of_a_corrupt_record_file_exits_cleanly(name, text, tmp_path):
    path = tmp_path / "record.json"
    path.write_text(text, encoding="utf-8")
    status, summary = library_verdict(text)
    run = companion("replay", str(path))
    assert_clean_exit(run, summary)
    assert run.returncode == status


def test_the_sample_is_not_all_one_kind():
    """The corrupt sample exercises refusals of both kinds, not only broken JSON."""
    statuses = {library_verdict(text)[0] for _, text in MUTATED}
    assert {1, 2} <= statuses


def test_replay_reads_a_corrupt_record_from_stdin():
    name, text = MUTATED[0]
    status, summary = library_verdict(text)
    run = companion("replay", "-", stdin=text.encode("utf-8"))
    assert_clean_exit(run, summary)
    assert run.returncode == status


def test_replay_of_an_example_on_stdin_prints_its_summary():
    game, name, data = fuzz.EXAMPLES[0]
    text = json.dumps(data)
    run = companion("replay", "-", stdin=text.encode("utf-8"))
    assert run.returncode == 0
    assert_clean_exit(run, library_verdict(text)[1])


ODD_FILES = {
    "empty file": b"",
    "only spaces": b"   \n\t ",
    "binary garbage": bytes(range(256)) * 4,
    "non-UTF-8 bytes": b'{"format": 1, "game": "aurum", "players": ["\xff\xfe", "B", "C"], "actions": []}',
    "UTF-16 with BOM": json.dumps({"format": 1, "game": "aurum", "players": ["A", "B", "C"], "actions": []}).encode("utf-16"),
    "UTF-8 BOM": b"\xef\xbb\xbf" + json.dumps({"format": 1, "game": "aurum", "players": ["A", "B", "C"], "actions": []}).encode(),
    "NUL bytes": b"\x00" * 64,
    "huge float": b'{"format": 1e999, "game": "aurum", "players": ["A", "B", "C"], "actions": []}',
    "NaN format": b'{"format": NaN, "game": "aurum", "players": ["A", "B", "C"], "actions": []}',
    "huge seat": b'{"format": 1, "game": "aurum", "players": ["A", "B", "C"], "actions": '
                 b'[{"do": "bid", "player": 99999999999999999999999999999999, "card": "Cu5"}]}',
    "deep actions": b'{"format": 1, "game": "aurum", "players": ["A", "B", "C"], "actions": [' + b"[" * 50000 + b"]" * 50000 + b"]}",
}


@pytest.mark.parametrize("name", ODD_FILES)
def test_replay_of_an_odd_file_is_refused_in_one_line(name, tmp_path):
    path = tmp_path / "odd.json"
    path.write_bytes(ODD_FILES[name])
    run = companion("replay", str(path))
    assert_clean_exit(run)


def test_replay_of_non_utf8_on_stdin_is_refused_in_one_line():
    run = companion("replay", "-", stdin=ODD_FILES["non-UTF-8 bytes"])
    assert run.returncode == 2
    assert_clean_exit(run)


def test_replay_of_a_directory_or_missing_file_is_refused_in_one_line(tmp_path):
    for argv in (["replay", str(tmp_path)], ["replay", str(tmp_path / "missing.json")], ["replay", ""]):
        run = companion(*argv)
        assert run.returncode == 2, argv
        assert_clean_exit(run)


@pytest.mark.parametrize("argv", [["replay"], ["replay", "a.json", "b.json"], ["replay", "--bogus", "x"]])
def test_replay_usage_errors_are_one_line(argv):
    run = companion(*argv)
    assert run.returncode == 2
    assert_clean_exit(run)


def test_replay_of_a_huge_number_is_malformed(tmp_path):
    path = tmp_path / "huge.json"
    path.write_text('{"format": 1, "game": "aurum", "players": ["A", "B", "C"], "actions": [], "seed": '
                    + "9" * 5000 + "}", encoding="utf-8")
    run = companion("replay", str(path))
    assert run.returncode == 2, run.stderr
    assert_clean_exit(run)


def test_replay_of_a_lone_surrogate_name_never_shows_a_traceback(tmp_path):
    path = tmp_path / "surrogate.json"
    path.write_text('{"format": 1, "game": "aurum", "players": ["A\\ud800", "B", "C"], "actions": []}',
                    encoding="utf-8")
    run = companion("replay", str(path))
    assert_clean_exit(run)


def test_replay_of_a_line_break_in_a_card_code_is_one_stderr_line(tmp_path):
    path = tmp_path / "newline.json"
    path.write_text(json.dumps({"format": 1, "game": "aurum", "players": ["A", "B", "C"],
                                "actions": [{"do": "bid", "player": 0, "card": "Cu5\n"}]}), encoding="utf-8")
    run = companion("replay", str(path))
    assert run.returncode == 2
    assert_clean_exit(run)


# ---------------------------------------------------------------- companion replay, in-process

def run_in_process(argv: list[str], stdin_text: str = ""):
    """`companion.cli.main(argv)` with captured streams: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin_text.encode("utf-8", "surrogatepass")), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = cli.main(argv)
    finally:
        sys.stdin = saved
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("game", fuzz.GAMES)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_replay_command_on_corrupt_records_in_process(game, data):
    choose = fuzz.Chooser(data)
    text = fuzz.corrupt_text(choose, fuzz.pick_example(choose, game), game)
    status, out, err = run_in_process(["replay", "-"], text)
    expected, summary = library_verdict(text)
    assert status == expected, err
    if status == 0:
        assert json.loads(out) == summary and err == ""
    else:
        assert out == "" and len(err.splitlines()) == 1


# ---------------------------------------------------------------- companion numereum check

CHECK_WORDS = ["check", "17", "08", "25", "00", "99", "7", "100", "B10", "٠٧", "０７", "1.", "-1", "", " ", "x",
               "--json", "--suite", "any_order", "in_order", "bogus", "--lang", "fr", "xx", "--", "-h", "--help",
               "--json=1", "--suite=any_order", "--lang=de", "-x", "\ud800", "é", "9" * 5000]


@settings(max_examples=150, deadline=None)
@given(words=st.lists(st.sampled_from(CHECK_WORDS), max_size=7))
def test_numereum_check_with_any_arguments_exits_cleanly(words):
    status, out, err = run_in_process(["numereum", *words])
    assert status in (0, 2), err
    if status == 2:
        assert out == "" and len(err.splitlines()) == 1, (out, err)
    else:
        assert err == "" and out.strip()


def test_numereum_check_reports_valid_cards_and_refuses_bad_ones_by_subprocess():
    good = companion("numereum", "check", "17", "08", "25", "--json")
    assert good.returncode == 0
    assert json.loads(good.stdout) == {"cards": ["17", "08", "25"], "criteria": ["addition"], "super": False}
    for argv in (["check", "17", "08"], ["check", "17", "08", "1.5"], ["check", "B10", "08", "25"],
                 ["check", "٠٧", "08", "15"], ["check", "17", "08", "25", "--suite", "bogus"],
                 ["check", "17", "08", "25", "--lang", "xx"], ["frobnicate"], ["check", "--nope"]):
        run = companion("numereum", *argv)
        assert run.returncode == 2, argv
        assert_clean_exit(run)
