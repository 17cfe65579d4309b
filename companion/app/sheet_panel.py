"""The panel of a sheet turned to face a seat (table mode), painted afresh from its children's
turned pictures: any table's sheet full of cards (Fièvre's reveal, choice and keypad sheets).

A turned panel painted afresh (`Panel._paint_whole`) draws its children upright and turns the
parts where they lie; where those parts reach from one end of the panel to the other (the bar
at the top of a sheet, a note at its foot) they become one rectangle around the whole sheet,
so every card in it is drawn upright and turned with it — nearly a screen of pixels turned,
though the cards give their pictures already turned (`Widget.turned_picture`). This panel
lays down the turned face, blits each child that gives a turned picture and shares its place
with no other, and paints each other part apart, drawn upright and turned: the same pixels,
since a turned picture is what its child paints over the face, turned.
"""

from __future__ import annotations

from companion.app import theme
from companion.app.changes import PART_PX, ROW_PX, merged, paint_cost, paint_plan
from companion.app.panels import Panel
from companion.app.widgets import BLEED, Widget


class SheetPanel(Panel):
    """A `Panel` painted afresh from its children's turned pictures (see the module)."""

    @classmethod
    def like(cls, panel: Panel) -> "SheetPanel":
        """The same panel (place, angle, colour, id, children) as a SheetPanel."""
        sheet = cls(panel.rect, panel.angle, colour=panel.colour, active=panel.active, id=panel.id)
        for child in panel.children:
            sheet.add(child)
        return sheet

    # False while painting a sheet whose turned pictures would not pay (see `_dearer`): its
    # children then give none (`Pictured.turned_picture` asks), and it is painted the shared way
    pictures_pay = True
    # A sheet of fewer pixels is turned whole for less than its pictures are found and placed
    # one by one (measured at 800×480: 0.3–0.6 ms dearer with pictures; at 1920×1080 1.5–2.6 ms
    # cheaper)
    PICTURES_FROM_PX = 800_000

    def _paint_whole(self, kept, app) -> None:
        if self.angle == 0 or theme._seen is not None:   # upright, or a layout check measuring words
            super()._paint_whole(kept, app)
            return
        children = self.children[kept.face.boxes:]
        bounds = self.local_rect
        reach = [child.rect.inflate(2 * BLEED, 2 * BLEED).clip(bounds) for child in children]
        alone = [bool(area.width and area.height and area.collidelistall(reach) == [index]
                      and type(child).turned_picture is not Widget.turned_picture)
                 for index, (child, area) in enumerate(zip(children, reach))]
        drawn = merged([area for area, one in zip(reach, alone) if not one])
        pictured = [child.rect for child, one in zip(children, alone) if one]
        if bounds.width * bounds.height < self.PICTURES_FROM_PX or self._dearer(drawn, pictured, children):
            self.pictures_pay = False
            try:
                super()._paint_whole(kept, app)
            finally:
                self.pictures_pay = True
            return
        pictures, rest = [], []
        for child, area, one in zip(children, reach, alone):
            picture = child.turned_picture(self.angle, app) if one else None
            if picture is not None:
                pictures.append((child.rect, picture))
            else:
                rest.append(area)
        kept.face.lay(kept.turned)
        for rect, picture in pictures:
            kept.turned.blit(picture, self._in_picture(rect))
        # each other part drawn upright over the face with every child reaching it, and turned.
        # One part at a time: the bar at one end and a note at the other would join into one
        # rectangle around them, the whole sheet
        for part in merged(rest):
            self._paint(kept, [part], app)

    def _dearer(self, parts: list, pictured: list, children: list) -> bool:
        """Whether painting `parts` one by one and blitting the `pictured` children's pictures
        costs more than the shared way's plan of the whole picture (every child drawn upright,
        the parts around them turned): on a small screen, turning a whole sheet costs less
        than finding and placing each picture (800×480)."""
        reach = [child.rect.inflate(2 * BLEED, 2 * BLEED) for child in self.children]
        shared = paint_plan([child.rect for child in children], self.local_rect, reach, turns=True)
        apart = sum(paint_cost(part, len(part.collidelistall(reach)), True) for part in parts)
        apart += sum(rect.height * (ROW_PX + rect.width) + PART_PX for rect in pictured)
        return apart >= sum(paint_cost(rect, len(drawn), True) for rect, drawn in shared)
