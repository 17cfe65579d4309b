"""The staff PIN pad, opened by a long press in the kiosk's exit corner."""

from __future__ import annotations

from companion.app import theme
from companion.app.layout import columns, rows
from companion.app.scene import Scene
from companion.app.widgets import Box, Label, Paragraph, keypad
from companion.app.i18n import L
from companion.kiosk.pin import MAX_DIGITS, MIN_DIGITS

TITLE = L("kiosk.staff_enter_pin")
HINT = L("kiosk.app_closes_with_right_pin")
WRONG = L("kiosk.wrong_pin")
TOO_SHORT = L("kiosk.pin_has_at_least_digits", n=MIN_DIGITS)
NO_PIN = L("kiosk.no_staff_pin_set_this")
OK = L("common.ok")


class PinPad(Scene):
    name = "kiosk-pin"

    def __init__(self, app, kiosk, then=None):
        """`then`: what the right PIN does instead of closing the app (open a staff-only scene)."""
        super().__init__(app)
        self.kiosk = kiosk
        self.then = then
        self.digits = ""
        self.message = HINT if then is None else L("hardening.pin_for_settings")
        self.error = False

    def build_key(self):
        # (the dots typed and the line under them: a key pressed builds the pad again)
        return self.kiosk.has_pin, self.digits, self.message, self.error

    def build(self):
        m = self.metrics
        body = self.header(TITLE)
        if not self.kiosk.has_pin:
            self.add(Paragraph(body.inflate(-m.margin * 2, -m.margin * 2), NO_PIN, m.font("body")))
            return
        if m.portrait:
            shown, pad = rows(body, [0.3, 0.7], m.gap * 2)
        else:
            shown, pad = columns(body, [0.42, 0.58], m.gap * 3)
        self.add(Box(shown, theme.PANEL, radius=m.px(12)))
        dots, words = rows(shown.inflate(-m.margin * 2, -m.margin * 2), [0.55, 0.45], m.gap)
        shown_digits = " ".join("●" for _ in self.digits) or "–"
        self.add(Label(dots, shown_digits, m.font("huge"), theme.PRIMARY if self.digits else theme.INK_SOFT, bold=True,
                       id="pin:shown"))
        self.add(Paragraph(words, self.message, m.font("body"), theme.DANGER if self.error else theme.INK_SOFT))
        for key in keypad(pad, self.key, gap=m.apart, size=m.font("title"), id_prefix="pin", extra=[(OK, "ok")]):
            if key.id == "pin:ok":
                key.style = "primary"
            self.add(key)

    def key(self, key: str) -> None:
        self.kiosk.touched()
        if key == "back":
            self.digits = self.digits[:-1]
        elif key == "ok":
            self.submit()
        elif len(self.digits) < MAX_DIGITS:
            self.digits += key
        self.app.invalidate()

    def submit(self) -> None:
        """The lockout lives in the kiosk (and on disk), not in this pad: closing the pad and
        holding the corner again does not start a fresh count."""
        lockout = self.kiosk.lockout
        waiting = lockout.wait_left()
        if waiting:  # not even the right PIN is checked during the wait
            self.say(L("hardening.pin_wait", n=waiting), error=True)
            return
        if len(self.digits) < MIN_DIGITS:
            self.say(TOO_SHORT, error=True)
            return
        typed, self.digits = self.digits, ""
        if self.then is not None and self.kiosk.pin_matches(typed):
            lockout.succeeded()
            self.app.pop(self)
            self.then()
            return
        if self.then is None and self.kiosk.unlock(typed):
            lockout.succeeded()
            return
        wait = lockout.failed()
        self.say(L("hardening.pin_wait", n=wait) if wait else WRONG, error=True)

    def shown(self) -> None:
        super().shown()
        waiting = self.kiosk.lockout.wait_left()
        if waiting:  # reopened during a wait: say so at once
            self.say(L("hardening.pin_wait", n=waiting), error=True)

    def say(self, message, *, error: bool) -> None:
        self.message, self.error = message, error
        self.digits = ""


def stage_pin_pad(app) -> None:
    """Screenshot state: the PIN pad with two digits typed (the hash is a well-formed stand-in)."""
    stand_in = "pbkdf2_sha256$1$AAAAAAAAAAA=$AAAAAAAAAAAAAAAAAAAAAA=="
    app.kiosk.settings = app.kiosk.settings.with_changes(pin_hash=stand_in)
    pad = PinPad(app, app.kiosk)
    pad.digits = "47"
    app.push(pad)
