"""The bets sheet puts a bettor's row back as it was while nothing it shows or answers changed
(issue 16: a bet rebuilt all five rows, 0.3 B of its 1.8 B tap at 1920×1080): a bet rebuilds
its own row only, and the kept rows show exactly what rows built afresh show, bet after bet."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.changes import shown_entry
from companion.app.tables.pikoko_entry import BetsGrid


def rows_shown(app) -> list:
    return [shown_entry(widget, app) for widget in app.top.widgets[0].children]


def fresh_rows_shown(app) -> list:
    app.top.kept.clear()
    app.top._built_on = None   # (the sheet's own key would keep its whole build: built, rows and all)
    app.invalidate()
    app.render()
    return rows_shown(app)


@pytest.mark.parametrize("size", [(1920, 1080), (800, 480)])
def test_kept_rows_show_what_fresh_rows_show_over_the_whole_bets_phase(size):
    app = staging.staged("pikoko-bets", size, "table")
    checked = 0
    while isinstance(app.top, BetsGrid):
        sheet = app.top
        others = [cell for cell in sheet.game.missing_bets() if cell != sheet.cell]
        if checked % 3 == 1 and others:   # now and then a cell chosen by hand, not the next in the rules' order
            testing.tap(app, "bet:{}:{}".format(*others[-1]))
            app.render()
            assert rows_shown(app) == fresh_rows_shown(app)
        by, on = sheet.cell
        key = next(tokens for tokens in (1, 0) if sheet.game.why_not(
            {"do": "bet", "by": by, "on": on, "tokens": tokens}) is None)
        testing.tap(app, f"tokens:{key}")
        app.render()
        if isinstance(app.top, BetsGrid):
            assert rows_shown(app) == fresh_rows_shown(app)
        checked += 1
    assert checked >= 10


def rebuilt_cells(app, change) -> tuple[list, list]:
    """(ids of the cells built afresh by `change(app)`, ids of the cells put back as they were)."""
    # the widgets themselves held, not only their ids: a freed widget's id may be a new one's
    before = list(app.top.widgets[0].children)
    seen = {id(widget) for widget in before}
    change(app)
    cells = [widget for widget in app.top.widgets[0].children if widget.id and widget.id.startswith("bet:")]
    return [w.id for w in cells if id(w) not in seen], [w.id for w in cells if id(w) in seen]


def test_a_bet_taken_back_and_again_rebuilds_its_bettors_row_only():
    app = staging.staged("pikoko-bets", (1920, 1080), "table")
    last = app.session.actions[-1]
    fresh, kept = rebuilt_cells(app, staging.retake_last)
    assert fresh and all(ident.startswith(f"bet:{last['by']}:") for ident in fresh), fresh
    assert len(kept) == len(fresh) * (app.top.game.n - 1)


def test_choosing_a_cell_rebuilds_its_bettors_row_only():
    app = staging.staged("pikoko-bets", (1920, 1080), "table")
    by, on = app.top.cell
    other = next(cell for cell in app.top.game.missing_bets() if cell[0] == by and cell != (by, on))

    def choose(app):
        testing.tap(app, "bet:{}:{}".format(*other))
        app.render()
    fresh, kept = rebuilt_cells(app, choose)
    assert fresh and all(ident.startswith(f"bet:{by}:") for ident in fresh), fresh
    assert kept
