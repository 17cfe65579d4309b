"""The table app (pygame-ce). Importing this package is cheap: pygame loads only in `main`.

See `companion/app/README.md` for the frame, widgets and how a game's table plugs in.
"""

from __future__ import annotations


def main(argv: list[str] | None = None) -> int:
    """Start the table app; `argv` holds the app options (see `companion --help`)."""
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from companion.app.shell import run

    return run(list(argv or []))
