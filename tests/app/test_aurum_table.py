"""The Aurum table played through the real app, headless, by touch events at widgets:
whole games in table and wall mode, refusals, undo, resume."""

from __future__ import annotations

import json

import pytest

from companion import record as records
from companion.app import paths, testing
from companion.app.tables import aurum_samples as samples
from companion.games.aurum.deck import split
from support import EXAMPLES

from app_flows import aurum_action as enter, find, type_name


def make(size=(800, 480), mode="table", lang="en"):
    return testing.make_app(size, mode=mode, lang=lang)


def new_aurum_game(app, names, first, options=()):
    """Home → New game → player count and names → options → the token holder → start."""
    testing.tap(app, "play:aurum")
    assert app.top.name == "new-game"
    testing.tap(app, f"count:{len(names)}")
    for seat, name in enumerate(names):
        testing.tap(app, f"name:{seat}")
        type_name(app, name)
    testing.tap(app, "next")
    for name, value in options:
        testing.tap(app, f"option:{name}:{value}")
    testing.tap(app, "next")
    testing.tap(app, f"first:{first}")
    testing.tap(app, "next")
    assert app.top.name.startswith("aurum"), app.top.name


def tap(app, widget_id):
    """Tap after the last message is gone (a message lies over the panel it speaks to)."""
    app.toasts.clear()
    testing.tap(app, widget_id)


def play_through(app, actions):
    for index, action in enumerate(actions):
        before = len(app.session.actions)
        enter(app, action)
        assert len(app.session.actions) == before + 1, (index, action, testing.toasts(app))
        done = app.session.actions[-1]
        assert {k: v for k, v in done.items() if k != "hand"} == {k: v for k, v in action.items() if k != "hand"}


def check_saved_record_replays(app, actions, players, options):
    saved = records.load(paths.current_game())
    replayed = records.summary(saved)
    assert replayed == app.session.summary()
    direct = records.summary(records.Record("aurum", players, options, actions, {}))
    assert replayed == direct
    return replayed


def test_a_whole_four_player_game_in_table_mode():
    app = make()
    new_aurum_game(app, samples.PLAYERS_4, first=3, options=[("zero_gold", False)])
    actions = samples.actions(samples.GAME_4)
    play_through(app, actions)
    summary = check_saved_record_replays(app, actions, samples.PLAYERS_4, samples.OPTIONS_4)
    assert summary["finished"] and summary["winners"] == [1, 3] and summary["nuggets"] == [0, 2, 0, 2]
    assert find(app, "game-over") is not None  # the results screen shows every round
    assert any("win the game" in w.label_text(app) for w in app.leaves())


def test_a_whole_three_player_game_in_wall_mode():
    app = make(size=(1280, 800), mode="wall")
    new_aurum_game(app, samples.PLAYERS_3, first=2)
    actions = samples.actions(samples.GAME_3)
    play_through(app, actions)
    summary = check_saved_record_replays(app, actions, samples.PLAYERS_3, {"first": 2})
    assert summary["finished"] and summary["winners"] == [0]


def test_the_three_round_example_in_portrait_reaches_the_expected_summary():
    """examples/aurum-3p: swaps, stops, three rounds and the R-5 ending; portrait opens the
    full-screen picker for the narrow panels."""
    example = json.loads((EXAMPLES / "aurum-3p.json").read_text())
    expected = json.loads((EXAMPLES / "aurum-3p.expected.json").read_text())
    app = make(size=(720, 1280))
    new_aurum_game(app, example["players"], first=example["options"]["first"])
    play_through(app, example["actions"])
    summary = records.summary(records.load(paths.current_game()))
    assert {key: summary[key] for key in expected} == expected


def start_sample(app, count, four=True):
    """A game already under way (the sample's first `count` actions), opened on the table."""
    session = samples.session_after(count, four)
    app.session = session
    app.open_session()
    assert app.top.name == "aurum"  # a game opened shows the table itself first …
    seat, purpose = app.top.due()
    if purpose:
        tap(app, f"open:{seat}")    # … its seat's sheet is one tap away (then opens by itself)
        assert app.top.name == "aurum-sheet"
    return session


def test_greyed_cards_explain_themselves_and_change_nothing():
    app = make()
    start_sample(app, 21)  # trick: Ag10 Bi4 Cu7, Ana to play; Ben swapped Zn1 in as his bid
    assert app.top.name == "aurum-sheet" and app.top.seat == 0  # the sheet opened by itself for Ana
    saved = paths.current_game().read_bytes()
    copper = find(app, "sheet:card:Cu3")  # every card of the deck in one grid, greyed with its reason
    assert copper is not None and not copper.enabled
    tap(app, "sheet:card:Cu3")
    assert testing.toasts(app)[-1] == "Copper is already in this trick"
    tap(app, "sheet:card:Zn1")  # Ben's bid since his swap
    assert testing.toasts(app)[-1] == "Zinc 1 is Ben's bid card (R-7)"
    tap(app, "sheet:card:Zn7")  # played in the first trick
    assert testing.toasts(app)[-1] == "Zinc 7 was already played this round (R-7)"
    assert paths.current_game().read_bytes() == saved and len(app.session.actions) == 21
    tap(app, "sheet:card:Zn4")
    assert app.session.actions[-1] == {"do": "play", "player": 0, "card": "Zn4"}


def test_a_card_is_one_tap_early_in_a_round():
    app = make()
    start_sample(app, 5)  # every bid made; Dev leads: about 45 cards may be his
    sheet = app.top
    assert sheet.name == "aurum-sheet" and sheet.seat == 3
    app.render()
    cards = [w for w in app.leaves() if (w.id or "").startswith("sheet:card:")]
    assert len(cards) == 50 and sum(w.enabled for w in cards) > 40
    tap(app, "sheet:card:P3")
    assert app.session.actions[-1] == {"do": "play", "player": 3, "card": "P3"}
    assert app.top.name == "aurum-sheet" and app.top.seat == 0  # the next seat's sheet, at once


def test_cannot_play_is_refused_while_a_known_card_could_be_played():
    app = make()
    start_sample(app, 96)  # Cleo led Zn10; Dev holds Cu1 (Ben's old bid, back through a swap)
    stop = find(app, "stop:3")
    assert stop is not None and not stop.enabled
    tap(app, "stop:3")
    assert testing.toasts(app)[-1] == "Dev holds Copper 1, which can be played (R-9)"
    assert len(app.session.actions) == 96


def test_gold_from_the_collection_and_never_to_lead():
    app = make()
    start_sample(app, 90)  # Ana Cu4, Ben Au2, Cleo Zn9; Dev holds Au4
    assert find(app, "stop:3").enabled  # Dev's known card (Cu1) cannot follow Copper
    tap(app, "sheet:card:Au4")          # gold of the collection: one tap too
    assert app.session.actions[-1] == {"do": "play", "player": 3, "card": "Au4"}
    game = app.session.game
    assert game.last_trick.winner == 3 and "Au4" in game.supply and "Au2" in game.supply  # gold returns
    assert game.to_act() == 0 and game.collections[0]  # Ana's Cu4 was the lowest; she holds gold
    gold = sorted(set(game.collections[0]))[0]
    assert app.top.seat == 0 and not find(app, f"sheet:card:{gold}").enabled
    tap(app, f"sheet:card:{gold}")
    assert "never led with gold" in testing.toasts(app)[-1]


def test_a_swap_is_the_swapper_and_gold_then_the_card():
    app = make()
    start_sample(app, 26)  # between tricks; Cleo holds Au4 and Au2; the leader's sheet is open
    assert not [w for w in app.top.widgets[0].leaves() if (w.id or "").startswith("swap:0")]  # Ana has no gold
    assert find(app, "swap:2:Au4") is not None
    tap(app, "swap:2:Au2")  # the seat and the gold it pays: one tap
    assert app.top.name == "aurum-sheet" and app.top.purpose == "swap" and app.top.seat == 2
    assert find(app, "swap:gold:Au2").selected and not find(app, "swap:gold:Au4").selected
    tap(app, "swap:bid_of:0")
    tap(app, "sheet:card:Zn3")  # Ana's bid itself: refused with where it is
    assert "Zinc 3 is Ana's bid card" in testing.toasts(app)[-1]
    tap(app, "sheet:card:Zn8")
    game = app.session.game
    assert game.bids[0] == "Zn8" and "Zn3" in game.in_hand[2] and "Au2" in game.supply
    assert app.top.name == "aurum-sheet" and app.top.purpose == "play"
    assert find(app, "swap:2:Au4") is None and find(app, "swap:2") is None  # once per pause


def test_who_swaps_offers_each_seat_with_each_gold():
    """Where the seat-and-gold buttons do not fit under the grid, "⇄ Swap" asks who, and that
    step names the gold too: the swap is still the opening tap, then the card."""
    app = make()
    start_sample(app, 26)
    app.top.ask_who(True)
    app.render()
    tap(app, "swap:2:Au4")
    assert app.top.purpose == "swap" and app.top.seat == 2 and find(app, "swap:gold:Au4").selected
    tap(app, "sheet:card:Zn8")
    assert app.session.actions[-1] == {"do": "swap", "player": 2, "gold": "Au4", "card": "Zn8", "bid_of": 2}


def test_revealed_hand_is_checked_and_stopping_ends_the_round():
    app = make()
    start_sample(app, 100)  # Ben led Bi9; Cleo holds one card and cannot play
    tap(app, "reveal:2")
    assert app.top.purpose == "reveal"
    tap(app, "sheet:card:Bi9")  # in the trick
    assert "Bismuth 9 is already in this trick" in testing.toasts(app)[-1]
    tap(app, "sheet:card:Bi3")  # the whole hand: entered at once
    assert app.top.name == "aurum-rounds"  # the game ends here: the round table with the winners
    assert app.session.actions[-1] == {"do": "stop", "player": 2, "hand": ["Bi3"]}
    assert app.session.finished


def test_cannot_play_is_one_tap():
    app = make()
    start_sample(app, 100)
    tap(app, "stop:2")
    assert app.session.actions[-1] == {"do": "stop", "player": 2}


def test_undo_drops_the_last_action_and_the_save_follows():
    app = make()
    start_sample(app, 5)  # every bid made; Dev leads
    tap(app, "sheet:card:P3")
    assert len(app.session.actions) == 6 and app.session.game.to_act() == 0
    tap(app, "sheet:undo")
    assert len(app.session.actions) == 5 and len(records.load(paths.current_game()).actions) == 5
    assert app.session.game.to_act() == 3 and app.session.game.trick == []
    assert app.top.name == "aurum-sheet" and app.top.seat == 3


def test_the_sheet_can_be_put_away_and_opened_again():
    app = make()
    start_sample(app, 5)
    tap(app, "sheet:hide")
    assert app.top.name == "aurum"
    tap(app, "open:3")
    assert app.top.name == "aurum-sheet" and app.top.seat == 3


def test_leftovers_are_two_taps_before_the_bids():
    app = make()
    new_aurum_game(app, ["Ana", "Ben", "Cleo", "Dev"], first=0)
    tap(app, "leftovers")
    tap(app, "sheet:card:P6")
    assert app.session.actions == []
    tap(app, "sheet:card:Ag2")
    assert app.session.actions == [{"do": "aside", "cards": ["P6", "Ag2"]}]
    assert app.top.name == "aurum-sheet" and app.top.purpose == "bid"
    assert find(app, "leftovers") is None  # once per round
    tap(app, "sheet:card:Ag2")
    assert "face up beside the supply" in testing.toasts(app)[-1]


@pytest.mark.parametrize("seats", [3, 4])
def test_every_sheet_faces_the_seat_that_chooses(seats):
    app = make()
    start_sample(app, 5, four=seats == 4)  # the bids made: one trick, each seat in turn
    for _ in range(seats):
        sheet = app.top
        seat = sheet.seat
        table = app.stack[-2]
        app.render()
        assert (sheet.sheet.angle if sheet.sheet else 0) == table.panels[seat].angle
        playable = next(w for w in app.leaves() if (w.id or "").startswith("sheet:card:") and w.enabled)
        refused = next(w for w in app.leaves() if (w.id or "").startswith("sheet:card:") and not w.enabled)
        tap(app, refused.id)
        assert testing.toasts(app)  # the refusal, in the sheet: facing the seat that tapped
        assert app.toasts[-1].panel is sheet.sheet
        tap(app, playable.id)


def test_resume_after_a_restart_shows_the_same_table():
    app = make()
    start_sample(app, 40)
    summary = app.session.summary()
    again = testing.make_app((800, 480), mode="table", lang="en")
    assert again.top.name == "resume"
    tap(again, "resume")
    assert again.top.name.startswith("aurum") and again.session.summary() == summary


def test_refusals_speak_the_table_language():
    app = make(lang="fr")
    start_sample(app, 21)
    tap(app, "sheet:card:Cu3")
    assert testing.toasts(app)[-1] == "Cuivre est déjà dans ce pli"


def test_aurum_is_on_home_in_new_game_and_in_the_screenshots():
    from companion.app import staging, tables
    app = make()
    assert tables.has_table("aurum")
    tile = find(app, "play:aurum")
    assert tile is not None and tile.enabled
    names = {name for name, _ in staging.states()}
    assert {"aurum-bids", "aurum-trick", "aurum-between", "aurum-3p", "aurum-swap", "aurum-reveal",
            "aurum-leftovers", "aurum-rounds", "aurum-over", "aurum-lead", "aurum-new-options"} <= names


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_aurum_screens_fit_in_every_language(tmp_path, monkeypatch, lang):
    from companion.app import staging
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("COMPANION_CONFIG_DIR", raising=False)
    found = []
    for size in [(800, 480), (720, 1280)]:
        for mode in ("table", "wall"):
            for name, stage in staging.states():
                if name.startswith("aurum-"):
                    app = staging.fresh_app(size, mode, lang)
                    staging.stage(app, stage)
                    found += [f"{name} {size} {mode}: {p}" for p in testing.layout_problems(app, allow=())]
    assert found == []


def test_the_log_tells_each_action_in_words():
    app = make()
    start_sample(app, 18)
    tap(app, "sheet:hide")
    tap(app, "log")
    assert app.top.name == "log"
    shown = [w.label_text(app) for w in app.leaves()]
    assert "Ben gives Gold 1 to the supply and swaps Zinc 1 for their bid Copper 5" in shown  # the game log's words
    assert "Cleo plays Gold 2" in shown and "Ben played the lowest card and takes Gold 1 from the supply" in shown


def test_cards_wear_the_printed_decks_colours():
    from companion.app.tables import aurum_cards
    from printables.decks import aurum as printed
    rgb = lambda colour: tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))  # noqa: E731
    frames, pale = aurum_cards.palette()
    assert frames == {s: rgb(c) for s, c in printed.COLOURS.items()} and frames["Bi"] == (0x9C, 0x5B, 0xA6)
    assert pale == {s: rgb(c) for s, c in printed.PALE.items()} and aurum_cards.tint("P3") == (0xEA, 0xF4, 0xE6)
    assert aurum_cards.face("Bi7") == "▲7" and aurum_cards.face("Au3") == "☀3"


def test_a_sheet_with_no_card_to_show_lays_out_nothing():
    from companion.app.layout import Rect
    from companion.app.tables.aurum_sheet import grid_cells
    assert grid_cells(Rect(0, 0, 420, 578), [[], [], []], [], 48, 12) == {}
    cells = grid_cells(Rect(0, 0, 420, 578), [[f"Bi{v}" for v in range(1, 11)]] * 1, [], 48, 12)
    assert len(cells) == 10 and all(r.width >= 48 and r.height >= 48 for r in cells.values())


def test_the_swap_sheet_replaces_the_leaders_and_cancel_brings_it_back():
    """One sheet at a time (each drawn layer under a veil costs every frame): the swap sheet
    takes the leader's place, and Cancel opens the leader's sheet again."""
    app = make()
    start_sample(app, 26)
    leader = app.top.seat
    tap(app, "swap:2:Au4")
    assert [scene.name for scene in app.stack].count("aurum-sheet") == 1 and app.top.purpose == "swap"
    tap(app, "sheet:cancel")
    assert app.top.name == "aurum-sheet" and app.top.purpose == "play" and app.top.seat == leader
    assert [scene.name for scene in app.stack].count("aurum-sheet") == 1


def test_the_leaders_sheet_keeps_undo_by_its_symbol_beside_the_swap_buttons():
    """German words leave no room for "↶ Rückgängig" beside a button per seat and gold: Undo
    stays on the sheet by its symbol, as the frame's own Undo does."""
    app = make(lang="de")
    start_sample(app, 26)
    assert find(app, "swap:2:Au2") is not None and find(app, "swap:3:Au3") is not None
    assert find(app, "sheet:undo").label == "↶"
    tap(app, "sheet:undo")
    assert len(app.session.actions) == 25
    assert testing.layout_problems(app) == []
