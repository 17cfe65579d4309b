"""The game log: every action and every coin the bank moves, in words (spec: "The game log").

The identity the spec promises: for every prefix of every record, 10 + the sum of a seat's
`gold` changes equals its gold in the replay summary (another `start_gold` is a setup event).
Every rule test of this folder checks it too, at each action (`fievre_table.Table.act`).
"""

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from companion import record
from companion.games.fievre.sample import random_record
from companion.games.fievre.words import announcement
from companion.text import LANGUAGES, catalog
from fievre_table import C, E, Table, logged_gold
from support import ROOT, SHARED

# the project's own Fièvre examples, and the shared ones when they are beside the checkout
EXAMPLES = sorted(p for p in (ROOT / "examples").glob("fievre-*.json") if ".expected" not in p.name) + (
    sorted(p for p in (SHARED / "examples" / "fievre").glob("*.json") if ".expected" not in p.name)
    if (SHARED / "examples" / "fievre").is_dir() else [])
ENGINE = ROOT / "companion" / "games" / "fievre"


def check_log(data: dict) -> list:
    """Replay `data` action by action, checking the gold identity after each; the full log."""
    rec = record.from_json(data)
    game = record.new_game(rec)
    for index, action in enumerate(rec.actions):
        start = len(game.log)
        game.apply(action)
        new = game.log[start:]
        assert new, f"action {index} ({action}) logged nothing"
        for event in new:
            event.action = index
        assert logged_gold(game.log, game.n) == game.summary()["gold"], f"gold identity broken after action {index} ({action})"
    for event in game.log:
        assert event.kind and all(0 <= seat < game.n for seat in event.seats)
        assert event.gold is None or (len(event.gold) == game.n and any(event.gold))
    assert {e.action for e in game.log if e.action is not None} == set(range(len(rec.actions)))
    return game.log


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 5), seed=st.integers(0, 2**32), start=st.sampled_from([10, 0, 3, 25]),
       short=st.booleans(), companion=st.booleans())
def test_random_games_log_every_coin_and_every_action(players, seed, start, short, companion):
    deck_size = 45 if short and players == 3 else 60
    data = random_record(players, seed, deck_size=deck_size, start_gold=start)
    if companion:    # the sample's dice are the companion's seeded dice: say so (R-5 checks them)
        for action in data["actions"]:
            if "dice" in action:
                action["by"] = "companion"
    log = check_log(data)
    assert any(e.message.key == "fievre.log.roll_companion" for e in log) == companion
    assert log[-1].kind == "end"
    assert sum(1 for e in log if e.heading and e.kind == "turn") == deck_size // players


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_shared_examples_log_every_coin_and_every_action(path):
    check_log(json.loads(path.read_text()))


def test_the_log_of_an_example_matches_the_replay_the_app_and_cli_use():
    if not EXAMPLES:
        pytest.skip("../shared/examples not present")
    rec = record.load(EXAMPLES[0])
    logged = record.replay(rec).log
    assert [e.to_json() for e in logged] == [e.to_json() for e in check_log(json.loads(EXAMPLES[0].read_text()))]


def test_an_auction_split_is_one_payment_per_hop():
    table = Table(4)
    table.reveal(C("red", 3, 1), C("red", 4, 1), C("red", 5, 1), C("red", 6, 1))
    table.auction(winner=0, price=10)      # Ana pays Dev (her right) 10; Dev keeps 5, passes 5 to Cleo...
    hops = [(e.text(), e.gold) for e in table.game.log if e.kind == "payment"]
    assert hops == [("Ana pays Dev 10 gold for the auction", [-10, 0, 0, 10]),
                    ("Dev passes 5 gold on to Cleo", [0, 0, 5, -5]),
                    ("Cleo passes 2 gold on to Ben", [0, 2, -2, 0])]


def test_three_players_the_remainder_goes_to_the_bank():
    table = Table(3)
    table.reveal(C("red", 3, 1), C("red", 4, 1), C("red", 5, 1))
    table.auction(winner=0, price=10)
    texts = [e.text() for e in table.game.log if e.kind == "payment"]
    assert texts[-1] == "Ben gives the remaining 2 gold to the bank"
    assert [e.text("fr") for e in table.game.log if e.kind == "payment"][-1] == "Ben donne les 2 pièces restantes à la banque"


def test_a_roll_shows_each_mine_and_each_saloon_fee_not_a_net_total():
    """Issue 15: Ana's mine paid 2 and she paid Ben's saloon 2 — the log says both."""
    table = Table(3)
    table.turn([C("red", 5, 2), C("blue", 9, 1), C("green", 8, 1)], dice=(1, 1))
    saloon, blue, green = table.reveal(E("saloon"), C("blue", 10, 1), C("green", 10, 1))
    table.auction()
    table.take(blue)                     # Ana
    table.take(saloon)                   # Ben
    table.act("event", player=1, event="saloon", town="red")
    table.take(green)                    # Cleo
    table.roll(2, 3)
    lines = [(e.kind, e.text(), e.gold, e.seats) for e in table.game.log[-2:]]
    assert lines[0] == ("production", "Ana receives 2 gold from Red 5 (2)", [2, 0, 0], (0,))
    assert lines[1] == ("saloon", "Ana pays Ben 2 gold for the saloon in Red (Red 5 (2) produced)", [-2, 2, 0], (0, 1))
    assert announcement(table.game.log[-1].message).get("en") == "Ana → Ben 2 (saloon)"
    assert announcement(table.game.log[-2].message).get("en") == "Ana +2 (Red 5 (2))"
    assert table.game.log[-2].text("fr") == "Ana reçoit 2 pièces de Rouge 5 (2)"


def test_tolls_mayors_and_a_shortfall_are_logged():
    table = Table(3, start_gold=0)
    table.turn([C("red", 3, 1), C("red", 4, 1), C("blue", 5, 1)], order=(0, 2, 1), dice=(1, 1))
    # Ana owns red 3; Cleo took red 4 (Ben took blue 5). Ana takes a second red: mayor of Red
    table.turn([C("red", 6, 1), C("green", 8, 1), C("green", 9, 1)], dice=(1, 1))
    assert any(e.text() == "Ana is now mayor of Red" for e in table.game.log)
    # Ben, with no gold, takes a red concession: a toll of 2 he cannot pay
    table.turn([C("red", 7, 1), C("green", 10, 1), C("green", 11, 1)], order=(1, 0, 2), dice=None)
    shortfall = [e for e in table.game.log if e.kind == "shortfall"]
    assert shortfall and shortfall[-1].gold is None and shortfall[-1].seats == (1, 0)
    assert shortfall[-1].text() == "Ben owed Ana 2 gold (toll) but had only 0"
    assert "(péage)" in shortfall[-1].text("fr")
    check_log({"format": 1, "game": "fievre", "players": ["Ana", "Ben", "Cleo"], "options": {"start_gold": 0},
               "actions": table.actions})


def test_collapse_dynamite_expropriation_and_mayor_loss_are_logged():
    table = Table(3)
    table.turn([C("red", 3, 1), C("red", 4, 1, dangerous=True), C("blue", 5, 1)], order=(1, 0, 2), dice=(6, 6))
    collapsed = [e.text() for e in table.game.log if e.kind == "collapse"]
    assert collapsed == ["Ana's mine Red 4 (1, dangerous) collapses"]
    dynamite, red, green = table.reveal(E("dynamite"), C("red", 6, 1), C("green", 5, 1))
    table.auction(winner=1, price=1)
    table.take(dynamite)                                         # Ben
    table.act("event", player=1, event="dynamite", target=2)     # Cleo's blue 5
    assert table.game.log[-1].text() == "Ben blows up Cleo's Blue 5 (1)" and table.game.log[-1].seats == (1, 2)
    check_log({"format": 1, "game": "fievre", "players": ["Ana", "Ben", "Cleo"], "options": {},
               "actions": table.actions})


def test_every_logged_sentence_exists_in_every_language():
    used = set()
    for path in ENGINE.glob("*.py"):
        text = path.read_text()
        used |= {"fievre.log." + key for key in re.findall(r'line\("([a-z_]+)"[,)]', text)}
        for call in re.findall(r'line\((".*? if .*? else "[a-z_]+")', text):    # line("a" if … else "b", …)
            used |= {"fievre.log." + key for key in re.findall(r'"([a-z_]+)"', call)}
        used |= {"fievre.log." + key for key in re.findall(r'what="([a-z_]+)"', text)}
        used |= set(re.findall(r'"(fievre\.(?:word|refuse)\.[a-z_]+)"', text))
    used |= {f"fievre.log.{reason}" for reason in ("toll", "saloon", "production", "card_shark", "stagecoach")}
    used |= {f"fievre.log.why_{reason}" for reason in ("toll", "saloon", "card_shark", "holdup")}
    assert len(used) > 40
    for lang in LANGUAGES:
        book = catalog(lang)
        missing = sorted(key for key in used if key not in book)
        assert not missing, f"{lang}: {missing}"


def test_the_three_catalogs_have_the_same_keys_and_fields():
    books = {lang: json.loads((ROOT / "assets" / "translations" / lang / "fievre.json").read_text(encoding="utf-8"))
             for lang in ("en", "fr", "de")}
    assert set(books["en"]) == set(books["fr"]) == set(books["de"])
    fields = lambda entry: set(re.findall(r"{(\w+)}", json.dumps(entry)))
    for key, entry in books["en"].items():
        assert fields(books["fr"][key]) == fields(entry) == fields(books["de"][key]), key


def test_every_event_of_a_long_game_words_in_every_language():
    log = check_log(random_record(5, 12345))
    for event in log:
        for lang in ("en", "fr", "de"):
            text = event.text(lang)
            assert text and "{" not in text and not text.startswith("fievre."), (event.kind, lang, text)


def test_start_gold_other_than_ten_is_a_setup_event():
    rec = record.from_json({"format": 1, "game": "fievre", "players": ["Ana", "Ben", "Cleo"],
                            "options": {"start_gold": 25}, "actions": []})
    log = record.replay(rec).log
    assert [(e.action, e.kind, e.gold, e.text()) for e in log] == [(None, "setup", [15, 15, 15], "Each player starts with 25 gold")]


def test_a_payout_preview_leaves_the_log_alone():
    data = random_record(4, 3, actions=12)
    game = record.replay(record.from_json(data))
    before = list(game.log)
    game.payouts([3, 4])
    assert game.log == before
