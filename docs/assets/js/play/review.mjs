// The review of a finished кон (Бура): move by move, both hands face up (the кон is
// over), each move with the rules it rests on, and each of the reader's decisions
// rated by the engine (karty.web.table.review.table_review; the rater is the hard
// level's own search): "−7.5 % of the stake; better: 10♠", the engine's move named as
// the computer's choice, not as "the best". Back and forward by buttons (44 px) and
// the arrow keys. A shared link of a finished кон opens it read-only, like the table.
// Words: docs/labels.yaml (play_table, review.*).

import { card, cardName, citation, el } from "./common.mjs";

// The link to the game's odds page (GameSpec.odds_page), which explains the numbers.
export function oddsLink(words, links, game) {
  const odds = (links && links.odds) || {};
  const href = Object.prototype.hasOwnProperty.call(odds, game) ? odds[game] : null;
  return href ? el("a", { href, class: "karty-play-odds-link" }, words.t("review.oddsLink")) : "";
}

export class ReviewPanel {
  constructor(shell) {
    this.shell = shell;
    this.words = shell.words;
    this.lang = shell.lang;
    this.data = null;
    this.at = 0;
    const w = this.words;
    this.title = el("h2", { class: "karty-play-review-title", tabindex: "-1" });
    this.summary = el("p", { class: "karty-play-review-summary" });
    this.counter = el("p", { class: "karty-play-review-counter", "aria-live": "polite" });
    this.board = el("div", { class: "karty-play-review-board" });
    this.move = el("div", { class: "karty-play-review-move" });
    this.backBtn = el("button", { type: "button", class: "karty-play-btn", onclick: () => this.go(-1) }, w.t("review.back"));
    this.nextBtn = el("button", { type: "button", class: "karty-play-btn karty-play-btn--main", onclick: () => this.go(1) }, w.t("review.forward"));
    this.node = el("section", { class: "karty-play-review", hidden: true, "aria-label": w.t("review.title"),
      onkeydown: (e) => this.keys(e) },
      el("div", { class: "karty-play-review-head" }, this.title,
        el("button", { type: "button", class: "karty-play-btn", onclick: () => this.close() }, w.t("review.close"))),
      this.summary,
      el("p", { class: "karty-play-seats-note" }, w.t("bura.seats")),
      el("div", { class: "karty-play-review-nav" }, this.backBtn, this.counter, this.nextBtn),
      this.board, this.move);
  }

  async open(token, kon) {
    const w = this.words;
    this.node.hidden = false;
    this.title.textContent = w.t("review.kon", { k: kon });
    this.summary.textContent = w.t("review.loading");
    this.board.replaceChildren();
    this.move.replaceChildren();
    this.counter.textContent = "";
    this.node.scrollIntoView({ block: "start" });
    this.title.focus({ preventScroll: true });
    try {
      this.data = await this.shell.call("table_review", { token, kon, lang: this.lang });
    } catch (err) {
      this.summary.textContent = "";
      this.shell.problem(err);
      return;
    }
    this.summary.textContent = this.data.summary;
    this.at = 0;
    this.draw();
  }

  close() {
    this.node.hidden = true;
    this.data = null;
  }

  keys(e) {
    if (!this.data || e.target.closest("a, select, input")) return;
    const d = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity }[e.key];
    if (d === undefined) return;
    e.preventDefault();
    this.go(d);
  }

  go(delta) {
    if (!this.data) return;
    const last = this.data.steps.length - 1;
    this.at = Math.max(0, Math.min(last, this.at + delta));
    this.draw();
  }

  // The position after step `at`: the next step's "before", or the final position.
  position(i) {
    const steps = this.data.steps;
    return i + 1 < steps.length ? steps[i + 1].before : this.data.final;
  }

  cards(codes, size) {
    return codes.map((c) => card(c, this.lang, size));
  }

  draw() {
    const w = this.words;
    const lang = this.lang;
    const d = this.data;
    const step = d.steps[this.at];
    const p = this.position(this.at);
    const seat = d.seat;
    this.counter.textContent = w.t("review.step", { i: this.at + 1, n: d.steps.length });
    this.backBtn.disabled = this.at === 0;
    this.nextBtn.disabled = this.at === d.steps.length - 1;
    const row = (label, nodes, cls) => el("div", { class: `karty-play-review-row ${cls}` },
      el("p", { class: "karty-play-review-label" }, label),
      el("div", { class: "karty-play-review-cards", role: "group", "aria-label": label }, nodes));
    const trump = p.trump_card ? w.t("review.trump", { name: cardName(p.trump_card, lang) }) : "";
    this.board.replaceChildren(
      row(w.t("review.computerHand"), this.cards(p.hands[1 - seat], "karty-card--s"), "is-computer"),
      row([w.t("review.table"), w.n("review.stock", p.stock), trump].filter(Boolean).join(" · "),
        p.table.length ? this.cards(p.table, "karty-card--m") : [el("span", { class: "karty-play-review-empty" }, w.t("review.tableEmpty"))], "is-table"),
      row(w.t("review.yourHand"), this.cards(p.hands[seat], "karty-card--s"), "is-you"),
      el("p", { class: "karty-play-review-points" }, w.t("review.points", { a: p.points[seat], b: p.points[1 - seat] })));
    const who = step.who === "deal" ? w.t("deal") : w.t("said", { who: w.t(step.who === "you" ? "you" : "computer"), text: step.text });
    const parts = [el("p", { class: "karty-play-review-what" }, who),
      el("ol", { class: "karty-play-steps" }, step.steps.map((s) => el("li", { class: "karty-play-step" }, s.text, citation(s, w, this.shell.links))))];
    if (step.rating) parts.push(this.rating(step));
    this.move.replaceChildren(...parts);
  }

  // The reader's decision: the mark in words, and every legal move's numbers.
  rating(step) {
    const w = this.words;
    const r = step.rating;
    const mark = step.verdict === "mistake" ? w.t("review.mistake", { mark: step.mark })
      : step.verdict === "engine" ? w.t("review.engineMove") : w.t("review.fine");
    const moves = r.moves.map((m) => el("li", { class: m.move === step.move ? "is-played" : null },
      m.text, ": ", m.summary,
      m.verdict === "engine" ? ` (${w.t("review.computerChoice")})` : "",
      m.move === step.move ? ` (${w.t("review.played")})` : ""));
    return el("div", { class: `karty-play-review-rating is-${step.verdict}` },
      el("p", { class: "karty-play-review-mark" }, mark),
      el("ul", { class: "karty-play-review-moves" }, moves),
      el("p", { class: "karty-play-review-how" }, w.t("review.how"), " ",
        oddsLink(w, this.shell.links, r.game)));
  }
}
