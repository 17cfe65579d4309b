"""The staff PIN: stored only as a salted, slow hash; checked in constant time.

Format (one string in the settings file): `scrypt$n$r$p$salt$hash` with base64 salt and
hash, or `pbkdf2_sha256$iterations$salt$hash` where OpenSSL lacks scrypt.
"""

from __future__ import annotations

import base64
import binascii
import os

MIN_DIGITS = 4
MAX_DIGITS = 12
SCRYPT = {"n": 2**14, "r": 8, "p": 1}  # 16 MiB, about 0.1 s on a Raspberry Pi 4
PBKDF2_ITERATIONS = 600_000
_MAX_WORK = {"n": 2**20, "r": 32, "p": 16, "iterations": 10_000_000}  # refuse absurd costs from a hand-edited file


class BadPin(ValueError):
    """The PIN typed is not an acceptable new PIN; the message says why, in plain words."""


def check_new_pin(pin: str) -> str:
    pin = pin.strip()
    if not pin.isdigit() or not pin.isascii():
        raise BadPin("the PIN must be digits only (0–9)")
    if not MIN_DIGITS <= len(pin) <= MAX_DIGITS:
        raise BadPin(f"the PIN must have {MIN_DIGITS} to {MAX_DIGITS} digits")
    return pin


def hash_pin(pin: str, *, salt: bytes | None = None, method: str | None = None) -> str:
    """A salted hash of a valid PIN, ready for the settings file."""
    import hashlib  # here, not at the top: a locked kiosk imports this module, and hashlib loads libcrypto (3 MB)
    pin = check_new_pin(pin)
    salt = os.urandom(16) if salt is None else salt
    method = method or ("scrypt" if hasattr(hashlib, "scrypt") else "pbkdf2_sha256")
    if method == "scrypt":
        n, r, p = SCRYPT["n"], SCRYPT["r"], SCRYPT["p"]
        digest = _scrypt(pin, salt, n, r, p)
        return f"scrypt${n}${r}${p}${_b64(salt)}${_b64(digest)}"
    if method == "pbkdf2_sha256":
        digest = hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, PBKDF2_ITERATIONS)
        return f"pbkdf2_sha256${PBKDF2_ITERATIONS}${_b64(salt)}${_b64(digest)}"
    raise ValueError(f"unknown PIN hash method {method!r}")


def verify_pin(pin: str, stored: str) -> bool:
    """True when `pin` matches the stored hash; False for any wrong or unusable input."""
    parsed = _parse(stored)
    if parsed is None or not isinstance(pin, str):
        return False
    method, params, salt, expected = parsed
    import hashlib  # (see hash_pin)
    import hmac
    data = pin.strip().encode("utf-8", "replace")
    try:
        if method == "scrypt":
            actual = _scrypt_bytes(data, salt, *params, length=len(expected))
        else:
            actual = hashlib.pbkdf2_hmac("sha256", data, salt, params[0], dklen=len(expected))
    except (ValueError, MemoryError, AttributeError):  # AttributeError: this Python has no scrypt
        return False
    return hmac.compare_digest(actual, expected)


def is_pin_hash(stored: str) -> bool:
    return _parse(stored) is not None


def _parse(stored):
    if not isinstance(stored, str):
        return None
    parts = stored.split("$")
    try:
        if parts[0] == "scrypt" and len(parts) == 6:
            n, r, p = (int(x) for x in parts[1:4])
            if not (2 <= n <= _MAX_WORK["n"] and n & (n - 1) == 0 and 1 <= r <= _MAX_WORK["r"] and 1 <= p <= _MAX_WORK["p"]):
                return None
            params = (n, r, p)
        elif parts[0] == "pbkdf2_sha256" and len(parts) == 4:
            iterations = int(parts[1])
            if not 1 <= iterations <= _MAX_WORK["iterations"]:
                return None
            params = (iterations,)
        else:
            return None
        salt = base64.b64decode(parts[-2], validate=True)
        digest = base64.b64decode(parts[-1], validate=True)
    except (ValueError, binascii.Error):
        return None
    if len(salt) < 8 or len(digest) < 16:
        return None
    return parts[0], params, salt, digest


def _scrypt(pin: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return _scrypt_bytes(pin.encode(), salt, n, r, p)


def _scrypt_bytes(data: bytes, salt: bytes, n: int, r: int, p: int, length: int = 32) -> bytes:
    import hashlib  # (see hash_pin)
    return hashlib.scrypt(data, salt=salt, n=n, r=r, p=p, maxmem=256 * 1024 * 1024, dklen=length)


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")
