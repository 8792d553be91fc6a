"""The play notebook in a real browser: Voilà serves it, headless Chromium clicks it.

One test walks the Guns & Steel pyramid through the states a player sees:
the pyramid drawn, an unaffordable card refused with its rule, an affordable
card bought (it moves to the player's board and the cards above it get
cheaper), and the purchase undone. A screenshot of each step, the browser's
console and the timings are left in ``tests/output/<test>/``.
"""

import time
from pathlib import Path

import pytest

import rulekit.gunsteel as gs
from browser_harness import notebook_in_chromium
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "gunsteel" / "10-play-a-whole-game.ipynb"
CARDS = ".rk-pyramid button.rk-card"


def card(page, pos):
    return page.locator(f'{CARDS}[data-pos="{pos}"]')


def pyramid_snapshot(page):
    """Every card's position, card, state and surcharge, plus the players' boards."""
    cells = page.eval_on_selector_all(
        CARDS, "els => els.map(e => [e.dataset.pos, e.dataset.card, e.dataset.state, e.dataset.surcharge])")
    boards = page.locator(".rk-player").all_inner_texts()
    return cells, boards


def test_play_notebook_in_chromium(artifacts_dir):
    # The notebook's game: 2 players, New World, seed 1 (the engine says how many cards).
    positions = list(gs.new_game(players=2, card_set="new-world", seed=1).layout.names)
    timings = {}
    start = time.monotonic()

    # 1. The pyramid renders with every card.
    ready = f"document.querySelectorAll('{CARDS}').length >= {len(positions)}"
    with notebook_in_chromium(NOTEBOOK, artifacts_dir, ready, timings, "page_to_pyramid_s",
                              viewport=(1280, 1600)) as page:
        game = page.locator(".rk-game")
        game.scroll_into_view_if_needed()
        game.screenshot(path=str(artifacts_dir / "01-pyramid.png"))

        cells, boards = pyramid_snapshot(page)
        assert [c[0] for c in cells] == [p for row in _top_down(positions) for p in row]
        assert all(c[2] != "bought" for c in cells)
        assert card(page, "H0").get_attribute("data-state") == "affordable"
        assert card(page, "H2").get_attribute("data-state") == "unaffordable"
        assert card(page, "G0").get_attribute("data-surcharge") == "2"
        assert "GS-R-58" in card(page, "H0").get_attribute("title")      # the hover text
        assert page.locator(".rk-pyramid .rk-error").is_hidden()
        assert page.locator(".rk-player-P1 [data-card='NW-H3']").count() == 0
        prompt = page.locator(".rk-player-P1 .rk-prompt")      # the engine's words and rule
        assert prompt.get_attribute("data-task") == "buy"
        assert prompt.inner_text().startswith("P1 ") and "GS-R-" in prompt.get_attribute("title")
        assert page.locator(".rk-player-P2 .rk-prompt").count() == 0

        # 2. An unaffordable card: the rule is shown and nothing changes.
        t = time.monotonic()
        card(page, "H2").click()
        error = page.locator(".rk-pyramid .rk-error")
        error.wait_for(state="visible")
        timings["click_to_error_s"] = time.monotonic() - t
        text = error.inner_text()
        assert "(Horse row, 3rd card) costs 2 IRON" in text and "GS-R-58" in text and "Buy Phase" in text
        assert pyramid_snapshot(page) == (cells, boards)
        error.screenshot(path=str(artifacts_dir / "02-refused-message.png"))
        game.screenshot(path=str(artifacts_dir / "02-refused.png"))

        # 3. An affordable card: bought, on P1's board, and G0 above it is cheaper.
        t = time.monotonic()
        card(page, "H0").click()
        page.locator(f'{CARDS}[data-pos="H0"][data-state="bought"]').wait_for()
        timings["click_to_bought_s"] = time.monotonic() - t
        page.locator(".rk-player-P1 [data-card='NW-H3'][data-zone='techs']").wait_for()
        # the traits reach the page one by one: wait for each, never race them
        expect(card(page, "G0")).to_have_attribute("data-surcharge", "1")
        expect(card(page, "G0").locator(".rk-surcharge")).to_contain_text("+1")
        expect(error).to_be_hidden()
        expect(page.locator(".rk-pyramid .rk-message")).to_contain_text("buy H0")
        expect(page.locator(".rk-log")).to_contain_text("P1 buy H0")
        game.screenshot(path=str(artifacts_dir / "03-bought.png"))

        # 4. Undo puts it back.
        page.get_by_role("button", name="Undo").click()
        page.locator(f'{CARDS}[data-pos="H0"][data-state="affordable"]').wait_for()
        expect(card(page, "G0")).to_have_attribute("data-surcharge", "2")
        expect(page.locator(".rk-player-P1 [data-card='NW-H3']")).to_have_count(0)
        game.screenshot(path=str(artifacts_dir / "04-undone.png"))

        errors = [m for m in page.console_log if m.startswith("pageerror")]
        assert not errors, errors

    timings["total_s"] = time.monotonic() - start
    (artifacts_dir / "timings.txt").write_text(
        "".join(f"{k} {v:.2f}\n" for k, v in timings.items()))


def _top_down(positions):
    """Position names grouped by row (by their era letter), top row first."""
    rows = {}
    for p in positions:
        rows.setdefault(p[0], []).append(p)
    return list(rows.values())[::-1]
