"""The shared game-over screen: ranking, places facing each seat, the QR code a phone can read,
the celebration that ends, and the two ways to go on."""

import pygame
import pytest
import zxingcpp
from PIL import Image

from companion import record as records
from companion.app import staging, testing, theme
from companion.app.scenes.game_over import GameOver, next_options
from companion.app.scenes.score_sheet import qr_modules
from companion.app.session import Session
from companion.share import bgstats_link, decode_link
from companion.text import LANGUAGES
from finished_games import finished_records

RECORDS = finished_records()


def _session(game_id):
    record = RECORDS[game_id]
    with staging.unsaved():
        session = Session.scratch(game_id, record["players"], record["options"])
        for action in record["actions"]:
            assert session.submit(action) is None
    session.record.extra["id"] = record["id"]
    return session


def _game_over(game_id, size=(800, 480), mode="table", lang="en"):
    app = staging.fresh_app(size, mode, lang)
    app.session = _session(game_id)
    app.push(GameOver(app, app.session))
    app.top.until = 0  # the stars are over
    app.render()
    return app


def _decode(surface):
    picture = Image.frombytes("RGB", surface.get_size(), pygame.image.tobytes(surface, "RGB"))
    return [found.text for found in zxingcpp.read_barcodes(picture)]


@pytest.mark.parametrize("game_id", sorted(RECORDS))
@pytest.mark.parametrize("mode", ["table", "wall"])
def test_the_qr_code_on_the_screenshot_decodes_to_the_bgstats_link(game_id, mode):
    app = _game_over(game_id, mode=mode)
    record = app.session.record.to_json()  # as the session saved it (with its duration)
    summary = records.summary(records.from_json(record))
    assert _decode(app.window) == [app.top.link]
    play, expected = decode_link(app.top.link), decode_link(bgstats_link(record, summary))
    play.pop("playDate"), expected.pop("playDate")  # "now" for a record that does not say when it ended
    assert play == expected
    # at least 2 px per module at 800×480 (crisp squares; a tap shows it larger still)
    code = testing.widget(app, "share:qr")
    assert min(code.rect.size) // len(qr_modules(app.top.link)) >= 2


def test_each_seat_reads_its_own_place_facing_it_in_table_mode():
    app = _game_over("fievre")
    panels = {w.id: w for w in app.top.widgets if (w.id or "").startswith("game-over:seat:")}
    assert [panels[f"game-over:seat:{s}"].angle for s in range(4)] == [0, 270, 180, 90]
    place = {s: testing.widget(app, f"game-over:place:{s}").text for s in range(4)}
    assert place[1].startswith("★ 1st") and place[3] == "2nd" and place[0] == "3rd" and place[2] == "4th"


def test_the_celebration_stops_so_the_table_sleeps():
    app = staging.fresh_app((800, 480), "table", "en")
    app.session = _session("pikoko")
    app.push(GameOver(app, app.session))
    assert app.top.animating() and app.next_wakeup() is not None
    app.top.until = pygame.time.get_ticks() - 1
    assert not app.top.animating() and app.next_wakeup() is None


def test_play_again_starts_the_same_players_with_the_next_first_player(tmp_path):
    app = _game_over("pikoko")
    testing.tap(app, "game-over:again")
    app.pump()
    assert app.session.players == RECORDS["pikoko"]["players"] and app.session.record.options["first"] == 2
    assert not app.session.actions and app.top.name == "pikoko-trump"  # the new game opens on its trump
    assert next_options("numereum", {"younger": 1}, 2) == {"younger": 1}  # an age does not rotate


def test_new_players_opens_new_game_for_the_same_game():
    app = _game_over("aurum")
    testing.tap(app, "game-over:new-players")
    app.pump()
    assert app.top.name == "new-game" and app.top.game_id == "aurum"


def test_a_finished_table_offers_the_results():
    app = staging.fresh_app((800, 480), "table", "en")
    app.session = _session("aurum")
    from companion.app import tables
    app.push(tables.get("aurum").play(app, app.session))
    testing.tap(app, "game-over")
    app.pump()
    assert app.top.name == "game-over"


@pytest.mark.parametrize("lang", LANGUAGES)  # every installed language, a new one included
@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("game_id", sorted(RECORDS))  # 2, 3 and 4 players
def test_no_layout_problem_on_the_7_inch_panel(game_id, mode, lang):
    """800×480 held to the type scale: nothing under 20 px, no word cut with "…", 9 mm targets 2 mm apart."""
    app = _game_over(game_id, (800, 480), mode, lang)
    assert testing.layout_problems(app, allow=()) == []


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (720, 1280)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("mode", ["table", "wall"])
def test_no_layout_problem_on_bigger_screens(size, mode):
    app = _game_over("fievre", size, mode, "en")
    assert testing.layout_problems(app, allow=()) == []


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_the_winner_is_celebrated_besides_the_stars(mode):
    """A gold frame around each winner's own strip (table) or ranking row (wall): a shape, not
    only a colour; the others have none."""
    app = _game_over("aurum", mode=mode)  # two winners: Ben and Dev
    winners = app.top.summary["winners"]
    assert len(winners) == 2
    framed = {seat for seat in range(4) if app.find(f"game-over:crown:{seat}") is not None}
    assert framed == set(winners)
    assert all(testing.widget(app, f"game-over:place:{seat}").colour == theme.PRIMARY for seat in winners)
