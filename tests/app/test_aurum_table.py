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

from app_flows import aurum_action as enter, aurum_pick, find, type_name


def make(tmp_path, monkeypatch, size=(800, 480), mode="table", lang="en"):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("COMPANION_CONFIG_DIR", raising=False)
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
    assert app.top.name == "aurum", app.top.name


def tap(app, widget_id):
    """Tap after the last message is gone (a message lies over the panel it speaks to)."""
    app.toasts.clear()
    testing.tap(app, widget_id)


def pick(app, prefix, card):
    app.toasts.clear()
    aurum_pick(app, prefix, card)


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


def test_a_whole_four_player_game_in_table_mode(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch)
    new_aurum_game(app, samples.PLAYERS_4, first=3, options=[("zero_gold", False)])
    actions = samples.actions(samples.GAME_4)
    play_through(app, actions)
    summary = check_saved_record_replays(app, actions, samples.PLAYERS_4, samples.OPTIONS_4)
    assert summary["finished"] and summary["winners"] == [1, 3] and summary["nuggets"] == [0, 2, 0, 2]
    assert find(app, "scores") is not None
    assert any("win the game" in w.label_text(app) for w in app.leaves())


def test_a_whole_three_player_game_in_wall_mode(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch, size=(1280, 800), mode="wall")
    new_aurum_game(app, samples.PLAYERS_3, first=2)
    actions = samples.actions(samples.GAME_3)
    play_through(app, actions)
    summary = check_saved_record_replays(app, actions, samples.PLAYERS_3, {"first": 2})
    assert summary["finished"] and summary["winners"] == [0]


def test_the_three_round_example_in_portrait_reaches_the_expected_summary(tmp_path, monkeypatch):
    """examples/aurum-3p: swaps, stops, three rounds and the R-5 ending; portrait opens the
    full-screen picker for the narrow panels."""
    example = json.loads((EXAMPLES / "aurum-3p.json").read_text())
    expected = json.loads((EXAMPLES / "aurum-3p.expected.json").read_text())
    app = make(tmp_path, monkeypatch, size=(720, 1280))
    new_aurum_game(app, example["players"], first=example["options"]["first"])
    play_through(app, example["actions"])
    summary = records.summary(records.load(paths.current_game()))
    assert {key: summary[key] for key in expected} == expected


def start_sample(app, count, four=True):
    """A game already under way (the sample's first `count` actions), opened on the table."""
    session = samples.session_after(count, four)
    app.session = session
    app.open_session()
    assert app.top.name == "aurum"
    return session


def test_greyed_cards_explain_themselves_and_change_nothing(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch)
    start_sample(app, 21)  # trick: Ag10 Bi4 Cu7, Ana to play; Ben swapped Zn1 in as his bid
    saved = paths.current_game().read_bytes()
    assert find(app, "pick:0:suit:Cu") is None       # the open cards in one grid first …
    tap(app, "pick:0:all")                           # … "⋯" shows every card, greyed with its reason
    copper = find(app, "pick:0:suit:Cu")
    assert copper is not None and not copper.enabled
    tap(app, "pick:0:suit:Cu")
    assert testing.toasts(app)[-1] == "Copper is already in this trick"
    tap(app, "pick:0:suit:Zn")
    tap(app, "pick:0:card:Zn1")  # Ben's bid since his swap
    assert testing.toasts(app)[-1] == "Zinc 1 is Ben's bid card (R-7)"
    tap(app, "pick:0:card:Zn7")  # played in the first trick
    assert testing.toasts(app)[-1] == "Zinc 7 was already played this round (R-7)"
    assert paths.current_game().read_bytes() == saved and len(app.session.actions) == 21
    tap(app, "pick:0:card:Zn4")
    assert len(app.session.actions) == 22


def test_a_card_is_one_tap_when_the_open_cards_fit_one_grid(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch)
    start_sample(app, 21)  # Ana plays the fourth card: Copper, Bismuth and Silver are in the trick
    assert find(app, "pick:0:all") is not None
    grid = [w.id for w in app.leaves() if (w.id or "").startswith("pick:0:card:")]
    assert grid and {split(w.split(":")[-1])[0] for w in grid} == {"P", "Zn"}   # the suits not in the trick
    assert "pick:0:card:Zn7" not in grid            # played: only behind "⋯", greyed with its reason
    tap(app, "pick:0:card:Zn4")
    assert app.session.actions[-1] == {"do": "play", "player": 0, "card": "Zn4"}
    assert testing.layout_problems(app) == []


def test_cannot_play_is_refused_while_a_known_card_could_be_played(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch)
    start_sample(app, 96)  # Cleo led Zn10; Dev holds Cu1 (Ben's old bid, back through a swap)
    stop = find(app, "stop:3")
    assert stop is not None and not stop.enabled
    tap(app, "stop:3")
    assert testing.toasts(app)[-1] == "Dev holds Copper 1, which can be played (R-9)"
    assert len(app.session.actions) == 96


def test_gold_from_the_collection_and_never_to_lead(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch)
    start_sample(app, 90)  # Ana Cu4, Ben Au2, Cleo Zn9; Dev holds Au4
    assert find(app, "stop:3").enabled  # Dev's known card (Cu1) cannot follow Copper
    tap(app, "pick:3:card:Au4")         # open cards, gold included, are one tap each
    assert app.session.actions[-1] == {"do": "play", "player": 3, "card": "Au4"}
    game = app.session.game
    assert game.last_trick.winner == 3 and "Au4" in game.supply and "Au2" in game.supply  # gold returns
    leader = game.to_act()
    assert leader == 0 and game.collections[0]  # Ana's Cu4 was the lowest; she holds gold
    assert find(app, "pick:0:card:Au1") is None  # not among the open cards: behind "⋯", greyed
    tap(app, "pick:0:all")
    tap(app, "pick:0:suit:Au")
    assert "never led with gold" in testing.toasts(app)[-1]


def test_swap_dialog_needs_gold_and_card_then_moves_the_old_bid_to_the_hand(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch)
    start_sample(app, 26)  # between tricks; Cleo holds Au4 and Au2
    tap(app, "swap:0")  # Ana has no gold
    assert app.top.name == "aurum" and "Ana has no gold" in testing.toasts(app)[-1]
    tap(app, "swap:2")
    assert app.top.name == "aurum-swap"
    tap(app, "swap:confirm")
    assert app.top.name == "aurum-swap" and "Choose the gold" in testing.toasts(app)[-1]
    tap(app, "swap:gold:Au2")
    tap(app, "swap:bid_of:0")
    tap(app, "swap:suit:Zn")
    tap(app, "swap:card:Zn3")  # Ana's bid itself: refused with where it is
    assert "Zinc 3 is Ana's bid card" in testing.toasts(app)[-1]
    tap(app, "swap:card:Zn8")
    tap(app, "swap:confirm")
    assert app.top.name == "aurum"
    game = app.session.game
    assert game.bids[0] == "Zn8" and "Zn3" in game.in_hand[2] and "Au2" in game.supply
    assert find(app, "swap:2") is None or not find(app, "swap:2").enabled  # once per pause


def test_revealed_hand_is_checked_and_stopping_ends_the_round(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch)
    start_sample(app, 100)  # Ben led Bi9; Cleo holds one card and cannot play
    tap(app, "stop:2")
    assert app.top.name == "aurum-reveal"
    tap(app, "entry:all")
    tap(app, "entry:suit:Bi")
    tap(app, "entry:card:Bi9")  # in the trick
    assert "Bismuth 9 is already in this trick" in testing.toasts(app)[-1]
    tap(app, "entry:card:Bi3")
    tap(app, "entry:confirm")
    assert app.top.name == "aurum-rounds"  # the game ends here: the round table with the winners
    assert app.session.actions[-1] == {"do": "stop", "player": 2, "hand": ["Bi3"]}
    assert app.session.finished


def test_undo_drops_the_last_action_and_the_save_follows(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch)
    start_sample(app, 5)  # every bid made; Dev leads
    tap(app, "pick:3:suit:P")
    tap(app, "pick:3:card:P3")
    assert len(app.session.actions) == 6 and app.session.game.to_act() == 0
    tap(app, "undo")
    assert len(app.session.actions) == 5 and len(records.load(paths.current_game()).actions) == 5
    assert app.session.game.to_act() == 3 and app.session.game.trick == []


def test_leftovers_are_entered_before_the_bids(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch)
    new_aurum_game(app, ["Ana", "Ben", "Cleo", "Dev"], first=0)
    tap(app, "leftovers")
    pick(app, "entry", "P6")
    tap(app, "entry:confirm")  # only one card
    assert app.top.name == "aurum-leftovers"
    pick(app, "entry", "Ag2")
    tap(app, "entry:confirm")
    assert app.session.actions == [{"do": "aside", "cards": ["P6", "Ag2"]}]
    assert find(app, "leftovers") is None  # once per round
    tap(app, "pick:0:suit:Ag")
    tap(app, "pick:0:card:Ag2")
    assert "face up beside the supply" in testing.toasts(app)[-1]


def test_resume_after_a_restart_shows_the_same_table(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch)
    start_sample(app, 40)
    summary = app.session.summary()
    again = testing.make_app((800, 480), mode="table", lang="en")
    assert again.top.name == "resume"
    tap(again, "resume")
    assert again.top.name == "aurum" and again.session.summary() == summary


def test_refusals_speak_the_table_language(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch, lang="fr")
    start_sample(app, 21)
    tap(app, "pick:0:all")
    tap(app, "pick:0:suit:Cu")
    assert testing.toasts(app)[-1] == "Cuivre est déjà dans ce pli"


def test_aurum_is_on_home_in_new_game_and_in_the_screenshots(tmp_path, monkeypatch):
    from companion.app import staging, tables
    app = make(tmp_path, monkeypatch)
    assert tables.has_table("aurum")
    tile = find(app, "play:aurum")
    assert tile is not None and tile.enabled
    names = {name for name, _ in staging.states()}
    assert {"aurum-bids", "aurum-trick", "aurum-between", "aurum-3p", "aurum-swap", "aurum-reveal",
            "aurum-leftovers", "aurum-rounds", "aurum-over", "aurum-picker", "aurum-new-options"} <= names


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_aurum_screens_fit_in_french_and_german(tmp_path, monkeypatch, lang):
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
                    found += [f"{name} {size} {mode}: {p}" for p in testing.layout_problems(app)]
    assert found == []


def test_the_log_tells_each_action_in_words(tmp_path, monkeypatch):
    app = make(tmp_path, monkeypatch)
    start_sample(app, 18)
    tap(app, "log")
    assert app.top.name == "log"
    shown = [w.label_text(app) for w in app.leaves()]
    assert "Ben pays ☀1: ■1 becomes Ben's bid" in shown and "Cleo plays ☀2" in shown
