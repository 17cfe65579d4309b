"""Sheet geometry: what fits on a page, where backs go, where crop marks may be drawn."""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printables import layout
from printables.cards import BLEED, CARD_SIZES

CASES = list(itertools.product(layout.PAPERS, CARD_SIZES, (False, True)))


def _mark_clear_of_cards(mark, slots):
    """A crop mark may lie on a card's bleed only exactly on that card's cut line (it is cut
    away with the bleed); it never touches a trim or another card's art."""
    box = mark.box()
    for slot in slots:
        if box.overlaps(slot.trim):
            return False
        if box.overlaps(slot.art):
            on_cut = (mark.x1 in (pytest.approx(slot.trim.x), pytest.approx(slot.trim.right)) if mark.x1 == mark.x2
                      else mark.y1 in (pytest.approx(slot.trim.y), pytest.approx(slot.trim.top)))
            if not on_cut:
                return False
    return True


def _inside(rect, w, h):
    return rect.x >= -1e-9 and rect.y >= -1e-9 and rect.right <= w + 1e-9 and rect.top <= h + 1e-9


@pytest.mark.parametrize("paper,card,gutterfold", CASES)
def test_every_card_and_its_bleed_lies_on_the_page_without_touching_another(paper, card, gutterfold):
    sheet = layout.sheet(paper, CARD_SIZES[card], BLEED, gutterfold)
    faces = sheet.faces
    arts = [s.art for s in faces] + [sheet.back_of(s).art for s in faces] * gutterfold
    assert faces, "no card fits"
    for slot in faces:
        assert _inside(slot.art, sheet.page_w, sheet.page_h)
        assert slot.art.x <= slot.trim.x and slot.art.right >= slot.trim.right
    for a, b in itertools.combinations(arts, 2):
        assert not a.overlaps(b)


@pytest.mark.parametrize("paper,card,gutterfold", CASES)
def test_crop_marks_stay_in_the_margin_and_on_the_paper(paper, card, gutterfold):
    sheet = layout.sheet(paper, CARD_SIZES[card], BLEED, gutterfold)
    slots = sheet.all_slots() if gutterfold else sheet.faces
    marks = sheet.crop_marks()
    assert marks
    for m in marks:
        assert _inside(m.box(), sheet.page_w, sheet.page_h)
        assert _mark_clear_of_cards(m, slots), f"mark {m} crosses a card"
    # every cut line of every card is marked on both of its ends' sides at least once
    xs = {round(s.trim.x, 3) for s in sheet.faces} | {round(s.trim.right, 3) for s in sheet.faces}
    assert xs <= {round(m.x1, 3) for m in marks if m.x1 == m.x2}


@pytest.mark.parametrize("paper,count,sideways", [("a4", 9, False), ("letter", 8, True), ("a3", 18, True)])
def test_poker_cards_fill_the_page_with_full_bleed_outside(paper, count, sideways):
    """Letter cannot hold three rows of 88.9 mm with 4.5 mm margins and crop marks: the
    cards lie sideways, two by four."""
    sheet = layout.sheet(paper, CARD_SIZES["poker"], BLEED)
    assert sheet.per_page == count
    assert sheet.faces[0].sideways is sideways
    block = sheet.grids[0].art
    trims = [s.trim for s in sheet.faces]
    assert min(t.x for t in trims) - block.x == pytest.approx(BLEED)
    assert block.top - max(t.top for t in trims) == pytest.approx(BLEED)


def test_page_sizes_are_a4_and_letter():
    assert layout.sheet("a4", CARD_SIZES["poker"], BLEED).page_w == 210.0
    assert layout.sheet("letter", CARD_SIZES["poker"], BLEED).page_h == pytest.approx(279.4)
    fold = layout.sheet("a4", CARD_SIZES["poker"], BLEED, gutterfold=True)
    assert (fold.page_w, fold.page_h) == (297.0, 210.0)  # landscape, fold down the middle


@pytest.mark.parametrize("paper,card", list(itertools.product(layout.PAPERS, CARD_SIZES)))
def test_duplex_backs_are_mirrored_behind_their_fronts(paper, card):
    sheet = layout.sheet(paper, CARD_SIZES[card], BLEED)
    for slot in sheet.faces:
        back = sheet.back_of(slot)
        # flipped on the long edge, x runs the other way and y stays
        assert back.trim.x == pytest.approx(sheet.page_w - slot.trim.right)
        assert back.trim.y == pytest.approx(slot.trim.y)
    first, last_in_row = sheet.faces[0], sheet.faces[sheet.grids[0].cols - 1]
    assert sheet.back_of(first).trim.x == pytest.approx(last_in_row.trim.x)


def test_gutterfold_backs_sit_on_the_other_half_mirrored_across_the_fold():
    sheet = layout.sheet("letter", CARD_SIZES["poker"], BLEED, gutterfold=True)
    fold = sheet.page_w / 2
    for slot in sheet.faces:
        back = sheet.back_of(slot)
        assert slot.art.right < fold < back.art.x
        assert fold - slot.trim.right == pytest.approx(back.trim.x - fold)


@settings(max_examples=80, deadline=None)
@given(w=st.floats(25, 140), h=st.floats(25, 140), bleed=st.floats(0, 5), paper=st.sampled_from(list(layout.PAPERS)),
       gutterfold=st.booleans())
def test_any_card_size_either_fits_cleanly_or_is_refused(w, h, bleed, paper, gutterfold):
    pw, ph = layout.PAPERS[paper]
    edge = layout.edge_reserve(bleed)
    room_w, room_h = (ph / 2 - layout.FOLD_CLEARANCE - bleed - edge, pw - 2 * edge) if gutterfold else (pw - 2 * edge, ph - 2 * edge)
    one_fits = any(a <= room_w + 1e-9 and b <= room_h + 1e-9 for a, b in ((w, h), (h, w)))
    try:
        sheet = layout.sheet(paper, (w, h), bleed, gutterfold)
    except ValueError:
        assert not one_fits
        return
    assert one_fits
    arts = [s.art for s in sheet.faces] + [sheet.back_of(s).art for s in sheet.faces]
    for a in arts:
        assert _inside(a, sheet.page_w, sheet.page_h)
    faces = arts[: len(sheet.faces)] if not gutterfold else arts
    assert all(not a.overlaps(b) for i, a in enumerate(faces) for b in faces[i + 1:])
    for m in sheet.crop_marks():
        assert _mark_clear_of_cards(m, sheet.all_slots())
