// The review of a finished кон: move by move, every hand face up (the кон is over),
// each move with the rules it rests on, and each of the reader's decisions rated by
// the engine (karty.web.table.review.table_review): a rating by search names the
// engine's move as the computer's choice, not as "the best"; an exact one names the
// best choice as such. Back and forward by buttons (44 px) and the arrow keys. A shared
// link of a finished game opens it read-only, like the table.
// The panel names no game: a game's view script subclasses it with `who(step)` (the
// line that says who moved) and `board(position, seat)` (the hands face up), and sets
// `session` where one review covers a whole session, stepped through кон after кон (the
// counter counts the moves of the кон in view; Home and End go to its first and last).
// Words: docs/labels.yaml (play_table, review.*).

import { card, cardName, citation, el } from "./common.mjs";

// The link to the game's odds page (GameSpec.odds_page), which explains the numbers.
export function oddsLink(words, links, game) {
  const odds = (links && links.odds) || {};
  const href = Object.prototype.hasOwnProperty.call(odds, game) ? odds[game] : null;
  return href ? el("a", { href, class: "karty-play-odds-link" }, words.t("review.oddsLink")) : "";
}

export class ReviewPanel {
  // `note`: a line shown under the summary, or null.
  constructor(shell, note = null) {
    this.shell = shell;
    this.session = false;
    this.words = shell.words;
    this.lang = shell.lang;
    this.data = null;
    this.token = null;
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
      note,
      el("div", { class: "karty-play-review-nav" }, this.backBtn, this.counter, this.nextBtn),
      this.board, this.move);
  }

  // Open кон `kon` of the game `token` names. A session's review is asked for once:
  // another кон of the same session opens without asking again.
  async open(token, kon) {
    const w = this.words;
    this.node.hidden = false;
    this.node.scrollIntoView({ block: "start" });
    this.title.focus({ preventScroll: true });
    if (this.session && this.data && this.token === token) {
      this.at = Math.max(0, this.data.steps.findIndex((s) => s.before.kon === kon));
      this.draw();
      return;
    }
    this.token = token;
    this.title.textContent = w.t("review.kon", { k: kon });
    this.summary.textContent = w.t("review.loading");
    this.board.replaceChildren();
    this.move.replaceChildren();
    this.counter.textContent = "";
    try {
      this.data = await this.shell.call("table_review", { token, kon, lang: this.lang });
    } catch (err) {
      this.summary.textContent = "";
      this.shell.problem(err);
      return;
    }
    this.summary.textContent = this.data.summary;
    this.at = this.session ? Math.max(0, this.data.steps.findIndex((s) => s.before.kon === kon)) : 0;
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
    if (Math.abs(d) === Infinity) {  // the first or last move of this кон
      const [first, last] = this.range();
      this.at = d < 0 ? first : last;
      this.draw();
      return;
    }
    this.go(d);
  }

  go(delta) {
    if (!this.data) return;
    const last = this.data.steps.length - 1;
    this.at = Math.max(0, Math.min(last, this.at + delta));
    this.draw();
  }

  // The steps of the кон of step `at` (a session's steps carry their кон): first, last.
  range() {
    const steps = this.data.steps;
    if (!this.session) return [0, steps.length - 1];
    const k = steps[this.at].before.kon;
    let first = this.at;
    let last = this.at;
    while (first > 0 && steps[first - 1].before.kon === k) first -= 1;
    while (last < steps.length - 1 && steps[last + 1].before.kon === k) last += 1;
    return [first, last];
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
    const d = this.data;
    const step = d.steps[this.at];
    const p = this.position(this.at);
    const [first, last] = this.range();
    this.counter.textContent = w.t("review.step", { i: this.at - first + 1, n: last - first + 1 });
    if (this.session) this.title.textContent = w.t("review.konOf", { k: step.before.kon, n: d.kons });
    this.backBtn.disabled = this.at === 0;
    this.nextBtn.disabled = this.at === d.steps.length - 1;
    const parts = [el("p", { class: "karty-play-review-what" }, this.who(step)),
      el("ol", { class: "karty-play-steps" }, step.steps.map((s) => el("li", { class: "karty-play-step" }, s.text, citation(s, w, this.shell.links))))];
    if (step.rating) parts.push(this.rating(step));
    this.board.replaceChildren(...this.boardOf(p, d.seat));
    this.move.replaceChildren(...parts);
  }

  row(label, nodes, cls) {
    return el("div", { class: `karty-play-review-row ${cls}` },
      el("p", { class: "karty-play-review-label" }, label),
      el("div", { class: "karty-play-review-cards", role: "group", "aria-label": label }, nodes));
  }

  // The game's: the line that says who made the move of `step`.
  who(step) {
    return step.text;
  }

  // The game's: the nodes that show position `p` (every hand face up), `seat` the reader's.
  boardOf(p, seat) {
    return [];
  }

  // The reader's decision: the mark in words, and every legal move's numbers.
  rating(step) {
    const w = this.words;
    const r = step.rating;
    const exact = r.method === "exact";
    const mark = step.verdict === "mistake" ? w.t("review.mistake", { mark: step.mark })
      : step.verdict === "engine" ? w.t(exact ? "review.exact.best" : "review.engineMove")
        : w.t(exact ? "review.exact.fine" : "review.fine");
    const engine = w.t(exact ? "review.exact.choice" : "review.computerChoice");
    const moves = r.moves.map((m) => el("li", { class: m.move === step.move ? "is-played" : null },
      m.text, ": ", m.summary,
      m.verdict === "engine" ? ` (${engine})` : "",
      m.move === step.move ? ` (${w.t("review.played")})` : ""));
    return el("div", { class: `karty-play-review-rating is-${step.verdict}` },
      el("p", { class: "karty-play-review-mark" }, mark),
      el("ul", { class: "karty-play-review-moves" }, moves),
      el("p", { class: "karty-play-review-how" }, w.t(exact ? "review.exact.how" : "review.how"), " ",
        oddsLink(w, this.shell.links, r.game)));
  }
}
