"""The card sheet's one-pass answers (`choices.card_choices`) agree with the per-card checks
`apply` runs, for every purpose and seat, at every step of random games; a reason is built
only when it is read, in the words `apply` would use."""

import random

from hypothesis import given, settings, strategies as st

from companion.games.aurum import choices
from companion.games.aurum.choices import PURPOSES, Reason, card_choices
from aurum_table_sim import Table, new, run


def per_card(game, purpose: str, seat):
    """The reference: each card through the engine's own check."""
    if purpose == "swap":
        options = game.swap_options(seat)
        return {} if isinstance(options, Exception) else options.cards
    if purpose == "play":
        return game.play_choices(seat)
    if purpose == "aside":
        return game.aside_choices()
    return getattr(game, f"{purpose}_choices")(seat)


def assert_agree(game) -> int:
    compared = 0
    for purpose in PURPOSES:
        for seat in ([None] if purpose == "aside" else range(game.n)):
            expected = per_card(game, purpose, seat)
            found = card_choices(game, purpose, seat)
            assert list(found.cards) == list(expected), (purpose, seat)
            assert found.allowed == {card for card, why in expected.items() if why is None}, (purpose, seat)
            for card, why in expected.items():
                if why is not None:
                    assert found.why(card).message("fr") == why.message("fr")
                    assert found.why(card).rule == why.rule
            compared += len(expected)
    return compared


def checked_game(seed: int, players: int) -> int:
    table = Table(random.Random(seed), players, {"first": seed % players})
    original, compared = table.act, []

    def act_and_compare(action):
        compared.append(assert_agree(table.game))
        original(action)

    table.act = act_and_compare
    table.play_game(max_rounds=3)
    compared.append(assert_agree(table.game))  # the finished game: nothing may be chosen
    assert all(not card_choices(table.game, p, 0).allowed for p in ("bid", "play", "swap"))
    return sum(compared)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.sampled_from([3, 4]))
def test_one_pass_answers_equal_the_per_card_checks_through_random_games(seed, players):
    assert checked_game(seed, players) > 1000


def test_reasons_are_built_only_when_read(monkeypatch):
    game = run(new(4, first=0), ("bid", 0, "Bi3"), ("bid", 1, "Cu9"), ("bid", 2, "P7"), ("bid", 3, "Ag1"),
               ("play", 0, "Bi2"))
    asked = []
    real = type(game).card_refusal
    monkeypatch.setattr(type(game), "card_refusal", lambda self, *a: asked.append(a) or real(self, *a))
    found = game.card_choices("play", 1)
    assert asked == [] and len(found.reasons) == len(found.cards) - len(found.allowed) > 10  # none formatted yet
    assert "Bi5" not in found.allowed and "Cu4" in found.allowed
    assert isinstance(found.why("Bi5"), Reason) and found.why("Cu4") is None
    assert "Bismuth" in found.why("Bi5").message("en") and asked == [("play", 1, "Bi5")]
    found.why("Bi5").message("de")
    assert asked == [("play", 1, "Bi5")]  # built once, then worded in each language


def test_play_for_the_seat_due_and_no_seat_when_none_is():
    game = new(3, first=0)
    assert card_choices(game, "play", None).allowed == frozenset()  # still bidding
    run(game, ("bid", 0, "Bi3"), ("bid", 1, "P9"), ("bid", 2, "Ag7"))
    due, mine = card_choices(game, "play", None), card_choices(game, "play", game.to_act())
    assert (due.cards, due.allowed) == (mine.cards, mine.allowed) and due.allowed
    assert choices.could_hold(game, 0) == set(game.deck)


def test_a_deck_is_put_in_order_once_and_in_the_cards_order():
    """The sheet asks after every action: each game's deck is sorted once, in card order."""
    from companion.games.aurum.deck import card_order
    choices.in_order.cache_clear()
    game = new(4)
    first = choices.shown_cards(game, "bid", 0)
    assert first == tuple(sorted(game.deck, key=card_order))
    assert choices.shown_cards(game, "bid", 1) is first   # the same tuple: not sorted again
    assert choices.in_order.cache_info().misses == 1
