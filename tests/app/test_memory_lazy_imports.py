"""Libraries loaded only when used (issue 16 goal 5: RSS ≤ a bare window + 30 MB): OpenSSL's
libcrypto (3.3 MB of RSS) came with hashlib and hmac, imported by the PIN module that every
locked kiosk loads at its first tick and by the seeded dice of Fièvre; libsqlite3 (0.8 MB)
with the history, imported at start-up though nothing is filed before a game."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from companion import dice
from companion.kiosk import pin

ROOT = Path(__file__).resolve().parents[2]

# A locked kiosk's first frames, then Fièvre's seeded dice; prints the modules loaded.
KIOSK_AND_DICE = """
import json, sys
from companion.app.shell import App
app = App((800, 480), fullscreen=False, resume=False, kiosk=True)
app.render()
app.step()
at_start = sorted(sys.modules)
from companion import dice
dice.roll(dice.new_seed(), 3)
print(json.dumps([at_start, sorted(sys.modules)]), flush=True)
"""


def modules_loaded(tmp_path) -> tuple[set[str], set[str]]:
    env = dict(os.environ, COMPANION_DATA_DIR=str(tmp_path / "data"), COMPANION_CONFIG_DIR=str(tmp_path / "config"),
               PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", KIOSK_AND_DICE], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    at_start, after_dice = json.loads(done.stdout.strip().splitlines()[-1])
    return set(at_start), set(after_dice)


def test_a_locked_kiosk_and_its_dice_load_neither_libcrypto_nor_at_start_libsqlite3(tmp_path):
    at_start, after_dice = modules_loaded(tmp_path)
    assert "companion.kiosk.pin" in at_start   # the PIN module is there: its hashing is not
    assert not {"_hashlib", "hmac", "secrets"} & after_dice
    assert "_sqlite3" not in at_start


def test_the_dice_are_the_same_as_with_hashlib():
    """Records keep their seeded dice: the interpreter's own SHA-256 gives the rolls hashlib did."""
    def by_hashlib(seed, position, count=2, faces=6):
        values, block, limit = [], 0, 256 - 256 % faces
        while len(values) < count:
            for byte in hashlib.sha256(f"dice:{seed}:{position}:{block}".encode()).digest():
                if byte < limit and len(values) < count:
                    values.append(byte % faces + 1)
            block += 1
        return tuple(values)

    for seed in (0, 1, 2**47 + 5):
        for position in range(50):
            assert dice.roll(seed, position, count=5) == by_hashlib(seed, position, count=5)
    assert 0 <= dice.new_seed() < 2**48


def test_pins_still_hash_and_verify_with_hashlib_imported_when_used():
    stored = pin.hash_pin("2468", method="pbkdf2_sha256")
    assert pin.verify_pin("2468", stored) and not pin.verify_pin("1357", stored)
