"""Files replaced atomically: a kill or power cut at any instant leaves either the old
content or the new one, never a mix (write a temporary file, flush, fsync, rename)."""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path
from typing import IO, Iterator


@contextlib.contextmanager
def replacing(path: str | os.PathLike, mode: str = "wb") -> Iterator[IO]:
    """A file to write the new content into; it takes the place of `path` only on success."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = _new_temporary(target)
    try:
        with os.fdopen(handle, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as out:
            yield out
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    _sync_directory(target.parent)


STALE_AFTER_S = 60  # an older temporary file belongs to no save still running


def remove_stale_temporaries(path: str | os.PathLike) -> list[Path]:
    """Delete the temporary files `replacing(path)` left behind when a crash or power cut
    interrupted it (they would pile up forever); returns those removed."""
    target = Path(path)
    removed = []
    with contextlib.suppress(OSError):
        for leftover in target.parent.glob(f".{target.name}.*.tmp"):
            with contextlib.suppress(OSError):
                if time.time() - leftover.stat().st_mtime > STALE_AFTER_S:
                    leftover.unlink()
                    removed.append(leftover)
    return removed


def _new_temporary(target: Path) -> tuple[int, str]:
    """A new private file beside `target` (what tempfile.mkstemp does, without importing
    tempfile, random and hashlib into every `companion replay`)."""
    for _ in range(100):
        temporary = str(target.parent / f".{target.name}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(temporary, os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600), temporary
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {target}")


def write_atomically(path: str | os.PathLike, text: str) -> None:
    with replacing(path, "w") as out:
        out.write(text)


def _sync_directory(folder: Path) -> None:
    """Make the rename itself durable (not possible on every platform)."""
    with contextlib.suppress(OSError):
        directory = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(directory)
        finally:
            os.close(directory)
