"""Every game's graph explorer in a real browser, in an 800-pixel-wide page (issue: learning by clicking).

One Voilà server (the tests' shared one) serves the notebooks folder; headless chromium opens, for each game, the chapter that
explores its graph, and one chapter with the game's main board. On each page no output is cut at 800 px
(what is wider than its box must scroll inside a box of its own); the explorer's picture fits its box, a click on one node shows the engine's answer — read from the page and compared
with what the game's ``explore`` module says for that node — and the node is outlined. Screenshots of each
explorer before and after the click, the console and the timings are left in ``tests/output/<test>/``.
"""

from __future__ import annotations

import json
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

from browser_harness import chromium_page, log_since, shared_voila
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
WIDTH = 800

#: game: (chapter, which explorer on the page (0 = first), node to click, text the answer must show)
CHAPTERS = {
    "gunsteel": ("gunsteel/07b-buy-phase.ipynb", 0, "O2",
                 ["Oil row, 3rd card", "rests on", "price now for P1", "Buy it now"]),
    "tta": ("tta/80-upgrade-lines-explorer.ipynb", 0, "c-A-warriors",
            ["Warriors", "upgrades into", "Swordsmen", "One more built now"]),
    "mosaic": ("mosaic/07d-technology.ipynb", 0, "T26",
               ["Composite Bow", "requires (teaching assignment)", "Take it now (Technology action)"]),
    "civ": ("civ/08-metropolis.ipynb", 0, "1,1",
            ["square 1,1", "a figure steps to", "Now: allowed (metropolis 1,1)"]),
}


#: Every output of the page with content beyond its right edge that no scrolling box inside it holds (cut), with
#: the first such elements.
CUT_OUTPUTS = """() => {
    const scrolls = (el, out) => {
        for (let a = el.parentElement; a && a !== out.parentElement; a = a.parentElement) {
            const x = getComputedStyle(a).overflowX;
            if ((x === 'auto' || x === 'scroll') && a.getBoundingClientRect().right <= out.getBoundingClientRect().right + 1)
                return true;
        }
        return false;
    };
    return [...document.querySelectorAll('.jp-OutputArea-output')].flatMap((out, i) => {
        const right = out.getBoundingClientRect().right;
        const wide = [...out.querySelectorAll('*')].filter(el => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.right > right + 1 && !scrolls(el, out);
        });
        if (!wide.length) return [];
        return [{output: i, box: Math.round(out.getBoundingClientRect().width),
                 wider: wide.slice(0, 3).map(el => el.tagName + '.' + (el.getAttribute('class') || '') + ' right '
                                          + Math.round(el.getBoundingClientRect().right))}];
    });
}"""


#: Chapters whose main board is checked for width only: chapter -> a selector of its board.
FIT_ONLY = {
    "mosaic/07b-build.ipynb": ".rk-mosaic-map",
    "tta/02-the-first-round.ipynb": ".rk-tta-board",
    "civ/90-play-a-whole-game.ipynb": ".rk-civ-map",
}


def _fits(page, explorer) -> dict:
    """The explorer's box, its picture frame and the drawn picture's widths, in CSS pixels."""
    return explorer.evaluate("""el => {
        const frame = el.querySelector('.rk-x-picture'), svg = frame.querySelector('svg');
        return {box: el.getBoundingClientRect().width, frame: frame.clientWidth, scroll: frame.scrollWidth,
                svg: svg.getBoundingClientRect().width, page: document.documentElement.clientWidth};
    }""")


@contextmanager
def _page_at_800(artifacts_dir):
    """A chromium page 800 px wide on the tests' shared Voila, with the server's base URL and a timings
    table; once the test is done, the timings are saved, no page error may have been logged, and the
    server's output while the page was open is left in ``voila.log``."""
    timings = {}
    url = shared_voila(NOTEBOOKS)
    offset = url.log_path.stat().st_size
    try:
        with chromium_page(artifacts_dir, viewport=(WIDTH, 1000)) as page:
            timings["voila_startup_s"] = url.startup_seconds
            yield page, url, timings
            (artifacts_dir / "timings.json").write_text(json.dumps(timings, indent=1) + "\n")
            errors = [m for m in page.console_log if m.startswith("pageerror")]
            assert not errors, errors
    finally:
        log_since(url, offset, artifacts_dir / "voila.log")


def test_each_games_explorer_fits_800_pixels_and_answers_a_click(artifacts_dir):
    with _page_at_800(artifacts_dir) as (page, url, timings):
        for game, (chapter, which, node, words) in CHAPTERS.items():
            started = time.monotonic()
            page.goto(f"{url}voila/render/{chapter}")
            page.wait_for_function(f"document.querySelectorAll('.rk-explorer').length > {which}", timeout=120_000)
            timings[f"{game}_page_s"] = round(time.monotonic() - started, 2)
            explorer = page.locator(".rk-explorer").nth(which)
            explorer.scroll_into_view_if_needed()
            size = _fits(page, explorer)
            assert size["box"] <= WIDTH and size["scroll"] <= size["frame"] + 1, (game, size)
            assert size["svg"] <= size["frame"] + 1, (game, size)
            explorer.screenshot(path=str(artifacts_dir / f"{game}-1-before.png"))

            target = explorer.locator(f'[data-node="{node}"]').first
            target.click()
            expect(target).to_have_attribute("data-role", "picked")
            answer = explorer.locator(".rk-x-answer")
            for word in words:
                expect(answer).to_contain_text(word)
            explorer.screenshot(path=str(artifacts_dir / f"{game}-2-clicked.png"))
            cut = page.evaluate(CUT_OUTPUTS)
            (artifacts_dir / f"{game}-widths.json").write_text(json.dumps(cut, indent=1) + "\n")
            assert not cut, (game, cut)
            related = explorer.locator('[data-node][data-role^="rel"]').count()
            assert related >= 1, (game, "no related node outlined")


def test_each_games_main_board_fits_800_pixels(artifacts_dir):
    """The games' main boards, at the explorers' width (a test of its own, so the two share the cores)."""
    with _page_at_800(artifacts_dir) as (page, url, timings):
        for chapter, ready in FIT_ONLY.items():
            started = time.monotonic()
            page.goto(f"{url}voila/render/{chapter}")
            page.wait_for_function(f"document.querySelector('{ready}') !== null", timeout=120_000)
            page.wait_for_timeout(500)
            timings[f"{chapter}_page_s"] = round(time.monotonic() - started, 2)
            cut = page.evaluate(CUT_OUTPUTS)
            page.screenshot(path=str(artifacts_dir / f"{chapter.replace('/', '-')}.png"), full_page=True)
            assert not cut, (chapter, cut)
