"""Build rulekit's JupyterLite site: every notebook, runnable with no network.

``make lite`` runs this with build/lite-venv's Python (lite/requirements.txt),
never with the project's .venv. The site lands in ``build/lite/site/``;
downloads are kept in ``build/lite/cache/`` so a second build fetches nothing.

What it does, in order:

1. Pyodide, the Python that runs in the browser, from the npm package
   ``pyodide`` at the version in lite/site.toml, which must be the version the
   Pyodide kernel of lite/requirements.txt expects.
2. rulekit's wheel (rulekit and rulekit_widgets), built from this working tree.
3. The imports of every notebook (``notebooks/**/*.ipynb``) and of rulekit's
   own modules, each matched to the package that provides it. The build stops
   here, naming the package and the notebooks, when the site cannot provide
   one: nothing provides it, or Pyodide has it only as a WebAssembly build on
   its CDN (numpy, matplotlib ...), which an offline site cannot ship.
4. The pure-Python wheel of every package needed, with every dependency its
   metadata declares for Pyodide's platform, from PyPI: at the version of
   Pyodide's lock file, or of lite/site.toml for packages the lock does not
   list, or the kernel's own stand-in wheel.
5. A new ``pyodide-lock.json`` listing exactly those wheels with their real
   sha256 and dependencies, so ``import rulekit`` in a notebook loads rulekit
   and what it needs from the site, without ``%pip``.
6. ``jupyter lite build`` with the notebooks as contents, PyPI fallback
   disabled (lite/jupyter-lite.json), and a landing page that shows the
   download of Python with a progress bar, then opens ``index.ipynb``; the
   workspace lives in memory, so a new visit does not reopen the last one's tabs.

Usage: ``python lite/build.py [--only gunsteel/10-play-a-whole-game.ipynb ...]``
(``--only`` makes a smaller site with the index and the notebooks named).
"""

from __future__ import annotations

import argparse
import ast
import email.parser
import hashlib
import json
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import time
import tomllib
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parent.parent
LITE = ROOT / "lite"
NOTEBOOKS = ROOT / "notebooks"
OUT = ROOT / "build" / "lite"
CACHE = OUT / "cache"
STAGE = OUT / "stage"          # jupyter lite's lite_dir: config, Pyodide, contents
SITE = OUT / "site"            # the static site

# Files of the npm package that the browser loads.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")

# What the Pyodide kernel installs when it starts, besides its own wheels
# (see initPackageManager and initKernel in its worker).
KERNEL_NEEDS = ("micropip", "comm", "jedi", "ipython")

# The landing page: JupyterLite's root index.html keeps its configuration
# (the apps read it). Instead of going to an empty JupyterLab it first fetches
# what Python in the browser needs (Pyodide and every wheel of the site's lock
# file, about 21 MB the first time) with a progress bar, so the learner sees
# how far the download is instead of a silent start, and the kernel then
# starts from the browser's cache; then it opens the front-door notebook. (The
# workspace, the tabs a visit opened, is kept in memory only, lite/jupyter-lite.json's
# workspacesStorageDrivers, so an earlier visit's tabs and kernels do not open
# again.) If a fetch fails, the page says so and opens the notebook anyway.
LANDING_SCRIPT = """<script type="module">
      // rulekit: fetch Python for the browser with a progress bar, then open notebooks/index.ipynb
      const base = './static/pyodide/';
      const box = document.createElement('div');
      box.id = 'rk-loading';
      box.style.cssText = 'font-family: sans-serif; max-width: 36em; margin: 4em auto; line-height: 1.5';
      box.innerHTML = '<h2>rulekit in your browser</h2><p>Loading Python and the rules engines into this page '
        + '(the first visit downloads about 21 MB; later visits read them from the browser\\'s cache).</p>'
        + '<progress id="rk-progress" max="1" value="0" style="width: 100%"></progress><p id="rk-said"></p>';
      document.body.appendChild(box);
      const bar = document.getElementById('rk-progress'), said = document.getElementById('rk-said');
      const open = () => window.location.replace('./lab/index.html?path=index.ipynb');
      try {
        const lock = await (await fetch(base + 'pyodide-lock.json')).json();
        const files = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip',
                       ...Object.values(lock.packages).map((p) => p.file_name)];
        const sizes = await Promise.all(files.map(async (f) => {
          const head = await fetch(base + f, {method: 'HEAD'});
          return Number(head.headers.get('Content-Length')) || 0;
        }));
        const total = sizes.reduce((a, b) => a + b, 0) || 1;
        let got = 0;
        bar.max = total;
        for (const f of files) {
          const reply = await fetch(base + f);
          const reader = reply.body.getReader();
          for (;;) {
            const {done, value} = await reader.read();
            if (done) break;
            got += value.length;
            bar.value = got;
            said.textContent = `${(got / 1e6).toFixed(1)} of ${(total / 1e6).toFixed(1)} MB: ${f}`;
          }
        }
        said.textContent = 'Python is here: opening the notebooks (Python starts in the page in a few seconds).';
        sessionStorage.setItem('rulekit-preloaded', JSON.stringify({bytes: got, files: files.length}));
      } catch (err) {
        said.textContent = `Could not preload Python (${err}); opening the notebooks, which load it themselves.`;
      }
      open();
    </script>"""


class BuildError(Exception):
    """The site cannot be built; the message says why and what to change."""


def log(message: str) -> None:
    print(f"[lite] {message}", flush=True)


# --- wheels ------------------------------------------------------------------

@dataclass
class Wheel:
    path: Path
    name: str                   # canonical (PEP 503)
    version: str
    requires: list[Requirement]
    tops: list[str]             # importable top-level names
    source: str                 # where it came from, for messages

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.path.read_bytes()).hexdigest()


def read_wheel(path: Path, source: str) -> Wheel:
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        meta = next(n for n in names if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
        headers = email.parser.BytesParser().parsebytes(z.read(meta), headersonly=True)
    requires = [Requirement(r) for r in headers.get_all("Requires-Dist") or []]
    return Wheel(path, canonicalize_name(headers["Name"]), headers["Version"],
                 requires, top_levels(names), source)


def top_levels(names: list[str]) -> list[str]:
    """The importable top-level names in a wheel's file list."""
    tops = set()
    for name in names:
        first, _, rest = name.partition("/")
        if first.endswith((".dist-info", ".data")):
            continue
        if rest:
            tops.add(first)
        elif first.endswith(".py"):
            tops.add(first[:-3])
    return sorted(t for t in tops if t.isidentifier() and t not in ("test", "tests"))


def wheel_key(path: Path) -> tuple[str, str]:
    name, version, _, _ = parse_wheel_filename(path.name)
    return canonicalize_name(name), str(version)


# --- what runs in the browser -------------------------------------------------

@dataclass
class Browser:
    """Pyodide's lock, its standard library, and the marker environment."""

    lock: dict
    stdlib: set[str]
    env: dict[str, str] = field(init=False)

    def __post_init__(self):
        full = self.lock["info"]["python"]                      # e.g. 3.14.2
        self.env = {
            "implementation_name": "cpython", "implementation_version": full,
            "os_name": "posix", "platform_machine": "wasm32",
            "platform_python_implementation": "CPython", "platform_release": "",
            "platform_system": "Emscripten", "platform_version": "",
            "python_full_version": full, "python_version": ".".join(full.split(".")[:2]),
            "sys_platform": "emscripten", "extra": "",
        }

    @property
    def python_version(self) -> str:
        return self.env["python_version"]

    def needs(self, req: Requirement) -> bool:
        """Does the browser's Python need this requirement (no extras)?"""
        return req.marker is None or req.marker.evaluate(self.env)


def fetch_pyodide(version: str) -> Path:
    """The npm package ``pyodide@version``, unpacked in the cache."""
    unpacked = CACHE / f"pyodide-{version}"
    if (unpacked / "pyodide-lock.json").exists():
        return unpacked
    if not shutil.which("npm"):
        raise BuildError("npm is needed to fetch the npm package pyodide (apt-get install npm)")
    CACHE.mkdir(parents=True, exist_ok=True)
    log(f"fetching pyodide@{version} from the npm registry")
    run(["npm", "pack", f"pyodide@{version}", "--pack-destination", str(CACHE), "--silent"])
    tgz = CACHE / f"pyodide-{version}.tgz"
    tmp = CACHE / f"pyodide-{version}.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    with tarfile.open(tgz) as tar:
        tar.extractall(tmp, filter="data")
    (tmp / "package").rename(unpacked)
    shutil.rmtree(tmp)
    tgz.unlink()
    return unpacked


def browser_stdlib(pyodide: Path) -> set[str]:
    """Top-level standard-library names importable in Pyodide: the modules in
    its python_stdlib.zip, plus the C modules built into the interpreter
    (the build Python's compiled standard-library modules stand in for those)."""
    with zipfile.ZipFile(pyodide / "python_stdlib.zip") as z:
        in_zip = {n.split("/")[0].removesuffix(".py") for n in z.namelist()}
    here = Path(sysconfig.get_paths()["stdlib"])
    pure_here = {p.name.removesuffix(".py") for p in here.iterdir()
                 if p.suffix == ".py" or (p / "__init__.py").exists()}
    compiled = set(sys.stdlib_module_names) - pure_here
    return in_zip | compiled | set(sys.builtin_module_names) | {"__future__"}


def kernel_wheels() -> dict[str, list[Wheel]]:
    """The wheels the Pyodide kernel serves itself (its piplite index), by name."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_KERNEL_NPM_NAME

    ext = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / PYODIDE_KERNEL_NPM_NAME
    found: dict[str, list[Wheel]] = {}
    for path in sorted((ext / "static" / "pypi").glob("*.whl")):
        w = read_wheel(path, "the Pyodide kernel's own index")
        found.setdefault(w.name, []).append(w)
    return found


# --- imports -----------------------------------------------------------------

def imported_modules(source: str, where: str) -> set[str]:
    """Top-level modules a piece of Python imports. Imports guarded by
    ``try: ... except ImportError`` or ``if TYPE_CHECKING:`` are optional and
    not counted; IPython magics and shell lines are skipped."""
    lines = [("" if ln.lstrip().startswith(("%", "!")) else ln) for ln in source.splitlines()]
    try:
        tree = ast.parse("\n".join(lines))
    except SyntaxError as e:
        raise BuildError(f"{where}: cannot read its Python ({e.msg}, line {e.lineno})") from None
    optional: set[int] = set()
    for node in ast.walk(tree):
        guarded = []
        if isinstance(node, ast.Try) and any(_catches_import_error(h) for h in node.handlers):
            guarded = node.body
        elif isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            guarded = node.body
        for stmt in guarded:
            optional.update(id(n) for n in ast.walk(stmt))
    found = set()
    for node in ast.walk(tree):
        if id(node) in optional:
            continue
        if isinstance(node, ast.Import):
            found.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def _catches_import_error(handler: ast.ExceptHandler) -> bool:
    if handler.type is None:
        return True
    text = ast.unparse(handler.type)
    return "ImportError" in text or "ModuleNotFoundError" in text


def notebook_imports(paths: list[Path]) -> dict[str, list[str]]:
    """module -> the notebooks (relative to the repo) that import it."""
    users: dict[str, list[str]] = {}
    for path in paths:
        rel = str(path.relative_to(ROOT))
        nb = json.loads(path.read_text(encoding="utf-8"))
        for i, cell in enumerate(nb["cells"]):
            if cell["cell_type"] != "code":
                continue
            source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            for module in imported_modules(source, f"{rel}, cell {i + 1}"):
                users.setdefault(module, [])
                if rel not in users[module]:
                    users[module].append(rel)
    return users


def wheel_imports(wheel: Wheel) -> set[str]:
    """Top-level modules imported by the Python files of a wheel."""
    found = set()
    with zipfile.ZipFile(wheel.path) as z:
        for name in z.namelist():
            if name.endswith(".py"):
                found |= imported_modules(z.read(name).decode("utf-8"), f"{wheel.name}: {name}")
    return found


# --- choosing and fetching wheels ---------------------------------------------

class Resolver:
    """Chooses one wheel per package the site needs, and fetches it."""

    def __init__(self, browser: Browser, pins: dict[str, str], kernel: dict[str, list[Wheel]]):
        self.browser = browser
        self.lock = {canonicalize_name(k): v for k, v in browser.lock["packages"].items()}
        self.pins = {canonicalize_name(k): v for k, v in pins.items()}
        self.kernel = kernel
        self.wheels_dir = CACHE / "wheels"
        self.wheels_dir.mkdir(parents=True, exist_ok=True)
        self.chosen: dict[str, Wheel] = {}
        self.why: dict[str, str] = {}        # package -> who needs it first
        self.errors: list[str] = []

    # Which package provides an importable module, before any wheel is fetched.
    def module_index(self) -> dict[str, str]:
        index = {}
        for name, entry in self.lock.items():
            for module in entry.get("imports", []):
                index.setdefault(module, name)
        for name, wheels in self.kernel.items():
            for module in wheels[0].tops:
                index[module] = name
        for w in self.cached_or_fetched(sorted(self.pins.items())):
            for module in w.tops:
                index[module] = w.name
        return index

    def version_for(self, req: Requirement, needed_by: str) -> tuple[str, str] | None:
        """(version, source) for a requirement, or None with an error noted."""
        name = canonicalize_name(req.name)
        if name in self.pins:
            return self.pins[name], "lite/site.toml"
        for w in self.kernel.get(name, []):
            if req.specifier.contains(w.version, prereleases=True):
                return w.version, "kernel"
        if name in self.lock:
            entry = self.lock[name]
            if not entry["file_name"].endswith("-none-any.whl"):
                self.errors.append(
                    f"{req.name} (needed by {needed_by}): Pyodide has it only as a WebAssembly "
                    f"build ({entry['file_name']}) on its CDN, and PyPI has no wheel for the "
                    "browser, so a site that works offline cannot ship it")
                return None
            return entry["version"], "Pyodide's lock"
        self.errors.append(
            f"{req.name} (needed by {needed_by}): neither Pyodide's lock nor lite/site.toml "
            "lists it; if it is pure Python, pin it under [wheels] in lite/site.toml")
        return None

    def cached_or_fetched(self, wanted: list[tuple[str, str]]) -> list[Wheel]:
        """Wheels for (name, version) pairs: from the cache, else one pip call."""
        have = {wheel_key(p): p for p in self.wheels_dir.glob("*.whl")}
        missing = [(n, v) for n, v in wanted if (n, v) not in have]
        if missing:
            log("fetching from PyPI: " + ", ".join(f"{n}=={v}" for n, v in missing))
            cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                   "--only-binary=:all:", "--implementation", "py", "--abi", "none",
                   "--platform", "any", "--python-version", self.browser.python_version,
                   "--dest", str(self.wheels_dir), *(f"{n}=={v}" for n, v in missing)]
            done = subprocess.run(cmd, capture_output=True, text=True)
            if done.returncode:
                raise BuildError(
                    "PyPI has no pure-Python wheel for one of "
                    + ", ".join(f"{n}=={v}" for n, v in missing) + ":\n" + done.stderr.strip())
            have = {wheel_key(p): p for p in self.wheels_dir.glob("*.whl")}
        return [read_wheel(have[(n, v)], "PyPI") for n, v in wanted]

    def add(self, roots: list[tuple[Requirement, str]]) -> None:
        """Choose wheels for the requirements and everything they depend on."""
        queue = roots
        while queue:
            fetch: dict[str, str] = {}
            new: list[Wheel] = []
            later: list[tuple[Requirement, str]] = []
            for req, needed_by in queue:
                name = canonicalize_name(req.name)
                if name in self.chosen:
                    self.check_version(req, self.chosen[name], needed_by)
                    continue
                if name in self.why:            # asked for this round, or refused
                    later.append((req, needed_by))
                    continue
                self.why[name] = needed_by
                found = self.version_for(req, needed_by)
                if found is None:
                    continue
                version, source = found
                if not req.specifier.contains(version, prereleases=True):
                    self.errors.append(
                        f"{needed_by} needs {req}, but the site's {req.name} is {version} ({source})")
                if source == "kernel":
                    self.chosen[name] = next(w for w in self.kernel[name] if w.version == version)
                    new.append(self.chosen[name])
                else:
                    fetch[name] = version
            for w in self.cached_or_fetched(sorted(fetch.items())):
                self.chosen[w.name] = w
                new.append(w)
            for req, needed_by in later:
                if canonicalize_name(req.name) in self.chosen:
                    self.check_version(req, self.chosen[canonicalize_name(req.name)], needed_by)
            queue = [(r, f"{w.name} {w.version}") for w in new for r in w.requires
                     if self.browser.needs(r)]

    def check_version(self, req: Requirement, w: Wheel, needed_by: str) -> None:
        if not req.specifier.contains(w.version, prereleases=True):
            self.errors.append(f"{needed_by} needs {req}, but the site's {w.name} is {w.version}")

    def depends(self, w: Wheel) -> list[str]:
        return sorted({canonicalize_name(r.name) for r in w.requires if self.browser.needs(r)})


# --- steps -------------------------------------------------------------------

def run(cmd: list[str], **kwargs) -> None:
    done = subprocess.run(cmd, **kwargs)
    if done.returncode:
        raise BuildError(f"command failed ({done.returncode}): {' '.join(cmd)}")


def build_rulekit_wheel() -> Wheel:
    """rulekit's wheel, built from a copy of the working tree's files (tracked
    and new, not ignored), so that no stale build output of setuptools ends up
    in it."""
    src = CACHE / "src"
    dist = CACHE / "project"
    shutil.rmtree(src, ignore_errors=True)
    shutil.rmtree(dist, ignore_errors=True)
    files = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    for rel in filter(None, files):
        path = ROOT / rel
        if path.is_file() and "__pycache__" not in path.parts:
            (src / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, src / rel)
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--wheel-dir", str(dist), str(src)])
    shutil.rmtree(src)
    (path,) = dist.glob("*.whl")
    return read_wheel(path, "this repository")


def list_notebooks(only: list[str]) -> list[Path]:
    every = sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    if not only:
        return every
    keep = {NOTEBOOKS / "index.ipynb", *(NOTEBOOKS / o for o in only)}
    unknown = [str(p) for p in keep if p not in every]
    if unknown:
        raise BuildError(f"no such notebook: {', '.join(unknown)}")
    return [p for p in every if p in keep]


def check_kernel_pyodide(version: str) -> None:
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    if PYODIDE_VERSION != version:
        raise BuildError(
            f"lite/site.toml pins Pyodide {version}, but jupyterlite-pyodide-kernel "
            f"(lite/requirements.txt) expects {PYODIDE_VERSION}: change one to match the other")


def resolve(notebooks: list[Path], browser: Browser, rulekit: Wheel,
            pins: dict[str, str]) -> tuple[Resolver, list[str]]:
    """Choose every wheel the site ships; return the resolver and rulekit's
    dependencies (its metadata's, plus what its modules import)."""
    resolver = Resolver(browser, pins, kernel_wheels())
    index = resolver.module_index()
    own = set(rulekit.tops)

    def provider(module: str) -> str | None:
        if module in browser.stdlib or module in own:
            return None
        return index.get(module, "")

    # rulekit's own imports: its wheel declares networkx, but the widgets'
    # ipywidgets and anywidget are only in an optional extra.
    rulekit_deps = {canonicalize_name(r.name) for r in rulekit.requires if browser.needs(r)}
    for module in sorted(wheel_imports(rulekit)):
        name = provider(module)
        if name == "":
            resolver.errors.append(f"{module} (imported by rulekit's modules): nothing in the site provides it")
        elif name:
            rulekit_deps.add(name)

    roots = [(Requirement(n), "the Pyodide kernel") for n in KERNEL_NEEDS]
    roots += [(Requirement(n), "rulekit") for n in sorted(rulekit_deps)]
    for module, users in sorted(notebook_imports(notebooks).items()):
        name = provider(module)
        who = ", ".join(users)
        if name == "":
            resolver.errors.append(f"{module} (imported by {who}): nothing in the site provides it")
        elif name:
            roots.append((Requirement(name), who))
    resolver.add(roots)
    if resolver.errors:
        raise BuildError("the site cannot provide every import:\n  - " + "\n  - ".join(resolver.errors))
    return resolver, sorted(rulekit_deps)


def write_pyodide(pyodide: Path, browser: Browser, resolver: Resolver,
                  rulekit: Wheel, rulekit_deps: list[str]) -> dict:
    """Pyodide's runtime, the wheels and the rewritten lock, in the stage."""
    target = STAGE / "static" / "pyodide"
    target.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, target / name)
    packages = {}
    for w in [*resolver.chosen.values(), rulekit]:
        shutil.copy2(w.path, target / w.path.name)
        packages[w.name] = {
            "depends": rulekit_deps if w is rulekit else resolver.depends(w),
            "file_name": w.path.name,
            "imports": w.tops,
            "install_dir": "site",
            "name": w.name,
            "package_type": "package",
            "sha256": w.sha256,
            "unvendored_tests": False,
            "version": w.version,
        }
    lock = {"info": browser.lock["info"], "packages": dict(sorted(packages.items()))}
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
    return lock


def stage_contents(notebooks: list[Path]) -> Path:
    contents = STAGE / "contents"
    for path in notebooks:
        dest = contents / path.relative_to(NOTEBOOKS)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, dest)
    return contents


def jupyter_lite_build(contents: Path) -> None:
    shutil.copy2(LITE / "jupyter-lite.json", STAGE / "jupyter-lite.json")
    jupyter = Path(sys.executable).parent / "jupyter"
    run([str(jupyter), "lite", "build", "--lite-dir", str(STAGE), "--output-dir", str(SITE),
         "--contents", str(contents), "--apps", "lab", "--no-sourcemaps"], cwd=STAGE)
    set_landing_page(SITE / "index.html")
    # The kernel's settings must point at the Pyodide shipped in the site.
    config = json.loads((SITE / "jupyter-lite.json").read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    if settings.get("pyodideUrl") != "./static/pyodide/pyodide.mjs" or not settings.get("disablePyPIFallback"):
        raise BuildError(f"the site's kernel settings are not the offline ones: {settings}")


def set_landing_page(index: Path) -> None:
    html = index.read_text(encoding="utf-8")
    found = re.search(r'<script type="module">\s*await import\([^)]*config-utils[^)]*\);?\s*</script>', html)
    if not found:
        raise BuildError(f"{index}: JupyterLite's root page changed; cannot set the landing page")
    index.write_text(html[:found.start()] + LANDING_SCRIPT + html[found.end():], encoding="utf-8")


def size_of(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="*", default=[], metavar="NOTEBOOK",
                        help="notebooks (relative to notebooks/) to include besides index.ipynb")
    args = parser.parse_args(argv)
    started = time.monotonic()
    try:
        site = tomllib.loads((LITE / "site.toml").read_text())
        version = site["pyodide"]["version"]
        check_kernel_pyodide(version)
        notebooks = list_notebooks(args.only)
        pyodide = fetch_pyodide(version)
        browser = Browser(json.loads((pyodide / "pyodide-lock.json").read_text()),
                          browser_stdlib(pyodide))
        log("building rulekit's wheel")
        rulekit = build_rulekit_wheel()
        resolver, rulekit_deps = resolve(notebooks, browser, rulekit, site.get("wheels", {}))
        shutil.rmtree(STAGE, ignore_errors=True)
        shutil.rmtree(SITE, ignore_errors=True)
        lock = write_pyodide(pyodide, browser, resolver, rulekit, rulekit_deps)
        log(f"pyodide-lock.json: {len(lock['packages'])} packages: " + ", ".join(
            f"{k} {v['version']}" for k, v in lock["packages"].items()))
        log(f"rulekit depends on {', '.join(rulekit_deps)}; imports {', '.join(rulekit.tops)}")
        contents = stage_contents(notebooks)
        log(f"jupyter lite build: {len(notebooks)} notebooks")
        jupyter_lite_build(contents)
    except BuildError as e:
        print(f"\n[lite] BUILD FAILED: {e}\n", file=sys.stderr, flush=True)
        return 1
    count, total = size_of(SITE)
    log(f"site: {SITE.relative_to(ROOT)}/ — {count} files, {total / 1e6:.1f} MB, "
        f"built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
