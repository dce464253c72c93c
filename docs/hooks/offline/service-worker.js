// The site's service worker: the reading pages, the examples and the play table
// with the network off, once visited. docs/hooks/offline/service_worker.py writes it as
// sw.js at the site's root, after this build's description:
//
//   KARTY_BUILD = {version, shell: {path: sha256}, runtime: {path: sha256}}
//
// (paths relative to the site's root; `version` is a hash of all of them, so a
// new build is a new service worker). Registered by docs/assets/js/offline.mjs.
//
// * One cache per build, "karty-<version>"; a new build's worker fills its own
//   and, once active, deletes the others. Nothing is ever stored unless its
//   bytes are this build's (sha256 checked), so a cache never mixes two builds,
//   and no error response, redirect or other origin is ever stored.
// * The shell (every page, the theme's and the site's assets, the search
//   index: about 6 MB) is stored when the worker installs; it is all or nothing.
//   Pages and assets are fetched from the network first, so a reader online
//   always gets the site as it is now; the cache answers when the network fails.
// * The runtime (assets/pyodide/: Pyodide, the wheel, the lock, manifest.json and
//   the engine's snapshot, about 20 MB) is stored when the engine first starts:
//   as the worker sees its files go by, and when a page whose engine is ready
//   asks for it ({type: "cache-runtime"}): then from the HTTP cache, revalidated,
//   and the snapshot from where the engine's worker left it (HANDOFF). Its files
//   are answered from the cache first: they only change with a new build, which
//   is a new service worker.
/* global KARTY_BUILD */

const PREFIX = "karty-";
// where the engine's worker leaves the snapshot file it has downloaded before this
// worker controlled its page (HANDOFF in docs/assets/js/engine-boot.mjs)
const HANDOFF = "karty:handoff";
const CACHE = `${PREFIX}${KARTY_BUILD.version}`;
const scope = new URL(self.registration.scope);
const urlOf = (path) => new URL(path, scope).href;
const SHELL = new Map(Object.entries(KARTY_BUILD.shell).map(([path, sha]) => [urlOf(path), sha]));
const RUNTIME = new Map(Object.entries(KARTY_BUILD.runtime).map(([path, sha]) => [urlOf(path), sha]));

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

// Are these this build's bytes of `url`, with a 200?
async function hasThisBuildsBytes(url, response) {
  const sha = SHELL.get(url) || RUNTIME.get(url);
  if (!sha || !response || response.status !== 200) return false;
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return hex(digest) === sha;
}

// Is `response` this build's file `url`? (A complete, direct, same-origin 200 with its bytes.)
async function isThisBuilds(url, response) {
  return response.type === "basic" && !response.redirected && hasThisBuildsBytes(url, response);
}

async function store(cache, url, response) {
  if (await isThisBuilds(url, response)) await cache.put(url, response);
}

// The shell, all of it or none: a file that is not this build's (the site changed
// under us, or an error) fails the install, and the next visit tries again.
async function install() {
  const fetched = await Promise.all([...SHELL.keys()].map(async (url) => {
    const response = await fetch(url, { cache: "no-cache" });
    if (!(await isThisBuilds(url, response))) throw new Error(`${url}: not this build's file (HTTP ${response.status})`);
    return [url, response];
  }));
  const cache = await caches.open(CACHE);
  try {
    for (const [url, response] of fetched) await cache.put(url, response);
  } catch (err) {
    await caches.delete(CACHE);
    throw err;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(install().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The runtime's files that are not stored yet, fetched (revalidated: the HTTP
// cache may hold another build's file of the same name; if the engine has just
// loaded it, the server answers "not modified") and stored if they are this build's.
async function cacheRuntime() {
  const cache = await caches.open(CACHE);
  const handoff = await caches.open(HANDOFF);
  await Promise.all([...RUNTIME.keys()].map(async (url) => {
    if (await cache.match(url)) return;
    try {
      const left = await handoff.match(url);
      if (left && (await hasThisBuildsBytes(url, left))) await cache.put(url, left);
      else await store(cache, url, await fetch(url, { cache: "no-cache" }));
    } catch {
      // offline or failed: the next engine start tries again
    }
  }));
  await caches.delete(HANDOFF);
}

self.addEventListener("message", (event) => {
  const reply = event.ports && event.ports[0];
  if (event.data && event.data.type === "cache-runtime") {
    event.waitUntil(cacheRuntime().then(
      () => reply && reply.postMessage({ ok: true, version: KARTY_BUILD.version }),
      (err) => reply && reply.postMessage({ ok: false, error: String(err) }),
    ));
  }
});

async function fromRuntime(event, url) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(url);
  if (hit) return hit;
  // the engine's worker asking whether the snapshot is kept (engine-boot.mjs): not here
  if (event.request.cache === "only-if-cached") return new Response(null, { status: 504, statusText: "Not cached" });
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(store(cache, url, response.clone()).catch(() => {}));
  return response;
}

async function fromShell(request, url) {
  try {
    return await fetch(request);
  } catch (err) {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(url);
    if (hit) return hit;
    if (request.mode === "navigate") {
      const missing = await cache.match(urlOf("404.html"));
      if (missing) return missing;
    }
    throw err;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin) return;
  url.hash = "";
  url.search = "";
  if (RUNTIME.has(url.href)) {
    event.respondWith(fromRuntime(event, url.href));
    return;
  }
  if (SHELL.has(url.href) || (request.mode === "navigate" && url.href.startsWith(scope.href))) {
    event.respondWith(fromShell(request, url.href));
  }
});
