"""The shared keeping of seat panels (`GameScene.fill_seat`): put back while a table's
`seat_key` holds, built again when the screen's pictures are all forgotten (a never-seen
screen builds whole), its look kept with it; `Same` compares by identity."""

from __future__ import annotations

from companion.app import panels, staging
from companion.app.scenes.game import Same
from companion.app.tables import pikoko


def pikoko_table(monkeypatch):
    """Pikoko's table built at every build (its own key, `table_state`, would keep it whole):
    what is tested is how its build puts back its seats."""
    monkeypatch.setattr(pikoko.PikokoTable, "table_state", lambda self: None)
    app = staging.fresh_app((800, 480), "table", "en")
    app.session = pikoko.sample_session(4, stop_after=6)
    table = pikoko.PikokoTable(app, app.session)
    table.trump_asked = True
    app.push(table)
    app.render()
    return app, table


def test_seats_are_put_back_until_every_picture_is_forgotten(monkeypatch):
    app, table = pikoko_table(monkeypatch)
    built = []
    real = pikoko.PikokoTable.build_seat
    monkeypatch.setattr(pikoko.PikokoTable, "build_seat",
                        lambda self, panel, seat, area: built.append(seat) or real(self, panel, seat, area))
    app.invalidate()
    app.render()
    assert built == []
    panels.forget_pictures()
    app.invalidate()
    app.render()
    assert sorted(built) == [0, 1, 2, 3]
    built.clear()
    panels.forget_pictures(pieces=False)   # a screen shown before: its own build stays
    app.invalidate()
    app.render()
    assert built == []


def test_a_kept_seat_keeps_its_panels_look(monkeypatch):
    app, table = pikoko_table(monkeypatch)
    real = pikoko.PikokoTable.build_seat

    def build_seat(self, panel, seat, area):
        panel.look = ("look of", seat)
        real(self, panel, seat, area)
    monkeypatch.setattr(pikoko.PikokoTable, "build_seat", build_seat)
    panels.forget_pictures()
    app.invalidate()
    app.render()
    monkeypatch.setattr(pikoko.PikokoTable, "build_seat", real)
    app.invalidate()
    app.render()                            # put back, not built
    assert [panel.look for panel in table.panels] == [("look of", seat) for seat in range(4)]


def test_same_compares_by_identity():
    one, other = [1, 2], [1, 2]
    assert Same(one) == Same(one) and Same(one) != Same(other) and Same(one) != one
    assert (1, Same(one)) == (1, Same(one)) and len({Same(one), Same(one)}) == 1
