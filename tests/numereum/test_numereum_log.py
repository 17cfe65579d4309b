"""The Numereum game log: every action and every consequence, in words."""

import pytest

from companion.errors import Refusal
from companion.games.numereum import OPTIONS, new_game
from companion.options import resolve
from log_checks import assert_every_action_logged, example_records, sentences, shared_game0

EXAMPLES = example_records("numereum")


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_action_of_every_example_is_logged(path):
    assert_every_action_logged(path)


def test_exact_sentences_of_a_game():
    game0 = shared_game0(EXAMPLES)
    en = sentences(game0)
    assert "Iris combines 76, 77, 17 (quadruple)" in en
    assert en[en.index("Iris combines 76, 77, 17 (quadruple)") + 1] == "Iris draws 1 card"
    assert en[-1] == "Game over (a hand is empty): Jules wins with 4 combinations"
    assert sentences(game0, "de")[-1] == "Spielende (eine Hand ist leer): Jules gewinnt mit 4 Kombinationen"


def _round_won_by_iris():
    game = new_game(["Iris", "Jules"], resolve(OPTIONS, {}, 2, "Numereum"))
    for action in ({"do": "reserve", "player": 0, "cards": ["12", "24"]},
                   {"do": "reserve", "player": 1, "cards": ["03", "89"]},
                   {"do": "reveal", "cards": ["50", "36"]},
                   {"do": "bid", "cards": ["B100", "B0"]},
                   {"do": "concede"}):
        game.apply(action)
    return game


def test_bids_prizes_and_a_super_combination_owes_two_cards():
    game = _round_won_by_iris()
    texts = [e.text("en") for e in game.log]
    assert texts[2:] == ["Round 1", "Prizes: 50 for the hand, 36 for the reserve", "Bids: Iris basic 100, Jules basic 0",
                         "Jules bid lower: concede or raise", "Jules concedes",
                         "Iris wins the prizes: 50 into the hand, 36 into the reserve"]
    start = len(game.log)
    game.apply({"do": "combine", "player": 0, "cards": ["12", "24", "36"]})
    told = game.log[start:]
    assert [e.text("en") for e in told] == ["Iris combines 12, 24, 36 (addition, equidistance)",
                                           "Super-combination: Iris draws 2 cards"]
    assert told[1].kind == "draw" and told[1].seats == (0,)
    assert told[1].text("fr") == "Super-combinaison : Iris pioche 2 cartes"


def test_refused_and_tried_actions_log_nothing():
    game = _round_won_by_iris()
    before = len(game.log)
    assert game.why_not({"do": "combine", "player": 0, "cards": ["12", "24", "36"]}) is None
    with pytest.raises(Refusal):
        game.apply({"do": "combine", "player": 0, "cards": ["12", "24", "89"]})
    assert len(game.log) == before
