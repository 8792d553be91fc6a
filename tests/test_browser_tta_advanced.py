"""The Through the Ages Advanced-game notebook in a real browser: Voilà serves it, headless Chromium plays one
aggression through the widgets (issue 25 point 4).

The notebook's first board is TTA-EX-12's start (built with rulekit.tta.scenarios): P1, strength 14, holds
Spy; P2, strength 10 and 3 science, holds a Defence card (+4). Every step is read from the page:

1. the board shows P1's military hand and strength;
2. declared — a click on *attack Spy → P2* opens the aggression panel: attack 14 against defence 10;
3. P1 sacrifices Riflemen (attack 17), then *done*: the board turns to P2, the defender;
4. answered — P2 plays the Defence card (defence 14, picked alone), then *done*;
5. resolved — 17 beats 14: the result panel says it succeeded, and P1's science is 3 (Spy takes P2's 3,
   not 5; PL L1936-1961).

Screenshots of each step, the console and the timings are left in ``tests/output/<test>/``.
"""

import time
from pathlib import Path

import pytest

from browser_harness import notebook_in_chromium
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "tta" / "91-play-an-advanced-game.ipynb"
BOARD = ".rk-tta-board >> nth=0"            # the notebook's first board: TTA-EX-12's start


def test_tta_aggression_played_in_chromium(artifacts_dir):
    timings = {}
    start = time.monotonic()
    ready = "document.querySelectorAll('.rk-tta-board')[0]?.querySelector('.tta-military') != null"
    with notebook_in_chromium(NOTEBOOK, artifacts_dir, ready, timings, "page_to_board_s") as page:
        root = page.locator(BOARD)
        root.scroll_into_view_if_needed()
        # 1. P1's Advanced side: Spy in the military hand, strength 14; no aggression under way.
        expect(root.locator(".tta-military-hand")).to_have_attribute("data-hand", "m-II-spy")
        expect(root.locator(".tta-strength")).to_have_attribute("data-value", "14")
        assert root.locator(".tta-aggression").count() == 0
        assert root.locator(".tta-events-current").get_attribute("data-count") == "5"
        root.screenshot(path=str(artifacts_dir / "01-political-action.png"))

        # 2. Declared: the aggression panel, attack 14 against defence 10.
        t = time.monotonic()
        root.locator('button.rk-action[data-action="attack m-II-spy 2"]').click()
        panel = root.locator(".tta-aggression")
        expect(panel).to_have_attribute("data-step", "attack-sacrifice")
        timings["click_to_declared_s"] = time.monotonic() - t
        assert (panel.get_attribute("data-attack"), panel.get_attribute("data-defence")) == ("14", "10")
        expect(root.locator(".rk-message")).to_contain_text("P1 played 'attack m-II-spy 2'")
        root.screenshot(path=str(artifacts_dir / "02-declared.png"))

        # 3. The attacker sacrifices Riflemen (attack 17), then done: the defender's board.
        panel.locator('button[data-action="sacrifice c-II-riflemen"]').click()
        expect(panel).to_have_attribute("data-attack", "17")
        panel.locator("button.tta-done").click()
        expect(panel).to_have_attribute("data-step", "defend")
        expect(root.locator(".tta-title")).to_contain_text("P2's board")
        expect(root.locator(".tta-military-hand")).to_have_attribute("data-hand", "m-II-defense-colonization")
        assert (panel.get_attribute("data-attack"), panel.get_attribute("data-defence")) == ("17", "10")
        root.screenshot(path=str(artifacts_dir / "03-defender-asked.png"))

        # 4. Answered: the Defence card (+4) picked, defence 14 — still short of 17 — then done.
        t = time.monotonic()
        panel.locator('button[data-action="bonus m-II-defense-colonization"]').click()
        expect(panel).to_have_attribute("data-defence", "14")
        timings["click_to_pick_s"] = time.monotonic() - t
        assert panel.get_attribute("data-succeeds") == "true"
        expect(panel.locator(".tta-picked")).to_contain_text("Defense / Colonization")
        root.screenshot(path=str(artifacts_dir / "04-defence-card-picked.png"))
        panel.locator("button.tta-done").click()

        # 5. Resolved: 17 against 14, the aggression succeeded; P1 (back to its turn) has P2's 3 science.
        result = root.locator(".tta-aggression-result")
        expect(result).to_have_attribute("data-succeeded", "true")
        assert (result.get_attribute("data-attack"), result.get_attribute("data-defence")) == ("17", "14")
        expect(result).to_contain_text("Spy of P1 against P2: attack 17, defence 14 — it succeeded")
        assert root.locator(".tta-aggression").count() == 0
        expect(root.locator(".tta-title")).to_contain_text("P1's board")
        expect(root.locator(".tta-science")).to_have_attribute("data-value", "3")
        expect(root.locator(".tta-strength")).to_have_attribute("data-value", "11")   # the Riflemen sacrificed
        assert root.locator(".rk-error").is_hidden()
        root.screenshot(path=str(artifacts_dir / "05-resolved.png"))

        errors = [m for m in page.console_log if m.startswith("pageerror")]
        assert not errors, errors

    timings["total_s"] = time.monotonic() - start
    (artifacts_dir / "timings.txt").write_text("".join(f"{k} {v:.2f}\n" for k, v in timings.items()))
