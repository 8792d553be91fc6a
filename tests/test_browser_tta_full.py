"""The Through the Ages Full-game chapter on wars in a real browser: Voilà serves it, headless Chromium declares a
war and fights it a turn later through the widgets (issue 27 point 4).

The notebook's board is TTA-EX-38's start (notebooks/tta/21-air-forces-and-wars): P1, strength 8 under
Monarchy, holds War over Territory; P2 has strength 1 and 3 yellow tokens in its bank. Every step is read
from the page:

1. the board shows P1's military hand and no war;
2. declared — a click on *attack War over Territory → P2*: a chip says the war waits for the start of P1's
   next turn, and nothing is asked of P2 yet;
3. P1 ends its turn, P2 ends its own (the turn it has to prepare);
4. the war is fought at the start of P1's turn: P1 8 against P2 1, P1 would win by 7; P1 sacrifices
   nothing, then P2 answers and sacrifices nothing;
5. resolved — the result says P1 won by 7, and the board is P1's turn again.

Screenshots of each step, the console and the timings are left in ``tests/output/<test>/``.
"""

import time
from pathlib import Path

import pytest

from browser_harness import notebook_in_chromium
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "tta" / "21-air-forces-and-wars.ipynb"
BOARD = ".rk-tta-board >> nth=0"            # the notebook's one board: TTA-EX-38's start


def test_tta_war_declared_and_fought_a_turn_later_in_chromium(artifacts_dir):
    timings = {}
    start = time.monotonic()
    ready = "document.querySelectorAll('.rk-tta-board')[0]?.querySelector('.tta-military') != null"
    with notebook_in_chromium(NOTEBOOK, artifacts_dir, ready, timings, "page_to_board_s") as page:
        root = page.locator(BOARD)
        root.scroll_into_view_if_needed()
        # 1. P1's military hand holds the war; no war yet.
        expect(root.locator(".tta-military-hand")).to_have_attribute("data-hand", "m-II-war-over-territory")
        expect(root.locator(".tta-strength")).to_have_attribute("data-value", "8")
        assert root.locator(".tta-war-pending").count() == 0 and root.locator(".tta-war").count() == 0
        root.screenshot(path=str(artifacts_dir / "01-political-action.png"))

        # 2. Declared: the war waits for the start of P1's next turn; nothing to answer yet.
        t = time.monotonic()
        root.locator('button.rk-action[data-action="attack m-II-war-over-territory 2"]').click()
        pending = root.locator(".tta-war-pending")
        expect(pending).to_contain_text("fought at the start of P1's next turn")
        timings["click_to_declared_s"] = time.monotonic() - t
        assert (pending.get_attribute("data-declarer"), pending.get_attribute("data-target")) == ("0", "1")
        assert root.locator(".tta-war").count() == 0
        root.screenshot(path=str(artifacts_dir / "02-declared.png"))

        # 3. P1 ends its turn; P2 has a turn to prepare, and ends it.
        root.locator('button.rk-action[data-action="end"]').click()
        expect(root.locator(".tta-title")).to_contain_text("P2's board")
        expect(root.locator(".tta-war-pending")).to_be_visible()
        root.screenshot(path=str(artifacts_dir / "03-target-prepares.png"))
        root.locator('button.rk-action[data-action="end"]').click()

        # 4. Round 13 begins with the war: P1 sacrifices first, then P2 answers; no Defence cards.
        war = root.locator(".tta-war")
        expect(war).to_have_attribute("data-step", "war-sacrifice")
        assert (war.get_attribute("data-declarer"), war.get_attribute("data-target")) == ("8", "1")
        expect(war.locator(".tta-war-score")).to_contain_text("P1 would win by 7")
        assert root.locator(".tta-war-pending").count() == 0
        root.screenshot(path=str(artifacts_dir / "04-fought-now.png"))
        t = time.monotonic()
        war.locator("button.tta-done").click()
        expect(war).to_have_attribute("data-step", "war-defence")
        timings["click_to_answer_s"] = time.monotonic() - t
        expect(war.locator(".tta-picked")).to_contain_text("P2 (the target) answers")
        root.screenshot(path=str(artifacts_dir / "05-target-answers.png"))
        war.locator("button.tta-done").click()

        # 5. Resolved: P1 won by 7 (War over Territory takes 1 + 7 // 3 = 3 yellow tokens).
        result = root.locator(".tta-war-result")
        expect(result).to_have_attribute("data-winner", "0")
        assert result.get_attribute("data-advantage") == "7"
        expect(result).to_contain_text("War over Territory of P1 against P2: 8 against 1 — P1 won by 7")
        assert root.locator(".tta-war").count() == 0
        expect(root.locator(".tta-title")).to_contain_text("P1's board")
        assert root.locator(".rk-error").is_hidden()
        root.screenshot(path=str(artifacts_dir / "06-resolved.png"))

        errors = [m for m in page.console_log if m.startswith("pageerror")]
        assert not errors, errors

    timings["total_s"] = time.monotonic() - start
    (artifacts_dir / "timings.txt").write_text("".join(f"{k} {v:.2f}\n" for k, v in timings.items()))
