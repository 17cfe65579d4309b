"""`companion import FILE.json` (its code lives beside `companion export`, in `export_cli`)."""

from companion.export_cli import import_main as main  # noqa: F401
