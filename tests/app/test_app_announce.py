"""Announcements: a tap's consequences (the referee's own events in `game.log`) shown at once,
short, to the seats they concern — facing them in table mode, upright in wall mode."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion import record as records
from companion.app import announce, tables, testing
from companion.app.i18n import say
from companion.app.session import Session
from companion.gamelog import Event
from companion.text import Message

from app_flows import aurum_action, fievre_action, numereum_action, pikoko_action

TAPS = {"aurum": aurum_action, "fievre": fievre_action, "numereum": numereum_action, "pikoko": pikoko_action}

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture
def make():

    def made(example: str, played: int, mode: str = "table", lang: str = "en"):
        """An app showing the table of `example` after its first `played` actions; and the next one."""
        app = testing.make_app((800, 480), mode=mode, lang=lang, resume=False)
        full = records.load(EXAMPLES / example)
        record = records.Record(full.game, full.players, full.options, full.actions[:played], dict(full.extra))
        app.session = Session(record, None)
        app.push(tables.get(full.game).play(app, app.session))
        app.render()
        return app, full.actions[played]
    return made


def tap_action(app, action, physical=None):
    """The taps a player makes for `action` on the table shown."""
    if physical is None:
        TAPS[app.session.record.game](app, action)
    else:
        fievre_action(app, action, physical=physical)


def shown(app) -> dict:
    """{place: words} of the announcements on screen: a seat number, or None for the middle."""
    return {(int(t.panel.id.split(":")[1]) if t.panel is not None else None): say(t.message, app.lang)
            for t in app.toasts if t.passing}


def angles(app) -> dict:
    """{panel id: its angle} on the game screen (under any picker still open over it)."""
    table = next(scene for scene in reversed(app.stack) if getattr(scene, "panels", None))
    return {panel.id: panel.angle for panel in table.panels}


def facing(app) -> dict:
    """{seat: angle its announcement is drawn at}."""
    return {int(t.panel.id.split(":")[1]): t.panel.angle for t in app.toasts if t.passing and t.panel is not None}


# -- La Fièvre de l'Or, through real taps -------------------------------------------------------

def test_the_auction_payments_face_each_seat_they_concern(make):
    app, action = make("fievre-4p.json", 6)      # Ana bid 10, Ben is the last to pass
    assert action == {"do": "pass", "player": 1}
    tap_action(app, action)
    assert shown(app) == {
        0: "Ana wins the auction for 10 gold · Ana → Dev 10",
        3: "Ana → Dev 10 · Dev → Cleo 5",
        2: "Dev → Cleo 5 · Cleo → Ben 2",
        1: "Cleo → Ben 2",
    }
    panels = angles(app)
    assert facing(app) == {seat: panels[f"seat:{seat}"] for seat in range(4)}
    assert sorted(set(facing(app).values())) == [0, 90, 180, 270]   # every side of the table reads its own


def test_production_and_the_saloon_fee_are_announced_after_the_roll(make):
    app, action = make("fievre-4p.json", 26)
    assert action["do"] == "roll"
    tap_action(app, action, physical=True)
    assert shown(app) == {2: "Cleo +4 (Red 8 (4)) · Cleo → Ben 2 (saloon)", 1: "Cleo → Ben 2 (saloon)"}


def test_a_new_mayor_is_told_and_a_plain_bid_announces_nothing(make):
    app, action = make("fievre-4p.json", 21)     # Cleo takes Red 8: the first mine in Red
    tap_action(app, action)
    assert shown(app) == {2: "Cleo is now mayor of Red"}
    app, action = make("fievre-4p.json", 3)      # Ana bids 5: nothing else happens
    tap_action(app, action)
    assert shown(app) == {}


def test_in_wall_mode_they_stand_upright_and_in_french_they_are_french(make):
    app, action = make("fievre-4p.json", 6, mode="wall", lang="fr")
    tap_action(app, action)
    assert set(shown(app)) == {0, 1, 2, 3}
    assert set(facing(app).values()) == {0}
    won, paid = app.session.game.log[-4:-2]     # Ana wins the auction, Ana pays Dev
    assert shown(app)[0] == f"{say(won.message, 'fr')} · {say(announce.short(paid.message), 'fr')}"
    assert shown(app)[0] != f"{say(won.message, 'en')} · {say(announce.short(paid.message), 'en')}"


def test_they_vanish_at_the_next_tap_or_after_a_few_seconds(make):
    app, action = make("fievre-4p.json", 6)
    tap_action(app, action)
    assert shown(app)
    wake = app.next_wakeup()
    assert wake is not None and wake <= announce.ANNOUNCE_MS + 1   # the toast timer, not a poll
    tap_action(app, records.load(EXAMPLES / "fievre-4p.json").actions[7])                  # Ana takes her card: the payments were read
    assert shown(app) == {}
    app, action = make("fievre-4p.json", 6)
    tap_action(app, action)
    for toast in app.toasts:
        toast.until = 0                          # the seconds pass
    app.step()
    assert app.toasts == [] and app.next_wakeup() is None


def test_a_refused_tap_leaves_the_announcements_and_the_log_as_they_were(make):
    app, action = make("fievre-4p.json", 6)
    tap_action(app, action)
    logged = len(app.session.game.log)
    before = shown(app)
    assert not app.submit({"do": "take", "player": 3, "card": 0})   # not Dev's turn to take
    assert len(app.session.game.log) == logged
    assert {seat: words for seat, words in shown(app).items()} == before


def test_undo_takes_the_announcements_away_and_says_what_went(make):
    app, action = make("fievre-4p.json", 6)
    tap_action(app, action)
    testing.tap(app, "undo")
    assert shown(app) == {}
    assert any("Ben pass" in words for words in testing.toasts(app))


def test_the_frame_names_each_action_in_the_game_logs_words(make):
    from companion.app.scenes.game import GameScene
    app, _ = make("aurum-4p.json", 9)
    plain = GameScene(app, app.session)              # a table that gives no words of its own
    lines = [say(line, "fr") for line in plain.log_lines()]
    assert len(lines) == 9 and lines[8] == "Ben joue Zinc 1"


# -- Aurum, Numereum, Pikoko: the same mechanism, their engines' events ------------------------

def test_aurum_the_trick_winner_and_the_gold_taken(make):
    app, action = make("aurum-4p.json", 8)       # Ben plays Zinc 1, the last card of trick 1
    tap_action(app, action)
    assert app.session.actions[-1] == action
    assert shown(app) == {2: "Cleo wins trick 1", 1: "Ben takes Gold 1"}
    panels = angles(app)
    assert facing(app) == {2: panels["seat:2"], 1: panels["seat:1"]} and facing(app)[2] != facing(app)[1]


def test_aurum_no_gold_and_the_gold_back_for_everyone_in_every_panel(make):
    app, action = make("aurum-3p.json", 24, lang="de")
    tap_action(app, action)
    back = "Zurück in den Vorrat: Gold 2"
    assert shown(app) == {0: f"Ana gewinnt Stich 6 · {back}", 1: back,
                          2: f"Cleo: kein Gold (Gold 8 ist nicht im Vorrat) · {back}"}
    app, action = make("aurum-3p.json", 24, mode="wall", lang="de")   # on a wall: once, in the middle
    tap_action(app, action)
    assert shown(app)[None] == back and set(shown(app)) == {0, 2, None}


@pytest.mark.parametrize("example", ["fievre-3p.json", "fievre-4p.json", "fievre-5p.json"])
def test_news_for_everyone_faces_every_side_in_table_mode(make, example):
    app, _ = make(example, 0)
    seats = len(app.session.players)

    class Told:   # a game whose last tap added its own line and one event for everyone
        log = [event("common.ok", (0,)), event("applog.more", (), n=3)]

    shown_now = announce.announce(app, Told, 0)
    everyone = say(Message("applog.more", n=3), "en")
    assert set(shown_now) == set(range(seats))                       # nothing upright in the middle
    assert all(words == everyone for words in shown(app).values())
    panels = angles(app)
    assert facing(app) == {seat: panels[f"seat:{seat}"] for seat in range(seats)}
    assert {0, 90, 270} <= set(facing(app).values())                 # the side seats too
    app.render()
    centre = next(scene for scene in reversed(app.stack) if getattr(scene, "panels", None)).frame.center
    for toast in app.toasts:
        assert toast.panel.screen_rect().contains(toast.rect) and not toast.rect.colliderect(centre)


def test_numereum_the_cards_to_draw_after_a_combination_and_the_prizes_won(make):
    app, action = make("numereum-2p.json", 36)   # Iris combines 43, 13, 56
    assert app.submit(action)                    # the hook itself (the table adds its own reminder)
    assert shown(app) == {0: "Iris draws 1 card"}
    app, action = make("numereum-2p.json", 4, lang="fr")    # Jules raises over Iris and wins
    assert app.submit(action)                    # (the table may record a forced action after it)
    assert shown(app) == {1: say(announce.short(app.session.game.log[-1].message), "fr")}
    assert shown(app)[1].startswith("Jules gagne ")


def test_pikoko_a_revoke_witness_and_the_trick_face_both_seats_concerned(make):
    app, action = make("pikoko-4p.json", 32)     # Ben does not follow pink; Ana takes trick 3
    tap_action(app, action)
    assert app.session.actions[-1] == action
    assert shown(app) == {1: "Cleo's peacock: no more pink (R-2)", 2: "Cleo's peacock: no more pink (R-2)",
                          0: "Ana takes trick 3; Dev leads", 3: "Ana takes trick 3; Dev leads"}
    panels = angles(app)
    assert facing(app) == {seat: panels[f"seat:{seat}"] for seat in range(4)}


# -- the mechanism, on its own ---------------------------------------------------------------

def event(key, seats=(), heading=False, **fields):
    return Event("x", Message(key, **fields), seats, heading=heading)


def test_consequences_leave_out_the_action_and_the_heading_before_it():
    heading, play = event("h", heading=True), event("play", (0,))
    won, new_round = event("won", (1,)), event("round", heading=True)
    assert announce.consequences([heading, play, won, new_round]) == [won, new_round]
    assert announce.consequences([play]) == [] and announce.consequences([]) == []


def test_events_for_everyone_go_to_the_middle_and_a_long_list_is_counted_not_cut():
    events = [event("common.ok", (0, 1)), event("common.ok", ())] + [event("common.ok", (1,))] * 6
    places = announce.by_seat(events, 2)
    assert set(places) == {0, 1, None}
    assert len(places[0].items) == 1 and len(places[None].items) == 1
    assert places[1].get("en").endswith(say(Message("applog.more", n=2), "en"))
    assert places[1].get("en").count(announce.SEPARATOR) == announce.MOST_ITEMS


def test_the_short_form_is_the_games_own_or_the_sentence():
    from companion.games.fievre.words import announcement
    line = Message("fievre.log.saloon", payer="Ana", owner="Ben", town="Red", amount=2, card="x")
    assert announce.short(line).key == announcement(line).key == "fievre.say.saloon"
    plain = Message("common.ok")
    assert announce.short(plain) is plain and announce.short("Ana") == "Ana"


def test_a_note_already_in_the_seats_panel_is_kept_in_front_not_replaced(make):
    app, action = make("fievre-4p.json", 6)
    app.toast("Note for Ana", seat=0)            # e.g. a table's reminder made by the same tap
    assert app.submit(action)
    assert shown(app)[0] == "Note for Ana · Ana wins the auction for 10 gold · Ana → Dev 10"
    assert len([t for t in app.toasts if t.panel is not None and t.panel.id == "seat:0"]) == 1


def test_announcements_one_after_another_without_a_tap_join_as_one_counted_list(make):
    """Actions entered one after another with no tap between (the referee's forced entries):
    each announcement adds its items to the one already in the seat's panel, flat, so the
    toast stays at most MOST_ITEMS items and a count, however many come."""
    app, _ = make("fievre-4p.json", 6)
    app.toast("Note for Ana", seat=0)
    for _ in range(40):
        announce.announce(app, app.session.game, 0)    # the whole log again: more items for seat 0
    text = say(app.toast_at(0).message, "en")
    assert not any(isinstance(item, announce.Items) for item in app.toast_at(0).message.items)
    assert text.count(announce.SEPARATOR) <= announce.MOST_ITEMS
