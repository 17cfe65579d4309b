"""The README's pictures of the app are remade by `scripts/readme-pictures` from staged
states: every picture it makes is shown in the README and exists; every state it names is
staged; and it really writes them (here into a scratch folder)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def script():
    spec = importlib.util.spec_from_file_location("readme_pictures", ROOT / "scripts" / "readme_pictures.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_app_picture_of_the_readme_is_made_by_the_script():
    shown = set(re.findall(r"docs/images/(app-[\w-]+\.png)", (ROOT / "README.md").read_text(encoding="utf-8")))
    made = set(script().PICTURES)
    assert shown == made
    assert all((ROOT / "docs" / "images" / name).is_file() for name in made)


def test_the_script_writes_each_picture_at_its_size(tmp_path, monkeypatch):
    import pygame
    monkeypatch.delenv("COMPANION_DATA_DIR", raising=False)
    module = script()
    monkeypatch.setattr(module, "PICTURES", {"app-aurum.png": ("aurum-between", "table"),
                                             "app-aurum-wall.png": ("aurum-between", "wall"),
                                             "app-portrait-fievre.png": ("fievre-auction-5p", "table", module.PORTRAIT)})
    written = module.make(tmp_path)
    assert [path.name for path in written] == ["app-aurum.png", "app-aurum-wall.png", "app-portrait-fievre.png"]
    assert [pygame.image.load(str(path)).get_size() for path in written] == [module.SIZE] * 2 + [module.PORTRAIT]
