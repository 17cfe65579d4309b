"""Small pictograms of our own for La Fièvre de l'Or's events, drawn in a circle of radius r."""

from __future__ import annotations

import math

from printables.symbols import INK, draw_symbol

WOOD, RED, PAPER = "#8A5A2B", "#B8322A", "#FFFFFF"


def _rot(points, cx, cy, degrees):
    t = math.radians(degrees)
    c, s = math.cos(t), math.sin(t)
    return [(cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c) for x, y in points]


def _box(cx, cy, w, h):
    return [(cx - w / 2, cy - h / 2), (cx + w / 2, cy - h / 2), (cx + w / 2, cy + h / 2), (cx - w / 2, cy + h / 2)]


def dynamite(p, cx, cy, r, gold):
    for dx in (-0.28, 0.0, 0.28):
        p.polygon(_rot(_box(cx + dx * r, cy - 0.15 * r, 0.26 * r, 1.1 * r), cx, cy, -20), fill=RED, stroke=INK, width=0.05 * r)
    p.line(cx + 0.2 * r, cy + 0.42 * r, cx + 0.45 * r, cy + 0.62 * r, stroke=INK, width=0.06 * r)
    draw_symbol(p, "star", cx + 0.52 * r, cy + 0.7 * r, 0.25 * r, gold, width=0.03 * r)


def stagecoach(p, cx, cy, r, gold):
    p.rect(cx - 0.7 * r, cy - 0.2 * r, 1.4 * r, 0.75 * r, fill=WOOD, stroke=INK, width=0.05 * r, radius=0.1 * r)
    p.rect(cx - 0.5 * r, cy + 0.1 * r, 0.4 * r, 0.3 * r, fill=PAPER, stroke=INK, width=0.04 * r)
    p.rect(cx + 0.1 * r, cy + 0.1 * r, 0.4 * r, 0.3 * r, fill=PAPER, stroke=INK, width=0.04 * r)
    for dx in (-0.45, 0.45):
        p.circle(cx + dx * r, cy - 0.35 * r, 0.28 * r, fill=gold, stroke=INK, width=0.05 * r)
        p.circle(cx + dx * r, cy - 0.35 * r, 0.07 * r, fill=INK)


def holdup(p, cx, cy, r, gold):
    """A bandit's mask."""
    mask = [(cx - 0.85 * r, cy + 0.05 * r), (cx - 0.6 * r, cy + 0.35 * r), (cx + 0.6 * r, cy + 0.35 * r),
            (cx + 0.85 * r, cy + 0.05 * r), (cx + 0.5 * r, cy - 0.3 * r), (cx, cy - 0.12 * r), (cx - 0.5 * r, cy - 0.3 * r)]
    p.polygon(mask, fill=INK)
    for dx in (-0.38, 0.38):
        p.circle(cx + dx * r, cy + 0.06 * r, 0.14 * r, fill=gold)


def card_shark(p, cx, cy, r, gold):
    for angle, fill in ((-14, PAPER), (10, PAPER)):
        p.polygon(_rot(_box(cx, cy, 0.75 * r, 1.05 * r), cx, cy - 0.3 * r, angle), fill=fill, stroke=INK, width=0.05 * r)
    draw_symbol(p, "diamond", cx + 0.08 * r, cy, 0.3 * r, RED, width=0.03 * r)


def telegraph(p, cx, cy, r, gold):
    p.rect(cx - 0.06 * r, cy - 0.85 * r, 0.12 * r, 1.6 * r, fill=WOOD, stroke=INK, width=0.04 * r)
    for y in (0.45, 0.15):
        p.rect(cx - 0.55 * r, cy + y * r, 1.1 * r, 0.1 * r, fill=WOOD, stroke=INK, width=0.04 * r)
        for dx in (-0.45, 0.45):
            p.circle(cx + dx * r, cy + (y + 0.13) * r, 0.06 * r, fill=gold, stroke=INK, width=0.02 * r)
    p.line(cx - 0.9 * r, cy + 0.48 * r, cx + 0.9 * r, cy + 0.7 * r, stroke=INK, width=0.03 * r)


def mustang(p, cx, cy, r, gold):
    """A horseshoe."""
    outer, inner, pts = 0.75 * r, 0.42 * r, []
    for i in range(25):
        a = math.radians(-40 + 260 * i / 24)
        pts.append((cx + outer * math.cos(a), cy - 0.05 * r + outer * math.sin(a)))
    for i in range(25):
        a = math.radians(220 - 260 * i / 24)
        pts.append((cx + inner * math.cos(a), cy - 0.05 * r + inner * math.sin(a)))
    p.polygon(_rot(pts, cx, cy, 180 + 0), fill=gold, stroke=INK, width=0.05 * r)
    for a in (-100, -60, 60, 100):
        t = math.radians(a + 90)
        p.circle(cx + 0.58 * r * math.cos(t), cy + 0.05 * r + 0.58 * r * math.sin(t) * -1, 0.05 * r, fill=INK)


def saloon(p, cx, cy, r, gold):
    """A bottle."""
    bottle = [(cx - 0.3 * r, cy - 0.8 * r), (cx + 0.3 * r, cy - 0.8 * r), (cx + 0.3 * r, cy + 0.15 * r),
              (cx + 0.1 * r, cy + 0.4 * r), (cx + 0.1 * r, cy + 0.8 * r), (cx - 0.1 * r, cy + 0.8 * r),
              (cx - 0.1 * r, cy + 0.4 * r), (cx - 0.3 * r, cy + 0.15 * r)]
    p.polygon(bottle, fill=WOOD, stroke=INK, width=0.05 * r)
    p.rect(cx - 0.3 * r, cy - 0.45 * r, 0.6 * r, 0.35 * r, fill=gold, stroke=INK, width=0.04 * r)


def girls(p, cx, cy, r, gold):
    """A dancer's fan."""
    for i in range(7):
        a = math.radians(20 + 140 * i / 6)
        tip = (cx + 0.85 * r * math.cos(a), cy - 0.45 * r + 0.85 * r * math.sin(a))
        p.polygon([(cx, cy - 0.45 * r), (tip[0] - 0.12 * r, tip[1]), (tip[0] + 0.12 * r, tip[1])],
                  fill=RED if i % 2 else gold, stroke=INK, width=0.03 * r)
    p.circle(cx, cy - 0.45 * r, 0.1 * r, fill=INK)


def governor(p, cx, cy, r, gold):
    """A top hat."""
    p.rect(cx - 0.8 * r, cy - 0.5 * r, 1.6 * r, 0.18 * r, fill=INK, radius=0.08 * r)
    p.rect(cx - 0.45 * r, cy - 0.35 * r, 0.9 * r, 1.05 * r, fill=INK)
    p.rect(cx - 0.45 * r, cy - 0.22 * r, 0.9 * r, 0.18 * r, fill=gold)


def new_vein(p, cx, cy, r, gold):
    """Nuggets in a seam of rock."""
    p.polygon([(cx - 0.85 * r, cy - 0.2 * r), (cx + 0.85 * r, cy + 0.2 * r), (cx + 0.85 * r, cy - 0.1 * r),
               (cx - 0.85 * r, cy - 0.5 * r)], fill=WOOD, stroke=INK, width=0.04 * r)
    for dx, dy in ((-0.45, -0.05), (0.0, 0.12), (0.45, 0.22), (0.2, -0.35)):
        draw_symbol(p, "hexagon", cx + dx * r, cy + dy * r, 0.22 * r, gold, width=0.03 * r)


def expropriation(p, cx, cy, r, gold):
    """A claim stake with a flag."""
    p.rect(cx - 0.05 * r, cy - 0.85 * r, 0.1 * r, 1.6 * r, fill=WOOD, stroke=INK, width=0.03 * r)
    p.polygon([(cx + 0.05 * r, cy + 0.75 * r), (cx + 0.8 * r, cy + 0.5 * r), (cx + 0.05 * r, cy + 0.22 * r)],
              fill=RED, stroke=INK, width=0.04 * r)
    p.polygon([(cx - 0.6 * r, cy - 0.85 * r), (cx + 0.6 * r, cy - 0.85 * r), (cx, cy - 0.55 * r)], fill=gold,
              stroke=INK, width=0.04 * r)


ICONS = {"dynamite": dynamite, "stagecoach": stagecoach, "holdup": holdup, "card_shark": card_shark,
         "telegraph": telegraph, "mustang": mustang, "saloon": saloon, "girls": girls, "governor": governor,
         "new_vein": new_vein, "expropriation": expropriation}
