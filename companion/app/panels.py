"""Panels: a seat's widgets laid out upright and turned to face its player, kept as a
picture between frames and repainted only where its children changed.

A `Panel` keeps one picture per look (`_Picture`, in `_panels`): its face (`_Face`: the
rounded box, the gold ring of the seat to act, its leading boxes, painted once per size and
way it faces) under its children. A frame compares each child's `signature` with the
picture's (`changes.changed_rects`) and repaints those parts alone (`changes.paint_plan`),
turning only what it repainted. Surfaces come from `_surface` (spares of dropped pictures;
a face's rows aligned for fast fills, a picture plain for fast blits); `forget_pictures`
drops them all (a never-seen screen).
"""

from __future__ import annotations

import pygame

from companion.app import theme
from companion.app.changes import changed_rects, distinct, paint_plan, paints_exactly, subtract
from companion.app.memory import Lru, surface_bytes
from companion.app.turning import Turn, turned, turned_rect
from companion.app.widgets import BLEED, Box, Rect, Widget

FEW = 8        # more changed rectangles than this in one panel are redrawn as one
BACKDROP = 0.25  # a leading box over this share of a panel is part of its face (see _leading_boxes)
TURN_BAND_PX = 64_000  # pixels per band when a panel's part is turned (see Panel._turn_into)


class Panel(Widget):
    """A seat's panel: its children are laid out upright in local coordinates
    (`local_size`) and the whole is turned by `angle` (0, 90, 180, 270, counter-clockwise)
    to face its player. Taps are mapped back into local coordinates.

    A panel keeps its picture between frames (upright and turned, in `_panels` by id, colour
    and angle) with each child's `signature`: the next frame redraws and turns only the
    children whose signature changed (or is None), so a tap costs the few widgets it changed
    and an unchanged panel costs one blit. The signatures must cover everything a child shows."""

    decor = True
    # what the panel is showing, in the table's words (e.g. a seat's bid entry or its offered
    # combinations): pictures are kept per look too, so a panel going back to a look repaints
    # only what changed since it last showed it, not what the look in between showed there
    look = None

    def __init__(self, rect, angle: int = 0, colour=theme.PANEL, *, active: bool = False, **kw):
        super().__init__(rect, **kw)
        self.angle = angle % 360
        self.colour = colour
        self.active = active  # the seat to act: a thick gold border and a ▶ on its edge (not colour alone)
        self.children: list[Widget] = []
        self._sigs = None  # ((frame, pressed, lang), children's shown_entry, signature): once a frame
        self._changed = None  # (children before, now, changed_rects): see changed_children

    @property
    def local_size(self) -> tuple[int, int]:
        w, h = self.rect.size
        return (h, w) if self.angle in (90, 270) else (w, h)

    @property
    def local_rect(self) -> Rect:
        return Rect((0, 0), self.local_size)

    @property
    def radius(self) -> int:
        return max(8, min(self.local_size) // 14)

    def add(self, widget: Widget) -> Widget:
        widget.parent = self
        self.children.append(widget)
        return widget

    def leaves(self):
        yield self
        for child in self.children:
            yield from child.leaves()

    def child_signatures(self, app) -> tuple:
        """The children's `shown_entry`s, and the panel's signature, worked out once a frame."""
        memo = (app.frames, app.pressed, app.lang)
        if self._sigs is None or self._sigs[0] != memo:
            # (shown_entry, written out: a sheet has a hundred children, every frame)
            children = tuple([(tuple(child.rect), child.signature(app), child.id) for child in self.children])
            # the signature holds the very tuple the picture keeps (`_Picture.children`), so
            # the next frame's comparison of the two is worked out once (`changed_children`)
            signature = None if any(sig is None for _, sig, _ in children) else (
                type(self), tuple(self.rect), self.angle, (self.colour, self.active), children)
            self._sigs = (memo, children, signature)
        return self._sigs[1]

    def signature(self, app):
        self.child_signatures(app)
        return self._sigs[2]

    def changes(self, before, now, most: int | None = FEW) -> list | None:
        """The screen rectangles of the children that differ between two signatures: more
        than `most` as the one rectangle around them (None: as many as there are, for a
        panel whose places are copied to the screen together, see `draw_areas`)."""
        if before is None or now is None or before[:4] != now[:4]:
            return None
        rects = [self.to_screen(Rect(rect)).clip(self.rect) for rect in self.changed_children(before[4], now[4])]
        if len(rects) <= 4 * FEW:  # (more: they could hardly come down to FEW; not worth comparing)
            rects = distinct(rects)
        return rects if most is None or len(rects) <= most else [rects[0].unionall(rects[1:])]

    def changed_children(self, before: tuple, now: tuple) -> list:
        """`changed_rects` of two frames' children, kept for the frame: the screen asks for
        them (`changes`), then the panel's picture (`draw`), with the same two tuples."""
        memo = self._changed
        # the picture may keep an older frame's tuple of the same children (frames where the
        # panel did not change do not draw it): equal, then, which costs less than comparing
        if memo is None or memo[1] is not now or (memo[0] is not before and memo[0] != before):
            memo = self._changed = (before, now, changed_rects(before, now))
        return memo[2]

    def draw(self, surface, app):
        self.draw_areas(surface, app)

    def draw_areas(self, surface, app, areas: list | None = None) -> None:
        """Draw the panel, under the surface's clip; with `areas` (screen rectangles inside
        the clip), there alone, copied in one call: a sheet's changed cards, scattered over
        it, cost their pixels, not a clip and a draw each, nor the sheet's whole picture (at
        1080p, 0.4-0.6 ms once it is out of the cache)."""
        children = self.child_signatures(app)
        boxes = _leading_boxes(children, self.local_size)
        shape = (type(self), self.local_size, self.angle, self.colour, self.active, tuple(children[:boxes]))
        # one picture per colour, way it faces and size: a seat whose turn comes and goes keeps
        # both looks, a sheet turned to each player in turn keeps each, a panel that grows
        # shallower at the end of a game keeps both (a tap back and again paints neither)
        where = (self.id, self.colour, self.active, self.angle, self.local_size, self.look)
        kept = _panels.get(where) if self.id is not None else None
        seen = surface.get_clip().clip(self.rect)
        if not seen.width or not seen.height:  # hidden (under a sheet): nothing to draw yet
            return
        # where it shows, in its own coordinates: a panel mostly under a sheet is painted only
        # there (its picture is kept, with the parts painted so far)
        need = self.local_rect if seen == self.rect else self.to_local_rect(seen)
        if kept is None:  # (kept per size: a picture found has this panel's size)
            kept = _Picture(shape, self._face(shape, boxes), self.rect.size)
            dirty = None
        elif kept.shape != shape:
            kept.shape, kept.face = shape, self._face(shape, boxes)  # same size: repaint in place
            dirty = None
        elif kept.children is children:  # drawn already this frame (another part of the screen)
            dirty = []
        else:
            dirty = [Rect(rect) for rect in self.changed_children(kept.children, children)]
        if dirty is None:
            kept.painted = []
        hidden = self._unseen(dirty, app.unseen) if dirty and need != self.local_rect else []
        if hidden:  # changes under a sheet are painted when they show, not at each tap
            dirty = [rect for rect in dirty if rect not in hidden]
        missing = [] if kept.painted is None else subtract(need, kept.painted)
        if dirty is None and need == self.local_rect or kept.painted is not None and len(kept.painted) > FEW:
            self._paint_whole(kept, app)
            kept.painted, hidden = None, []
        elif dirty or missing:
            self._paint(kept, (dirty or []) + missing, app)
            if kept.painted is not None:
                kept.painted += missing
        if hidden:  # what the picture still shows rightly: all it showed but the hidden changes
            around = hidden[0].unionall(hidden[1:])
            painted = [self.local_rect] if kept.painted is None else kept.painted
            shown = [piece for rect in painted for piece in subtract(rect, [around])]
            kept.painted = shown if len(shown) <= FEW else [need]  # (`need`: painted whole by now)
        kept.children = children
        if areas is None:
            surface.blit(kept.turned, self.rect)
        else:
            left, top = self.rect.topleft
            surface.blits([(kept.turned, area, area.move(-left, -top)) for area in areas], doreturn=False)
        if self.id is not None:
            keep(where, kept)
        else:  # never shown again: its memory serves the next picture of its size
            _recycle(kept.turned)

    def _unseen(self, dirty: list, unseen: list) -> list:
        """The `dirty` local rectangles that lie wholly in the `unseen` screen rectangles (a
        sheet over the screen): a seat under Aurum's sheet painted 180 000 px at each play
        that nobody saw until the sheet went."""
        under = [self.to_local_rect(rect.clip(self.rect)) for rect in unseen if rect.colliderect(self.rect)]
        return [rect for rect in dirty if any(place.contains(rect) for place in under)] if under else []

    def _paint_whole(self, kept: "_Picture", app) -> None:
        """Paint the picture afresh: its face (background and leading boxes, kept painted and
        turned), then the other children. Upright, drawn in place; turned, each part where
        children lie is drawn upright and turned on its own, so the face's bare stretches are
        never turned again."""
        face = kept.face
        if self.angle == 0:
            face.lay(kept.turned)
            for child in self.children[face.boxes:]:
                child.draw(kept.turned, app)
            return
        self._paint(kept, [child.rect for child in self.children[face.boxes:]], app, fresh=True)

    def _paint(self, kept: "_Picture", dirty: list, app, fresh: bool = False) -> None:
        """Redraw the children in the `dirty` local rectangles, then turn just those parts:
        each part apart, or all in one rectangle around them when that is cheaper. `fresh`
        (a turned picture painted afresh): the turned face goes everywhere else."""
        face = kept.face
        # a child is drawn in every part its pixels (its rect and the BLEED it may paint
        # beyond it) can reach, in its order among the children: each part then shows exactly
        # what a fresh drawing shows there (the face's boxes are in the face already)
        reach = [child.rect.inflate(2 * BLEED, 2 * BLEED) for child in self.children]
        fills, pictured, dirty = self._pictured(kept, dirty, reach, app, fresh)
        plan = paint_plan(dirty, self.local_rect, reach, turns=self.angle != 0)
        if fresh:
            face.lay(kept.turned, around=[self._in_picture(rect) for rect, _ in plan])
        for rect in fills:
            face.fill_turned(kept.turned, rect, self._in_picture(rect))
        # a turned panel keeps only its turned picture: a part whose children all draw turned
        # is drawn straight into it (`Widget.draw_turned`), any other whole (face, then every
        # child reaching it) on a scratch surface of the panel's size, then turned
        local, upright = kept.turned, []
        for rect, drawn in plan:
            children = [self.children[index] for index in drawn if index >= face.boxes]
            if self.angle and self._drawn_turned(kept, rect, children, app):
                continue
            if self.angle:
                local = _scratch(self.local_size)
                upright.append(rect)
            local.set_clip(rect)
            face.paint_upright(local, rect)
            for child in children:
                child.draw(local, app)
        local.set_clip(None)
        for rect in upright:
            self._turn_into(local, rect, kept.turned)
        for rect, picture in pictured:
            kept.turned.blit(picture, self._in_picture(rect))

    def _drawn_turned(self, kept: "_Picture", rect: Rect, children: list, app) -> bool:
        """Paint the local `rect` straight into the turned picture when every child drawn
        there draws turned: its face, then each child, under a clip, with no scratch surface
        and nothing turned (a turned seat panel's first frame turned all of it: 0.1 ms at
        800x480, 0.5 ms at 1080p). False when one cannot, or the face is not cheap there."""
        if not all(child.draws_turned() for child in children):
            return False
        picture, place = kept.turned, self._in_picture(rect)
        picture.set_clip(place)
        try:
            if not kept.face.fill_turned(picture, rect, place, paint=False):
                return False
            turn = Turn(self.angle, self.local_size)
            for child in children:
                if not child.draw_turned(picture, app, turn):
                    return False   # (the part is then painted upright and turned over it)
        finally:
            picture.set_clip(None)
        return True

    def _in_picture(self, rect: Rect) -> Rect:
        """A local rectangle's place in the turned picture (`to_screen` less the panel's
        corner, in one step: a sheet places ~60 cards a tap)."""
        return turned_rect(rect, self.local_size, self.angle)

    def _pictured(self, kept: "_Picture", dirty: list, reach: list, app, fresh: bool) -> tuple[list, list, list]:
        """(rects to fill with the face, (rect, turned picture) to blit, the other dirty
        rects to paint as parts): a dirty rect is filled with the face, then the children
        over it blitted whole as turned pictures, when every child reaching it gives one
        (`Widget.turned_picture`: it paints exactly its rect) and has no later child reaching
        it, and every child it showed before within reach of the rect was such a child too
        (nothing of them left outside the rects repainted). The face goes only where no
        picture does, and not at all when the picture is painted afresh (it is everywhere
        already)."""
        if not dirty or all(type(child).turned_picture is Widget.turned_picture for child in self.children):
            return [], [], dirty
        boxes, bounds, children = kept.face.boxes, self.local_rect, self.children
        # what the picture showed (but the face's boxes): nothing of it may lie outside a rect
        # filled and blitted, so no old child within reach of one may have painted inexactly
        inexact = [] if fresh else [Rect(rect) for rect, signature, *_ in kept.children[boxes:]
                                    if not paints_exactly(signature)]
        usable: dict = {}  # child index -> its turned picture, or None
        fills, pictured, rest, done = [], {}, [], set()
        for rect in dirty:
            key = tuple(rect)
            if key in done:
                continue
            done.add(key)
            rect = Rect(rect)
            if not inexact or rect.inflate(2 * BLEED, 2 * BLEED).collidelist(inexact) == -1:
                over = [index for index in rect.collidelistall(reach) if index >= boxes]
                pictures = [self._usable(index, reach, usable, app) for index in over]
                if None not in pictures:
                    area = rect.clip(bounds)
                    # the face only where no picture goes (a card changed in place: nowhere)
                    if not fresh and not (len(over) == 1 and children[over[0]].rect.contains(area)):
                        fills += subtract(area, [children[index].rect for index in over])
                    pictured.update(zip(over, pictures))
                    continue
            rest.append(rect)
        return fills, [(children[index].rect, picture) for index, picture in sorted(pictured.items())], rest

    def _usable(self, index: int, reach: list, usable: dict, app):
        """The child's turned picture when it gives one and no later child reaches it."""
        if index not in usable:
            child = self.children[index]
            usable[index] = child.turned_picture(self.angle, app) \
                if reach[index].collidelist(reach[index + 1:]) == -1 else None
        return usable[index]

    def _turn_into(self, local: pygame.Surface, rect: Rect, turned: pygame.Surface) -> None:
        """Turn the upright `rect` of `local` into its place in `turned`, in bands of about
        TURN_BAND_PX pixels: a band's turned copy is small (memory mapped already, in cache),
        a whole sheet's is not (at 1080p: a third of the time). The bands are rows for a half
        turn and columns for a quarter turn, so each lands as whole rows of `turned`."""
        across = self.angle != 180
        length = rect.height if across else rect.width
        band = max(1, TURN_BAND_PX // max(1, length))
        start, end = (rect.left, rect.right) if across else (rect.top, rect.bottom)
        for first in range(start, end, band):
            size = min(band, end - first)
            piece = (Rect(first, rect.top, size, rect.height) if across
                     else Rect(rect.left, first, rect.width, size))
            turned.blit(self._turn(local.subsurface(piece)), self.to_screen(piece).move(-self.rect.left, -self.rect.top))

    def _face(self, shape, boxes: int) -> "_Face":
        """The panel's face (see `_Face`), painted once per size, colour, angle and leading boxes."""
        found = _backgrounds.get(shape)
        if found is None:
            found = _Face(shape, self.local_size, self.angle, self.colour, self.radius, self.active, self.children[:boxes])
            _backgrounds.budget = FACE_SCREENS * screen_bytes()
            _backgrounds.put(shape, found)
        return found

    def _turn(self, image: pygame.Surface) -> pygame.Surface:
        return turned(image, self.angle)

    def to_local(self, pos) -> tuple[int, int]:
        x, y = pos[0] - self.rect.left, pos[1] - self.rect.top
        lw, lh = self.local_size
        if self.angle == 90:
            return lw - y, x
        if self.angle == 180:
            return lw - x, lh - y
        if self.angle == 270:
            return y, lh - x
        return x, y

    def point_to_screen(self, pos) -> tuple[int, int]:
        x, y = pos
        lw, lh = self.local_size
        if self.angle == 90:
            sx, sy = y, lw - x
        elif self.angle == 180:
            sx, sy = lw - x, lh - y
        elif self.angle == 270:
            sx, sy = lh - y, x
        else:
            sx, sy = x, y
        return sx + self.rect.left, sy + self.rect.top

    def to_local_rect(self, rect: Rect) -> Rect:
        """A screen rectangle inside the panel, in its upright coordinates."""
        x, y, w, h = rect
        return turned_rect((x - self.rect.left, y - self.rect.top, w, h), self.rect.size, -self.angle)

    def to_screen(self, rect: Rect) -> Rect:
        """A rectangle in the panel's upright coordinates, on the screen (worked out directly,
        not corner by corner: a sheet's repaint asks it for every band it turns)."""
        return turned_rect(rect, self.local_size, self.angle).move(self.rect.topleft)

    def hit(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        local = self.to_local(pos)
        for child in reversed(self.children):
            found = child.hit(local)
            if found:
                return found
        return None


def turn_edge(size: tuple[int, int]) -> int:
    """The width of the border that marks the seat to act."""
    return max(4, min(size) // 22)


def draw_turn_marks(surface, rect: Rect, radius: int, edge: int | None = None) -> None:
    """The seat to act, readable from every chair without colour: a thick gold border and a ▶
    on the panel's inner edge (its top, in the panel's own upright picture) pointing in.
    `edge`: the border's width when `rect` is a small copy of a panel's corners (see _Face)."""
    edge = edge or turn_edge(rect.size)
    pygame.draw.rect(surface, theme.ACTIVE_EDGE, rect, width=edge, border_radius=radius)
    size, lefts = _turn_marks(rect, radius, edge)
    for x in lefts:
        pygame.draw.polygon(surface, theme.ACTIVE_EDGE,
                            [(x, rect.top), (x + size, rect.top), (x + size // 2, rect.top + size)])


def _turn_marks(rect: Rect, radius: int, edge: int | None = None) -> tuple[int, tuple[int, int]]:
    """The size of the two ▶ of `draw_turn_marks`, and where each starts along the edge."""
    size = (edge or turn_edge(rect.size)) * 3
    return size, (rect.left + radius + size, rect.right - radius - 2 * size)


def turn_mark_rects(rect: Rect, radius: int) -> list:
    """Where the two ▶ of `draw_turn_marks` lie (with their last row and column)."""
    size, lefts = _turn_marks(rect, radius)
    return [Rect(x, rect.top, size + 1, size + 1).clip(rect) for x in lefts]


def fill(surface: pygame.Surface, colour, rect) -> None:
    """`surface.fill(colour, rect)`, as fast wherever the rectangle starts: SDL fills a row
    that starts off a 16-pixel column (a 64-byte line) through a slow path, 5-7 times slower
    (a 500×400 background piece: 0.21 ms instead of 0.035 at x = 3). The few columns up to
    the next boundary are filled apart, the rest from there."""
    rect = Rect(rect)
    head = -rect.left % 16
    if 0 < head < rect.width and rect.height > 1:
        surface.fill(colour, (rect.left, rect.top, head, rect.height))
        rect.width -= head
        rect.left += head
    surface.fill(colour, rect)


DRAWN_FACE_PARTS = 8  # parts of a face drawn in place before its upright picture is painted (_Face)
ROUGH_FROM_PX = 200_000  # a plain face of this many pixels is filled but at its corners (_Face._rough_parts)


class _Face:
    """What a panel shows before its children: the table's background behind its rounded
    corners, its colour, the turn marks, and the plain `Box`es its children start with (a
    sheet's frame); turned to face its player (`turned`), and upright for the parts drawn
    upright before they are turned (`paint_upright`). `boxes`: how many leading children it
    holds already.

    A turned face is drawn straight in turned coordinates, not painted upright and turned:
    a rounded rectangle turned a quarter or half is the same rounded rectangle with its sides
    swapped, pixel for pixel (pygame draws its corners alike), so only the small ▶ marks are
    turned. Its upright picture is painted only if a part drawn upright is not flat: a part
    inside the panel's colour (or a leading box's), clear of every corner, edge and mark, is
    that colour, filled. A sheet's first frame at 1920×1080 no longer paints and turns a
    screen of pixels for its face (12 B), and kept faces hold half the memory."""

    def __init__(self, key, size: tuple[int, int], angle: int, colour, radius: int, active: bool, boxes: list):
        self.key = key  # its place in `_backgrounds`, which counts its pixels again when it grows
        self.size, self.angle, self.colour, self.radius, self.active = size, angle, colour, radius, active
        self.boxes = len(boxes)
        self.box_looks = [(Rect(box.rect), box.colour, box.radius, box.outline) for box in boxes]
        self._upright, self._turned, self._drawn = None, None, 0
        self.flat = self._flat_zones()
        self.rough = self._rough_parts()
        self._rough_pictures: dict = {}  # 0 (upright) or the angle -> [(place, picture)] of the rough parts

    @property
    def upright(self) -> pygame.Surface:
        if self._upright is None:
            self._upright = _surface(self.size)
            self._paint(self._upright, (0, 0))
            _backgrounds.reweigh(self.key)
        return self._upright

    @property
    def turned(self) -> pygame.Surface:
        """The face as the panel shows it (its upright picture when upright), painted when first
        asked: a panel's first frame lays the face straight into its own picture (`lay`)."""
        if self.angle == 0:
            return self.upright
        if self._turned is None:
            self._turned = _surface(turned_rect(Rect(0, 0, *self.size), self.size, self.angle).size)
            self._draw_turned(self._turned)
            _backgrounds.reweigh(self.key)
        return self._turned

    def lay(self, picture: pygame.Surface, around: list = ()) -> None:
        """The face onto a panel's picture (turned as the panel is), but in the places
        `around` (parts about to be painted whole): blitted if painted already, else drawn
        with no picture of the face made for it: a plain face only around those parts, filled
        but at its corners (a sheet's thin frame), any other whole (the parts go over it)."""
        if (self._turned if self.angle else self._upright) is None:
            if self.rough is not None:  # filled but at its corners, only where no part goes
                for piece in subtract(picture.get_rect(), around) if around else [picture.get_rect()]:
                    self._fill_part(picture, piece, self.angle)
            elif self.angle:
                self._draw_turned(picture)
            else:
                self._paint(picture, (0, 0))
            return
        for piece in subtract(picture.get_rect(), around) if around else [picture.get_rect()]:
            picture.blit(self.turned, piece, piece)

    def _paint(self, surface: pygame.Surface, offset: tuple[int, int]) -> None:
        """The face drawn upright onto `surface`, its corner at `-offset` (a piece of it)."""
        dx, dy = -offset[0], -offset[1]
        whole = Rect(0, 0, *self.size)
        self._ground(surface, whole.move(dx, dy))
        if self.active:
            draw_turn_marks(surface, whole.move(dx, dy), self.radius)
        for rect, colour, radius, outline in self.box_looks:
            Box(rect.move(dx, dy), colour, radius, outline).draw(surface, None)

    def _draw_turned(self, face: pygame.Surface) -> None:
        size, angle = self.size, self.angle
        whole = turned_rect(Rect(0, 0, *size), size, angle)
        self._ground(face, whole)
        if self.active:
            pygame.draw.rect(face, theme.ACTIVE_EDGE, whole, width=turn_edge(size), border_radius=self.radius)
            for mark in turn_mark_rects(Rect(0, 0, *size), self.radius):
                if not turned_rect(mark, size, angle).colliderect(face.get_clip()):
                    continue   # (drawn in place under a clip clear of it)
                piece = pygame.Surface(mark.size)
                self._paint(piece, mark.topleft)
                face.blit(turned(piece, angle), turned_rect(mark, size, angle))
        for rect, colour, radius, outline in self.box_looks:
            Box(turned_rect(rect, size, angle), colour, radius, outline).draw(face, None)

    def _ground(self, surface: pygame.Surface, whole: Rect) -> None:
        """The table's background and the panel's rounded rectangle at `whole`. (A large face,
        a sheet's above all, is rarely drawn whole: `_rough_parts` fills it but at its corners.)"""
        side = self.radius
        corners = [Rect(x, y, side, side) for x in (whole.left, whole.right - side)
                   for y in (whole.top, whole.bottom - side)]
        # the background: in the rectangle's corners only where it covers the whole surface
        # (a face filled whole first cost a screen of pixels more on a sheet's first frame)
        for piece in corners if whole == surface.get_rect() else [surface.get_rect()]:
            surface.fill(theme.BACKGROUND, piece)
        if surface.get_clip().collidelist(corners) == -1:
            # a part clear of the rounded corners (painted in place under a clip): the
            # rectangle's colour filled, where pygame draws a rounded one whole under any clip
            surface.fill(self.colour, whole)
        else:
            pygame.draw.rect(surface, self.colour, whole, border_radius=self.radius)

    def _flat_zones(self) -> list:
        """(inside, outline, colour) of the panel and each leading box, last on top: a part
        within `inside` shows just `colour` there (unless a later box reaches it); a part that
        meets `outline` elsewhere needs the picture."""
        whole = Rect(0, 0, *self.size)
        edge = turn_edge(self.size) if self.active else 0
        inside = whole.inflate(-2 * (max(self.radius, edge) + 1), -2 * (max(self.radius, edge) + 1))
        if self.active:  # the ▶ marks hang from the top edge
            mark = turn_mark_rects(whole, self.radius)[0]
            inside.height -= max(0, mark.bottom + 1 - inside.top)
            inside.top = max(inside.top, mark.bottom + 1)
        zones = [(inside, whole, self.colour)]
        for rect, colour, radius, outline in self.box_looks:
            rim = max(radius, max(2, radius // 4) if outline else 0) + 1
            zones.append((rect.inflate(-2 * rim, -2 * rim), rect, colour if len(colour) == 3 else None))
        return zones

    def flat_colour(self, rect: Rect):
        """The one colour the face shows in the local `rect`, or None where it shows more."""
        for inside, outline, colour in reversed(self.flat):
            if inside.contains(rect) and inside.width > 0 and inside.height > 0:
                return colour
            if outline.colliderect(rect):
                return None
        return None

    def fill_turned(self, picture: pygame.Surface, rect: Rect, place: Rect, paint: bool = True) -> bool:
        """The face's pixels in the local `rect` into `place` of the panel's turned picture:
        filled where flat, so a sheet repainting its cards never paints a turned face (a
        screen of pixels at 1080p, kept per seat it faces). Without `paint` (a part about to
        be drawn straight into the picture, under a clip of `place`), a face not painted turned
        yet is drawn there if small, as `paint_upright` does upright, and otherwise nothing is
        done (False: a large one's rounded corners cost a walk of its whole outline each time,
        and the part is drawn upright and turned instead)."""
        colour = self.flat_colour(rect)
        if colour is not None:
            fill(picture, colour, place)
        elif self.rough is not None and self._turned is None:  # a plain face: no turned picture made for it
            self._fill_part(picture, place, self.angle)
        elif paint or self._turned is not None or not self.angle:
            picture.blit(self.turned, place, place)
        elif self.size[0] * self.size[1] < ROUGH_FROM_PX and self._drawn < DRAWN_FACE_PARTS:
            self._drawn += 1   # a small face, drawn turned in place (under the caller's clip)
            self._draw_turned(picture)
        else:
            return False
        return True

    def _rough_parts(self) -> tuple | None:
        """Where a large face is not one colour, upright: (its inside colour, (strip, colour)
        of flat border runs, parts cut from a small face): the corner squares of its rounded
        rectangle and, when active, the straight runs of its gold border and its ▶ marks; or,
        for a framed face (one leading box as large as the panel: a dialog), the runs of the
        box's outline (pygame fills every row and column between the corners). None for a
        small face (at 800x480 drawing it whole costs less than finding its parts) or other
        boxes."""
        if self.size[0] * self.size[1] < ROUGH_FROM_PX:
            return None
        (w, h), whole = self.size, Rect(0, 0, *self.size)
        inside, radius, edge, ink = self.colour, self.radius, 0, None
        if self.box_looks:
            if len(self.box_looks) > 1 or self.active:
                return None
            rect, inside, box_radius, ink = self.box_looks[0]
            if rect != whole or len(inside) != 3:
                return None
            radius, edge = max(radius, box_radius), max(2, box_radius // 4) if ink else 0
        elif self.active:
            edge, ink = turn_edge(self.size), theme.ACTIVE_EDGE
        c = max(radius, edge) + 1
        if 2 * c > min(w, h):   # (corners as large as the face: drawn whole)
            return None
        corners = [Rect(0, 0, c, c), Rect(w - c, 0, c, c), Rect(0, h - c, c, c), Rect(w - c, h - c, c, c)]
        run_w, run_h = max(0, w - 2 * c), max(0, h - 2 * c)
        strips = [(strip, ink) for strip in (Rect(c, 0, run_w, edge), Rect(c, h - edge, run_w, edge),
                                             Rect(0, c, edge, run_h), Rect(w - edge, c, edge, run_h))] if edge else []
        return inside, strips, corners + (turn_mark_rects(whole, self.radius) if self.active else [])

    def _fill_part(self, surface: pygame.Surface, rect: Rect, angle: int) -> None:
        """The face's pixels in `rect` of a panel-sized surface, upright (`angle` 0) or turned:
        its inside colour and its border's straight runs filled, its corners and marks blitted
        from small pictures of them (a sheet's first frame drew its face twice over the whole
        screen: 6 B at 1920x1080)."""
        inside, strips, _ = self.rough
        fill(surface, inside, rect)
        for strip, ink in strips:
            piece = turned_rect(strip, self.size, angle).clip(rect)
            if piece.width and piece.height:
                fill(surface, ink, piece)
        for part, picture in self._corners(angle):
            piece = part.clip(rect)
            if piece.width and piece.height:
                surface.blit(picture, piece, piece.move(-part.left, -part.top))

    def _corners(self, angle: int) -> list:
        """(place, picture) of each part cut from a picture, turned by `angle`; cut upright
        when first asked from a small face with the same corners and marks (the whole face
        drawn under a clip walks its whole outline: 0.3 ms a part at 1080p), turned from those."""
        found = self._rough_pictures.get(angle)
        if found is None:
            if angle:
                found = [(turned_rect(part, self.size, angle), turned(picture, angle))
                         for part, picture in self._corners(0)]
            else:
                (w, h), parts = self.size, self.rough[2]
                c, edge = parts[0].width, turn_edge(self.size)
                size = 3 * edge   # (a ▶'s size: the marks keep their places from each end)
                if self.active:
                    small = pygame.Surface((min(w, max(2 * c, 2 * (self.radius + 2 * size + 2))),
                                            min(h, max(2 * c, size + 2 + edge))))
                else:
                    small = pygame.Surface((min(w, 2 * c), min(h, 2 * c)))
                small.fill(theme.BACKGROUND)
                pygame.draw.rect(small, self.colour, small.get_rect(), border_radius=self.radius)
                if self.active:
                    draw_turn_marks(small, small.get_rect(), self.radius, edge)
                for _, colour, radius, outline in self.box_looks:   # (a framed face's frame)
                    Box(small.get_rect(), colour, radius, outline).draw(small, None)
                shift = (w - small.get_width(), h - small.get_height())
                found = [(part, small.subsurface(part.move(-shift[0] if 2 * part.centerx > w else 0,
                                                           -shift[1] if 2 * part.centery > h else 0)).copy())
                         for part in parts]
            self._rough_pictures[angle] = found
            _backgrounds.reweigh(self.key)
        return found

    def paint_upright(self, surface: pygame.Surface, rect: Rect) -> None:
        """The face's pixels in `rect` of an upright surface of the panel's size: filled where
        flat, else from the upright picture; before it exists, the first few such parts (a
        sheet's first frame: the parts along its frame) are drawn in place (a plain face's
        filled, but its corners), which costs less than a new screen-sized picture."""
        colour = self.flat_colour(rect)
        if colour is not None:
            fill(surface, colour, rect)
            return
        if self._upright is None and self.rough is not None:  # a plain face: filled, its corners blitted
            small = 8 * rect.width * rect.height < self.size[0] * self.size[1]  # (a sheet's bar, a chip)
            if small or self._drawn < DRAWN_FACE_PARTS:  # (a fill streams past the cache: big parts
                self._drawn += not small                  # repainted again and again blit the picture)
                self._fill_part(surface, rect, 0)
                return
        if self._upright is None and self._drawn < DRAWN_FACE_PARTS:
            self._drawn += 1
            clip = surface.get_clip()
            surface.set_clip(clip.clip(rect))
            self._paint(surface, (0, 0))
            surface.set_clip(clip)
            return
        surface.blit(self.upright, rect, rect)

    def surfaces(self) -> list:
        """The pictures of it painted so far."""
        return [surface for surface in (self._upright, self._turned) if surface is not None]

    def bytes(self) -> int:
        corners = [picture for found in self._rough_pictures.values() for _, picture in found]
        return sum(surface_bytes(surface) for surface in self.surfaces() + corners)


def _leading_boxes(children: list, size: tuple[int, int]) -> int:
    """How many of the children's (rect, signature) entries, from the first, are plain boxes
    spanning at least BACKDROP of the panel (a sheet's frame, a backdrop): they belong in the
    panel's face. A smaller box (an item that changes with a tap) stays a child."""
    count, least = 0, BACKDROP * size[0] * size[1]
    for rect, signature, _ in children:
        if signature is None or signature[0] is not Box or rect[2] * rect[3] < least:
            break
        count += 1
    return count


class _Picture:
    """A panel's kept picture, turned to face its player (`turned`; upright when the panel is),
    with its face and the children's (rect, signature) it shows. A turned panel keeps no
    upright copy: a part to repaint is drawn whole on a scratch surface, then turned."""

    def __init__(self, shape, face: _Face, size: tuple[int, int]):
        self.shape = shape
        self.face = face
        # painted whole before it is first shown (Panel._paint_whole), so any surface of its
        # size serves: a dropped picture's, whose memory is mapped already
        self.turned = _surface(size, aligned=False)
        self.children: tuple = ()
        # the local rectangles painted so far when only parts of it ever showed (under a
        # sheet), None once painted whole
        self.painted: list | None = []

    def bytes(self) -> int:
        return surface_bytes(self.turned)


# (panel id, colour, active, angle, size, look) -> _Picture; a dropped one's surface serves the next picture of its size
_panels = Lru("panel pictures", 10_000, budget=6 * 800 * 480 * 4, weigh=_Picture.bytes, drop=lambda p: _recycle(p.turned))
# A kiosk runs all day: kept pictures of every seat, colour, angle and panel size ever shown
# add up (the soak at 720×1280: 25 pictures and 30 faces after 12 000 taps, RSS 140 MB under
# the former fixed 64 MB budget). Six screens of pixels hold
# every panel of the current screen in both colours, upright and turned, with room to spare
# (9 MB at 800×480, 22 MB at 720×1280); the least recently used go first.
PANEL_SCREENS = 6


def screen_bytes() -> int:
    """The bytes of one screen of pixels on the current display."""
    screen = pygame.display.get_surface()
    width, height = screen.get_size() if screen is not None else (800, 480)
    return width * height * 4


def panels_budget() -> int:
    """Bytes of kept panel pictures: PANEL_SCREENS screens of the current display."""
    return PANEL_SCREENS * screen_bytes()


def keep(where, picture: "_Picture") -> None:
    """Remember a panel's picture; the least recently used go past the budget."""
    _panels.budget = panels_budget()
    if _panels.get(where) is not picture:
        _panels.put(where, picture)


# (panel class, local size, angle, colour, active, leading boxes) -> its _Face; bounded by
# entries and bytes: panel sizes change with the number of seats, the mode and the end of a
# game; a screen shows at most 5 seats × 2 colours and a sheet, each face upright and turned
FACE_SCREENS = 4
_backgrounds = Lru("panel faces", 16, budget=FACE_SCREENS * 800 * 480 * 4, weigh=lambda face: face.bytes())

# Upright scratch surfaces of turned panels, one per local size (the parts to turn are drawn
# there): a screen's seat panels come in two or three sizes, and a sheet (a screen of pixels
# at most): two screens hold them all
SCRATCH_SCREENS = 2
_scratches = Lru("panel scratch", 6, budget=SCRATCH_SCREENS * 800 * 480 * 4, weigh=surface_bytes)


def _scratch(size: tuple[int, int]) -> pygame.Surface:
    found = _scratches.get(size)
    if found is None:
        _scratches.budget = SCRATCH_SCREENS * screen_bytes()
        found = _scratches.put(size, _surface(size))
    return found


# Surfaces of dropped panel pictures, oldest first: a new picture of the same size takes one
# instead of a fresh surface (a fresh one is zero-filled and page-faulted: at 1080p a sheet's
# costs more than drawing it). At most SPARE_SCREENS screens of pixels.
_spares: list = []
SPARE_SCREENS = 2


def _recycle(surface: pygame.Surface) -> None:
    _spares.append(surface)
    budget = SPARE_SCREENS * screen_bytes()
    while len(_spares) > 1 and sum(surface_bytes(spare) for spare in _spares) > budget:
        _spares.pop(0)


def _surface(size: tuple[int, int], aligned: bool = True) -> pygame.Surface:
    """A surface of `size` whose pixels will all be painted: a spare one if any, else new.
    `aligned` (`aligned_surface`) for one painted in parts; not for a picture blitted to the
    screen at every frame: a padded one blits slower wherever its place on the screen does
    not start on a 16-pixel column (a 190×400 seat picture: 130 us instead of 11)."""
    for index in range(len(_spares) - 1, -1, -1):
        spare = _spares[index]
        if spare.get_size() == tuple(size) and (spare.get_pitch() % 64 == 0 if aligned else spare.get_parent() is None):
            return _spares.pop(index)
    return aligned_surface(size) if aligned else pygame.Surface(size)


def aligned_surface(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
    """A new surface of `size` whose rows each start on a 64-byte boundary (its width padded
    to 16 pixels, the picture a subsurface of it). SDL fills a rectangle narrower than the
    surface row by row, and a row starting off a 16-byte boundary takes its slow path: on a
    601-pixel-wide surface any part filled costs 3-4 times as much as on a 608-pixel one
    (0.43 ms instead of 0.10 for 600×1080), and a panel's face is filled part by part."""
    width, height = size
    padded = -(-width // 16) * 16
    if padded == width or not height:
        return pygame.Surface(size, flags)
    return pygame.Surface((padded, height), flags).subsurface((0, 0, width, height))


_kept_with_pictures: list = []  # a table's own stores of panel parts (see `kept_with_pictures`)
_forgotten = 0                  # calls of `forget_pictures` with the pieces (see `forgotten`)


def kept_with_pictures(store):
    """Register a table's own store of pieces of panel pictures (anything with `clear()`), so
    that `forget_pictures` drops it too: a frame after it is a never-seen screen's."""
    _kept_with_pictures.append(store)
    return store


def forgotten() -> int:
    """How many times `forget_pictures` dropped the tables' pieces too: what a screen keeps
    of its own last build (kept seat panels) is keyed by it, so the frame after it builds
    and draws like a never-seen screen's."""
    return _forgotten


def forget_pictures(pieces: bool = True) -> None:
    """Drop every kept panel picture: the next frame draws every widget (layout checks read
    what drawing measures, e.g. text that overflows). `pieces=False` keeps the tables' own
    pieces of them: the next frame is then that of screens shown before and gone since."""
    global _forgotten
    _forgotten += pieces
    for picture in _panels.values():
        _recycle(picture.turned)
    _panels.clear()
    if pieces:  # (the faces too: a never-seen sheet facing a seat has none yet)
        for face in _backgrounds.values():
            for surface in face.surfaces():
                _recycle(surface)
        _backgrounds.clear()
    for store in _kept_with_pictures if pieces else ():
        store.clear()
