"""What a card from the pile or a hidden hand may still be (R-1, R-6): the values the app's
sheets offer, remembered per state."""

from companion.games.numereum import OPTIONS, new_game
from companion.games.numereum.deck import NON_BASIC_CODES
from companion.options import resolve


def game(*actions, **options):
    g = new_game(["Iris", "Jules"], resolve(OPTIONS, options, 2, "Numereum"))
    for action in actions:
        g.apply(action)
    return g


SETUP = [{"do": "reserve", "player": 0, "cards": ["17", "08"]}, {"do": "reserve", "player": 1, "cards": ["24", "31"]}]


def test_every_value_is_unseen_at_first_and_each_card_shown_leaves():
    assert game().unseen_values() == tuple(f"{v:02d}" for v in range(100))
    g = game(*SETUP, {"do": "reveal", "cards": ["42", "25"]})
    unseen = g.unseen_values()
    assert len(unseen) == 94 and not {"17", "08", "24", "31", "42", "25"} & set(unseen)
    assert list(unseen) == sorted(unseen)


def test_every_unseen_value_is_accepted_and_every_other_refused():
    g = game(*SETUP)
    unseen = set(g.unseen_values())
    for value in (f"{v:02d}" for v in range(100)):
        partner = "99" if value != "99" else "98"
        refused = g.why_not({"do": "reveal", "cards": [value, partner]}) is not None
        assert refused == (value not in unseen), value


def test_an_undone_action_gives_its_values_back_and_the_answer_follows_the_state():
    g = game(*SETUP)
    before = g.unseen_values()
    assert g.unseen_values() is before                  # remembered while the state stands
    g.apply({"do": "reveal", "cards": ["42", "25"]})
    assert "42" not in g.unseen_values() and "42" in before
    assert g.why_not({"do": "bid", "cards": ["B70", "B30"]}) is None
    assert "42" not in g.unseen_values()                # a trial changes nothing


def test_a_listed_home_made_deck_gives_its_values_and_copies():
    g = game(deck=[5, 5, 7, 12, 40, 41, 93])
    assert g.deck_values() == ("05", "07", "12", "40", "41", "93")
    assert g.unseen_values() == ("05", "07", "12", "40", "41", "93")
    g.apply({"do": "reserve", "player": 0, "cards": ["05", "07"]})
    assert g.unseen_values() == ("05", "12", "40", "41", "93") and g.unseen_copies("05") == 1
    assert g.unseen_copies("07") == 0 and g.unseen_copies("B70") == 0


def test_without_a_listed_deck_the_printed_list_is_the_likely_one():
    assert game().deck_values() == tuple(NON_BASIC_CODES) and len(NON_BASIC_CODES) == 54
