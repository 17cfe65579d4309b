"""Aurum fixes found in real play (issue 14): every gold card in view, who led trick 1, a round
that ends by itself says why, and "no gold" says why."""

from __future__ import annotations

from companion.app import testing
from companion.app.tables import aurum_samples as samples



def open_sample(count, mode="table", size=(800, 480), lang="en"):
    app = testing.make_app(size, mode=mode, lang=lang, resume=False)
    app.session = samples.session_after(count)
    app.open_session()
    if app.top.name == "aurum-sheet":  # the table itself: the sheet put away
        testing.tap(app, "sheet:hide")
    return app


def texts(app) -> list[str]:
    app.render()
    return [w.label_text(app) for w in app.leaves()]


def test_a_fourth_gold_card_is_drawn_in_wall_mode():
    app = open_sample(12, mode="wall", size=(1280, 800))   # where play lost the fourth
    app.session.game.collections[1][:] = ["Au0", "Au1", "Au2", "Au4"]   # Ben's collection, as seen in play
    app.invalidate()
    faces = [testing.widget(app, f"gold:1:{i}").label_text(app) for i in range(4)]
    assert faces == ["☀0", "☀1", "☀2", "☀4"]
    assert testing.layout_problems(app) == []


def test_a_collection_too_long_for_its_row_says_how_many_more():
    app = open_sample(12, mode="wall")
    app.session.game.collections[1][:] = ["Au0", "Au0", "Au1", "Au1", "Au2", "Au2", "Au3", "Au3", "Au4", "Au5", "Au6"]
    app.invalidate()
    more = testing.widget(app, "gold:1:more")
    tiles = [w for w in app.leaves() if (w.id or "").startswith("gold:1:")]
    hidden = int(more.label_text(app).lstrip("+"))
    assert len(tiles) - 1 + hidden == 11          # every card counted: the shown ones and the rest
    # overflow and overlaps only: wall panels at 800×480 still cut "Tricks 0 · 9 in hand" (to do)
    assert testing.layout_problems(app, allow=("aurum",)) == []


def test_trick_one_says_who_led_not_who_leads():
    app = open_sample(6, mode="wall")   # leftovers, bids, Dev led ▲3 (P3)
    shown = texts(app)
    assert "Dev led" in shown
    assert not any(text.endswith(" leads") for text in shown), shown
    assert any(text.startswith("Ana plays · Supply: ☀") for text in shown), shown   # and whose turn it is


def test_a_round_ending_by_itself_shows_its_last_trick_and_why():
    actions = samples.actions(samples.GAME_4)
    app = open_sample(52)
    last = actions[52]                            # Dev plays ☀3; Ana then has no card and no gold
    testing.tap(app, f"open:{last['player']}")
    testing.tap(app, f"sheet:card:{last['card']}")
    assert app.top.name == "aurum-rounds"
    lines = [testing.widget(app, f"rounds:ending:{i}").label_text(app) for i in range(2)]
    assert lines[0].startswith("Last trick: ") and "Dev ☀3" in lines[0]
    assert "Ana has no card and no gold left" in lines[1]
    assert testing.layout_problems(app) == []


def test_no_gold_taken_says_why():
    app = open_sample(30, mode="wall")  # Dev's ■4 was lowest; no gold 4 is left
    assert any("no ☀4 left in the supply" in text for text in texts(app))
    app = open_sample(34, mode="wall")  # Dev's ●9 was lowest: there is no gold 9
    assert any("no gold 9 exists" in text for text in texts(app))
