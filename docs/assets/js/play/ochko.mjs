// The Очко table: the computer players at the top, the bank and the crosswise card
// in the middle, your seat at the bottom; the stake (within the rules' bounds), the
// buttons for your decision, and the log beside. Cards drawn by anyone appear one by
// one. Another player's cards are backs until the engine shows them.

import { back, card, cardName, copyLink, el, levelPicker, logEntry, logPanel, pause, reducedMotion, ruPlural, WORDS } from "./common.mjs";

const W = {
  en: {
    bank: (n) => `Bank: ${n}`,
    stukFrom: (n) => `«стук» from ${n}`,
    stuk: "«стук»: the last кон",
    crosswise: (name) => `Crosswise card: ${name}`,
    kon: (k, n) => `Кон ${k} of at most ${n}`,
    purse: (n) => `money ${n}`,
    banker: "banker",
    value: (v) => `${v} points`,
    hidden: (n) => `${n} face down`,
    cardsOf: (name, list) => `${name}: ${list}`,
    none: "no cards",
    stakeLabel: { stake: "Your stake", bank: "Your bank" },
    go: { stake: "Go for it", bank: "Put up the bank" },
    min: "least", half: "half", max: "most",
    over: "The session is over.",
    result: (x) => (x === 0 ? "You are even." : x > 0 ? `You won ${x}.` : `You lost ${-x}.`),
    outside: (lo, hi) => `Choose a whole number from ${lo} to ${hi}.`,
  },
  ru: {
    bank: (n) => `Банк: ${n}`,
    stukFrom: (n) => `«стук» с ${n}`,
    stuk: "«стук»: последний кон",
    crosswise: (name) => `Поперечная карта: ${name}`,
    kon: (k, n) => `Кон ${k} из ${n} возможных`,
    purse: (n) => `деньги ${n}`,
    banker: "банкует",
    value: (v) => `${v} ${ruPlural(v, "очко", "очка", "очков")}`,
    hidden: (n) => `${n} рубашкой вверх`,
    cardsOf: (name, list) => `${name}: ${list}`,
    none: "карт нет",
    stakeLabel: { stake: "Ваша ставка", bank: "Ваш банк" },
    go: { stake: "Иду", bank: "Выставить банк" },
    min: "меньше всего", half: "половина", max: "больше всего",
    over: "Игра окончена.",
    result: (x) => (x === 0 ? "Вы при своих." : x > 0 ? `Вы выиграли ${x}.` : `Вы проиграли ${-x}.`),
    outside: (lo, hi) => `Выберите целое число от ${lo} до ${hi}.`,
  },
};

export class OchkoView {
  constructor(shell) {
    this.shell = shell;
    this.lang = shell.lang;
    this.w = W[this.lang];
    this.common = WORDS[this.lang];
    this.reply = null;
    this.busy = false;
    this.build();
  }

  build() {
    const lang = this.lang;
    this.log = logPanel(lang, "karty-play-log-ochko");
    this.strip = el("p", { class: "karty-play-score" });
    this.level = el("span");
    this.tools = el("div", { class: "karty-play-tools" },
      this.level,
      el("button", { type: "button", class: "karty-play-btn", onclick: () => this.shell.newGame() }, this.common.newSession),
      el("button", { type: "button", class: "karty-play-btn", onclick: () => copyLink(lang, (t) => this.say(t)) }, this.common.share),
      this.log.button);
    this.others = el("div", { class: "karty-play-seats" });
    this.bank = el("div", { class: "karty-play-bank", role: "group" });
    this.mine = el("div", { class: "karty-play-seat karty-play-seat--you" });
    this.prompt = el("p", { class: "karty-play-prompt", "aria-live": "polite" });
    this.actions = el("div", { class: "karty-play-actions" });
    this.message = el("p", { class: "karty-play-message", "aria-live": "polite" });
    this.felt = el("div", { class: "karty-play-felt" }, this.others, this.bank, this.prompt, this.mine, this.actions, this.message);
    this.node = el("div", { class: "karty-play-live karty-play-ochko" },
      el("div", { class: "karty-play-top" }, this.strip, this.tools),
      el("div", { class: "karty-play-board" }, this.felt, this.log.panel));
  }

  say(text, error = false) {
    this.message.textContent = text || "";
    this.message.classList.toggle("is-error", Boolean(error));
  }

  seat(s, lang, size) {
    const w = this.w;
    const faces = s.cards.map((c) => card(c, lang, size, true));
    const backs = Array.from({ length: s.hidden }, () => back(lang, size));
    const names = s.cards.map((c) => cardName(c, lang));
    if (s.hidden) names.push(w.hidden(s.hidden));
    const label = w.cardsOf(s.name, names.length ? names.join(", ") : w.none);
    return el("div", { class: `karty-play-seat${s.you ? " karty-play-seat--you" : ""}${s.to_act ? " is-acting" : ""}` },
      el("p", { class: "karty-play-seat-name" }, el("strong", {}, s.name), ` · ${w.purse(s.purse)}`,
        s.banker ? el("span", { class: "karty-play-badge" }, w.banker) : null,
        s.value !== null && s.cards.length ? ` · ${w.value(s.value)}` : null),
      el("div", { class: "karty-play-cards", role: "img", "aria-label": label }, faces, backs));
  }

  drawSeats(seats, t) {
    const lang = this.lang;
    const w = this.w;
    this.others.replaceChildren(...seats.filter((s) => !s.you).map((s) => this.seat(s, lang, "karty-card--s")));
    const me = seats.find((s) => s.you);
    this.mine.replaceWith(this.mine = this.seat(me, lang, "karty-card--m"));
    const bankParts = [el("p", { class: "karty-play-bank-sum" }, el("strong", {}, w.bank(t.bank)),
      t.stuk ? ` · ${w.stuk}` : t.bank_start ? ` · ${w.stukFrom(t.stuk_from)}` : null)];
    if (t.crosswise) bankParts.push(card(t.crosswise, lang, "karty-card--s karty-play-crosswise"));
    this.bank.setAttribute("aria-label", [w.bank(t.bank), t.crosswise ? w.crosswise(cardName(t.crosswise, lang)) : null].filter(Boolean).join("; "));
    this.bank.replaceChildren(...bankParts);
  }

  render(reply) {
    this.reply = reply;
    const w = this.w;
    const lang = this.lang;
    const t = reply.table;
    this.strip.replaceChildren(el("strong", {}, w.kon(Math.max(1, t.round), t.rounds)));
    this.level.replaceChildren(levelPicker(lang, reply.level, (lv) => this.shell.setLevel(lv)));
    this.drawSeats(t.seats, t);
    this.drawActions();
    if (reply.over) this.prompt.textContent = `${w.over} ${w.result(reply.returns[0])}`;
    else this.prompt.textContent = reply.prompt;
    const links = this.shell.links;
    this.log.list.replaceChildren(...reply.log.map((e) => logEntry(e.who, e.name ? `${e.name}: ${e.text}` : e.text, e.steps, lang, links)));
    this.log.panel.scrollTop = this.log.panel.scrollHeight;
  }

  drawActions() {
    const r = this.reply;
    const w = this.w;
    const out = [];
    if (r.over) {
      out.push(el("button", { type: "button", class: "karty-play-btn karty-play-btn--main", onclick: () => this.shell.newGame() }, this.common.newSession));
    } else if (r.amount) {
      const a = r.amount;
      const id = `karty-amount-${a.kind}`;
      const input = el("input", { id, type: "number", inputmode: "numeric", min: a.min, max: a.max, step: 1, value: a.min, class: "karty-play-amount" });
      const submit = () => {
        const n = Number(input.value);
        if (!Number.isInteger(n) || n < a.min || n > a.max) return this.say(w.outside(a.min, a.max), true);
        return this.shell.move(`${a.kind} ${n}`);
      };
      input.addEventListener("keydown", (e) => { if (e.key === "Enter") submit(); });
      const quick = [[w.min, a.min], [w.half, Math.max(a.min, Math.floor(a.max / 2))], [w.max, a.max]]
        .filter(([, n], i, all) => all.findIndex(([, m]) => m === n) === i)
        .map(([label, n]) => el("button", { type: "button", class: "karty-play-btn", onclick: () => { input.value = n; } }, `${label}: ${n}`));
      out.push(el("label", { for: id, class: "karty-play-amount-label" }, w.stakeLabel[a.kind]), input,
        el("button", { type: "button", class: "karty-play-btn karty-play-btn--main", onclick: submit }, w.go[a.kind]), ...quick);
    } else {
      for (const b of r.buttons) {
        out.push(el("button", { type: "button", class: "karty-play-btn" + (b.move === "draw" || b.move === "ask" ? " karty-play-btn--main" : ""),
          "data-move": b.move, onclick: () => this.shell.move(b.move) }, b.label));
      }
    }
    this.actions.replaceChildren(...out);
  }

  // What happened since your decision, one entry at a time (each card as it comes).
  async animate(reply, _before, started) {
    let measured = false;
    this.busy = true;
    for (const b of this.actions.querySelectorAll("button, input")) b.disabled = true;
    const quick = reducedMotion();
    let shown = 0;
    for (const e of reply.new) {
      if (e.who === "chance") continue;
      if (shown++ > 40) break;
      this.prompt.textContent = e.name ? `${e.name}: ${e.text}` : e.text;
      if (e.seen) this.drawSeats(e.seen.seats, e.seen);
      if (e.who === "computer" && !measured && started !== undefined) {
        measured = true;
        performance.measure("karty:play-shown", { start: started });
      }
      await pause(quick ? 120 : e.who === "computer" ? 450 : 250);
    }
    this.busy = false;
  }
}
