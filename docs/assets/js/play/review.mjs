// The review of a finished кон: move by move, every hand face up (the кон is over),
// each move with the rules it rests on, and each of the reader's decisions rated by
// the engine (karty.web.table.review.table_review). Бура's rater is the hard level's
// own search: "−7.5 % of the stake; better: 10♠", the engine's move named as the
// computer's choice, not as "the best". Очко's is exact (karty.ochko.advice): the best
// choice is named as such, and its session is stepped through кон after кон (forward
// from a кон's last move opens the next). Back and forward by buttons (44 px) and the
// arrow keys. A shared link of a finished game opens it read-only, like the table.
// Words: docs/labels.yaml (play_table, review.*).

import { card, cardName, citation, el } from "./common.mjs";

// The link to the game's odds page (GameSpec.odds_page), which explains the numbers.
export function oddsLink(words, links, game) {
  const odds = (links && links.odds) || {};
  const href = Object.prototype.hasOwnProperty.call(odds, game) ? odds[game] : null;
  return href ? el("a", { href, class: "karty-play-odds-link" }, words.t("review.oddsLink")) : "";
}

export class ReviewPanel {
  constructor(shell, game = "bura") {
    this.shell = shell;
    this.game = game;
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
      game === "bura" ? el("p", { class: "karty-play-seats-note" }, w.t("bura.seats")) : null,
      el("div", { class: "karty-play-review-nav" }, this.backBtn, this.counter, this.nextBtn),
      this.board, this.move);
  }

  // Open кон `kon` of the game `token` names, at its first move (or its last: `atEnd`).
  async open(token, kon, atEnd = false) {
    const w = this.words;
    this.token = token;
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
    if (this.game === "ochko") this.title.textContent = w.t("review.konOf", { k: kon, n: this.data.kons });
    this.at = atEnd ? this.data.steps.length - 1 : 0;
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
    const kon = this.data.kon;
    // Очко: one step past a кон's end (or before its start) is the next (previous) кон
    if (this.game === "ochko" && delta === 1 && this.at === last && kon < this.data.kons) return this.open(this.token, kon + 1);
    if (this.game === "ochko" && delta === -1 && this.at === 0 && kon > 1) return this.open(this.token, kon - 1, true);
    this.at = Math.max(0, Math.min(last, this.at + delta));
    this.draw();
    return null;
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
    this.counter.textContent = w.t("review.step", { i: this.at + 1, n: d.steps.length });
    const more = this.game === "ochko";
    this.backBtn.disabled = this.at === 0 && !(more && d.kon > 1);
    this.nextBtn.disabled = this.at === d.steps.length - 1 && !(more && d.kon < d.kons);
    const parts = [el("p", { class: "karty-play-review-what" }, this.game === "ochko" ? this.ochkoWho(step) : this.buraWho(step)),
      el("ol", { class: "karty-play-steps" }, step.steps.map((s) => el("li", { class: "karty-play-step" }, s.text, citation(s, w, this.shell.links))))];
    if (step.rating) parts.push(this.rating(step));
    this.board.replaceChildren(...(this.game === "ochko" ? this.ochkoBoard(p, d.seat) : this.buraBoard(p, d.seat)));
    this.move.replaceChildren(...parts);
  }

  row(label, nodes, cls) {
    return el("div", { class: `karty-play-review-row ${cls}` },
      el("p", { class: "karty-play-review-label" }, label),
      el("div", { class: "karty-play-review-cards", role: "group", "aria-label": label }, nodes));
  }

  buraWho(step) {
    const w = this.words;
    return step.who === "deal" ? w.t("deal") : w.t("said", { who: w.t(step.who === "you" ? "you" : "computer"), text: step.text });
  }

  buraBoard(p, seat) {
    const w = this.words;
    const trump = p.trump_card ? w.t("review.trump", { name: cardName(p.trump_card, this.lang) }) : "";
    return [this.row(w.t("review.computerHand"), this.cards(p.hands[1 - seat], "karty-card--s"), "is-computer"),
      this.row([w.t("review.table"), w.n("review.stock", p.stock), trump].filter(Boolean).join(" · "),
        p.table.length ? this.cards(p.table, "karty-card--m") : [el("span", { class: "karty-play-review-empty" }, w.t("review.tableEmpty"))], "is-table"),
      this.row(w.t("review.yourHand"), this.cards(p.hands[seat], "karty-card--s"), "is-you"),
      el("p", { class: "karty-play-review-points" }, w.t("review.points", { a: p.points[seat], b: p.points[1 - seat] }))];
  }

  seatName(seat) {
    const w = this.words;
    return seat === this.data.seat ? w.t("review.ochko.you") : w.t("review.ochko.computer", { n: seat + 1 });
  }

  ochkoWho(step) {
    const w = this.words;
    return step.seat === null ? step.text : w.t("said", { who: this.seatName(step.seat), text: step.text });
  }

  // Очко: every seat's hand face up (the game is over), its money and points, the
  // banker marked; the bank, the stake in play and the crosswise card.
  ochkoBoard(p, seat) {
    const w = this.words;
    const order = [...p.hands.keys()].filter((s) => s !== seat).concat([seat]);
    const rows = order.map((s) => {
      const label = [this.seatName(s), w.t("ochko.purse", { n: p.purses[s] }),
        s === p.banker ? w.t("ochko.banker") : null,
        p.values[s] !== null ? w.n("ochko.value", p.values[s]) : null,
        s === p.dark ? w.t("review.ochko.dark") : null].filter(Boolean).join(" · ");
      const cards = p.hands[s].length ? this.cards(p.hands[s], "karty-card--s") : [el("span", { class: "karty-play-review-empty" }, w.t("ochko.none"))];
      return this.row(label, cards, s === seat ? "is-you" : "is-computer");
    });
    if (p.ended) {  // the duel this move ended, its hands as they lay before they were gathered
      const e = p.ended;
      const list = (codes) => (codes.length ? this.cards(codes, "karty-card--s") : [el("span", { class: "karty-play-review-empty" }, w.t("ochko.none"))]);
      rows.push(el("p", { class: "karty-play-review-label karty-play-review-ended" }, w.t("ochko.duels")),
        this.row(w.t("ochko.duelPlayer", { name: this.seatName(e.seat) }), list(e.cards), "is-ended"),
        this.row(w.t("ochko.duelBanker", { name: this.seatName(e.banker) }), list(e.banker_cards), "is-ended"));
    }
    const bank = [w.t("ochko.bank", { n: p.bank }), p.punter !== null && p.stake ? w.t("review.ochko.stake", { n: p.stake }) : null,
      p.crosswise ? w.t("ochko.crosswise", { name: cardName(p.crosswise, this.lang) }) : null].filter(Boolean).join(" · ");
    rows.push(this.row(bank, p.crosswise ? this.cards([p.crosswise], "karty-card--s") : [], "is-table"));
    return rows;
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
