"""Pikoko's screens read whole on the kiosk's upright 720×1280, a 480×800 phone-sized
portrait and a 10" 1280×800 tablet, around a table and on a wall, in every language: no
name, number or label cut to "…" (the scores table's nine columns, the next trump's round
summary beside its grid, a chosen card's ✓), and nothing overlapping or off screen."""

from __future__ import annotations

import pytest

from companion.app import testing
from companion.app.staging import staged, states
from companion.app.tables import pikoko

PIKOKO_STATES = [name for name, _ in states() if name.startswith("pikoko-")]


def test_every_pikoko_state_is_walked():
    assert {"pikoko-scores", "pikoko-next-trump", "pikoko-peacock"} <= set(PIKOKO_STATES)


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("size", [(720, 1280), (480, 800), (1280, 800)], ids=lambda size: "%dx%d" % size)
def test_no_word_is_cut_and_nothing_overlaps(size, mode, lang):
    found = {}
    for name in PIKOKO_STATES:
        app = staged(name, size, mode, lang)
        problems = testing.layout_problems(app) + [
            problem for problem in testing.scale_problems(app) if "abbreviated" in problem]
        if problems:
            found[name] = problems
    assert found == {}


LONG_NAMES = ["Alexandra", "Maximilian", "Joséphine", "Bartholomew", "Cleopatra"]


@pytest.mark.parametrize("size", [(720, 1280), (480, 800), (800, 480)], ids=lambda size: "%dx%d" % size)
def test_long_names_stay_whole_on_the_scores(monkeypatch, size):
    """Five long names: the peacocks over their bets and the trusted player go by their colour
    chips (each bettor's name after its chip is the key), so no name ends in "…"."""
    monkeypatch.setattr(pikoko, "SAMPLE_PLAYERS", LONG_NAMES)
    app = staged("pikoko-scores", size, "wall", "de")
    assert testing.layout_problems(app) == []
    assert [problem for problem in testing.scale_problems(app) if "abbreviated" in problem] == []
    shown = {widget.label_text(app) for widget in app.leaves()}
    assert set(LONG_NAMES) <= shown
