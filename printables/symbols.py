"""Our own suit and colour symbols, drawn as plain geometry so they print in black and white.

Every symbol fits the circle of radius r around (cx, cy). The shape names are those the game
packages' deck data use (`Suit.symbol`, `Colour.symbol`, `Town.shape`).
"""

from __future__ import annotations

import math

INK = "#1E1E1E"


def _ring(cx, cy, r, count, start=90.0):
    return [(cx + r * math.cos(math.radians(start + 360 * i / count)),
             cy + r * math.sin(math.radians(start + 360 * i / count))) for i in range(count)]


def _star(cx, cy, r, points=5, inner=0.42):
    outer = _ring(cx, cy, r, points)
    inside = _ring(cx, cy, r * inner, points, start=90 + 180 / points)
    return [p for pair in zip(outer, inside) for p in pair]


def _heart(cx, cy, r):
    pts = []
    for i in range(48):
        t = 2 * math.pi * i / 48
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((cx + x * r / 17, cy + (y + 2.5) * r / 17))
    return pts


def _crescent(cx, cy, r):
    # the outer disc minus a disc shifted to the right: a moon opening rightwards
    d, rho = 0.5 * r, 0.82 * r
    x = (d * d + r * r - rho * rho) / (2 * d)
    y = math.sqrt(max(r * r - x * x, 0.0))
    a, b = math.atan2(y, x), math.atan2(y, x - d)
    steps = 28
    outer = [(cx + r * math.cos(a + (2 * math.pi - 2 * a) * i / steps),
              cy + r * math.sin(a + (2 * math.pi - 2 * a) * i / steps)) for i in range(steps + 1)]
    inner = [(cx + d + rho * math.cos(2 * math.pi - b - (2 * math.pi - 2 * b) * i / steps),
              cy + rho * math.sin(2 * math.pi - b - (2 * math.pi - 2 * b) * i / steps)) for i in range(steps + 1)]
    return outer + inner


def _cross(cx, cy, r, thickness=0.32):
    t = r * thickness / 2
    arm = r * 0.92
    base = [(-t, -arm), (t, -arm), (t, -t), (arm, -t), (arm, t), (t, t), (t, arm), (-t, arm),
            (-t, t), (-arm, t), (-arm, -t), (-t, -t)]
    c = math.cos(math.radians(45))
    return [(cx + (x - y) * c, cy + (x + y) * c) for x, y in base]


def _crown(cx, cy, r):
    """Three points on a band: the governor."""
    w, base, top, dip = r * 0.95, cy - r * 0.62, cy + r * 0.78, cy + r * 0.05
    return [(cx - w, base), (cx + w, base), (cx + w, top), (cx + w * 0.5, dip), (cx, top),
            (cx - w * 0.5, dip), (cx - w, top)]


def _bolt(cx, cy, r):
    """A lightning bolt: the telegraph."""
    pts = [(0.25, 1.0), (-0.55, -0.05), (-0.05, -0.05), (-0.3, -1.0), (0.6, 0.15), (0.1, 0.15), (0.45, 1.0)]
    return [(cx + x * r, cy + y * r) for x, y in pts]


def _spade(cx, cy, r):
    """A card spade (an upside-down heart on a foot): the card shark."""
    heart = [(cx - (x - cx), cy - (y - cy) + r * 0.2) for x, y in _heart(cx, cy, r * 0.78)]
    top = max(range(len(heart)), key=lambda i: heart[i][1])
    heart = heart[top:] + heart[:top]  # start at the tip, so the foot joins at the bottom notch
    notch = min(range(len(heart) // 4, 3 * len(heart) // 4), key=lambda i: heart[i][1])
    foot = [(cx + r * 0.12, cy - r * 0.35), (cx + r * 0.42, cy - r * 0.98), (cx - r * 0.42, cy - r * 0.98),
            (cx - r * 0.12, cy - r * 0.35)]
    return heart[:notch] + foot + heart[notch + 1:]


def _glass(cx, cy, r):
    """A stemmed glass (a wide cup on a foot): the saloon."""
    pts = [(-0.85, 0.9), (0.85, 0.9), (0.12, 0.0), (0.12, -0.7), (0.55, -0.9), (-0.55, -0.9), (-0.12, -0.7),
           (-0.12, 0.0)]
    return [(cx + x * r, cy + y * r) for x, y in pts]


def _tee(cx, cy, r):
    """A miner's pick, head across a handle: the new vein."""
    pts = [(-0.95, 0.55), (-0.4, 0.85), (0.4, 0.85), (0.95, 0.55), (0.15, 0.55), (0.15, -0.95), (-0.15, -0.95),
           (-0.15, 0.55)]
    return [(cx + x * r, cy + y * r) for x, y in pts]


def _bowtie(cx, cy, r):
    """A bandit's mask, two eye pieces joined at the nose: the hold-up."""
    pts = [(-0.95, 0.55), (0.0, 0.15), (0.95, 0.55), (0.95, -0.55), (0.0, -0.15), (-0.95, -0.55)]
    return [(cx + x * r, cy + y * r) for x, y in pts]


def _arrow(cx, cy, r):
    """An arrow pointing right: the stagecoach on its way."""
    pts = [(-0.95, 0.28), (0.1, 0.28), (0.1, 0.75), (0.95, 0.0), (0.1, -0.75), (0.1, -0.28), (-0.95, -0.28)]
    return [(cx + x * r, cy + y * r) for x, y in pts]


def _burst(cx, cy, r):
    """A jagged burst of eight sharp points: the warning of a dangerous mine (Fièvre's
    towns own the triangle and the five-point star)."""
    return _star(cx, cy, r, points=8, inner=0.62)


def _eye(cx, cy, r):
    """A peacock feather's eye: a drop, round above and pointed below, Pikoko's own emblem (its feathers own
    the circle, the triangle, the heart, the star and the square)."""
    pts = []
    for i in range(40):
        t = 2 * math.pi * i / 40
        # a teardrop: round at the top, drawn out to a point at the bottom
        x = 0.62 * math.sin(t) * math.sin(t / 2) ** 1.2
        y = -math.cos(t)
        pts.append((cx + x * r, cy + (y * 0.98 - 0.02) * r))
    return pts


_POLYGONS = {"burst": _burst, "eye": _eye, "crown": _crown, "bolt": _bolt, "spade": _spade, "arrow": _arrow, "glass": _glass, "tee": _tee,
             "bowtie": _bowtie}


def draw_symbol(p, name: str, cx: float, cy: float, r: float, fill: str, stroke: str = INK,
                width: float | None = None) -> None:
    """Draw the symbol `name` filled with `fill`, outlined with `stroke` (None: no outline)."""
    width = r * 0.09 if width is None else width
    if name == "circle":
        p.circle(cx, cy, r * 0.86, fill=fill, stroke=stroke, width=width)
    elif name == "square":
        s = r * 0.78
        p.rect(cx - s, cy - s, 2 * s, 2 * s, fill=fill, stroke=stroke, width=width)
    elif name == "triangle":
        p.polygon(_ring(cx, cy - r * 0.12, r * 1.0, 3), fill=fill, stroke=stroke, width=width)
    elif name == "diamond":
        p.polygon([(cx, cy + r), (cx + r * 0.72, cy), (cx, cy - r), (cx - r * 0.72, cy)],
                  fill=fill, stroke=stroke, width=width)
    elif name == "star":
        p.polygon(_star(cx, cy - r * 0.06, r * 1.02), fill=fill, stroke=stroke, width=width)
    elif name == "heart":
        p.polygon(_heart(cx, cy, r * 0.98), fill=fill, stroke=stroke, width=width)
    elif name == "crescent":
        p.polygon(_crescent(cx, cy, r * 0.92), fill=fill, stroke=stroke, width=width)
    elif name == "hexagon":
        p.polygon(_ring(cx, cy, r * 0.92, 6, start=0), fill=fill, stroke=stroke, width=width)
    elif name == "sun":
        rays = _star(cx, cy, r, points=12, inner=0.62)
        p.polygon(rays, fill=fill, stroke=stroke, width=width)
        p.circle(cx, cy, r * 0.5, fill=fill, stroke=stroke, width=width)
    elif name in _POLYGONS:
        p.polygon(_POLYGONS[name](cx, cy, r), fill=fill, stroke=stroke, width=width)
    elif name == "cross":
        p.polygon(_cross(cx, cy, r), fill=fill, stroke=stroke, width=width)
    elif name == "rainbow":
        for k, colour in enumerate(("#D0342C", "#E8B923", "#2D6CC0")):
            outer, inner = r * (0.95 - 0.3 * k), r * (0.68 - 0.3 * k)
            arc = [(cx + outer * math.cos(math.pi * i / 20), cy - r * 0.35 + outer * math.sin(math.pi * i / 20)) for i in range(21)]
            arc += [(cx + inner * math.cos(math.pi * (20 - i) / 20), cy - r * 0.35 + inner * math.sin(math.pi * (20 - i) / 20))
                    for i in range(21)]
            p.polygon(arc, fill=colour, stroke=stroke, width=width * 0.7)
    else:
        raise ValueError(f"no symbol named {name!r}")


# Where a number may sit on a big symbol: (dx, dy, w, h) in units of r from the centre, the
# box's centre first. Each box lies inside its shape with room for the outline, so a
# two-digit "10" shrinks to fit instead of running onto the background. The crescent's box
# lies in its hollow (the number is dark there, on the panel), clear of the outline.
NUMBER_BOX = {
    "circle": (0.0, 0.0, 1.2, 0.8),
    "square": (0.0, 0.0, 1.3, 1.0),
    "triangle": (0.0, -0.27, 0.85, 0.56),
    "diamond": (0.0, 0.0, 0.8, 0.64),
    "crescent": (0.49, 0.0, 0.7, 0.66),
    "sun": (0.0, 0.0, 0.62, 0.5),
}


def number_box(name: str, cx: float, cy: float, r: float) -> tuple[float, float, float, float]:
    """(x, y, w, h) of the box a number on symbol `name` must stay in."""
    dx, dy, w, h = NUMBER_BOX[name]
    return cx + (dx - w / 2) * r, cy + (dy - h / 2) * r, w * r, h * r


def outline(name: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The symbol's outline as a polygon (for tests: what lies inside it)."""
    if name == "circle":
        return _ring(cx, cy, r * 0.86, 72)
    if name == "square":
        s = r * 0.78
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if name == "triangle":
        return _ring(cx, cy - r * 0.12, r * 1.0, 3)
    if name == "diamond":
        return [(cx, cy + r), (cx + r * 0.72, cy), (cx, cy - r), (cx - r * 0.72, cy)]
    if name == "crescent":
        return _crescent(cx, cy, r * 0.92)
    if name == "sun":
        return _ring(cx, cy, r * 0.5, 72)
    raise ValueError(f"no outline for {name!r}")


SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "heart", "crescent", "hexagon", "sun", "cross", "rainbow",
           "crown", "bolt", "spade", "arrow", "glass", "tee", "bowtie",
           "burst", "eye")
