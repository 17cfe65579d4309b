"""Where things go when a panel is turned to face its player: a rectangle's place in the
turned area (`turned_rect`) and a picture turned pixel for pixel (`turned`). Panels turn
their pictures; widgets drawn straight into a turned picture place each piece by them."""

from __future__ import annotations

import pygame

Rect = pygame.Rect


def turned_rect(rect, size: tuple[int, int], angle: int) -> Rect:
    """`rect` inside an area of `size`, where it shows once the area is turned `angle`
    degrees counter-clockwise (a quarter turn takes (x, y) to (y, width - x))."""
    x, y, w, h = rect
    angle %= 360
    if angle == 0:
        return Rect(x, y, w, h)
    if angle == 180:
        return Rect(size[0] - x - w, size[1] - y - h, w, h)
    if angle == 90:
        return Rect(y, size[0] - x - w, h, w)
    return Rect(size[1] - y - h, x, h, w)  # 270: (x, y) to (height - y, x)


def turned(image: pygame.Surface, angle: int) -> pygame.Surface:
    """`image` turned by `angle` (0, 90, 180, 270 counter-clockwise): a new surface, pixel
    for pixel (a half turn as a flip, its fastest form)."""
    if angle == 180:
        return pygame.transform.flip(image, True, True)
    return pygame.transform.rotate(image, angle) if angle else image.copy()


class Turn:
    """How a turned panel faces its player, for a widget drawn straight into its turned
    picture (`Widget.draw_turned`): the panel's `angle` and upright `size`; `place` gives
    where an upright rectangle of the panel lands in the picture. `UPRIGHT` (angle 0): a
    widget drawn as usual, the same drawing code either way."""

    __slots__ = ("angle", "size")

    def __init__(self, angle: int, size: tuple[int, int]):
        self.angle, self.size = angle, size

    def place(self, rect: Rect) -> Rect:
        """Where `rect` lands (`rect` itself when upright: the drawing's own rectangles)."""
        return turned_rect(rect, self.size, self.angle) if self.angle else rect

    def upright_size(self, image: pygame.Surface) -> tuple[int, int]:
        """The size `image` (turned as the panel is) has upright."""
        w, h = image.get_size()
        return (h, w) if self.angle % 180 else (w, h)


UPRIGHT = Turn(0, (0, 0))
