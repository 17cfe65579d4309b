"""The panel of a Fièvre sheet turned to face its seat (table mode), whose cards are blitted
already turned.

A turned panel's first picture is drawn upright and turned part by part (`Panel._paint`):
for a sheet full of cards (the deck to reveal, the mines to blow up) that is nearly a screen
of pixels turned, ~5 ms of a 9 ms first frame at 1920×1080. Here the kept turned face goes
down first, each card's kept turned picture (`Card.draw_turned`) lands where it belongs, and
only the parts the other children cover (words, buttons) are drawn upright and turned. The
pixels are the same: turning by a quarter or half turn moves pixels without changing them.
"""

from __future__ import annotations

from companion.app import theme
from companion.app.widgets import BLEED, Panel, merged, paint_cost, paint_plan

from companion.app.tables.fievre_look import Card


class CardSheet(Panel):
    """A `Panel` whose cards are painted turned on a fresh picture (see the module)."""

    @classmethod
    def like(cls, panel: Panel) -> "CardSheet":
        """The same panel (place, angle, colour, id, children) as a CardSheet."""
        sheet = cls(panel.rect, panel.angle, colour=panel.colour, active=panel.active, id=panel.id)
        for child in panel.children:
            sheet.add(child)
        return sheet

    def _paint_whole(self, kept, app) -> None:
        face = kept.face
        children = self.children[face.boxes:]
        bounds = self.local_rect
        cards = [isinstance(child, Card) and bounds.contains(child.rect) for child in children]
        parts = merged(child.rect.inflate(2 * BLEED, 2 * BLEED).clip(bounds)
                       for child, card in zip(children, cards) if not card)
        # upright, a layout check measuring words, no card, or words and buttons all over the
        # sheet (a keypad: each a part of its own costs more than the parts the shared way
        # turns): the shared way
        if self.angle == 0 or theme._seen is not None or not any(cards) or self._dearer(parts, children):
            super()._paint_whole(kept, app)
            return
        kept.turned.blit(face.turned, (0, 0))
        for child, card in zip(children, cards):
            if card:
                child.draw_turned(kept.turned, self.to_screen(child.rect).move(-self.rect.left, -self.rect.top),
                                  self.angle, app)
        # each other part, drawn upright over the face with every child reaching it (cards
        # included, in their order) and turned: it shows what a whole drawing shows. One part
        # at a time: the bar at one end and a note at the other would join into one rectangle
        # around them, the whole sheet
        for part in parts:
            self._paint(kept, [part], app)

    def _dearer(self, parts: list, children: list) -> bool:
        """Whether painting `parts` one by one costs more than the shared way's plan of the
        whole picture (every child drawn upright, the parts around them turned)."""
        reach = [child.rect.inflate(2 * BLEED, 2 * BLEED) for child in self.children]
        shared = paint_plan([child.rect for child in children], self.local_rect, reach, turns=True)
        apart = sum(paint_cost(part, len(part.collidelistall(reach)), True) for part in parts)
        return apart >= sum(paint_cost(rect, len(drawn), True) for rect, drawn in shared)
