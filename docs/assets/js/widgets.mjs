// Worked examples: the live side of the widgets that docs/hooks/widgets.py
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
// * Answers are view trees from karty.web (JSON), built into DOM here with
//   createElement/textContent/setAttribute from an allow-list of tags and
//   attributes — the same list as karty/web/view.py, whose HTML is what the
//   page showed before the engine loaded. Nothing from the address or from what
//   a reader types is ever parsed as HTML.
// * Shareable state: an edit writes `#ex=<widget id>&key=value…` (the engine's
//   normalised state) into the address with history.replaceState; opening such
//   an address restores the widget once the engine has validated the state.
//   Other fragments (`#bura.s7`) are left alone.
// * If the engine cannot load (no module workers, no WebAssembly, a blocked or
//   failed download), the answers from the build stay and each widget says why.

import { startWhenIdleOrSeen } from "./early-start.mjs";
import { mountEach } from "./lifecycle.mjs";

const FUNCTIONS = {
  "bura-trick": "bura_trick",
  "bura-declare": "bura_declare",
  "bura-made": "bura_made",
  "bura-play": "bura_play",
  "bura-rules": "bura_rules",
  "ochko-hand": "ochko_hand",
  "ochko-duel": "ochko_duel",
  "ochko-session": "ochko_session",
};

const TEXT = {
  en: {
    waiting: "Worked out when the site was built. The example becomes editable when the engine has loaded in your browser (it starts once the page has loaded, or when the example comes into view).",
    download: (a, b) => `Loading the engine: ${a} of ${b} MB…`,
    start: "Starting Python in the browser…",
    engine: "Loading the rules engine…",
    ready: "Live: change the example and the engine answers at once.",
    working: "Working it out…",
    updated: "Answer updated.",
    stale: "The answer below is for the last valid state.",
    failed: (why) => `The interactive version could not start: ${why}. The answers shown were worked out when the site was built.`,
    why: {
      "no-worker": "this browser cannot run the engine in the background (module Web Workers are not supported)",
      "worker-failed": "the engine's background worker could not start (its script could not be loaded, or this browser does not support module Web Workers)",
      "no-wasm": "WebAssembly is not available in this browser (it may be disabled or blocked)",
      load: "the engine's files could not be loaded",
      crashed: "the engine stopped",
      timeout: "loading took too long",
    },
    unknownExample: (id) => `The address names an example, '${id}', that is not on this page.`,
    restarted: "The engine stopped on this and has been restarted. Change the example to try again.",
    tooManyKeys: (n) => `The address has more than ${n} keys; only the first ${n} were read.`,
    pick: (label) => `Pick cards: ${label}`,
    suits: { S: "spades", C: "clubs", D: "diamonds", H: "hearts" },
  },
  ru: {
    waiting: "Посчитано при сборке сайта. Пример станет редактируемым, когда движок загрузится в браузере (загрузка начинается, когда страница загрузится или пример появится на экране).",
    download: (a, b) => `Загрузка движка: ${a} из ${b} МБ…`,
    start: "Запуск Python в браузере…",
    engine: "Загрузка движка правил…",
    ready: "Работает: измените пример, и движок сразу ответит.",
    working: "Считаю…",
    updated: "Ответ обновлён.",
    stale: "Ответ ниже — для последнего правильного состояния.",
    failed: (why) => `Интерактивная версия не запустилась: ${why}. Показаны ответы, посчитанные при сборке сайта.`,
    why: {
      "no-worker": "браузер не умеет запускать движок в фоне (нет поддержки модульных Web Worker)",
      "worker-failed": "фоновый поток движка не запустился (его скрипт не загрузился, или браузер не поддерживает модульные Web Worker)",
      "no-wasm": "в браузере недоступен WebAssembly (он может быть отключён или заблокирован)",
      load: "не удалось загрузить файлы движка",
      crashed: "движок остановился",
      timeout: "загрузка длилась слишком долго",
    },
    unknownExample: (id) => `В адресе назван пример «${id}», которого на этой странице нет.`,
    restarted: "Движок на этом остановился и запущен заново. Измените пример, чтобы попробовать ещё раз.",
    tooManyKeys: (n) => `В адресе больше ${n} ключей; прочитаны только первые ${n}.`,
    pick: (label) => `Выбрать карты: ${label}`,
    suits: { S: "пики", C: "трефы", D: "бубны", H: "черви" },
  },
};

// ------------------------------------------------------------------ the view allow-list
// The same lists as engine/karty/web/view.py.
const ALLOWED = {
  div: [], span: [], p: [], section: [], ul: [], ol: [], li: [], dl: [], dt: [], dd: [],
  strong: [], em: [], code: [], small: [], table: [], caption: [], thead: [], tbody: [],
  tr: [], th: ["scope", "colspan"], td: ["colspan"], details: [], summary: [],
  a: ["ref"], button: ["data-action"],
};
const GLOBAL_ATTRS = new Set(["class", "lang", "title", "role", "aria-label", "data-card", "data-kind"]);
const SHORT = /^[^\x00-\x1f<>"'`\\]{0,200}$/;
const REF = /^(rule|seg):([a-z][a-z0-9]*)\.([a-z0-9][a-z0-9.-]*)$/;
const VALUES = {
  class: /^[a-z][a-z0-9_-]*(?: [a-z][a-z0-9_-]*)*$/,
  ref: REF,
  lang: /^(?:en|ru)$/,
  scope: /^(?:row|col)$/,
  colspan: /^[1-9]$/,
  role: /^(?:note|status|group|list|listitem|img)$/,
  "data-card": /^(?:[6-9]|10|[JQKA])[SCDH]$/,
  "data-kind": /^[a-z][a-z0-9-]{0,40}$/,
  "data-action": /^[a-z][A-Za-z0-9 ]{0,80}$/,
};

export function hrefOf(ref, links) {
  const m = REF.exec(ref || "");
  if (!m) return null;
  const group = links[m[1] === "rule" ? "rules" : "text"] || {};
  const base = Object.prototype.hasOwnProperty.call(group, m[2]) ? group[m[2]] : null;
  if (typeof base !== "string" || !base) return null;
  return `${base}#${ref.slice(ref.indexOf(":") + 1)}`;
}

export function buildView(view, links, depth = 0) {
  if (typeof view === "string") return document.createTextNode(view);
  if (depth > 40 || !Array.isArray(view) || view.length < 2 || typeof view[0] !== "string"
      || view[1] === null || typeof view[1] !== "object" || Array.isArray(view[1])) {
    throw new Error("not a view node");
  }
  const [name, attrs, ...children] = view;
  if (!Object.prototype.hasOwnProperty.call(ALLOWED, name)) throw new Error(`tag ${name} is not allowed`);
  let tag = name;
  let href = null;
  if (name === "a") {
    href = hrefOf(attrs.ref, links);
    if (href === null) tag = "span";
  }
  const el = document.createElement(tag);
  if (href !== null) el.setAttribute("href", href);
  for (const [key, value] of Object.entries(attrs)) {
    if (!GLOBAL_ATTRS.has(key) && !ALLOWED[name].includes(key)) throw new Error(`attribute ${key} is not allowed on ${name}`);
    if (typeof value !== "string" || !(VALUES[key] || SHORT).test(value)) throw new Error(`attribute ${key} has a bad value`);
    if (key === "ref") continue;
    el.setAttribute(key, value);
  }
  if (tag === "button") el.setAttribute("type", "button");
  for (const child of children) el.append(buildView(child, links, depth + 1));
  return el;
}

// ------------------------------------------------------------------ the engine
const engine = {
  worker: null,
  status: "idle", // idle | loading | ready | failed
  progress: { stage: "download", loaded: 0, total: 0 },
  failure: null,
  pending: new Map(),
  nextId: 1,
  stall: null,
  restarts: 0,
};
// A runtime that stops answering is replaced by a fresh worker, at most this often.
const MAX_RESTARTS = 3;
// The longest message shown (the engine keeps its own under 500 characters).
const MAX_MESSAGE = 500;
let current = []; // the widgets of the page on screen

// Other modules (offline.mjs) learn that the engine is ready or has failed.
function announce() {
  window.dispatchEvent(new CustomEvent("karty:engine", { detail: { status: engine.status } }));
}

function setFailure(reason, detail) {
  if (engine.status === "failed") return;
  engine.status = "failed";
  engine.failure = { reason, detail: detail ? String(detail).slice(0, 200) : "" };
  clearTimeout(engine.stall);
  for (const [, request] of engine.pending) request.reject(new Error(reason));
  engine.pending.clear();
  if (engine.worker) engine.worker.terminate();
  for (const w of current) w.engineChanged();
  announce();
}

function watchStall() {
  clearTimeout(engine.stall);
  engine.stall = setTimeout(() => setFailure("timeout"), 120000);
}

function onWorkerMessage(event) {
  const msg = event.data || {};
  if (msg.type === "progress") {
    engine.progress = { stage: msg.stage, loaded: msg.loaded, total: msg.total };
    watchStall();
    for (const w of current) w.engineChanged();
    return;
  }
  if (msg.type === "ready") {
    clearTimeout(engine.stall);
    engine.status = "ready";
    performance.mark("karty:engine-ready");
    engine.versions = { pyodide: msg.pyodide, python: msg.python, karty: msg.karty };
    engine.start = { via: msg.via || "normal", fallback: msg.fallback || null };
    for (const w of current) w.engineChanged();
    announce();
    return;
  }
  if (msg.type === "failed") {
    setFailure("load", msg.error && msg.error.message);
    return;
  }
  const request = engine.pending.get(msg.id);
  if (!request) return;
  engine.pending.delete(msg.id);
  request.resolve(msg);
  if (msg.fatal) restartEngine();
}

// The worker's runtime no longer answers (it said so after an unexpected error):
// replace the worker with a fresh one; the widgets keep their answers meanwhile.
function restartEngine() {
  const old = engine.worker;
  engine.worker = null;
  if (old) old.terminate();
  for (const [, request] of engine.pending) request.reject(new Error("crashed"));
  engine.pending.clear();
  clearTimeout(engine.stall);
  engine.restarts += 1;
  if (engine.restarts > MAX_RESTARTS) {
    engine.status = "loading"; // so that setFailure reports it
    return setFailure("crashed", "restarted too often");
  }
  engine.status = "idle";
  startEngine();
}

export function startEngine() {
  if (engine.status !== "idle") return;
  if (typeof Worker === "undefined") return setFailure("no-worker");
  if (typeof WebAssembly === "undefined" || typeof WebAssembly.instantiate !== "function") return setFailure("no-wasm");
  engine.status = "loading";
  performance.mark("karty:engine-start");
  let worker;
  try {
    worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module", name: "karty-engine" });
  } catch (err) {
    return setFailure("no-worker", err && err.message);
  }
  engine.worker = worker;
  worker.addEventListener("message", onWorkerMessage);
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    setFailure(engine.status === "ready" ? "crashed" : "worker-failed", event.message);
  });
  worker.addEventListener("messageerror", () => setFailure("crashed", "messageerror"));
  watchStall();
  worker.postMessage({ type: "start" });
  for (const w of current) w.engineChanged();
}

// A call to the engine: resolves to {ok, result} or {ok: false, error}.
export function callEngine(fn, args) {
  if (engine.status === "failed") return Promise.reject(new Error(engine.failure.reason));
  startEngine();
  const id = engine.nextId++;
  return new Promise((resolve, reject) => {
    engine.pending.set(id, { resolve, reject });
    engine.worker.postMessage({ id, fn, args });
  });
}

// The runtime's memory: resolves to {heap_bytes} (the WebAssembly heap), or null
// before the engine has loaded. For tests and the benchmark.
export function engineStats() {
  if (engine.status !== "ready") return Promise.resolve(null);
  const id = engine.nextId++;
  return new Promise((resolve, reject) => {
    engine.pending.set(id, { resolve: (msg) => resolve(msg.result || null), reject });
    engine.worker.postMessage({ id, type: "stats" });
  });
}

// Read-only view of the engine's state, for tests and the benchmark.
export function engineState() {
  return { status: engine.status, progress: { ...engine.progress }, failure: engine.failure, versions: engine.versions || null,
           restarts: engine.restarts, start: engine.start || null };
}

// ------------------------------------------------------------------ cards, for the picker
const RANKS = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const RANKS_RU = { J: "В", Q: "Д", K: "К", A: "Т" };
const SUITS = ["S", "C", "D", "H"];
const SYMBOL = { S: "♠", C: "♣", D: "♦", H: "♥" };

function cardLabel(ascii, lang) {
  const rank = ascii.slice(0, -1);
  const suit = ascii.slice(-1);
  return `${lang === "ru" ? RANKS_RU[rank] || rank : rank}${SYMBOL[suit]}`;
}

function cardsLabel(asciiList, lang) {
  return asciiList.map((c) => cardLabel(c, lang)).join(" ");
}

// ------------------------------------------------------------------ a widget
const widgets = new WeakMap();

class Widget {
  constructor(root) {
    this.root = root;
    this.kind = root.dataset.widget;
    this.fn = FUNCTIONS[this.kind];
    this.lang = root.dataset.lang === "ru" ? "ru" : "en";
    this.t = TEXT[this.lang];
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
    if (engine.status === "failed") {
      const why = this.t.why[engine.failure.reason] || engine.failure.reason;
      const detail = engine.failure.detail ? ` (${engine.failure.detail})` : "";
      this.setState("error");
      this.say(this.t.failed(`${why}${detail}`));
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
        this.say(ready ? this.t.start : this.t.download(mb(p.loaded), mb(p.total)));
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
      if (seq === this.seq && engine.status !== "failed") {
        this.showError({ type: "InternalError", message: TEXT.en.restarted, message_ru: TEXT.ru.restarted }, source);
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
    f.grid.setAttribute("role", "group");
    f.grid.setAttribute("aria-label", this.t.pick(label ? label.textContent : ""));
    SUITS.forEach((suit, row) => {
      const line = document.createElement("div");
      line.className = "karty-picker__row";
      RANKS.forEach((rank, col) => {
        const card = `${rank}${suit}`;
        const b = document.createElement("button");
        b.type = "button";
        b.className = `karty-picker__card${suit === "H" || suit === "D" ? " karty-card--red" : ""}`;
        b.dataset.card = card;
        b.dataset.row = String(row);
        b.dataset.col = String(col);
        b.textContent = cardLabel(card, this.lang);
        b.setAttribute("aria-pressed", "false");
        b.setAttribute("aria-label", `${cardLabel(card, this.lang)} ${this.t.suits[suit]}`);
        b.tabIndex = row === 0 && col === 0 ? 0 : -1;
        line.append(b);
      });
      f.grid.append(line);
    });
    f.grid.addEventListener("click", (e) => {
      const b = e.target.closest("button[data-card]");
      if (b) this.toggleCard(f, b);
    });
    f.grid.addEventListener("keydown", (e) => this.pickerKey(f, e));
  }

  pickerKey(f, e) {
    const b = e.target.closest("button[data-card]");
    if (!b) return;
    let row = Number(b.dataset.row);
    let col = Number(b.dataset.col);
    switch (e.key) {
      case "ArrowRight": col = (col + 1) % RANKS.length; break;
      case "ArrowLeft": col = (col + RANKS.length - 1) % RANKS.length; break;
      case "ArrowDown": row = (row + 1) % SUITS.length; break;
      case "ArrowUp": row = (row + SUITS.length - 1) % SUITS.length; break;
      case "Home": col = 0; break;
      case "End": col = RANKS.length - 1; break;
      case "Escape": {
        const toggle = f.box.querySelector("button.karty-pick");
        if (toggle) {
          this.togglePicker(toggle);
          toggle.focus();
        }
        e.preventDefault();
        return;
      }
      default: return;
    }
    e.preventDefault();
    const next = f.grid.querySelector(`button[data-row="${row}"][data-col="${col}"]`);
    if (next) {
      for (const other of f.grid.querySelectorAll('button[tabindex="0"]')) other.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    }
  }

  toggleCard(f, button) {
    const have = this.parsedCards.get(f.input.name) || [];
    const card = button.dataset.card;
    const next = have.includes(card) ? have.filter((c) => c !== card) : [...have, card];
    this.parsedCards.set(f.input.name, next);
    f.input.value = cardsLabel(next, this.lang);
    for (const other of f.grid.querySelectorAll('button[tabindex="0"]')) other.tabIndex = -1;
    button.tabIndex = 0;
    this.markPicker(f.grid, next);
    this.fromForm();
  }

  markPicker(grid, cards) {
    if (!grid || !grid.firstChild) return;
    const set = new Set(cards);
    for (const b of grid.querySelectorAll("button[data-card]")) {
      b.setAttribute("aria-pressed", set.has(b.dataset.card) ? "true" : "false");
    }
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
      this.markPicker(box.querySelector(".karty-picker"), reply.result.cards);
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
    if (first) first.notice(first.t.unknownExample(id.length > 60 ? `${id.slice(0, 59)}…` : id));
    return;
  }
  // a plain object with no prototype: every key of the address is kept as given
  // ("__proto__" too), so the engine names any it does not know
  const state = Object.create(null);
  let n = 0;
  for (const [key, value] of params) {
    if (key === "ex") continue;
    if (++n > MAX_PARAMS) {
      widget.notice(widget.t.tooManyKeys(MAX_PARAMS));
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
  if (engine.status === "idle") {
    if (window.location.hash.startsWith("#ex=")) startEngine();
    else startWhenIdleOrSeen(current.map((w) => w.root), startEngine);
  }
  applyHash();
}

mountEach(".karty-widget[data-widget]", bind, bindAll);
window.addEventListener("hashchange", applyHash);

// For tests and the benchmark (read-only).
window.karty = Object.freeze({ engineState, engineStats, version: 1 });
