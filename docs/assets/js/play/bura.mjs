// The Бура table: the computer's backs at the top, the stock with the trump card
// crosswise and its count, the trick in the middle, your hand at the bottom; the
// score of the match above, the log beside (a drawer on phones).
//
// Cards are chosen by click, tap or keyboard (buttons with aria-pressed; arrow keys
// move between them); the cards that can make a move are lit, whatever is chosen.
// Everything shown comes from the engine's reply (karty.bura.table_view.view):
// the reader's observation only. What the reader must see stays until he acts: the
// last trick, with who took it and its points, lies on the table until the next lead
// and can be looked at again after it («Last trick»); a declared Бура is shown face
// up; the кон's end gives both piles' points. Words: docs/labels.yaml (play_table).

import { Coach } from "./coach.mjs";
import { ReviewPanel } from "./review.mjs";
import { back, card, cardName, checkbox, citation, copyLink, el, levelPicker, logEntry, logPanel, pause, preference, reducedMotion, showMessage, signed } from "./common.mjs";

const same = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
const CONFIRM = "karty.play.confirmClaim";

export class BuraView {
  constructor(shell) {
    this.shell = shell;
    this.lang = shell.lang;
    this.words = shell.words;
    this.reply = null;
    this.selected = [];
    this.busy = false;
    this.build();
  }

  build() {
    const w = this.words;
    this.log = logPanel(w, "karty-play-log-bura");
    this.log.list.before(el("p", { class: "karty-play-seats-note" }, w.t("bura.seats")));
    this.strip = el("p", { class: "karty-play-score" });
    this.level = el("span");
    this.tools = el("div", { class: "karty-play-tools" },
      this.level,
      el("button", { type: "button", class: "karty-play-btn", onclick: () => this.shell.newGame() }, w.t("newMatch")),
      el("button", { type: "button", class: "karty-play-btn", onclick: () => copyLink(w, (t) => this.say(t)) }, w.t("share")),
      this.log.button);
    this.opponent = el("div", { class: "karty-play-opponent", role: "group" });
    this.stock = el("div", { class: "karty-play-stock", role: "group" });
    this.trick = el("div", { class: "karty-play-trick", role: "group", "aria-label": w.t("bura.trick") });
    this.trickNote = el("p", { class: "karty-play-trick-note", "aria-live": "polite" });
    this.last = el("details", { class: "karty-play-last" });
    this.info = el("p", { class: "karty-play-info" });
    this.prompt = el("p", { class: "karty-play-prompt", "aria-live": "polite" });
    this.hand = el("div", { class: "karty-play-hand", role: "group", "aria-label": w.t("bura.hand"),
      onkeydown: (e) => this.arrows(e) });
    this.actions = el("div", { class: "karty-play-actions" });
    this.message = el("p", { class: "karty-play-message", "aria-live": "polite" });
    this.summary = el("section", { class: "karty-play-match-summary", hidden: true });
    this.coach = new Coach(this.shell);
    this.felt = el("div", { class: "karty-play-felt" },
      this.opponent,
      el("div", { class: "karty-play-middle" }, this.stock, this.trick),
      this.trickNote, this.last, this.info, this.prompt, this.hand, this.actions, this.coach.node, this.message, this.summary);
    this.settings = this.buildSettings();
    this.review = new BuraReview(this.shell, el("p", { class: "karty-play-seats-note" }, this.words.t("bura.seats")));
    this.node = el("div", { class: "karty-play-live karty-play-bura" },
      el("div", { class: "karty-play-top" }, this.strip, this.tools),
      el("div", { class: "karty-play-board" }, this.felt, this.log.panel),
      this.review.node, this.settings);
  }

  // Settings: ask before «Игра сделана», and the counting rule of the next match.
  buildSettings() {
    const w = this.words;
    const id = `karty-counting-${Math.random().toString(36).slice(2, 8)}`;
    this.counting = el("select", { id, class: "karty-play-level karty-play-counting" },
      ["memory", "open"].map((k) => el("option", { value: k }, w.t(`bura.counting.${k}`))));
    return el("details", { class: "karty-play-settings" },
      el("summary", {}, w.t("settings")),
      checkbox(w.t("bura.claimConfirm"), CONFIRM, true),
      this.coach.toggle(),
      el("p", { class: "karty-play-option" }, w.t("coach.note")),
      el("p", { class: "karty-play-option karty-play-option--rule" },
        el("label", { for: id }, w.t("bura.counting")), this.counting),
      el("p", { class: "karty-play-option" }, w.t("bura.counting.note")),
      el("button", { type: "button", class: "karty-play-btn", onclick: () => {
        const options = this.counting.value === "memory" ? {} : { counting: this.counting.value };
        const rest = { ...(this.reply && this.reply.options) };
        delete rest.counting;
        this.shell.newGame(undefined, { ...rest, ...options });
      } }, w.t("bura.counting.apply")));
  }

  say(text, error = false) {
    showMessage(this.message, text, error);
  }

  // ---------------------------------------------------------------- drawing
  render(reply) {
    if (this.reply && this.reply.id !== reply.id) this.review.close();
    this.reply = reply;
    this.selected = [];
    const w = this.words;
    const lang = this.lang;
    const t = reply.table;
    const m = reply.match;
    const net = m.net === 0 ? w.t("bura.net.even") : m.net > 0 ? w.t("bura.net.owedToYou", { x: m.net }) : w.t("bura.net.youOwe", { x: -m.net });
    this.strip.replaceChildren(
      el("strong", {}, w.t("bura.kon", { k: m.kon, n: m.kons })), " · ",
      w.t("bura.score", { a: m.wins.you, b: m.wins.computer }), " · ", net, " · ", w.t(`bura.dealer.${m.dealer}`));
    this.level.replaceChildren(levelPicker(w, reply.level, (lv) => this.shell.setLevel(lv)));
    this.counting.value = reply.counting || "memory";
    this.drawOpponent(reply);
    this.drawStock(t);
    this.drawTable(reply);
    const info = [w.t("bura.trumpsAre", { suit: w.t(`bura.suit.${suitCode(t.trump)}`) }),
      w.n("bura.piles", t.piles[0], { m: t.piles[1] })];
    if (t.my_points !== null && t.my_points !== undefined) info.push(w.n("bura.myPoints", t.my_points));
    this.info.textContent = info.join(" · ");
    this.drawHand(t.hand);
    this.drawLog(reply);
    this.drawActions();
    this.drawPrompt();
    this.drawSummary(reply);
    this.coach.draw(reply);
  }

  // The match summary, once the match is over: every кон (its number, who dealt, who
  // won and how it ended, both piles' points, the money it paid you), then the
  // settlement. A narrow table: five short columns, the result in two lines.
  drawSummary(reply) {
    const w = this.words;
    const m = reply.match;
    this.summary.hidden = !m.over;
    if (!m.over) {
      this.summary.replaceChildren();
      return;
    }
    const money = signed;
    const rows = m.history.map((k) => el("tr", { class: `is-${k.winner || "nobody"}` },
      el("th", { scope: "row" }, el("button", { type: "button", class: "karty-play-btn karty-play-review-open",
        "aria-label": w.t("review.open", { k: k.kon }), onclick: () => this.review.open(this.reply.token, k.kon) }, String(k.kon))),
      el("td", {}, w.t(`bura.table.dealt.${k.dealer}`)),
      el("td", {}, el("span", { class: "karty-play-result" }, w.t(`bura.table.won.${k.winner || "nobody"}`)),
        el("br"), el("span", { class: "karty-play-how" }, k.reason)),
      el("td", { class: "karty-play-num" }, `${k.points[0]} : ${k.points[1]}`),
      el("td", { class: "karty-play-num" }, money(k.returns))));
    const x = m.net;
    const settle = x === 0 ? w.t("bura.settle.even") : x > 0 ? w.t("bura.settle.toYou", { x }) : w.t("bura.settle.toComputer", { x: -x });
    const head = ["bura.table.kon", "bura.table.dealer", "bura.table.result", "bura.table.points", "bura.table.money"];
    this.summary.setAttribute("aria-label", w.t("bura.table.title"));
    this.summary.replaceChildren(
      el("h2", { class: "karty-play-summary-title" }, w.t("bura.table.title")),
      el("table", { class: "karty-play-kons" },
        el("caption", {}, w.n("bura.table.caption", m.history.length), " ", w.t("review.hint")),
        el("thead", {}, el("tr", {}, head.map((k, i) => el("th", { scope: "col", class: i >= 3 ? "karty-play-num" : null }, w.t(k))))),
        el("tbody", {}, rows),
        el("tfoot", {}, el("tr", {},
          el("th", { scope: "row", colspan: "4" }, w.t("bura.table.total")),
          el("td", { class: "karty-play-num" }, money(x))))),
      el("p", { class: "karty-play-settle" }, settle),
      el("p", {}, el("button", { type: "button", class: "karty-play-btn karty-play-btn--main", onclick: () => this.shell.newGame() }, w.t("anotherMatch"))));
  }

  // The computer's hand: backs that name no card, or a declared Бура face up.
  drawOpponent(reply) {
    const w = this.words;
    const lang = this.lang;
    const shown = (reply.declared || []).find((d) => d.who === "computer");
    if (shown) {
      this.opponent.setAttribute("aria-label", w.t("bura.computerShown", { cards: shown.cards.map((c) => cardName(c, lang)).join(", ") }));
      this.opponent.replaceChildren(...shown.cards.map((c) => card(c, lang, "karty-card--s", true)));
      this.opponent.classList.add("is-shown");
      return;
    }
    const n = reply.table.computer_cards;
    this.opponent.classList.remove("is-shown");
    this.opponent.setAttribute("aria-label", w.t("bura.computerHand", { n }));
    this.opponent.replaceChildren(...Array.from({ length: n }, () => back(lang, "karty-card--s")));
  }

  drawStock(t) {
    const w = this.words;
    const lang = this.lang;
    const parts = [];
    const label = [t.stock ? w.t("bura.stock", { n: t.stock }) : w.t("bura.stockEmpty")];
    if (t.trump_card) {
      parts.push(card(t.trump_card, lang, "karty-card--s karty-play-crosswise", true));
      label.push(w.t("bura.trumpCard", { name: cardName(t.trump_card, lang) }));
    }
    if (t.stock > (t.trump_card ? 1 : 0)) parts.push(back(lang, "karty-card--s karty-play-stock-back"));
    if (t.stock) parts.push(el("span", { class: "karty-play-count", "aria-hidden": "true" }, String(t.stock)));
    this.stock.setAttribute("aria-label", label.join("; "));
    this.stock.replaceChildren(...parts);
  }

  // A finished trick in words: "Your trick: +14" (and the cards given up unseen).
  trickText(trick) {
    const w = this.words;
    const text = w.t(`bura.trickWon.${trick.winner}`, { points: trick.points });
    return trick.unseen ? w.n("bura.trickUnseen", trick.unseen, { text }) : text;
  }

  trickCards(trick, size) {
    const lang = this.lang;
    return [...trick.led.map((c) => card(c, lang, size)),
      ...trick.answer.map((c) => card(c, lang, size)),
      ...Array.from({ length: trick.face_down }, () => back(lang, size))];
  }

  // The middle: the trick in play; or, until the next lead, the last trick with who
  // took it and its points; after the next lead it can be opened again («Last trick»).
  drawTable(reply) {
    const t = reply.table;
    const last = reply.last_trick;
    const lang = this.lang;
    if (t.trick.length || !last) {
      this.drawTrick(t.trick.map((c) => card(c, lang)));
      this.trick.classList.remove("is-done");
      this.trickNote.textContent = "";
      this.trickNote.hidden = true;
    } else {
      this.drawTrick(this.trickCards(last));
      this.trick.classList.add("is-done");
      this.trickNote.textContent = this.trickText(last);
      this.trickNote.hidden = false;
    }
    const lookBack = Boolean(t.trick.length && last);
    this.last.hidden = !lookBack;
    if (lookBack) {
      const open = this.last.open;
      this.last.replaceChildren(
        el("summary", {}, this.words.t("bura.lastTrick", { text: this.trickText(last) })),
        el("div", { class: "karty-play-last-cards" }, this.trickCards(last, "karty-card--s")));
      this.last.open = open;
    } else {
      this.last.replaceChildren();
    }
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

  // Lit: every card that is in a move now (a lead, or an answer that beats),
  // whatever is chosen; chosen: pressed.
  light() {
    const moves = this.myTurn() ? this.reply.moves.cards : [];
    const sel = this.selected;
    for (const b of this.hand.querySelectorAll(".karty-play-card")) {
      const code = b.dataset.card;
      const chosen = sel.includes(code);
      b.setAttribute("aria-pressed", chosen ? "true" : "false");
      const playable = moves.some((mv) => mv.kind !== "discard" && mv.cards.includes(code));
      b.classList.toggle("is-playable", this.myTurn() && playable);
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
    for (const b of this.hand.querySelectorAll(".is-failing")) b.classList.remove("is-failing");
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
    const w = this.words;
    const r = this.reply;
    const mv = r.moves;
    const btn = (label, onclick, cls = "") => el("button", { type: "button", class: `karty-play-btn ${cls}`.trim(), onclick }, label);
    this.playBtn = this.giveBtn = this.whyBtn = null;
    const out = [];
    if (r.kon) {
      if (!r.match.over) out.push(btn(w.t("bura.nextKon"), () => this.shell.move("next"), "karty-play-btn--main"));
      else out.push(btn(w.t("anotherMatch"), () => this.shell.newGame(), "karty-play-btn--main"));
      out.push(btn(w.t("review.thisKon"), () => this.review.open(r.token, r.match.history.length)));
    } else if (r.to_act === "you") {
      const phase = r.phase;
      if (phase === "lead" || phase === "answer") {
        this.playBtn = btn(w.t(phase === "lead" ? "bura.lead" : "bura.beat"), () => this.playSelected("main"), "karty-play-btn--main");
        out.push(this.playBtn);
        if (phase === "answer") {
          this.giveBtn = btn(w.t("bura.giveUp"), () => this.playSelected("discard"), "karty-play-give");
          out.push(this.giveBtn);
        }
        this.whyBtn = btn(w.t("bura.why"), () => this.why());
        out.push(this.whyBtn);
      }
      if (mv.molodka) out.push(btn(w.t("bura.molodka"), () => this.shell.move("molodka"), "karty-play-btn--main"));
      if (mv.pass) out.push(btn(w.t("bura.pass"), () => this.shell.move("pass")));
      // lit only when the rules allow a claim now (it is among the legal moves)
      if (mv.claim) out.push(btn(w.t("bura.claim"), () => this.claim(), "karty-play-claim"));
    }
    this.actions.replaceChildren(...out);
    this.light();
  }

  // «Игра сделана»: asked again first, unless the reader turned that off (Settings).
  claim() {
    if (!preference(CONFIRM, true)) return this.shell.move("claim");
    const w = this.words;
    const no = el("button", { type: "button", class: "karty-play-btn", onclick: () => this.drawActions() }, w.t("bura.claimNo"));
    const box = el("div", { class: "karty-play-confirm", role: "alertdialog", "aria-label": w.t("bura.claim") },
      el("p", {}, w.t("bura.claimAsk")),
      el("button", { type: "button", class: "karty-play-btn karty-play-btn--main", onclick: () => this.shell.move("claim") }, w.t("bura.claimYes")),
      no);
    this.actions.replaceChildren(box);
    no.focus();
    return null;
  }

  drawPrompt() {
    const r = this.reply;
    const w = this.words;
    this.prompt.classList.remove("karty-play-summary");
    if (!r.kon) {
      this.prompt.textContent = r.prompt;
      return;
    }
    const lang = this.lang;
    const lines = [w.t(`bura.konWon.${r.kon.winner || "nobody"}`, { reason: r.kon.reason }),
      w.t("bura.konPoints", { a: r.kon.points[0], b: r.kon.points[1] })];
    for (const d of r.declared || []) {
      lines.push(w.t(`bura.declared.${d.who}`, { cards: d.cards.map((c) => cardName(c, lang)).join(", ") }));
    }
    if (r.match.over) {
      const wins = r.match.wins;
      lines.push(w.t("bura.matchOver"), wins.nobody ? w.t("bura.summaryNobody", { a: wins.you, b: wins.computer, c: wins.nobody })
        : w.t("bura.summary", { a: wins.you, b: wins.computer }));
      const x = r.match.net;
      const settle = x === 0 ? w.t("bura.settle.even") : x > 0 ? w.t("bura.settle.toYou", { x }) : w.t("bura.settle.toComputer", { x: -x });
      this.prompt.replaceChildren(el("span", {}, lines.join(" ")), " ", el("span", { class: "karty-play-settle" }, settle));
      this.prompt.classList.add("karty-play-summary");
      return;
    }
    lines.push(w.t(`bura.nextDealer.${r.match.next_dealer}`));
    this.prompt.textContent = lines.join(" ");
  }

  entryText(e) {
    const w = this.words;
    if (e.who === "deal") return w.t("deal");
    return w.t("said", { who: w.t(e.who === "you" ? "you" : "computer"), text: e.text });
  }

  drawLog(reply) {
    const w = this.words;
    const links = this.shell.links;
    const items = reply.log.map((e) => logEntry(e.who, this.entryText(e), e.steps, w, links));
    if (reply.kon && reply.kon.steps.length) items.push(logEntry("deal", "", reply.kon.steps, w, links));
    if (reply.match.over) items.push(logEntry("deal", w.t("bura.matchOver"), reply.match.settlement, w, links, "karty-play-entry--end"));
    this.log.show(items);
  }

  // ---------------------------------------------------------------- moves
  playSelected(kind) {
    const moves = this.reply.moves.cards;
    const sel = this.selected;
    const mv = moves.find((m) => (kind === "discard" ? m.kind === "discard" : m.kind !== "discard") && same(m.cards, sel));
    if (!mv) return this.say(this.words.t("bura.selectFirst"), true);
    return this.shell.move(mv.move);
  }

  // «Why not?»: the engine's own reason (karty.bura.table_view.why), the rule it
  // names, the chosen cards that fail (marked in the hand) and the cards that would do.
  async why() {
    const w = this.words;
    if (!this.selected.length) return this.say(w.t("bura.selectFirst"), true);
    try {
      const answer = await this.shell.call("table_why", { token: this.reply.token, cards: this.selected, lang: this.lang });
      if (answer.legal) return this.say("");
      this.message.classList.remove("is-error");
      const failing = new Set(answer.failing.map((c) => c.code));
      for (const b of this.hand.querySelectorAll(".karty-play-card")) b.classList.toggle("is-failing", failing.has(b.dataset.card));
      const parts = [answer.reason, answer.rule ? citation(answer.rule, w, this.shell.links) : "", ". "];
      if (answer.playable.length) parts.push(w.t("bura.whyPlayable", { cards: answer.playable.map((c) => c.text).join(", ") }));
      else if (this.reply.phase === "answer") parts.push(w.t("bura.whyNone"));
      if (answer.give_up && answer.playable.length) parts.push(" ", w.t("bura.whyGiveUp"));
      this.message.replaceChildren(...parts.filter((p) => p !== ""));
    } catch (err) {
      this.shell.problem(err);
    }
    return null;
  }

  // Before the new position: what happened, in turn, the computer's moves after a
  // short pause; a finished trick is shown with who took it and its points (and stays
  // on the table, or under «Last trick», in the new position).
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
        this.prompt.textContent = this.words.t("thinking");
        await pause(quick ? 150 : 450);
      }
      if (e.who === "you") {
        for (const c of e.cards) this.hand.querySelector(`[data-card="${c}"]`)?.remove();
      }
      let arriving = 0;
      if (e.kind === "lead") {
        trick = e.cards.map((c) => card(c, lang));
        arriving = trick.length;
        this.trick.classList.remove("is-done");
        this.trickNote.hidden = true;
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
      if (e.trick) {
        this.trickNote.textContent = this.trickText(e.trick);
        this.trickNote.hidden = false;
        await pause(quick ? 300 : 900);
        trick = [];
      }
    }
    this.busy = false;
  }
}

// The suit of a trump sign (the engine's "♥") as a card code's letter (H).
function suitCode(sign) {
  return { "♠": "S", "♣": "C", "♦": "D", "♥": "H" }[sign] || "S";
}

// The review of a finished кон of Бура: the computer's hand, the table, the reader's hand
// and both piles' points, at each move.
class BuraReview extends ReviewPanel {
  who(step) {
    const w = this.words;
    return step.who === "deal" ? w.t("deal") : w.t("said", { who: w.t(step.who === "you" ? "you" : "computer"), text: step.text });
  }

  boardOf(p, seat) {
    const w = this.words;
    const trump = p.trump_card ? w.t("review.trump", { name: cardName(p.trump_card, this.lang) }) : "";
    return [this.row(w.t("review.computerHand"), this.cards(p.hands[1 - seat], "karty-card--s"), "is-computer"),
      this.row([w.t("review.table"), w.n("review.stock", p.stock), trump].filter(Boolean).join(" · "),
        p.table.length ? this.cards(p.table, "karty-card--m") : [el("span", { class: "karty-play-review-empty" }, w.t("review.tableEmpty"))], "is-table"),
      this.row(w.t("review.yourHand"), this.cards(p.hands[seat], "karty-card--s"), "is-you"),
      el("p", { class: "karty-play-review-points" }, w.t("review.points", { a: p.points[seat], b: p.points[1 - seat] }))];
  }
}
