// The engine's worker: Pyodide and the karty wheel, both served by the site
// (assets/pyodide/, written by docs/hooks/pyodide_runtime.py), started by
// engine-boot.mjs (from the build's memory snapshot, or the normal way). An ES
// module Web Worker, started by widgets.mjs; Python never runs on the page's thread.
//
// Protocol (see ARCHITECTURE.md at the repository's root):
//   page → worker  {type: "start"}                  begin loading (idempotent)
//                  {id, fn, args}                   call karty.web's fn with JSON args
//   worker → page  {type: "progress", stage, loaded, total}
//                  {type: "ready", pyodide, python, karty, via, fallback}
//                  {type: "failed", error: {type, message, message_ru}}
//                  {id, ok: true, result} | {id, ok: false, error: {type, message, message_ru, token, field}}
//
// `fn` must be one of FUNCTIONS (karty.web.FUNCTIONS checks it again). `via` says
// how the engine started ("snapshot" or "normal"), `fallback` why not from the
// snapshot (or null).

import { bootEngine } from "./engine-boot.mjs";

const RUNTIME = new URL("../pyodide/", import.meta.url);
const FUNCTIONS = new Set([
  "bura_trick", "bura_declare", "bura_made", "bura_play", "bura_rules",
  "ochko_hand", "ochko_duel", "ochko_session", "parse_cards", "rules_options",
]);

let engine = null; // Promise of {call(fn, json) → json}

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
  const { pyodide, web, manifest, via, fallback } = await bootEngine(RUNTIME, { progress, fail });
  const callJson = web.call_json;
  const karty = pyodide.pyimport("karty").__version__;
  post({ type: "ready", pyodide: pyodide.version, python: manifest.python, karty, via, fallback });
  return { call: (fn, json) => callJson(fn, json) };
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
    ensure();
    return;
  }
  const { id, fn, args } = msg;
  if (typeof fn !== "string" || !FUNCTIONS.has(fn)) {
    const shown = String(fn).slice(0, 60);
    post({ id, ok: false, error: { type: "UnknownFunction", message: `${shown} is not an engine function`, message_ru: `${shown} — не функция движка`, token: shown, field: null } });
    return;
  }
  let api;
  try {
    api = await ensure();
  } catch (err) {
    post({ id, ok: false, error: { type: "LoadError", message: String((err && err.message) || err), message_ru: String((err && err.message) || err), token: null, field: null } });
    return;
  }
  try {
    const reply = JSON.parse(api.call(fn, JSON.stringify(args ?? {})));
    post({ id, ...reply });
  } catch (err) {
    // a bug in the engine (a Python exception that is not a karty error)
    post({ id, ok: false, error: { type: "InternalError", message: String((err && err.message) || err).slice(-2000), message_ru: String((err && err.message) || err).slice(-2000), token: null, field: null } });
  }
});
