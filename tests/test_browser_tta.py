"""The Through the Ages play notebook in a real browser: Voilà serves it, headless Chromium clicks the row.

One test, on the notebook's first board (a fresh three-player game, round 1: P1 has one civil
action, TTA-EX-21; slots 1-5 cost 1 and 6-9 cost 2, PL L448-450): the board and the card row
render with each card's take cost; a click on slot 6 is refused — the rule's message (TTA-R-22)
shows and nothing changes; a click on slot 3 takes the card — P1's civil actions drop by its cost
to 0, the card is in P1's hand and slot 3 is empty, all read from the page. Screenshots of each
step, the console and the timings are left in ``tests/output/<test>/``.
"""

import time
from pathlib import Path

import pytest

from browser_harness import notebook_in_chromium
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "tta" / "90-play-a-whole-game.ipynb"
BOARD = ".rk-tta-board >> nth=0"            # the notebook's first board: P1 in round 1
ROW_COSTS = ["1"] * 5 + ["2"] * 4 + ["3"] * 4   # PL L448-450


def page_state(root):
    """What the page says of P1: civil actions left, hand, and every slot's card."""
    return (root.locator(".tta-civil-left").get_attribute("data-value"),
            root.locator(".tta-hand").get_attribute("data-hand"),
            root.locator("button.tta-row-card").evaluate_all("els => els.map(e => e.dataset.card)"))


def test_tta_play_notebook_in_chromium(artifacts_dir):
    timings = {}
    start = time.monotonic()
    # 1. The board renders: 13 cards in the row, each with its take cost for P1.
    ready = "document.querySelectorAll('.rk-tta-board')[0]?.querySelectorAll('button.tta-row-card').length >= 13"
    with notebook_in_chromium(NOTEBOOK, artifacts_dir, ready, timings, "page_to_board_s") as page:
        root = page.locator(BOARD)
        root.scroll_into_view_if_needed()
        root.screenshot(path=str(artifacts_dir / "01-board.png"))
        cards = root.locator("button.tta-row-card")
        assert cards.evaluate_all("els => els.map(e => e.dataset.cost)") == ROW_COSTS
        assert cards.evaluate_all("els => els.map(e => e.dataset.legal)") == ["true"] * 5 + ["false"] * 8
        assert root.locator(".rk-error").is_hidden()
        assert root.locator("svg.tta-board").count() == 1
        civil, hand, row = page_state(root)
        assert (civil, hand) == ("1", "") and all(row)
        before = page_state(root)

        # 2. A refused card: slot 6 costs 2, P1 has 1 — the rule's message shows; nothing changes.
        t = time.monotonic()
        root.locator('button.tta-row-card[data-slot="6"]').click()
        error = root.locator(".rk-error")
        error.wait_for(state="visible")
        timings["click_to_error_s"] = time.monotonic() - t
        text = error.inner_text()
        assert text.startswith("illegal 'take 6'") and "costs 2 civil actions; you have 1" in text
        assert "TTA-R-22" in text and "L448-450" in text and "TOR KART" in text
        assert page_state(root) == before
        error.screenshot(path=str(artifacts_dir / "02-refused-message.png"))
        root.screenshot(path=str(artifacts_dir / "02-refused.png"))

        # 3. A legal card: slot 3 costs 1 — civil actions 1 -> 0, the card in hand, the slot empty.
        card = root.locator('button.tta-row-card[data-slot="3"]').get_attribute("data-card")
        t = time.monotonic()
        root.locator('button.tta-row-card[data-slot="3"]').click()
        expect(root.locator(".tta-civil-left")).to_have_attribute("data-value", "0")
        timings["click_to_take_s"] = time.monotonic() - t
        expect(root.locator(".tta-hand")).to_have_attribute("data-hand", card)
        expect(root.locator('button.tta-row-card[data-slot="3"]')).to_have_attribute("data-card", "")
        expect(error).to_be_hidden()
        expect(root.locator(".rk-message")).to_contain_text("P1 played 'take 3'")
        civil, hand, row = page_state(root)
        assert row == before[2][:2] + [""] + before[2][3:]
        root.screenshot(path=str(artifacts_dir / "03-taken.png"))
        page.screenshot(path=str(artifacts_dir / "04-page.png"), full_page=True)

        errors = [m for m in page.console_log if m.startswith("pageerror")]
        assert not errors, errors

    timings["total_s"] = time.monotonic() - start
    (artifacts_dir / "timings.txt").write_text("".join(f"{k} {v:.2f}\n" for k, v in timings.items()))
