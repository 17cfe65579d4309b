"""Aurum's table, its card sheet and its round table keep what they built while nothing they
read changed (`AurumTable.table_state`, `CardSheet.build_key`, `RoundTable.build_key`): a
dialog or sheet closing over them, or the screen drawn whole, builds nothing. What they keep
is what building afresh shows, over whole games with and without the sheet open (the tests'
own check, `scene.CHECK_KEPT_BUILDS`, compares every skipped build besides), and what the
table reads beyond its game, the sheet over it, builds it again."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.tables import aurum_samples as samples
from companion.app.tables.aurum import AurumTable
from companion.app.tables.aurum_sheet import CardSheet

AURUM_STATES = [name for name, _ in staging.states() if name.startswith("aurum-")]
SHOWN_ELSEWHERE = {"aurum-rules", "aurum-new-players", "aurum-new-options", "aurum-new-first", "aurum-log"}


def rebuilt(app) -> None:
    app.invalidate()
    app.render()


@pytest.mark.parametrize("four, mode, lang, size", [(True, "table", "en", (800, 480)), (True, "wall", "de", (800, 480)),
                                                    (False, "table", "fr", (1920, 1080))])
def test_kept_builds_show_what_fresh_ones_show_over_a_whole_game(four, mode, lang, size):
    app = staging.fresh_app(size, mode, lang)
    app.session = samples.session_after(0, four)
    table = AurumTable(app, app.session)
    app.push(table)
    app.render()
    for action in samples.actions(samples.GAME_4 if four else samples.GAME_3):
        with staging.unsaved():
            assert app.session.submit(action) is None, action
        assert testing.kept_builds_differ(app) == [], action
        seat, purpose = table.due()
        if purpose:   # the sheet of the seat due to act, over the table, then put away
            table.open_sheet(seat, purpose)
            assert testing.kept_builds_differ(app) == [], (action, purpose)
            app.top.hide()   # (put away, as its Back does: no other sheet opens in its place)
            app.render()
    assert app.session.finished


@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("name", [name for name in AURUM_STATES if name not in SHOWN_ELSEWHERE])
def test_every_aurum_screen_drawn_again_builds_nothing(name, mode):
    app = staging.staged(name, (800, 480), mode)
    scenes = app.visible()
    assert {type(scene) for scene in scenes} & {AurumTable, CardSheet} or scenes[-1].name == "aurum-rounds"
    built = [scene.widgets for scene in scenes]
    rebuilt(app)
    app.draw_whole()
    app.render()
    assert [scene.widgets for scene in scenes] == built and all(
        now is then for now, then in zip((scene.widgets for scene in scenes), built)), name


def test_the_sheet_over_the_table_builds_it_again_when_it_comes_and_goes():
    app = staging.staged("aurum-trick-table", (800, 480), "table")
    table = app.top
    whole = len(list(table.leaves()))
    seat, purpose = table.due()
    table.open_sheet(seat, purpose)
    app.render()
    hidden = len(list(table.leaves()))
    assert hidden < whole   # the seats' widgets under the sheet are left out
    app.top.hide()
    app.render()
    assert len(list(table.leaves())) == whole


def test_a_card_chosen_on_a_sheet_of_several_builds_the_sheet_again():
    app = staging.staged("aurum-reveal", (800, 480), "table")
    sheet = app.top
    assert isinstance(sheet, CardSheet) and sheet.purpose == "reveal"
    widgets = sheet.widgets
    card = next(code for code in sheet.choices().cards if code not in sheet.chosen)
    sheet.chosen.append(card)
    rebuilt(app)
    assert sheet.widgets is not widgets
