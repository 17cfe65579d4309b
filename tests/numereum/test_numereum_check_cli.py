"""`companion numereum check A B C`: words or JSON, and one line for bad input."""

import json
import subprocess
import sys

import pytest

from companion.games.numereum.cli import main
from support import ROOT


def check(*argv):
    return subprocess.run([sys.executable, "-m", "companion", "numereum", "check", *argv],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def test_plain_output_explains_each_criterion():
    run = check("17", "08", "25")
    assert run.returncode == 0
    assert run.stdout.splitlines() == ["17 08 25: combination (draw 1 card)", "  addition: 17 + 08 = 25"]


def test_super_combination_lists_both_criteria():
    run = check("34", "56", "12")
    assert run.returncode == 0
    assert "super-combination (2 criteria, draw 2 cards)" in run.stdout
    assert "12, 34, 56: steps of 22" in run.stdout and "12 34 56: 1 2 3 4 5 in a row" in run.stdout


def test_json_output_is_exactly_the_spec():
    run = check("17", "08", "25", "--json")
    assert json.loads(run.stdout) == {"cards": ["17", "08", "25"], "criteria": ["addition"], "super": False}
    run = check("33", "03", "36", "--json")
    assert json.loads(run.stdout) == {"cards": ["33", "03", "36"], "criteria": ["addition", "quadruple"], "super": True}


def test_suite_house_rule(capsys):
    assert main(["check", "13", "52", "40", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["criteria"] == []
    assert main(["check", "13", "52", "40", "--json", "--suite", "any_order"]) == 0
    assert json.loads(capsys.readouterr().out)["criteria"] == ["suite"]


def test_no_combination_is_said_plainly(capsys):
    assert main(["check", "10", "20", "99"]) == 0
    assert capsys.readouterr().out.strip() == "10 20 99: no combination (none of the five criteria)"


def test_other_languages(capsys):
    main(["check", "07", "04", "28", "--lang", "fr"])
    assert capsys.readouterr().out.splitlines() == ["07 04 28 : combinaison (piochez 1 carte)",
                                                    "  multiplication: 07 × 04 = 28"]
    main(["check", "53", "33", "38", "--lang", "de"])
    assert "die Ziffer 3 viermal" in capsys.readouterr().out


@pytest.mark.parametrize("argv, words", [
    (["7", "08", "25"], "'7' is not a numbered card"),
    (["B10", "08", "25"], "'B10' is not a numbered card"),
    (["100", "08", "25"], "'100' is not a numbered card"),
    (["17", "08"], "takes 3 cards, not 2"),
    (["17", "08", "25", "--suite", "sideways"], "invalid choice"),
    (["17", "08", "25", "--colour"], "unrecognized arguments"),
])
def test_bad_input_exits_2_with_one_line(argv, words):
    run = check(*argv)
    assert run.returncode == 2 and run.stdout == ""
    assert len(run.stderr.strip().splitlines()) == 1 and words in run.stderr and "Traceback" not in run.stderr


def test_unknown_numereum_command(capsys):
    assert main(["frobnicate"]) == 2
    assert main(["--help"]) == 0 and "check A B C" in capsys.readouterr().out
