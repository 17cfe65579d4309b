"""The widgets of Pikoko's big bets sheet kept as pictures: each painted once per look on the
sheet's colour, then one blit wherever it shows, and blitted already turned into the sheet
turned to the bettor (`Widget.turned_picture`, `SheetPanel`).

Why: the bets sheet is a grid of buttons (25 cells, 10 keys, the bettors' names, the totals)
that nearly fills the screen. Drawn the shared way, a never-seen sheet at 1920×1080 drew every
one upright on a sheet-sized scratch surface and turned nearly a screen of pixels (16 B of its
first frame); as pictures it paints each look once (a dozen cells show the same "·"), turns
only the buttons, and lays the bare sheet between them straight in turned coordinates. A tap
(a bet: its cell, its total, the keys greyed) blits the few pictures that changed.

The mechanism is shared (`kept_picture.KeptPicture`, a mixin for any widget painting
exactly its rect over its panel's colour); these are Pikoko's kinds and their own stores.
"""

from __future__ import annotations

from companion.app import theme
from companion.app.i18n import say
from companion.app.memory import Lru, surface_bytes
from companion.app.kept_picture import KeptPicture
from companion.app.panels import kept_with_pictures
from companion.app.tables.pikoko_look import ColourButton, ColourChip
from companion.app.widgets import Button, CardButton, Label

# One bets sheet shows ~55 widgets (cells, keys, names, chips, totals, title and buttons) in
# one or two looks each, ~0.1 MB each at 1920×1080, and turns to each bettor in turn: 400
# pictures or 24 MB per store hold a sheet turned to every side of a five-seat table, the least
# recently used going first. Dropped with the panel pictures (`forget_pictures`): a sheet
# never seen has painted none.
_pictures = kept_with_pictures(Lru("pikoko sheet pictures", 400, budget=24 * 2**20,
                                   weigh=lambda entry: surface_bytes(entry[0])))
_turns = kept_with_pictures(Lru("pikoko turned sheet pictures", 400, budget=24 * 2**20,
                                weigh=lambda entry: surface_bytes(entry[0])))


class _Kept(KeptPicture):
    pictures, turns = _pictures, _turns

    def draw(self, surface, app):
        """Upright, its kept picture blitted; a look with none yet is painted in place, not made
        a picture first (one more fill and blit each: an upright sheet never seen, 40 looks, was
        2.5 B dearer at 1920×1080). Its picture is made when the widget is repainted alone (a
        panel repainting the children a tap changed asks `turned_picture`)."""
        behind = getattr(self.parent, "colour", None)
        kept = self.pictures.get(self.look_key(app, behind)) if theme._seen is None and behind is not None else None
        if kept is None:
            self.paint(surface, app)
            return
        self.overflow = kept[1]
        surface.blit(kept[0], self.rect)


class PicturedButton(_Kept, Button):
    """A button of the bets sheet (a cell not bet yet, a key, Undo, Done)."""

    def look(self, app) -> tuple:
        return (say(self.label, app.lang), say(self.sublabel, app.lang), self.style, self.selected, self.enabled,
                self.reason is not None, self.size, app.pressed is self)


class PicturedCard(_Kept, CardButton):
    """A bet entered, as a card of the bets sheet."""

    def look(self, app) -> tuple:
        return PicturedButton.look(self, app) + (self.tint,)


class PicturedColourButton(_Kept, ColourButton):
    """A bettor's row head: their colour and name."""

    def look(self, app) -> tuple:
        return PicturedButton.look(self, app) + (self.colour,)


class PicturedLabel(_Kept, Label):
    """A word of the bets sheet (its title, a column's name, a bettor's total)."""

    def look(self, app) -> tuple:
        return (say(self.text, app.lang), self.size, self.colour, self.bold, self.align, self.cut)


class PicturedChip(_Kept, ColourChip):
    """A player's colour chip on the bets sheet."""

    def look(self, app) -> tuple:
        return (self.colour,)


_KINDS = {Button: PicturedButton, CardButton: PicturedCard, ColourButton: PicturedColourButton, Label: PicturedLabel,
          ColourChip: PicturedChip}


def kind(plain: type, pictured: bool) -> type:
    """The widget class to use: `plain`, or its pictured kind where pictures pay (a big sheet,
    a big turned seat panel)."""
    return _KINDS[plain] if pictured else plain
