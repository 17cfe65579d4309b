"""One tap per thing at the Fièvre table: what the rules leave no choice about needs no tap."""

from __future__ import annotations

from companion.app import testing
from companion.games.fievre import deck

from app_flows import fievre_reveal as tap_reveal
from fievre_app import app, new_game  # noqa: F401 (app: the shared fixture)


def test_the_last_card_goes_to_the_last_seat_by_itself_and_undo_goes_back_to_the_last_choice(app):
    new_game(app)
    tap_reveal(app, [deck.card_by_code(code).as_card() for code in ("R3", "Y5", "G4")])
    testing.tap_all(app, "pass:0", "pass:1", "pass:2", "offer:0", "offer:1")
    table = app.top
    assert table.forced == {"do": "take", "player": 2, "card": 2}
    assert len(app.session.actions) == 6                      # not yet: everyone sees whose card it is
    assert app.next_wakeup() is not None                        # the app wakes up for it
    table.forced_at = 0                                         # the pause passes
    app.step()
    assert app.session.actions[-1] == {"do": "take", "player": 2, "card": 2}
    testing.tap(app, "undo")            # back over the card that went by itself, to the last choice made
    assert app.session.actions[-1] == {"do": "take", "player": 0, "card": 0} and table.forced is None
    app.step()
    assert len(app.session.actions) == 5                        # nothing comes back by itself
    testing.tap(app, "offer:2")                                 # Player 2 chooses the other card this time
    assert table.forced == {"do": "take", "player": 2, "card": 1}


def test_an_entry_during_the_pause_cancels_the_forced_take(app):
    new_game(app)
    tap_reveal(app, [deck.card_by_code(code).as_card() for code in ("R3", "Y5", "G4")])
    testing.tap_all(app, "pass:0", "pass:1", "pass:2", "offer:0", "offer:1")
    table = app.top
    testing.tap(app, "undo")                                    # changed minds during the pause
    table.forced_at = 0
    app.step()
    assert app.session.actions[-1] == {"do": "take", "player": 0, "card": 0}


def three_seats(app):
    new_game(app)
    tap_reveal(app, [deck.card_by_code(code).as_card() for code in ("R3", "Y5", "G4")])


def test_a_seat_that_cannot_outbid_passes_by_itself_and_is_told_first(app):
    three_seats(app)
    testing.tap(app, "bid:0:other")
    testing.tap_all(app, "key:1", "key:0", "done")             # Player 1 bids all 10 gold: nobody can outbid
    table = app.top
    assert table.forced == {"do": "pass", "player": 1}
    note = [w for w in table.panels[1].children if "cannot outbid 10" in w.label_text(app)]
    assert note, "the seat is told, facing it, before the referee passes for it"
    table.forced_at = 0
    app.step()                                                  # Player 2 passes by itself, then Player 3
    assert app.session.actions[-1] == {"do": "pass", "player": 1} and table.forced == {"do": "pass", "player": 2}
    table.forced_at = 0
    app.step()
    assert app.session.game.phase == "choose" and app.session.actions[-1] == {"do": "pass", "player": 2}
    assert [e.kind for e in app.session.game.log].count("pass") == 2   # written in the game log
    testing.tap(app, "undo")                                    # back to the bid, the last choice a person made
    assert app.session.actions[-1] == {"do": "reveal", "cards": app.session.actions[0]["cards"]}
    assert table.forced is None and app.session.game.bidder == 0
    said = " ".join(testing.toasts(app))
    assert said.count(app.session.players[0]) == 1 and app.session.players[2] in said   # all that went, in one message


def test_after_the_roll_the_next_cards_open_by_themselves_saying_what_the_roll_paid(app):
    three_seats(app)
    testing.tap_all(app, "pass:0", "pass:1", "pass:2", "offer:0", "offer:1")
    table = app.top
    table.forced_at = 0
    app.step()                                                  # the last card went by itself
    testing.tap(app, "roll")
    assert app.top is table and table.waiting_to_open()         # first the dice and payouts, on the table
    table.pending = (table.pending[0], 0, table.pending[2])     # the pause passes
    app.step()
    assert app.top.name == "fievre-reveal"
    title = testing.widget(app, "reveal-title").label_text(app)
    assert title.startswith(f"Roll {sum(app.session.actions[-1]['dice'])}")
    testing.tap(app, "cancel")                                  # left for the button: it does not come back
    app.step()
    assert app.top is table and not table.waiting_to_open()
    testing.tap(app, "reveal")
    assert app.top.name == "fievre-reveal"


def test_a_table_rolling_its_own_dice_gets_the_pairs_by_themselves(app):
    three_seats(app)
    testing.tap_all(app, "pass:0", "pass:1", "pass:2", "offer:0", "offer:1")
    table = app.top
    table.forced_at = 0
    app.step()
    testing.tap_all(app, "physical", "pair:3:4")                # the first time: the table says it rolls
    assert app.session.actions[-1] == {"do": "roll", "dice": [3, 4], "by": "table"}
    table.pending = (table.pending[0], 0, table.pending[2])
    app.step()
    tap_reveal(app, [deck.card_by_code(code).as_card() for code in ("R4", "Y6", "G5")])
    for _ in range(3):
        testing.tap(app, f"pass:{app.session.game.bidder}")
    testing.tap_all(app, "offer:3", "offer:4")
    table.forced_at = 0
    app.step()
    assert table.waiting_to_open()
    table.pending = (table.pending[0], 0, table.pending[2])
    app.step()
    assert app.top.name == "fievre-dice"                        # one tap per roll from now on
    testing.tap(app, "pair:2:5")
    assert app.session.actions[-1] == {"do": "roll", "dice": [2, 5], "by": "table"}
