"""Which packages the project installs (everything else is in pyproject.toml).

rulekit's packages are found by name, namespace discovery included, so data
folders such as gunsteel/data ship with their files and a new game's package
needs no entry anywhere. The widgets in widgets/ are installed under the name
``rulekit_widgets`` (pyproject.toml maps that name to the folder): their
subpackages (one per game, and ``static``) are found in the folder and named
under ``rulekit_widgets``, since no finder names a package other than by its
folder.
"""

from setuptools import find_namespace_packages, setup

RULEKIT = find_namespace_packages(include=["rulekit", "rulekit.*"],
                                  exclude=["*.__pycache__", "*.ipynb_checkpoints"])

WIDGETS = ["rulekit_widgets"] + [
    f"rulekit_widgets.{name}"
    for name in find_namespace_packages(where="widgets", exclude=["*.__pycache__", "*.ipynb_checkpoints"])]

setup(packages=[*RULEKIT, *WIDGETS])
