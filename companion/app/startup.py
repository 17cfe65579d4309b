"""What the app checks before it opens its window, and how it notices that it keeps failing.

A café kiosk restarts the app whenever it dies. If something on disk makes it die while
starting (a save it cannot show, a broken install), that would repeat forever. So each
start is counted in the data folder until the first frame is on screen; after
`SAFE_MODE_AFTER` starts in a row that never got there, the app starts in *safe mode*:
it resumes nothing, sets the saved game aside and says why.
"""

from __future__ import annotations

import os
from pathlib import Path

SAFE_MODE_AFTER = 3
COUNTER_FILE = "failed-starts"


def missing_fonts() -> list[Path]:
    """The app's font files that are not there (a partial copy, a damaged SD card)."""
    from companion.app import theme
    return [path for path in (theme.FONT_REGULAR, theme.FONT_BOLD) if not path.is_file()]


class StartCounter:
    """Starts that never reached their first frame, counted in a small file. Every failure
    to read or write it is ignored: a read-only data folder must not stop the app."""

    def __init__(self, folder: Path):
        self.file = folder / COUNTER_FILE
        self.failed = self._read()

    def _read(self) -> int:
        try:
            return max(0, int(self.file.read_text(encoding="ascii").strip() or 0))
        except (OSError, ValueError):
            return 0

    @property
    def safe_mode(self) -> bool:
        return self.failed >= SAFE_MODE_AFTER

    def starting(self) -> None:
        """Count this start as failed until `started()` says otherwise."""
        self._write(self.failed + 1)

    def started(self) -> None:
        """The first frame is on screen: the run of failed starts is over."""
        self._write(0)

    def _write(self, count: int) -> None:
        try:
            temporary = self.file.with_name(self.file.name + ".tmp")
            temporary.write_text(str(count), encoding="ascii")
            os.replace(temporary, self.file)
        except OSError:
            pass
