"""One small drawing vocabulary with two backends: a ReportLab canvas (PDF) and a Pillow image (PNG).

Card faces, backs and pads are written once against `Painter`; coordinates are millimetres
with y pointing up, font sizes are points. Every text placed in a box goes through
`fit` (wrap, then shrink) and is logged in `Painter.texts`, so tests can prove nothing
overflows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from printables import fonts

MM = 72 / 25.4  # points per millimetre
PT = 25.4 / 72  # millimetres per point
MIN_SIZE = 4.5  # smallest type we allow ourselves (pt)
SOFT_HYPHEN = "\u00ad"  # where a long word may break (shown as "-" only when it does)


@dataclass
class FittedText:
    """A text set in a box: what was asked and what it took."""

    text: str
    box_w: float
    box_h: float
    used_w: float
    used_h: float
    size: float

    @property
    def fits(self) -> bool:
        return self.used_w <= self.box_w + 1e-6 and self.used_h <= self.box_h + 1e-6


class Painter:
    """Backend-independent helpers; subclasses draw."""

    def __init__(self) -> None:
        self.texts: list[FittedText] = []

    # --- drawn by the backends -------------------------------------------------------
    def rect(self, x, y, w, h, fill=None, stroke=None, width=0.25, radius=0.0, dash=None): ...
    def circle(self, cx, cy, r, fill=None, stroke=None, width=0.25, dash=None): ...
    def polygon(self, points, fill=None, stroke=None, width=0.25): ...
    def line(self, x1, y1, x2, y2, stroke="#000000", width=0.25, dash=None): ...
    def text(self, x, y, s, size, bold=False, color="#000000", align="left"): ...
    def width(self, s, size, bold=False) -> float: ...
    def push(self): ...
    def pop(self): ...
    def translate(self, dx, dy): ...
    def rotate(self, degrees): ...
    def clip(self, x, y, w, h): ...

    # --- shared ------------------------------------------------------------------------
    def lines_for(self, text: str, size: float, box_w: float, bold: bool) -> list[str] | None:
        """Greedy word wrap at `size`; a long word may break at its soft hyphens (U+00AD).
        None when some piece alone is wider than the box."""
        lines: list[str] = []
        fits = lambda s: self.width(s, size, bold) <= box_w  # noqa: E731
        for paragraph in text.split("\n"):
            current = ""
            for word in _words(paragraph):
                pieces = word.split(SOFT_HYPHEN)
                while pieces:
                    whole = "".join(pieces)
                    trial = f"{current} {whole}" if current else whole
                    if fits(trial):
                        current, pieces = trial, []
                        continue
                    # the longest head of the word that fits on this line with a hyphen
                    for k in range(len(pieces) - 1, 0, -1):
                        head = "".join(pieces[:k]) + "-"
                        if fits(f"{current} {head}" if current else head):
                            lines.append(f"{current} {head}" if current else head)
                            current, pieces = "", pieces[k:]
                            break
                    else:
                        if not current:
                            return None
                        lines.append(current)
                        current = ""
            lines.append(current)
        return lines

    def layout(self, text, w, h, size, bold=False, leading=1.18, wrap=True, min_size=MIN_SIZE):
        """(size, lines, used_w, used_h) for `text` in a w × h box: wrapped, then shrunk in
        0.25 pt steps down to `min_size` (where it may still overflow)."""
        trial = size
        while True:
            lines = self.lines_for(text, trial, w, bold) if wrap else [text.replace(SOFT_HYPHEN, "")]
            if lines is not None:
                used_w = max(self.width(line, trial, bold) for line in lines)
                used_h = self._block_height(len(lines), trial, leading)
                if used_w <= w and used_h <= h:
                    return trial, lines, used_w, used_h
            if trial - 0.25 < min_size:
                lines = lines or [text]
                used_w = max(self.width(line, trial, bold) for line in lines)
                return trial, lines, used_w, self._block_height(len(lines), trial, leading)
            trial -= 0.25

    def fit(self, text, x, y, w, h, size, bold=False, color="#000000", align="left",
            valign="top", leading=1.18, wrap=True, min_size=MIN_SIZE) -> float:
        """Set `text` inside the box (x, y is its bottom-left), wrapping and shrinking as needed.

        Returns the size used. Text that cannot fit even at `min_size` is drawn at that size
        and logged as an overflow (`texts`), which the tests look for.
        """
        trial, lines, used_w, used_h = self.layout(text, w, h, size, bold, leading, wrap, min_size)
        self.texts.append(FittedText(text, w, h, used_w, used_h, trial))
        line_h = trial * PT * leading
        ascent = trial * PT * 0.76
        if valign == "top":
            top = y + h
        elif valign == "middle":
            top = y + (h + used_h) / 2
        else:
            top = y + used_h
        anchor_x = {"left": x, "center": x + w / 2, "right": x + w}[align]
        for i, line in enumerate(lines):
            self.text(anchor_x, top - ascent - i * line_h, line, trial, bold, color, align)
        return trial

    @staticmethod
    def _block_height(count: int, size: float, leading: float) -> float:
        # cap height of the first line + full leading of the others + descent of the last
        return size * PT * (0.76 + (count - 1) * leading + 0.24)

    def label(self, text, x, y, w, size, bold=False, color="#000000", align="left") -> float:
        """One line on baseline y, shrunk to fit width w (never wrapped)."""
        return self.fit(text, x, y - size * PT * 0.24, w, size * PT * 1.0, size, bold, color, align,
                        valign="bottom", wrap=False)

    def qr(self, x, y, size, data, dark="#000000", light="#FFFFFF"):
        """A QR code of `data` filling the square (x, y, size), its quiet zone included."""
        self.rect(x, y, size, size, fill=light)
        for rx, ry, rw, rh in qr_runs(data, size):
            self.rect(x + rx, y + ry, rw, rh, fill=dark)


QR_QUIET = 4  # modules of white around the code: what the QR standard asks, and what a
# phone needs to find a code printed next to a coloured frame


def qr_modules(data: str) -> int:
    """Modules across the whole square, quiet zone included."""
    return len(qr_matrix(data)) + 2 * QR_QUIET


@lru_cache(maxsize=4096)
def qr_runs(data: str, size: float) -> tuple[tuple[float, float, float, float], ...]:
    """The dark modules as rectangles (x, y, w, h) from the square's bottom-left corner:
    runs along each row, each stacked with identical runs of the rows below, so a code
    is a few dozen rectangles rather than hundreds."""
    matrix = qr_matrix(data)
    module = size / (len(matrix) + 2 * QR_QUIET)
    open_runs: dict[tuple[int, int], list[int]] = {}  # (start, end) -> [first row, last row]
    blocks = []
    for row, cells in enumerate(matrix):
        runs = set()
        col = 0
        while col < len(cells):
            if cells[col]:
                start = col
                while col < len(cells) and cells[col]:
                    col += 1
                runs.add((start, col))
            col += 1
        for key in list(open_runs):
            if key not in runs:
                blocks.append((key, open_runs.pop(key)))
        for key in runs:
            open_runs.setdefault(key, [row, row])[1] = row
    blocks += list(open_runs.items())
    n = len(matrix)
    out = []
    for (start, end), (first, last) in blocks:
        # a hair larger than the modules so touching blocks leave no seam
        out.append(((start + QR_QUIET) * module, (n + QR_QUIET - last - 1) * module,
                    (end - start) * module + 0.02, (last - first + 1) * module + 0.02))
    return tuple(out)


@lru_cache(maxsize=4096)
def qr_matrix(data: str) -> tuple[tuple[bool, ...], ...]:
    """The smallest QR version that holds `data`, at the strongest error correction that
    still fits that version: as large modules as the space allows (what survives ink
    spread and blur), and every spare codeword spent on repairing smudges."""
    import qrcode
    from qrcode.constants import ERROR_CORRECT_H, ERROR_CORRECT_L, ERROR_CORRECT_M, ERROR_CORRECT_Q

    def build(level, version=None):
        code = qrcode.QRCode(version=version, error_correction=level, border=0)
        code.add_data(data)
        code.make(fit=version is None)
        return code

    smallest = build(ERROR_CORRECT_L).version
    for level in (ERROR_CORRECT_H, ERROR_CORRECT_Q, ERROR_CORRECT_M):
        try:
            code = build(level, smallest)
        except Exception:  # qrcode raises DataOverflowError: try a weaker level
            continue
        break
    else:
        code = build(ERROR_CORRECT_L, smallest)
    return tuple(tuple(row) for row in code.get_matrix())


# ------------------------------------------------------------------------------ PDF
class PdfPainter(Painter):
    """Draws on a ReportLab canvas whose unit is the point; we speak millimetres."""

    def __init__(self, canvas, cmyk: bool = False) -> None:
        super().__init__()
        self.c = canvas
        self._colour = _rl_cmyk if cmyk else _rl_colour
        self._fonts = {False: fonts.pdf_font(False), True: fonts.pdf_font(True)}
        from reportlab.pdfbase.pdfmetrics import stringWidth

        self._string_width = stringWidth

    def _style(self, fill, stroke, width, dash):
        c = self.c
        if fill:
            c.setFillColor(self._colour(fill))
        if stroke:
            c.setStrokeColor(self._colour(stroke))
            c.setLineWidth(width * MM)
            c.setLineJoin(1)  # round: sharp tips (triangle, diamond, sun rays) keep a closed, even outline
            c.setDash([d * MM for d in dash] if dash else [])
        return 1 if fill else 0, 1 if stroke else 0

    def rect(self, x, y, w, h, fill=None, stroke=None, width=0.25, radius=0.0, dash=None):
        f, s = self._style(fill, stroke, width, dash)
        if radius:
            self.c.roundRect(x * MM, y * MM, w * MM, h * MM, radius * MM, stroke=s, fill=f)
        else:
            self.c.rect(x * MM, y * MM, w * MM, h * MM, stroke=s, fill=f)

    def circle(self, cx, cy, r, fill=None, stroke=None, width=0.25, dash=None):
        f, s = self._style(fill, stroke, width, dash)
        self.c.circle(cx * MM, cy * MM, r * MM, stroke=s, fill=f)

    def polygon(self, points, fill=None, stroke=None, width=0.25):
        # operators written directly: ReportLab's path object formats each number in Python
        f, s = self._style(fill, stroke, width, None)
        if not (f or s):
            return
        (x0, y0), rest = points[0], points[1:]
        ops = [f"{x0 * MM:.3f} {y0 * MM:.3f} m"] + [f"{px * MM:.3f} {py * MM:.3f} l" for px, py in rest]
        ops.append("b" if f and s else "f" if f else "s")
        self.c.addLiteral(" ".join(ops))

    def line(self, x1, y1, x2, y2, stroke="#000000", width=0.25, dash=None):
        self._style(None, stroke, width, dash)
        self.c.line(x1 * MM, y1 * MM, x2 * MM, y2 * MM)

    def qr(self, x, y, size, data, dark="#000000", light="#FFFFFF"):
        """The whole code as one filled path, its operators written once per code and
        placed with a translation: QR codes were most of a deck's drawing time, spent
        formatting numbers one by one."""
        self.rect(x, y, size, size, fill=light)
        self._style(dark, None, 0, None)
        self.c.addLiteral(f"q 1 0 0 1 {x * MM:.3f} {y * MM:.3f} cm {_qr_operators(data, size)} f Q")

    def text(self, x, y, s, size, bold=False, color="#000000", align="left"):
        c = self.c
        c.setFillColor(self._colour(color))
        c.setFont(self._fonts[bold], size)
        draw = {"left": c.drawString, "center": c.drawCentredString, "right": c.drawRightString}[align]
        draw(x * MM, y * MM, s)

    def width(self, s, size, bold=False):
        return self._string_width(s, self._fonts[bold], size) * PT

    def push(self):
        self.c.saveState()

    def pop(self):
        self.c.restoreState()

    def translate(self, dx, dy):
        self.c.translate(dx * MM, dy * MM)

    def rotate(self, degrees):
        self.c.rotate(degrees)

    def clip(self, x, y, w, h):
        path = self.c.beginPath()
        path.rect(x * MM, y * MM, w * MM, h * MM)
        self.c.clipPath(path, stroke=0, fill=0)


@lru_cache(maxsize=4096)
def _qr_operators(data: str, size: float) -> str:
    """PDF rectangle operators (points, from the square's corner) of a code's dark blocks."""
    return " ".join(f"{rx * MM:.3f} {ry * MM:.3f} {rw * MM:.3f} {rh * MM:.3f} re" for rx, ry, rw, rh in qr_runs(data, size))


@lru_cache(maxsize=256)
def _rl_colour(hex_colour: str):
    from reportlab.lib.colors import HexColor

    return HexColor(hex_colour)


@lru_cache(maxsize=256)
def _rl_cmyk(hex_colour: str):
    """The naive device conversion (black from the darkest channel): for print shops that
    want CMYK files; they apply their own profile. Greys become pure black ink."""
    from reportlab.lib.colors import CMYKColor

    r, g, b = (int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    k = 1 - max(r, g, b)
    if k >= 1:
        return CMYKColor(0, 0, 0, 1)
    return CMYKColor((1 - r - k) / (1 - k), (1 - g - k) / (1 - k), (1 - b - k) / (1 - k), k)


# ------------------------------------------------------------------------------ PNG
class ImagePainter(Painter):
    """Draws on a Pillow RGB image. The painter's origin (0, 0) sits `origin` mm from the
    image's bottom-left corner; `scale` is pixels per millimetre."""

    def __init__(self, image, scale: float, origin=(0.0, 0.0)) -> None:
        super().__init__()
        from PIL import ImageDraw

        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.scale = scale
        self.height_px = image.height
        # affine matrix (a, b, c, d, e, f): x' = a x + c y + e ; y' = b x + d y + f (mm)
        self.m = (1.0, 0.0, 0.0, 1.0, origin[0], origin[1])
        self.stack: list[tuple] = []
        self._font_cache: dict = {}

    # transforms
    def push(self):
        self.stack.append(self.m)

    def pop(self):
        self.m = self.stack.pop()

    def translate(self, dx, dy):
        a, b, c, d, e, f = self.m
        self.m = (a, b, c, d, a * dx + c * dy + e, b * dx + d * dy + f)

    def rotate(self, degrees):
        t = math.radians(degrees)
        cos, sin = math.cos(t), math.sin(t)
        a, b, c, d, e, f = self.m
        self.m = (a * cos + c * sin, b * cos + d * sin, -a * sin + c * cos, -b * sin + d * cos, e, f)

    def clip(self, x, y, w, h):
        pass  # an exported card is its own image: the image border is the clip

    def _px(self, x, y):
        a, b, c, d, e, f = self.m
        mx, my = a * x + c * y + e, b * x + d * y + f
        return (mx * self.scale, self.height_px - my * self.scale)

    def _angle(self) -> float:
        a, b = self.m[0], self.m[1]
        return math.degrees(math.atan2(b, a)) % 360

    def _w(self, width):
        return max(1, round(width * self.scale))

    def rect(self, x, y, w, h, fill=None, stroke=None, width=0.25, radius=0.0, dash=None):
        corners = [self._px(x, y), self._px(x + w, y + h)]
        if round(self._angle()) % 90 == 0:
            x0, x1 = sorted(p[0] for p in corners)
            y0, y1 = sorted(p[1] for p in corners)
            box = [x0, y0, max(x0, x1 - 1), max(y0, y1 - 1)]
            if dash and stroke:
                self._dashed([(x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y)], stroke, width, dash)
                stroke = None
            if radius:
                self.draw.rounded_rectangle(box, radius=radius * self.scale, fill=fill, outline=stroke,
                                            width=self._w(width) if stroke else 0)
            else:
                self.draw.rectangle(box, fill=fill, outline=stroke, width=self._w(width) if stroke else 0)
        else:
            self.polygon([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], fill, stroke, width)

    def circle(self, cx, cy, r, fill=None, stroke=None, width=0.25, dash=None):
        px, py = self._px(cx, cy)
        rp = r * self.scale
        if dash and stroke:
            steps = max(24, int(2 * math.pi * r / 0.8))
            pts = [(cx + r * math.cos(2 * math.pi * i / steps), cy + r * math.sin(2 * math.pi * i / steps))
                   for i in range(steps + 1)]
            if fill:
                self.draw.ellipse([px - rp, py - rp, px + rp, py + rp], fill=fill)
            self._dashed(pts, stroke, width, dash)
            return
        self.draw.ellipse([px - rp, py - rp, px + rp, py + rp], fill=fill, outline=stroke,
                          width=self._w(width) if stroke else 0)

    def polygon(self, points, fill=None, stroke=None, width=0.25):
        pts = [self._px(px, py) for px, py in points]
        self.draw.polygon(pts, fill=fill)
        if stroke:
            self.draw.line(pts + [pts[0]], fill=stroke, width=self._w(width), joint="curve")

    def line(self, x1, y1, x2, y2, stroke="#000000", width=0.25, dash=None):
        if dash:
            self._dashed([(x1, y1), (x2, y2)], stroke, width, dash)
            return
        self.draw.line([self._px(x1, y1), self._px(x2, y2)], fill=stroke, width=self._w(width))

    def _dashed(self, points, stroke, width, dash):
        on, off = dash[0], dash[1] if len(dash) > 1 else dash[0]
        period, phase = on + off, 0.0
        for (x1, y1), (x2, y2) in zip(points, points[1:]):
            length = math.hypot(x2 - x1, y2 - y1)
            pos = 0.0
            while pos < length:
                in_period = (phase + pos) % period
                if in_period < on:
                    end = min(length, pos + on - in_period)
                    t0, t1 = pos / length, end / length
                    self.draw.line([self._px(x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0),
                                    self._px(x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1)],
                                   fill=stroke, width=self._w(width))
                    pos = end
                else:
                    pos += period - in_period
            phase = (phase + length) % period

    def _font(self, size, bold):
        key = (round(size * self.scale, 2), bold)
        font = self._font_cache.get(key)
        if font is None:
            from PIL import ImageFont

            font = ImageFont.truetype(fonts.image_font_file(bold), size=max(1, size * PT * self.scale))
            self._font_cache[key] = font
        return font

    def width(self, s, size, bold=False):
        # measured in the layout font so PDF and PNG wrap alike
        return _layout_width(s, size, bold)

    def text(self, x, y, s, size, bold=False, color="#000000", align="left"):
        font = self._font(size, bold)
        anchor = {"left": "ls", "center": "ms", "right": "rs"}[align]
        angle = self._angle()
        px, py = self._px(x, y)
        if abs(angle) < 0.01 or abs(angle - 360) < 0.01:
            self.draw.text((px, py), s, font=font, fill=color, anchor=anchor)
            return
        from PIL import Image, ImageDraw

        span = int(font.getlength(s) + size * PT * self.scale * 2) + 4
        tile = Image.new("L", (2 * span, 2 * span), 0)
        ImageDraw.Draw(tile).text((span, span), s, font=font, fill=255, anchor=anchor)
        tile = tile.rotate(angle, resample=Image.BICUBIC)
        ink = Image.new("RGB", tile.size, color)
        self.image.paste(ink, (round(px - span), round(py - span)), tile)


@lru_cache(maxsize=65536)
def _layout_width(s: str, size: float, bold: bool) -> float:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    return stringWidth(s, fonts.pdf_font(bold), size) * PT


_GLUE_LEFT = {":", ";", "?", "!", "»", "=", "×"}  # never start a line (French spacing: "manche : les")
_GLUE_RIGHT = {"«"}


def _words(paragraph: str) -> list[str]:
    """Words to wrap; a lone punctuation mark stays with its neighbour, a no-break space holds."""
    words: list[str] = []
    glue_next = False
    for word in paragraph.split(" "):
        if not word:
            continue
        if words and (glue_next or word in _GLUE_LEFT):
            words[-1] += " " + word
        else:
            words.append(word)
        glue_next = word in _GLUE_RIGHT
    return words
