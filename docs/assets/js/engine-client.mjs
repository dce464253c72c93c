// The engine client: one module Web Worker (worker.mjs: Pyodide + the karty wheel)
// for every script of the page, a module-level singleton that survives Material's
// instant navigation. Python never runs on this thread.
//
// Protocol (ARCHITECTURE.md, "Worker protocol"): the page sends {id, fn, args}; the
// worker answers {id, ok, result | error}, and reports its loading with
// {type: "progress" | "ready" | "failed"}. A reply with `fatal: true` (the runtime no
// longer answers) replaces the worker, at most MAX_RESTARTS times.
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
  notify();
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
