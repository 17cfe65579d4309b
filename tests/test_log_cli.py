"""`companion log`: every record of the project, every language, plain and --json, the PDF,
and the failure modes of the spec (illegal action: events then the refusal, exit 1; not a
record: exit 2, one line)."""

import json
import re
import shutil
import subprocess
import sys

import pytest

from companion import log_cli
from companion import record as records
from companion.text import LANGUAGES
from support import ROOT, SHARED

RECORDS = sorted(ROOT.glob("tests/*/records/*.json")) + sorted(
    p for p in (SHARED / "examples").glob("*/*.json") if not p.name.endswith(".expected.json"))
LOGGED_GAMES = ("aurum", "numereum", "pikoko")
# a catalog key left in a sentence: the words are missing from a catalog
UNWORDED = re.compile(r"\b[a-z]+\.event\.[a-z_.]+|\bgamelog\.[a-z_]+")


def run(argv, capsys):
    code = log_cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def _refused_at(path):
    try:
        records.replay(records.load(path))
    except records.ReplayError as refused:
        return refused.index
    return None


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.stem}")
def test_every_record_logs_every_action_in_every_language(path, capsys):
    rec = records.load(path)
    refused = _refused_at(path)
    applied = len(rec.actions) if refused is None else refused
    texts = {}
    for lang in LANGUAGES:
        code, out, err = run([str(path), "--json", "--lang", lang], capsys)
        assert code == (0 if refused is None else 1), err
        data = json.loads(out)
        assert data["game"] == rec.game and data["players"] == rec.players
        assert {e["action"] for e in data["events"]} >= set(range(applied))
        assert all(e["action"] is None or 0 <= e["action"] < applied for e in data["events"])
        assert all(e["text"] and not UNWORDED.search(e["text"]) for e in data["events"]), lang
        assert all(set(e) <= {"action", "kind", "text", "gold"} for e in data["events"])
        texts[lang] = [e["text"] for e in data["events"]]

        code, out, err = run([str(path), "--lang", lang], capsys)
        numbered = [line for line in out.splitlines() if line.strip()]
        assert len(numbered) == len(data["events"])
        assert [int(line.split(".", 1)[0]) for line in numbered] == list(range(1, len(numbered) + 1))
        assert (err != "") == (refused is not None)
    if rec.game in LOGGED_GAMES:
        for lang in LANGUAGES:
            if lang != "en":
                assert texts[lang] != texts["en"], f"{lang} log is the English one"


def test_an_illegal_action_prints_the_events_before_it_then_the_refusal(tmp_path, capsys):
    source = SHARED / "examples" / "aurum" / "game0.json"
    if not source.is_file():
        pytest.skip("../shared/examples not present")
    data = json.loads(source.read_text())
    data["actions"] = data["actions"][:6] + [{"do": "play", "player": 1, "card": "Zn7"}]  # Ana is due, not Ben
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    code, out, err = run([str(path), "--json"], capsys)
    assert code == 1
    events = json.loads(out)["events"]
    assert {e["action"] for e in events} == {None, 0, 1, 2, 3, 4, 5}
    assert err.count("\n") == 1 and err.startswith("action 6 (play Zn7 by Ben): ")
    code, out, err = run([str(path), "--lang", "fr"], capsys)
    assert code == 1 and "Ana mise Zinc 3" in out and err.startswith("action 6")


@pytest.mark.parametrize("text, why", [
    ("{", "bad JSON"),
    ('{"format": 1, "game": "chess", "players": ["A", "B"], "actions": []}', "chess"),
    ('[1, 2]', "one JSON object"),
    ('{"format": 1, "game": "aurum", "players": ["A", "B", "C"], "actions": [{"do": "jump", "player": 0}]}', "action 0"),
])
def test_not_a_record_is_one_line_and_exit_2(tmp_path, capsys, text, why):
    path = tmp_path / "x.json"
    path.write_text(text)
    code, out, err = run([str(path)], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and why in err and "Traceback" not in err


@pytest.mark.parametrize("argv, why", [([], "FILE"), (["a.json", "--lang", "xx"], "unknown language 'xx'"),
                                       (["a.json", "--colour"], "unrecognized")])
def test_command_line_mistakes_are_one_line(capsys, argv, why):
    code, out, err = run(argv, capsys)
    assert code == 2 and why in err and err.count("\n") == 1


def test_missing_file_is_exit_2(capsys, tmp_path):
    code, out, err = run([str(tmp_path / "none.json")], capsys)
    assert code == 2 and "no such file" in err


def test_standard_input_and_the_registered_command_without_pygame_or_reportlab():
    source = SHARED / "examples" / "pikoko" / "game0.json"
    if not source.is_file():
        pytest.skip("../shared/examples not present")
    probe = ("import sys, runpy; sys.argv = ['companion', 'log', '-', '--lang', 'de']\n"
             "from companion.cli import main\n"
             "code = main(sys.argv[1:])\n"
             "assert 'pygame' not in sys.modules and 'reportlab' not in sys.modules, 'heavy import'\n"
             "sys.exit(code)")
    done = subprocess.run([sys.executable, "-c", probe], input=source.read_bytes(), capture_output=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr.decode()
    out = done.stdout.decode()
    assert "== Runde 1 — Dev hat den Startspieler-Chip ==" in out
    assert "Spielende: Cleo gewinnt mit 12" in out


def test_pdf_score_sheet_has_players_rounds_events_and_ranking(tmp_path, capsys):
    pytest.importorskip("reportlab")
    source = SHARED / "examples" / "numereum" / "game3.json"
    if not source.is_file():
        pytest.skip("../shared/examples not present")
    out_pdf = tmp_path / "sheet.pdf"
    code, out, err = run([str(source), "--lang", "fr", "--pdf", str(out_pdf)], capsys)
    assert code == 0, err
    assert out_pdf.read_bytes().startswith(b"%PDF")
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", "-layout", str(out_pdf), "-"], capture_output=True, text=True).stdout
        for expected in ("Feuille de marque — Numereum", "Joueurs : Iris, Jules", "Manche 14",
                         "Classement final", "Fin de la partie (une main est vide) : Jules gagne avec 4 combinaisons"):
            assert expected in text, expected


def test_pdf_to_an_unwritable_place_is_one_line(tmp_path, capsys):
    pytest.importorskip("reportlab")
    source = ROOT / "examples" / "aurum-4p.json"  # the project's own example
    code, out, err = run([str(source), "--pdf", str(tmp_path / "no" / "such" / "dir.pdf")], capsys)
    assert code == 2 and err.count("\n") == 1 and "cannot write" in err


def test_ranking_shares_places_and_puts_winners_first():
    from printables.gamelog import ranking

    rows = ranking({"scores": [3, 5, 5, 1], "winners": [1, 2]}, ["A", "B", "C", "D"])
    assert rows == [(1, "B", 5, True), (1, "C", 5, True), (3, "A", 3, False), (4, "D", 1, False)]
