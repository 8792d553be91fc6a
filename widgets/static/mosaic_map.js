// The Mosaic teaching map, drawn from the widget's traits.
// Python computes everything shown here (pieces, who leads a Region, which
// clicks are legal, errors); this file only draws it and reports a click by
// setting `pending` ("space:ID", "region:ID", "action:notation", "tool:notation").

const REDRAW_ON = ["spaces", "borders", "regions", "players", "title", "width", "height", "tools", "tool_names", "tool",
  "choices", "status", "show_status", "error", "message"];

function hex(cell, colours, send) {
  const g = svg_("g", {
    class: "rk-space", "data-space": cell.id, "data-region": cell.region, "data-kind": cell.kind,
    "data-piece": cell.piece, "data-owner": String(cell.owner), "data-target": String(cell.target),
    "data-in-play": String(cell.in_play),
  });
  g.appendChild(svg_("title", {}, cell.title));
  g.appendChild(svg_("polygon", { points: cell.points, class: "rk-hex",
    fill: cell.in_play ? cell.colour : "#cfcfcf" }));
  if (cell.kind === "port" && !cell.piece) {
    g.appendChild(svg_("text", { x: cell.x, y: cell.y - 6, class: "rk-mark" }, "⚓"));
  }
  if (cell.token) {
    const label = cell.token === "supply" ? "S" : cell.token_name || cell.token;
    g.appendChild(svg_("text", { x: cell.x, y: cell.y + 13, class: "rk-token" }, label));
  }
  if (cell.piece) {
    const colour = colours[cell.owner] || "#000";
    const square = cell.piece === "CITY" || cell.piece === "PORT_CITY";
    g.appendChild(square
      ? svg_("rect", { x: cell.x - 8, y: cell.y - 9, width: 16, height: 16, rx: 2, fill: colour, class: "rk-piece" })
      : svg_("circle", { cx: cell.x, cy: cell.y - 1, r: 8, fill: colour, class: "rk-piece" }));
    g.appendChild(svg_("text", { x: cell.x, y: cell.y + 3, class: "rk-letter" }, cell.letter));
  }
  g.addEventListener("click", () => send(`space:${cell.id}`));
  return g;
}

function badge(region, colours, send) {
  const lines = [region.name, region.text, ...region.units.map((u) => u.text)];
  const w = Math.max(...lines.map((l) => l.length)) * 6 + 10;
  const h = 13 * lines.length + 4;
  const g = svg_("g", { class: "rk-region", "data-region": region.id, "data-target": String(region.target),
    "data-lead": region.lead.map((s) => `P${s + 1}`).join(" "), "data-in-play": String(region.in_play) });
  g.appendChild(svg_("title", {}, `${region.name}: ${region.text}`));
  const lead = region.lead.length === 1 ? colours[region.lead[0]] : "#ffffff";
  g.appendChild(svg_("rect", { x: region.x - w / 2, y: region.y - 11, width: w, height: h, rx: 4,
    class: region.lead.length > 1 ? "rk-badge rk-tie" : "rk-badge", fill: lead, "fill-opacity": 0.88 }));
  const ink = region.lead.length === 1 ? "#fff" : "#222";
  lines.forEach((line, i) => {
    const t = svg_("text", { x: region.x, y: region.y + 13 * i, class: i === 0 ? "rk-name" : "rk-line", fill: ink },
      line);
    if (i >= 2) t.setAttribute("data-seat", String(region.units[i - 2].seat));
    g.appendChild(t);
  });
  g.addEventListener("click", () => send(`region:${region.id}`));
  return g;
}

function render({ model, el }) {
  const root = el_("div", "rk-mosaic-map");
  el.appendChild(root);
  const send = sender(model);

  function draw() {
    root.replaceChildren();
    if (model.get("show_status")) root.appendChild(el_("div", "rk-status", model.get("status")));
    const colours = model.get("players").map((p) => p.colour);

    const tools = model.get("tools");
    const bar = el_("div", "rk-toolbar");
    if (tools.length) {
      bar.appendChild(el_("span", "rk-tool-label", "A click on a free space plays "));
      const select = el_("select", "rk-tool");
      const names = model.get("tool_names");
      tools.forEach((t, i) => {
        const o = el_("option", "", names[i] || t);   // the piece in words; the value is the notation
        o.value = t;
        o.title = t;
        o.selected = t === model.get("tool");
        select.appendChild(o);
      });
      select.addEventListener("change", () => send(`tool:${select.value}`));
      bar.appendChild(select);
      bar.appendChild(el_("span", "rk-tool-label", " and places the piece there."));
    }
    root.appendChild(bar);

    const width = model.get("width");
    const height = model.get("height");
    const pic = svg_("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "rk-map-svg" });
    pic.appendChild(svg_("text", { x: 8, y: 18, class: "rk-title" }, model.get("title")));
    const hexes = svg_("g", { class: "rk-spaces" });
    const regionColour = Object.fromEntries(model.get("regions").map((r) => [r.id, r.colour]));
    model.get("spaces").forEach((c) => hexes.appendChild(hex({ ...c, colour: regionColour[c.region] }, colours, send)));
    pic.appendChild(hexes);
    const borders = svg_("g", { class: "rk-borders" });
    model.get("borders").forEach(([x1, y1, x2, y2]) => borders.appendChild(svg_("line", { x1, y1, x2, y2 })));
    pic.appendChild(borders);
    const badges = svg_("g", { class: "rk-regions" });
    model.get("regions").forEach((r) => badges.appendChild(badge(r, colours, send)));
    pic.appendChild(badges);
    const frame = el_("div", "rk-map-frame");
    frame.appendChild(pic);
    root.appendChild(frame);

    const legend = el_("div", "rk-legend");
    model.get("players").forEach((p) => {
      const chip = el_("span", "rk-player-chip", `${p.name}${p.leader ? " " + p.leader : ""}`);
      if (p.leader_id) chip.dataset.leader = p.leader_id;
      chip.style.background = p.colour;
      legend.appendChild(chip);
    });
    legend.appendChild(el_("span", "rk-key", "C City · P Port City · F Farm · W Workshop · ★ Wonder · ⚓ Port space · S Supply token (face down)"));
    root.appendChild(legend);

    feedback(root, model, send);
  }

  return redrawOn(model, REDRAW_ON, draw);
}

export default { render };
