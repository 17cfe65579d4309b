"""La Fièvre de l'Or read whole on the kiosk's upright 720×1280 screen and a portrait
phone-sized 480×800, around a table (panels turned to their seats) and on a wall, in every
language: no word of any staged Fièvre state cut with "…" (the roll's buttons, the payouts'
"4 Karten aufdecken", an armed Mustang, a sheet's title), nothing overflowing, overlapping
or off screen. The landscape sizes are held by test_fievre_scale."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.text import LANGUAGES

SIZES = ((720, 1280), (480, 800))


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("mode", ("table", "wall"))
def test_every_fievre_state_reads_whole_on_a_portrait_screen(size, mode):
    states = [(name, stage) for name, stage in staging.states() if name.startswith("fievre")]
    assert len(states) >= 20
    found = []
    for lang in sorted(LANGUAGES):
        for name, stage in states:
            app = staging.fresh_app(size, mode, lang)
            staging.stage(app, stage)
            cut = [problem for problem in testing.scale_problems(app) if "abbreviated" in problem]
            found += [f"{lang} {name}: {problem}" for problem in testing.layout_problems(app) + cut]
    assert found == []


def test_an_armed_mustang_too_narrow_for_its_words_says_what_to_do_above_its_button():
    """The French "Mustang : touchez une carte" does not show whole on the near seat's
    button of an upright kiosk: the button says "✓ Mustang", the note above says the rest."""
    app = staging.staged("fievre-mustang", (720, 1280), "table", "fr")
    table = app.top
    seat = table.mustang
    assert seat is not None
    panel = table.panels[seat]
    button = next(w for w in panel.children if w.id == f"mustang:{seat}")
    note = next(w for w in panel.children if w.id == f"note:{seat}")
    assert button.label_text(app) == "✓ Mustang" and button.selected
    assert note.label_text(app) == "Touchez une carte au centre"
    assert note.rect.bottom <= button.rect.top


def test_a_sheet_title_too_long_for_its_bar_takes_lines_of_its_own_under_it():
    app = staging.staged("fievre-telegraph-sheet", (480, 800), "wall", "de")
    sheet = app.top
    sheet.title = "Telegraf von Maximiliane-Josephine Rautenstrauch: einen Würfel stellen"
    app.invalidate()
    app.render()
    shown = {w.id: w.screen_rect() for w in app.leaves()}
    title, cancel = shown["sheet-title"], shown["cancel"]
    assert title.top > cancel.bottom and title.width > cancel.width * 2
    cut = [problem for problem in testing.scale_problems(app) if "abbreviated" in problem]
    assert testing.layout_problems(app) + cut == []


def test_a_panel_too_shallow_for_the_mustang_note_says_what_to_do_on_its_button():
    """480×800 around a table: the near seat's panel has no room for the note as well; the
    button stays (a note never pushes the seat's own entry out of its panel) and says what to
    do itself, the ticked gold button saying it is armed."""
    app = staging.staged("fievre-mustang", (480, 800), "table", "fr")
    table = app.top
    ids = {w.id: w for w in table.panels[table.mustang].children}
    button = ids[f"mustang:{table.mustang}"]
    assert button.label_text(app) == "✓ Touchez une carte" and button.selected
    assert f"note:{table.mustang}" not in ids


# what an armed Mustang asks, in words, in each language (the button's or its note's)
WHAT_TO_DO = {"en": ("tap a card", "Tap a card"), "fr": ("touchez une carte", "Touchez une carte"),
              "de": ("Karte antippen", "Karte in der Mitte antippen"), "es": ("toca una carta", "Toca una carta")}


@pytest.mark.parametrize("size", ((800, 480), (480, 800), (720, 1280)), ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("mode", ("table", "wall"))
def test_an_armed_mustang_on_the_smallest_panels_says_what_to_do(size, mode):
    """Five seats, the smallest panels: an armed Mustang says what to do (tap a card in the
    centre) whole in every language, on its button or in a note above it; never a bare
    "✓ Mustang" (a panel on a wall shows ✓ Mustang and no more where its note has no room)."""
    found = []
    for lang in sorted(LANGUAGES):
        app = staging.staged("fievre-mustang-5p", size, mode, lang)
        table = app.top
        seat = table.mustang
        ids = {w.id: w for w in table.panels[seat].children}
        said = " ".join(ids[key].label_text(app) for key in (f"note:{seat}", f"mustang:{seat}") if key in ids)
        if not any(words in said for words in WHAT_TO_DO[lang]):
            found.append(f"{lang}: {said!r}")
        cut = [problem for problem in testing.scale_problems(app) if "abbreviated" in problem]
        found += [f"{lang}: {problem}" for problem in testing.layout_problems(app) + cut]
    assert found == []


def test_the_last_line_of_chips_stays_off_the_turn_ring():
    """480×800 on a wall, five seats: the seat to act has no action row, its chips come last
    and their last line may pass its box's foot by a little; the seat's margin inside the ring
    is small, so its box ends that little above it: the gold ring stays whole."""
    app = staging.staged("fievre-mustang-5p", (480, 800), "wall", "en")
    active = [panel for panel in app.top.panels if panel.active]
    assert active and any(child.id.startswith("mines:") for panel in active for child in panel.children)
    assert [testing.ring_covered(app, panel) for panel in active] == [[] for _ in active]
