"""Which packages the project installs (everything else is in pyproject.toml).

rulekit's packages are found by name, namespace discovery included, so data
folders such as gunsteel/data ship with their files and a new game's package
needs no entry anywhere. The widgets in widgets/ are added by hand under the
name ``rulekit_widgets`` (pyproject.toml maps that name to the folder), with
its ``static`` folder as a package too: no finder discovers a package under
another name than its folder's.
"""

from setuptools import find_namespace_packages, setup

RULEKIT = find_namespace_packages(include=["rulekit", "rulekit.*"],
                                  exclude=["*.__pycache__", "*.ipynb_checkpoints"])

setup(packages=[*RULEKIT, "rulekit_widgets", "rulekit_widgets.mosaic", "rulekit_widgets.static"])
