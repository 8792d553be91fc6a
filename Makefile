# rulekit — set up and go.
#
#   make lab    install everything into .venv and open JupyterLab on notebooks/
#   make test   install everything into .venv and run every test
#   make bench  every engine's speed against python-chess, beside the last run's
#   make notebooks   run every notebook from its MyST source (.md) and store the
#               outputs in its .ipynb (edit the .md, never the .ipynb)
#   make lite   build the JupyterLite site (build/lite/site/), which runs every
#               notebook in the browser with no network; `make lite-serve`
#               serves it on 127.0.0.1:8000, `make lite-check` runs every
#               notebook of it in headless chromium
#
# Everything lives in .venv; nothing is installed outside it except Debian's
# chromium for the browser tests (only when missing and we are root).

PY := .venv/bin/python

# Python keeps each module it compiles in __pycache__/ (ignored by git) and
# reads it back in the next process, unless PYTHONDONTWRITEBYTECODE is set, as
# it is on some machines (ours among them). Every test worker, notebook kernel
# and Voila kernel would then compile rulekit, and pytest would rewrite every
# test module, from source again: measured, collecting the tests took 7.9 s of
# processor time without the cache and 3.0 s with it, in each process.
unexport PYTHONDONTWRITEBYTECODE

# pip compiles every module of every package it installs; most are never
# imported here. Without that, a module is compiled when a process first
# imports it and kept (above) for the next. Measured on the binder
# environment: 17.4 s to install with compiling, 10.7 s without.
PIP_INSTALL := -m pip install -q --no-compile

# pytest exits with 5 when it collects no test. A suite that has no tests yet
# (no notebooks, no browser tests) is not a failure; any other non-zero is.
PYTEST := $(PY) -m pytest -q
ALLOW_EMPTY := || [ $$? -eq 5 ]

.PHONY: venv lab test chromium notebooks lite lite-serve lite-check binder-env bench

venv: .venv/.installed

# Reinstall when the project's metadata or package list changes: the editable
# install maps the top-level packages (rulekit, and rulekit_widgets onto
# widgets/) that are listed when it is made.
.venv/.installed: pyproject.toml setup.py
	test -x $(PY) || python3 -m venv .venv
	$(PY) $(PIP_INSTALL) --upgrade pip
	$(PY) $(PIP_INSTALL) -e '.[test]'
	touch $@

# JupyterLab refuses to run as root (as on our dev machines) without this.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

# JupyterLab's settings for this project (binder/ uses the same file): no
# "official Jupyter news?" prompt, no update check.
LAB_SETTINGS := .venv/share/jupyter/lab/settings/overrides.json

$(LAB_SETTINGS): binder/overrides.json .venv/.installed
	install -D -m 644 $< $@

# The Jupyter server's settings (binder/ installs the same file): a chapter's
# MyST source (NN-name.md) is hidden from the file browser, so each chapter is
# listed once and opens as its notebook, outputs and all.
SERVER_SETTINGS := .venv/etc/jupyter/jupyter_server_config.json

$(SERVER_SETTINGS): binder/jupyter_server_config.json .venv/.installed
	install -D -m 644 $< $@

lab: venv $(LAB_SETTINGS) $(SERVER_SETTINGS)
	.venv/bin/jupyter lab $(ROOT_FLAG) notebooks/

# Each notebook's source is notebooks/<game>/NN-name.md (jupytext, MyST); this
# runs them all and writes the paired .ipynb with outputs. Running it again
# on unchanged sources changes nothing (stable cell ids, no widget state).
notebooks: venv
	$(PY) notebooks/_build.py

# The JupyterLite site: its tools live in their own venv, build/lite-venv
# (lite/requirements.txt), never in .venv; downloads are cached in build/lite/.
LITE_PY := build/lite-venv/bin/python

build/lite-venv/.installed: lite/requirements.txt
	test -x $(LITE_PY) || python3 -m venv build/lite-venv
	$(LITE_PY) $(PIP_INSTALL) -r lite/requirements.txt
	touch $@

# The site is built again only when something it is made of changed (the
# notebooks, rulekit, the widgets, the site's own tools and pins), so
# `make lite-serve` on an unchanged checkout serves the site already built.
LITE_INPUTS := pyproject.toml $(shell find notebooks rulekit widgets lite -type f \( -name '*.ipynb' -o -name '*.py' \
	-o -name '*.toml' -o -name '*.js' -o -name '*.css' -o -name '*.json' -o -name '*.txt' \) \
	-not -path '*/.ipynb_checkpoints/*' 2>/dev/null)
LITE_STAMP := build/lite/.site-built

$(LITE_STAMP): build/lite-venv/.installed $(LITE_INPUTS)
	$(LITE_PY) lite/build.py
	touch $@

lite: $(LITE_STAMP)

lite-serve: lite
	$(LITE_PY) lite/serve.py

# The mybinder.org environment, replayed from binder/ alone: a plain venv with
# binder/requirements.txt, then binder/postBuild run from the repository root
# with that venv first on PATH, as repo2docker runs it. Its python is offered
# as the Jupyter kernel "rulekit-binder" in build/binder-jupyter/ (a folder
# only the notebook pass puts on JUPYTER_PATH, so `make lab` never lists it),
# and the notebook pass runs every notebook on that kernel: one run proves
# both that the notebooks' outputs hold and that binder/ is all they need.
BINDER := build/binder-venv
BINDER_JUPYTER := build/binder-jupyter

$(BINDER)/.installed: binder/requirements.txt binder/postBuild
	rm -rf $(BINDER) $(BINDER_JUPYTER)
	python3 -m venv $(BINDER)
	env -u PYTHONPATH -u PYTHONHOME PIP_DISABLE_PIP_VERSION_CHECK=1 \
		$(BINDER)/bin/python $(PIP_INSTALL) -r binder/requirements.txt
	env -u PYTHONPATH -u PYTHONHOME PATH="$(CURDIR)/$(BINDER)/bin:$$PATH" VIRTUAL_ENV="$(CURDIR)/$(BINDER)" \
		PIP_DISABLE_PIP_VERSION_CHECK=1 bash binder/postBuild
	mkdir -p $(BINDER_JUPYTER)/kernels/rulekit-binder
	printf '{"argv": ["%s", "-m", "ipykernel_launcher", "-f", "{connection_file}"], "display_name": "rulekit (binder environment)", "language": "python"}\n' \
		"$(CURDIR)/$(BINDER)/bin/python" > $(BINDER_JUPYTER)/kernels/rulekit-binder/kernel.json
	touch $@

binder-env: $(BINDER)/.installed

lite-check: venv chromium lite
	RULEKIT_LITE_ALL=1 RULEKIT_LITE_REUSE=1 $(PYTEST) -m lite tests/test_lite.py

chromium:
	@if [ ! -x /usr/bin/chromium ] && [ "$$(id -u)" = 0 ]; then \
		echo "installing Debian's chromium for the browser tests"; \
		apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium; \
	fi

# Every engine's speed against python-chess, with the step cost by decision
# kind, printed beside the last run's figures (benchmarks/results.json, not
# committed): run it before committing to see a drop. Measure with nothing
# else running on the machine.
bench: venv
	$(PY) benchmarks/bench.py --seconds 5

# The main pass runs on both cores (pytest-xdist; "worksteal" so that the long
# 1,000-game tests do not queue on one core). The binder environment and the
# JupyterLite site are built side by side (mostly downloads and unpacking).
# The notebook pass runs every notebook once, on the binder environment's
# kernel (see binder-env), three notebooks at a time: a notebook's run waits
# on its kernel's start and messages as much as it computes, so a third at
# once keeps both cores busy (measured on the whole pass: 42 s two at a time,
# 36 s three, 34 s four). The browser and JupyterLite tests also share both cores: each test starts its
# own server and page, and the JupyterLite site built before them is reused
# (RULEKIT_LITE_REUSE=1, so no worker builds it again).
T := bash .ci/timed

test: venv chromium
	$(T) import-layers .venv/bin/lint-imports --no-cache
	$(T) main-pass $(PYTEST) -n 2 --dist worksteal --durations=15 tests rulekit --doctest-modules -m "not browser and not binder and not lite" $(ALLOW_EMPTY)
	$(T) binder-and-lite-envs $(MAKE) --no-print-directory -j2 binder-env lite
	JUPYTER_PATH=$(BINDER_JUPYTER) $(T) notebooks $(PYTEST) -n 3 --dist loadfile --nbval-lax --nbval-kernel-name rulekit-binder notebooks/ $(ALLOW_EMPTY)
	RULEKIT_BINDER_VENV=$(BINDER) $(T) binder $(PYTEST) -m binder tests $(ALLOW_EMPTY)
	RULEKIT_LITE_REUSE=1 $(T) browser-and-lite $(PYTEST) -n 2 -m "browser or lite" tests $(ALLOW_EMPTY)
	$(T) benchmark $(PY) benchmarks/bench.py --seconds 3 --no-save
