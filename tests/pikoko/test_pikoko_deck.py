"""The Pikoko deck: which cards exist at each table size, and what each card shows."""

from companion.games.pikoko import deck


def test_deck_sizes_by_player_count():
    assert len(deck.cards(5)) == 47
    assert len(deck.cards(4)) == 39
    assert len(deck.cards(3)) == 29
    for players in (3, 4, 5):
        assert len(set(deck.cards(players))) == len(deck.cards(players))


def test_four_players_drop_tens_and_elevens_three_players_drop_eight_to_eleven():
    assert max(deck.number_of(c) for c in deck.cards(4)) == 9
    assert "M10" not in deck.cards(4) and "B11" not in deck.cards(4) and "B9" in deck.cards(4)
    assert max(deck.number_of(c) for c in deck.cards(3)) == 7
    assert "R8" not in deck.cards(3) and "M7" in deck.cards(3)


def test_multicoloured_feathers_replace_three_colours_of_their_number():
    assert not any(deck.is_code(c) for c in ("R1", "P1", "Y1", "B4", "W4", "Y4", "P7", "W7", "R7", "B10", "W10", "R10"))
    assert all(deck.is_code(c) for c in ("W1", "B1", "R4", "P4", "Y7", "B7", "Y10", "P10"))
    assert deck.colours_of("M4") == ("blue", "white", "yellow")
    assert deck.colours_of("M10") == ("blue", "white", "red")
    # each number/colour pair exists exactly once, counting the colours a multicoloured card shows
    pairs = [(deck.number_of(c), colour) for c in deck.cards(5) for colour in deck.colours_of(c)]
    assert len(pairs) == len(set(pairs)) == 55


def test_codes_colours_and_numbers():
    assert deck.colours_of("B11") == ("blue",) and deck.number_of("B11") == 11
    assert deck.colours_of("W3") == ("white",)
    assert not deck.is_code("R12") and not deck.is_code("M2") and not deck.is_code(5) and not deck.is_code("r5")
    assert deck.code("pink", 6) == "P6"


def test_colours_have_letters_names_and_print_symbols():
    assert [c.letter for c in deck.COLOURS.values()] == ["R", "Y", "P", "W", "B"]
    assert deck.COLOURS["white"].text.fr == "Blanc" and deck.COLOURS["blue"].text.de == "Blau"
    symbols = [c.symbol for c in deck.COLOURS.values()] + [deck.MULTI_SYMBOL, deck.NO_CONFIDENCE_SYMBOL]
    assert len(set(symbols)) == len(symbols)  # black-and-white print still tells them apart
    assert deck.CONFIDENCE_KINDS == ("red", "yellow", "pink", "white", "blue", "none")
