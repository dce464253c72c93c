// The Стос table: you punt, the computer holds the bank. The banker's deck (a back that
// names no card) at the top; the talia in the middle, his side on the right and yours on
// the left, with your card and stake between; your choice below: a card of your deck (a
// suit, then a rank), the stake, «пароли» after a win, or stop. The log is beside.
//
// Nothing moves on a timer: when the banker deals (karty.stos.table_view: the talia up
// to the card that decides it, each card with its side and the engine's explanation),
// the cards are laid down one at a time as the reader taps «Next card» (or all at once),
// and the end of the talia stays on the table until his next decision. A move the rules
// forbid («пароли» after a loss, a stake out of bounds) is answered by the engine's own
// check (table_why), with its rule. At the end of the session, every talia in a table and
// the reckoning. Words: docs/labels.yaml (play_table).

import { back, card, cardName, citation, copyLink, el, logEntry, logPanel, reducedMotion, showMessage, signed } from "./common.mjs";

const SUITS = ["S", "C", "D", "H"];

export class StosView {
  constructor(shell) {
    this.shell = shell;
    this.lang = shell.lang;
    this.words = shell.words;
    this.reply = null;
    this.busy = false;
    this.shown = 0; // the cards of the talia on the table laid down so far
    this.suit = "S";
    this.choice = null; // the card chosen to lay down
    this.build();
  }

  build() {
    const w = this.words;
    this.log = logPanel(w, "karty-play-log-stos");
    this.strip = el("p", { class: "karty-play-score" });
    this.tools = el("div", { class: "karty-play-tools" },
      el("button", { type: "button", class: "karty-play-btn", onclick: () => this.shell.newGame() }, w.t("newSession")),
      el("button", { type: "button", class: "karty-play-btn", onclick: () => copyLink(w, (t) => this.say(t)) }, w.t("share")),
      this.log.button);
    this.bank = el("div", { class: "karty-play-stos-bank", role: "group", "aria-label": w.t("stos.deck") },
      back(this.lang, "karty-card--s"), el("span", {}, w.t("stos.banker")));
    this.left = el("div", { class: "karty-play-stos-pile", role: "group" });
    this.right = el("div", { class: "karty-play-stos-pile", role: "group" });
    this.mine = el("div", { class: "karty-play-stos-mine" });
    this.sides = el("div", { class: "karty-play-stos-sides" },
      el("div", { class: "karty-play-stos-side is-left" }, el("p", { class: "karty-play-seat-name" }, w.t("stos.left")), this.left),
      this.mine,
      el("div", { class: "karty-play-stos-side is-right" }, el("p", { class: "karty-play-seat-name" }, w.t("stos.right")), this.right));
    this.step = el("p", { class: "karty-play-info karty-play-stos-step", "aria-live": "polite" });
    this.result = el("p", { class: "karty-play-trick-note", "aria-live": "polite" });
    this.prompt = el("p", { class: "karty-play-prompt", "aria-live": "polite" });
    this.picker = el("div", { class: "karty-play-stos-picker" });
    this.actions = el("div", { class: "karty-play-actions" });
    this.message = el("p", { class: "karty-play-message", "aria-live": "polite" });
    this.summary = el("section", { class: "karty-play-match-summary", hidden: true });
    this.felt = el("div", { class: "karty-play-felt karty-play-stos-felt" },
      this.bank, this.sides, this.step, this.result, this.prompt, this.actions, this.message, this.picker, this.summary);
    this.rulesBox = el("div");
    this.settings = el("details", { class: "karty-play-settings" }, el("summary", {}, w.t("settings")), this.rulesBox);
    this.node = el("div", { class: "karty-play-live karty-play-stos" },
      el("div", { class: "karty-play-top" }, this.strip, this.tools),
      el("div", { class: "karty-play-board" }, this.felt, this.log.panel),
      this.settings);
  }

  say(text, error = false) {
    showMessage(this.message, text, error);
  }

  money(x) {
    return signed(x);
  }

  render(reply) {
    const fresh = reply.talia && reply.talia.fresh && reply !== this.reply;
    this.reply = reply;
    const w = this.words;
    if (reply.card) this.choice = reply.card;
    else if (!this.choice || fresh) this.choice = reply.talia ? reply.talia.card : "QS";
    this.suit = this.choice.slice(-1);
    this.drawRules(reply);
    // a talia just dealt is laid down card by card as the reader asks; one loaded is shown whole
    this.shown = fresh && reply.talia.cards.length ? 0 : reply.talia ? reply.talia.cards.length : 0;
    this.drawTalia();
    if (this.dealing()) {
      this.result.hidden = true;
      this.summary.hidden = true;
      this.prompt.textContent = w.t("stos.prompt.deal");
      this.picker.replaceChildren();
      this.drawDealing();
    } else {
      this.drawChoice();
    }
  }

  // The score and the log, as far as the reader has seen: while the banker deals, neither
  // tells how the talia ends before its cards are laid down.
  drawKnown() {
    const w = this.words;
    const r = this.reply;
    const hidden = this.dealing() ? r.talia.cards.length - this.shown : 0;
    const x = hidden ? r.net - r.talia.amount : r.net;
    const net = x === 0 ? w.t("stos.net.even") : x > 0 ? w.t("stos.net.up", { x }) : w.t("stos.net.down", { x: -x });
    this.strip.replaceChildren(el("strong", {}, w.t("stos.talia", { k: Math.max(1, r.talias.begun), n: r.talias.most })), ` · ${net}`);
    const links = this.shell.links;
    const who = (e) => (e.who === "you" ? w.t("you") : w.t("stos.banker"));
    const seen = r.log.slice(0, r.log.length - hidden);
    this.log.show(seen.map((e) => logEntry(e.who === "you" ? "you" : "computer", w.t("said", { who: who(e), text: e.text }), e.steps, w, links)));
  }

  dealing() {
    return Boolean(this.reply.talia) && this.shown < this.reply.talia.cards.length;
  }

  // The talia on the table: your card and stake, and the cards laid down so far.
  drawTalia() {
    const w = this.words;
    const lang = this.lang;
    const talia = this.reply.talia;
    const laid = talia ? talia.cards.slice(0, this.shown) : [];
    this.drawKnown();
    const pile = (node, side, label) => {
      const cards = laid.filter((c) => c.side === side);
      node.setAttribute("aria-label", w.t("stos.cardsOn", { side: label, list: cards.length ? cards.map((c) => cardName(c.card, lang)).join(", ") : w.t("stos.sideEmpty") }));
      node.replaceChildren(...cards.map((c, i) => {
        const svg = card(c.card, lang, "karty-card--s", true);
        if (c.decides && (this.shown === laid.length)) svg.classList.add("karty-play-stos-decides");
        if (i === cards.length - 1 && laid.length && laid[laid.length - 1] === c && !reducedMotion() && this.animating) svg.classList.add("karty-play-arrive", "karty-play-from-computer");
        return svg;
      }));
    };
    pile(this.left, "left", w.t("stos.left"));
    pile(this.right, "right", w.t("stos.right"));
    const blank = laid.find((c) => c.side === null);
    const mine = [];
    if (talia) {
      mine.push(el("p", { class: "karty-play-seat-name" }, w.t("stos.yourCard")),
        el("div", { class: "karty-play-cards", role: "img", "aria-label": w.t("stos.yourCardIs", { name: cardName(talia.card, lang) }) },
          card(talia.card, lang, "karty-card--m", true)),
        el("p", { class: "karty-play-seat-name" }, w.t("stos.stake", { n: talia.stake }),
          talia.paroli ? ` · ${w.n("stos.corners", talia.paroli)}` : ""));
      if (blank) mine.push(el("p", { class: "karty-play-seat-name" }, w.t("stos.blank", { name: cardName(blank.card, lang) })));
    }
    this.mine.replaceChildren(...mine);
    // the explanation of the last card laid down (or how the talia began)
    const last = laid[laid.length - 1];
    const steps = last ? last.steps : talia && this.shown === 0 ? talia.opening : [];
    this.step.replaceChildren(...steps.map((s, i) => el("span", {}, i ? " " : "", s.text, citation(s, w, this.shell.links))));
    this.result.hidden = !talia || this.dealing();
    if (talia && !this.dealing()) this.result.textContent = w.t(`stos.result.${talia.outcome}`, { n: Math.abs(talia.amount), k: talia.number });
  }

  // While the banker deals: the next card, or all the rest.
  drawDealing() {
    const w = this.words;
    const next = () => this.reveal(1);
    this.actions.replaceChildren(
      el("button", { type: "button", class: "karty-play-btn karty-play-btn--main karty-play-stos-next", onclick: next }, w.t("stos.nextCard")),
      el("button", { type: "button", class: "karty-play-btn karty-play-stos-all", onclick: () => this.reveal(Infinity) }, w.t("stos.toEnd")));
  }

  reveal(n) {
    const total = this.reply.talia.cards.length;
    this.shown = Math.min(total, this.shown + n);
    this.animating = n === 1;
    this.drawTalia();
    this.animating = false;
    if (this.dealing()) return;
    this.drawChoice();
    const main = this.actions.querySelector(".karty-play-btn--main");
    if (main) main.focus({ preventScroll: true });
  }

  // Your decision: a card (a suit, then a rank) and a stake; «пароли» and stop after a talia.
  drawChoice() {
    const r = this.reply;
    const w = this.words;
    this.result.hidden = !r.talia;
    this.drawSummary(r);
    if (r.over) {
      this.prompt.textContent = w.t("stos.over");
      this.picker.replaceChildren();
      this.actions.replaceChildren(el("button", { type: "button", class: "karty-play-btn karty-play-btn--main", onclick: () => this.shell.newGame() }, w.t("stos.again")));
      return;
    }
    if (r.readonly) {
      this.prompt.textContent = "";
      this.picker.replaceChildren();
      this.actions.replaceChildren();
      return;
    }
    const m = r.moves;
    this.prompt.textContent = w.t(`stos.prompt.${r.phase}`);
    this.drawPicker(m.cards.length > 0);
    const id = "karty-stos-stake";
    // the stake of the last card laid down, before its corners doubled it
    const previous = r.results[r.results.length - 1];
    const last = previous ? Math.floor(previous.stake / 2 ** previous.paroli) : m.stake.min;
    const start = Math.min(m.stake.max, Math.max(m.stake.min, last));
    const input = el("input", { id, type: "number", inputmode: "numeric", min: m.stake.min, max: m.stake.max, step: 1, value: start, class: "karty-play-amount" });
    const punt = () => {
      const move = r.phase === "stake" ? `stake ${input.value.trim()}` : `punt ${this.choice}; stake ${input.value.trim()}`;
      return this.tryMove(move);
    };
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") punt(); });
    const quick = [["stos.least", m.stake.min], ["stos.most", m.stake.max]]
      .filter(([, n], i, all) => all.findIndex(([, k]) => k === n) === i)
      .map(([key, n]) => el("button", { type: "button", class: "karty-play-btn", onclick: () => { input.value = n; } }, w.t(key, { n })));
    const out = [el("label", { for: id, class: "karty-play-amount-label" }, w.t("stos.stakeLabel")), input,
      el("button", { type: "button", class: "karty-play-btn karty-play-btn--main", "data-move": "punt", onclick: punt }, w.t("stos.punt")), ...quick];
    if (m.paroli.offered) {
      // when no corner can be bent now, the button asks the engine why not
      const legal = m.paroli.legal;
      out.push(el("button", { type: "button", class: `karty-play-btn karty-play-stos-paroli${legal ? "" : " is-why"}`, "data-move": legal ? "paroli" : "why-paroli",
        onclick: () => this.tryMove("paroli") }, legal ? w.t("stos.paroli", { n: m.paroli.stake }) : w.t("stos.paroliWhy")));
    }
    if (m.stop) out.push(el("button", { type: "button", class: "karty-play-btn", "data-move": "stop", onclick: () => this.shell.move("stop") }, w.t("stos.stop")));
    this.actions.replaceChildren(...out);
  }

  // A card of your deck: the four suits, then the ranks of the chosen suit, as cards.
  drawPicker(open) {
    const w = this.words;
    const lang = this.lang;
    if (!open) {
      this.picker.replaceChildren(el("p", { class: "karty-play-seat-name" }, w.t("stos.yourCardIs", { name: cardName(this.choice, lang) })));
      return;
    }
    const cards = this.reply.moves.cards;
    const suits = el("div", { class: "karty-play-stos-suits", role: "group", "aria-label": w.t("stos.suit") },
      SUITS.map((s) => el("button", { type: "button", class: "karty-play-btn", "aria-pressed": s === this.suit ? "true" : "false",
        onclick: () => { this.suit = s; this.drawPicker(true); } }, w.t(`suit.${s}`))));
    const ranks = el("div", { class: "karty-play-stos-ranks", role: "group", "aria-label": w.t("stos.chooseCard") },
      cards.filter((c) => c.endsWith(this.suit)).map((c) => el("button", { type: "button", class: "karty-play-card", "data-card": c,
        "aria-pressed": c === this.choice ? "true" : "false", "aria-label": cardName(c, lang),
        onclick: () => { this.choice = c; this.drawPicker(true); } }, card(c, lang, "karty-card--s", true))));
    this.picker.replaceChildren(suits, ranks);
  }

  // A move the engine may refuse: asked first (table_why), and if it is not allowed now,
  // its reason and rule are shown instead.
  async tryMove(move) {
    const w = this.words;
    try {
      const answer = await this.shell.call("table_why", { token: this.reply.token, move, lang: this.lang });
      if (!answer.legal) {
        this.message.classList.remove("is-error");
        this.message.replaceChildren(w.t("stos.whyNot", { reason: answer.reason }), answer.rule ? citation(answer.rule, w, this.shell.links) : "");
        return;
      }
    } catch (err) {
      this.shell.problem(err);
      return;
    }
    this.shell.move(move);
  }

  // The settings: every option the rules declare, for a new game.
  drawRules(reply) {
    const w = this.words;
    const fields = reply.rules.map((o) => {
      const id = `karty-stos-rule-${o.name}`;
      const control = o.choices
        ? el("select", { id, class: "karty-play-level", "data-rule": o.name }, o.choices.map((c) => el("option", { value: c.value, selected: c.value === o.value }, c.label)))
        : el("input", { id, type: "number", inputmode: "numeric", class: "karty-play-amount", "data-rule": o.name, min: o.min, max: o.max, step: 1, value: o.value });
      return el("p", { class: "karty-play-option karty-play-option--rule" }, el("label", { for: id }, o.label), control);
    });
    const apply = () => {
      const options = {};
      for (const c of this.rulesBox.querySelectorAll("[data-rule]")) {
        const o = reply.rules.find((x) => x.name === c.dataset.rule);
        if (o && String(c.value) !== o.default) options[o.name] = String(c.value);
      }
      this.shell.newGame("n", options);
    };
    this.rulesBox.replaceChildren(
      el("p", { class: "karty-play-option" }, w.t("stos.rules.note")),
      ...fields,
      el("p", {}, el("button", { type: "button", class: "karty-play-btn", onclick: apply }, w.t("stos.rules.apply"))));
  }

  // The session summary, once it is over: every talia and the reckoning.
  drawSummary(reply) {
    const w = this.words;
    const lang = this.lang;
    this.summary.hidden = !reply.over;
    if (!reply.over) {
      this.summary.replaceChildren();
      return;
    }
    const rows = reply.results.map((x) => el("tr", {},
      el("th", { scope: "row" }, String(x.talia)),
      el("td", {}, card(x.card, lang, "karty-card--s")),
      el("td", { class: "karty-play-num" }, String(x.stake), x.paroli ? el("br") : "", x.paroli ? w.n("stos.corners", x.paroli) : ""),
      el("td", {}, el("span", { class: "karty-play-result" }, w.t(`stos.outcome.${x.outcome}`)), el("br"),
        el("span", { class: "karty-play-how" }, w.n("stos.turned", x.turned))),
      el("td", { class: "karty-play-num" }, this.money(x.amount))));
    const x = reply.net;
    const settle = x === 0 ? w.t("stos.final.even") : x > 0 ? w.t("stos.final.won", { x }) : w.t("stos.final.lost", { x: -x });
    const head = ["stos.table.talia", "stos.table.card", "stos.table.stake", "stos.table.result", "stos.table.money"];
    this.summary.setAttribute("aria-label", w.t("stos.table.title"));
    this.summary.replaceChildren(
      el("h2", { class: "karty-play-summary-title" }, w.t("stos.table.title")),
      el("table", { class: "karty-play-kons" },
        el("caption", {}, w.n("stos.table.caption", reply.results.length)),
        el("thead", {}, el("tr", {}, head.map((k, i) => el("th", { scope: "col", class: i === 2 || i === 4 ? "karty-play-num" : null }, w.t(k))))),
        el("tbody", {}, rows),
        el("tfoot", {}, el("tr", {},
          el("th", { scope: "row", colspan: "4" }, w.t("stos.table.total")),
          el("td", { class: "karty-play-num" }, this.money(x))))),
      el("p", { class: "karty-play-settle" }, settle));
  }

  // Nothing is shown on a timer: the deal is laid down as the reader asks (render).
  async animate() {
    this.busy = false;
  }
}
