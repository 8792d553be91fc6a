"""Replay the mybinder.org environment and run notebooks in it.

A plain venv (no system site-packages) gets binder/requirements.txt, then
binder/postBuild runs from the repository root with that venv first on PATH,
as repo2docker would. `make test` builds that venv once (`make binder-env`,
build/binder-venv) and runs the whole notebook pass (nbval) on its python as
the kernel, so every notebook is proved to need nothing beyond binder/ in the
same run that checks its outputs; it tells these tests where the venv is
(RULEKIT_BINDER_VENV). Run alone, they build a venv of their own.

Here: binder's files are sound, its JupyterLab settings are installed, and
the front-door notebook runs with nbclient inside the venv on a kernel of the
venv's python (set RULEKIT_BINDER_ALL=1 to run every notebook this way).
"""

import json
import os
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

pytestmark = pytest.mark.binder

REPO = Path(__file__).resolve().parent.parent
BINDER = REPO / "binder"
ALL_NOTEBOOKS = sorted(
    p for p in (REPO / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
)
NOTEBOOKS = ALL_NOTEBOOKS if os.environ.get("RULEKIT_BINDER_ALL") else [REPO / "notebooks" / "index.ipynb"]

# Runs inside the binder venv: execute one notebook in place of its folder.
# The kernel spec is built from this venv alone (no user or system kernel
# folders), so the kernel is this venv's python whatever the notebook names.
RUN_NOTEBOOK = textwrap.dedent(
    """
    import sys
    from pathlib import Path

    import nbformat
    from jupyter_client.kernelspec import KernelSpecManager
    from jupyter_client.manager import KernelManager
    from nbclient import NotebookClient

    path = Path(sys.argv[1])
    nb = nbformat.read(path, as_version=4)
    ksm = KernelSpecManager(kernel_dirs=[])
    km = KernelManager(kernel_name="python3", kernel_spec_manager=ksm)
    assert Path(km.kernel_spec.argv[0]).resolve() == Path(sys.executable).resolve(), km.kernel_spec.argv
    NotebookClient(
        nb, km=km, timeout=600, startup_timeout=120,
        resources={"metadata": {"path": str(path.parent)}},
    ).execute()
    print(f"ok {path.name}: {sum(c.cell_type == 'code' for c in nb.cells)} code cells")
    """
)


def _run(cmd, **kwargs):
    """Run a command; on failure show its output in the assertion."""
    result = subprocess.run(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kwargs
    )
    assert result.returncode == 0, (
        f"{' '.join(map(str, cmd))} exited {result.returncode}:\n{result.stdout[-20000:]}"
    )
    return result.stdout


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory):
    """PATH/env of a venv built from binder/ alone (`make binder-env`'s, or a fresh one)."""
    built = os.environ.get("RULEKIT_BINDER_VENV")
    fresh = not (built and (Path(built) / ".installed").is_file())
    venv = tmp_path_factory.mktemp("binder") / "venv" if fresh else Path(built).resolve()
    if fresh:
        _run([sys.executable, "-m", "venv", venv])
    bin_dir = venv / "bin"
    env = {
        k: v for k, v in os.environ.items()
        if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")
    }
    env.update(
        PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}",
        VIRTUAL_ENV=str(venv),
        PIP_DISABLE_PIP_VERSION_CHECK="1",
        PIP_PROGRESS_BAR="off",
        PYDEVD_DISABLE_FILE_VALIDATION="1",
        MPLBACKEND="Agg",
    )
    if fresh:
        _run([bin_dir / "python", "-m", "pip", "install", "-q", "-r", BINDER / "requirements.txt"], env=env)
        _run(["bash", BINDER / "postBuild"], cwd=REPO, env=env)
    return env


def test_binder_files_exist():
    assert (BINDER / "requirements.txt").is_file()
    assert os.access(BINDER / "postBuild", os.X_OK), "binder/postBuild must be executable"
    for line in (BINDER / "requirements.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            assert "==" in line, f"binder/requirements.txt must pin versions: {line!r}"


def test_binder_jupyterlab_never_asks_about_news(binder_env):
    """postBuild installs binder/overrides.json as JupyterLab's settings, and
    every setting in it exists in the pinned JupyterLab with that value."""
    lab = Path(binder_env["VIRTUAL_ENV"]) / "share" / "jupyter" / "lab"
    overrides = json.loads((BINDER / "overrides.json").read_text())
    assert json.loads((lab / "settings" / "overrides.json").read_text()) == overrides
    assert overrides["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"
    for plugin, values in overrides.items():
        package, name = plugin.split(":")
        schema = json.loads((lab / "schemas" / package / f"{name}.json").read_text())
        for key, value in values.items():
            spec = schema["properties"][key]
            assert isinstance(value, {"boolean": bool, "string": str}[spec["type"]]), (plugin, key)
            if "oneOf" in spec:
                assert value in [choice["const"] for choice in spec["oneOf"]], (plugin, key, value)


def test_binder_server_hides_the_chapters_sources(binder_env):
    """postBuild installs binder/jupyter_server_config.json where the binder Jupyter server reads its
    settings (the same file `make lab` installs)."""
    installed = json.loads((Path(binder_env["VIRTUAL_ENV"]) / "etc" / "jupyter" / "jupyter_server_config.json")
                           .read_text())
    for section, values in json.loads((BINDER / "jupyter_server_config.json").read_text()).items():
        assert {k: installed[section][k] for k in values} == values


@pytest.mark.skipif(not NOTEBOOKS, reason="no notebooks/**/*.ipynb yet: nothing to replay on binder")
def test_notebooks_run_in_binder_env(binder_env, tmp_path):
    script = tmp_path / "run_notebook.py"
    script.write_text(RUN_NOTEBOOK)
    python = Path(binder_env["VIRTUAL_ENV"]) / "bin" / "python"
    # rulekit must come from postBuild's install, not from the checkout's cwd.
    out = _run([python, "-c", "import rulekit, sys; print(rulekit.__file__)"], cwd=tmp_path, env=binder_env)
    assert out.strip().startswith(str(REPO / "rulekit")), out
    # Two notebooks at a time: each runs in a kernel process of its own, and
    # this pass runs alone on CI's two cores.
    def run(nb):
        return nb, subprocess.run(
            [python, script, nb], cwd=nb.parent, env=binder_env,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )

    failures = []
    with ThreadPoolExecutor(max_workers=2) as pool:
        for nb, result in pool.map(run, NOTEBOOKS):
            if result.returncode == 0:
                print(*(line for line in result.stdout.splitlines() if line.startswith("ok ")))
            else:
                failures.append(f"--- {nb.relative_to(REPO)}:\n{result.stdout[-8000:]}")
    assert not failures, "notebooks failed in the binder environment:\n" + "\n".join(failures)


@pytest.mark.skipif(not os.environ.get("RULEKIT_BINDER_VENV"), reason="only when `make test` built the binder venv")
def test_the_notebook_pass_runs_on_the_binder_kernel(binder_env):
    """`make test`'s notebook pass names the kernel "rulekit-binder": its python is the binder venv's."""
    spec = REPO / "build" / "binder-jupyter" / "kernels" / "rulekit-binder" / "kernel.json"
    argv = json.loads(spec.read_text())["argv"]
    assert Path(argv[0]) == Path(binder_env["VIRTUAL_ENV"]) / "bin" / "python"
    out = _run([argv[0], "-c", "import rulekit, rulekit_widgets, ipykernel; print(rulekit.__file__)"],
               cwd=spec.parent, env=binder_env)
    assert out.strip().startswith(str(REPO / "rulekit")), out
