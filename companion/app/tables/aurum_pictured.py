"""Widgets of Aurum's card sheet kept as pictures: each painted once per look on its panel's
colour, then one blit wherever it shows, and blitted already turned into a turned sheet
(`Widget.turned_picture`): the sheet's cards (`aurum_cards.MetalCard`), and its title and
buttons (`SheetLabel`, `SheetButton`).

Why the words too: after a tap most of a sheet's buttons change look (a swap offered between
tricks, greyed during one; the title names the next seat), and each one drawn anew costs two
rounded rectangles, its words, and, on a turned sheet, its part drawn upright on a sheet-sized
scratch surface and turned (at 1920×1080 about as much as all the cards that changed). A
sheet made only of pictures needs no scratch at all.
"""

from __future__ import annotations

import pygame

from companion.app import theme
from companion.app.i18n import say
from companion.app.memory import Lru, surface_bytes
from companion.app.widgets import Button, Label, kept_with_pictures, turned


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
            found = self.turns.put(key, (turned(self.picture(app), angle), self.overflow))
        self.overflow = found[1]
        return found[0]

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


# The sheet's words as pictures: a sheet shows a title and 2-8 buttons, each in two or three
# looks (plain, greyed, pressed) as the game goes, and the four seats' sheets differ by name:
# 160 pictures (≤ 0.5 MB each at 1920×1080, a title is a sheet wide) or 24 MB, the least
# recently used going first. Dropped with the panel pictures (`forget_pictures`): a sheet
# never seen has painted none.
_word_pictures = kept_with_pictures(Lru("aurum sheet words", 160, budget=24 * 2**20,
                                        weigh=lambda entry: surface_bytes(entry[0])))
_turned_words = kept_with_pictures(Lru("aurum turned sheet words", 160, budget=24 * 2**20,
                                       weigh=lambda entry: surface_bytes(entry[0])))


class SheetButton(KeptPicture, Button):
    """A button of the card sheet, kept as a picture per look."""

    pictures, turns = _word_pictures, _turned_words

    def look(self, app) -> tuple:
        return (say(self.label, app.lang), say(self.sublabel, app.lang), self.style, self.selected, self.enabled,
                self.reason is not None, self.size, app.pressed is self)


class SheetLabel(KeptPicture, Label):
    """The card sheet's title, kept as a picture per look."""

    pictures, turns = _word_pictures, _turned_words

    def look(self, app) -> tuple:
        return (say(self.text, app.lang), self.size, self.colour, self.bold, self.align, self.cut)
