"""Pikoko at a real table: every sheet, dialog and card of the trick faces the seat that must
read it (table mode, 3–5 seats), and every staged state fits the type scale in every language."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.layout import game_frame
from companion.app.staging import staged
from companion.app.tables import pikoko
from companion.app.tables.pikoko_entry import next_bet


def seat_angle(app, seat):
    return game_frame(app.metrics, len(app.session.players), "table", pikoko.PikokoTable.panel_depth).seats[seat].angle


def sheet_angle(app):
    return app.find("sheet").angle


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_play_grid_faces_the_player_who_plays_from_the_next_peacock(players):
    app = staged(pikoko._stage(players, pikoko._mid_trick(players, 4), pikoko._play_sheet))
    seat = app.session.game.to_act()
    assert app.top.name == "pikoko-play" and app.top.seat == seat
    assert sheet_angle(app) == seat_angle(app, seat)
    assert {seat_angle(app, s) for s in range(players)} != {0}   # some seats are turned: the check can fail


def test_the_trump_grid_faces_the_first_player():
    app = staged(pikoko._stage(4, 0, pikoko._trump_sheet))
    assert app.top.seat == app.session.game.first
    assert sheet_angle(app) == seat_angle(app, app.session.game.first)


@pytest.mark.parametrize("players", [3, 5])
def test_the_bets_grid_turns_to_each_bettor_in_the_rules_order(players):
    app = staged(pikoko._stage(players, 1, pikoko._bets_sheet))
    angles = []
    for _ in range(players):
        by, _on = app.top.cell
        assert sheet_angle(app) == seat_angle(app, by)
        angles.append(sheet_angle(app))
        testing.tap(app, "tokens:1")
        assert app.top.cell == next_bet(app.session.game)
    assert len(set(angles)) > 1


def test_the_peacock_entry_asks_its_owner_to_look_away_then_faces_the_one_entering():
    app = staged(pikoko._stage(5, 1))
    owner = 1
    testing.tap(app, f"peacock:{owner}")
    assert app.top.name == "pikoko-look-away" and app.top.seat == owner
    testing.tap(app, "look-away")
    entering = next(s for s in range(5) if app.session.game.target_of(s) == owner)
    assert app.top.name == "pikoko-hand" and app.top.seat == entering != owner
    assert sheet_angle(app) == seat_angle(app, entering) != seat_angle(app, owner)


def test_a_confidence_card_faces_its_player():
    app = staged(pikoko._stage(5, pikoko._mid_trick(5, 12), pikoko._confidence_sheet))
    assert app.top.seat == 2 and sheet_angle(app) == seat_angle(app, 2) == 180


def test_the_revoke_names_player_and_peacock_by_card_names_facing_the_player():
    app = staged(pikoko._revoke)
    dialog = app.top
    assert dialog.name == "pikoko-revoke" and dialog.seat == 1
    text = " ".join(w.label_text(app) for w in app.leaves())
    assert "Jules" in text and "Ana" in text and "pink 6" in text
    assert "P6" not in text


def test_each_card_of_the_trick_lies_facing_the_seat_that_played_it():
    app = staged(pikoko._stage(5, pikoko._mid_trick(5, 8)))
    game = app.session.game
    assert len(game.trick) >= 2
    for player, _card, _counted in game.trick:
        holder = app.find(f"trick-seat:{player}")
        assert holder is not None and holder.angle == seat_angle(app, player)
    centre = app.top.frame.center
    assert all(centre.contains(app.find(f"trick-seat:{p}").rect) for p, _c, _x in game.trick)


# the shared frame's action bar (scenes/game.py, not this table) cuts "↶ Rückgängig" beside the
# game-over "Ergebnis" button in German table mode: reported to its owner, not hidden elsewhere
FRAME_WORDS = ("'↶ Rückgängig'",)


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_every_pikoko_state_fits_the_type_scale_at_800x480(lang):
    names, found = [], []
    for name, stage in staging.states():
        if not name.startswith("pikoko"):
            continue
        names.append(name)
        for mode in ("table", "wall"):
            app = staged(stage, (800, 480), mode, lang)
            found += [f"{name} {mode}: {p}" for p in testing.layout_problems(app, allow=())
                      if not (name == "pikoko-end" and any(w in p for w in FRAME_WORDS))]
    assert {"pikoko-trump", "pikoko-bets", "pikoko-play-grid", "pikoko-peacock", "pikoko-confidence",
            "pikoko-scores", "pikoko-revoke"} <= set(names)
    assert found == []


def test_the_table_words_come_from_its_catalog_with_german_genitives():
    from companion.app.tables import pikoko_words as words
    assert words.from_peacock("Iris").get("de") == "aus Iris' Pfau"
    assert words.from_peacock("Ana").get("de") == "aus Anas Pfau"
    assert words.from_peacock("Ana").get("en") == "from Ana's peacock"
    assert words.tricks_won(1).get("fr") == "1 pli" and words.tricks_won(3).get("de") == "3 Stiche"
    assert words.log_play("Ana", "M4", "Ben", "red").get("en") == "Ana plays multicoloured 4 as red from Ben's peacock"


def test_feathers_are_drawn_in_the_printed_decks_colours():
    import pygame

    from companion.app.tables import pikoko_look as look
    from printables.decks import pikoko as printed_deck
    testing.make_app((800, 480))

    def painted(code):
        surface = pygame.Surface((60, 80))
        surface.fill((0, 0, 0))
        look._paint_feather(surface, pygame.Rect(0, 0, 60, 80), code, None, False)
        return surface

    red, multi = painted("R5"), painted("M4")
    assert tuple(red.get_at((30, 2)))[:3] == look._hex(printed_deck.RGB["red"])          # the frame
    assert tuple(red.get_at((8, 12)))[:3] == look._hex(printed_deck.PALE["red"])         # the pale panel
    assert tuple(multi.get_at((30, 2)))[:3] == look._hex(printed_deck.MULTI)
    six, five = painted("R6"), painted("R5")
    ink = look._hex("#1E1E1E")
    bar_rows = lambda s: {y for y in range(44, 70) for x in range(20, 40) if tuple(s.get_at((x, y)))[:3] == ink}  # noqa: E731
    assert len(bar_rows(six)) > len(bar_rows(five))   # 6 (and 9) underlined: they read as each other turned


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
@pytest.mark.parametrize("players", [3, 5])
def test_sheets_turned_to_a_side_seat_fit_the_type_scale(players, lang):
    """The play grid, bets grid and confidence card turned a quarter (a tall sheet) at 800×480."""
    check_turned_sheets(players, lang, (800, 480))


def test_the_play_grid_turned_to_a_side_seat_keeps_9_mm_cards_at_1280x800():
    """Eleven rows of cards (5 players) in a tall sheet: 1280×800 had them 1 px short of 9 mm."""
    check_turned_sheets(5, "en", (1280, 800))


def check_turned_sheets(players, lang, size):
    turned, found = set(), []
    stages = [pikoko._stage(players, pikoko._mid_trick(players, plays), pikoko._play_sheet) for plays in range(players)]
    stages += [pikoko._stage(players, 1 + bets, pikoko._bets_sheet) for bets in range(0, 3 * players, 2)]
    stages += [pikoko._stage(players, pikoko._mid_trick(players, 12), pikoko._confidence_sheet)]
    for stage in stages:
        app = staged(stage, size=size, lang=lang)
        if app.find("sheet").angle in (90, 270):
            turned.add(app.top.name)
            found += [f"{app.top.name}: {p}" for p in testing.layout_problems(app, allow=())]
    assert {"pikoko-play", "pikoko-bets"} <= turned
    assert found == []


def test_disabled_feathers_and_colour_buttons_are_hatched_without_a_corner_dot():
    """Not colour alone (issue 13): a card that cannot be tapped and a confidence choice
    already taken are hatched and outlined as any disabled button; no dot by the number."""
    import pygame
    from companion.app import theme
    from companion.app.tables.pikoko_look import ColourButton, FeatherButton
    app = testing.make_app((800, 480))
    surface = pygame.Surface((400, 200))
    for widget in (FeatherButton(pygame.Rect(10, 10, 80, 110), "R5", None, enabled=False, reason="no"),
                   ColourButton(pygame.Rect(120, 10, 260, 60), "red", "Iris", None, enabled=False, reason="no",
                                size=22)):
        surface.fill(theme.PANEL)
        widget.draw(surface, app)
        rect = widget.rect
        seen = {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left + 16, rect.right - 16)
                for y in range(rect.top + 6, rect.bottom - 6)}
        assert theme.HATCH in seen, type(widget).__name__
        assert tuple(surface.get_at((rect.right - 7, rect.top + 7)))[:3] != theme.INK_DISABLED
