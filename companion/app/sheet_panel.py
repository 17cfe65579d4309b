"""The panel of a sheet turned to face a seat (table mode), which keeps its children's turned
pieces: any table's sheet that opens again and again (Fièvre's reveal, choice and keypad
sheets use it).

A turned panel's picture is drawn upright and turned part by part (`Panel._paint`): a sheet
full of cards and buttons (Fièvre's deck to reveal, the mines to blow up, a card's keypad) is
nearly a screen of pixels turned, ~5 ms of a 9 ms first frame at 1920×1080, each time the
sheet opens (the reveal sheet opens every turn). This panel keeps, for each child that shares
its place with no other, its piece of the finished turned picture (the face under it and the
child, turned), keyed by what it shows. When the sheet is painted afresh, the pieces kept
are blitted over the kept turned face and only the rest is drawn upright and turned: the same
pixels, since every piece was cut from a picture the shared way painted.
"""

from __future__ import annotations

from companion.app import theme
from companion.app.memory import Lru, surface_bytes
from companion.app.widgets import BLEED, Panel, kept_with_pictures, merged, paint_cost, paint_plan, screen_bytes

# (panel face, child's rect, its signature, language, type scale) -> (turned piece, its
# overflow). Bound: the children of the sheets a game opens (the deck of ~56 cards in a few
# looks, the keypads, the choice sheets) facing each seat: a few hundred pieces, each a small
# share of a screen; three screens of pixels keep those of every sheet on the way round.
PIECE_SCREENS = 3
# Dropped with the panel pictures: pieces of them (a frame after `forget_pictures` is a
# never-seen sheet's, as the benchmarks' first frames measure)
_pieces = kept_with_pictures(Lru("sheet pieces", 600, budget=PIECE_SCREENS * 800 * 480 * 4,
                                 weigh=lambda kept: surface_bytes(kept[0])))


class SheetPanel(Panel):
    """A `Panel` painted afresh from its children's kept turned pieces (see the module)."""

    @classmethod
    def like(cls, panel: Panel) -> "SheetPanel":
        """The same panel (place, angle, colour, id, children) as a SheetPanel."""
        sheet = cls(panel.rect, panel.angle, colour=panel.colour, active=panel.active, id=panel.id)
        for child in panel.children:
            sheet.add(child)
        return sheet

    def _paint_whole(self, kept, app) -> None:
        if self.angle == 0 or theme._seen is not None:   # upright, or a layout check measuring words
            super()._paint_whole(kept, app)
            return
        first = kept.face.boxes
        children = self.children[first:]
        signatures = self.child_signatures(app)[first:]
        bounds = self.local_rect
        reach = [child.rect.inflate(2 * BLEED, 2 * BLEED).clip(bounds) for child in children]
        found, rest, keys = [], [], []
        for index, (area, (_, signature, _)) in enumerate(zip(reach, signatures)):
            alone = signature is not None and area.width and area.height and area.collidelistall(reach) == [index]
            key = (kept.shape, tuple(area), signature, app.lang, theme.scale()) if alone else None
            piece = _pieces.get(key) if alone else None
            if piece is not None:
                found.append((index, piece))
            else:
                rest.append(area)
                keys.append((index, key))
        parts = merged(rest)
        if not found or self._dearer(parts, children):
            super()._paint_whole(kept, app)   # the shared way; its pieces kept for the next time
        else:
            kept.turned.blit(kept.face.turned, (0, 0))
            for index, (piece, overflow) in found:
                kept.turned.blit(piece, self._in_picture(reach[index]))
                children[index].overflow = overflow
            # each other part drawn upright over the face with every child reaching it, and
            # turned. One part at a time: the bar at one end and a note at the other would
            # join into one rectangle around them, the whole sheet
            for part in parts:
                self._paint(kept, [part], app)
        _pieces.budget = PIECE_SCREENS * screen_bytes()
        for index, key in keys:
            if key is not None:
                piece = kept.turned.subsurface(self._in_picture(reach[index])).copy()
                _pieces.put(key, (piece, children[index].overflow))

    def _dearer(self, parts: list, children: list) -> bool:
        """Whether painting `parts` one by one costs more than the shared way's plan of the
        whole picture (every child drawn upright, the parts around them turned)."""
        reach = [child.rect.inflate(2 * BLEED, 2 * BLEED) for child in self.children]
        shared = paint_plan([child.rect for child in children], self.local_rect, reach, turns=True)
        apart = sum(paint_cost(part, len(part.collidelistall(reach)), True) for part in parts)
        return apart >= sum(paint_cost(rect, len(drawn), True) for rect, drawn in shared)
