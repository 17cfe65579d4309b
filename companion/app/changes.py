"""What changed between two frames, and which rectangles to repaint for it: each widget's
`shown_entry` (rect, signature, id) matched across frames (`differences`, `changed_rects`),
and the parts of a panel worth repainting together (`paint_plan`, by `paint_cost`). Rectangle
sums and differences only: no pixels (see `panels`, which paints them)."""

from __future__ import annotations

from bisect import bisect_left

from companion.app.widgets import BLEED, Rect, Widget


def subtract(area: Rect, holes: list) -> list:
    """`area` minus the `holes`, as a list of rectangles."""
    pieces = [Rect(area)]
    for hole in holes:
        cut = []
        for piece in pieces:
            if not piece.colliderect(hole):
                cut.append(piece)
                continue
            inner = piece.clip(hole)
            if inner.top > piece.top:
                cut.append(Rect(piece.left, piece.top, piece.width, inner.top - piece.top))
            if inner.bottom < piece.bottom:
                cut.append(Rect(piece.left, inner.bottom, piece.width, piece.bottom - inner.bottom))
            if inner.left > piece.left:
                cut.append(Rect(piece.left, inner.top, inner.left - piece.left, inner.height))
            if inner.right < piece.right:
                cut.append(Rect(inner.right, inner.top, piece.right - inner.right, inner.height))
        pieces = cut
    return pieces


def merged(rects: list) -> list:
    """The rectangles, overlapping ones joined into their union."""
    out: list = []
    for rect in rects:
        rect = Rect(rect)
        found = rect.collidelist(out)
        while found != -1:  # the union may now reach others: join until it meets none
            rect.union_ip(out.pop(found))
            found = rect.collidelist(out)
        out.append(rect)
    return out


# A piece of the screen repainted costs, besides its pixels, about as much as copying this
# many pixels (a clip, a fill, each widget under it asked to draw: 30-40 µs here, measured on
# the staged taps at 1920×1080): two overlapping changed places are repainted as the rectangle
# around them when that repaints no more than this besides them. Joined whatever it cost (until
# wave 10), a seat's panel and the next seat's strip meeting at a corner repainted the whole
# table between them: in real play at 800×480, 79 % of the screen a frame where the changed
# places cover 50 % (now 51 %)
JOIN_PX = 100_000


def covering(rects: list, slack: int = JOIN_PX) -> list:
    """Rectangles that do not overlap and cover what `rects` cover (each pixel repainted
    once): two that overlap joined into the rectangle around them when that covers at most
    `slack` pixels outside both, else the later one cut around the other."""
    out: list = []
    for rect in sorted((Rect(rect) for rect in rects), key=_area, reverse=True):
        if not rect.width or not rect.height:
            continue
        joined = True
        while joined:  # the rectangle around two may now overlap a third
            joined = False
            for index in rect.collidelistall(out):
                other = out[index]
                # what the rectangle around the two covers outside both
                extra = _area(rect.union(other)) - _area(rect) - _area(other) + _area(rect.clip(other))
                if extra <= slack:
                    rect = rect.union(other)
                    del out[index]
                    joined = True
                    break
        out += subtract(rect, [out[index] for index in rect.collidelistall(out)])
    return out


def _area(rect: Rect) -> int:
    return rect.width * rect.height


# What repainting a part of a panel costs, in pixels copied (measured with pygame-ce 2.5 at
# 1920×1080): each row of a copy (the background's, and a turned panel's turn and blit) costs
# about as much as ROW_PX pixels, each part and each child drawn in it about PART_PX and CHILD_PX
# more (a clip, Python calls; a rounded box is redrawn whole under any clip). Narrow parts are
# dear per pixel, so cards changed across a whole sheet are cheaper painted as one rectangle.
ROW_PX = 600
PART_PX = 25_000
CHILD_PX = 25_000


def paint_cost(rect: Rect, children: int, turns: bool) -> int:
    """The cost of repainting `rect` with `children` drawn in it (and turning it)."""
    copies = 3 if turns else 1
    return copies * rect.height * (ROW_PX + rect.width) + PART_PX + CHILD_PX * children


def paint_plan(dirty: list, bounds: Rect, reach: list, turns: bool) -> list:
    """(rectangle, indices of the children to draw in it) to repaint the `dirty` rectangles
    (each widened by the BLEED its widget may paint beyond it, kept inside `bounds`), given
    the rects each child's pixels can `reach`: overlapping ones joined, and all joined into
    one rectangle around them when that costs less than painting (and turning) each apart."""
    parts = [part for part in merged(rect.inflate(2 * BLEED, 2 * BLEED).clip(bounds) for rect in dirty)
             if part.width and part.height]
    if not parts:
        return []
    union = parts[0].unionall(parts[1:])
    everything = list(range(len(reach)))
    if union.contains(bounds):
        return [(union, everything)]
    whole = (union, union.collidelistall(reach))
    if len(parts) == 1:
        return [whole]
    plan = [(part, part.collidelistall(reach)) for part in parts]
    apart = sum(paint_cost(part, len(drawn), turns) for part, drawn in plan)
    return plan if apart < paint_cost(whole[0], len(whole[1]), turns) else [whole]


_exact_kinds: dict = {}  # widget class -> whether it gives turned pictures (a few classes)


def paints_exactly(signature) -> bool:
    """A signature (its class first) of a widget painting exactly its rect (see
    `Widget.turned_picture`)."""
    kind = signature[0] if signature else None
    found = _exact_kinds.get(kind)
    if found is None:
        found = isinstance(kind, type) and issubclass(kind, Widget) and kind.turned_picture is not Widget.turned_picture
        if isinstance(kind, type):
            _exact_kinds[kind] = found
    return found


def shown_entry(widget, app) -> tuple:
    """What a frame remembers of a widget to find what changed at the next: (rect, signature,
    id)."""
    return tuple(widget.rect), widget.signature(app), widget.id


def _match_keys(entries) -> list:
    """Each entry's key for finding it again in another frame's list: its id, or for a widget
    without one its rect (a widget drawn at the same place is the same widget), with its rank
    among the entries sharing that id or rect. A widget that came earlier in the list (a note,
    a card in the trick) then shifts no other widget's key, so the others keep their pixels."""
    keys, seen = [], {}
    for rect, _, ident in entries:
        key = (True, ident) if ident is not None else (False, rect)
        rank = seen.get(key, 0)
        seen[key] = rank + 1
        keys.append((key, rank))
    return keys


def differences(before: list, now: list) -> list:
    """(index in `before` or None, index in `now` or None) of each widget that came, went,
    changed (or has no signature), or drew in another order than before relative to the
    widgets that did not change (where two overlap, the later one's pixels show). Entries are
    `shown_entry`s; widgets are matched by `_match_keys`, not by their place in the list."""
    if len(before) == len(now):  # the usual frame: the same widgets in the same order, no keys to build
        out = []
        for index, (old, new) in enumerate(zip(before, now)):
            if old[2] != new[2] or old[0] != new[0]:
                break
            if new[1] is None or old[1] != new[1]:
                out.append((index, index))
        else:
            return out
    old_at = {key: index for index, key in enumerate(_match_keys(before))}
    out, kept = [], []  # kept: (old index, new index) of the unchanged, in the new order
    for new, key in enumerate(_match_keys(now)):
        old = old_at.pop(key, None)
        if old is None:
            out.append((None, new))
        elif now[new][1] is None or before[old][:2] != now[new][:2]:
            out.append((old, new))
        else:
            kept.append((old, new))
    out += [(old, None) for old in old_at.values()]
    return out + _reordered(kept)


def _reordered(kept: list) -> list:
    """The (old, new) pairs outside a longest run kept in the old order: repainting these
    (with every child reaching them, in list order) restores the order wherever two cross."""
    olds = [old for old, _ in kept]
    if all(a < b for a, b in zip(olds, olds[1:])):
        return []
    tails, tail_at, before = [], [], [None] * len(olds)  # patience sort: a longest increasing run
    for position, old in enumerate(olds):
        place = bisect_left(tails, old)
        before[position] = tail_at[place - 1] if place else None
        if place == len(tails):
            tails.append(old)
            tail_at.append(position)
        else:
            tails[place], tail_at[place] = old, position
    in_order, position = set(), tail_at[-1]
    while position is not None:
        in_order.add(position)
        position = before[position]
    return [pair for position, pair in enumerate(kept) if position not in in_order]


def changed_rects(before: list, now: list) -> list:
    """Rectangles of the widgets that differ between two lists of `shown_entry`s (see
    `differences`): the old and the new place of each, once when they are the same."""
    out = []
    for old, new in differences(before, now):
        if old is not None:
            out.append(before[old][0])
        if new is not None and (old is None or now[new][0] != before[old][0]):
            out.append(now[new][0])
    return out


def distinct(rects: list) -> list:
    """The rectangles without those equal to or inside another (a widget repainted in place
    is one change, not two)."""
    out: list = []
    for rect in sorted({tuple(rect): Rect(rect) for rect in rects}.values(), key=lambda r: -r.width * r.height):
        if not any(out[index].contains(rect) for index in rect.collidelistall(out)):
            out.append(rect)
    return out
