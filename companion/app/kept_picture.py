"""A widget kept as a picture: painted once per look on its panel's colour, then one blit
wherever it shows, and blitted already turned into a turned panel (`Widget.turned_picture`).
Aurum's card sheet (its cards, title and buttons) and Pikoko's big sheets are made of such
widgets: a sheet made only of pictures is painted, turned, with no sheet-sized scratch."""

from __future__ import annotations

import pygame

from companion.app import theme
from companion.app.memory import Lru
from companion.app.turning import Turn, turned, turned_rect
from companion.app.widgets import drawing_turned

Rect = pygame.Rect


@drawing_turned
class KeptPicture:
    """Mixed in (first) into a widget that paints exactly its rect, over its panel's colour
    (`paint`, by default the widget's own drawing), and shows only what `look` says. Its
    picture is kept per look, size and colour behind it in `pictures`, turned in `turns`."""

    pictures: Lru      # look key -> (upright picture, overflow)
    turns: Lru         # (look key, angle) -> (turned picture, overflow)
    # without a panel behind it (its colour unknown): painted on a see-through picture (True),
    # or drawn as it is (False: words blended on a see-through picture would differ)
    see_through = False

    def look(self, app) -> tuple:
        """What its picture shows besides its size (the key of its kept pictures)."""
        raise NotImplementedError

    def paint(self, surface, app) -> None:
        super().draw(surface, app)

    def signature(self, app):
        return (type(self), tuple(self.rect), self.look(app))

    def draw(self, surface, app):
        """One blit of the picture; a layout check (measuring what is drawn) draws for real."""
        if theme._seen is not None or (not self.see_through and getattr(self.parent, "colour", None) is None):
            self.paint(surface, app)
            return
        surface.blit(self.picture(app), self.rect)

    def look_key(self, app, behind) -> tuple:
        return (type(self), self.rect.size, behind, self.look(app), theme.scale())

    def turned_picture(self, angle: int, app):
        """The picture turned to face its panel's player, kept per angle: a sheet repainting
        the widgets whose look changed blits each straight into its turned picture. Only on a
        panel (the picture is then opaque: the panel's colour behind its rounded corners)."""
        behind = getattr(self.parent, "colour", None)
        if theme._seen is not None or behind is None:
            return None
        if not angle:
            return self.picture(app)
        # found without its upright picture: on a turned sheet the uprights are only what the
        # turned pictures are made from, and left unused they are the first pictures dropped
        # when the pixel caches are over their ceiling (a table mode game turns the sheet to
        # four seats, whose pictures must stay)
        key = (self.look_key(app, behind), angle)
        found = self.turns.get(key)
        if found is None:
            picture = self.painted_turned(app, behind, angle)
            found = self.turns.put(key, (picture or turned(self.picture(app), angle), self.overflow))
        self.overflow = found[1]
        return found[0]

    def painted_turned(self, app, behind, angle: int) -> pygame.Surface | None:
        """Its picture painted straight turned, when what it paints is the drawing of a class
        marked `drawing_turned` (a `Label`, a `Button`): no upright picture is painted for it
        nor turned (a turned bets sheet never seen paints ~40). None otherwise."""
        drawn = _drawn_by(type(self))
        if drawn is None:
            return None
        where = self.rect
        picture = pygame.Surface(turned_rect(Rect((0, 0), where.size), where.size, angle).size)
        picture.fill(behind)
        self.rect = Rect((0, 0), where.size)
        try:
            drawn(self, picture, app, Turn(angle, where.size))
        finally:
            self.rect = where
        return picture

    def draw_turned(self, surface, app, turn) -> bool:
        """Its turned picture, blitted (drawn upright, it is its picture blitted)."""
        picture = self.turned_picture(turn.angle, app)
        if picture is None:
            return False
        surface.blit(picture, turn.place(self.rect))
        return True

    def picture(self, app) -> pygame.Surface:
        """The widget painted on its own surface (`overflow` set as drawing it would)."""
        behind = getattr(self.parent, "colour", None)
        key = self.look_key(app, behind)
        found = self.pictures.get(key)
        if found is None:
            picture = pygame.Surface(self.rect.size, 0 if behind is not None else pygame.SRCALPHA)
            picture.fill(behind if behind is not None else (0, 0, 0, 0))
            where, self.rect = self.rect, pygame.Rect((0, 0), self.rect.size)
            try:
                self.paint(picture, app)
            finally:
                self.rect = where
            found = self.pictures.put(key, (picture, getattr(self, "overflow", False)))
        self.overflow = found[1]
        return found[0]


def _drawn_by(kind: type):
    """The `draw` a kept-picture class paints with (`KeptPicture.paint`: the next class's),
    when that class is marked `drawing_turned` and the widget paints nothing else; else None
    (asked only when a turned picture is painted)."""
    if kind.paint is not KeptPicture.paint:
        return None
    after = kind.__mro__[kind.__mro__.index(KeptPicture) + 1:]
    owner = next((cls for cls in after if "draw" in vars(cls)), None)
    if owner is None or vars(owner)["draw"] is not getattr(owner, "_turns_draw", None):
        return None
    return vars(owner)["draw"]
