"""Helpers for the browser tests (not a test module).

``serve_voila(notebook)`` runs a notebook as a Voilà page on 127.0.0.1 and
``chromium_page()`` drives Debian's chromium (/usr/bin/chromium) through
Playwright's sync API. Together::

    from browser_harness import chromium_page, serve_voila

    with serve_voila(NOTEBOOKS / "gunsteel" / "play.ipynb") as url, \\
            chromium_page(artifacts_dir) as page:
        page.goto(url)
        page.get_by_role("button", name="Next turn").click()

``shared_voila(folder)`` is one Voilà for a folder for the whole test process:
``notebook_in_chromium`` and the explorers' test open their pages on it, so no
test waits for a server of its own.

Playwright's own browser download does not work on our machines, so the
browser is always Debian's package (``apt-get install chromium``; ``make
test`` installs it when missing).
"""

from __future__ import annotations

import atexit
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from contextlib import ExitStack, contextmanager
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
#: The project's notebooks, served by one :func:`shared_voila`.
NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
# As root chromium needs --no-sandbox; the networking flags stop it from
# calling home, which this machine's closed network refuses noisily.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class VoilaServer(str):
    """The base URL of a running Voilà (it *is* that string), plus details:
    ``port``, ``log_path`` (Voilà's combined output), ``startup_seconds``
    and ``log()`` to read the output so far."""

    port: int
    log_path: Path
    startup_seconds: float

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")


@contextmanager
def serve_voila(notebook_path, port=None, timeout=120.0, log_path=None, extra_args=()):
    """Serve ``notebook_path`` with Voilà on 127.0.0.1 and yield its base URL.

    ``notebook_path`` may be a folder: Voilà then serves every notebook in it, each at
    ``<base URL>voila/render/<path in the folder>`` (one server for several pages).

    Voilà runs with this interpreter (``sys.executable -m voila``), so the
    notebook's kernel is the same environment as the tests. The URL is only
    yielded once the server answers HTTP; the notebook itself is executed
    when a page opens it. On exit the server (and so its kernels) is stopped.
    """
    notebook = Path(notebook_path).resolve()
    if not notebook.exists():
        raise FileNotFoundError(notebook)
    port = port or free_port()
    if log_path is None:
        log_path = Path(tempfile.mkdtemp(prefix="voila-")) / "voila.log"
    log_path = Path(log_path)
    cmd = [
        sys.executable, "-m", "voila",
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--Voila.port_retries=0",       # fail rather than move to another port
        "--show_tracebacks=True",       # errors show on the page, not just "error"
        *extra_args,
        str(notebook),
    ]
    env = dict(os.environ, PYDEVD_DISABLE_FILE_VALIDATION="1")
    server = VoilaServer(f"http://127.0.0.1:{port}/")
    server.port, server.log_path = port, log_path

    started = time.monotonic()
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            cmd, cwd=notebook if notebook.is_dir() else notebook.parent, env=env, stdin=subprocess.DEVNULL,
            stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        )
    try:
        _wait_until_http(server, proc, timeout)
        server.startup_seconds = time.monotonic() - started
        yield server
    finally:
        _stop(proc)


def _wait_until_http(server: VoilaServer, proc: subprocess.Popen, timeout: float) -> None:
    # Ask for a static file: any HTTP answer, even 404, means the server is
    # up, and unlike "/" it does not start a kernel.
    probe = server + "voila/static/"
    deadline = time.monotonic() + timeout
    while True:
        if proc.poll() is not None:
            raise RuntimeError(
                f"Voilà exited with {proc.returncode} before answering:\n{server.log()}"
            )
        try:
            urllib.request.urlopen(probe, timeout=2).close()
            return
        except urllib.error.HTTPError:
            return
        except (urllib.error.URLError, ConnectionError, TimeoutError, socket.timeout):
            pass
        if time.monotonic() > deadline:
            raise TimeoutError(
                f"Voilà did not answer on {server} within {timeout:.0f} s:\n{server.log()}"
            )
        time.sleep(0.2)


def _stop(proc: subprocess.Popen) -> None:
    """SIGTERM Voilà's process group (it shuts its kernels down), then SIGKILL
    if it lingers; kernels left behind exit when their parent dies."""
    if proc.poll() is not None:
        return
    for sig, wait in ((signal.SIGTERM, 15), (signal.SIGKILL, 5)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            continue


@contextmanager
def chromium_page(artifacts_dir=None, viewport=(1280, 900), timeout_ms=30_000):
    """Yield a Playwright sync ``page`` in headless Debian chromium.

    The browser's console messages and page errors are collected in
    ``page.console_log`` (a list of strings). With ``artifacts_dir`` (see the
    ``artifacts_dir`` fixture) they are written to ``console.txt`` there, and a
    failure inside the block also leaves ``failure.png``.
    """
    if not os.access(CHROMIUM, os.X_OK):
        raise RuntimeError(
            f"{CHROMIUM} not found: install Debian's chromium "
            "(apt-get install chromium; `make test` does it as root)"
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            context = browser.new_context(
                viewport={"width": viewport[0], "height": viewport[1]}
            )
            context.set_default_timeout(timeout_ms)
            page = context.new_page()
            page.console_log = []
            page.on("console", lambda m: page.console_log.append(f"{m.type}: {m.text}"))
            page.on("pageerror", lambda e: page.console_log.append(f"pageerror: {e}"))
            try:
                yield page
            except BaseException:
                if artifacts_dir is not None:
                    try:
                        page.screenshot(path=str(Path(artifacts_dir) / "failure.png"), full_page=True)
                    except Exception:
                        pass
                raise
            finally:
                if artifacts_dir is not None:
                    (Path(artifacts_dir) / "console.txt").write_text(
                        "\n".join(page.console_log) + "\n"
                    )
        finally:
            browser.close()


#: The Voilà servers :func:`shared_voila` started in this process, by folder.
_SHARED: dict = {}


def shared_voila(folder) -> VoilaServer:
    """One Voilà serving every notebook in ``folder`` (at ``<base URL>voila/render/<path in the folder>``)
    for the rest of this test process: started on the first call, stopped when the process exits. Each
    page opened on it runs its notebook in a kernel of its own, as with a server of its own; what a test
    saves of the server's output is :func:`log_since` its start."""
    folder = Path(folder).resolve()
    if folder not in _SHARED:
        stack = ExitStack()
        log_path = Path(tempfile.mkdtemp(prefix="voila-")) / "voila.log"
        _SHARED[folder] = stack.enter_context(serve_voila(folder, log_path=log_path))
        atexit.register(stack.close)
    return _SHARED[folder]


def log_since(server: VoilaServer, offset: int, path) -> None:
    """Write what ``server`` logged from byte ``offset`` on to ``path`` (one test's share of a shared log)."""
    with open(server.log_path, "rb") as log:
        log.seek(offset)
        Path(path).write_bytes(log.read())


@contextmanager
def notebook_in_chromium(notebook, artifacts_dir, ready: str, timings: dict, ready_key: str,
                         viewport=(1400, 1700), timeout_ms=120_000):
    """A chromium page open on ``notebook`` (a notebook of the project's ``notebooks/`` folder, served by its
    :func:`shared_voila`), yielded once the JavaScript expression ``ready`` is true (the widget has
    rendered). ``timings`` gets ``voila_startup_s`` (the shared server's start, 0 if it was running) and
    ``ready_key`` (the seconds from opening the page to ``ready``); the server's output while the page
    was open is left in ``voila.log``."""
    notebook = Path(notebook).resolve()
    running = NOTEBOOKS in _SHARED
    server = shared_voila(NOTEBOOKS)
    offset = server.log_path.stat().st_size
    try:
        with chromium_page(artifacts_dir, viewport=viewport) as page:
            timings["voila_startup_s"] = 0.0 if running else server.startup_seconds
            started = time.monotonic()
            page.goto(f"{server}voila/render/{notebook.relative_to(NOTEBOOKS).as_posix()}")
            page.wait_for_function(ready, timeout=timeout_ms)
            timings[ready_key] = time.monotonic() - started
            yield page
    finally:
        log_since(server, offset, Path(artifacts_dir) / "voila.log")
