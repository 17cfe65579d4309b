"""Pikoko rules: the rulebook's examples, every ruling, multicoloured feathers, refusals."""

import copy

import pytest

from companion.errors import Malformed, Refusal
from companion.games import pikoko
from companion.games.pikoko import about, scoring
from companion.options import resolve

RED, YELLOW, BLUE = 0, 1, 2


def new(players=("Red", "Yellow", "Blue"), **options):
    names = list(players)
    return pikoko.new_game(names, resolve(pikoko.OPTIONS, options, len(names), "Pikoko"))


def bet_all(game, tokens=None):
    """Every seat bets on every seat (0 tokens, or from a {(by, on): n} table)."""
    for by in range(game.n):
        for on in range(game.n):
            game.apply({"do": "bet", "by": by, "on": on, "tokens": (tokens or {}).get((by, on), 0)})


def play(game, player, card, colour=None):
    action = {"do": "play", "player": player, "card": card}
    if colour:
        action["as"] = colour
    game.apply(action)


def fingerprint(game):
    return (game.summary(), dict(game.bets), dict(game.played), copy.deepcopy(game.hands), copy.deepcopy(game.voids),
            dict(game.confidence), list(game.trick), game.trump_card, game.round, game.first)


def refused(game, action, rule=None, words=None):
    """The action is refused (with this ruling and these words) and nothing changed."""
    before = fingerprint(game)
    with pytest.raises(Refusal) as caught:
        game.apply(action)
    assert fingerprint(game) == before
    assert game.why_not(action) is not None
    if rule is not None:
        assert caught.value.rule == rule
    if words is not None:
        assert words in caught.value.text.en, caught.value.text.en
    return caught.value


# --------------------------------------------------------------- rulebook examples
def test_rulebook_scoring_example_red_0_yellow_5_blue_5():
    tricks = [2, 3, 3]  # Red, Yellow, Blue
    bets = {
        (RED, RED): 0, (RED, YELLOW): 5, (RED, BLUE): 4,          # wrong, wrong, close
        (YELLOW, YELLOW): 3, (YELLOW, BLUE): 2, (YELLOW, RED): 3,  # right, close, close
        (BLUE, BLUE): 1, (BLUE, RED): 2, (BLUE, YELLOW): 0,       # wrong, right, wrong
    }
    confidence = {RED: YELLOW, YELLOW: None, BLUE: RED}  # wrong, none, right
    points = scoring.round_points(bets, tricks, confidence)
    assert points["scores"] == [0, 5, 5]
    assert points["confidence"] == [-1, 1, 3]
    assert points["bets"][(RED, BLUE)] == 1 and points["bets"][(BLUE, RED)] == 2 and points["bets"][(BLUE, YELLOW)] == 0


def test_rulebook_trick_example_blue_leads_blue_3_from_reds_peacock_and_blues_peacock_wins():
    game = new(first=BLUE)
    game.apply({"do": "trump", "card": "R6"})
    assert game.summary()["trump"] == "red"
    bet_all(game)
    assert game.to_act() == BLUE and game.target_of(BLUE) == RED
    play(game, BLUE, "B3")       # from Red's peacock
    play(game, RED, "B5")        # from Yellow's peacock, following blue
    play(game, YELLOW, "R2")     # from Blue's peacock: no blue there, a small trump
    summary = game.summary()
    assert summary["tricks"] == [0, 0, 1]           # Blue's peacock gave the winning card
    assert game.completed[0].winner == BLUE
    # the player on Blue's right (Yellow) leads the next trick from Blue's peacock
    assert summary["to_act"] == YELLOW and game.target_of(YELLOW) == BLUE


# --------------------------------------------------------------- trick mechanics
def test_highest_card_of_led_colour_wins_without_trump_and_card_owner_takes_the_trick():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "Y2"})
    bet_all(game)
    play(game, RED, "W3")     # from Yellow's peacock
    play(game, YELLOW, "W6")  # from Blue's peacock
    play(game, BLUE, "P6")    # from Red's peacock, a discard
    assert game.summary()["tricks"] == [0, 0, 1]
    assert game.to_act() == YELLOW


def test_a_seat_can_only_play_in_turn():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "Y2"})
    bet_all(game)
    refused(game, {"do": "play", "player": BLUE, "card": "W3"}, words="It is Red's turn, playing from Yellow's peacock")


def test_summary_shows_trick_in_progress_with_counted_colours():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "Y2"})
    bet_all(game)
    play(game, RED, "M4", "white")
    play(game, YELLOW, "M7")
    assert game.summary()["trick"] == [{"player": 0, "card": "M4", "as": "white"},
                                       {"player": 1, "card": "M7", "as": "white"}]


# --------------------------------------------------------------- multicoloured feathers
def test_multicoloured_lead_needs_one_of_its_own_colours():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "Y2"})
    bet_all(game)
    refused(game, {"do": "play", "player": RED, "card": "M4"}, rule="R-4", words="Say which colour M4 counts as: blue, white or yellow")
    refused(game, {"do": "play", "player": RED, "card": "M4", "as": "red"}, rule="R-4")
    assert game.colour_choices("M4") == ("blue", "white", "yellow")
    play(game, RED, "M4", "yellow")  # it may even lead as trump
    assert game.led_colour() == "yellow"


def test_multicoloured_card_showing_the_led_colour_is_that_colour():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "Y2"})
    bet_all(game)
    play(game, RED, "P3")
    assert game.colour_choices("M7") == ()           # no choice: it shows pink
    refused(game, {"do": "play", "player": YELLOW, "card": "M7", "as": "white"}, rule="R-4",
            words="M7 shows the led colour pink, so it counts as pink")
    play(game, YELLOW, "M7")
    play(game, BLUE, "P5")
    assert game.completed[0].plays[1][2] == "pink"
    assert game.completed[0].winner == BLUE           # M7 is pink 7: the highest pink, from Blue's peacock


def test_multicoloured_discard_may_choose_trump_and_win():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "R6"})
    bet_all(game)
    play(game, RED, "B7")
    assert game.colour_choices("M1") == ("pink", "yellow", "red")
    play(game, YELLOW, "M1", "red")   # does not show blue: counts as the chosen trump
    play(game, BLUE, "B5")
    assert game.completed[0].winner == game.target_of(YELLOW) == BLUE


def test_multicoloured_discard_as_a_non_trump_colour_loses():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "R6"})
    bet_all(game)
    play(game, RED, "B2")
    play(game, YELLOW, "M1", "pink")
    play(game, BLUE, "B3")
    assert game.completed[0].winner == game.target_of(BLUE) == RED


def test_single_colour_card_cannot_take_another_colour():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "Y2"})
    bet_all(game)
    refused(game, {"do": "play", "player": RED, "card": "B3", "as": "red"}, rule="R-4")
    play(game, RED, "B3", "blue")  # naming its own colour is harmless
    assert game.led_colour() == "blue"


# --------------------------------------------------------------- R-3 trump card
def test_multicoloured_trump_card_means_no_trump_and_trump_card_cannot_be_played():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "M7"})
    assert game.summary()["trump"] is None
    refused(game, {"do": "trump", "card": "R2"}, words="already turned up")
    refused(game, {"do": "hand", "player": 0, "cards": ["M7", "R2", "R3", "R4", "R5", "R6", "Y2", "Y3"]}, rule="R-3")
    bet_all(game)
    refused(game, {"do": "play", "player": RED, "card": "M7", "as": "red"}, rule="R-3")


def test_no_trump_round_is_won_by_the_highest_led_colour_even_against_named_colours():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "M1"})
    bet_all(game)
    play(game, RED, "W2")
    play(game, YELLOW, "M7", "white")  # shows white: counts white 7
    play(game, BLUE, "B7")
    assert game.completed[0].winner == game.target_of(YELLOW)


# --------------------------------------------------------------- R-2 revokes
def test_revoke_found_later_is_refused_naming_the_trick():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "Y2"})
    bet_all(game)
    play(game, RED, "P3")
    play(game, YELLOW, "W5")    # Blue's peacock does not follow pink
    play(game, BLUE, "P2")
    # trick 1 won by Yellow's peacock (P3): Red leads trick 2 from Yellow's peacock
    assert game.to_act() == RED
    play(game, RED, "B3")
    play(game, YELLOW, "B2")
    play(game, BLUE, "B5")     # Red's peacock wins: Blue leads from Red's peacock
    assert game.to_act() == BLUE
    play(game, BLUE, "R3")
    play(game, RED, "R5")       # from Yellow's peacock
    # Blue's peacock now shows pink: it did not follow pink in trick 1
    error = refused(game, {"do": "play", "player": YELLOW, "card": "P6"}, rule="R-2")
    assert error.trick == 1 and game.trick_starts[1] == 10  # 1 trump + 9 bets, then trick 1's first play
    assert "trick 1" in error.text.en and "Yellow's" not in error.text.en and "Blue's peacock" in error.text.en
    assert "pli 1" in error.text.fr and "Stich 1" in error.text.de
    # a multicoloured card showing pink is a revoke too
    refused(game, {"do": "play", "player": YELLOW, "card": "M1", "as": "red"}, rule="R-2")
    play(game, YELLOW, "R6")


def test_entered_peacock_is_checked_exactly():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "Y2"})
    game.apply({"do": "hand", "player": BLUE, "cards": ["B1", "B2", "P4", "R3", "R4", "W2", "W3", "Y7"]})
    bet_all(game)
    play(game, RED, "P3")       # from Yellow's peacock (not entered)
    refused(game, {"do": "play", "player": YELLOW, "card": "W3"}, words="Blue's peacock holds pink (P4): pink must be followed")
    refused(game, {"do": "play", "player": YELLOW, "card": "P6"}, words="P6 is not in Blue's peacock")
    refused(game, {"do": "play", "player": YELLOW, "card": "W2"})
    play(game, YELLOW, "P4")
    refused(game, {"do": "play", "player": BLUE, "card": "B2"}, words="B2 is in Blue's peacock, not in Red's")


def test_entered_peacocks_cannot_share_cards():
    game = new()
    game.apply({"do": "trump", "card": "Y2"})
    game.apply({"do": "hand", "player": 0, "cards": ["B1", "B2", "P4", "R3", "R4", "W2", "W3", "Y7"]})
    refused(game, {"do": "hand", "player": 1, "cards": ["B1", "B3", "P5", "R5", "R6", "W5", "W6", "Y6"]}, words="B1 is already in Red's peacock")
    refused(game, {"do": "hand", "player": 0, "cards": ["B3", "B6", "P5", "R5", "R6", "W5", "W6", "Y6"]}, words="already been entered")
    refused(game, {"do": "hand", "player": 1, "cards": ["B3", "B3", "P5", "R5", "R6", "W5", "W6", "Y6"]}, words="entered twice")
    with pytest.raises(Malformed):
        game.apply({"do": "hand", "player": 1, "cards": ["B3", "P5"]})


# --------------------------------------------------------------- bets, R-5, R-6
def test_bets_each_pair_once_nine_tokens_and_all_before_the_first_card():
    game = new(first=RED)
    refused(game, {"do": "bet", "by": 0, "on": 1, "tokens": 1}, words="Turn up the trump card first")
    game.apply({"do": "trump", "card": "Y2"})
    game.apply({"do": "bet", "by": 0, "on": 1, "tokens": 5})
    refused(game, {"do": "bet", "by": 0, "on": 1, "tokens": 2}, rule="R-5", words="already bet on Yellow")
    refused(game, {"do": "bet", "by": 0, "on": 2, "tokens": 5}, words="only 4 of 9 tokens left")
    assert game.tokens_used(0) == 5
    assert (0, 1) not in game.missing_bets() and (0, 2) in game.missing_bets()
    refused(game, {"do": "play", "player": 0, "card": "B3"}, rule="R-5", words="Bets are still missing (first: Red on Red)")
    assert game.phase() == "bets" and game.to_act() is None
    bet_all_remaining(game)
    assert game.phase() == "play" and game.to_act() == RED
    play(game, RED, "B3")
    refused(game, {"do": "bet", "by": 1, "on": 1, "tokens": 0}, words="only before the first card")
    with pytest.raises(Malformed):
        game.apply({"do": "bet", "by": 1, "on": 1, "tokens": -1})


def bet_all_remaining(game):
    for by, on in game.missing_bets():
        game.apply({"do": "bet", "by": by, "on": on, "tokens": 0})


def test_warning_when_a_bettors_bets_cannot_all_be_right():
    game = new()
    game.apply({"do": "trump", "card": "Y2"})
    game.apply({"do": "bet", "by": 0, "on": 0, "tokens": 4})
    assert game.warnings() == []                      # incomplete, could still add up to 8
    game.apply({"do": "bet", "by": 0, "on": 1, "tokens": 5})
    (seat, text), = game.warnings()                    # 9 > 8 tricks: a warning, not a refusal
    assert seat == 0 and "cannot all be right" in text.en and text.fr != text.en and text.de != text.en
    for on, tokens in ((0, 3), (1, 3), (2, 2)):
        game.apply({"do": "bet", "by": 1, "on": on, "tokens": tokens})
    assert [seat for seat, _ in game.warnings()] == [0]   # Yellow's 8 can all be right
    for on in range(3):
        game.apply({"do": "bet", "by": 2, "on": on, "tokens": 1})
    assert [seat for seat, _ in game.warnings()] == [0, 2]  # Blue's complete 3 cannot


# --------------------------------------------------------------- confidence, R-7, scoring flow
def test_round_is_scored_once_eight_tricks_and_every_confidence_card_are_in():
    from companion.games.pikoko.sample import random_game
    actions, game = random_game(3, seed=4, rounds=1)
    assert game.round == 2 and len(game.results) == 1
    # replay the same round but hold back the last confidence card
    partial = new(["P1", "P2", "P3"], first=game.results[0].first)
    confidences = [a for a in actions if a["do"] == "confidence"]
    for action in actions:
        if action is not confidences[-1]:
            partial.apply(action)
    assert partial.phase() == "confidence" and partial.to_act() is None and partial.results == []
    assert partial.missing_confidence() == [confidences[-1]["by"]]
    refused(partial, {"do": "play", "player": 0, "card": "B1"}, words="only confidence cards are missing")
    refused(partial, dict(confidences[0]), rule="R-7")
    partial.apply(confidences[-1])
    assert partial.results[0].scores == game.results[0].scores


def test_game_ends_after_three_rounds_and_refuses_more():
    from companion.games.pikoko.sample import random_game
    _, game = random_game(4, seed=11)
    assert game.finished and game.phase() == "over" and len(game.results) == 3
    summary = game.summary()
    assert summary["to_act"] is None and summary["winners"] and "trick" not in summary
    assert summary["scores"] == [sum(r.scores[s] for r in game.results) for s in range(4)]
    refused(game, {"do": "trump", "card": "B3"}, words="The game is over")


# --------------------------------------------------------------- R-1 token, final ties
def test_token_goes_to_fewest_points_ties_nearest_clockwise_from_previous_first():
    assert scoring.next_first_player([5, 2, 7, 3], previous_first=0) == 1
    assert scoring.next_first_player([2, 5, 2, 2], previous_first=2) == 2   # the previous first counts as nearest
    assert scoring.next_first_player([2, 5, 7, 2], previous_first=1) == 3
    assert scoring.next_first_player([2, 5, 7, 2], previous_first=3) == 3
    assert scoring.next_first_player([2, 2, 7], previous_first=2) == 0


def test_final_tie_goes_to_best_single_round_then_is_shared():
    assert scoring.winners([9, 10, 4], [[3, 3, 1], [3, 4, 1], [3, 3, 2]]) == [1]
    assert scoring.winners([9, 9, 4], [[3, 5, 1], [3, 2, 1], [3, 2, 2]]) == [1]
    assert scoring.winners([9, 9, 4], [[3, 5, 1], [5, 2, 1], [1, 2, 2]]) == [0, 1]


# --------------------------------------------------------------- R-8 deck size
def test_cards_outside_the_deck_for_this_table_are_refused():
    game = new(["A", "B", "C", "D"])
    refused(game, {"do": "trump", "card": "Y10"}, rule="R-8", words="not in the deck for 4 players")
    game = new()
    refused(game, {"do": "trump", "card": "B8"}, rule="R-8")
    game.apply({"do": "trump", "card": "B7"})
    refused(game, {"do": "hand", "player": 0, "cards": ["B1", "B2", "P4", "R3", "R4", "W2", "W3", "Y9"]}, rule="R-8")


# --------------------------------------------------------------- malformed input
@pytest.mark.parametrize("action", [
    {"do": "shuffle"},
    {"do": "trump"},
    {"do": "trump", "card": "R12"},
    {"do": "trump", "card": "Y2", "extra": 1},
    {"do": "play", "player": 0, "card": "B3", "as": "green"},
    {"do": "play", "player": 7, "card": "B3"},
    {"do": "bet", "by": 0, "on": 1, "tokens": "3"},
    {"do": "confidence", "by": 0, "on": "nobody"},
    {"do": "confidence", "by": True, "on": 1},
])
def test_malformed_actions_change_nothing(action):
    game = new()
    game.apply({"do": "trump", "card": "Y2"})
    before = fingerprint(game)
    with pytest.raises(Malformed):
        game.apply(action)
    assert fingerprint(game) == before


def test_colour_option_is_checked():
    from companion.errors import Malformed as Bad
    with pytest.raises(Bad):
        resolve(pikoko.OPTIONS, {"colors": ["red", "red", "blue"]}, 3, "Pikoko")
    with pytest.raises(Bad):
        resolve(pikoko.OPTIONS, {"colors": ["red", "blue"]}, 3, "Pikoko")
    assert resolve(pikoko.OPTIONS, {}, 4, "Pikoko")["colors"] == ["red", "yellow", "pink", "white"]


# --------------------------------------------------------------- app helpers
def test_playable_cards_explain_what_cannot_be_played():
    game = new(first=RED)
    game.apply({"do": "trump", "card": "Y2"})
    game.apply({"do": "hand", "player": BLUE, "cards": ["B1", "B2", "P4", "R3", "R4", "W2", "W3", "M7"]})
    bet_all(game)
    play(game, RED, "P3")
    choices = game.playable_cards()
    allowed = sorted(card for card, why in choices.items() if why is None)
    assert allowed == ["M7", "P4"]                         # Yellow plays from Blue's peacock: pink only
    assert "must be followed" in choices["W3"].text.en
    assert "not in Blue's peacock" in choices["B5"].text.en
    assert "trump card" in choices["Y2"].text.en and choices["Y2"].rule == "R-3"
    assert "already played" in choices["P3"].text.en


def test_texts_exist_in_three_languages():
    assert len(about.SUMMARY) >= 3
    ids = [rule for rule, _ in about.RULINGS]
    assert ids == [f"R-{n}" for n in range(1, len(ids) + 1)]
    for text in about.SUMMARY + [t for _, t in about.RULINGS]:
        assert len({text.en, text.fr, text.de}) == 3


def test_describe_names_the_action_for_refusal_lines():
    names = ["Ana", "Ben", "Cleo"]
    assert pikoko.describe({"do": "play", "player": 1, "card": "M4", "as": "white"}, names) == "play M4 as white by Ben"
    assert pikoko.describe({"do": "bet", "by": 0, "on": 2, "tokens": 3}, names) == "bet 3 by Ana on Cleo"
    assert pikoko.describe({"do": "confidence", "by": 2, "on": "none"}, names) == "confidence by Cleo on none"


def test_refusals_name_peacocks_in_each_language():
    game = new(["Iris", "Ana", "Max"], first=0)
    game.apply({"do": "trump", "card": "Y2"})
    bet_all(game)
    error = refused(game, {"do": "play", "player": 2, "card": "B3"})
    assert error.text.en == "It is Iris's turn, playing from Ana's peacock"
    assert error.text.fr == "C'est au tour de Iris, qui joue depuis le paon de Ana"
    assert error.text.de == "Iris ist dran und spielt aus Anas Pfau"
    play(game, 0, "B3")
    error = refused(game, {"do": "play", "player": 0, "card": "B5"})
    assert error.text.de == "Ana ist dran und spielt aus Max' Pfau"
