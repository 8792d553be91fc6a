"""Shared pytest fixtures for rulekit's tests."""

import re
import shutil
from pathlib import Path

import pytest

OUTPUT_DIR = Path(__file__).parent / "output"


@pytest.fixture
def artifacts_dir(request) -> Path:
    """A fresh ``tests/output/<test name>/`` folder for screenshots, logs and
    other files a test leaves for a person to look at (git ignores it)."""
    name = re.sub(r"[^\w.\[\]-]+", "_", request.node.name)
    path = OUTPUT_DIR / name
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return path
