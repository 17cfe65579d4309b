"""Panels that ignore the kernel's rotation: turn drawing and touch together, in one place.

`rotation` is how far the picture is turned clockwise on the physical panel (0, 90, 180,
270). The app draws on a logical surface of `logical_size`, rotates it by `surface_angle`
onto the screen, and maps each touch from the panel back with `to_logical` (pixels) or
`normalised_to_logical` (SDL finger events, 0..1). Touch is mapped here and nowhere else.
"""

from __future__ import annotations

ROTATIONS = (0, 90, 180, 270)


def _check(rotation: int) -> int:
    if rotation not in ROTATIONS or isinstance(rotation, bool):
        raise ValueError(f"rotation must be one of {', '.join(map(str, ROTATIONS))}, not {rotation!r}")
    return rotation


def logical_size(physical: tuple[int, int], rotation: int) -> tuple[int, int]:
    width, height = physical
    return (height, width) if _check(rotation) in (90, 270) else (width, height)


def surface_angle(rotation: int) -> int:
    """The angle for `pygame.transform.rotate` (which turns counter-clockwise)."""
    return -_check(rotation) % 360


def to_logical(point: tuple[float, float], physical: tuple[int, int], rotation: int) -> tuple[float, float]:
    """A panel pixel (x, y) -> the logical pixel drawn there; exact on the pixel grid."""
    x, y = point
    width, height = physical
    rotation = _check(rotation)
    if rotation == 0:
        return x, y
    if rotation == 90:
        return y, width - 1 - x
    if rotation == 180:
        return width - 1 - x, height - 1 - y
    return height - 1 - y, x


def to_physical(point: tuple[float, float], physical: tuple[int, int], rotation: int) -> tuple[float, float]:
    """The inverse of `to_logical`: where the logical pixel appears on the panel."""
    x, y = point
    width, height = physical
    rotation = _check(rotation)
    if rotation == 0:
        return x, y
    if rotation == 90:
        return width - 1 - y, x
    if rotation == 180:
        return width - 1 - x, height - 1 - y
    return y, height - 1 - x


def rect_to_physical(rect: tuple[int, int, int, int], physical: tuple[int, int], rotation: int) -> tuple[int, int, int, int]:
    """Where a logical rectangle (x, y, width, height) appears on the panel (a partial frame
    updates only that part of the panel)."""
    x, y, width, height = rect
    if width <= 0 or height <= 0:
        return (0, 0, 0, 0)
    corners = [to_physical(corner, physical, rotation) for corner in ((x, y), (x + width - 1, y + height - 1))]
    left, right = sorted(c[0] for c in corners)
    top, bottom = sorted(c[1] for c in corners)
    return (int(left), int(top), int(right - left + 1), int(bottom - top + 1))


def normalised_to_logical(point: tuple[float, float], rotation: int) -> tuple[float, float]:
    """A finger position as SDL gives it (0..1 across the panel) -> 0..1 across the logical screen."""
    x, y = point
    rotation = _check(rotation)
    if rotation == 0:
        return x, y
    if rotation == 90:
        return y, 1.0 - x
    if rotation == 180:
        return 1.0 - x, 1.0 - y
    return 1.0 - y, x


def delta_to_logical(delta: tuple[float, float], rotation: int) -> tuple[float, float]:
    """A movement (mouse rel, finger dx/dy) in panel axes -> logical axes."""
    dx, dy = delta
    rotation = _check(rotation)
    return {0: (dx, dy), 90: (dy, -dx), 180: (-dx, -dy), 270: (-dy, dx)}[rotation]
