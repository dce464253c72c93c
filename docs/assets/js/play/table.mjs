// The play tables (/play/bura/, /play/ochko/): each `.karty-play[data-game]` root,
// written by docs/hooks/play.py with a still picture of a dealt position, becomes a
// live table once the engine answers. If it cannot start (no workers, no
// WebAssembly, the runtime blocked), the picture stays and the page says why.
//
// The game is a token (see common.mjs); it is kept in the address (#t=…, the link
// to share) and in localStorage (to resume after a reload). Either is checked by the
// engine like any URL state: a bad one is reported and a new game dealt.

import { mountEach } from "../lifecycle.mjs";
import { BuraView } from "./bura.mjs";
import { engine, EngineError, engineFailure, forget, fourColourSwitch, keep, levelOf, newSeed, savedToken, startEngine, tokenFromAddress, WORDS } from "./common.mjs";
import { OchkoView } from "./ochko.mjs";

class PlayTable {
  constructor(root) {
    this.root = root;
    this.game = root.dataset.game;
    this.lang = root.dataset.lang === "ru" ? "ru" : "en";
    this.w = WORDS[this.lang];
    try {
      this.links = JSON.parse(root.dataset.links || "{}");
    } catch {
      this.links = {};
    }
    this.still = root.querySelector(".karty-play-still");
    this.why = root.querySelector(".karty-play-why");
    this.view = this.game === "ochko" ? new OchkoView(this) : new BuraView(this);
    this.view.node.hidden = true;
    this.view.log.panel.querySelector(".karty-play-log-head").after(fourColourSwitch(this.lang, root));
    root.append(this.view.node);
    this.token = null;
    this.onEngine = (event) => {
      if (event.detail && event.detail.status === "failed") this.failed();
    };
    window.addEventListener("karty:engine", this.onEngine);
    this.start();
  }

  destroy() {
    window.removeEventListener("karty:engine", this.onEngine);
  }

  status(text) {
    this.why.textContent = text;
  }

  failed() {
    const failure = engineFailure();
    const reason = (failure && this.w.reasons[failure.reason]) || this.w.reasons.load;
    this.root.dataset.state = "error";
    this.view.node.hidden = true;
    if (this.still && !this.still.isConnected) this.root.prepend(this.still);
    this.why.hidden = false;
    this.why.classList.add("is-error");
    this.status(`${this.w.failed}${reason} ${this.w.stillNote}`);
  }

  call(fn, args) {
    return engine(fn, args);
  }

  async start() {
    this.root.dataset.state = "loading";
    this.status(this.w.loading);
    startEngine();
    if (engineFailure()) return this.failed();
    const fromLink = tokenFromAddress(this.game);
    const saved = fromLink ? null : savedToken(this.game);
    let reply = null;
    let notice = "";
    try {
      for (const [token, bad] of [[fromLink, this.w.badLink], [saved, this.w.badSaved]]) {
        if (!token || reply) continue;
        try {
          reply = await this.call("table_load", { token, lang: this.lang });
          if (reply.game !== this.game) throw new EngineError({ message: token, message_ru: token });
        } catch (err) {
          if (!(err instanceof EngineError)) throw err;
          reply = null;
          notice = `${bad} ${err.text(this.lang)}`;
          if (token === saved) forget(this.game);
        }
      }
      if (!reply) reply = await this.call("table_new", { game: this.game, seed: newSeed(), level: levelOf(saved), lang: this.lang });
    } catch (err) {
      return this.failed(err);
    }
    this.show(reply);
    if (notice) this.view.say(notice, true);
    return null;
  }

  show(reply) {
    this.token = reply.token;
    keep(this.game, reply.token);
    // the picture is another deal: it leaves the page while the live table is on it
    if (this.still) this.still.remove();
    this.why.hidden = true;
    this.why.textContent = "";
    this.view.node.hidden = false;
    this.view.render(reply);
    this.root.dataset.state = "ready";
    this.root.dataset.toAct = reply.to_act || "none";
  }

  problem(err) {
    if (err instanceof EngineError) {
      this.view.say(`${this.w.error}${err.text(this.lang)}`, true);
    } else {
      this.failed();
    }
  }

  async move(text) {
    if (this.view.busy) return;
    const before = this.view.reply && this.view.reply.table && this.view.reply.table.trick ? [...this.view.reply.table.trick] : [];
    this.view.say("");
    this.root.dataset.state = "busy";
    this.view.busy = true;
    let reply;
    const started = performance.now();
    try {
      reply = await this.call("table_move", { token: this.token, move: text, lang: this.lang });
      // bench/play_latency.py reads these: the engine's reply, and the computer's move on screen
      performance.measure("karty:play-engine", { start: started });
    } catch (err) {
      this.view.busy = false;
      this.root.dataset.state = "ready";
      this.view.render(this.view.reply);
      this.problem(err);
      return;
    }
    this.view.busy = false;
    await this.view.animate(reply, before, started);
    this.show(reply);
    // keyboard play: the focus stays at the table (its old button is gone)
    const active = document.activeElement;
    if (active && active !== document.body && this.view.node.contains(active)) return;
    const focus = this.view.node.querySelector(".karty-play-card.is-playable, .karty-play-btn--main:not([disabled]), .karty-play-amount");
    if (focus) focus.focus({ preventScroll: true });
  }

  async newGame(level) {
    this.root.dataset.state = "busy";
    try {
      const reply = await this.call("table_new", { game: this.game, seed: newSeed(), level: level || levelOf(this.token), lang: this.lang });
      this.show(reply);
    } catch (err) {
      this.root.dataset.state = "ready";
      this.problem(err);
    }
  }

  async setLevel(level) {
    const token = this.token.replace(/^([a-z]+\.1\.[0-9]+\.)[enh]\./, `$1${level}.`);
    try {
      this.show(await this.call("table_load", { token, lang: this.lang }));
    } catch (err) {
      this.problem(err);
    }
  }
}

mountEach(".karty-play[data-game]", (root) => {
  const table = new PlayTable(root);
  return () => table.destroy();
});
