"""The Mosaic play notebook in a real browser: Voilà serves it, headless Chromium clicks the map.

One test: the teaching map renders with every space; a click on a Port space
(the chosen Build is a City) is refused with the rule's message and changes
nothing; a click on a free land space builds a City there, and P1's Stone,
Money and Population drop by the rulebook's cost (4 Stone and 2 Population,
2 Money for each missing Stone, §C4 and §C7.3a); Undo takes it back.
Screenshots of each step, the console and the timings are left in
``tests/output/<test>/``.
"""

import time
from pathlib import Path

import pytest

from browser_harness import notebook_in_chromium
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "mosaic" / "90-play-a-whole-game.ipynb"
SPACES = ".rk-mosaic-map g.rk-space"
CITY_STONE, CITY_POPULATION, MONEY_PER_RESOURCE = 4, 2, 2      # L688-689; L342-347

#: The first space matching a selector whose centre is not covered by anything
#: else (a Region's badge), so a real click there lands on it.
FIRST_CLEAR = """sel => {
  for (const g of document.querySelectorAll(sel)) {
    const r = g.querySelector('polygon').getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    if (hit && g.contains(hit)) return g.dataset.space;
  }
  return null;
}"""


def space(page, sid):
    return page.locator(f'{SPACES}[data-space="{sid}"]')


def board(page, seat, key):
    return page.locator(f'.rk-players td[data-seat="{seat}"][data-res="{key}"]')


def resources(page, seat=0):
    return {k: int(board(page, seat, k).inner_text()) for k in ("STONE", "IDEAS", "FOOD", "MONEY", "POPULATION")}


def map_snapshot(page):
    """Every space's piece and owner, and the players' table as text."""
    cells = page.eval_on_selector_all(SPACES, "els => els.map(e => [e.dataset.space, e.dataset.piece, e.dataset.owner])")
    return cells, page.locator(".rk-players").inner_text()


def test_mosaic_play_notebook_in_chromium(artifacts_dir):
    timings = {}
    start = time.monotonic()
    # 1. The map renders: every space of the teaching map, said to be one.
    ready = f"document.querySelectorAll('{SPACES}').length >= 102"
    with notebook_in_chromium(NOTEBOOK, artifacts_dir, ready, timings, "page_to_map_s") as page:
        game = page.locator(".rk-mosaic-game")
        game.scroll_into_view_if_needed()
        game.screenshot(path=str(artifacts_dir / "01-map.png"))
        assert "TEACHING MAP" in page.locator(".rk-mosaic-map .rk-title").text_content()
        assert page.locator(".rk-mosaic-map select.rk-tool").input_value() == "build - city"
        assert page.locator(".rk-mosaic-map .rk-error").is_hidden()
        assert page.locator(".rk-chooser .rk-prompt").get_attribute("data-task") == "turn"
        before = resources(page)
        assert 0 < before["STONE"] < CITY_STONE          # the notebook's position: Money must stand in
        snapshot = map_snapshot(page)
        log_head = page.locator(".rk-log summary").inner_text()        # "Actions so far (n)"
        assert log_head.startswith("Actions so far (")

        # 2. A Port space: only a Port City goes there; the rule shows, nothing changes.
        port = page.evaluate(FIRST_CLEAR, f'{SPACES}[data-kind="port"][data-in-play="true"][data-piece=""]')
        assert port, "no free Port space to click"
        t = time.monotonic()
        space(page, port).click()
        error = page.locator(".rk-mosaic-map .rk-error")
        error.wait_for(state="visible")
        timings["click_to_error_s"] = time.monotonic() - t
        text = error.inner_text()
        assert f"illegal 'place {port}'" in text and "is a Port space" in text
        assert "MO-R-56" in text and "Build a Port City" in text
        assert map_snapshot(page) == snapshot and resources(page) == before
        expect(page.locator(".rk-log summary")).to_have_text(log_head)   # no action was added
        error.screenshot(path=str(artifacts_dir / "02-refused-message.png"))
        game.screenshot(path=str(artifacts_dir / "02-refused.png"))

        # 3. A free land space the engine offers: a City of P1's appears there; the cost is paid.
        target = page.evaluate(FIRST_CLEAR, f'{SPACES}[data-target="true"][data-kind="land"][data-piece=""]')
        assert target, "no highlighted land space to click"
        t = time.monotonic()
        space(page, target).click()
        page.locator(f'{SPACES}[data-space="{target}"][data-piece="CITY"][data-owner="0"]').wait_for()
        timings["click_to_city_s"] = time.monotonic() - t
        stone_paid = min(CITY_STONE, before["STONE"])
        money_paid = MONEY_PER_RESOURCE * (CITY_STONE - stone_paid)
        expect(board(page, 0, "STONE")).to_have_text(str(before["STONE"] - stone_paid))
        expect(board(page, 0, "MONEY")).to_have_text(str(before["MONEY"] - money_paid))
        expect(board(page, 0, "POPULATION")).to_have_text(str(before["POPULATION"] - CITY_POPULATION))
        expect(board(page, 0, "IDEAS")).to_have_text(str(before["IDEAS"]))
        expect(board(page, 0, "FOOD")).to_have_text(str(before["FOOD"]))
        expect(error).to_be_hidden()
        # one click answers the payment choice (AMB-X6) with the least Money: only the missing Stone
        paid = f"'money STONE {CITY_STONE - stone_paid}', then "      # Stone short (asserted above): a pay step
        expect(page.locator(".rk-mosaic-map .rk-message")).to_contain_text(
            f"'build - city', then {paid}'place {target}'")
        expect(page.locator(".rk-log")).to_contain_text(f"P1 place {target}")
        game.screenshot(path=str(artifacts_dir / "03-built.png"))

        # 4. Undo takes back the placing (the City bought, not yet placed, waits for a space).
        page.get_by_role("button", name="Undo").click()
        expect(space(page, target)).to_have_attribute("data-piece", "")
        expect(page.locator(".rk-chooser .rk-prompt")).to_have_attribute("data-task", "place")
        game.screenshot(path=str(artifacts_dir / "04-undone.png"))

        errors = [m for m in page.console_log if m.startswith("pageerror")]
        assert not errors, errors

    timings["total_s"] = time.monotonic() - start
    (artifacts_dir / "timings.txt").write_text("".join(f"{k} {v:.2f}\n" for k, v in timings.items()))
