// The Guns & Steel pyramid, drawn from the widget's traits.
// Python computes everything shown here (costs, what can be bought, errors);
// this file only draws it and reports a click by setting `pending`.

const REDRAW_ON = ["rows", "wonders", "research", "status", "show_status", "error", "message"];

function cardButton(cell, onClick) {
  const b = el_("button", "rk-card");
  b.type = "button";
  b.dataset.pos = cell.pos;
  b.dataset.era = cell.era;
  b.dataset.state = cell.state;
  b.dataset.buyable = String(Boolean(cell.buyable));
  b.dataset.card = cell.card || "";
  b.title = cell.text;
  // the card's name and its place in words; the position and card ids stay in data-pos / data-card
  b.setAttribute("aria-label", cell.label ? `${cell.place}: ${cell.label}` : cell.place);
  if (cell.bought) {
    b.appendChild(el_("span", "rk-gone", cell.count === 0 ? "empty" : "bought"));
  } else {
    b.dataset.surcharge = String(cell.surcharge);
    b.dataset.total = String(cell.total);
    if (cell.count !== undefined) b.appendChild(el_("span", "rk-pos", `${cell.count} left`));
    b.appendChild(el_("span", "rk-id", cell.label));
    b.appendChild(el_("span", "rk-side", cell.tech));
    const cost = el_("span", "rk-cost");
    cost.appendChild(el_("span", "rk-base", cell.base));
    cost.appendChild(el_("span", "rk-surcharge", ` +${cell.surcharge}`));
    cost.appendChild(el_("span", "rk-total", ` = ${cell.total}`));
    b.appendChild(cost);
  }
  b.addEventListener("click", () => onClick(cell.pos));
  return b;
}

function wonderBox(w) {
  const box = el_("div", "rk-wonder");
  box.dataset.era = w.era;
  box.dataset.wonder = w.wonder;
  box.title = w.text;
  if (!w.wonder) {
    box.appendChild(el_("span", "rk-gone", "wonder taken"));
    return box;
  }
  box.appendChild(el_("span", "rk-id", w.label));
  box.appendChild(el_("span", "rk-side", `${w.vp} VP`));
  if (w.glory.length) {
    box.appendChild(el_("span", "rk-glory", "glory " + w.glory.map((n, i) => `P${i + 1}:${n}`).join(" ")));
  }
  return box;
}

function render({ model, el }) {
  const root = el_("div", "rk-pyramid");
  el.appendChild(root);

  const click = sender(model);

  function draw() {
    root.replaceChildren();
    if (model.get("show_status")) root.appendChild(el_("div", "rk-status", model.get("status")));
    const rows = model.get("rows");
    const wonders = model.get("wonders");
    const research = model.get("research");
    const grid = el_("div", "rk-rows");
    rows.forEach((row, i) => {
      const line = el_("div", "rk-row");
      line.dataset.era = row.era;
      line.appendChild(el_("span", "rk-era", row.era.toLowerCase()));
      if (wonders[i]) line.appendChild(wonderBox(wonders[i]));
      const cards = el_("div", "rk-cards");
      row.cells.forEach((cell) => cards.appendChild(cardButton(cell, click)));
      line.appendChild(cards);
      if (research[i]) {
        const stack = cardButton(research[i], click);
        stack.classList.add("rk-research");
        line.appendChild(stack);
      }
      grid.appendChild(line);
    });
    root.appendChild(grid);
    feedback(root, model, click);
  }

  return redrawOn(model, REDRAW_ON, draw);
}

export default { render };
