"""A Pikoko game played through the real app, headless, by touch events at widgets:
setup with colours, trump, bets, peacocks, plays, confidence, scores; refusals, undo, resume."""

from __future__ import annotations

import pytest

from companion import record as records
from companion.app import paths, testing
from companion.games.pikoko import deck
from companion.games.pikoko.sample import random_game

from app_flows import close_pikoko_scores as close_scores, find, pikoko_action as enact, pikoko_cell as cell_of


@pytest.fixture
def app():
    return testing.make_app((800, 480), mode="table", lang="en")


def saved():
    return records.load(paths.current_game())


def new_pikoko_game(app, players=3, first=0, colours=None):
    testing.tap(app, "play:pikoko")
    assert app.top.name == "new-game"
    testing.tap(app, f"count:{players}")
    testing.tap(app, "next")
    for seat, colour in enumerate(colours or []):
        testing.tap(app, f"colour:{seat}:{colour}")
    testing.tap(app, "next")
    testing.tap(app, f"first:{first}")
    testing.tap(app, "next")
    assert app.top.name == "pikoko-trump"       # the round starts with its trump: the grid is open, one tap


@pytest.mark.parametrize("players, seed, colours", [(3, 5, ["blue", "yellow", "red"]),
                                                    (5, 8, ["white", "red", "yellow", "pink", "blue"])])
def test_full_game_through_the_ui_replays_to_the_same_summary(app, players, seed, colours):
    actions, game = random_game(players, seed=seed, first=0)
    assert any(a["do"] == "hand" for a in actions) and any("as" in a for a in actions)
    new_pikoko_game(app, players, first=0, colours=colours)
    for index, action in enumerate(actions):
        enact(app, action)
        assert len(app.session.actions) == index + 1, (index, action, testing.toasts(app))
    record = saved()
    assert record.actions == actions
    assert record.options["colors"] == colours
    replayed = records.summary(record)
    assert replayed == app.session.summary()
    assert replayed["scores"] == game.summary()["scores"] and replayed["finished"]
    assert app.top.name == "pikoko-scores"      # the last round's table, with the winners
    testing.tap(app, "done")
    assert app.top.name == "game-over"          # then the game-over, by itself
    app.top.back()
    assert app.find("scores") is not None


def test_turn_up_bets_warning_and_first_play(app):
    new_pikoko_game(app, 3, first=1)
    testing.tap(app, "card:blue:5")
    assert app.session.game.trump == "blue"
    assert app.top.name == "pikoko-bets"        # the bets come next: their grid opens at once
    testing.tap(app, "bet:0:0")                 # any cell may be chosen out of order
    testing.tap(app, "tokens:5")
    testing.tap(app, "bet:0:1")
    testing.tap(app, "tokens:4")
    assert app.session.game.bets == {(0, 0): 5, (0, 1): 4}
    testing.tap(app, "bet:0:2")
    assert app.find("tokens:1").enabled is False  # no tokens left for Iris's last bet
    testing.tap(app, "tokens:1")
    assert any("only 0 of 9 tokens" in t for t in testing.toasts(app))
    testing.tap(app, "tokens:0")
    assert "cannot all be right" in " ".join(w.label_text(app) for w in app.leaves())
    # the rest in the rules' order, one tap each: Jules (first) on the block, then Lou, then
    # Iris; each of the others bets on them clockwise; the bets on oneself come last
    for cell in [(2, 1), (1, 2), (1, 0), (2, 0), (1, 1), (2, 2)]:
        assert app.top.cell == cell
        testing.tap(app, "tokens:2")
    assert not app.session.game.missing_bets()
    assert app.top.name == "pikoko-confidence"  # what comes next; the warning is said on the way
    assert any("cannot all be right" in t for t in testing.toasts(app))
    testing.tap(app, "cancel")
    assert app.top.name == "pikoko" and app.session.game.to_act() == 1
    testing.tap(app, "play")                    # Jules plays from Ana's peacock
    assert app.top.name == "pikoko-play"
    testing.tap(app, "card:yellow:3")
    assert app.session.game.summary()["trick"] == [{"player": 1, "card": "Y3", "as": "yellow"}]
    assert app.top.name == "pikoko-play"        # the grid stays open for the next player


def start_play(app, trump="R6", hands=None):
    new_pikoko_game(app, 3, first=0)
    testing.tap(app, "cancel")                  # the trump grid: the actions below are submitted directly
    for action in [{"do": "trump", "card": trump}] + [{"do": "hand", "player": p, "cards": c} for p, c in (hands or {}).items()]:
        assert app.session.submit(action) is None
    for by in range(3):
        for on in range(3):
            assert app.session.submit({"do": "bet", "by": by, "on": on, "tokens": 1}) is None
    app.invalidate()
    testing.tap(app, "play")


def test_a_refused_card_explains_itself_and_changes_nothing(app):
    start_play(app, trump="R6")
    before = paths.current_game().read_bytes()
    cell = app.find("card:red:6")
    assert not cell.enabled                     # the turned-up trump card
    testing.tap(app, "card:red:6")
    assert paths.current_game().read_bytes() == before
    assert any("turned-up trump card" in t and "R-3" in t for t in testing.toasts(app))


def test_follow_colour_is_enforced_with_an_entered_peacock(app):
    start_play(app, hands={2: ["B1", "B2", "P4", "R3", "R4", "W2", "W3", "M7"]})
    testing.tap(app, "card:pink:3")             # Iris leads P3 from Jules's peacock
    count = len(app.session.actions)
    testing.tap(app, "card:white:3")            # Jules plays from Ana's peacock, which holds pink
    assert len(app.session.actions) == count
    assert any("pink must be followed" in t for t in testing.toasts(app))
    assert app.find("card:white:7").counted == "pink"  # M7 shows pink: it counts as pink
    testing.tap(app, "card:white:7")
    assert app.session.game.trick[-1] == (1, "M7", "pink")


def test_multicoloured_lead_takes_the_colour_of_the_row_tapped(app):
    start_play(app, trump="R6")
    testing.tap(app, "card:yellow:4")           # M4 in the yellow row
    assert app.session.actions[-1] == {"do": "play", "player": 0, "card": "M4", "as": "yellow"}


def test_revoke_offers_to_undo_back_to_its_trick(app):
    start_play(app, trump="Y2")
    for cell in ("card:pink:3", "card:white:5", "card:pink:2",   # Ana's peacock gives W5 on pink
                 "card:blue:3", "card:blue:2", "card:blue:5"):   # Iris's peacock wins: Ana leads from it
        testing.tap(app, cell)
    start_of_trick_1 = app.session.game.trick_starts[1]
    testing.tap(app, "card:red:3")              # Ana leads R3 from Iris's peacock
    testing.tap(app, "card:red:5")              # Iris from Jules's peacock
    count = len(app.session.actions)
    testing.tap(app, "card:pink:6")             # Jules from Ana's peacock: it did not follow pink in trick 1
    assert app.top.name == "pikoko-revoke" and len(app.session.actions) == count
    said = " ".join(w.label_text(app) for w in app.leaves())
    assert "Player 2 played pink 6 from Player 3's peacock" in said and "P6" not in said   # the player, the card by name
    testing.tap(app, "undo-to-trick")
    assert len(app.session.actions) == start_of_trick_1
    assert app.top.name == "pikoko-cards-back"  # which physical cards go back to which peacock
    assert app.top.message.get("en").splitlines() == ["Into Player 1's peacock: pink 2, blue 5, red 3",
                                                      "Into Player 2's peacock: pink 3, blue 3, red 5",
                                                      "Into Player 3's peacock: white 5, blue 2"]
    testing.tap(app, "ok")
    assert saved().actions == app.session.actions
    assert app.session.game.trick_number == 1 and app.session.game.trick == []


def test_undo_and_resume(app, tmp_path):
    start_play(app, trump="R6")
    testing.tap(app, "card:blue:3")
    testing.tap(app, "card:blue:7")
    testing.tap(app, "cancel")
    assert app.top.name == "pikoko"
    testing.tap(app, "undo")
    assert app.session.actions[-1]["card"] == "B3" and saved().actions == app.session.actions
    summary = app.session.summary()
    again = testing.make_app((1280, 800), mode="wall", lang="fr")
    assert again.top.name == "resume"
    testing.tap(again, "resume")
    assert again.top.name == "pikoko" and again.session.summary() == summary
    assert testing.layout_problems(again) == []


def test_confidence_card_faces_its_player_and_is_laid_once(app):
    new_pikoko_game(app, 4, first=0)
    testing.tap(app, "card:white:9")
    testing.tap(app, "done")                    # the bets grid opened with the trump
    testing.tap(app, "confidence:2")            # Ana sits at the top: the sheet is turned to her
    assert app.top.name == "pikoko-confidence" and app.find("sheet").angle == 180
    testing.tap(app, "trust:none")
    assert app.session.game.confidence == {2: None}
    assert app.top.name == "pikoko-confidence" and app.top.seat == 0   # the next card still to lay
    assert app.find("sheet").angle == 0         # … turned to its own player
    testing.tap(app, "cancel")
    testing.tap(app, "confidence:2")
    assert app.top.name == "pikoko" and any("undo to change" in t for t in testing.toasts(app))


def test_undo_inside_the_card_grid(app):
    start_play(app, trump="R6")
    testing.tap(app, "card:blue:3")
    testing.tap(app, "undo")                    # the grid's own undo: the play is gone, the grid stays
    assert app.top.name == "pikoko-play" and app.session.game.trick == []
    testing.tap(app, "undo")                    # now a bet is gone: nothing can be played
    assert app.session.game.phase() == "bets" and app.find("card:blue:3") is None
    assert "No card to play now" in " ".join(w.label_text(app) for w in app.leaves())
    testing.tap(app, "cancel")
    assert app.top.name == "pikoko" and app.find("enter-bets") is not None


def test_choosing_a_taken_colour_swaps_the_two_players(app):
    testing.tap(app, "play:pikoko")
    testing.tap(app, "count:4")
    testing.tap(app, "next")
    testing.tap(app, "colour:0:yellow")         # Player 2 had yellow: they swap
    testing.tap(app, "colour:3:blue")
    testing.tap(app, "next")
    testing.tap(app, "first:2")
    testing.tap(app, "next")
    assert saved().options == {"colors": ["yellow", "red", "pink", "blue"], "first": 2}
    assert app.session.game.first == 2


def test_a_peacock_is_entered_only_once_its_owner_was_asked_to_look_away(app):
    new_pikoko_game(app, 3, first=0)
    testing.tap(app, "card:blue:5")
    testing.tap(app, "done")                    # the bets grid opened with the trump: peacocks first
    testing.tap(app, "peacock:1")
    assert app.top.name == "pikoko-look-away"   # no card shown yet
    assert any("look away" in w.label_text(app) for w in app.leaves())
    testing.tap(app, "cancel")
    assert app.top.name == "pikoko"
    testing.tap(app, "peacock:1")
    testing.tap(app, "look-away")
    assert app.top.name == "pikoko-hand"


def test_a_bet_is_changed_without_undoing_the_bets_after_it(app):
    new_pikoko_game(app, 3, first=0)
    testing.tap(app, "card:blue:5")
    for tokens in (1, 2, 3):                    # three bets in the rules' order
        testing.tap(app, f"tokens:{tokens}")
    first = app.session.actions[1]
    later = app.session.actions[2:]
    testing.tap(app, f"bet:{first['by']}:{first['on']}")
    testing.tap(app, "tokens:4")                # the first bet becomes 4
    assert app.session.game.bets[(first["by"], first["on"])] == 4
    assert app.session.actions[1] == {**first, "tokens": 4} and app.session.actions[2:] == later
    assert saved().actions == app.session.actions
    assert app.top.cell not in app.session.game.bets   # back to the next bet to enter
    second, third = later
    assert second["by"] == third["by"]          # Lou bets twice: 2 and 3
    testing.tap(app, f"bet:{second['by']}:{second['on']}")
    testing.tap(app, "tokens:9")                # 9 + 3 is more than the 9 tokens: refused, nothing changes
    assert testing.toasts(app) and app.session.actions[2:] == later


def test_trump_is_one_tap_and_a_cancelled_grid_stays_closed(app):
    new_pikoko_game(app, 3, first=0)
    testing.tap(app, "cancel")                  # the table looks at its cards first
    assert app.top.name == "pikoko"
    app.invalidate()
    app.render()
    assert app.top.name == "pikoko"             # not opened again behind the table's back
    testing.tap(app, "turn-up")                 # the centre's button still opens it
    testing.tap(app, "card:blue:5")
    assert app.session.actions == [{"do": "trump", "card": "B5"}]


def test_around_a_table_each_seat_reads_its_round_facing_it_then_done_opens_the_trump(app):
    from companion.app.layout import game_frame
    actions, game = random_game(4, seed=5, first=0)
    new_pikoko_game(app, 4, first=0)
    first_round_ends = next(i for i, a in enumerate(actions) if i and a["do"] == "trump")
    for action in actions[:first_round_ends]:
        enact(app, action)
    assert app.top.name == "pikoko-scores"      # every seat's points, before the next trump
    result = app.session.game.results[0]
    frame = game_frame(app.metrics, 4, "table")
    for seat, name in enumerate(app.session.players):
        strip = testing.widget(app, f"pikoko-scores:seat:{seat}")
        assert strip.angle == frame.seats[seat].angle          # facing the seat, as its panel
        figure = testing.widget(app, f"pikoko-scores:figure:{seat}")
        assert figure.parent is strip and figure.label_text(app) == f"{result.scores[seat]:+d}".replace("-", "−").replace("+0", "0")
        facts = [w.label_text(app) for w in strip.children if hasattr(w, "label_text")]
        bets = sum(result.bet_points[(seat, on)] for on in range(4))
        assert name in facts[0] and any(f"{bets:+d}".replace("-", "−").replace("+0", "0") in fact for fact in facts)
    assert not testing.layout_problems(app, allow=())
    testing.tap(app, "details")                 # the whole table of bets, upright, one tap away
    assert testing.widget(app, "done") and find(app, "pikoko-scores:seat:0") is None
    testing.tap(app, "done")
    assert app.top.name == "pikoko-trump"
    enact(app, actions[first_round_ends])
    assert app.session.actions[-1] == actions[first_round_ends]


def test_on_a_wall_the_next_round_opens_on_its_trump_with_the_scores_in_short(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((800, 480), mode="wall", lang="en")
    actions, game = random_game(3, seed=5, first=0)
    new_pikoko_game(app, 3, first=0)
    first_round_ends = next(i for i, a in enumerate(actions) if i and a["do"] == "trump")
    for action in actions[:first_round_ends]:
        enact(app, action)
    assert app.top.name == "pikoko-trump"       # no sheet to close between the rounds: the trump is one tap
    result = app.session.game.results[0]
    summary = testing.widget(app, "round-summary").text.get("en")
    assert summary.startswith("Round 1: ") and "first-player token goes to" in summary
    for seat, name in enumerate(app.session.players):
        assert f"{name} {result.scores[seat]:+d}".replace("-", "−") in summary
    testing.tap(app, "scores")                  # the whole table, one tap away
    assert app.top.name == "pikoko-scores"
    testing.tap(app, "done")
    assert app.top.name == "pikoko-trump" and len(app.stack) == 3   # back to the same grid, not a second one
    enact(app, actions[first_round_ends])
    assert app.session.actions[-1] == actions[first_round_ends]


def test_once_the_bets_are_in_the_confidence_sheet_plays_the_first_card_in_one_tap(app):
    new_pikoko_game(app, 3, first=1)
    testing.tap(app, "card:blue:5")
    while app.session.game.missing_bets():
        testing.tap(app, "tokens:3")
    assert app.top.name == "pikoko-confidence"  # what usually comes next…
    testing.tap(app, "to-play")                 # …but this table lays its cards at the end
    assert app.top.name == "pikoko-play" and app.session.game.confidence == {}
    testing.tap(app, "card:yellow:3")
    assert app.session.actions[-1] == {"do": "play", "player": 1, "card": "Y3"}
    testing.tap(app, "cancel")
    testing.tap(app, "confidence:0")
    assert app.top.name == "pikoko-confidence" and app.find("to-play") is None   # a card is out: no shortcut
