// How the engine starts in its worker (worker.mjs): Pyodide and the karty wheel,
// both served by the site (assets/pyodide/, written by
// docs/hooks/pyodide/runtime.py, described by its manifest.json).
//
// Two ways, tried in this order:
//
// * From the build's memory snapshot (snapshot-format.mjs): the gzip file is
//   decompressed here (DecompressionStream), the wheel's files are written into
//   site-packages before Python starts (wheel-fs.mjs), and Pyodide restores the
//   interpreter with karty.web already imported instead of starting it. The
//   snapshot is used only if its header names the runtime of manifest.json (the
//   hash of the runtime's files and the wheel, written at build), this Pyodide
//   version, and the sha256 of the very standard library and wheel loaded now
//   (hashed here as they arrive): the restored interpreter has indexed the one
//   and imported the other. Pyodide itself checks that the snapshot was made by
//   its build (its build id, which also stands for the .wasm: hashing its 9.6 MB
//   too cost more than it bought, see bench/RESULTS.md). The restored engine
//   must then answer one call.
// * The normal start: loadPyodide(), loadPackage("karty") (the lock's sha256
//   checked), import karty.web.
//
// Any failure of the first (no DecompressionStream, a blocked or failed
// download, a corrupt file, a snapshot of another runtime or wheel, an error
// while restoring) falls back to the second; only the console says so.
//
// Progress is real: fetch() is wrapped and the bytes of the runtime's files are
// counted as they arrive, from a clone of each response (the .wasm's own
// response reaches WebAssembly.instantiateStreaming untouched); the total comes
// from manifest.json. pyodide.mjs and pyodide.asm.mjs are loaded by import(),
// which cannot be counted, so they are not in the total.

import { SnapshotMismatch, checkHeader, decodeSnapshot, sha256hex } from "./snapshot-format.mjs";
import { readWheel, writeFiles } from "./wheel-fs.mjs";

// Where the worker leaves the compressed snapshot for the service worker (the same
// name in docs/hooks/offline/service-worker.js): on a first visit the page is not yet
// under the service worker, which would otherwise download the 7 MB again when
// it keeps the runtime, wherever the HTTP cache cannot hold it (a private window's).
export const HANDOFF = "karty:handoff";
const WASM = "pyodide.asm.wasm";
const STDLIB = "python_stdlib.zip";
const LOCK = "pyodide-lock.json";

function fileName(input, base) {
  try {
    const url = new URL(typeof Request !== "undefined" && input instanceof Request ? input.url : String(input), base);
    return url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
  } catch {
    return "";
  }
}

function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((ok, no) => {
    resolve = ok;
    reject = no;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

// Wraps self.fetch for the runtime's files: counts the bytes of those in `counted`
// (onBytes), keeps the bytes of those asked for with keep() until their sha256 is
// known (digest(name)), and reports a failed download of one in `vital`
// (onFailure: Pyodide itself would only log it and wait forever). The page's own
// response goes on untouched (a clone is read).
function watchFetch(base, counted, vital, onBytes, onFailure) {
  const original = self.fetch.bind(self);
  const kept = new Map();
  async function consume(name, body) {
    const want = kept.get(name);
    const chunks = want && !want.taken ? [] : null;
    if (want) want.taken = true;
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        onBytes(value.byteLength);
        if (chunks) chunks.push(value);
      }
      if (chunks) want.resolve(await sha256hex(await new Blob(chunks).arrayBuffer()));
    } catch (err) {
      if (chunks) want.reject(err);
    }
  }
  self.fetch = async function fetchWatched(input, init) {
    const name = fileName(input, base);
    let response;
    try {
      // revalidated: the files keep their names from build to build, and an HTTP cache
      // must never answer for one build with another's file
      response = await original(input, counted.has(name) ? { ...init, cache: "no-cache" } : init);
    } catch (err) {
      if (vital.has(name)) onFailure(`${name}: ${(err && err.message) || err}`);
      throw err;
    }
    if (!counted.has(name)) return response;
    if (!response.ok) {
      if (vital.has(name)) onFailure(`${name}: HTTP ${response.status}`);
      return response;
    }
    if (response.body) consume(name, response.clone().body);
    return response;
  };
  return {
    keep(list) {
      for (const name of list) kept.set(name, deferred());
    },
    digest: (name) => kept.get(name).promise,
  };
}

// Pyodide only logs a .wasm that cannot be compiled (and then waits forever).
function watchWasm(onFailure) {
  for (const name of ["instantiateStreaming", "instantiate", "compileStreaming", "compile"]) {
    const original = WebAssembly[name];
    if (typeof original !== "function") continue;
    WebAssembly[name] = function watched(...args) {
      return original.apply(this, args).catch((err) => {
        // a failed instantiateStreaming may be retried with instantiate; that one's failure is final
        if (name !== "instantiateStreaming" && name !== "compileStreaming") onFailure(`WebAssembly: ${(err && err.message) || err}`);
        throw err;
      });
    };
  }
}

// The whole body of a stream, which must be `size` bytes.
async function collect(stream, size, what) {
  const out = new Uint8Array(size);
  let at = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at + value.byteLength > size) {
      reader.cancel();
      throw new SnapshotMismatch(`${what} is longer than manifest.json says`);
    }
    out.set(value, at);
    at += value.byteLength;
  }
  if (at !== size) throw new SnapshotMismatch(`${what} is shorter than manifest.json says`);
  return out;
}

// The snapshot: {raw (decompressed: gzip's CRC-32 catches a corrupt file), file (as served)}.
async function readSnapshot(url, entry, onBytes) {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${entry.file}: HTTP ${response.status}`);
  const counting = new TransformStream({
    transform(chunk, controller) {
      onBytes(chunk.byteLength);
      controller.enqueue(chunk);
    },
  });
  const [compressed, forInflate] = response.body.pipeThrough(counting).tee();
  const [file, raw] = await Promise.all([
    collect(compressed, entry.size, entry.file),
    collect(forInflate.pipeThrough(new DecompressionStream("gzip")), entry.raw_size, "the decompressed snapshot"),
  ]);
  return { raw, file };
}

// Leaves the snapshot file for the service worker, unless a cache holds it already.
async function handOff(url, file) {
  if (typeof caches === "undefined" || (await caches.match(url))) return;
  const cache = await caches.open(HANDOFF);
  await cache.put(url, new Response(file, { headers: { "Content-Type": "application/gzip" } }));
}

async function fromSnapshot({ loadPyodide, version, runtime, manifest, watch, options, onBytes }) {
  const entry = manifest.snapshot;
  watch.keep([STDLIB]);
  const wheel = fetch(new URL(manifest.wheel, runtime)).then((r) => {
    if (!r.ok) throw new Error(`${manifest.wheel}: HTTP ${r.status}`);
    return r.arrayBuffer();
  }).then((b) => new Uint8Array(b));
  const wheelFiles = wheel.then(readWheel);
  const url = new URL(entry.file, runtime);
  const snapshot = readSnapshot(url, entry, onBytes);
  const checked = (async () => {
    const { header, payload } = decodeSnapshot((await snapshot).raw);
    const [stdlibSha, wheelSha] = await Promise.all([watch.digest(STDLIB), wheel.then(sha256hex)]);
    checkHeader(header, { runtime: manifest.runtime, pyodide: version, files: { [STDLIB]: stdlibSha, [manifest.wheel]: wheelSha } });
    return payload;
  })();
  for (const p of [wheel, wheelFiles, snapshot, checked]) p.catch(() => {}); // loadPyodide gets the rejection
  const pyodide = await loadPyodide({
    ...options,
    _loadSnapshot: checked,
    fsInit: async (FS, { sitePackages }) => {
      writeFiles(FS, sitePackages, await wheelFiles);
    },
  });
  const web = pyodide.pyimport("karty.web");
  const probe = JSON.parse(web.call_json("parse_cards", JSON.stringify({ text: "10S" })));
  if (!probe.ok || probe.result.cards[0] !== "10S") throw new Error("the restored engine did not answer");
  handOff(url.href, (await snapshot).file).catch(() => {});
  return { pyodide, web };
}

async function normalStart({ loadPyodide, options, stage }) {
  const pyodide = await loadPyodide(options);
  stage("engine");
  await pyodide.loadPackage("karty", { messageCallback: () => {}, errorCallback: () => {}, checkIntegrity: true });
  return { pyodide, web: pyodide.pyimport("karty.web") };
}

// Start the engine from `runtime` (the URL of assets/pyodide/). `progress(stage,
// loaded, total)` is called as bytes arrive (stage: download, engine); `fail(message)`
// when a download or the .wasm fails for good. Resolves to {pyodide, web (the
// karty.web module), manifest, via: "snapshot" | "normal", fallback (why the
// snapshot was not used, or null)}.
export async function bootEngine(runtime, { progress, fail }) {
  // always asked of the server (or the service worker): it names this build's runtime
  const manifestResponse = await fetch(new URL("manifest.json", runtime), { cache: "no-cache" });
  if (!manifestResponse.ok) throw new Error(`manifest.json: HTTP ${manifestResponse.status}`);
  const manifest = await manifestResponse.json();
  const snap = manifest.snapshot && typeof DecompressionStream === "function" ? manifest.snapshot : null;
  const counted = [WASM, STDLIB, LOCK, manifest.wheel, ...(snap ? [snap.file] : [])];

  let stage = "download";
  let loaded = 0;
  let total = 0;
  let last = 0;
  const count = (names) => {
    loaded = 0;
    total = names.reduce((sum, name) => sum + (manifest.files[name] || 0), 0);
    progress(stage, loaded, total);
  };
  const onBytes = (n) => {
    loaded += n;
    const now = Date.now();
    if (now - last > 100 || loaded >= total) {
      last = now;
      progress(stage, Math.min(loaded, total), total);
    }
  };
  const setStage = (s) => {
    stage = s;
    progress(stage, Math.min(loaded, total), total);
  };
  // every file has arrived once Python runs (the counting clones may lag behind)
  const done = () => progress("ready", total, total);
  const vital = new Set([WASM, STDLIB, LOCK, manifest.wheel]);
  const watch = watchFetch(runtime, vital, vital, onBytes, fail);
  watchWasm(fail);
  count(counted);
  const { loadPyodide, version } = await import(new URL("pyodide.mjs", runtime).href);
  const options = {
    indexURL: runtime.href,
    packageBaseUrl: runtime.href,
    lockFileURL: new URL(LOCK, runtime).href,
    stdout: () => {},
    stderr: () => {},
  };
  let fallback = null;
  if (snap) {
    try {
      const started = await fromSnapshot({ loadPyodide, version, runtime, manifest, watch, options, onBytes });
      done();
      return { ...started, manifest, via: "snapshot", fallback };
    } catch (err) {
      fallback = String((err && err.message) || err).slice(0, 300);
      console.warn(`karty: the engine's memory snapshot was not used (${fallback}); starting Python the normal way.`);
      count(counted.filter((n) => n !== snap.file));
    }
  } else if (manifest.snapshot) {
    fallback = "no DecompressionStream";
  }
  const started = await normalStart({ loadPyodide, options, stage: setStage });
  done();
  return { ...started, manifest, via: "normal", fallback };
}
