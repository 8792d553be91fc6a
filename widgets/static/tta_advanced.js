// The Advanced game's panels of a Through the Ages player board, drawn from the widget's `advanced` trait
// (rulekit_widgets.tta.board.advanced_parts: every number and every legal choice is the engine's). This file
// comes before tta_board.js, which calls advancedInfo() and advancedDecision(). A click is sent as
// "action:<notation>", the same way as the board's buttons, so a refused one shows the engine's reason.

const P = (seat) => `P${seat + 1}`;

function chip(cls, text, value) {
  const s = el_("span", cls, text);
  if (value !== undefined) s.dataset.value = String(value);
  return s;
}

function actionButton(cls, words, action, send, title) {
  const b = el_("button", `rk-action ${cls}`, words);
  b.type = "button";
  b.dataset.action = action;
  b.title = title || `notation: ${action}`;
  b.addEventListener("click", () => send(`action:${action}`));
  return b;
}

function militaryInfo(m) {
  const box = el_("div", "tta-military");
  const hand = chip("tta-military-hand",
    `military hand (${m.hand.length} of ${m.hand_limit}): ${m.hand.map((c) => `${c.name} (${c.type})`).join(", ") || "—"}`);
  hand.dataset.hand = m.hand.map((c) => c.card).join(" ");
  box.appendChild(hand);
  const t = m.tactic;
  const tactic = chip("tta-tactic", t.card
    ? `tactic ${t.name}: ${t.armies} arm${t.armies === 1 ? "y" : "ies"}` +
      (t.reduced ? ` (${t.reduced} with an obsolete unit)` : "") + ` → +${t.bonus} strength` +
      (t.ignored ? " (set aside by a card in play)" : "")
    : "no tactic in play", t.card ? t.armies : 0);
  tactic.dataset.card = t.card || "";
  if (t.card) tactic.title = "one army: " + Object.entries(t.army).map(([k, n]) => `${n} ${k}`).join(" + ");
  box.appendChild(tactic);
  box.appendChild(chip("tta-strength", `strength ${m.strength}` +
    (m.colony_strength ? ` (colonies +${m.colony_strength})` : ""), m.strength));
  const happy = chip("tta-happiness", `happy faces ${m.happiness} of ${m.required_happiness} needed`, m.happiness);
  happy.dataset.needed = String(m.required_happiness);
  box.appendChild(happy);
  const unhappy = chip("tta-discontent", `discontented workers ${m.discontent} (unused ${m.idle})` +
    (m.uprising ? " — more than the unused workers: uprising at production" : ""), m.discontent);
  unhappy.dataset.uprising = String(m.uprising);
  box.appendChild(unhappy);
  box.appendChild(chip("tta-corruption", `corruption ${m.corruption}` +
    (m.corruption !== m.corruption_due ? ` (pays ${m.corruption_due}: all it has)` : ""), m.corruption));
  if (m.colonies.length) box.appendChild(chip("tta-colonies", `colonies: ${m.colonies.map((c) => c.name).join(", ")}`,
    m.colonies.length));
  if (m.pacts.length) box.appendChild(chip("tta-pacts", "pacts: " + m.pacts.map((p) =>
    `${p.name} (${P(p.holder)} side ${p.role} with ${P(p.partner)}${p.effect_known ? "" : "; effect not known"})`)
    .join(", "), m.pacts.length));
  return box;
}

function changesText(preview) {
  const parts = Object.entries(preview.changes).map(([seat, moved]) => `${P(Number(seat))}: ` +
    Object.entries(moved).map(([k, [a, b]]) => `${k} ${a}→${b}`).join(", "));
  const asks = preview.asks.map((a) => `then: ${a}`);
  return parts.concat(asks).join("; ") || "changes nothing now";
}

function eventsInfo(e) {
  const box = el_("details", "tta-events");
  box.open = true;
  const ages = (pile) => Object.entries(pile.by_age).map(([age, n]) => `${n}×${age}`).join(" ") || "empty";
  box.appendChild(el_("summary", "", "events"));
  const current = chip("tta-events-current", `current events: ${e.current.count} face down (${ages(e.current)})`);
  current.dataset.count = String(e.current.count);
  current.title = `revealed next: ${e.reveals_next}`;
  box.appendChild(current);
  const future = chip("tta-events-future", `future events: ${e.future.count} face down (${ages(e.future)})`);
  future.dataset.count = String(e.future.count);
  box.appendChild(future);
  box.appendChild(chip("tta-events-past", `past: ${e.past.map((c) => c.name).join(", ") || "—"}`));
  if (e.finale.length) box.appendChild(chip("tta-finale", `Age III events (scored at the end): ${
    e.finale.map((c) => c.name).join(", ")}`));
  const known = el_("ul", "tta-events-known");
  e.known.forEach((k) => {
    const li = el_("li", "tta-event-known", `${k.name} (${k.type}, age ${k.age}) — if it were revealed now: ${changesText(k)}`);
    li.dataset.card = k.card;
    known.appendChild(li);
  });
  if (e.next) {
    const li = el_("li", "tta-event-next", `teaching peek (face down in play): the next current event is ${e.next.name} — ${changesText(e.next)}`);
    li.dataset.card = e.next.card;
    known.appendChild(li);
  }
  if (known.children.length) box.appendChild(known);
  return box;
}

function airInfo(air) {
  const text = `air forces: ${air.planes} plane${air.planes === 1 ? "" : "s"}` + (air.bonuses.length
    ? ` doubling ${air.supported} of the armies' bonuses (${air.bonuses.map((b) => "+" + b).join(", ")}): +${air.doubling}`
    : " (no army to support: each adds only its own strength)");
  const c = chip("tta-air", text, air.planes);
  c.dataset.doubling = String(air.doubling);
  return c;
}

function warsInfo(war) {
  const box = el_("div", "tta-wars");
  war.pending.forEach((w) => {
    const c = chip("tta-war-pending",
      `war declared: ${w.name} of ${P(w.declarer)} on ${P(w.target)} — fought at ${w.due}`);
    c.dataset.card = w.card;
    c.dataset.declarer = String(w.declarer);
    c.dataset.target = String(w.target);
    box.appendChild(c);
  });
  return box;
}

function advancedInfo(adv) {
  const box = el_("div", "tta-adv");
  box.appendChild(militaryInfo(adv.military));
  if (adv.air && adv.air.planes) box.appendChild(airInfo(adv.air));
  if (adv.war && adv.war.pending && adv.war.pending.length) box.appendChild(warsInfo(adv.war));
  box.appendChild(eventsInfo(adv.events));
  return box;
}

function auctionPanel(a, send) {
  const box = el_("div", "tta-auction");
  box.dataset.step = a.step;
  box.dataset.bid = String(a.bid);
  if (a.step === "auction") {
    box.appendChild(el_("b", "", `Colonization auction: ${a.card_name} — ` +
      (a.leader >= 0 ? `the bid to beat is ${a.bid} (${P(a.leader)})` : "no bid yet")));
    box.appendChild(el_("div", "tta-bidders", "still in: " + a.bidders.map((b) =>
      `${P(b.seat)} (strength ${b.strength}, could pay ${b.most})`).join(", ")));
    const row = el_("div", "tta-bid-row");
    row.appendChild(el_("span", "", `${P(a.player)} bids: `));
    for (let n = a.lowest; n <= a.most; n++) row.appendChild(actionButton("tta-bid", String(n), `bid ${n}`, send));
    row.appendChild(actionButton("tta-drop-out", "drop out", "pass", send, "pass: out of this auction (notation: pass)"));
    const input = el_("input", "tta-bid-input");
    input.type = "number";
    input.min = "0";
    input.value = String(a.lowest);
    input.title = "any bid: the engine says why one is refused";
    row.appendChild(input);
    const any = el_("button", "tta-bid-any", "bid this");
    any.type = "button";
    any.addEventListener("click", () => send(`action:bid ${input.value}`));
    row.appendChild(any);
    box.appendChild(row);
  } else {
    box.appendChild(el_("b", "", `${P(a.player)} pays for ${a.card_name}: force ${a.force} of the bid ${a.bid}`));
    box.appendChild(el_("div", "", `picked: ${a.picked.map((c) => c.name).join(", ") || "—"}`));
    const row = el_("div", "tta-pick-row");
    a.pool.forEach((c) => row.appendChild(actionButton("tta-pick", c.name, c.action, send)));
    row.appendChild(actionButton("tta-done", a.can_finish ? "done" : "done (not yet: the engine says why)", "done", send));
    box.appendChild(row);
  }
  return box;
}

function aggressionPanel(g, send) {
  const box = el_("div", "tta-aggression");
  box.dataset.step = g.step;
  box.dataset.attack = String(g.attack);
  box.dataset.defence = String(g.defence);
  box.dataset.succeeds = String(g.succeeds);
  box.appendChild(el_("b", "", `Aggression: ${P(g.attacker)} plays ${g.card_name} against ${P(g.defender)}`));
  const score = el_("div", "tta-aggression-score",
    `attack ${g.attack} against defence ${g.defence}: ` +
    (g.succeeds ? "the aggression would succeed" : "the aggression would fail (the defender wins ties)"));
  box.appendChild(score);
  const who = g.step === "defend" ? `${P(g.player)} defends` : `${P(g.player)} attacks`;
  box.appendChild(el_("div", "tta-picked", `${who} — picked: ${g.picked.map((c) => c.name).join(", ") || "—"}`));
  const row = el_("div", "tta-pick-row");
  g.pool.forEach((c) => {
    const what = c.action.startsWith("bonus") ? `play ${c.name} (${c.type})` : `sacrifice ${c.name}`;
    row.appendChild(actionButton("tta-pick", what, c.action, send));
  });
  row.appendChild(actionButton("tta-done", "done", g.done, send, `${who}: no more picks (notation: ${g.done})`));
  box.appendChild(row);
  return box;
}

function resultPanel(r) {
  const box = el_("div", "tta-aggression-result",
    `${r.card_name} of ${P(r.attacker)} against ${P(r.defender)}: attack ${r.attack}, defence ${r.defence} — ` +
    (r.succeeded ? "it succeeded" : "it failed"));
  box.dataset.succeeded = String(r.succeeded);
  box.dataset.attack = String(r.attack);
  box.dataset.defence = String(r.defence);
  return box;
}

function pactPanel(pact, send) {
  const box = el_("div", "tta-pact");
  const o = pact.offer;
  if (o.card) {
    box.dataset.offer = o.card;
    box.appendChild(el_("b", "", `${P(o.offerer)} offers ${P(o.player)} the pact ${o.name}` +
      (o.sides > 1 ? ` (${P(o.offerer)} on side ${o.role})` : "") + (o.effect_known ? "" : " — its effect is not known")));
    const row = el_("div", "tta-pick-row");
    row.appendChild(actionButton("tta-accept", "accept", "choose accept", send));
    row.appendChild(actionButton("tta-refuse", "refuse", "choose refuse", send));
    box.appendChild(row);
  }
  if (pact.in_force.length) {
    box.appendChild(el_("div", "tta-pacts-in-force", "pacts in force: " + pact.in_force.map((p) =>
      `${p.name} (${P(p.holder)} side ${p.role}, with ${P(p.partner)})`).join(", ")));
  }
  return box;
}

function warPanel(g, send) {
  const box = el_("div", "tta-war");
  box.dataset.step = g.step;
  box.dataset.declarer = String(g.declarer_strength);
  box.dataset.target = String(g.target_strength);
  box.appendChild(el_("b", "", `War: ${P(g.declarer)}'s ${g.name} against ${P(g.target)}, fought now`));
  const lead = g.leading === null ? "no winner (a tie)" : `${P(g.leading)} would win by ${g.advantage}`;
  box.appendChild(el_("div", "tta-war-score",
    `${P(g.declarer)} ${g.declarer_strength} against ${P(g.target)} ${g.target_strength}: ${lead}`));
  const who = g.step === "war-defence" ? `${P(g.player)} (the target) answers` : `${P(g.player)} (the declarer) sacrifices first`;
  box.appendChild(el_("div", "tta-picked", `${who} — no Defence cards in a war; sacrificed: ${
    g.picked.map((c) => c.name).join(", ") || "—"}`));
  const row = el_("div", "tta-pick-row");
  g.pool.forEach((c) => row.appendChild(actionButton("tta-pick", `sacrifice ${c.name}`, c.action, send)));
  row.appendChild(actionButton("tta-done", "done", g.done, send, `${who}: no more sacrifices (notation: ${g.done})`));
  box.appendChild(row);
  return box;
}

function warResultPanel(r) {
  const won = r.winner === null ? "no winner: nothing is taken" : `${P(r.winner)} won by ${r.advantage}`;
  const box = el_("div", "tta-war-result",
    `${r.name} of ${P(r.declarer)} against ${P(r.target)}: ${r.declarer_strength} against ${r.target_strength} — ${won}`);
  box.dataset.winner = r.winner === null ? "" : String(r.winner);
  box.dataset.advantage = String(r.advantage);
  return box;
}

function advancedDecision(adv, send) {
  const box = el_("div", "tta-adv-decision");
  if (adv.war_result && adv.war_result.card) box.appendChild(warResultPanel(adv.war_result));
  if (adv.war && adv.war.step) box.appendChild(warPanel(adv.war, send));
  if (adv.result && adv.result.card) box.appendChild(resultPanel(adv.result));
  if (adv.aggression && adv.aggression.step) box.appendChild(aggressionPanel(adv.aggression, send));
  if (adv.auction && adv.auction.step) box.appendChild(auctionPanel(adv.auction, send));
  if (adv.pact && (adv.pact.offer.card || adv.pact.in_force.length)) box.appendChild(pactPanel(adv.pact, send));
  return box;
}
