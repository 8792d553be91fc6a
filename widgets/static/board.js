// What every rulekit widget's drawing shares. Python puts this text before a
// view's own file (rulekit_widgets.static_js), so the names below are in scope
// there: elements, SVG elements, the click sender, the feedback rows under a
// board (the buttons a click offers, the last message, the last refusal) and
// the redraw wiring.

const SVG = "http://www.w3.org/2000/svg";

function el_(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function svg_(tag, attrs, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

// A click goes back to Python as the `pending` trait ("kind:value").
function sender(model) {
  return (intent) => {
    model.set("pending", intent);
    model.save_changes();
  };
}

// The rows under a board: the actions one click could mean (as buttons), the
// last message and the last refusal, as the widget's traits hold them.
function feedback(root, model, send) {
  const choices = model.get("choices") || [];
  if (choices.length) {
    const box = el_("div", "rk-choices");
    box.appendChild(el_("span", "", "This click can mean: "));
    choices.forEach((c) => {
      const b = el_("button", "rk-choice", c);
      b.type = "button";
      b.dataset.action = c;
      b.addEventListener("click", () => send(`action:${c}`));
      box.appendChild(b);
    });
    root.appendChild(box);
  }
  const message = el_("div", "rk-message", model.get("message"));
  message.setAttribute("role", "status");
  root.appendChild(message);
  const error = el_("div", "rk-error", model.get("error"));
  error.setAttribute("role", "alert");
  error.hidden = !model.get("error");
  root.appendChild(error);
}

// Draw now and whenever one of `traits` changes; the returned function stops it.
function redrawOn(model, traits, draw) {
  traits.forEach((name) => model.on(`change:${name}`, draw));
  draw();
  return () => traits.forEach((name) => model.off(`change:${name}`, draw));
}
