// The Бура table: the computer's backs at the top, the stock with the trump card
// crosswise and its count, the trick in the middle, your hand at the bottom; the
// score of the match above, the log beside (a drawer on phones).
//
// Cards are chosen by click, tap or keyboard (buttons with aria-pressed; arrow keys
// move between them); the cards that can make a move are lit. Everything shown comes
// from the engine's reply (karty.web.table.bura.view): the reader's observation only.

import { back, card, cardName, citation, copyLink, el, levelPicker, logEntry, logPanel, pause, reducedMotion, ruPlural, WORDS } from "./common.mjs";

const W = {
  en: {
    seats: "In the rules' words you are A and the computer is B.",
    computerHand: (n) => `The computer's hand: ${n} ${n === 1 ? "card" : "cards"}, face down`,
    stock: (n) => `Stock: ${n} ${n === 1 ? "card" : "cards"}`,
    stockEmpty: "The stock is empty",
    trumpCard: (name) => `trump card: ${name}`,
    trumps: { "♠": "spades", "♣": "clubs", "♦": "diamonds", "♥": "hearts" },
    trumpsAre: (s) => `Trumps: ${s}`,
    trick: "On the table",
    hand: "Your hand",
    piles: (a, b) => `Your tricks: ${a} ${a === 1 ? "card" : "cards"} · the computer's: ${b}`,
    play: { lead: "Lead", beat: "Beat" },
    giveUp: "Give up face down",
    claim: "«Игра сделана»",
    molodka: "«Молодка»",
    pass: "Pass",
    why: "Why not?",
    next: "Next кон",
    kon: (k, n) => `Кон ${k} of ${n}`,
    score: (a, b) => `You ${a} : ${b} computer`,
    net: (x) => (x === 0 ? "even" : x > 0 ? `the computer owes you ${x}` : `you owe the computer ${-x}`),
    dealer: (who) => (who === "you" ? "you deal" : "the computer deals"),
    nextDealer: (who) => (who === "you" ? "You deal the next кон." : "The computer deals the next кон."),
    konWon: (who, reason, p) => `${who === "you" ? "You win the кон" : who === "computer" ? "The computer wins the кон" : "Nobody wins the кон"}: ${reason} (points: you ${p[0]}, the computer ${p[1]}).`,
    matchOver: "The match is over.",
    summary: (a, b, n) => `Кон won: you ${a}, the computer ${b}${n ? `, nobody ${n}` : ""}.`,
    // the match's settlement in the table's words (the log keeps the rules' A and B)
    settle: (x) => (x === 0 ? "Nobody owes anything." : x > 0 ? `The computer pays you ${x}.` : `You pay the computer ${-x}.`),
    yourTurn: "Your move.",
    selectFirst: "Choose cards first.",
    facedown: (n) => `${n} ${n === 1 ? "card" : "cards"} face down`,
  },
  ru: {
    seats: "В словах правил вы — А, компьютер — Б.",
    computerHand: (n) => `Карты компьютера: ${n}, рубашкой вверх`,
    stock: (n) => `Колода: ${n}`,
    stockEmpty: "Колода кончилась",
    trumpCard: (name) => `козырь: ${name}`,
    trumps: { "♠": "пики", "♣": "трефы", "♦": "бубны", "♥": "черви" },
    trumpsAre: (s) => `Козыри: ${s}`,
    trick: "На столе",
    hand: "Ваши карты",
    piles: (a, b) => `Ваши взятки: ${a} ${ruPlural(a, "карта", "карты", "карт")} · у компьютера: ${b}`,
    play: { lead: "Ходить", beat: "Бить" },
    giveUp: "Сдать рубашкой вверх",
    claim: "«Игра сделана»",
    molodka: "«Молодка»",
    pass: "Пас",
    why: "Почему нельзя?",
    next: "Следующий кон",
    kon: (k, n) => `Кон ${k} из ${n}`,
    score: (a, b) => `Вы ${a} : ${b} компьютер`,
    net: (x) => (x === 0 ? "никто не должен" : x > 0 ? `компьютер должен вам ${x}` : `вы должны компьютеру ${-x}`),
    dealer: (who) => (who === "you" ? "сдаёте вы" : "сдаёт компьютер"),
    nextDealer: (who) => (who === "you" ? "Следующий кон сдаёте вы." : "Следующий кон сдаёт компьютер."),
    konWon: (who, reason, p) => `${who === "you" ? "Вы выиграли кон" : who === "computer" ? "Компьютер выиграл кон" : "Кон никто не выиграл"}: ${reason} (очки: у вас ${p[0]}, у компьютера ${p[1]}).`,
    matchOver: "Партия окончена.",
    summary: (a, b, n) => `Выиграно конов: вами ${a}, компьютером ${b}${n ? `, ничьих ${n}` : ""}.`,
    settle: (x) => (x === 0 ? "Никто никому не должен." : x > 0 ? `Компьютер платит вам ${x}.` : `Вы платите компьютеру ${-x}.`),
    yourTurn: "Ваш ход.",
    selectFirst: "Сначала выберите карты.",
    facedown: (n) => `${n} рубашкой вверх`,
  },
};

const same = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export class BuraView {
  constructor(shell) {
    this.shell = shell;
    this.lang = shell.lang;
    this.w = W[this.lang];
    this.common = WORDS[this.lang];
    this.reply = null;
    this.selected = [];
    this.busy = false;
    this.build();
  }

  build() {
    const w = this.w;
    const lang = this.lang;
    this.log = logPanel(lang, "karty-play-log-bura");
    this.log.list.before(el("p", { class: "karty-play-seats-note" }, w.seats));
    this.strip = el("p", { class: "karty-play-score" });
    this.level = el("span");
    this.tools = el("div", { class: "karty-play-tools" },
      this.level,
      el("button", { type: "button", class: "karty-play-btn", onclick: () => this.shell.newGame() }, this.common.newMatch),
      el("button", { type: "button", class: "karty-play-btn", onclick: () => copyLink(lang, (t) => this.say(t)) }, this.common.share),
      this.log.button);
    this.opponent = el("div", { class: "karty-play-opponent", role: "group" });
    this.stock = el("div", { class: "karty-play-stock", role: "group" });
    this.trick = el("div", { class: "karty-play-trick", role: "group", "aria-label": w.trick });
    this.info = el("p", { class: "karty-play-info" });
    this.prompt = el("p", { class: "karty-play-prompt", "aria-live": "polite" });
    this.hand = el("div", { class: "karty-play-hand", role: "group", "aria-label": w.hand,
      onkeydown: (e) => this.arrows(e) });
    this.actions = el("div", { class: "karty-play-actions" });
    this.message = el("p", { class: "karty-play-message", "aria-live": "polite" });
    this.felt = el("div", { class: "karty-play-felt" },
      this.opponent,
      el("div", { class: "karty-play-middle" }, this.stock, this.trick),
      this.info, this.prompt, this.hand, this.actions, this.message);
    this.node = el("div", { class: "karty-play-live karty-play-bura" },
      el("div", { class: "karty-play-top" }, this.strip, this.tools),
      el("div", { class: "karty-play-board" }, this.felt, this.log.panel));
  }

  say(text, error = false) {
    this.message.textContent = text || "";
    this.message.classList.toggle("is-error", Boolean(error));
  }

  // ---------------------------------------------------------------- drawing
  render(reply) {
    this.reply = reply;
    this.selected = [];
    const w = this.w;
    const lang = this.lang;
    const t = reply.table;
    const m = reply.match;
    this.strip.replaceChildren(
      el("strong", {}, w.kon(m.kon, m.kons)), " · ",
      w.score(m.wins.you, m.wins.computer), " · ", w.net(m.net), " · ", w.dealer(m.dealer));
    this.level.replaceChildren(levelPicker(lang, reply.level, (lv) => this.shell.setLevel(lv)));
    this.opponent.setAttribute("aria-label", w.computerHand(t.computer_cards));
    this.opponent.replaceChildren(...Array.from({ length: t.computer_cards }, () => back(lang, "karty-card--s")));
    this.drawStock(t);
    this.drawTrick(t.trick.map((c) => card(c, lang)));
    this.info.textContent = `${w.trumpsAre(w.trumps[t.trump] || "")} · ${w.piles(t.piles[0], t.piles[1])}`;
    this.drawHand(t.hand);
    this.drawLog(reply);
    this.drawActions();
    this.drawPrompt();
  }

  drawStock(t) {
    const w = this.w;
    const lang = this.lang;
    const parts = [];
    const label = [t.stock ? w.stock(t.stock) : w.stockEmpty];
    if (t.trump_card) {
      parts.push(card(t.trump_card, lang, "karty-card--s karty-play-crosswise", true));
      label.push(w.trumpCard(cardName(t.trump_card, lang)));
    }
    if (t.stock > (t.trump_card ? 1 : 0)) parts.push(back(lang, "karty-card--s karty-play-stock-back"));
    if (t.stock) parts.push(el("span", { class: "karty-play-count", "aria-hidden": "true" }, String(t.stock)));
    this.stock.setAttribute("aria-label", label.join("; "));
    this.stock.replaceChildren(...parts);
  }

  drawTrick(nodes, arriving = 0, from = "computer") {
    nodes.forEach((n, i) => {
      if (i >= nodes.length - arriving && !reducedMotion()) n.classList.add("karty-play-arrive", `karty-play-from-${from}`);
    });
    this.trick.replaceChildren(...nodes);
  }

  drawHand(codes) {
    const lang = this.lang;
    const buttons = codes.map((code) => el("button", {
      type: "button", class: "karty-play-card", "data-card": code, "aria-pressed": "false",
      "aria-label": cardName(code, lang), onclick: () => this.toggle(code),
    }, card(code, lang, "karty-card--l", true)));
    this.hand.replaceChildren(...buttons);
    this.light();
  }

  myTurn() {
    return this.reply && this.reply.to_act === "you" && !this.busy;
  }

  // the moves that the current selection can still become
  light() {
    const moves = this.myTurn() ? this.reply.moves.cards : [];
    const sel = this.selected;
    for (const b of this.hand.querySelectorAll(".karty-play-card")) {
      const code = b.dataset.card;
      const chosen = sel.includes(code);
      b.setAttribute("aria-pressed", chosen ? "true" : "false");
      const grows = moves.some((mv) => mv.kind !== "discard" && mv.cards.includes(code) && sel.every((c) => mv.cards.includes(c)));
      b.classList.toggle("is-playable", this.myTurn() && (grows || chosen));
      b.disabled = !this.myTurn();
    }
    if (this.playBtn) {
      const play = moves.find((mv) => mv.kind !== "discard" && same(mv.cards, sel));
      const give = moves.find((mv) => mv.kind === "discard" && same(mv.cards, sel));
      this.playBtn.disabled = !play;
      if (this.giveBtn) this.giveBtn.disabled = !give;
      if (this.whyBtn) this.whyBtn.disabled = !this.myTurn() || !sel.length || Boolean(play);
    }
  }

  toggle(code) {
    if (!this.myTurn()) return;
    const i = this.selected.indexOf(code);
    if (i >= 0) this.selected.splice(i, 1);
    else this.selected.push(code);
    this.say("");
    this.light();
  }

  arrows(e) {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    const buttons = [...this.hand.querySelectorAll(".karty-play-card")];
    const i = buttons.indexOf(document.activeElement);
    if (i < 0) return;
    e.preventDefault();
    const next = buttons[(i + (e.key === "ArrowRight" ? 1 : buttons.length - 1)) % buttons.length];
    next.focus();
  }

  drawActions() {
    const w = this.w;
    const r = this.reply;
    const mv = r.moves;
    const btn = (label, onclick, cls = "") => el("button", { type: "button", class: `karty-play-btn ${cls}`.trim(), onclick }, label);
    this.playBtn = this.giveBtn = this.whyBtn = null;
    const out = [];
    if (r.kon) {
      if (!r.match.over) out.push(btn(w.next, () => this.shell.move("next"), "karty-play-btn--main"));
      else out.push(btn(this.common.newMatch, () => this.shell.newGame(), "karty-play-btn--main"));
    } else if (r.to_act === "you") {
      const phase = r.phase;
      if (phase === "lead" || phase === "answer") {
        this.playBtn = btn(w.play[phase === "lead" ? "lead" : "beat"], () => this.playSelected("main"), "karty-play-btn--main");
        out.push(this.playBtn);
        if (phase === "answer") {
          this.giveBtn = btn(w.giveUp, () => this.playSelected("discard"), "karty-play-give");
          out.push(this.giveBtn);
        }
        this.whyBtn = btn(w.why, () => this.why());
        out.push(this.whyBtn);
      }
      if (mv.molodka) out.push(btn(w.molodka, () => this.shell.move("molodka"), "karty-play-btn--main"));
      if (mv.pass) out.push(btn(w.pass, () => this.shell.move("pass")));
      if (mv.claim) out.push(btn(w.claim, () => this.shell.move("claim")));
    }
    this.actions.replaceChildren(...out);
    this.light();
  }

  drawPrompt() {
    const r = this.reply;
    const w = this.w;
    if (r.kon) {
      const text = [w.konWon(r.kon.winner, r.kon.reason, r.kon.points)];
      if (r.match.over) {
        text.push(w.matchOver, w.summary(r.match.wins.you, r.match.wins.computer, r.match.wins.nobody));
        this.prompt.replaceChildren(el("span", {}, text.join(" ")), " ",
          el("span", { class: "karty-play-settle" }, w.settle(r.match.net)));
        this.prompt.classList.add("karty-play-summary");
        return;
      }
      text.push(w.nextDealer(r.match.next_dealer));
      this.prompt.textContent = text.join(" ");
    } else {
      this.prompt.textContent = r.prompt;
    }
    this.prompt.classList.remove("karty-play-summary");
  }

  entryText(e) {
    if (e.who === "deal") return this.common.deal;
    return `${e.who === "you" ? this.common.you : this.common.computer}: ${e.text}`;
  }

  drawLog(reply) {
    const lang = this.lang;
    const links = this.shell.links;
    const items = reply.log.map((e) => logEntry(e.who, this.entryText(e), e.steps, lang, links));
    if (reply.kon && reply.kon.steps.length) items.push(logEntry("deal", "", reply.kon.steps, lang, links));
    if (reply.match.over) items.push(logEntry("deal", this.w.matchOver, reply.match.settlement, lang, links, "karty-play-entry--end"));
    this.log.list.replaceChildren(...items);
    this.log.panel.scrollTop = this.log.panel.scrollHeight;
  }

  // ---------------------------------------------------------------- moves
  playSelected(kind) {
    const moves = this.reply.moves.cards;
    const sel = this.selected;
    const mv = moves.find((m) => (kind === "discard" ? m.kind === "discard" : m.kind !== "discard") && same(m.cards, sel));
    if (!mv) return this.say(this.w.selectFirst, true);
    return this.shell.move(mv.move);
  }

  async why() {
    if (!this.selected.length) return this.say(this.w.selectFirst, true);
    try {
      const answer = await this.shell.call("table_why", { token: this.reply.token, cards: this.selected, lang: this.lang });
      if (answer.legal && !answer.reason) return this.say("");
      this.message.classList.remove("is-error");
      this.message.replaceChildren(answer.reason, answer.rule ? citation(answer.rule, this.lang, this.shell.links) : "");
    } catch (err) {
      this.shell.problem(err);
    }
    return null;
  }

  // Before the new position: what happened, in turn, the computer's moves after a pause.
  async animate(reply, beforeTrick, started) {
    let measured = false;
    this.busy = true;
    this.light();
    for (const b of this.actions.querySelectorAll("button")) b.disabled = true;
    const lang = this.lang;
    let trick = beforeTrick.map((c) => card(c, lang));
    const quick = reducedMotion();
    for (const e of reply.new) {
      if (e.who === "deal") {
        trick = [];
        this.drawTrick(trick);
        continue;
      }
      if (e.who === "computer") {
        this.prompt.textContent = this.common.thinking;
        await pause(quick ? 250 : 600);
      }
      if (e.who === "you") {
        for (const c of e.cards) this.hand.querySelector(`[data-card="${c}"]`)?.remove();
      }
      let arriving = 0;
      if (e.kind === "lead") {
        trick = e.cards.map((c) => card(c, lang));
        arriving = trick.length;
      } else if (e.kind === "beat" || e.kind === "discard") {
        const add = e.cards.length ? e.cards.map((c) => (e.kind === "discard" ? back(lang) : card(c, lang)))
          : Array.from({ length: e.face_down }, () => back(lang));
        trick = trick.concat(add);
        arriving = add.length;
      }
      if (e.who === "computer" && e.kind === "lead") {
        const left = this.opponent.children.length - e.cards.length;
        this.opponent.replaceChildren(...Array.from({ length: Math.max(0, left) }, () => back(lang, "karty-card--s")));
      }
      this.drawTrick(trick, arriving, e.who);
      this.prompt.textContent = this.entryText(e);
      if (e.who === "computer" && !measured && started !== undefined) {
        measured = true;
        performance.measure("karty:play-shown", { start: started });
      }
      if (e.kind === "beat" || e.kind === "discard") {
        await pause(quick ? 250 : 700);
        trick = [];
      }
    }
    this.busy = false;
  }
}
