// The engine's worker: Pyodide and the karty wheel, both served by the site
// (assets/pyodide/, written by docs/hooks/pyodide/runtime.py), started by
// engine-boot.mjs (from the build's memory snapshot, or the normal way). An ES
// module Web Worker, started by widgets.mjs; Python never runs on the page's thread.
//
// Protocol (see ARCHITECTURE.md at the repository's root):
//   page → worker  {type: "start"}                  begin loading (idempotent)
//                  {id, fn, args}                   call karty.web's fn with JSON args
//                  {id, type: "stats"}              the runtime's memory: {heap_bytes}
//   worker → page  {type: "progress", stage, loaded, total}
//                  {type: "ready", pyodide, python, karty, via, fallback, choice}
//                  {type: "failed", error: {type, message, message_ru}}
//                  {id, ok: true, result} | {id, ok: false, error: {type, message, message_ru, token, field}}
//                  … with `fatal: true` when the runtime no longer answers (the page
//                  then replaces this worker with a fresh one)
//
// `fn` must be one of the build's allow-list: the `functions` of the browser
// contract (assets/karty-contract.json, written by docs/hooks/core/contract.py from
// karty.web.FUNCTIONS, so a new game's functions need no edit here); karty.web
// checks it again. Until the contract is read no call reaches Python, and if it
// cannot be read every call is refused. `via` says
// how the engine started ("snapshot" or "normal"), `fallback` why not from the
// snapshot (or null), `choice` how the link was judged ({snapshot, why, rate, cost},
// engine-boot.mjs's chooseStart; null when it was not).
//
// No traceback reaches the page: karty.web.call_json answers every call (an
// unexpected Python error is an "InternalError" with a plain message), and
// anything that still goes wrong here (a JavaScript error, a runtime that has
// stopped) is answered with the plain message INTERNAL, in both languages; the
// details go to the console only.

import { bootEngine } from "./engine-boot.mjs";

const RUNTIME = new URL("../pyodide/", import.meta.url);
const CONTRACT = new URL("../karty-contract.json", import.meta.url);

let allowed = null; // Promise of the Set of function names the page may call

let engine = null; // Promise of {call(fn, json) → json, heap() → bytes}

const INTERNAL = {
  type: "InternalError",
  message: "The engine could not answer this (an error in the engine, not in what you wrote). Try another value.",
  message_ru: "Движок не смог ответить (ошибка в движке, а не в том, что вы написали). Попробуйте другое значение.",
  token: null,
  field: null,
};

function post(message) {
  self.postMessage(message);
}

// Pyodide only logs (and then waits forever) when the .wasm cannot be fetched or
// compiled, so the worker reports such failures itself, once.
let failed = false;
function fail(message) {
  if (failed) return;
  failed = true;
  post({ type: "failed", error: { type: "LoadError", message: String(message).slice(0, 300), message_ru: String(message).slice(0, 300) } });
}

async function load() {
  const progress = (stage, loaded, total) => post({ type: "progress", stage, loaded, total });
  const { pyodide, web, manifest, via, fallback, choice } = await bootEngine(RUNTIME, { progress, fail });
  const callJson = web.call_json;
  const karty = pyodide.pyimport("karty").__version__;
  post({ type: "ready", pyodide: pyodide.version, python: manifest.python, karty, via, fallback, choice });
  const heap = () => {
    const module = pyodide._module;
    const buffer = module && (module.HEAPU8 || module.HEAP8);
    return buffer ? buffer.buffer.byteLength : null;
  };
  return { call: (fn, json) => callJson(fn, json), heap };
}

// The one place a request reaches Python.
function answer(api, fn, args) {
  return JSON.parse(api.call(fn, JSON.stringify(args ?? {})));
}

// Whether the runtime still answers after an unexpected error.
function alive(api) {
  try {
    return answer(api, "parse_cards", { text: "" }).ok === true;
  } catch {
    return false;
  }
}

// The allow-list, read once from the contract file (again after a failure).
function allowList() {
  if (allowed === null) {
    allowed = (async () => {
      const response = await fetch(CONTRACT);
      if (!response.ok) throw new Error(`karty-contract.json: HTTP ${response.status}`);
      const data = await response.json();
      if (!data || data.version !== 1 || !Array.isArray(data.functions)) {
        throw new Error("karty-contract.json: no list of functions");
      }
      return new Set(data.functions.filter((name) => typeof name === "string"));
    })();
    allowed.catch(() => { allowed = null; });
  }
  return allowed;
}

function ensure() {
  if (engine === null) {
    engine = load();
    engine.catch((err) => fail((err && err.message) || err));
  }
  return engine;
}

self.addEventListener("message", async (event) => {
  const msg = event.data || {};
  if (msg.type === "start") {
    allowList().catch(() => {});
    ensure();
    return;
  }
  const { id, fn, args } = msg;
  if (msg.type === "stats") {
    let heap = null;
    try {
      heap = engine === null ? null : (await engine).heap();
    } catch {
      heap = null;
    }
    post({ id, ok: true, result: { heap_bytes: heap } });
    return;
  }
  let functions;
  try {
    functions = await allowList();
  } catch (err) {
    console.error("karty engine:", err);
    const message = "The engine's list of functions (karty-contract.json) could not be loaded: reload the page.";
    const messageRu = "Не удалось загрузить список функций движка (karty-contract.json): обновите страницу.";
    post({ id, ok: false, error: { type: "LoadError", message, message_ru: messageRu, token: null, field: null } });
    return;
  }
  if (typeof fn !== "string" || !functions.has(fn)) {
    const shown = String(fn).slice(0, 60);
    post({ id, ok: false, error: { type: "UnknownFunction", message: `${shown} is not an engine function`, message_ru: `${shown} — не функция движка`, token: shown, field: null } });
    return;
  }
  let api;
  try {
    api = await ensure();
  } catch (err) {
    post({ id, ok: false, error: { type: "LoadError", message: String((err && err.message) || err).slice(0, 300), message_ru: String((err && err.message) || err).slice(0, 300), token: null, field: null } });
    return;
  }
  try {
    post({ id, ...answer(api, fn, args) });
  } catch (err) {
    // not a karty error, not even an InternalError answered by karty.web: the
    // details stay in the console; the reader gets the plain message
    console.error("karty engine:", err);
    post({ id, ok: false, error: { ...INTERNAL }, fatal: !alive(api) });
  }
});
