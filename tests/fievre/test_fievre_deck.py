"""The printed deck: 45 concessions with the known distribution, 15 events, codes for every card."""

from collections import Counter

from companion.games.fievre import deck
from companion.games.fievre.cards import parse_card


def test_forty_five_concessions_nine_per_town_two_dangerous():
    assert len(deck.CONCESSIONS) == 45
    assert Counter(c.town for c in deck.CONCESSIONS) == {town: 9 for town in deck.TOWN_IDS}
    assert {(c.town, c.roll, c.nuggets) for c in deck.CONCESSIONS if c.dangerous} == {("green", 7, 6), ("purple", 6, 9)}
    assert sum(c.nuggets for c in deck.CONCESSIONS if c.town == "yellow") == 5 + 4 + 2 + 4 + 2 + 5 + 4 + 7 + 3
    assert all(2 <= c.roll <= 12 for c in deck.CONCESSIONS)


def test_fifteen_events_with_a_second_holdup():
    copies = {e.id: e.copies for e in deck.EVENTS}
    assert sum(copies.values()) == 15 and len(copies) == 11
    assert copies["dynamite"] == 3 and copies["saloon"] == 2 and copies["holdup"] == 2
    assert deck.DECK_SIZE == 60


def test_every_card_code_is_unique_and_reads_back():
    codes = [c.code for c in deck.CONCESSIONS] + [code for e in deck.EVENTS for code in e.codes]
    codes += [m.code for m in deck.MAYORS] + [s.code for s in deck.SALOONS]
    assert len(codes) == len(set(codes)) == 45 + 15 + 5 + 10
    for concession in deck.CONCESSIONS:
        assert deck.card_by_code(concession.code) is concession
        card = parse_card(concession.code)
        assert (card.town, card.roll, card.nuggets, card.dangerous) == (concession.town, concession.roll, concession.nuggets, concession.dangerous)
    assert deck.card_by_code("nope") is None and deck.card_by_code(None) is None


def test_towns_read_in_black_and_white_and_in_three_languages():
    assert len({t.letter for t in deck.TOWNS}) == len({t.shape for t in deck.TOWNS}) == len({t.glyph for t in deck.TOWNS}) == 5
    for town in deck.TOWNS:
        assert town.name.en and town.name.fr and town.name.de
    for event in deck.EVENTS:
        assert event.name.en and event.effect.fr != event.effect.en and event.effect.de != event.effect.en
    assert Counter(s.town for s in deck.SALOONS) == {town: 2 for town in deck.TOWN_IDS}
