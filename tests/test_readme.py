"""The README's quick start runs as written."""

import doctest
from pathlib import Path


def test_readme_quickstart():
    readme = Path(__file__).resolve().parent.parent / "README.md"
    result = doctest.testfile(str(readme), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 3 and result.failed == 0
