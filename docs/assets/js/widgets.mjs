// Worked examples: the live side of the widgets that docs/hooks/play/widgets.py
// renders at build time.
//
// A widget's root: <div class="karty-widget" data-widget="<kind>"
// data-state="static|loading|ready|error" data-lang data-links id>, holding its
// state as JSON (<script type="application/json" class="karty-widget__data">),
// a form (disabled until the engine is ready), a status line and the answer.
//
// * The engine runs in one ES module Web Worker (worker.mjs: Pyodide + the karty
//   wheel), started when the browser is idle after the page has loaded or when
//   the first widget scrolls into view, whichever is first (early-start.mjs), or
//   at once when the address names an example. It is a module-level singleton, so it
//   survives Material's instant navigation; the widgets of each page the theme
//   shows are bound then (lifecycle.mjs). Python never runs on this thread.
// * Answers are view trees from karty.web (JSON), built into DOM by view.mjs with
//   createElement/textContent/setAttribute from the allow-list of tags and
//   attributes of karty/web/view.py (in the browser contract, contract.mjs), whose
//   HTML is what the page showed before the engine loaded. Nothing from the address
//   or from what a reader types is ever parsed as HTML.
// * Shareable state: an edit writes `#ex=<widget id>&key=value…` (the engine's
//   normalised state) into the address with history.replaceState; opening such
//   an address restores the widget once the engine has validated the state.
//   Other fragments (`#bura.s7`) are left alone.
// * If the engine cannot load (no module workers, no WebAssembly, a blocked or
//   failed download), the answers from the build stay and each widget says why.//
// Modules: engine-client.mjs (the worker), view.mjs (view trees → DOM), picker.mjs
// (the card picker), contract.mjs (the tables and words from the build); this one
// binds the widgets. The play tables (play/*.mjs) import the engine calls from here.

import { startWhenIdleOrSeen } from "./early-start.mjs";
import { mountEach } from "./lifecycle.mjs";
import { contract, fill, words } from "./contract.mjs";
import { callEngine, engineState, engineStats, onEngineChange, startEngine } from "./engine-client.mjs";
import { buildView, hrefOf } from "./view.mjs";
import { buildPicker, cardsLabel, focusCard, markPicker } from "./picker.mjs";

// A stable interface for the other scripts (play/common.mjs, tests).
export { buildView, callEngine, engineState, engineStats, hrefOf, startEngine };

// The longest message shown (the engine keeps its own under 500 characters).
const MAX_MESSAGE = 500;
// widget kind → the engine function behind it (karty.web.KINDS, through the contract)
const FUNCTIONS = contract ? contract.widgets : {};
let current = []; // the widgets of the page on screen
onEngineChange(() => {
  for (const w of current) w.engineChanged();
});

// a state's identity, whatever the order of its keys
function stateKey(state) {
  return JSON.stringify(Object.keys(state || {}).sort().map((k) => [k, String(state[k])]));
}

// ------------------------------------------------------------------ a widget
const widgets = new WeakMap();

class Widget {
  constructor(root) {
    this.root = root;
    this.kind = root.dataset.widget;
    this.fn = FUNCTIONS[this.kind];
    this.lang = root.dataset.lang === "ru" ? "ru" : "en";
    this.t = words(this.lang);
    try {
      this.links = JSON.parse(root.dataset.links || "{}");
    } catch {
      this.links = {};
    }
    const data = root.querySelector("script.karty-widget__data");
    try {
      this.state = JSON.parse(data ? data.textContent : "{}");
    } catch {
      this.state = {};
    }
    this.form = root.querySelector("form.karty-widget__form");
    this.answer = root.querySelector(".karty-widget__answer");
    this.message = root.querySelector(".karty-widget__message");
    this.progress = root.querySelector(".karty-widget__progress");
    this.error = root.querySelector(".karty-widget__error");
    // the title names the example's hand; once the reader changes the hand it says so
    this.titleEl = root.querySelector(".karty-widget__title");
    this.exampleTitle = this.titleEl ? this.titleEl.textContent : "";
    this.exampleKey = stateKey(this.state);
    this.seq = 0;
    this.live = false;
    this.pendingUrlState = null;
    this.addressNotice = null;
    this.timer = null;
    this.parsedCards = new Map(); // field name → ascii cards last parsed
    if (!this.fn) {
      this.setState("error");
      return;
    }
    this.bindForm();
  }

  setState(state) {
    this.root.dataset.state = state;
  }

  say(text) {
    if (this.message && this.message.textContent !== text) this.message.textContent = text;
  }

  // the engine's loading state changed
  engineChanged() {
    if (!this.fn) return;
    const engine = engineState();
    if (engine.status === "failed") {
      const why = this.t[`why.${engine.failure.reason}`] || engine.failure.reason;
      const detail = engine.failure.detail ? ` (${engine.failure.detail})` : "";
      this.setState("error");
      this.say(fill(this.t.failed, { why: `${why}${detail}` }));
      if (this.progress) this.progress.hidden = true;
      this.setEnabled(false);
      return;
    }
    if (engine.status === "loading") {
      if (this.root.dataset.state === "static") this.setState("loading");
      const p = engine.progress;
      if (p.stage === "download") {
        const mb = (n) => (n / 1048576).toFixed(1);
        const ready = p.total > 0 && p.loaded >= p.total;
        this.say(ready ? this.t.start : fill(this.t.download, { loaded: mb(p.loaded), total: mb(p.total) }));
      } else {
        this.say(p.stage === "engine" ? this.t.engine : this.t.start);
      }
      if (this.progress) {
        this.progress.hidden = false;
        this.progress.max = Math.max(1, p.total);
        this.progress.value = Math.min(p.loaded, p.total);
      }
      return;
    }
    if (engine.status === "ready" && this.live) {
      // a fresh worker after the old one stopped: the widget is live again
      if (this.root.dataset.state === "loading") this.setState("ready");
      this.say(this.t.ready);
      this.setEnabled(true);
      return;
    }
    if (engine.status === "ready" && !this.live) {
      this.live = true;
      if (this.progress) this.progress.hidden = true;
      const fromUrl = this.pendingUrlState;
      this.pendingUrlState = null;
      if (fromUrl) this.restore(fromUrl);
      else this.compute(this.state, "initial");
    }
  }

  setEnabled(on) {
    if (!this.form) return;
    for (const el of this.form.elements) el.disabled = !on;
    for (const b of this.answer.querySelectorAll("button")) b.disabled = !on;
  }

  // ---------------- the form
  bindForm() {
    if (!this.form) return;
    this.form.addEventListener("submit", (e) => e.preventDefault());
    this.form.addEventListener("input", (e) => {
      if (e.target.matches('input[type="text"]')) this.schedule(e.target);
    });
    this.form.addEventListener("change", (e) => {
      if (e.target.matches('input[type="text"]')) return this.schedule(e.target, 0);
      if (e.target.name) this.fromForm();
    });
    this.form.addEventListener("click", (e) => {
      const pick = e.target.closest("button.karty-pick");
      if (pick) return this.togglePicker(pick);
      const command = e.target.closest("button[data-command]");
      if (command) return this.command(command.dataset.command);
    });
    this.answer.addEventListener("click", (e) => {
      const button = e.target.closest("button[data-action]");
      if (button && this.live) this.act(button.dataset.action);
    });
  }

  schedule(input, delay = 250) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.syncPicker(input);
      this.fromForm();
    }, delay);
  }

  collect() {
    const state = { ...this.state };
    if (!this.form) return state;
    for (const el of this.form.elements) {
      if (!el.name) continue;
      state[el.name] = el.type === "checkbox" ? (el.checked ? "true" : "false") : el.value;
    }
    return state;
  }

  fill(state) {
    if (!this.form) return;
    for (const el of this.form.elements) {
      if (!el.name) continue;
      const has = Object.prototype.hasOwnProperty.call(state, el.name);
      const value = has ? String(state[el.name]) : (el.dataset.default ?? "");
      if (el.type === "checkbox") el.checked = value === "true";
      else if (el.type === "text" && el.closest(".karty-field--cards")) el.value = this.displayCards(value);
      else el.value = value;
    }
  }

  displayCards(value) {
    const tokens = value.trim() ? value.trim().split(/[\s,;|]+/) : [];
    return tokens.every((t) => /^(?:[6-9]|10|[JQKA])[SCDH]$/.test(t)) ? cardsLabel(tokens, this.lang) : value;
  }

  fromForm() {
    if (!this.live) return;
    this.compute(this.collect(), "user");
  }

  act(action) {
    const state = this.collect();
    const moves = (state.moves || "").split(";").map((m) => m.trim()).filter(Boolean);
    moves.push(action);
    state.moves = moves.join(";");
    this.compute(state, "user");
  }

  command(name) {
    if (!this.live) return;
    const state = this.collect();
    const moves = (state.moves || "").split(";").map((m) => m.trim()).filter(Boolean);
    if (name === "undo") {
      moves.pop();
      state.moves = moves.join(";");
    } else if (name === "restart") {
      state.moves = "";
    } else if (name === "new-deal") {
      const seed = Number.parseInt(state.seed || "1", 10);
      state.seed = String(Number.isFinite(seed) ? (seed + 1) % 1000000000 : 1);
      state.moves = "";
    }
    this.compute(state, "command");
  }

  // ---------------- computing
  async compute(state, source) {
    const seq = ++this.seq;
    if (source === "user" || source === "command") this.say(this.t.working);
    let reply;
    try {
      reply = await callEngine(this.fn, { lang: this.lang, state });
    } catch {
      // the engine failed (engineChanged() says so), or its worker was replaced while
      // this was on its way: say so, plainly
      if (seq === this.seq && engineState().status !== "failed") {
        this.showError({ type: "InternalError", message: words("en").restarted, message_ru: words("ru").restarted }, source);
      }
      return;
    }
    if (seq !== this.seq) return; // a newer request is on its way
    if (reply.ok) {
      let tree;
      try {
        tree = buildView(reply.result.view, this.links);
      } catch (err) {
        console.error("karty: the engine returned a view outside the allow-list", err);
        return;
      }
      const hadFocus = this.answer.contains(document.activeElement);
      this.answer.replaceChildren(tree);
      if (hadFocus) {
        const next = this.answer.querySelector("button[data-action]");
        if (next) next.focus();
        else {
          this.answer.tabIndex = -1;
          this.answer.focus();
        }
      }
      this.answer.classList.remove("karty-stale");
      this.state = { ...reply.result.state };
      if (source === "initial") this.exampleKey = stateKey(this.state);
      this.retitle();
      if (source === "url" || source === "command") this.fill(this.state);
      if (this.form) {
        const moves = this.form.elements.namedItem("moves");
        if (moves) moves.value = this.state.moves || "";
      }
      this.clearErrors();
      if (source === "user" || source === "command") this.addressNotice = null;
      else if (this.addressNotice) this.notice(this.addressNotice);
      this.setEnabled(true);
      this.setState("ready");
      this.say(source === "initial" ? this.t.ready : this.t.updated);
      if (source === "user" || source === "command") writeHash(this);
      if (source === "initial" || source === "url") this.syncAllPickers();
    } else {
      this.showError(reply.error, source);
      // the status line no longer says the engine is working: the answer shown is the last good one
      if (source === "user" || source === "command") this.say(this.t.stale);
      if (source === "initial" || source === "url") {
        this.setEnabled(true);
        this.setState("ready");
        this.say(this.t.ready);
      }
      if (reply.error && (reply.error.type === "InternalError" || reply.error.type === "UnknownFunction")) {
        console.error("karty engine:", reply.error.message, reply.error.detail || "");
      }
    }
  }

  // the title follows the hand on screen: the example's own title, or "your hand" once changed
  retitle() {
    if (!this.titleEl || !this.exampleTitle) return;
    const text = stateKey(this.state) === this.exampleKey
      ? this.exampleTitle
      : fill(this.t.changed, { title: this.exampleTitle });
    if (this.titleEl.textContent !== text) this.titleEl.textContent = text;
    this.root.setAttribute("aria-label", text);
  }

  restore(state) {
    if (!this.live) {
      this.pendingUrlState = state;
      startEngine();
      return;
    }
    this.compute(state, "url");
  }

  message_(error) {
    if (!error) return "";
    const text = String((this.lang === "ru" ? error.message_ru || error.message : error.message) || "");
    return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
  }

  clearErrors() {
    for (const p of this.root.querySelectorAll(".karty-field__error")) {
      p.hidden = true;
      p.textContent = "";
    }
    for (const el of this.root.querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
    if (this.error) {
      this.error.hidden = true;
      this.error.textContent = "";
    }
  }

  // a message about the page's address, in the widget's error box
  notice(text) {
    this.addressNotice = text;
    if (!this.error) return;
    this.error.textContent = text;
    this.error.hidden = false;
  }

  showError(error, source) {
    this.clearErrors();
    const text = this.message_(error);
    const field = error && error.field && this.form ? this.form.elements.namedItem(error.field) : null;
    const slot = field && field.id ? this.root.querySelector(`#${CSS.escape(field.id)}-err`) : null;
    if (slot) {
      slot.textContent = text;
      slot.hidden = false;
      field.setAttribute("aria-invalid", "true");
    } else if (this.error) {
      this.error.textContent = text;
      this.error.hidden = false;
    }
    if (source !== "initial") this.answer.classList.add("karty-stale");
  }

  // ---------------- the card picker
  fieldOf(button) {
    const box = button.closest(".karty-field--cards");
    return box ? { box, input: box.querySelector('input[type="text"]'), grid: box.querySelector(".karty-picker") } : null;
  }

  togglePicker(button) {
    const f = this.fieldOf(button);
    if (!f || !f.grid) return;
    const open = button.getAttribute("aria-expanded") !== "true";
    if (open && !f.grid.firstChild) this.buildPicker(f);
    button.setAttribute("aria-expanded", open ? "true" : "false");
    f.grid.hidden = !open;
    if (open) {
      this.syncPicker(f.input);
      const focus = f.grid.querySelector('button[tabindex="0"]');
      if (focus) focus.focus();
    }
  }

  buildPicker(f) {
    const label = f.box.querySelector("label");
    buildPicker(f.grid, {
      lang: this.lang,
      label: label ? label.textContent : "",
      onToggle: (b) => this.toggleCard(f, b),
      onEscape: () => {
        const toggle = f.box.querySelector("button.karty-pick");
        if (toggle) {
          this.togglePicker(toggle);
          toggle.focus();
        }
      },
    });
  }

  toggleCard(f, button) {
    const have = this.parsedCards.get(f.input.name) || [];
    const card = button.dataset.card;
    const next = have.includes(card) ? have.filter((c) => c !== card) : [...have, card];
    this.parsedCards.set(f.input.name, next);
    f.input.value = cardsLabel(next, this.lang);
    focusCard(f.grid, button, false);
    markPicker(f.grid, next);
    this.fromForm();
  }

  async syncPicker(input) {
    if (!input || !this.live) return;
    const box = input.closest(".karty-field--cards");
    if (!box) return;
    let reply;
    try {
      reply = await callEngine("parse_cards", { text: input.value });
    } catch {
      return;
    }
    if (reply.ok) {
      this.parsedCards.set(input.name, reply.result.cards);
      markPicker(box.querySelector(".karty-picker"), reply.result.cards);
    }
  }

  syncAllPickers() {
    if (!this.form) return;
    for (const input of this.form.querySelectorAll('.karty-field--cards input[type="text"]')) this.syncPicker(input);
  }
}

// ------------------------------------------------------------------ the address
const MAX_PARAMS = 60;

function writeHash(widget) {
  const params = new URLSearchParams();
  params.set("ex", widget.root.id);
  for (const [key, value] of Object.entries(widget.state)) params.set(key, value);
  const url = new URL(window.location.href);
  url.hash = params.toString();
  try {
    history.replaceState(history.state, "", url.href);
  } catch {
    /* the address stays as it was */
  }
}

function applyHash() {
  const hash = window.location.hash;
  if (!hash.startsWith("#ex=")) return;
  let params;
  try {
    params = new URLSearchParams(hash.slice(1));
  } catch {
    return;
  }
  const id = params.get("ex") || "";
  const widget = current.find((w) => w.root.id === id) || current.find((w) => w.kind === id);
  if (!widget || !widget.fn) {
    // say so in the first example of the page, rather than ignore the address
    const first = current.find((w) => w.fn);
    if (first) first.notice(fill(first.t.unknownExample, { id: id.length > 60 ? `${id.slice(0, 59)}…` : id }));
    return;
  }
  // a plain object with no prototype: every key of the address is kept as given
  // ("__proto__" too), so the engine names any it does not know
  const state = Object.create(null);
  let n = 0;
  for (const [key, value] of params) {
    if (key === "ex") continue;
    if (++n > MAX_PARAMS) {
      widget.notice(fill(widget.t.tooManyKeys, { n: MAX_PARAMS }));
      break;
    }
    Object.defineProperty(state, key, { value, enumerable: true, writable: true, configurable: true });
  }
  widget.root.scrollIntoView({ block: "start" });
  widget.restore(state);
}

// ------------------------------------------------------------------ binding
// Each widget's root gets its Widget once (mountEach), which lasts as long as the root.
function bind(root) {
  widgets.set(root, new Widget(root));
}

// The widgets of the page on screen: the engine starts at idle time or when the
// first is in view (early-start.mjs), at once if the address names an example.
function bindAll(roots) {
  current = roots.map((root) => widgets.get(root));
  if (!current.length) return;
  for (const w of current) w.engineChanged();
  if (engineState().status === "idle") {
    if (window.location.hash.startsWith("#ex=")) startEngine();
    else startWhenIdleOrSeen(current.map((w) => w.root), startEngine);
  }
  applyHash();
}

mountEach(".karty-widget[data-widget]", bind, bindAll);
window.addEventListener("hashchange", applyHash);

// For tests and the benchmark (read-only).
window.karty = Object.freeze({ engineState, engineStats, version: 1 });
