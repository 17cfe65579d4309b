"""The Aurum game log: every action and every consequence, in words."""

import pytest

from companion.games.aurum import new_game
from companion.errors import Refusal
from log_checks import assert_every_action_logged, example_records, sentences, shared_game0

EXAMPLES = example_records("aurum")


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_action_of_every_example_is_logged(path):
    assert_every_action_logged(path)


def test_exact_sentences_of_a_game():
    game0 = shared_game0(EXAMPLES)
    en = sentences(game0)
    assert en[:3] == ["Round 1 — Dev holds the token", "Set aside face up: Phosphorus 6, Silver 2", "Dev bids Silver 8"]
    assert "Ben wins trick 1" in en
    assert "Cleo played the lowest card and takes Gold 2 from the supply" in en
    assert "Back to the supply: Gold 2" in en
    assert "The unfinished trick counts for nobody (R-2)" in en
    assert en[-4:] == ["Ana & Cleo: 6 tricks, bid 7 → 0 + gold 2 = 2 (total 5)",
                       "Ben & Dev: 4 tricks, bid 8 → 0 + gold 5 = 5 (total 9)",
                       "A nugget for Ben & Dev (2 in all)", "Game over: Ben & Dev won"]
    assert "Ben rend Or 1 à la réserve et échange Zinc 1 contre sa mise Cuivre 5" in sentences(game0, "fr")


def _three(game=None):
    game = game or new_game(["Ana", "Ben", "Cleo"], {})
    for seat, card in enumerate(("Bi5", "Bi6", "Bi7")):
        game.apply({"do": "bid", "player": seat, "card": card})
    return game


def test_gold_played_in_the_trick_is_not_taken_in_it_r1():
    game = _three()
    game.apply({"do": "play", "player": 0, "card": "Zn1"})
    game.apply({"do": "play", "player": 1, "card": "P4"})
    game.apply({"do": "play", "player": 2, "card": "Ag9"})  # Ana lowest: takes Gold 1
    game.apply({"do": "play", "player": 0, "card": "Zn2"})
    game.apply({"do": "play", "player": 1, "card": "Au0"})  # gold 0 cannot be led; played
    start = len(game.log)
    game.apply({"do": "play", "player": 2, "card": "Ag3"})
    texts = [e.text("en") for e in game.log[start:]]
    assert "Ben wins trick 2" in texts
    assert not any("takes no gold" in t for t in texts)
    assert any(t.startswith("Ana played the lowest card and takes Gold 2") for t in texts), texts


def test_r1_reason_when_the_wanted_gold_was_played_in_this_trick():
    game = _three()
    game.apply({"do": "play", "player": 0, "card": "Zn1"})
    game.apply({"do": "play", "player": 1, "card": "P4"})
    game.apply({"do": "play", "player": 2, "card": "Ag9"})  # Ana takes Gold 1
    game.apply({"do": "play", "player": 0, "card": "Zn3"})
    game.apply({"do": "play", "player": 1, "card": "P1"})
    game.apply({"do": "play", "player": 2, "card": "Au0"})  # Ben lowest (1): takes the second Gold 1
    game.apply({"do": "play", "player": 1, "card": "Zn4"})
    game.apply({"do": "play", "player": 2, "card": "Ag1"})  # Cleo lowest (1)
    start = len(game.log)
    game.apply({"do": "play", "player": 0, "card": "Au1"})  # the last Gold 1 is in this very trick
    texts = [e.text("en") for e in game.log[start:]]
    assert ("Cleo played the lowest card but takes no gold: Gold 1 was played in this trick "
            "and returns to the supply only after it (R-1)") in texts
    assert "Back to the supply: Gold 1" in texts


def test_a_refused_action_logs_nothing():
    game = _three()
    before = len(game.log)
    with pytest.raises(Refusal):
        game.apply({"do": "play", "player": 1, "card": "Zn1"})
    assert len(game.log) == before
