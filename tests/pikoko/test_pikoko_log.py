"""The Pikoko game log: every action and every consequence, in words."""

import pytest

from companion.errors import Refusal
from companion.games.pikoko import OPTIONS, new_game
from companion.options import resolve
from log_checks import assert_every_action_logged, example_records, sentences, shared_game0

EXAMPLES = example_records("pikoko")


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_action_of_every_example_is_logged(path):
    assert_every_action_logged(path)


def test_exact_sentences_of_a_game():
    game0 = shared_game0(EXAMPLES)
    en = sentences(game0)
    assert en[:3] == ["Round 1 — Dev has the first-player token", "Trump card yellow 8: yellow is trump",
                      "Ana bets 3 tokens on Cleo"]
    assert "Dev plays multicoloured 4 from Ana's peacock, as white" in en
    assert "Dev takes trick 4 with yellow 2; Cleo leads next, from Dev's peacock" in en
    assert en[-1] == "Game over: Cleo wins with 12"
    assert "Dev spielt Bunt 4 aus dem Pfau von Ana, als Weiß" in sentences(game0, "de")


def test_a_peacock_that_does_not_follow_is_logged_and_its_revoke_refused():
    game = new_game(["Ana", "Ben", "Cleo"], resolve(OPTIONS, {}, 3, "Pikoko"))
    game.apply({"do": "trump", "card": "B1"})
    for by in range(3):
        for on in range(3):
            game.apply({"do": "bet", "by": by, "on": on, "tokens": 1})
    game.apply({"do": "play", "player": 0, "card": "R5"})  # from Ben's peacock
    start = len(game.log)
    game.apply({"do": "play", "player": 1, "card": "Y3"})  # from Cleo's peacock: not red
    told = game.log[start:]
    assert [e.kind for e in told] == ["play", "void"]
    assert told[1].text("en") == ("Cleo's peacock did not follow red (Ben played yellow 3): it must hold no red; "
                                  "a red card from it later reveals a revoke (R-2)")
    assert told[1].seats == (1, 2)
    game.apply({"do": "play", "player": 2, "card": "W2"})
    game.apply({"do": "play", "player": 0, "card": "W6"})
    before = len(game.log)
    with pytest.raises(Refusal):
        game.apply({"do": "play", "player": 1, "card": "R6"})  # red from Cleo's peacock: the revoke
    assert len(game.log) == before
