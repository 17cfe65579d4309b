"""Fièvre's table and sheets keep what they built while their build key holds
(`FievreTable.table_state`, `Sheet.build_key`): what they keep is what building them afresh
shows, through whole games played the way the table plays them (its sheets opening by
themselves, bids typed, cards entered one by one, dice rolled both ways, a Mustang armed,
undo); every staged Fièvre screen keeps its build when nothing changed; and each input of
a key builds again when it changes."""

from __future__ import annotations

import pytest

from companion import record as records
from companion.app import staging, testing
from companion.app.session import Session
from companion.app.tables import fievre_dice, fievre_sheets
from companion.app.tables.fievre import FievreTable
from companion.app.tables.fievre_sheets import (BidEntry, ChoiceSheet, DiceEntry, RevealEntry, Sheet, TelegraphSheet,
                                                frozen)
from companion.games.fievre.sample import random_record


def same_as_fresh(app) -> None:
    assert testing.kept_builds_differ(app) == [], (app.top.name, len(app.session.actions))


def rebuilt(app) -> None:
    app.invalidate()
    app.render()


def opened(app, data):
    """An app showing a new table for `data`'s game (no action yet)."""
    session = Session(records.from_json({**data, "actions": []}), None)
    app.session = session
    app.push(FievreTable(app, session))
    app.render()
    return app.top


# -- whole games -------------------------------------------------------------------------------------
def enter(app, table, action, index: int, check) -> None:
    """Enter `action` as players do at the table: through the sheet that opened by itself, or
    the button and sheet the table offers for it, checking the screen at the steps between."""
    top = app.top
    verb = action["do"]
    if isinstance(top, Sheet):
        if isinstance(top, RevealEntry) and verb == "reveal":
            enter_cards(app, top, action, check)
        elif isinstance(top, ChoiceSheet) and verb == "event" and action["event"] == "holdup":
            holdup(app, top, action, check)
        elif isinstance(top, DiceEntry) and verb == "roll":
            top._roll(tuple(action["dice"]))()
        else:   # not the entry this sample game makes next: Cancel, and enter it from the table
            top.back()
            app.render()
            enter(app, table, action, index, check)
        return
    if verb == "reveal":
        table.open_reveal()
        check()
        enter_cards(app, app.top, action, check)
    elif verb == "bid" and index % 2:
        table.open_bid(action["player"])()
        for digit in str(action["amount"]):
            app.top.key(digit)
        check()
        app.top.done()
    elif verb == "telegraph":
        table.open_telegraph(action["player"])()
        check()
        app.top.submit(action)
    elif verb == "roll" and index % 2:   # the companion's seeded dice: the same ones, tumbling
        table.roll()
        app.render()
        assert table.table_state() is None   # (rebuilt at every frame while they tumble)
        table.tick(table.rolling_until)
    elif verb == "roll":
        table.open_dice()
        check()
        app.top._roll(tuple(action["dice"]))()
    elif table.forced is not None and frozen(table.forced) == frozen(action) and index % 2:
        table.enter_forced()   # the pause gone by: the referee enters it
    elif verb == "take" and action.get("mustang"):
        table.toggle_mustang(action["player"])()
        check()
        table.act(action, action["player"])()
    else:
        table.act(action, action.get("player"))()
    if table.waiting_to_open():   # the pause gone by: the next entry opens by itself
        table.open_pending()


def enter_cards(app, sheet, action, check) -> None:
    """The cards turned over, one tap each (the last one enters them)."""
    for count, card in enumerate(action["cards"], start=1):
        sheet.add_card(card)()
        if count == 1 and app.top is sheet:
            check()


def holdup(app, sheet, action, check) -> None:
    sheet._set("victim", action["victim"])()
    check()
    sheet._set("number", action["number"])()
    sheet.physical()   # the dice rolled at the table: the pairs, over the choice
    check()
    app.top._roll(tuple(action["dice"]))()


def play_and_check(app, data, every: int = 1) -> None:
    """Every action of `data`'s game entered, the screen checked after each (every `every`th
    at least), then undone back over the last few."""
    table = opened(app, data)
    checked = [0]

    def check():
        checked[0] += 1
        same_as_fresh(app)
    for index, action in enumerate(data["actions"]):
        enter(app, table, action, index, check if index % every == 0 else lambda: None)
        assert len(app.session.actions) == index + 1, (index, action, testing.toasts(app))
        app.render()
        if app.top.name == "game-over":   # (it celebrates, moving: the table under it is checked)
            app.top.back()
        if index % every == 0 or index > len(data["actions"]) - 4:
            check()
    assert app.session.finished
    for _ in range(3):   # Undo, as tapped (past the companion's dice, the table is asked first)
        while app.top is not table:
            app.top.back()
        testing.tap(app, "undo")
        if isinstance(app.top, fievre_dice.UndoDiceQuestion):
            check()
            testing.tap(app, "undo-dice:yes")
        check()
    assert checked[0] > len(data["actions"]) // every


@pytest.mark.parametrize("players,seed,size,mode,lang,every", [
    (4, 3, (800, 480), "table", "en", 1),
    (5, 8, (800, 480), "wall", "de", 1),
    (3, 11, (1920, 1080), "table", "fr", 2),
    (4, 5, (1920, 1080), "wall", "en", 3),
])
def test_kept_builds_show_what_fresh_builds_show_through_a_whole_game(players, seed, size, mode, lang, every):
    app = staging.fresh_app(size, mode, lang)
    with staging.unsaved():
        play_and_check(app, random_record(players, seed), every)


# -- the staged screens -------------------------------------------------------------------------------
FIEVRE_MODULES = ("companion.app.tables.fievre",)

# the staged Fièvre screens a key leaves to a build on purpose (none: only the dice tumbling
# after "Roll" are built at every frame, see test_the_table_tumbling_its_dice_is_built_at_every_frame)
BUILT_EACH_TIME: set = set()


def fievre_states() -> list[str]:
    return [name for name, _ in staging.states() if name.startswith("fievre")]


def fievre_scene(scene) -> bool:
    return type(scene).__module__.startswith(FIEVRE_MODULES)


@pytest.mark.parametrize("mode,size,lang", [("table", (800, 480), "en"), ("wall", (1920, 1080), "de")])
def test_every_staged_fievre_screen_keeps_its_build_when_nothing_changed(mode, size, lang):
    seen = set()
    for name in fievre_states():
        app = staging.staged(name, size, mode, lang)
        scenes = app.visible()
        before = [scene.widgets for scene in scenes]
        rebuilt(app)
        for scene, widgets in zip(scenes, before):
            if fievre_scene(scene):
                seen.add(type(scene).__name__)
                if name in BUILT_EACH_TIME:
                    assert scene.built_key() is None, name
                else:
                    assert scene.built_key() is not None and scene.widgets is widgets, (name, scene.name)
            elif scene.built_key() is not None:   # (the log, the rules, … keep theirs too)
                assert scene.widgets is widgets, (name, scene.name)
        assert testing.kept_builds_differ(app) == [], name
    assert seen == {"FievreTable", "BidEntry", "RevealEntry", "ChoiceSheet", "DiceEntry", "TelegraphSheet"}


# -- each input of a key builds again --------------------------------------------------------------
def changed(app, scene, change) -> list:
    """`change()` made to a scene whose build is kept: it is built again (its widgets are new)."""
    rebuilt(app)
    widgets = scene.widgets
    rebuilt(app)
    assert scene.widgets is widgets   # kept while nothing changed
    change()
    rebuilt(app)
    assert scene.widgets is not widgets
    return scene.widgets


def ids(app) -> set:
    return {widget.id for widget in app.leaves() if widget.id}


def test_the_table_is_built_again_when_a_mustang_is_armed_or_disarmed():
    app = staging.staged("fievre-mustang", (800, 480), "table")
    table = app.top
    seat = table.mustang
    assert testing.widget(app, f"mustang:{seat}").selected
    changed(app, table, lambda: setattr(table, "mustang", None))
    assert not testing.widget(app, f"mustang:{seat}").selected
    changed(app, table, lambda: setattr(table, "mustang", seat))
    assert testing.widget(app, f"mustang:{seat}").selected


def test_the_table_is_built_again_when_a_pass_is_about_to_be_entered_by_itself():
    app = staging.staged("fievre-auction", (800, 480), "table")
    table = app.top
    seat = table.game.bidder
    assert f"pass:{seat}" in ids(app)
    changed(app, table, lambda: setattr(table, "forced", {"do": "pass", "player": seat}))
    assert f"pass:{seat}" not in ids(app) and "passes" in testing.widget(app, f"note:{seat}").text.get("en")
    changed(app, table, lambda: setattr(table, "forced", None))
    assert f"pass:{seat}" in ids(app)


def test_a_forced_action_changed_in_place_is_not_kept_stale():
    """The key holds the forced action's value, not the dict."""
    app = staging.staged("fievre-auction", (800, 480), "table")
    table = app.top
    seat = table.game.bidder
    other = next(s for s in range(table.game.n) if s != seat)
    table.forced = {"do": "pass", "player": other}
    rebuilt(app)
    assert f"pass:{seat}" in ids(app)
    changed(app, table, lambda: table.forced.update(player=seat))
    assert f"pass:{seat}" not in ids(app)


def test_a_table_that_settles_a_new_record_length_is_built_again():
    """The record length it last settled on (`build_table`): set back, the next build settles
    again (an armed Mustang is dropped) rather than keep what it showed."""
    app = staging.staged("fievre-mustang", (800, 480), "table")
    table = app.top
    seat = table.mustang
    changed(app, table, lambda: setattr(table, "seen_actions", table.seen_actions - 1))
    assert table.mustang is None and not testing.widget(app, f"mustang:{seat}").selected


def test_the_table_tumbling_its_dice_is_built_at_every_frame():
    app = staging.staged("fievre-roll", (800, 480), "table")
    table = app.top
    testing.tap(app, "roll")
    assert table.tumbling() and table.table_state() is None and table.built_key() is None
    widgets = table.widgets
    table.faces = (6, 6) if table.faces != (6, 6) else (1, 1)
    rebuilt(app)
    assert table.widgets is not widgets and testing.widget(app, "dice").values == table.faces
    table.tick(table.rolling_until)   # the dice come to rest: the table keeps its build again
    assert table.table_state() is not None
    rebuilt(app)
    widgets = table.widgets
    rebuilt(app)
    assert table.widgets is widgets
    assert testing.widget(app, "dice").values == tuple(app.session.game.rounds[-1]["roll"]) \
        or testing.widget(app, "dice").values == tuple(app.session.game.dice)


def test_the_table_is_built_again_after_an_action_and_an_undo():
    app = staging.staged("fievre-auction", (800, 480), "table")
    table = app.top
    rebuilt(app)
    widgets = table.widgets
    last = testing.take_back_last_action(app)
    assert table.widgets is not widgets
    widgets = table.widgets
    with staging.unsaved():
        assert app.session.submit(last) is None
    rebuilt(app)
    assert table.widgets is not widgets


def test_the_reveal_sheet_is_built_again_for_each_card_and_its_other_page():
    app = staging.staged("fievre-reveal-opened", (800, 480), "table")
    sheet = app.top
    assert isinstance(sheet, RevealEntry) and sheet.count > 1
    fresh = next(w.id for w in app.leaves() if (w.id or "").startswith("deck:") and w.enabled)
    card = next(c for c in fievre_sheets.deck.CONCESSIONS if f"deck:{c.code}" == fresh).as_card()
    changed(app, sheet, lambda: sheet.cards.append(card))   # (in place: the key holds the cards' values)
    assert testing.widget(app, fresh).selected and "unpick" in ids(app)
    changed(app, sheet, lambda: setattr(sheet, "custom", True))
    assert "town:red" in ids(app)
    for name, value in (("town", "red"), ("roll", 5), ("nuggets", "4"), ("dangerous", True)):
        changed(app, sheet, lambda: setattr(sheet, name, value))
    assert testing.widget(app, "town:red").selected and testing.widget(app, "roll:5").selected
    assert testing.widget(app, "danger").selected and testing.widget(app, "add").enabled


def test_the_bid_sheet_is_built_again_as_digits_are_typed():
    app = staging.staged("fievre-bid", (800, 480), "table")
    sheet = app.top
    assert isinstance(sheet, BidEntry)
    changed(app, sheet, lambda: setattr(sheet, "digits", ""))
    assert not testing.widget(app, "done").enabled
    changed(app, sheet, lambda: setattr(sheet, "digits", "1"))
    assert any(getattr(w, "text", None) == "1" for w in app.leaves())


def test_the_dice_sheet_is_built_again_for_the_pair_chosen_and_the_seat_it_faces():
    app = staging.staged("fievre-dice-entry", (800, 480), "table")
    sheet = app.top
    assert isinstance(sheet, DiceEntry) and testing.widget(app, "pair:3:5").selected
    changed(app, sheet, lambda: setattr(sheet, "values", [2, 2]))
    assert testing.widget(app, "pair:2:2").selected and not testing.widget(app, "pair:3:5").selected
    changed(app, sheet, lambda: sheet.values.__setitem__(0, 4))   # (in place)
    assert testing.widget(app, "pair:4:2").selected
    angle = sheet.sheet.angle if sheet.sheet is not None else 0
    other = next(s for s in range(len(app.session.players))
                 if fievre_sheets.seat_angle(app, s) != angle)
    changed(app, sheet, lambda: setattr(sheet, "seat", other))
    assert (sheet.sheet.angle if sheet.sheet is not None else 0) == fievre_sheets.seat_angle(app, other)


def test_a_sheet_is_built_again_when_the_panel_of_its_seat_turns(monkeypatch):
    """A sheet faces its seat as that seat's panel on the table below does."""
    app = staging.staged("fievre-telegraph-sheet", (800, 480), "table")
    sheet = app.top
    assert isinstance(sheet, TelegraphSheet)
    table = app.stack[-2]
    panel = table.panels[sheet.seat]
    changed(app, sheet, lambda: setattr(panel, "angle", (panel.angle + 90) % 360))
    assert (sheet.sheet.angle if sheet.sheet is not None else 0) == panel.angle


def test_the_holdup_sheet_is_built_again_as_its_victim_and_number_are_picked():
    app = staging.staged("fievre-holdup", (800, 480), "table")
    sheet = app.top
    assert isinstance(sheet, ChoiceSheet) and testing.widget(app, "dice:roll").enabled
    changed(app, sheet, lambda: setattr(sheet, "number", None))
    assert not testing.widget(app, "dice:roll").enabled
    changed(app, sheet, lambda: setattr(sheet, "number", 9))
    assert testing.widget(app, "number:9").selected
    victim = next(s for s in range(len(app.session.players)) if s not in (sheet.choice.seat, sheet.victim))
    changed(app, sheet, lambda: setattr(sheet, "victim", victim))
    assert testing.widget(app, f"victim:{victim}").selected


def test_the_undo_dice_question_keeps_its_build_with_the_table_under_it():
    app = staging.staged("fievre-payouts", (800, 480), "table")
    table = app.top
    angles = sorted({slot.angle for slot in table.frame.seats})
    app.push(fievre_dice.UndoDiceQuestion(app, (2, 1), angles, lambda: None))
    app.render()
    question = app.top
    widgets, below = question.widgets, table.widgets
    rebuilt(app)
    assert question.widgets is widgets and table.widgets is below
    assert testing.kept_builds_differ(app) == []
    sides = [w for w in question.widgets if (w.id or "").startswith("undo-dice:side:")]
    assert sides and question.build_key() == (tuple(a for a in angles if a),)


def test_a_sheet_is_built_again_when_the_game_under_it_changes():
    """(A sheet closes on the action it enters; a game changed under it all the same — a tool,
    a test — is not shown stale.)"""
    app = staging.staged("fievre-bid", (800, 480), "table")
    sheet = app.top
    low = app.session.game.bid_range(sheet.seat)[0]

    def outbid():
        with staging.unsaved():
            assert app.session.submit({"do": "bid", "player": sheet.seat, "amount": low}) is None
    changed(app, sheet, outbid)
    assert not testing.widget(app, "done").enabled   # (its seat holds the bid now: no more to bid)
