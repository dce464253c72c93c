// Offline reading: registers the site's service worker (sw.js at the site's root,
// written by docs/hooks/offline/service_worker.py, which says what it keeps and when).
//
// The worker's install downloads the site's pages, so it must not compete with
// the reader's own page or with the engine: it is registered once the page has
// loaded and the browser is idle, and on a page with examples once the engine is
// ready or has failed (widgets.mjs announces it with a "karty:engine" event). When
// the engine is ready, the worker is asked to keep the runtime too (its files come
// from the HTTP cache then, just loaded). Runs once per document: Material's
// instant navigation keeps it, and the "karty:engine" event comes whichever page
// the engine starts on.

const ROOT = new URL("../../", import.meta.url);
const LATEST_MS = 30000; // register by then even if the engine has not settled

let registering = null;

function register() {
  if (!registering) {
    registering = navigator.serviceWorker.register(new URL("sw.js", ROOT), { scope: ROOT.pathname }).catch((err) => {
      console.warn(`karty: offline reading is not available (${(err && err.message) || err})`);
      return null;
    });
  }
  return registering;
}

async function keepRuntime() {
  if (!(await register())) return;
  const { active } = await navigator.serviceWorker.ready;
  if (active) active.postMessage({ type: "cache-runtime" });
}

function afterLoadWhenIdle(callback) {
  const idle = () => (typeof window.requestIdleCallback === "function"
    ? window.requestIdleCallback(() => callback(), { timeout: 2000 })
    : setTimeout(callback, 200));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

function engineStatus() {
  return window.karty && typeof window.karty.engineState === "function" ? window.karty.engineState().status : "idle";
}

if ("serviceWorker" in navigator) {
  window.addEventListener("karty:engine", (event) => {
    if (event.detail && event.detail.status === "ready") keepRuntime();
    else register();
  });
  const status = engineStatus();
  if (status === "ready") keepRuntime();
  else if (status === "failed" || !document.querySelector(".karty-widget")) afterLoadWhenIdle(register);
  else setTimeout(register, LATEST_MS);
}
