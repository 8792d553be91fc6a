// The Civilization map (teaching layout), drawn from the widget's traits.
// Python computes everything shown here (terrain, cities, figures, which
// clicks are legal, refusals); this file only draws it and reports a click by
// setting `pending` ("square:r,c" or "action:notation").

const REDRAW_ON = ["squares", "tiles", "cities", "players", "legend", "title", "subtitle", "hint", "size", "width",
  "height", "choices", "status", "show_status", "error", "message"];

function square(cell, size, colours, send) {
  const g = svg_("g", {
    class: "rk-square", "data-square": cell.id, "data-terrain": cell.terrain || "", "data-face-up": String(cell.face_up),
    "data-hole": String(cell.hole), "data-target": String(cell.target), "data-refused": cell.refused ? "true" : "false",
    "data-marker": cell.marker || "", "data-city": cell.city || "", "data-owner": String(cell.owner),
    "data-outskirts": cell.outskirts.join(" "), "data-occupant": cell.occupant || "",
    "data-figures": cell.stacks.map((s) => `P${s.owner + 1}:${s.label}`).join(" "), "data-mark": cell.mark || "",
    "data-tile": cell.tile || "",
  });
  g.appendChild(svg_("title", {}, cell.title));
  const fill = cell.fill === "unknown" ? "url(#rk-civ-unknown)" : cell.fill;
  g.appendChild(svg_("rect", { x: cell.x, y: cell.y, width: size, height: size, fill, class: "rk-cell" }));
  if (cell.hole) return g;
  cell.outskirts.forEach((owner, i) => {
    g.appendChild(svg_("rect", { x: cell.x + 2 + 2 * i, y: cell.y + 2 + 2 * i, width: size - 4 - 4 * i,
      height: size - 4 - 4 * i, fill: "none", stroke: colours[owner] || "#000", class: "rk-outskirts" }));
  });
  if (cell.glyph) {
    g.appendChild(svg_("text", { x: cell.x + size / 2, y: cell.y + size * 0.66, class: `rk-glyph rk-${cell.marker}` },
      cell.glyph));
  }
  if (cell.mark) {
    // a square the page's text names (A, B ...), in its top-left corner
    g.appendChild(svg_("text", { x: cell.x + 3, y: cell.y + 11, class: "rk-mark" }, cell.mark));
  }
  if (cell.occupant) {
    g.appendChild(svg_("text", { x: cell.x + size - 2, y: cell.y + 9, class: "rk-occupant" }, cell.occupant));
  }
  cell.stacks.forEach((s, i) => {
    const w = 7 + 7 * s.label.length;
    const x = cell.x + 2 + i * 6;
    const y = cell.y + size - 13 - i * 3;
    const chip = svg_("g", { class: "rk-stack", "data-seat": String(s.owner) });
    chip.appendChild(svg_("title", {}, s.title));
    chip.appendChild(svg_("rect", { x, y, width: w, height: 11, rx: 5, fill: colours[s.owner] || "#000" }));
    chip.appendChild(svg_("text", { x: x + w / 2, y: y + 8.5, class: "rk-stack-label" }, s.label));
    g.appendChild(chip);
  });
  if (cell.target) {
    g.appendChild(svg_("rect", { x: cell.x + 1.5, y: cell.y + 1.5, width: size - 3, height: size - 3,
      class: "rk-target-ring" }));
  } else if (cell.refused) {
    g.appendChild(svg_("rect", { x: cell.x + 1.5, y: cell.y + 1.5, width: size - 3, height: size - 3,
      class: "rk-refused-ring" }));
  }
  g.addEventListener("click", () => send(`square:${cell.id}`));
  return g;
}

function cityBox(city, colours, send) {
  const g = svg_("g", { class: "rk-city", "data-kind": city.kind, "data-owner": String(city.owner),
    "data-centres": city.centres.join(" "), "data-outskirts": String(city.outskirts), "data-marker": city.marker });
  g.appendChild(svg_("title", {}, city.title));
  g.appendChild(svg_("rect", { x: city.x + 4, y: city.y + 4, width: city.w - 8, height: city.h - 8, rx: 5,
    fill: colours[city.owner] || "#000", class: "rk-city-box" }));
  g.appendChild(svg_("text", { x: city.x + city.w / 2, y: city.y + city.h / 2 + 4, class: "rk-city-label" },
    city.label));
  // a click on a city centre is a click on the square under the pointer
  g.addEventListener("click", (ev) => {
    const box = g.ownerSVGElement.getBoundingClientRect();
    const vb = g.ownerSVGElement.viewBox.baseVal;
    const scale = vb.width / box.width;
    const px = (ev.clientX - box.left) * scale;
    const py = (ev.clientY - box.top) * scale;
    const hit = city.centres.find((id) => {
      const [r, c] = id.split(",").map(Number);
      return Math.abs(px - (city.x0 + c * city.size + city.size / 2)) <= city.size / 2 &&
        Math.abs(py - (city.y0 + r * city.size + city.size / 2)) <= city.size / 2;
    });
    send(`square:${hit || city.centres[0]}`);
  });
  return g;
}

function render({ model, el }) {
  const root = el_("div", "rk-civ-map");
  el.appendChild(root);
  const send = sender(model);

  function draw() {
    root.replaceChildren();
    if (model.get("show_status")) root.appendChild(el_("div", "rk-status", model.get("status")));
    const colours = model.get("players").map((p) => p.colour);
    const size = model.get("size");
    const width = model.get("width");
    const height = model.get("height");

    root.appendChild(el_("div", "rk-title", model.get("title")));
    root.appendChild(el_("div", "rk-subtitle", model.get("subtitle")));
    const hint = el_("div", "rk-hint", model.get("hint"));
    hint.hidden = !model.get("hint");
    root.appendChild(hint);

    const pic = svg_("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "rk-map-svg" });
    const defs = svg_("defs");
    const pattern = svg_("pattern", { id: "rk-civ-unknown", width: 6, height: 6, patternUnits: "userSpaceOnUse" });
    pattern.appendChild(svg_("rect", { x: 0, y: 0, width: 6, height: 6, fill: "#cfcfcf" }));
    pattern.appendChild(svg_("path", { d: "M0,6 L6,0", stroke: "#888", "stroke-width": 1 }));
    defs.appendChild(pattern);
    pic.appendChild(defs);
    const grid = svg_("g", { class: "rk-squares" });
    model.get("squares").forEach((c) => grid.appendChild(square(c, size, colours, send)));
    pic.appendChild(grid);
    const tiles = svg_("g", { class: "rk-tiles" });
    const x0 = model.get("squares").length ? model.get("squares")[0].x - model.get("squares")[0].col * size : 0;
    const y0 = model.get("squares").length ? model.get("squares")[0].y - model.get("squares")[0].row * size : 0;
    model.get("tiles").forEach((t) => {
      tiles.appendChild(svg_("rect", { x: t.x, y: t.y, width: 4 * size, height: 4 * size, "data-tile": t.id }));
      if (t.civ) tiles.appendChild(svg_("text", { x: t.x + 3, y: t.y + 4 * size - 3, class: "rk-home" }, t.civ));
    });
    pic.appendChild(tiles);
    const cities = svg_("g", { class: "rk-cities" });
    model.get("cities").forEach((c) => cities.appendChild(cityBox({ ...c, x0, y0, size }, colours, send)));
    pic.appendChild(cities);
    const frame = el_("div", "rk-map-frame");
    frame.appendChild(pic);
    root.appendChild(frame);

    const players = el_("div", "rk-legend");
    model.get("players").forEach((p) => {
      const chip = el_("span", "rk-player-chip", `P${p.seat + 1} ${p.civ}`);
      chip.style.background = p.colour;
      players.appendChild(chip);
    });
    root.appendChild(players);
    const key = el_("div", "rk-key");
    model.get("legend").forEach(([fill, text]) => {
      const item = el_("span", "rk-key-item");
      const swatch = el_("span", "rk-swatch");
      swatch.style.background = fill === "unknown"
        ? "repeating-linear-gradient(135deg, #cfcfcf 0 3px, #888 3px 4px)" : fill;
      item.appendChild(swatch);
      item.appendChild(el_("span", "", text));
      key.appendChild(item);
    });
    root.appendChild(key);

    feedback(root, model, send);
  }

  return redrawOn(model, REDRAW_ON, draw);
}

export default { render };
