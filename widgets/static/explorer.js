// A graph to explore: the picture Python drew, a click on any element with
// `data-node` sets `picked`, and the answer Python wrote is laid out below.
// Nothing here knows a rule: names, prices and verdicts all come in `answer`.

function highlight(pic, answer) {
  const roles = {};
  (answer.relations || []).forEach((rel, i) => rel.nodes.forEach((n) => { if (!(n in roles)) roles[n] = `rel${i}`; }));
  if (answer.node) roles[answer.node] = "picked";
  pic.querySelectorAll("[data-node]").forEach((g) => {
    const role = roles[g.getAttribute("data-node")];
    if (role) g.setAttribute("data-role", role);
    else g.removeAttribute("data-role");
  });
}

function answerBox(answer, error) {
  const box = el_("div", "rk-x-answer");
  box.setAttribute("role", "status");
  if (error) {
    const e = el_("div", "rk-error", error);
    e.setAttribute("role", "alert");
    box.appendChild(e);
    return box;
  }
  if (!answer.node) {
    box.appendChild(el_("div", "rk-x-hint", "Click a node of the picture to see what it needs and what it opens."));
    return box;
  }
  box.appendChild(el_("div", "rk-x-name", answer.name));
  const list = el_("table", "rk-x-facts");
  const row = (label, value, cls) => {
    const tr = el_("tr");
    tr.appendChild(el_("th", cls || "", label));
    tr.appendChild(el_("td", "", value));
    list.appendChild(tr);
  };
  (answer.relations || []).forEach((rel, i) => {
    const sep = rel.names.some((n) => n.includes(",")) ? "; " : ", ";
    row(rel.word, rel.names.length ? rel.names.join(sep) : "nothing", `rk-x-rel rk-x-rel${i}`);
  });
  (answer.facts || []).forEach(([label, value]) => row(label, value));
  box.appendChild(list);
  const v = answer.verdict;
  if (v) {
    const line = el_("div", v.legal ? "rk-x-legal" : "rk-x-refused");
    line.dataset.legal = String(v.legal);
    const word = v.word.charAt(0).toUpperCase() + v.word.slice(1);
    line.textContent = v.legal ? `${word}: allowed (${v.action})`
      : `${word}: not allowed: ${v.reason}` + (v.rule ? ` (rule: ${v.rule})` : "");
    box.appendChild(line);
  }
  return box;
}

function render({ model, el }) {
  const root = el_("div", "rk-explorer");
  el.appendChild(root);
  const frame = el_("div", "rk-x-picture");
  const title = el_("div", "rk-x-title");
  let drawn = null;

  function drawPicture() {
    frame.style.maxHeight = `${model.get("height")}px`;
    title.textContent = model.get("title");
    frame.innerHTML = model.get("picture");
    drawn = model.get("picture");
    frame.querySelectorAll("[data-node]").forEach((g) => { g.setAttribute("tabindex", "0"); });
  }

  frame.addEventListener("click", (event) => {
    const node = event.target.closest("[data-node]");
    if (!node || !frame.contains(node)) return;
    model.set("picked", node.getAttribute("data-node"));
    model.save_changes();
  });
  frame.addEventListener("keydown", (event) => {
    const node = event.target.closest("[data-node]");
    if (node && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      model.set("picked", node.getAttribute("data-node"));
      model.save_changes();
    }
  });

  function draw() {
    if (drawn !== model.get("picture")) drawPicture();
    root.replaceChildren(title, frame, answerBox(model.get("answer") || {}, model.get("error")));
    highlight(frame, model.get("answer") || {});
  }
  return redrawOn(model, ["picture", "answer", "error", "height", "title"], draw);
}

export default { render };
