"""The Civilization play notebook in a real browser: Voilà serves it, headless Chromium clicks the map.

One test, on the notebook's first map (Rome has just learned Agriculture, so
its capital on 1,1 must grow into a metropolis, L662-667): the teaching layout
renders with every square and says it is one; the legal expansion squares are
highlighted; a click on a refused square (0,1: the outskirts would leave the
map) shows the rule's message (CV-R-41, L692-694) and changes nothing; a click
on a highlighted square (1,2) turns the capital into a metropolis on two centre
squares with 10 outskirts (L655-658, L705-706), read from the page. Screenshots
of each step, the console and the timings are left in ``tests/output/<test>/``.
"""

import time
from pathlib import Path

import pytest

from browser_harness import notebook_in_chromium
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "civ" / "90-play-a-whole-game.ipynb"
MAP = ".rk-civ-map >> nth=0"                    # the notebook's first map: the metropolis position
ROWS, COLS = 8, 16                              # the two-player teaching layout: 2x4 tiles of 4x4 squares
METROPOLIS_CENTRES, METROPOLIS_OUTSKIRTS, CAPITAL_OUTSKIRTS = 2, 10, 8     # L655-658, L705-706


def map_snapshot(root):
    """Every square's city, outskirts and figures, and the cities drawn."""
    squares = root.locator("g.rk-square").evaluate_all(
        "els => els.map(e => [e.dataset.square, e.dataset.city, e.dataset.outskirts, e.dataset.figures])")
    cities = root.locator("g.rk-city").evaluate_all(
        "els => els.map(e => [e.dataset.kind, e.dataset.centres, e.dataset.outskirts])")
    return squares, cities


def test_civ_play_notebook_in_chromium(artifacts_dir):
    timings = {}
    start = time.monotonic()
    # 1. The map renders: every square of the teaching layout, said to be one.
    ready = f"document.querySelectorAll('.rk-civ-map')[0]?.querySelectorAll('g.rk-square').length >= {ROWS * COLS}"
    with notebook_in_chromium(NOTEBOOK, artifacts_dir, ready, timings, "page_to_map_s") as page:
        root = page.locator(MAP)
        root.scroll_into_view_if_needed()
        root.screenshot(path=str(artifacts_dir / "01-map.png"))
        assert "TEACHING LAYOUT" in root.locator(".rk-title").inner_text()
        assert "unverified" in root.locator(".rk-subtitle").inner_text()
        assert root.locator(".rk-error").is_hidden()
        assert root.locator('g.rk-city[data-owner="0"]').get_attribute("data-kind") == "capital"
        assert root.locator('g.rk-city[data-owner="0"]').get_attribute("data-outskirts") == str(CAPITAL_OUTSKIRTS)
        targets = sorted(root.locator('g.rk-square[data-target="true"]').evaluate_all(
            "els => els.map(e => e.dataset.square)"))
        assert targets == ["1,2", "2,1"]
        refused = root.locator('g.rk-square[data-square="0,1"]')
        assert refused.get_attribute("data-refused") == "true"
        assert "would go off the map" in refused.locator("title").text_content()
        before = map_snapshot(root)

        # 2. A refused square: the rule's message shows; nothing changes.
        t = time.monotonic()
        refused.click()
        error = root.locator(".rk-error")
        error.wait_for(state="visible")
        timings["click_to_error_s"] = time.monotonic() - t
        text = error.inner_text()
        assert text.startswith("illegal 'metropolis 0,1'") and "would go off the map" in text
        assert "CV-R-41" in text and "L692-694" in text and "METROPOLII" in text
        assert map_snapshot(root) == before
        error.screenshot(path=str(artifacts_dir / "02-refused-message.png"))
        root.screenshot(path=str(artifacts_dir / "02-refused.png"))

        # 3. A highlighted square: the capital becomes a metropolis on two centres with 10 outskirts.
        t = time.monotonic()
        root.locator('g.rk-square[data-square="1,2"]').click()
        metro = root.locator('g.rk-city[data-owner="0"][data-kind="metropolis"]')
        metro.wait_for()
        timings["click_to_metropolis_s"] = time.monotonic() - t
        assert metro.get_attribute("data-centres").split() == ["1,1", "1,2"]
        assert len(metro.get_attribute("data-centres").split()) == METROPOLIS_CENTRES
        assert metro.get_attribute("data-outskirts") == str(METROPOLIS_OUTSKIRTS)
        expect(root.locator('g.rk-square[data-outskirts~="0"]')).to_have_count(METROPOLIS_OUTSKIRTS)
        expect(root.locator('g.rk-square[data-city="metropolis"]')).to_have_count(METROPOLIS_CENTRES)
        expect(root.locator('g.rk-square[data-target="true"][data-square="2,1"]')).to_have_count(0)
        expect(error).to_be_hidden()
        expect(root.locator(".rk-message")).to_contain_text("P1 played 'metropolis 1,2'")
        root.screenshot(path=str(artifacts_dir / "03-metropolis.png"))
        page.screenshot(path=str(artifacts_dir / "04-page.png"), full_page=True)

        errors = [m for m in page.console_log if m.startswith("pageerror")]
        assert not errors, errors

    timings["total_s"] = time.monotonic() - start
    (artifacts_dir / "timings.txt").write_text("".join(f"{k} {v:.2f}\n" for k, v in timings.items()))
