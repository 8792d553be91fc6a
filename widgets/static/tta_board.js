// A Through the Ages player board, drawn from the widget's traits. Python computes
// everything shown (the board picture, take costs, which actions are legal, the
// engine's refusals); this file draws it and reports a click by setting `pending`
// ("slot:<n>" to take a card, "action:<notation>" for a button).

const REDRAW_ON = ["board", "board_svg", "row", "groups", "decision", "title", "choices", "status", "show_status",
  "error", "message", "advanced"];

function summary(board) {
  const box = el_("div", "tta-summary");
  const civil = el_("span", "tta-civil-left", `civil actions left: ${board.civil_left} of ${board.civil_total}`);
  civil.dataset.value = String(board.civil_left);
  const military = el_("span", "tta-military-left",
    `military actions left: ${board.military_left} of ${board.military_total}`);
  military.dataset.value = String(board.military_left);
  const hand = el_("span", "tta-hand",
    `hand (${board.hand.length} of ${board.hand_limit}): ${board.hand.map((c) => c.name).join(", ") || "—"}`);
  hand.dataset.hand = board.hand.map((c) => c.card).join(" ");
  const culture = el_("span", "tta-culture", `culture ${board.culture} (+${board.culture_rate})`);
  culture.dataset.value = String(board.culture);
  const science = el_("span", "tta-science", `science ${board.science} (+${board.science_rate})`);
  science.dataset.value = String(board.science);
  [civil, military, hand, culture, science].forEach((n) => box.appendChild(n));
  return box;
}

function rowCard(c, send) {
  const b = el_("button", "tta-row-card");
  b.type = "button";
  b.dataset.slot = String(c.slot);
  b.dataset.card = c.card;
  b.dataset.cost = String(c.cost);
  b.dataset.legal = String(c.legal);
  b.title = c.card
    ? `slot ${c.slot}: ${c.name} (${c.type}), ${c.cost} civil action(s)` + (c.legal ? "" : ` — ${c.reason}`)
    : `slot ${c.slot}: empty`;
  if (c.card) {           // the rulebook's card colours, from Python (rulekit.tta.svg.CARD_COLOURS)
    b.style.background = c.fill;
    b.style.color = c.ink;
  }
  b.appendChild(el_("span", "tta-cost", `${c.slot} · ${c.legal ? "✓" : "✗"} ${c.cost} civil`));
  b.appendChild(el_("span", "tta-name", c.card ? c.name : "empty"));
  b.appendChild(el_("span", "tta-kind", c.card ? `${c.type} · age ${c.age}` : ""));
  b.addEventListener("click", () => send(`slot:${c.slot}`));
  return b;
}

function group(g, send) {
  const box = el_("div", "tta-group-box");
  const row = el_("div", "tta-group");
  row.dataset.verb = g.verb;
  row.appendChild(el_("b", "", `${g.verb}: ${g.label}`));
  const refused = g.actions.filter((a) => !a.legal);
  g.actions.filter((a) => a.legal).forEach((a) => {
    const b = el_("button", "rk-action", a.words || a.action);     // card names; the notation stays in data-action
    b.type = "button";
    b.dataset.action = a.action;
    b.title = `notation: ${a.action}`;
    b.addEventListener("click", () => send(`action:${a.action}`));
    row.appendChild(b);
    if (a.advised) {        // the rulebook's advice (Python's rulekit.tta.turn.advised)
      b.classList.add("tta-advised");
      b.title = `the rulebook's advice: keep tokens in the bank (notation: ${a.action})`;
      row.appendChild(el_("span", "tta-advised-note", "← advised"));
    }
  });
  box.appendChild(row);
  if (refused.length) {
    const details = el_("details", "tta-refused");
    details.appendChild(el_("summary", "", `not possible now (${refused.length})`));
    const list = el_("ul", "");
    refused.forEach((a) => {
      const li = el_("li", "");
      const b = el_("button", "tta-refused-action", a.words || a.action);
      b.type = "button";
      b.dataset.action = a.action;
      b.title = `ask the engine anyway: it says why not and nothing changes (notation: ${a.action})`;
      b.addEventListener("click", () => send(`action:${a.action}`));
      li.appendChild(b);
      li.appendChild(el_("span", "", ` ${a.reason} (${a.rule_ref}${a.rule_lines ? ", " + a.rule_lines : ""})`));
      list.appendChild(li);
    });
    details.appendChild(list);
    box.appendChild(details);
  }
  return box;
}

function render({ model, el }) {
  const root = el_("div", "rk-tta-board");
  el.appendChild(root);
  const send = sender(model);

  function draw() {
    root.replaceChildren();
    if (model.get("show_status")) root.appendChild(el_("div", "rk-status", model.get("status")));
    root.appendChild(el_("div", "tta-title", model.get("title")));
    const board = model.get("board");
    if (board && board.hand) root.appendChild(summary(board));
    const adv = model.get("advanced") || {};      // an Advanced game's panels (tta_advanced.js)
    if (adv.military) root.appendChild(advancedInfo(adv));
    const decision = model.get("decision") || {};
    if (decision.prompt) {
      const prompt = el_("div", "tta-prompt", decision.prompt);
      prompt.dataset.task = decision.kind;
      prompt.title = decision.rule ? decision.rule.text : "";
      root.appendChild(prompt);
    }
    if (adv.military) root.appendChild(advancedDecision(adv, send));
    const groups = el_("div", "tta-controls");
    model.get("groups").forEach((g) => groups.appendChild(group(g, send)));
    root.appendChild(groups);
    const row = el_("div", "tta-row");
    model.get("row").forEach((c) => row.appendChild(rowCard(c, send)));
    root.appendChild(row);
    feedback(root, model, send);
    const pic = el_("div", "tta-board-pic");
    pic.innerHTML = model.get("board_svg");
    root.appendChild(pic);
  }

  return redrawOn(model, REDRAW_ON, draw);
}

export default { render };
