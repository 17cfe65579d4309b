"""Widgets of Aurum's card sheet kept as pictures (`kept_picture.KeptPicture`): each painted
once per look on its panel's colour, then one blit wherever it shows, and blitted already
turned into a turned sheet (`Widget.turned_picture`): the sheet's cards
(`aurum_cards.MetalCard`), and its title and buttons (`SheetLabel`, `SheetButton`).

Why the words too: after a tap most of a sheet's buttons change look (a swap offered between
tricks, greyed during one; the title names the next seat), and each one drawn anew costs two
rounded rectangles, its words, and, on a turned sheet, its part drawn upright on a sheet-sized
scratch surface and turned (at 1920×1080 about as much as all the cards that changed). A
sheet made only of pictures needs no scratch at all.
"""

from __future__ import annotations

from companion.app.i18n import say
from companion.app.memory import Lru, surface_bytes
from companion.app.kept_picture import KeptPicture
from companion.app.panels import kept_with_pictures
from companion.app.widgets import Button, Label


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
