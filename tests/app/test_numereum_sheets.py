"""Numereum's sheets of values (issues 14 and 16): one tap per card, opened by themselves,
the values still possible on one page, and a rebuild that asks the referee almost nothing."""

from __future__ import annotations

import json

import pytest

from companion.app import testing
from companion.app.session import Session
from companion.app.tables.numereum import NumereumTable, sample_session
from companion.app.tables.numereum_sheet import first_page
from companion.games.numereum.deck import NON_BASIC_CODES
from support import ROOT

from app_flows import find, new_numereum_game, play_record


@pytest.fixture
def app():
    return testing.make_app((800, 480), mode="table", lang="en", resume=False)


def shown_values(app) -> list[str]:
    if app.needs_build:
        app.render()
    return [w.id.split(":")[1] for w in app.leaves() if (w.id or "").startswith("value:")]


def open_table(app, session):
    app.session = session
    app.push(NumereumTable(app, session))
    app.render()


def test_the_first_page_holds_every_value_when_they_fit_else_the_likely_ones_first():
    values = [f"{v:02d}" for v in range(100)]
    shown, rest = first_page(["B10"], values[:50], {"07"}, room=60)
    assert shown == ["B10"] + values[:50] and rest == []
    shown, rest = first_page([], values, {"97", "98", "99"}, room=10)
    assert shown == values[:7] + ["97", "98", "99"] and rest == values[7:97]   # in order, likely ones kept
    shown, rest = first_page([], values, set(values), room=10)
    assert len(shown) == 10 and len(rest) == 90 and set(shown).isdisjoint(rest)


def test_each_entry_opens_by_itself_one_after_the_other(app):
    new_numereum_game(app)
    assert app.top.name == "numereum-reserve" and app.top.seat == 0
    testing.tap_all(app, "value:17", "value:08")
    assert app.top.name == "numereum-reserve" and app.top.seat == 1     # no "enter my reserve" tap
    testing.tap_all(app, "value:24", "value:31")
    assert app.top.name == "numereum-prizes"
    assert [a["do"] for a in app.session.actions] == ["reserve", "reserve"]


def test_a_sheet_put_away_stays_away_until_asked_for(app):
    new_numereum_game(app)
    testing.tap(app, "cancel")
    assert app.top.name == "numereum"
    testing.tap(app, "undo")                           # nothing to undo: the table stays, no sheet pops up
    assert app.top.name == "numereum"
    testing.tap(app, "reserve-open:1")                 # either seat may enter first
    assert app.top.name == "numereum-reserve" and app.top.seat == 1
    testing.tap(app, "cancel")
    assert app.top.name == "numereum"                  # put away again: it does not come back by itself
    testing.tap(app, "reserve-open:1")
    testing.tap_all(app, "value:24", "value:31")
    assert app.top.name == "numereum-reserve" and app.top.seat == 0   # the record moved on: Iris's is next
    testing.tap_all(app, "value:17", "value:08")
    assert app.top.name == "numereum-prizes"


def test_a_value_off_the_printed_deck_is_one_tap_away_and_each_card_one_tap(app):
    new_numereum_game(app)
    values = shown_values(app)
    assert set(NON_BASIC_CODES) <= set(values)          # the whole printed deck on the first page
    assert len(values) < 100 and values == sorted(values)
    off = next(f"{v:02d}" for v in range(100) if f"{v:02d}" not in values)
    testing.tap(app, "values:others")
    assert off in shown_values(app) and not set(NON_BASIC_CODES) & set(shown_values(app))
    testing.tap(app, f"value:{off}")
    assert app.top.chosen == [off] and "values:others" in [w.id for w in app.leaves()]
    assert "17" in shown_values(app)                    # back on the first page for the second card
    testing.tap(app, "value:17")
    assert app.session.actions[-1] == {"do": "reserve", "player": 0, "cards": [off, "17"]}


def rounds_until(enough) -> Session:
    """Rounds of new prizes (10 11, 12 13 …): Iris bids her highest card, Jules his lowest, the
    lower one concedes; until `enough(game)` holds before a reveal."""
    from companion.games.numereum.deck import value_of
    session = Session.scratch("numereum", ["Iris", "Jules"], {})
    for action in ({"do": "reserve", "player": 0, "cards": ["01", "02"]}, {"do": "reserve", "player": 1, "cards": ["03", "04"]}):
        assert session.submit(action) is None
    prize = 10
    while not enough(session.game):
        game = session.game
        assert session.submit({"do": "reveal", "cards": [f"{prize:02d}", f"{prize + 1:02d}"]}) is None
        prize += 2
        cards = [max(game.legal_bid_cards(0), key=value_of), min(game.legal_bid_cards(1), key=value_of)]
        assert session.submit({"do": "bid", "cards": cards}) is None
        for verb in ("concede", "close"):
            if verb in session.game.legal_verbs():
                assert session.submit({"do": verb}) is None
    return session


def test_once_every_value_still_possible_fits_there_is_no_other_page(app):
    session = rounds_until(lambda game: len(game.unseen_values()) <= 66)
    open_table(app, session)
    testing.tap(app, "prizes")
    assert shown_values(app) == list(session.game.unseen_values())   # every one, none left out
    assert find(app, "values:others") is None


def test_a_listed_home_made_deck_is_the_sheet(app):
    deck = [5, 7, 12, 13, 40, 41, 57, 61, 68, 93]
    app.session = Session.start("numereum", ["Iris", "Jules"], {"deck": deck})
    app.open_session()
    assert app.top.name == "numereum-reserve"
    assert shown_values(app) == [f"{v:02d}" for v in deck]
    testing.tap_all(app, "value:57", "value:61")
    assert shown_values(app) == ["05", "07", "12", "13", "40", "41", "68", "93"]


def test_a_rebuild_asks_the_referee_about_the_chosen_card_only(app, monkeypatch):
    """Issue 16: each rebuild of a sheet asked the referee about every value (~100 why_not)."""
    from companion.games.numereum.game import Numereum
    new_numereum_game(app)
    asked = []
    real = Numereum.why_not
    monkeypatch.setattr(Numereum, "why_not", lambda self, action: asked.append(action) or real(self, action))
    app.invalidate()
    app.render()
    assert asked == []                                 # nothing chosen: every value shown is possible
    testing.tap(app, "value:17")
    assert asked == [{"do": "reserve", "player": 0, "cards": ["17", "17"]}]   # the same again: refused
    assert not testing.widget(app, "value:17").enabled
    cards = [w for w in app.leaves() if (w.id or "").startswith("value:")]
    app.invalidate()
    app.render()                                       # nothing changed: the same cards, nothing asked
    assert [w for w in app.leaves() if (w.id or "").startswith("value:")] == cards and len(asked) == 1


def test_the_bid_sheet_holds_every_card_the_seat_may_bid(app):
    open_table(app, sample_session(13))                # round 3: Iris drew an unseen card
    testing.tap(app, "bid:0:other")
    sheet = app.top
    assert sheet.name == "numereum-bid" and sheet.seat == 0
    values = shown_values(app)
    legal = app.session.game.legal_bid_cards(0)
    assert values[:len(legal)] == legal                 # her basic and known cards first
    assert set(values[len(legal):]) <= set(app.session.game.unseen_values())
    assert find(app, "concede:0") is None               # not the lower bidder's choice


def test_the_project_example_is_entered_at_one_tap_per_card(app):
    """The information floor: one tap per card named (2 per reserve, reveal, bid, raise), one per
    concede, combination or close a table chooses, no tab, no opening, no confirming tap."""
    record = json.loads((ROOT / "examples" / "numereum-2p.json").read_text())
    per_action = []
    with testing.counting_taps() as counter:
        def tally(index, action):
            per_action.append((action["do"], counter.since_last()))
        play_record(app, "numereum", record["players"], record["options"], record["actions"], on_action=tally)
    floor = {"reserve": 2, "reveal": 2, "bid": 2, "raise": 2, "concede": 1, "combine": 1, "close": 1}
    assert all(count in (0, floor[verb]) for verb, count in per_action), per_action   # 0: recorded by itself
    assert sum(count for _, count in per_action) <= sum(floor[verb] for verb, _ in per_action)


def test_a_hand_too_long_for_its_panel_bids_on_its_sheet(app):
    """Wall mode at 800×480: a seat panel shows six bid cards at touch size; a hand of eleven
    is entered on the seat's sheet (one tap) rather than turned through pages."""
    import pygame
    app.settings.mode = "wall"
    app.window = pygame.display.set_mode((800, 480))
    open_table(app, sample_session(2))                 # the reserves in: the prizes are next
    testing.tap(app, "prizes")
    testing.tap_all(app, "value:42", "value:25")
    assert app.top.name == "numereum-bid" and app.top.seat == 0
    assert shown_values(app) == app.session.game.legal_bid_cards(0)   # her cards only: her hand is all known
    assert find(app, "values:others") is None
    testing.tap(app, "value:B70")
    assert app.top.name == "numereum-bid" and app.top.seat == 1
    testing.tap(app, "value:B30")
    assert app.session.actions[-1] == {"do": "bid", "cards": ["B70", "B30"]}
    assert app.top.name == "numereum-bid" and app.top.seat == 1 and find(app, "concede:1") is not None
    testing.tap(app, "value:B50")                      # Jules raises on his sheet; Iris's opens next
    assert app.top.name == "numereum-bid" and app.top.seat == 0
    testing.tap(app, "value:B20")
    assert app.session.actions[-1] == {"do": "raise", "cards": ["B20", "B50"]}
    assert testing.layout_problems(app, allow=()) == []
