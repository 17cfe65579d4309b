"""La Fièvre de l'Or played through the real app, headless, by touch events at widgets."""

from __future__ import annotations

import random

from companion import dice, record as records
from companion.app import paths, testing
from companion.games.fievre import deck
from companion.games.fievre.sample import next_action

from app_flows import fievre_action as tap_action, fievre_reveal as tap_reveal
from fievre_app import SEED, app, new_game  # noqa: F401 (app: the shared fixture)


def short_pile(rng: random.Random) -> list[dict]:
    """24 cards: concessions for the first turn, then every event among the rest (popped from the end)."""
    concessions = [c.as_card() for c in deck.CONCESSIONS]
    rng.shuffle(concessions)
    rest = [{"event": e.id} for e in deck.EVENTS] + concessions[3:13]
    rng.shuffle(rest)
    return rest + concessions[:3]


def test_a_whole_game_through_the_ui_replays_to_the_same_summary(app):
    new_game(app, deck_size=24)
    rng = random.Random(12)       # a sample game in which every event with a choice happens
    pile = short_pile(rng)
    seen = set()
    while not app.session.game.finished:
        action = next_action(app.session.game, pile, rng)
        before = len(app.session.actions)
        by_hand = action["do"] == "roll" and "physical" not in seen or action.get("event") == "holdup"
        tap_action(app, action, physical=by_hand)
        seen.add("physical" if action["do"] == "roll" else action.get("event", action["do"]))
        seen.update(["mustang"] if action.get("mustang") else [])
        assert len(app.session.actions) == before + 1, (action, testing.toasts(app))
        entered = dict(app.session.actions[-1])
        by = entered.pop("by", None)                      # who rolled is recorded with the dice
        assert entered == action
        if "dice" in action:
            assert by == ("table" if by_hand else "companion"), action
        if app.session.game.finished:  # the game-over opened by itself: back to the table to look at it
            assert app.top.name == "game-over"
            app.top.back()
            continue
        choosing = app.session.game.step().kind == "choose"
        # a choice due opens by itself after the take (or after another choice that made one due)
        assert app.top.name == ("fievre-choice" if choosing and action["do"] in ("take", "event") else "fievre"), action
        if app.top.name == "fievre-choice":                # the choice opened by itself
            assert app.top.choice == app.session.game.step().choice
    assert {"reveal", "bid", "pass", "take", "physical", "produce", "telegraph", "mustang", "saloon", "girls",
            "governor", "new_vein", "dynamite", "expropriation", "holdup"} <= seen
    record = records.load(paths.current_game())
    assert record.options["seed"] == SEED and record.options["deck_size"] == 24
    replayed = records.summary(record)
    assert replayed == app.session.summary()
    assert replayed["finished"] and replayed["pile"] == 0
    assert app.find("winner") is not None
    assert testing.layout_problems(app) == []


def start_and_reveal(app):
    new_game(app, deck_size=60)
    tap_reveal(app, [deck.card_by_code(code).as_card() for code in ("R3", "Y5", "G4")])


def test_unaffordable_bids_are_disabled_and_explain_why(app):
    start_and_reveal(app)
    testing.tap(app, "bid:0:other")
    testing.tap_all(app, "key:9", "done")               # Player 1 bids 9 of their 10 gold
    assert app.session.actions[-1] == {"do": "bid", "player": 0, "amount": 9}
    top = max(step for step in range(2, 6) if app.find(f"bid:1:+{step}") is not None)   # as many as the panel holds
    highest = app.find(f"bid:1:+{top}")
    assert not highest.enabled
    count = len(app.session.actions)
    testing.tap(app, f"bid:1:+{top}")                   # more than 10: refused, nothing recorded
    assert len(app.session.actions) == count
    assert any("only 10 gold" in message for message in testing.toasts(app))
    testing.tap(app, "bid:1:+1")
    assert app.session.actions[-1] == {"do": "bid", "player": 1, "amount": 10}


def test_the_first_reveal_refuses_events_and_saves_nothing(app):
    new_game(app, deck_size=60)
    before = paths.current_game().read_bytes()
    testing.tap(app, "reveal")
    button = app.find("event:dynamite")
    assert not button.enabled
    testing.tap(app, "event:dynamite")
    assert any("R-6" in message for message in testing.toasts(app))
    assert paths.current_game().read_bytes() == before and app.session.actions == []


def test_undo_of_a_roll_rolls_the_same_dice_again(app):
    start_and_reveal(app)
    testing.tap_all(app, "pass:0", "pass:1", "pass:2")   # everybody passed: Player 1 takes first, free
    for card in (0, 1, 2):
        testing.tap(app, f"offer:{card}")
    testing.tap(app, "roll")
    first = app.session.actions[-1]["dice"]
    assert first == list(dice.roll(SEED, 0))
    assert records.load(paths.current_game()).actions[-1]["dice"] == first   # saved before the dice stop rolling
    assert app.top.animating()
    app.top.rolling_until = 0                             # time passes: the tumbling stops
    app.step()
    app.toasts = [t for t in app.toasts if not t.passing]  # the roll's announcements: gone after a few seconds
    assert app.top.waiting_to_open()                      # the next cards' sheet opens after a pause
    assert app.find("dice").values == tuple(first)        # the last frame shows the dice rolled
    testing.tap(app, "undo")
    assert app.top.name == "fievre-undo-dice"             # past the companion's dice: the table is asked
    testing.tap(app, "undo-dice:yes")
    assert app.session.actions[-1]["do"] == "take"
    testing.tap(app, "roll")
    assert app.session.actions[-1]["dice"] == first      # undo never buys a re-roll


def test_an_interrupted_game_resumes_where_it_stopped(app, tmp_path):
    start_and_reveal(app)
    testing.tap_all(app, "pass:0", "bid:1:+1")
    summary = app.session.summary()
    again = testing.make_app((1280, 800), mode="wall", lang="fr")
    assert again.top.name == "resume"
    testing.tap(again, "resume")
    assert again.top.name == "fievre"
    assert again.session.summary() == summary
    assert again.find("pass:2") is not None                # Player 3 is to bid: their buttons are there


def test_a_mine_missing_from_the_deck_list_is_entered_by_town_number_and_gold(app):
    new_game(app, deck_size=60)
    testing.tap(app, "reveal")
    assert app.find("done") is None                      # no Done: the third card is the reveal
    testing.tap_all(app, "other", "town:blue", "roll:5", "key:4", "danger", "add")
    assert app.top.cards[0] == {"town": "blue", "roll": 5, "nuggets": 4, "dangerous": True}
    testing.tap_all(app, "deck:G4", "deck:G4")          # a wrong card is taken back by tapping it again
    assert len(app.top.cards) == 1
    testing.tap_all(app, "deck:G5", "unpick")           # or with ⌫, the last one entered
    assert len(app.top.cards) == 1
    testing.tap(app, "deck:R3")
    assert app.find("deck:R3").selected                  # entered: shown chosen (a tap takes it back)
    testing.tap(app, "deck:Y5")                          # the third card: the reveal is recorded at once
    assert app.top.name == "fievre"
    assert app.session.actions == [{"do": "reveal", "cards": [
        {"town": "blue", "roll": 5, "nuggets": 4, "dangerous": True},
        {"town": "red", "roll": 3, "nuggets": 1}, {"town": "yellow", "roll": 5, "nuggets": 2}]}]


def test_seat_panels_kept_as_images_always_match_a_fresh_drawing(app):
    """A panel is redrawn only when its key changes: the key must cover all it shows."""
    import pygame
    from companion.app import panels

    new_game(app, deck_size=24)
    rng = random.Random(12)
    pile = short_pile(rng)
    for _ in range(70):
        action = next_action(app.session.game, pile, rng)
        tap_action(app, action)
        app.toasts.clear()
        app.top.rolling = False
        app.invalidate()
        kept = pygame.image.tobytes(app.render(), "RGB")
        panels._panels.clear()
        app._last_frame = None
        app.invalidate()
        assert pygame.image.tobytes(app.render(), "RGB") == kept, action
