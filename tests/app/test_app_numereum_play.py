"""A Numereum game played through the real app, headless, by touch events at widgets."""

from __future__ import annotations


import pytest

from companion import record as records
from companion.app import history, paths, testing
from companion.app.i18n import say

from app_flows import bid, enter_prizes, find, numereum_big_reserve, new_numereum_game, type_reserve


@pytest.fixture
def app():
    made = testing.make_app((800, 480), mode="table", lang="en")
    yield made


def saved():
    return records.load(paths.current_game())


def test_full_short_game_through_the_ui_replays_to_the_same_summary(app):
    new_numereum_game(app, deck_size=8)
    type_reserve(app, 0, ["17", "08"])
    type_reserve(app, 1, ["24", "31"])
    enter_prizes(app, "42", "25")
    assert app.top.name == "numereum"
    bid(app, "B70", "B30")                      # Jules bid lower
    testing.tap(app, "concede:1")
    for index in range(3):                      # Iris: 17 08 25, the 25 is new this round
        testing.tap(app, f"reserve:0:{index}")
    assert "17 + 08 = 25" in app.find("explain:0").label_text(app)
    testing.tap(app, "combine:0")               # no combination left: the round closes by itself,
    #                                             1 card left: no prizes can be drawn
    assert app.top.name == "game-over"          # the game-over opened by itself; back to the table's end
    app.top.back()

    record = saved()
    assert [a["do"] for a in record.actions] == ["reserve", "reserve", "reveal", "bid", "concede", "combine", "close"]
    assert record.players == ["Iris", "Jules"]
    assert record.options["younger"] == 1 and record.options["deck_size"] == 8
    replayed = records.summary(record)
    assert replayed == app.session.summary()
    assert replayed["finished"] and replayed["winners"] == [1] and replayed["reason"] == "pile_exhausted"
    assert replayed["combinations"] == [1, 0]
    assert app.find("again") is not None        # the end screen with its reason
    games = history.finished_games()
    assert len(games) == 1 and games[0]["players"] == ["Iris", "Jules"] and games[0]["winners"] == [1]


def test_a_refused_tap_leaves_the_record_unchanged(app):
    new_numereum_game(app)
    type_reserve(app, 0, ["17", "08"])
    type_reserve(app, 1, ["24", "31"])
    assert app.top.name == "numereum-prizes"
    # 17 lies face up in Iris's reserve: never offered (only the cards still possible are),
    # neither on the first page nor among the others
    assert app.find("value:17") is None and app.find("value:42") is not None
    testing.tap(app, "values:others")
    assert app.find("value:17") is None and app.find("value:42") is None and app.find("value:99") is not None
    testing.tap(app, "values:others")
    before = paths.current_game().read_bytes()
    sheet = app.top
    sheet.chosen = ["42"]
    assert not sheet.on_done(["42", "17"])       # the referee still refuses it if asked
    assert paths.current_game().read_bytes() == before
    assert len(app.session.actions) == 2
    shown = testing.toasts(app)
    assert any("17" in message for message in shown), shown
    assert app.top.name == "numereum-prizes"    # the entry stays open


def test_a_disabled_card_explains_itself_and_changes_nothing(app):
    new_numereum_game(app)
    type_reserve(app, 0, ["17", "08"])
    type_reserve(app, 1, ["24", "31"])
    enter_prizes(app, "42", "25")
    bid(app, "B70", "B30")
    testing.tap(app, "concede:1")
    testing.tap(app, "close")
    enter_prizes(app, "45", "38")
    count = len(app.session.actions)
    widget = app.find("bid:0:B70")              # Iris's 70 was spent in round 1
    assert widget is not None and not widget.enabled
    testing.tap(app, "bid:0:B70")
    assert len(app.session.actions) == count
    assert any("70" in message for message in testing.toasts(app))
    assert app.top.pick == [None, None]


def test_undo_removes_exactly_one_action(app):
    new_numereum_game(app)
    type_reserve(app, 0, ["17", "08"])
    type_reserve(app, 1, ["24", "31"])
    enter_prizes(app, "42", "25")
    bid(app, "B70", "B30")
    before = saved().actions
    assert len(before) == 4
    testing.tap(app, "undo")
    after = saved().actions
    assert after == before[:-1]
    assert any("■70" in message and "■30" in message for message in testing.toasts(app))  # says what went
    assert app.session.game.phase == "bidding"
    testing.tap(app, "undo")
    assert saved().actions == before[:-2]
    assert app.session.game.phase == "prizes"


def test_raise_and_a_second_bid(app):
    new_numereum_game(app)
    type_reserve(app, 0, ["17", "08"])
    type_reserve(app, 1, ["24", "31"])
    enter_prizes(app, "42", "25")
    bid(app, "B70", "B30")
    assert app.find("raise:1") is None            # no Raise button: Jules's second card raises
    testing.tap(app, "bid:1:B50")
    assert app.top.raising and app.top.pick == [None, "B50"]
    testing.tap(app, "bid:0:B20")
    assert saved().actions[-1] == {"do": "raise", "cards": ["B20", "B50"]}
    summary = app.session.summary()
    assert summary["reserve"][0] == ["17", "08", "25"]   # Iris 90 against 80 took the prizes


def test_mouse_copies_of_finger_events_do_not_double_fire(app):
    import pygame
    new_numereum_game(app)                       # Iris's reserve sheet opens by itself
    x, y = testing.centre(app, "value:17")
    width, height = app.window.get_size()
    finger = dict(touch_id=1, finger_id=0, dx=0.0, dy=0.0, pressure=1.0, x=(x + .5) / width, y=(y + .5) / height)
    for event in (pygame.event.Event(pygame.FINGERDOWN, **finger),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=True),
                  pygame.event.Event(pygame.FINGERUP, **finger),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1, touch=True)):
        pygame.event.post(event)
    app.pump()
    assert app.top.chosen == ["17"]
    testing.tap(app, "value:08", mouse=True)    # a real mouse still works
    assert saved().actions[-1] == {"do": "reserve", "player": 0, "cards": ["17", "08"]}


def test_every_combination_held_is_offered_and_made_in_one_tap(app):
    new_numereum_game(app)
    type_reserve(app, 0, ["17", "08"])
    type_reserve(app, 1, ["24", "31"])
    enter_prizes(app, "42", "25")
    bid(app, "B70", "B30")
    testing.tap(app, "concede:1")
    assert app.find("combo:0:0").label_text(app).startswith("17 08 25")
    assert app.find("combo:1:0") is None                  # Jules's reserve holds none
    testing.tap(app, "combo:0:0")
    assert saved().actions[-2] == {"do": "combine", "player": 0, "cards": ["17", "08", "25"]}
    # neither reserve holds a combination now: the rules leave no choice, the round is closed
    assert saved().actions[-1] == {"do": "close"}
    assert app.top.name == "numereum-prizes"
    assert say(app.top.title, "en").startswith("Iris draws 1")
    assert any("closed" in message for message in testing.toasts(app))


def test_language_switch_at_run_time(app):
    testing.tap(app, "settings")
    testing.tap(app, "lang:fr")
    assert app.lang == "fr"
    assert app.find("back").label_text(app) == "‹ Retour"
    testing.tap(app, "lang:de")
    assert app.find("back").label_text(app) == "‹ Zurück"
    # saved for the next start
    again = testing.make_app((800, 480), lang=None)
    assert again.lang == "de"


@pytest.mark.parametrize("size,mode", [((800, 480), "table"), ((800, 480), "wall"), ((720, 1280), "table")])
def test_a_long_reserve_is_shown_in_pages_and_every_card_can_be_reached(app, size, mode):
    from companion.app.session import Session
    from companion.app.tables.numereum import NumereumTable
    session = Session.scratch("numereum", ["Iris", "Jules"], {})
    from companion.app.tables.numereum import long_game_actions
    for action in long_game_actions()[:-1]:
        assert session.submit(action) is None, action
    reserve = session.summary()["reserve"][0]
    assert len(reserve) == 17
    app.settings.mode = mode
    app.window = __import__("pygame").display.set_mode(size)
    app.session = session
    app.push(NumereumTable(app, session))             # shown as resumed: the table first
    assert testing.layout_problems(app) == []
    seen = set()
    for _ in range(12):
        seen |= {w.label_text(app) for w in app.leaves() if (w.id or "").startswith("reserve:0:") and w.id[-1].isdigit()}
        if app.find("reserve:0:more") is None:
            break
        testing.tap(app, "reserve:0:more")
        assert testing.layout_problems(app) == []
    assert seen == set(reserve)


def test_a_long_reserve_shows_its_newest_cards_first(app):
    from companion.app.session import Session
    from companion.app.tables.numereum import NumereumTable, long_game_actions
    session = Session.scratch("numereum", ["Iris", "Jules"], {})
    for action in long_game_actions()[:-1]:
        assert session.submit(action) is None, action
    reserve = session.summary()["reserve"][0]
    app.session = session
    app.push(NumereumTable(app, session))
    testing.widget(app, "reserve:0:more")              # a long reserve: in pages
    shown = [w.id for w in app.leaves() if (w.id or "").startswith("reserve:0:") and w.id[-1].isdigit()]
    assert f"reserve:0:{len(reserve) - 1}" in shown     # the newest card, not hidden behind "+n"


def test_a_card_drawn_after_a_combination_is_bid_from_the_sheet(app):
    from companion.app.tables.numereum import NumereumTable, sample_session
    app.session = sample_session(3, saved=True)          # round 1: every hand is known
    app.push(NumereumTable(app, app.session))
    assert not testing.widget(app, "bid:1:other").enabled
    testing.tap(app, "bid:1:other")
    assert any("known" in message for message in testing.toasts(app))
    app.go_home()
    app.session = sample_session(12, saved=True)         # round 2 closed: Iris drew one unseen card
    app.push(NumereumTable(app, app.session))
    enter_prizes(app, "12", "34")
    assert app.top.name == "numereum-bid" and app.top.seat == 0   # her sheet opened by itself
    assert find(app, "value:17") is None                  # 17 is combined already: not offered
    assert find(app, "value:B70") is None and find(app, "value:B80") is not None   # her basic cards left too
    testing.tap(app, "value:67")
    assert app.stack[-2].pick[0] == "67"
    assert app.top.name == "numereum-bid" and app.top.seat == 1   # Jules drew one too: his sheet is next
    testing.tap(app, "value:B60")
    assert saved().actions[-1] == {"do": "bid", "cards": ["67", "B60"]}
    # Jules, lower, may raise with his unseen card: his sheet opens again, with Concede on it
    assert app.top.name == "numereum-bid" and app.top.seat == 1 and find(app, "value:B40") is not None
    testing.tap(app, "concede:1")
    assert {"do": "concede"} in saved().actions[-2:] and app.top.name != "numereum-bid"
    assert "67" in app.session.summary()["reserve"][0]     # a bid numbered card joins its bidder's reserve


def test_every_combination_of_a_big_reserve_is_offered(app):
    """A reserve full of combinations: the offers page through all of them."""
    from companion.app.tables.numereum import NumereumTable
    session = numereum_big_reserve()
    assert session.summary()["reserve"][0] == ["01", "02", "03", "05", "04"]
    expected = {tuple(c.cards) for c in session.game.valid_combinations(0)}
    assert len(expected) == 6                             # more than one row of the hint holds
    app.session = session
    app.push(NumereumTable(app, session))
    testing.widget(app, "combo:0:0")
    found = set()
    for _ in range(len(expected) + 1):
        for widget in app.leaves():
            if (widget.id or "").startswith("combo:0:") and widget.id.split(":")[-1].isdigit():
                found.add(tuple(widget.label_text(app).replace(" ★★", "").split()))
        if app.find("combo:0:more") is None:
            break
        testing.tap(app, "combo:0:more")
    assert found == expected
    assert testing.layout_problems(app) == []


def test_two_players_tapping_at_the_same_moment_both_count(app):
    import pygame
    from companion.app.tables.numereum import NumereumTable, sample_session
    app.session = sample_session(3, saved=True)
    app.push(NumereumTable(app, app.session))
    width, height = app.window.get_size()

    def finger(kind, finger_id, target):
        x, y = testing.centre(app, target)
        return pygame.event.Event(kind, touch_id=1, finger_id=finger_id, dx=0.0, dy=0.0, pressure=1.0,
                                  x=(x + .5) / width, y=(y + .5) / height)

    events = [finger(pygame.FINGERDOWN, 0, "bid:0:B70"), finger(pygame.FINGERDOWN, 1, "bid:1:B30"),
              finger(pygame.FINGERUP, 0, "bid:0:B70"), finger(pygame.FINGERUP, 1, "bid:1:B30")]
    for event in events:
        pygame.event.post(event)
    app.pump()
    assert saved().actions[-1] == {"do": "bid", "cards": ["B70", "B30"]}


def test_a_card_known_elsewhere_is_not_offered_for_a_reserve(app):
    new_numereum_game(app)
    type_reserve(app, 0, ["17", "08"])
    assert app.top.name == "numereum-reserve" and app.top.seat == 1   # Jules's opened by itself
    assert app.find("value:17") is None                 # 800×480: only the possible cards
    testing.tap(app, "value:24")
    assert not app.find("value:24").enabled and app.top.chosen == ["24"]
    testing.tap(app, "value:31")
    assert saved().actions[-1] == {"do": "reserve", "player": 1, "cards": ["24", "31"]}


def test_the_same_card_twice_cannot_be_picked_and_the_first_is_kept(app):
    new_numereum_game(app)
    testing.tap(app, "value:17")
    assert app.top.chosen == ["17"]
    testing.tap(app, "value:17")                        # typed again as the second card: refused at once
    assert app.top.chosen == ["17"] and app.top.name == "numereum-reserve"
    assert any("17" in message for message in testing.toasts(app))
    assert not app.session.actions
    testing.tap(app, "slot:0")                          # the chosen card, tapped, is given back
    assert app.top.chosen == [] and app.find("value:17").enabled
    testing.tap_all(app, "value:17", "value:08")
    assert saved().actions[-1] == {"do": "reserve", "player": 0, "cards": ["17", "08"]}


def test_the_header_says_the_new_round_as_soon_as_the_old_one_ended(app):
    new_numereum_game(app)
    type_reserve(app, 0, ["17", "08"])
    type_reserve(app, 1, ["24", "31"])
    assert app.top.name == "numereum-prizes"   # what the table does next opens by itself
    testing.tap(app, "cancel")
    assert testing.widget(app, "round").label_text(app) == "Round 1"
    enter_prizes(app, "42", "25")
    bid(app, "B70", "B30")
    testing.tap(app, "concede:1")
    testing.tap(app, "close")
    assert app.session.game.phase == "prizes" and app.top.name == "numereum-prizes"
    testing.tap(app, "cancel")
    assert testing.widget(app, "round").label_text(app) == "Round 2"


def test_after_combine_the_seat_is_told_how_many_cards_to_draw(app):
    new_numereum_game(app)
    type_reserve(app, 0, ["17", "08"])
    type_reserve(app, 1, ["24", "31"])
    enter_prizes(app, "42", "25")
    bid(app, "B70", "B30")
    testing.tap(app, "concede:1")
    for index in range(3):                      # Iris: 17 08 25
        testing.tap(app, f"reserve:0:{index}")
    testing.tap(app, "combine:0")
    assert [a["do"] for a in app.session.actions[-2:]] == ["combine", "close"]   # nothing left to combine
    assert any("Iris: draw 1 card" in words for words in testing.toasts(app))  # with the round's scores
    assert app.top.name == "numereum-prizes"           # over the panels: the sheet says it again
    assert say(app.top.title, "en").startswith("Iris draws 1")


@pytest.mark.parametrize("size,mode", [((800, 480), "table"), ((720, 1280), "table"), ((1280, 800), "wall")])
def test_every_card_a_player_may_bid_can_be_reached(app, size, mode):
    """Long games: many known cards in hand; the bid picker never hides one for good."""
    import pygame
    from companion.app.session import Session
    from companion.app.tables.numereum import NumereumTable, long_game_actions
    session = Session.scratch("numereum", ["Iris", "Jules"], {})
    for action in long_game_actions():
        assert session.submit(action) is None
    app.settings.mode = mode
    app.window = pygame.display.set_mode(size)
    app.session = session
    app.push(NumereumTable(app, session))
    legal = set(session.game.legal_bid_cards(0))
    seen = set()
    for _ in range(6):
        assert testing.layout_problems(app) == []
        seen |= {w.id.split(":")[2] for w in app.leaves() if (w.id or "").startswith("bid:0:") and w.enabled}
        if app.find("bid:0:more") is None:
            break
        testing.tap(app, "bid:0:more")
    assert legal <= seen


def _until_a_forced_concede():
    """A game played on (Iris bids her highest card, Jules his lowest, the lower one concedes)
    up to the first bid after which the lower bidder may not raise because a hand is empty:
    (the session before that bid, the bid's cards)."""
    from companion.app.session import Session
    from companion.games.numereum.deck import value_of

    def replay(actions):
        session = Session.scratch("numereum", ["Iris", "Jules"], {})
        for action in actions:
            assert session.submit(action) is None, action
        return session
    actions = [{"do": "reserve", "player": 0, "cards": ["01", "02"]}, {"do": "reserve", "player": 1, "cards": ["03", "04"]}]
    prizes = iter(f"{value:02d}" for value in range(10, 100))
    for _ in range(40):
        actions.append({"do": "reveal", "cards": [next(prizes), next(prizes)]})
        game = replay(actions).game
        cards = [max(game.legal_bid_cards(0), key=value_of), min(game.legal_bid_cards(1), key=value_of)]
        trial = replay(actions + [{"do": "bid", "cards": cards}]).game
        if trial.phase == "pending" and not trial.can_raise():
            return replay(actions), cards
        actions.append({"do": "bid", "cards": cards})
        actions += [{"do": "concede"}] * (trial.phase == "pending") + [{"do": "close"}]
    raise AssertionError("no forced concede found")


def test_a_concede_the_rules_force_is_recorded_by_itself_and_said(app):
    from companion.app.tables.numereum import NumereumTable
    session, cards = _until_a_forced_concede()
    app.session = session
    app.push(NumereumTable(app, session))
    before = len(session.actions)
    testing.tap_all(app, f"bid:0:{cards[0]}", f"bid:1:{cards[1]}")
    assert [a["do"] for a in session.actions[before:before + 2]] == ["bid", "concede"]  # one tap per seat, no more
    assert any("cannot raise" in message for message in testing.toasts(app))


def facing(scene) -> int:
    """How a modal sheet is turned (upright: no turned box)."""
    return scene.sheet.angle if scene.sheet is not None else 0


def test_each_sheet_faces_the_seat_entering_on_it(app):
    from companion.app.tables.numereum import NumereumTable, sample_session
    new_numereum_game(app)                                        # table mode: Iris bottom, Jules top
    testing.tap(app, "cancel")                                    # put away: the table stays as it is
    table = app.top
    assert table.name == "numereum"
    for seat in (0, 1):
        testing.tap(app, f"reserve-open:{seat}")
        testing.widget(app, "value:54")
        assert facing(app.top) == table.panels[seat].angle          # turned as that seat's panel
        testing.tap(app, "cancel")
        assert app.top is table
    app.go_home()
    app.session = sample_session(13, saved=True)                  # Iris has an unseen card to bid
    app.push(NumereumTable(app, app.session))
    table = app.top
    testing.tap(app, "bid:0:other")
    assert facing(app.top) == table.panels[0].angle == 0
    testing.tap(app, "cancel")
    table.enter_prizes()                                          # the prizes face the younger player
    testing.widget(app, "cancel")
    assert facing(app.top) == table.panels[app.session.game.younger].angle == 180


def test_cards_are_drawn_as_printed():
    from companion.app.tables.numereum_look import card_face, underlined
    assert card_face("B70") == "■70" and card_face("07") == "07"
    assert underlined("68") and underlined("91") and underlined("06")
    assert not underlined("69") and not underlined("88") and not underlined("B60") and not underlined("42")


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
def test_a_13_card_reserve_in_a_narrow_panel_gets_a_row_of_its_own(app, size):
    """Issue 14: wall mode showed two of 13 reserve cards and "›" over an empty band."""
    import pygame
    from companion.app.session import Session
    from companion.app.tables.numereum import NumereumTable, long_game_actions
    session = Session.scratch("numereum", ["Iris", "Jules"], {})
    actions = long_game_actions()
    for action in actions[:26] + [{"do": "reveal", "cards": ["61", "62"]}]:  # six rounds won: 13 cards
        assert session.submit(action) is None, action
    assert len(session.summary()["reserve"][0]) == 13
    app.settings.mode = "wall"
    app.window = pygame.display.set_mode(size)
    app.session = session
    app.push(NumereumTable(app, session))
    app.render()
    shown = [w for w in app.leaves() if (w.id or "").startswith("reserve:0:") and w.id[-1].isdigit()]
    assert len(shown) >= 5 and "reserve:0:12" in [w.id for w in shown]
    assert testing.layout_problems(app, allow=()) == []
