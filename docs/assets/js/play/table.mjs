// The play tables (/play/<game>/): each `.karty-play[data-game]` root,
// written by docs/hooks/play/tables.py with an empty table that says what is loading, becomes
// a live table once the engine answers. Until then the empty table shows the engine's
// download (its real size, from the build's manifest, as the worker reports it); if
// it cannot start (no workers, no WebAssembly, the runtime blocked), it says why. No
// picture of another deal is shown meanwhile (the still picture is for a browser
// without JavaScript, in <noscript>).
//
// The game is a token (see common.mjs) and a secret. The token is kept in localStorage
// (to resume after a reload) and, as the link to share, in the address (#t=…: when a кон
// is over, with that кон's key, so that the link shows it anywhere, read-only). The
// secret, which deals the cards, stays in this browser's localStorage, by the game's id:
// a link to an unfinished game opened elsewhere cannot be dealt, and the page says so.
// Every token is checked by the engine like any URL state: a bad one is reported and a
// new game dealt. The level is part of a game: changing it deals a new game, said so.

import { mountEach } from "../lifecycle.mjs";
import { BuraView } from "./bura.mjs";
import { onEngineChange, engineState } from "../engine-client.mjs";
import { engine, EngineError, engineFailure, forget, fourColourSwitch, keep, levelOf, newSecret, rememberSecret, savedToken, secretFor, startEngine, tokenFromAddress, wordsOf } from "./common.mjs";
import { OchkoView } from "./ochko.mjs";
import { StosView } from "./stos.mjs";

// Each game's view, by the game's name (karty.games.table_games()). A root whose game has
// no view here is an error, said on the page: no game is drawn with another's view.
export const VIEWS = Object.freeze({ bura: BuraView, ochko: OchkoView, stos: StosView });

export class UnknownGame extends Error {}

export function viewFor(game) {
  if (!Object.prototype.hasOwnProperty.call(VIEWS, game)) throw new UnknownGame(String(game));
  return VIEWS[game];
}

class PlayTable {
  constructor(root) {
    this.root = root;
    this.game = root.dataset.game;
    this.lang = root.dataset.lang === "ru" ? "ru" : "en";
    this.words = wordsOf(root);
    try {
      this.links = JSON.parse(root.dataset.links || "{}");
    } catch {
      this.links = {};
    }
    this.loading = root.querySelector(".karty-play-loading");
    this.why = root.querySelector(".karty-play-why");
    this.progress = root.querySelector(".karty-play-progress");
    this.view = new (viewFor(this.game))(this);
    this.view.node.hidden = true;
    this.view.log.panel.querySelector(".karty-play-log-head").after(fourColourSwitch(this.words, root));
    root.append(this.view.node);
    this.token = null;
    this.secret = null;
    this.onEngine = (event) => {
      if (event.detail && event.detail.status === "failed") this.failed();
    };
    window.addEventListener("karty:engine", this.onEngine);
    this.stopProgress = onEngineChange(() => this.loadingProgress());
    this.start();
  }

  destroy() {
    window.removeEventListener("karty:engine", this.onEngine);
    this.stopProgress();
  }

  // The empty table's line while the engine loads: what, how much of it (in MB, as the
  // worker counts the build's files), and that it is only the first time.
  loadingProgress() {
    if (this.root.dataset.state !== "loading") return;
    const state = engineState();
    const p = state.progress;
    if (state.status === "ready") {
      this.status(this.words.t("loading.deal"));
    } else if (p.stage === "download" && p.total > 0 && p.loaded < p.total) {
      const mb = (n) => (n / 1048576).toFixed(1);
      this.status(this.words.t("loading.size", { loaded: mb(p.loaded), total: mb(p.total) }));
    } else if (p.stage !== "download" || p.total > 0) {
      this.status(this.words.t("loading.start"));
    }
    if (this.progress && p.total > 0) {
      this.progress.max = p.total;
      this.progress.value = Math.min(p.loaded, p.total);
    }
  }

  status(text) {
    this.why.textContent = text;
  }

  failed() {
    const failure = engineFailure();
    const known = failure && ["no-worker", "no-wasm", "worker-failed", "load", "timeout", "crashed"].includes(failure.reason);
    const reason = this.words.t(`why.${known ? failure.reason : "load"}`);
    this.root.dataset.state = "error";
    this.view.node.hidden = true;
    if (this.loading && !this.loading.isConnected) this.root.prepend(this.loading);
    if (this.progress) this.progress.hidden = true;
    this.why.hidden = false;
    this.why.classList.add("is-error");
    this.status(this.words.t("failed", { why: reason }));
  }

  // every call about the current game carries its secret (the engine never sends it back)
  call(fn, args) {
    const own = args.token && args.token === this.token && this.secret;
    return engine(fn, own ? { ...args, secret: this.secret } : args);
  }

  async deal(level, options = {}) {
    const secret = newSecret();
    const reply = await engine("table_new", { game: this.game, secret, level, lang: this.lang, options });
    rememberSecret(reply.id, secret);
    this.secret = secret;
    return reply;
  }

  async start() {
    this.root.dataset.state = "loading";
    this.status(this.words.t("loading"));
    startEngine();
    this.loadingProgress();
    if (engineFailure()) return this.failed();
    const fromLink = tokenFromAddress(this.game);
    const saved = fromLink ? null : savedToken(this.game);
    let reply = null;
    let notice = "";
    try {
      for (const [token, bad] of [[fromLink, this.words.t("badLink")], [saved, this.words.t("badSaved")]]) {
        if (!token || reply) continue;
        try {
          const secret = secretFor(token);
          reply = await engine("table_load", secret ? { token, secret, lang: this.lang } : { token, lang: this.lang });
          if (reply.game !== this.game) throw new EngineError({ message: token, message_ru: token });
          this.secret = reply.readonly ? null : secret;
        } catch (err) {
          if (!(err instanceof EngineError)) throw err;
          reply = null;
          // a game whose secret this browser lacks: said in words, not as a bad token
          const missing = err.error && err.error.token === "secret";
          notice = missing ? this.words.t("noSecret") : `${bad} ${err.text(this.lang)}`;
          if (token === saved) forget(this.game);
        }
      }
      if (!reply) reply = await this.deal(levelOf(saved));
    } catch (err) {
      return this.failed(err);
    }
    this.show(reply);
    if (notice) this.view.say(notice, true);
    else if (reply.readonly) this.view.say(this.words.t("shared"));
    return null;
  }

  show(reply) {
    this.token = reply.token;
    keep(this.game, reply);
    // the empty table with its loading line leaves the page while the live table is on it
    if (this.loading) this.loading.remove();
    this.view.node.hidden = false;
    this.view.render(reply);
    this.root.dataset.state = "ready";
    this.root.dataset.toAct = reply.to_act || "none";
  }

  problem(err) {
    if (err instanceof EngineError) {
      this.view.say(this.words.t("error", { why: err.text(this.lang) }), true);
    } else {
      this.failed();
    }
  }

  async move(text) {
    if (this.view.busy) return;
    if (this.view.reply && this.view.reply.readonly) {
      this.view.say(this.words.t("shared"));
      return;
    }
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

  // A new game; `options` the rules that differ from the default ({counting: "open"}),
  // those of the game on the table if not given.
  async newGame(level, options) {
    this.root.dataset.state = "busy";
    try {
      const opts = options || (this.view.reply && this.view.reply.options) || {};
      this.show(await this.deal(level || levelOf(this.token), opts));
      return true;
    } catch (err) {
      this.root.dataset.state = "ready";
      this.problem(err);
      return false;
    }
  }

  // The level cannot change inside a game (the token's id is bound to it): a new game
  // at the new level is dealt, and the page says so.
  async setLevel(level) {
    if (level === levelOf(this.token)) return;
    if (await this.newGame(level)) this.view.say(this.words.t("levelNew"));
  }
}

// A root whose game has no view: the error is said on the page and in the console.
function unknownGame(root, err) {
  const words = wordsOf(root);
  const why = root.querySelector(".karty-play-why");
  const progress = root.querySelector(".karty-play-progress");
  root.dataset.state = "error";
  if (progress) progress.hidden = true;
  if (why) {
    why.hidden = false;
    why.classList.add("is-error");
    why.textContent = words.t("failed", { why: words.t("why.game") });
  }
  console.error(`karty: ${JSON.stringify(err.message)}?`);
}

mountEach(".karty-play[data-game]", (root) => {
  let table;
  try {
    table = new PlayTable(root);
  } catch (err) {
    if (!(err instanceof UnknownGame)) throw err;
    unknownGame(root, err);
    return () => {};
  }
  return () => table.destroy();
});
