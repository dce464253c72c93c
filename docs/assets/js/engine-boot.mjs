// How the engine starts in its worker (worker.mjs): Pyodide and the karty wheel,
// both served by the site (assets/pyodide/, written by
// docs/hooks/pyodide/runtime.py, described by its manifest.json).
//
// Two ways:
//
// * From the build's memory snapshot (snapshot-format.mjs): the file (31 MB,
//   5 MB on the wire as brotli; the browser decodes it) is checked against the
//   sha256 of manifest.json, the wheel's files are written into site-packages
//   before Python starts (wheel-fs.mjs), and Pyodide restores the interpreter with
//   karty.web already imported instead of starting it. The snapshot is used only if
//   its header names the runtime of manifest.json (the hash of the runtime's files
//   and the wheel, written at build), this Pyodide version, and the sha256 of the
//   very standard library and wheel loaded now (hashed here as they arrive): the
//   restored interpreter has indexed the one and imported the other. Pyodide itself
//   checks that the snapshot was made by its build (its build id, which also stands
//   for the .wasm). The restored engine must then answer one call.
// * The normal start: loadPyodide() with the same wheel files written into
//   site-packages (its sha256 checked against manifest.json), import karty.web.
//
// Which one: both need the .wasm first, so its download (started here, before
// Pyodide asks for it, and handed to Pyodide) measures the link. The snapshot
// saves about SNAPSHOT_SAVES_S of start-up; it is fetched only if its bytes on the
// wire (manifest.json's `wire`, by the encoding the .wasm came with) would take
// less than that at the measured speed (chooseStart). A snapshot that a cache holds
// (the HTTP cache, the service worker's) is always taken; when the runtime comes
// from a cache but the snapshot does not (the last start was the normal one),
// nothing was measured and the start is the normal one.
//
// Any failure of the snapshot (a blocked or failed download, a corrupt file, a
// snapshot of another runtime or wheel, an error while restoring) falls back to the
// normal start; only the console says so.
//
// Progress is real: fetch() is wrapped and the bytes of the runtime's files are
// counted as they arrive, from a clone of each response (the .wasm's own
// response reaches WebAssembly.instantiateStreaming untouched); the total comes
// from manifest.json. pyodide.mjs and pyodide.asm.mjs are loaded by import(),
// which cannot be counted, so they are not in the total.

import { SnapshotMismatch, checkHeader, decodeSnapshot, sha256hex } from "./snapshot-format.mjs";
import { readWheel, writeFiles } from "./wheel-fs.mjs";

// Where the worker leaves the snapshot for the service worker (the same
// name in docs/hooks/offline/service-worker.js): on a first visit the page is not yet
// under the service worker, which would otherwise download the 7 MB again when
// it keeps the runtime, wherever the HTTP cache cannot hold it (a private window's).
export const HANDOFF = "karty:handoff";
const WASM = "pyodide.asm.wasm";
const STDLIB = "python_stdlib.zip";
const LOCK = "pyodide-lock.json";
// Seconds of start-up the snapshot saves over the normal start (bench/RESULTS.md:
// about 1.7 s on a two-core x86 machine, more on a phone); the snapshot is fetched
// only when its download would take less.
export const SNAPSHOT_SAVES_S = 1.5;
// How long the .wasm's download is watched before choosing, if it has not ended.
const MEASURE_MS = 600;

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
// response goes on untouched (a clone is read). prefetch(name) starts a file's
// download at once; the response is handed to the first fetch of that file.
// link(name) tells how a file's download goes: {started, headers, ended, decoded,
// wire (bytes on the wire so far, estimated from the decoded bytes by the
// Content-Length of the encoded body), encoding}.
function watchFetch(base, counted, vital, onBytes, onFailure, sizes) {
  const original = self.fetch.bind(self);
  const kept = new Map();
  const early = new Map();
  const links = new Map();
  async function consume(name, body, stat) {
    const want = kept.get(name);
    const chunks = want && !want.taken ? [] : null;
    if (want) want.taken = true;
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        onBytes(value.byteLength);
        stat.decoded += value.byteLength;
        stat.wire = stat.ratio * stat.decoded;
        stat.tick();
        if (chunks) chunks.push(value);
      }
      stat.ended = performance.now();
      stat.tick();
      if (chunks) want.resolve(await sha256hex(await new Blob(chunks).arrayBuffer()));
    } catch (err) {
      stat.ended = stat.ended || performance.now();
      stat.failed = true;
      stat.tick();
      if (chunks) want.reject(err);
    }
  }
  function linkOf(name) {
    if (!links.has(name)) {
      const waiting = new Set();
      links.set(name, {
        started: performance.now(), headers: null, ended: null, failed: false, decoded: 0, wire: 0, ratio: 1, encoding: "identity",
        tick() { for (const f of waiting) f(); },
        waitChange() { return new Promise((resolve) => { const f = () => { waiting.delete(f); resolve(); }; waiting.add(f); }); },
      });
    }
    return links.get(name);
  }
  async function fetchWatched(input, init) {
    const name = fileName(input, base);
    if (early.has(name)) {
      const response = early.get(name);
      early.delete(name);
      return response;
    }
    const stat = counted.has(name) ? linkOf(name) : null;
    let response;
    try {
      // revalidated: the files keep their names from build to build, and an HTTP cache
      // must never answer for one build with another's file
      response = await original(input, counted.has(name) ? { ...init, cache: "no-cache" } : init);
    } catch (err) {
      if (stat) { stat.failed = true; stat.tick(); }
      if (vital.has(name)) onFailure(`${name}: ${(err && err.message) || err}`);
      throw err;
    }
    if (!counted.has(name)) return response;
    stat.headers = performance.now();
    if (!response.ok) {
      stat.failed = true;
      stat.tick();
      if (vital.has(name)) onFailure(`${name}: HTTP ${response.status}`);
      return response;
    }
    const encoding = (response.headers.get("Content-Encoding") || "identity").toLowerCase();
    const length = Number(response.headers.get("Content-Length"));
    stat.encoding = encoding;
    if (encoding !== "identity" && length > 0 && sizes[name] > 0) stat.ratio = length / sizes[name];
    else if (encoding !== "identity") stat.ratio = 0.3; // no length: about what brotli and gzip make of the .wasm
    stat.tick();
    if (response.body) consume(name, response.clone().body, stat);
    return response;
  }
  self.fetch = fetchWatched;
  return {
    keep(list) {
      for (const name of list) kept.set(name, deferred());
    },
    digest: (name) => kept.get(name).promise,
    prefetch(name) {
      const response = fetchWatched(new URL(name, base).href);
      response.catch(() => {});
      early.set(name, response);
    },
    link: linkOf,
  };
}

// The snapshot or the normal start, by the speed of the runtime's downloads:
// resolves to {snapshot: boolean, why, rate, cost, wire (the snapshot's bytes to fetch)}. Waits until the .wasm has
// arrived or MEASURE_MS after its first bytes, whichever is first; the link's speed
// is the bytes on the wire of every runtime file under way (the .wasm, the standard
// library, the wheel, the lock share the link) over that time, and the snapshot's
// cost its bytes on the wire, in the encoding the .wasm came with, at that speed.
async function chooseStart(watch, entry, names, url, cached) {
  if (await cached) return { snapshot: true, why: "the snapshot is in a cache", wire: 0 };
  const wasm = watch.link(WASM);
  for (;;) {
    if (wasm.failed) return { snapshot: true, why: "the .wasm's download failed" }; // Pyodide will say
    if (wasm.headers !== null) {
      const now = wasm.ended || performance.now();
      if (wasm.ended && fromCache(new URL(WASM, url).href)) {
        // nothing was measured, and the snapshot was not kept: the last start was the normal one
        return { snapshot: false, why: "the runtime came from a cache, the snapshot did not" };
      }
      if (wasm.ended || now - wasm.headers >= MEASURE_MS) {
        const links = names.map((name) => watch.link(name)).filter((l) => l.headers !== null);
        const since = Math.min(...links.map((l) => l.headers));
        const seconds = Math.max(now - since, 1) / 1000;
        const rate = links.reduce((sum, l) => sum + l.wire, 0) / seconds;
        const wire = (entry.wire && (entry.wire[wasm.encoding] ?? entry.wire.identity)) || entry.size;
        const cost = wire / Math.max(rate, 1);
        const why = `${(wire / 1e6).toFixed(1)} MB at ${(rate * 8 / 1e6).toFixed(1)} Mbit/s: ${cost.toFixed(1)} s`;
        return { snapshot: cost <= SNAPSHOT_SAVES_S, why, rate, cost, wire };
      }
      await Promise.race([wasm.waitChange(), new Promise((r) => setTimeout(r, MEASURE_MS - (now - wasm.headers)))]);
    } else {
      await wasm.waitChange();
    }
  }
}

// Whether the download of `href` came from a cache (its body was not transferred).
function fromCache(href) {
  const entry = performance.getEntriesByName(href).at(-1);
  return !!entry && entry.encodedBodySize > 0 && entry.transferSize < entry.encodedBodySize / 2;
}

// The snapshot's response if a cache (the HTTP cache, or the service worker's) holds
// it, without asking the network; else null.
async function cachedResponse(url) {
  try {
    const response = await fetch(url, { cache: "only-if-cached", mode: "same-origin" });
    return response.ok && response.body ? response : null;
  } catch {
    return null;
  }
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

// The snapshot's bytes (the browser has decoded its Content-Encoding), checked
// against the sha256 of manifest.json.
async function readSnapshot(url, entry, onBytes, early) {
  const response = (await early) || (await fetch(url));
  if (!response.ok || !response.body) throw new Error(`${entry.file}: HTTP ${response.status}`);
  const counting = new TransformStream({
    transform(chunk, controller) {
      onBytes(chunk.byteLength);
      controller.enqueue(chunk);
    },
  });
  const bytes = await collect(response.body.pipeThrough(counting), entry.size, entry.file);
  if ((await sha256hex(bytes)) !== entry.sha256) throw new SnapshotMismatch(`${entry.file} is not the file manifest.json names (sha256)`);
  return bytes;
}

// Leaves the snapshot file for the service worker, unless a cache holds it already.
async function handOff(url, file) {
  if (typeof caches === "undefined" || (await caches.match(url))) return;
  const cache = await caches.open(HANDOFF);
  await cache.put(url, new Response(file, { headers: { "Content-Type": "application/octet-stream" } }));
}

// The wheel's bytes, checked against manifest.json, and its files (wheel-fs.mjs).
function fetchWheel(runtime, manifest) {
  const bytes = fetch(new URL(manifest.wheel, runtime)).then((r) => {
    if (!r.ok) throw new Error(`${manifest.wheel}: HTTP ${r.status}`);
    return r.arrayBuffer();
  }).then((b) => new Uint8Array(b));
  const sha = bytes.then(sha256hex);
  const files = Promise.all([bytes, sha]).then(([b, digest]) => {
    if (manifest.sha256 && digest !== manifest.sha256) throw new Error(`${manifest.wheel} is not the wheel manifest.json names (sha256)`);
    return readWheel(b);
  });
  for (const p of [bytes, sha, files]) p.catch(() => {});
  return { sha, files };
}

async function fromSnapshot({ loadPyodide, version, runtime, manifest, watch, options, onBytes, wheel, cached }) {
  const entry = manifest.snapshot;
  const url = new URL(entry.file, runtime);
  const snapshot = readSnapshot(url, entry, onBytes, cached);
  const checked = (async () => {
    const { header, payload } = decodeSnapshot(await snapshot);
    const [stdlibSha, wheelSha] = await Promise.all([watch.digest(STDLIB), wheel.sha]);
    checkHeader(header, { runtime: manifest.runtime, pyodide: version, files: { [STDLIB]: stdlibSha, [manifest.wheel]: wheelSha } });
    return payload;
  })();
  for (const p of [snapshot, checked]) p.catch(() => {}); // loadPyodide gets the rejection
  const pyodide = await loadPyodide({
    ...options,
    _loadSnapshot: checked,
    fsInit: async (FS, { sitePackages }) => {
      writeFiles(FS, sitePackages, await wheel.files);
    },
  });
  const web = pyodide.pyimport("karty.web");
  const probe = JSON.parse(web.call_json("parse_cards", JSON.stringify({ text: "10S" })));
  if (!probe.ok || probe.result.cards[0] !== "10S") throw new Error("the restored engine did not answer");
  // left for the service worker before the engine says it is ready: the page then asks the
  // service worker to keep the runtime, which takes the snapshot from here and deletes the
  // hand-off cache; a copy still being written then would have made it again, and left it
  // (a 31 MB cache until the next visit; a browser test caught it in one run of two)
  await handOff(url.href, await snapshot).catch(() => {});
  return { pyodide, web };
}

async function normalStart({ loadPyodide, options, wheel, stage }) {
  const pyodide = await loadPyodide({
    ...options,
    fsInit: async (FS, { sitePackages }) => {
      writeFiles(FS, sitePackages, await wheel.files);
    },
  });
  stage("engine");
  return { pyodide, web: pyodide.pyimport("karty.web") };
}

// Start the engine from `runtime` (the URL of assets/pyodide/). `progress(stage,
// loaded, total)` is called as bytes arrive (stage: download, engine while Python imports it, ready); `fail(message)`
// when a download or the .wasm fails for good. Resolves to {pyodide, web (the
// karty.web module), manifest, via: "snapshot" | "normal", fallback (why the
// snapshot was not used, or null), choice (how the link was judged, or null)}.
export async function bootEngine(runtime, { progress, fail }) {
  // always asked of the server (or the service worker): it names this build's runtime
  const manifestResponse = await fetch(new URL("manifest.json", runtime), { cache: "no-cache" });
  if (!manifestResponse.ok) throw new Error(`manifest.json: HTTP ${manifestResponse.status}`);
  const manifest = await manifestResponse.json();
  const snap = manifest.snapshot || null;
  const counted = [WASM, STDLIB, LOCK, manifest.wheel];

  let loaded = 0;
  let total = 0;
  let last = 0;
  const count = (names, extra = 0) => {
    total = names.reduce((sum, name) => sum + (manifest.files[name] || 0), extra);
    progress("download", Math.min(loaded, total), total);
  };
  const onBytes = (n) => {
    loaded += n;
    const now = Date.now();
    if (now - last > 100 || loaded >= total) {
      last = now;
      progress("download", Math.min(loaded, total), total);
    }
  };
  // every file has arrived once Python runs (the counting clones may lag behind)
  const done = () => progress("ready", total, total);
  const vital = new Set(counted);
  const watch = watchFetch(runtime, vital, vital, onBytes, fail, manifest.files);
  watchWasm(fail);
  watch.keep([STDLIB]);
  // the .wasm first: it measures the link; then what every start needs
  watch.prefetch(WASM);
  watch.prefetch(STDLIB);
  const wheel = fetchWheel(runtime, manifest);
  count(counted);
  const [{ loadPyodide, version }] = await Promise.all([
    import(new URL("pyodide.mjs", runtime).href),
    import(new URL("pyodide.asm.mjs", runtime).href).catch(() => null), // loadPyodide imports it again, from the module map
  ]);
  const options = {
    indexURL: runtime.href,
    packageBaseUrl: runtime.href,
    lockFileURL: new URL(LOCK, runtime).href,
    stdout: () => {},
    stderr: () => {},
  };
  let fallback = null;
  let choice = null;
  if (snap) {
    try {
      const url = new URL(snap.file, runtime);
      const cached = cachedResponse(url.href);
      choice = await chooseStart(watch, snap, counted, url, cached);
      if (!choice.snapshot) throw new Error(`not fetched: ${choice.why}`);
      // the snapshot counted as its bytes on the wire (31 MB decoded, 5 MB as brotli)
      const wire = choice.wire || snap.size;
      count(counted, wire);
      const onSnapshotBytes = (n) => onBytes((n * wire) / snap.size);
      const started = await fromSnapshot({ loadPyodide, version, runtime, manifest, watch, options, onBytes: onSnapshotBytes, wheel, cached });
      done();
      return { ...started, manifest, via: "snapshot", fallback, choice };
    } catch (err) {
      fallback = String((err && err.message) || err).slice(0, 300);
      if (!(choice && !choice.snapshot)) {
        console.warn(`karty: the engine's memory snapshot was not used (${fallback}); starting Python the normal way.`);
      }
      count(counted);
    }
  }
  const started = await normalStart({ loadPyodide, options, wheel, stage: (name) => progress(name, total, total) });
  done();
  return { ...started, manifest, via: "normal", fallback, choice };
}
