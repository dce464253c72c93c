// The Очко table: the computer players at the top, the bank and the crosswise card
// in the middle, your seat at the bottom; the stake (within the rules' bounds), the
// buttons for your decision, and the log beside. Another player's cards are backs
// until the engine shows them.
//
// What happened is held until the reader taps «Дальше»: each duel finished since his
// decision, both hands face up (the banker's turned up) with the line that says who
// won what and why (karty.ochko.table_view), and at the start the draw
// «на старшего» for the first bank, as cards. At the end of the session: a table of
// every кон (who banked, your duels, your money), the settlement and «Ещё партию»;
// each кон's number opens its review (review.mjs), on a shared link too.
// Words: docs/labels.yaml (play_table).

import { Coach } from "./coach.mjs";
import { ReviewPanel } from "./review.mjs";
import { back, card, cardName, copyLink, el, levelPicker, logEntry, logPanel, pause, reducedMotion, showMessage, signed } from "./common.mjs";

export class OchkoView {
  constructor(shell) {
    this.shell = shell;
    this.lang = shell.lang;
    this.words = shell.words;
    this.reply = null;
    this.busy = false;
    this.build();
  }

  build() {
    const w = this.words;
    this.log = logPanel(w, "karty-play-log-ochko");
    this.strip = el("p", { class: "karty-play-score" });
    this.level = el("span");
    this.tools = el("div", { class: "karty-play-tools" },
      this.level,
      el("button", { type: "button", class: "karty-play-btn", onclick: () => this.shell.newGame() }, w.t("newSession")),
      el("button", { type: "button", class: "karty-play-btn", onclick: () => copyLink(w, (t) => this.say(t)) }, w.t("share")),
      this.log.button);
    this.others = el("div", { class: "karty-play-seats" });
    this.bank = el("div", { class: "karty-play-bank", role: "group" });
    this.mine = el("div", { class: "karty-play-seat karty-play-seat--you" });
    this.held = el("div", { class: "karty-play-held", hidden: true });
    this.prompt = el("p", { class: "karty-play-prompt", "aria-live": "polite" });
    this.actions = el("div", { class: "karty-play-actions" });
    this.message = el("p", { class: "karty-play-message", "aria-live": "polite" });
    this.coach = new Coach(this.shell);
    this.summary = el("section", { class: "karty-play-match-summary", hidden: true });
    this.felt = el("div", { class: "karty-play-felt" }, this.others, this.bank, this.held, this.prompt, this.mine, this.actions, this.coach.node, this.message, this.summary);
    this.review = null;  // the review panel, made when a review is first opened
    // Settings: the coach (off by default)
    this.settings = el("details", { class: "karty-play-settings" },
      el("summary", {}, w.t("settings")), this.coach.toggle(),
      el("p", { class: "karty-play-option" }, w.t("coach.note.ochko")));
    this.node = el("div", { class: "karty-play-live karty-play-ochko" },
      el("div", { class: "karty-play-top" }, this.strip, this.tools),
      el("div", { class: "karty-play-board" }, this.felt, this.log.panel),
      this.settings);
  }

  say(text, error = false) {
    showMessage(this.message, text, error);
  }

  value(n) {
    return this.words.n("ochko.value", n);
  }

  seat(s, size) {
    const w = this.words;
    const lang = this.lang;
    const faces = s.cards.map((c) => card(c, lang, size, true));
    const backs = Array.from({ length: s.hidden }, () => back(lang, size));
    const names = s.cards.map((c) => cardName(c, lang));
    if (s.hidden) names.push(w.t("ochko.hidden", { n: s.hidden }));
    const label = w.t("ochko.cardsOf", { name: s.name, list: names.length ? names.join(", ") : w.t("ochko.none") });
    return el("div", { class: `karty-play-seat${s.you ? " karty-play-seat--you" : ""}${s.to_act ? " is-acting" : ""}` },
      el("p", { class: "karty-play-seat-name" }, el("strong", {}, s.name), ` · ${w.t("ochko.purse", { n: s.purse })}`,
        s.banker ? el("span", { class: "karty-play-badge" }, w.t("ochko.banker")) : null,
        s.value !== null && s.cards.length ? ` · ${this.value(s.value)}` : null),
      el("div", { class: "karty-play-cards", role: "img", "aria-label": label }, faces, backs));
  }

  drawSeats(seats, t) {
    const w = this.words;
    const lang = this.lang;
    this.others.replaceChildren(...seats.filter((s) => !s.you).map((s) => this.seat(s, "karty-card--s")));
    const me = seats.find((s) => s.you);
    this.mine.replaceWith(this.mine = this.seat(me, "karty-card--m"));
    const bankParts = [el("p", { class: "karty-play-bank-sum" }, el("strong", {}, w.t("ochko.bank", { n: t.bank })),
      t.stuk ? ` · ${w.t("ochko.stuk")}` : t.bank_start ? ` · ${w.t("ochko.stukFrom", { n: t.stuk_from })}` : null)];
    if (t.crosswise) bankParts.push(card(t.crosswise, lang, "karty-card--s karty-play-crosswise"));
    this.bank.setAttribute("aria-label", [w.t("ochko.bank", { n: t.bank }), t.crosswise ? w.t("ochko.crosswise", { name: cardName(t.crosswise, lang) }) : null].filter(Boolean).join("; "));
    this.bank.replaceChildren(...bankParts);
  }

  render(reply) {
    if (this.review && this.reply && this.reply.id !== reply.id) this.review.close();
    this.reply = reply;
    const w = this.words;
    const t = reply.table;
    this.strip.replaceChildren(el("strong", {}, w.t("ochko.kon", { k: Math.max(1, t.round), n: t.rounds })));
    this.level.replaceChildren(levelPicker(w, reply.level, (lv) => this.shell.setLevel(lv)));
    this.drawSeats(t.seats, t);
    if (reply.over) {
      const x = reply.returns[0];
      const result = x === 0 ? w.t("ochko.result.even") : x > 0 ? w.t("ochko.result.won", { x }) : w.t("ochko.result.lost", { x: -x });
      this.prompt.textContent = `${w.t("ochko.over")} ${result}`;
    } else {
      this.prompt.textContent = reply.prompt;
    }
    const links = this.shell.links;
    this.log.show(reply.log.map((e) => logEntry(e.who, e.name ? w.t("said", { who: e.name, text: e.text }) : e.text, e.steps, w, links)));
    this.held.hidden = true;
    this.held.replaceChildren();
    this.drawActions();
    this.drawSummary(reply);
    this.coach.draw(reply);
    if (reply.first_draw || reply.duels.length) this.hold(reply);
  }

  // The review of the finished session at кон `kon`; the panel is made (and put on the
  // page) the first time, so that the table holds no review while the session is played.
  openReview(kon) {
    if (!this.review) {
      this.review = new OchkoReview(this.shell);
      this.node.insertBefore(this.review.node, this.settings);
    }
    this.review.open(this.reply.token, kon);
  }

  // The session summary, once it is over: every кон (its number, which opens its
  // review; who banked; the duels you played in it; your money from them), the total
  // and the settlement, and «Ещё партию».
  drawSummary(reply) {
    const w = this.words;
    const s = reply.summary;
    this.summary.hidden = !s;
    if (!s) {
      this.summary.replaceChildren();
      return;
    }
    const money = signed;
    const rows = s.kons.map((k) => el("tr", { class: k.net > 0 ? "is-you" : k.net < 0 ? "is-computer" : "is-nobody" },
      el("th", { scope: "row" }, el("button", { type: "button", class: "karty-play-btn karty-play-review-open",
        "aria-label": w.t("review.open", { k: k.kon }), onclick: () => this.openReview(k.kon) }, String(k.kon))),
      el("td", {}, k.banker),
      el("td", { class: "karty-play-num" }, String(k.duels)),
      el("td", { class: "karty-play-num" }, money(k.net))));
    const x = s.returns[0];
    const settle = x === 0 ? w.t("ochko.result.even") : x > 0 ? w.t("ochko.result.won", { x }) : w.t("ochko.result.lost", { x: -x });
    const head = ["ochko.table.kon", "ochko.table.banker", "ochko.table.duels", "ochko.table.money"];
    this.summary.setAttribute("aria-label", w.t("ochko.table.title"));
    this.summary.replaceChildren(
      el("h2", { class: "karty-play-summary-title" }, w.t("ochko.table.title")),
      el("table", { class: "karty-play-kons" },
        el("caption", {}, w.n("ochko.table.caption", s.kons.length), " ", w.t("review.hint")),
        el("thead", {}, el("tr", {}, head.map((k, i) => el("th", { scope: "col", class: i >= 2 ? "karty-play-num" : null }, w.t(k))))),
        el("tbody", {}, rows),
        el("tfoot", {}, el("tr", {},
          el("th", { scope: "row", colspan: "3" }, w.t("ochko.table.total")),
          el("td", { class: "karty-play-num" }, money(x))))),
      el("p", { class: "karty-play-settle" }, settle),
      reply.readonly ? null : el("p", {}, el("button", { type: "button", class: "karty-play-btn karty-play-btn--main", onclick: () => this.shell.newGame() }, w.t("ochko.table.another"))));
  }

  drawActions() {
    const r = this.reply;
    const w = this.words;
    const out = [];
    if (r.over) {
      out.push(el("button", { type: "button", class: "karty-play-btn karty-play-btn--main", onclick: () => this.shell.newGame() }, w.t("newSession")));
    } else if (r.amount) {
      const a = r.amount;
      const id = `karty-amount-${a.kind}`;
      const input = el("input", { id, type: "number", inputmode: "numeric", min: a.min, max: a.max, step: 1, value: a.min, class: "karty-play-amount" });
      const submit = () => {
        const n = Number(input.value);
        if (!Number.isInteger(n) || n < a.min || n > a.max) return this.say(w.t("ochko.outside", { lo: a.min, hi: a.max }), true);
        return this.shell.move(`${a.kind} ${n}`);
      };
      input.addEventListener("keydown", (e) => { if (e.key === "Enter") submit(); });
      const quick = [["ochko.min", a.min], ["ochko.half", Math.max(a.min, Math.floor(a.max / 2))], ["ochko.max", a.max]]
        .filter(([, n], i, all) => all.findIndex(([, m]) => m === n) === i)
        .map(([key, n]) => el("button", { type: "button", class: "karty-play-btn", onclick: () => { input.value = n; } }, w.t(key, { n })));
      out.push(el("label", { for: id, class: "karty-play-amount-label" }, w.t(`ochko.stakeLabel.${a.kind}`)), input,
        el("button", { type: "button", class: "karty-play-btn karty-play-btn--main", onclick: submit }, w.t(`ochko.go.${a.kind}`)), ...quick);
    } else {
      for (const b of r.buttons) {
        out.push(el("button", { type: "button", class: "karty-play-btn" + (b.move === "draw" || b.move === "ask" ? " karty-play-btn--main" : ""),
          "data-move": b.move, onclick: () => this.shell.move(b.move) }, b.label));
      }
    }
    this.actions.replaceChildren(...out);
  }

  // One finished duel: both hands face up, and the line that says who won what and why.
  duel(d) {
    const w = this.words;
    const lang = this.lang;
    const hand = (name, codes, value, cls) => el("div", { class: `karty-play-duel-hand ${cls}` },
      el("p", { class: "karty-play-seat-name" }, name, codes.length ? ` · ${this.value(value)}` : ""),
      el("div", { class: "karty-play-cards", role: "img", "aria-label": w.t("ochko.cardsOf", { name, list: codes.length ? codes.map((c) => cardName(c, lang)).join(", ") : w.t("ochko.none") }) },
        codes.map((c) => card(c, lang, "karty-card--s", true))));
    return el("li", { class: `karty-play-duel${d.you_play || d.you_bank ? " is-yours" : ""}` },
      el("div", { class: "karty-play-duel-hands" },
        hand(w.t("ochko.duelPlayer", { name: d.player }), d.player_cards, d.player_value, "is-player"),
        hand(w.t("ochko.duelBanker", { name: d.banker }), d.banker_cards, d.banker_value, "is-banker")),
      el("p", { class: "karty-play-duel-line" }, d.line));
  }

  firstDraw(draw) {
    const w = this.words;
    const lang = this.lang;
    return el("div", { class: "karty-play-first-draw" },
      el("p", { class: "karty-play-held-title" }, w.t("ochko.firstDraw")),
      draw.rounds.map((round, i) => el("div", { class: "karty-play-draw-round" },
        draw.rounds.length > 1 ? el("p", { class: "karty-play-seat-name" }, w.t("ochko.firstDrawRound", { n: i + 1 })) : null,
        el("ul", { class: "karty-play-draw" }, round.map((s) => el("li", {},
          card(s.card, lang, "karty-card--s", false), el("span", {}, s.name)))))));
  }

  // Hold what happened (the first draw, the duels) on the table, with «Дальше» in
  // place of the next decision, until the reader taps it.
  hold(reply) {
    const w = this.words;
    const parts = [];
    if (reply.first_draw) parts.push(this.firstDraw(reply.first_draw));
    if (reply.duels.length) {
      parts.push(el("p", { class: "karty-play-held-title" }, w.t("ochko.duels")),
        el("ul", { class: "karty-play-duels" }, reply.duels.map((d) => this.duel(d))));
    }
    this.held.replaceChildren(...parts);
    this.held.hidden = false;
    const prompt = this.prompt.textContent;
    this.prompt.hidden = true;
    const next = el("button", { type: "button", class: "karty-play-btn karty-play-btn--main karty-play-next", onclick: () => {
      this.held.hidden = true;
      this.held.replaceChildren();
      this.prompt.hidden = false;
      this.prompt.textContent = prompt;
      this.drawActions();
      const first = this.actions.querySelector(".karty-play-btn--main, .karty-play-amount, button");
      if (first) first.focus({ preventScroll: true });
    } }, w.t("next"));
    this.actions.replaceChildren(next);
  }

  // What happened since your decision, one entry at a time (each card as it comes),
  // then the finished duels held until «Дальше».
  async animate(reply, _before, started) {
    let measured = false;
    this.busy = true;
    for (const b of this.actions.querySelectorAll("button, input")) b.disabled = true;
    const quick = reducedMotion();
    let shown = 0;
    for (const e of reply.new) {
      if (e.who === "chance") continue;
      if (e.who === "computer" && !measured && started !== undefined) {
        measured = true;
        performance.measure("karty:play-shown", { start: started });
      }
      if (quick || shown++ > 40) continue;
      this.prompt.textContent = e.name ? this.words.t("said", { who: e.name, text: e.text }) : e.text;
      if (e.seen) this.drawSeats(e.seen.seats, e.seen);
      await pause(e.who === "computer" ? 300 : 150);
    }
    this.busy = false;
  }
}

// The review of a finished session of Очко, the whole session at once, кон after кон.
class OchkoReview extends ReviewPanel {
  constructor(shell) {
    super(shell);
    this.session = true;
  }

  seatName(seat) {
    const w = this.words;
    return seat === this.data.seat ? w.t("review.ochko.you") : w.t("review.ochko.computer", { n: seat + 1 });
  }

  who(step) {
    const w = this.words;
    return step.seat === null ? step.text : w.t("said", { who: this.seatName(step.seat), text: step.text });
  }

  // Очко: every seat's hand face up (the game is over), its money and points, the
  // banker marked; the duel this move ended, its hands as they lay before they were
  // gathered; the bank, the stake in play and the crosswise card. A seat without
  // cards is one line.
  boardOf(p, seat) {
    const w = this.words;
    const hand = (label, codes, cls) => (codes.length ? this.row(label, this.cards(codes, "karty-card--s"), cls)
      : el("p", { class: `karty-play-review-label ${cls}` }, [label, w.t("ochko.none")].join(" · ")));
    const order = [...p.hands.keys()].filter((s) => s !== seat).concat([seat]);
    const rows = order.map((s) => hand([this.seatName(s), w.t("ochko.purse", { n: p.purses[s] }),
      s === p.banker ? w.t("ochko.banker") : null,
      p.values[s] !== null ? w.n("ochko.value", p.values[s]) : null,
      s === p.dark ? w.t("review.ochko.dark") : null].filter(Boolean).join(" · "), p.hands[s], s === seat ? "is-you" : "is-computer"));
    if (p.ended) {
      const e = p.ended;
      rows.push(el("p", { class: "karty-play-review-label karty-play-review-ended" }, w.t("ochko.duels")),
        hand(w.t("ochko.duelPlayer", { name: this.seatName(e.seat) }), e.cards, "is-ended"),
        hand(w.t("ochko.duelBanker", { name: this.seatName(e.banker) }), e.banker_cards, "is-ended"));
    }
    const bank = [w.t("ochko.bank", { n: p.bank }), p.punter !== null && p.stake ? w.t("review.ochko.stake", { n: p.stake }) : null,
      p.crosswise ? w.t("ochko.crosswise", { name: cardName(p.crosswise, this.lang) }) : null].filter(Boolean).join(" · ");
    rows.push(p.crosswise ? this.row(bank, this.cards([p.crosswise], "karty-card--s"), "is-table")
      : el("p", { class: "karty-play-review-label is-table" }, bank));
    return rows;
  }
}
