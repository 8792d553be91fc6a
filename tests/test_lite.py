"""The JupyterLite site in a real browser, with nothing reachable but 127.0.0.1.

The site is built once (``make lite``), served from ``build/lite/site`` by
lite/serve.py on a free port, and opened in Debian's chromium. For each
notebook: the kernel starts, every cell runs, and the test checks that no
cell failed, that the worked-example cells ran, that a widget rendered, and
that it answers a click (a pyramid card in Guns & Steel, a map space in
Mosaic, a map square in Civilization). Every request the browser makes is recorded; one to
anywhere but 127.0.0.1 fails the test. Chromium also gets a proxy that only
records and refuses, so a request that escaped Playwright's events would be
caught there too (127.0.0.1 itself never goes through a proxy).

By default the index and one chapter per game run (CI); ``make lite-check``
sets RULEKIT_LITE_ALL=1 to run every notebook, and RULEKIT_LITE_ONLY=a.ipynb,b/c.ipynb
runs the notebooks named. A notebook with a graph explorer also has one of its
nodes clicked and the answer read. RULEKIT_LITE_REUSE=1 uses a
site already built. Screenshots, the request log, the browser console and
the timings are left in ``tests/output/<test>/``.
"""

from __future__ import annotations

import json
import os
import socketserver
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import quote, urlsplit

import pytest

from browser_harness import CHROMIUM, CHROMIUM_ARGS

pytestmark = pytest.mark.lite

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SITE = ROOT / "build" / "lite" / "site"
OUTPUT = Path(__file__).parent / "output"

# One chapter per game, run in CI with the index; each must hold a worked
# example asserted in a cell and a widget. A game folder missing here fails
# test_every_game_has_a_quick_chapter.
QUICK_CHAPTERS = {
    "gunsteel": "07b-buy-phase.ipynb",
    "mosaic": "07b-build.ipynb",
    "civ": "08-metropolis.ipynb",
    "tta": "21-air-forces-and-wars.ipynb",          # a Full-game chapter: air forces and a war fought a turn later
}
# Text of a code cell that must have run without error, per notebook.
MUST_RUN = {
    "index.ipynb": 'scenario.by_id("GS-EX-11")',
    "gunsteel/07b-buy-phase.ipynb": "assert r11.passed",
    "mosaic/07b-build.ipynb": "assert r16.passed",
    "civ/08-metropolis.ipynb": "assert r4.passed",
    "tta/21-air-forces-and-wars.ipynb": "assert r38.passed",
}
# What the click check clicks in each game's notebooks: a card of the Guns &
# Steel pyramid, a space of the Mosaic map, a square of the Civilization map, or a
# card of the Through the Ages card row. A quick chapter must show it.
CLICKS = {
    "gunsteel": "card",
    "mosaic": "space",
    "civ": "square",
    "tta": "row card",
}

CARDS = ".rk-pyramid button.rk-card"
SHOWN_WIDGET = (".jp-OutputArea-output .jupyter-widgets, .rk-pyramid, .rk-player, .rk-mosaic-map, .rk-civ-map, "
                ".rk-tta-board, .rk-explorer")
SPACES = ".rk-mosaic-map g.rk-space"
SQUARES = ".rk-civ-map g.rk-square"
ROW_CARDS = ".rk-tta-board button.tta-row-card"
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
KERNEL_TIMEOUT_MS = 180_000
RUN_TIMEOUT_MS = 300_000


def every_notebook() -> list[str]:
    return sorted(str(p.relative_to(NOTEBOOKS)) for p in NOTEBOOKS.rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in p.parts)


def quick_notebooks() -> list[str]:
    return ["index.ipynb", *(f"{game}/{nb}" for game, nb in sorted(QUICK_CHAPTERS.items()))]


NOTEBOOKS_TO_RUN = (every_notebook() if os.environ.get("RULEKIT_LITE_ALL") else
                    os.environ["RULEKIT_LITE_ONLY"].split(",") if os.environ.get("RULEKIT_LITE_ONLY")
                    else quick_notebooks())


# --- the site, the server and the browser -------------------------------------

@pytest.fixture(scope="session")
def lite_site() -> Path:
    """The built site: `make lite` once per session (RULEKIT_LITE_REUSE=1 keeps
    an existing build). Its log and time go to tests/output/lite-build/."""
    out = OUTPUT / "lite-build"
    out.mkdir(parents=True, exist_ok=True)
    if os.environ.get("RULEKIT_LITE_REUSE") and (SITE / "index.html").is_file():
        return SITE
    started = time.monotonic()
    with open(out / "build.log", "wb") as log:
        done = subprocess.run(["make", "--no-print-directory", "lite"], cwd=ROOT,
                              stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    seconds = time.monotonic() - started
    (out / "timings.txt").write_text(f"build_s {seconds:.1f}\n")
    if done.returncode:
        tail = (out / "build.log").read_text(errors="replace")[-4000:]
        pytest.fail(f"`make lite` failed ({done.returncode}):\n{tail}", pytrace=False)
    return SITE


@pytest.fixture(scope="session")
def site_url(lite_site):
    """lite/serve.py on a free port of 127.0.0.1; yields the base URL."""
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "lite" / "serve.py"), "--port", "0", str(lite_site)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, stdin=subprocess.DEVNULL)
    try:
        url = proc.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:"), url
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


class Trap(socketserver.ThreadingTCPServer):
    """A proxy on 127.0.0.1 that records each request line it gets and refuses it."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self):
        self.seen: list[str] = []
        super().__init__(("127.0.0.1", 0), _TrapHandler)


class _TrapHandler(socketserver.StreamRequestHandler):
    def handle(self):
        self.request.settimeout(5)
        try:
            line = self.rfile.readline(4096).decode("latin-1").strip()
        except OSError:
            line = "(no request line)"
        self.server.seen.append(line)
        self.wfile.write(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")


@pytest.fixture(scope="session")
def trap():
    server = Trap()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser(trap):
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} not found: apt-get install chromium (make test does it as root)")
    from playwright.sync_api import sync_playwright

    # Service workers' own requests are reported too (JupyterLite registers one).
    os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")
    with sync_playwright() as pw:
        b = pw.chromium.launch(
            executable_path=CHROMIUM, headless=True,
            args=[*CHROMIUM_ARGS, f"--proxy-server=http://127.0.0.1:{trap.server_address[1]}"])
        yield b
        b.close()


# Chromium itself calls Google's services (updates, sign-in, autofill, time)
# whatever flags it gets; those calls reach only the trap and are logged,
# not failed. A page of ours asking any host, Google's included, is also seen
# by Playwright's request events, and fails the test there.
CHROMIUM_OWN_HOSTS = ("google.com", "googleapis.com", "gvt1.com")


def trap_host(line: str) -> str:
    """The host a proxy request line names ('CONNECT h:443 ...', 'GET http://h/ ...')."""
    parts = line.split()
    target = parts[1] if len(parts) > 1 else ""
    return (urlsplit(target).hostname if "://" in target else target.rsplit(":", 1)[0]) or ""


def chromiums_own(line: str) -> bool:
    host = trap_host(line)
    return any(host == h or host.endswith("." + h) for h in CHROMIUM_OWN_HOSTS)


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in ("data", "blob", "about"):
        return True
    return parts.hostname == "127.0.0.1"


@contextmanager
def lite_page(browser, artifacts_dir: Path):
    """A page in a fresh browser context (its own storage, so its own kernel)
    that records every request and the console in ``artifacts_dir``."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    page.requests, page.console_log, page.received = [], [], [0]
    context.on("request", lambda r: page.requests.append(f"{r.method} {r.url}"))
    # Bytes off the server: a response the service worker handed on is counted
    # once, at the service worker's own request.
    context.on("response", lambda r: r.from_service_worker or page.received.__setitem__(
        0, page.received[0] + int(r.headers.get("content-length") or 0)))
    context.on("requestfailed", lambda r: page.console_log.append(f"requestfailed: {r.url} {r.failure}"))
    page.on("console", lambda m: page.console_log.append(f"{m.type}: {m.text}"))
    page.on("pageerror", lambda e: page.console_log.append(f"pageerror: {e}"))
    try:
        yield page
    except BaseException:
        try:
            page.screenshot(path=str(artifacts_dir / "failure.png"))
        except Exception:
            pass
        raise
    finally:
        (artifacts_dir / "requests.txt").write_text("\n".join(page.requests) + "\n")
        (artifacts_dir / "console.txt").write_text("\n".join(page.console_log) + "\n")
        context.close()


# --- JupyterLab, seen from the page --------------------------------------------

PANEL_READY = """(path) => {
  const app = window.jupyterapp;
  const w = app && app.shell.currentWidget;
  const kernel = w && w.context && w.context.path === path && w.sessionContext.session
    && w.sessionContext.session.kernel;
  return !!kernel && kernel.status === 'idle';
}"""

RUN_ALL = """async () => {
  const app = window.jupyterapp;
  await app.commands.execute('notebook:clear-all-cell-outputs');
  window.__runAll = null;
  app.commands.execute('notebook:run-all-cells').then(
    ok => { window.__runAll = {ok: ok}; },
    err => { window.__runAll = {error: String(err)}; });
}"""

CELLS = """() => {
  const model = window.jupyterapp.shell.currentWidget.content.model;
  const cells = [];
  for (let i = 0; i < model.cells.length; i++) {
    const c = model.cells.get(i);
    const code = c.type === 'code';
    cells.push({type: c.type, source: c.sharedModel.getSource(),
                count: code ? c.executionCount : null,
                outputs: code ? c.outputs.toJSON() : []});
  }
  return cells;
}"""


def run_notebook(page, base: str, notebook: str, artifacts_dir: Path) -> dict:
    """Open a notebook in the site, run every cell; return timings and cells."""
    timings = {}
    t = time.monotonic()
    # The index is the landing page: the site's root opens it.
    page.goto(base if notebook == "index.ipynb" else f"{base}lab/index.html?path={quote(notebook)}")
    page.wait_for_function(PANEL_READY, arg=notebook, timeout=KERNEL_TIMEOUT_MS, polling=250)
    timings["kernel_ready_s"] = time.monotonic() - t
    page.screenshot(path=str(artifacts_dir / "01-opened.png"))

    t = time.monotonic()
    page.evaluate(RUN_ALL)
    page.wait_for_function("() => window.__runAll !== null", timeout=RUN_TIMEOUT_MS, polling=250)
    timings["run_all_s"] = time.monotonic() - t
    page.screenshot(path=str(artifacts_dir / "02-ran.png"))
    return {"timings": timings, "cells": page.evaluate(CELLS),
            "run_all": page.evaluate("() => window.__runAll")}


def failures(cells: list[dict]) -> list[str]:
    """A line for each code cell that did not run or raised."""
    found = []
    for i, cell in enumerate(cells, 1):
        if cell["type"] != "code" or not cell["source"].strip():
            continue
        first = cell["source"].strip().splitlines()[0][:70]
        errors = [o for o in cell["outputs"] if o.get("output_type") == "error"]
        if errors:
            e = errors[0]
            found.append(f"cell {i} ({first}): {e.get('ename')}: {e.get('evalue')}")
        elif cell["count"] is None:
            found.append(f"cell {i} ({first}): did not run")
    return found


def click_a_card(page, artifacts_dir: Path) -> str:
    """Click one card of the first pyramid on the page and wait for the
    widget's answer: the card bought, or the engine's refusal with its rule.
    A card shown as affordable is clicked if there is one."""
    pyramid = page.locator(".rk-pyramid").first
    pyramid.scroll_into_view_if_needed()
    pyramid.screenshot(path=str(artifacts_dir / "03-widget.png"))
    affordable = pyramid.locator('button.rk-card[data-state="affordable"]')
    card = affordable.first if affordable.count() else pyramid.locator("button.rk-card").first
    pos = card.get_attribute("data-pos")
    card.click()
    bought = pyramid.locator(f'button.rk-card[data-pos="{pos}"][data-state="bought"]')
    refused = pyramid.locator(".rk-error")
    bought.or_(refused).first.wait_for(state="visible")
    if bought.count():
        answer = f"bought {pos}"
    else:
        answer = f"refused {pos}: {refused.inner_text()}"
    pyramid.screenshot(path=str(artifacts_dir / "04-clicked.png"))
    return answer


#: The first space matching a selector that a real click would hit: scrolled
#: into view, its centre not covered by anything else (a Region's badge).
FIRST_CLEAR_SPACE = """sel => {
  for (const g of document.querySelectorAll(sel)) {
    g.scrollIntoView({block: 'center', inline: 'center'});
    const r = g.querySelector('polygon').getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    if (hit && g.contains(hit)) return g.dataset.space;
  }
  return null;
}"""


def click_a_space(page, artifacts_dir: Path) -> str:
    """Click one space of the first Mosaic map on the page and wait for the
    widget's answer: a piece built there, or the engine's refusal with its
    rule. A space the map highlights as a legal target is clicked if there is one."""
    board = page.locator(".rk-mosaic-map").first
    board.scroll_into_view_if_needed()
    board.screenshot(path=str(artifacts_dir / "03-widget.png"))
    sid = (page.evaluate(FIRST_CLEAR_SPACE, f'{SPACES}[data-target="true"][data-piece=""]')
           or page.evaluate(FIRST_CLEAR_SPACE, SPACES))
    assert sid, "no space of the map can be clicked"
    board.locator(f'g.rk-space[data-space="{sid}"]').click()
    built = board.locator(f'g.rk-space[data-space="{sid}"]:not([data-piece=""])')
    refused = board.locator(".rk-error")
    built.or_(refused).first.wait_for(state="visible")
    if built.count():
        from playwright.sync_api import expect

        message = board.locator(".rk-message")
        expect(message).to_contain_text(f"place {sid}")          # the move's account follows the redraw
        answer = f"built {built.get_attribute('data-piece')} on {sid}: {message.inner_text()}"
    else:
        answer = f"refused {sid}: {refused.inner_text()}"
        assert "(rule: MO-R-" in answer, answer
    board.screenshot(path=str(artifacts_dir / "04-clicked.png"))
    return answer


#: The first square matching a selector that a real click would hit (as FIRST_CLEAR_SPACE).
FIRST_CLEAR_SQUARE = """sel => {
  for (const g of document.querySelectorAll(sel)) {
    g.scrollIntoView({block: 'center', inline: 'center'});
    const r = g.querySelector('rect').getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    if (hit && g.contains(hit)) return g.dataset.square;
  }
  return null;
}"""

#: Whether the first Civilization map answered a click on square ``sid``: the square redrawn
#: differently (a city or a figure there now), a new message, or the engine's refusal.
CIV_ANSWERED = """([sid, before, said]) => {
  const map = document.querySelector('.rk-civ-map');
  const g = map && map.querySelector(`g.rk-square[data-square="${sid}"]`);
  const error = map && map.querySelector('.rk-error');
  const message = map && map.querySelector('.rk-message');
  return !!map && ((g && g.outerHTML !== before) || (error && !error.hidden && error.textContent !== '')
                   || (message && message.textContent !== said));
}"""


def click_a_square(page, artifacts_dir: Path) -> str:
    """Click one square of the first Civilization map on the page and wait for the widget's
    answer: the move or the metropolis played (the square redrawn), or the engine's refusal
    with its rule. A square the map highlights as a legal target is clicked if there is one."""
    board = page.locator(".rk-civ-map").first
    board.scroll_into_view_if_needed()
    board.screenshot(path=str(artifacts_dir / "03-widget.png"))
    sid = (page.evaluate(FIRST_CLEAR_SQUARE, f'{SQUARES}[data-target="true"]')
           or page.evaluate(FIRST_CLEAR_SQUARE, SQUARES))
    assert sid, "no square of the map can be clicked"
    square = board.locator(f'g.rk-square[data-square="{sid}"]')
    before = square.evaluate("g => g.outerHTML")
    said = board.locator(".rk-message").inner_text()
    square.click()
    page.wait_for_function(CIV_ANSWERED, arg=[sid, before, said], polling=100)
    error = board.locator(".rk-error")
    if error.is_visible() and error.inner_text():
        answer = f"refused {sid}: {error.inner_text()}"
        assert "(rule: CV-" in answer, answer
    else:
        after = board.locator(f'g.rk-square[data-square="{sid}"]')
        answer = (f"played on {sid}: city={after.get_attribute('data-city')!r} "
                  f"figures={after.get_attribute('data-figures')!r}; {board.locator('.rk-message').inner_text()}")
    board.screenshot(path=str(artifacts_dir / "04-clicked.png"))
    return answer


def click_a_row_card(page, artifacts_dir: Path) -> str:
    """Click one card of the first Through the Ages card row on the page and wait for the board's
    answer: the card taken (its slot empties, the civil actions left drop by its cost), or the
    engine's refusal with its rule (nothing else changes). A card the board marks as takeable now is
    clicked if there is one."""
    board = page.locator(".rk-tta-board").first
    board.scroll_into_view_if_needed()
    board.screenshot(path=str(artifacts_dir / "03-widget.png"))
    legal = board.locator('button.tta-row-card[data-legal="true"]:not([data-card=""])')
    card = legal.first if legal.count() else board.locator('button.tta-row-card:not([data-card=""])').first
    slot, name, cost = card.get_attribute("data-slot"), card.get_attribute("data-card"), card.get_attribute("data-cost")
    civil = board.locator(".tta-civil-left")
    before = int(civil.get_attribute("data-value"))
    card.click()
    taken = board.locator(f'button.tta-row-card[data-slot="{slot}"][data-card=""]')
    refused = board.locator(".rk-error:visible")
    taken.or_(refused).first.wait_for(state="visible")
    if taken.count():
        after = int(board.locator(".tta-civil-left").get_attribute("data-value"))
        assert after == before - int(cost), f"civil actions {before} -> {after} after taking slot {slot} (cost {cost})"
        hand = board.locator(".tta-hand").get_attribute("data-hand")
        answer = f"took {name} from slot {slot} for {cost}: civil actions {before} -> {after}; hand {hand!r}"
    else:
        answer = f"refused slot {slot}: {refused.inner_text()}"
        assert "(rule: TTA-R-" in answer, answer
        assert int(board.locator(".tta-civil-left").get_attribute("data-value")) == before, "a refusal changed the board"
    board.screenshot(path=str(artifacts_dir / "04-clicked.png"))
    return answer


def click_an_explorer_node(page, artifacts_dir: Path) -> str:
    """Click the first node of the first graph explorer on the page that is not already picked, and wait
    for the explorer's answer (the node's name and what it is related to) to show under the picture."""
    explorer = page.locator(".rk-explorer").first
    explorer.scroll_into_view_if_needed()
    node = explorer.locator('[data-node]:not([data-role="picked"])').first
    key = node.get_attribute("data-node")
    node.click()
    explorer.locator(f'[data-node="{key}"][data-role="picked"]').first.wait_for()
    name = explorer.locator(".rk-x-name").inner_text()
    rows = explorer.locator(".rk-x-facts tr").count()
    assert name and rows, f"the explorer showed no answer for {key}"
    explorer.screenshot(path=str(artifacts_dir / "05-explorer.png"))
    return f"explorer: {key} -> {name} ({rows} lines)"


CLICKERS = {"card": (CARDS, click_a_card), "space": (SPACES, click_a_space), "square": (SQUARES, click_a_square),
            "row card": (ROW_CARDS, click_a_row_card)}


def game_of(notebook: str) -> str | None:
    return notebook.split("/", 1)[0] if "/" in notebook else None


# --- tests -------------------------------------------------------------------

def test_every_game_has_a_quick_chapter():
    games = sorted(p.name for p in NOTEBOOKS.iterdir()
                   if p.is_dir() and any(p.glob("*.ipynb")))
    assert sorted(QUICK_CHAPTERS) == games, "name one chapter per game in QUICK_CHAPTERS"
    assert sorted(CLICKS) == games, "say what the click check clicks for each game in CLICKS"
    for nb in quick_notebooks():
        assert (NOTEBOOKS / nb).is_file(), nb


@pytest.mark.parametrize("notebook", NOTEBOOKS_TO_RUN)
def test_notebook_runs_offline(notebook, site_url, browser, trap, artifacts_dir):
    start = time.monotonic()
    seen_by_trap = len(trap.seen)
    with lite_page(browser, artifacts_dir) as page:
        result = run_notebook(page, site_url, notebook, artifacts_dir)
        cells = result["cells"]
        (artifacts_dir / "cells.json").write_text(json.dumps(cells, indent=1))
        timings = result["timings"]

        assert result["run_all"].get("error") is None, result["run_all"]
        problems = failures(cells)
        assert not problems, "\n".join(problems)

        must = MUST_RUN.get(notebook)
        if must:
            assert any(c["type"] == "code" and must in c["source"] and c["count"] is not None
                       for c in cells), f"no cell with {must!r} ran"

        widgets = sum(1 for c in cells for o in c["outputs"] if WIDGET_MIME in o.get("data", {}))
        if notebook in quick_notebooks():
            assert widgets, "a quick notebook must show a widget"
        if widgets:
            # JupyterLab may leave cells far from the view unrendered: bring the first widget into view.
            page.evaluate(f"() => document.querySelector('{SHOWN_WIDGET}')?.scrollIntoView({{block: 'center'}})")
            page.locator(SHOWN_WIDGET).first.wait_for()
            assert page.get_by_text("Error displaying widget").count() == 0
        # The game's own widget (the index shows a Guns & Steel table: whatever is on the page).
        target = CLICKS.get(game_of(notebook)) or next(
            (k for k, (sel, _) in CLICKERS.items() if page.locator(sel).count()), None)
        if target and page.locator(CLICKERS[target][0]).count():
            t = time.monotonic()
            answer = CLICKERS[target][1](page, artifacts_dir)
            timings["click_s"] = time.monotonic() - t
            (artifacts_dir / "click.txt").write_text(answer + "\n")
        elif notebook in quick_notebooks():
            pytest.fail(f"no {target} of the game's widget to click")
        if page.locator(".rk-explorer").count():          # a graph explorer answers a click on a node too
            t = time.monotonic()
            said = click_an_explorer_node(page, artifacts_dir)
            timings["explorer_click_s"] = time.monotonic() - t
            with open(artifacts_dir / "click.txt", "a") as f:
                f.write(said + "\n")

        outside = [r for r in page.requests if not is_local(r.split(" ", 1)[1])]
        trapped = trap.seen[seen_by_trap:]
        (artifacts_dir / "proxy.txt").write_text("".join(f"{t}\n" for t in trapped))
        outside += [t for t in trapped if not chromiums_own(t)]
        assert not outside, "requests left 127.0.0.1:\n" + "\n".join(outside)
        timings["requests"] = len(page.requests)
        timings["received_mb"] = page.received[0] / 1e6
        timings["outside_requests"] = len(outside)
        timings["chromium_own_calls"] = len(trapped)

    timings["total_s"] = time.monotonic() - start
    (artifacts_dir / "timings.txt").write_text(
        "".join(f"{k} {v:.1f}\n" if isinstance(v, float) else f"{k} {v}\n"
                for k, v in timings.items()))


def test_the_landing_page_shows_the_download_and_opens_a_fresh_workspace(site_url, browser, artifacts_dir):
    """The site's root shows a progress bar while Python's files download, then opens the front door; a
    notebook opened since does not open again on the next visit (the tabs and kernels of an earlier visit).
    Only tabs are waited for, not kernels: what is checked is the workspace, and a kernel start is slow."""
    tab = "() => [...document.querySelectorAll('.lm-DockPanel-tabBar .lm-TabBar-tab')].map(t => t.textContent)"
    with lite_page(browser, artifacts_dir) as page:
        page.goto(site_url, wait_until="commit")
        page.locator("#rk-progress").wait_for(state="attached")
        page.screenshot(path=str(artifacts_dir / "01-progress.png"))
        page.wait_for_url("**/lab/index.html?path=index.ipynb*", timeout=KERNEL_TIMEOUT_MS)
        preloaded = json.loads(page.evaluate("() => sessionStorage.getItem('rulekit-preloaded')") or "{}")
        (artifacts_dir / "preloaded.json").write_text(json.dumps(preloaded) + "\n")
        assert preloaded.get("bytes", 0) > 10e6 and preloaded.get("files", 0) > 20, preloaded
        page.goto(f"{site_url}lab/index.html?path={quote('gunsteel/07b-buy-phase.ipynb')}")
        page.wait_for_function(f"() => ({tab})().some(t => t.includes('07b-buy-phase'))", timeout=KERNEL_TIMEOUT_MS)
        page.wait_for_timeout(1500)                             # time for JupyterLab to save its layout
        page.goto(site_url)                                     # a later visit, through the front door
        page.wait_for_url("**/lab/index.html?path=index.ipynb*", timeout=KERNEL_TIMEOUT_MS)
        page.wait_for_function(f"() => ({tab})().some(t => t.includes('index.ipynb'))", timeout=KERNEL_TIMEOUT_MS)
        page.wait_for_timeout(1500)                             # a restored tab would open by now
        names = page.evaluate(tab)
        page.screenshot(path=str(artifacts_dir / "02-second-visit.png"))
        assert not any("07b-buy-phase" in n for n in names), names


def test_the_readme_gives_the_sites_size(lite_site):
    """The README's figures for the built site (MB, files, MB gzipped) are within a tenth of the site's."""
    import gzip
    import re
    text = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    found = re.search(r"It is about (\d+) MB in (\d+) files \((\d+) MB gzipped\)", text)
    assert found, "the README no longer states the site's size"
    mb, count, gz = map(int, found.groups())
    files = [p for p in lite_site.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    zipped = sum(len(gzip.compress(p.read_bytes(), compresslevel=6)) for p in files)
    for said, real, what in ((mb, size / 1e6, "MB"), (count, len(files), "files"), (gz, zipped / 1e6, "MB gzipped")):
        assert abs(said - real) <= 0.1 * real, f"README says {said} {what}; the site has {real:.0f}"
