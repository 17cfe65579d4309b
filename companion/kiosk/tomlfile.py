"""Write the small TOML documents we read back with `tomllib`.

The standard library reads TOML but does not write it; our settings hold only strings,
booleans, numbers, lists of those and tables, so a few lines do.
"""

from __future__ import annotations

import re

_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")


def dumps(data: dict) -> str:
    """TOML text for `data`: scalars first, then one [section] per nested table."""
    lines: list[str] = []
    _table(data, [], lines)
    return "\n".join(lines).lstrip("\n") + "\n"


def _table(data: dict, path: list[str], lines: list[str]) -> None:
    scalars = {k: v for k, v in data.items() if not isinstance(v, dict)}
    tables = {k: v for k, v in data.items() if isinstance(v, dict)}
    if path and (scalars or not tables):
        lines.append("")
        lines.append("[" + ".".join(_key(part) for part in path) + "]")
    for key, value in scalars.items():
        lines.append(f"{_key(key)} = {_value(value)}")
    for key, value in tables.items():
        _table(value, path + [key], lines)


def _key(key: str) -> str:
    return key if _BARE_KEY.match(key) else _string(key)


def _value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return {"nan": "nan", "inf": "inf", "-inf": "-inf"}[repr(value)]
        return repr(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_value(item) for item in value) + "]"
    raise TypeError(f"cannot write {type(value).__name__} to TOML")


def _string(text: str) -> str:
    escaped = []
    for char in text:
        if char == "\\":
            escaped.append("\\\\")
        elif char == '"':
            escaped.append('\\"')
        elif char == "\n":
            escaped.append("\\n")
        elif char == "\t":
            escaped.append("\\t")
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            escaped.append(f"\\u{ord(char):04x}")
        else:
            escaped.append(char)
    return '"' + "".join(escaped) + '"'


def salvage(text: str) -> dict:
    """What can still be read from a damaged TOML document: each `[section]` header and each
    one-line `key = value` that parses on its own (a damaged line loses only itself)."""
    import tomllib  # here, not at start: only a damaged settings file is salvaged
    data: dict = {}
    table = data
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        header = re.fullmatch(r"\[\s*([A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*)\s*\]", stripped)
        if header:  # a section of plain names; quoted names are rare enough to lose
            table = data
            for part in (name.strip() for name in header.group(1).split(".")):
                if part not in table:
                    table[part] = {}
                # a name already holding a value: the section's keys go nowhere rather than over it
                table = table[part] if isinstance(table[part], dict) else {}
            continue
        if stripped.startswith("["):  # a damaged header: what follows belongs to no known table
            table = {}
            continue
        try:
            table.update(tomllib.loads(stripped))
        except tomllib.TOMLDecodeError:
            continue
    return data
