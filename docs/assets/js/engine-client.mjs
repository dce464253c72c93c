// The engine client: one module Web Worker (worker.mjs: Pyodide + the karty wheel)
// for every script of the page, a module-level singleton that survives Material's
// instant navigation. Python never runs on this thread.
//
// Protocol (ARCHITECTURE.md, "Worker protocol"): the page sends {id, fn, args}; the
// worker answers {id, ok, result | error}, and reports its loading with
// {type: "progress" | "ready" | "failed"}. A reply with `fatal: true` (the runtime no
// longer answers) replaces the worker, at most MAX_RESTARTS times.
//
// A play table's or a worked example's page creates the worker in its head, before this
// module is fetched (docs/overrides/main.html); startEngine() takes it over (adoptEarly).
//
// Other scripts: callEngine(fn, args), startEngine(), engineState(), engineStats(),
// and onEngineChange(listener), called whenever the loading state changes; the
// "karty:engine" window event says when the engine is ready or has failed.

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
const listeners = new Set();

// Call `listener()` whenever the engine's loading state changes; returns a function
// that stops it.
export function onEngineChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

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
  notify();
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
    notify();
    return;
  }
  if (msg.type === "ready") {
    clearTimeout(engine.stall);
    engine.status = "ready";
    performance.mark("karty:engine-ready");
    engine.versions = { pyodide: msg.pyodide, python: msg.python, karty: msg.karty };
    engine.start = { via: msg.via || "normal", fallback: msg.fallback || null, choice: msg.choice || null };
    notify();
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

// The worker a page's head may have started already (docs/overrides/main.html, a play
// table's or the worked examples' page: an inline script, before this module has even been
// fetched), with the events it has had meanwhile; taken once.
const EARLY = "kartyEarlyEngine";

function adoptEarly() {
  const early = window[EARLY];
  if (!early || !early.worker || early.taken || String(early.url) !== String(new URL("./worker.mjs", import.meta.url))) return null;
  early.taken = true;
  early.stop(); // its own listeners stop queueing: ours take over, after the queued events
  return early;
}

function onWorkerError(event) {
  event.preventDefault();
  setFailure(engine.status === "ready" ? "crashed" : "worker-failed", event.message);
}

export function startEngine() {
  if (engine.status !== "idle") return;
  if (typeof Worker === "undefined") return setFailure("no-worker");
  if (typeof WebAssembly === "undefined" || typeof WebAssembly.instantiate !== "function") return setFailure("no-wasm");
  engine.status = "loading";
  const early = engine.restarts ? null : adoptEarly();
  let worker = early && early.worker;
  if (!early) {
    performance.mark("karty:engine-start");
    try {
      worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module", name: "karty-engine" });
    } catch (err) {
      return setFailure("no-worker", err && err.message);
    }
  }
  engine.worker = worker;
  worker.addEventListener("message", onWorkerMessage);
  worker.addEventListener("error", onWorkerError);
  worker.addEventListener("messageerror", () => setFailure("crashed", "messageerror"));
  watchStall();
  if (!early) worker.postMessage({ type: "start" });
  notify();
  if (early) {
    // what the worker said before this module was there, in its order
    for (const event of early.events) {
      if (event.type === "message") onWorkerMessage(event);
      else if (event.type === "error") onWorkerError(event);
      else setFailure("crashed", "messageerror");
      if (engine.status === "failed") break;
    }
  }
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
