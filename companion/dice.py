"""Seeded dice shared by the games that roll them (pure, standard library).

A roll is a pure function of the game's seed and the roll's position in the game (0 for the
first roll, 1 for the next, ...). Undoing a roll and rolling again therefore gives the same
dice (Fièvre R-5): undo can fix a wrong entry, never buy a re-roll. The record stores the
dice themselves, so physical dice entered by hand replay just as well.
"""

from __future__ import annotations

import random

try:    # the interpreter's own SHA-256: hashlib would load OpenSSL's libcrypto (3 MB of RSS) for it
    from _sha256 import sha256      # Python ≤ 3.11
except ImportError:
    try:
        from _sha2 import sha256    # Python ≥ 3.12
    except ImportError:
        from hashlib import sha256

FACES = 6


def roll(seed: int, position: int, count: int = 2, faces: int = FACES) -> tuple[int, ...]:
    """`count` dice of `faces` faces for the roll at `position` of the game seeded `seed`."""
    if position < 0 or count < 1 or faces < 2:
        raise ValueError("position must be >= 0, count >= 1 and faces >= 2")
    values: list[int] = []
    block = 0
    # Rejection sampling over hash bytes keeps every face exactly equally likely.
    limit = 256 - 256 % faces
    while len(values) < count:
        digest = sha256(f"dice:{seed}:{position}:{block}".encode()).digest()
        for byte in digest:
            if byte < limit:
                values.append(byte % faces + 1)
                if len(values) == count:
                    break
        block += 1
    return tuple(values)


def new_seed() -> int:
    """A fresh seed for a new game (stored in the record's options)."""
    return random.SystemRandom().getrandbits(48)   # os.urandom, as `secrets` (which loads libcrypto)
