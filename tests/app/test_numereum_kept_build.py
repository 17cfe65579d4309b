"""Numereum's table and its sheets of values keep what they built while nothing their build
reads changed (`NumereumTable.table_state`, `ValueSheet.build_key`): a sheet closing over the
table, or the screen drawn whole again, builds nothing. What they keep is what building afresh
gives over whole games played by taps (the tests' check of kept builds, `scene.CHECK_KEPT_BUILDS`,
runs at every kept build besides), every staged Numereum screen keeps its build, and each
choice the key holds builds again when it changes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.app import staging, testing
from companion.app.i18n import say
from companion.app.tables.numereum import NumereumTable
from companion.app.tables.numereum_sheet import ValueSheet

from app_flows import numereum_big_reserve, play_record

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "numereum-2p.json"
NUMEREUM_SCENES = (NumereumTable, ValueSheet)


def rebuilt(app) -> None:
    app.invalidate()
    app.render()


def same_pixels(app) -> bool:
    return testing.kept_builds_differ(app) == []


# -- whole games ----------------------------------------------------------------------------------
@pytest.mark.parametrize("mode, lang, size", [("table", "en", (800, 480)), ("wall", "fr", (800, 480)),
                                              ("table", "de", (1920, 1080)), ("wall", "en", (1920, 1080))])
def test_kept_builds_equal_fresh_ones_over_a_whole_game(monkeypatch, mode, lang, size):
    """The project's example played by taps (its sheets open by themselves and take most of
    them): after every tap, and after each action taken back and again (by Undo on the table,
    or under an open sheet), the screen drawn from kept builds is the one built afresh."""
    app = staging.fresh_app(size, mode, lang)
    tap = testing.post_tap_at

    def tap_and_compare(app_, x, y, **how):
        tap(app_, x, y, **how)
        assert same_pixels(app_), (app_.top.name, len(app_.session.actions))
    monkeypatch.setattr(testing, "post_tap_at", tap_and_compare)

    def undo_and_again(index, action):
        last = app.session.actions[-1]
        if isinstance(app.top, NumereumTable):
            testing.tap(app, "undo")             # the table's own Undo (compared after the tap)
        else:                                    # under the sheet that opened by itself
            assert isinstance(app.top, ValueSheet) or app.session.finished, app.top.name
            app.session.undo()
            assert same_pixels(app), (app.top.name, index)
        assert app.session.submit(last) is None
        assert same_pixels(app), (app.top.name, index)
    record = json.loads(EXAMPLE.read_text())
    play_record(app, "numereum", record["players"], record["options"], record["actions"], on_action=undo_and_again)
    assert app.session.finished


# -- the staged screens ---------------------------------------------------------------------------
@pytest.mark.parametrize("mode, size", [("table", (800, 480)), ("wall", (800, 480)), ("table", (1920, 1080))])
def test_every_staged_numereum_screen_keeps_its_build(mode, size):
    """Each Numereum scene on a staged screen (the table, under its sheet or not; the sheets)
    has a key, and drawing the screen again keeps its very widgets. (No Numereum scene returns
    None on purpose: a table under its sheet keys that too, and its build then adds nothing.)"""
    seen = {}
    for name, stage in staging.states():
        if not name.startswith("numereum"):
            continue
        app = staging.fresh_app(size, mode, "en")
        staging.stage(app, stage)
        app.render()
        scenes = [scene for scene in app.visible() if isinstance(scene, NUMEREUM_SCENES)]
        before = [scene.widgets for scene in scenes]
        rebuilt(app)
        for scene, widgets in zip(scenes, before):
            assert scene.build_key() is not None, (name, scene.name)
            assert scene.widgets is widgets, (name, scene.name)
        seen[name] = sorted(scene.name for scene in scenes)
    assert seen["numereum-setup"] == ["numereum"] and seen["numereum-busy"] == ["numereum"]
    assert seen["numereum-reserve"] == ["numereum", "numereum-reserve"]
    assert seen["numereum-prizes"] == ["numereum", "numereum-prizes"]
    assert seen["numereum-raise-sheet"] == ["numereum", "numereum-bid"]
    assert seen["numereum-log"] == []          # the log (a screen of its own) covers the table


# -- each input of the table's key ----------------------------------------------------------------
def staged_table(state: str, size=(800, 480), mode: str = "table"):
    app = staging.staged(state, size, mode)
    assert isinstance(app.top, NumereumTable), app.top.name
    return app, app.top


def rebuilt_on(app, scene, change) -> None:
    """The scene kept its build while nothing changed, and builds again after `change()`."""
    widgets = scene.widgets
    rebuilt(app)
    assert scene.widgets is widgets
    change()
    rebuilt(app)
    assert scene.widgets is not widgets


def ids(app, prefix: str) -> list:
    return [widget.id for widget in app.leaves() if (widget.id or "").startswith(prefix)]


def test_a_bid_card_picked_builds_the_table_again():
    app, table = staged_table("numereum-bids")                    # Iris has picked B80
    assert app.find("bid:0:B80").selected
    rebuilt_on(app, table, lambda: table.pick.__setitem__(0, "B20"))
    assert app.find("bid:0:B20").selected and not app.find("bid:0:B80").selected


def test_reserve_cards_picked_build_the_table_again():
    app, table = staged_table("numereum-combine")                 # Iris picked three cards
    assert app.find("combine:0") is not None
    rebuilt_on(app, table, lambda: table.selected[0].remove(2))   # changed in place, as a tap does
    assert not app.find("reserve:0:2").selected and app.find("reserve:0:1").selected
    rebuilt_on(app, table, lambda: table.selected[0].clear())
    assert app.find("combine:0") is None and app.find("reserve:0:0").enabled


def test_a_raise_begun_builds_the_table_again():
    app, table = staged_table("numereum-raise")
    lower = app.session.summary()["to_act"]
    assert app.find(f"concede:{lower}") is not None and app.find(f"cancel-raise:{lower}") is None
    rebuilt_on(app, table, lambda: setattr(table, "raising", True))
    assert app.find(f"cancel-raise:{lower}") is not None and app.find(f"concede:{lower}") is None


def test_a_reserve_page_turned_builds_the_table_again():
    app, table = staged_table("numereum-busy")                    # Iris's 17 reserve cards
    shown = ids(app, "reserve:0:")
    rebuilt_on(app, table, lambda: table.reserve_page.__setitem__(0, 1))
    assert ids(app, "reserve:0:") != shown


def test_a_bid_page_turned_builds_the_table_again():
    app, table = staged_table("numereum-busy", mode="wall")       # a narrow panel bids in pages
    shown = ids(app, "bid:0:")
    assert "bid:0:more" in shown
    rebuilt_on(app, table, lambda: table.bid_page.__setitem__(0, 1))
    assert ids(app, "bid:0:") != shown


def test_a_page_of_combinations_turned_builds_the_table_again():
    session = numereum_big_reserve()
    app = staging.fresh_app((800, 480), "table", "en")
    app.session = session
    table = NumereumTable(app, session)
    app.push(table)
    app.render()
    shown = [(widget.id, widget.label) for widget in app.leaves() if (widget.id or "").startswith("combo:0:")]
    assert "combo:0:more" in dict(shown)                        # six combinations: more than fit
    rebuilt_on(app, table, lambda: table.hint_page.__setitem__(0, 1))
    assert [(widget.id, widget.label) for widget in app.leaves() if (widget.id or "").startswith("combo:0:")] != shown


def test_a_sheet_over_the_table_and_its_closing_build_the_table_again():
    app, table = staged_table("numereum-setup")                   # Jules's reserve still to enter
    assert table.widgets
    rebuilt_on(app, table, lambda: testing.tap(app, "reserve-open:1"))
    assert isinstance(app.top, ValueSheet) and table.covered() and table.widgets == []   # nothing drawn under it
    rebuilt_on(app, table, lambda: app.pop(app.top))
    assert app.find("reserve-open:1") is not None


# -- each input of a sheet's key ------------------------------------------------------------------
def staged_sheet(state: str):
    app = staging.staged(state, (800, 480), "table")
    assert isinstance(app.top, ValueSheet) and isinstance(app.stack[-2], NumereumTable), app.top.name
    return app, app.top, app.stack[-2]


def head(app) -> list:
    """What the sheet's head shows: its slots and its others tab, in words."""
    return [(widget.id, say(getattr(widget, "label", ""), app.lang), widget.selected)
            for widget in app.leaves() if (widget.id or "").startswith(("slot:", "values:"))]


def test_a_card_chosen_on_a_sheet_builds_it_again():
    app, sheet, _ = staged_sheet("numereum-reserve")              # Jules's first card chosen
    assert head(app)[0][:2] == ("slot:0", "24")
    rebuilt_on(app, sheet, lambda: sheet.chosen.clear())          # changed in place, as a tap does
    assert head(app)[0][1] != "24"
    rebuilt_on(app, sheet, lambda: sheet.chosen.append("35"))
    assert head(app)[0][:2] == ("slot:0", "35")


def test_the_other_values_shown_build_a_sheet_again():
    app, sheet, _ = staged_sheet("numereum-reserve")
    values = ids(app, "value:")
    rebuilt_on(app, sheet, lambda: setattr(sheet, "rest", True))
    assert ids(app, "value:") != values and app.find("values:others").selected


def test_an_action_taken_back_under_a_sheet_builds_it_again():
    app, sheet, _ = staged_sheet("numereum-reserve")
    before = head(app)
    rebuilt_on(app, sheet, app.session.undo)                      # Iris's reserve back to the deck
    assert head(app) != before                                    # two more values among the others


def test_the_other_seats_pick_builds_a_bid_sheet_again():
    app, sheet, table = staged_sheet("numereum-bid-sheet")       # Iris's sheet: she drew an unseen card
    assert app.find("value:42").enabled
    rebuilt_on(app, sheet, lambda: table.pick.__setitem__(1, "42"))   # Jules bids 42 from his unseen cards
    assert not app.find("value:42").enabled


def test_a_sheet_turns_with_its_seat():
    app, sheet, _ = staged_sheet("numereum-reserve")
    assert sheet.sheet.angle != 0                                 # facing Jules across the table
    rebuilt_on(app, sheet, lambda: setattr(app.settings, "mode", "wall"))
    assert sheet.sheet.angle == 0
