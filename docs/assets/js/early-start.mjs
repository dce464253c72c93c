// When the engine starts on a page with widgets: as soon as the browser is idle
// after the page has loaded, or when the first widget comes into view, whichever
// is first. Starting is cheap for the page (a module worker does the work), but
// it downloads the runtime, so it waits for the page's own loading to finish.

const IDLE_TIMEOUT_MS = 2000; // an idle callback that never comes is called then
const NO_IDLE_DELAY_MS = 50; // without requestIdleCallback: this long after load

function whenLoaded(callback) {
  if (document.readyState === "complete") callback();
  else window.addEventListener("load", () => callback(), { once: true });
}

function whenIdle(callback) {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, NO_IDLE_DELAY_MS);
  return () => clearTimeout(id);
}

// Call `start()` once: at idle time after load, or when one of `elements` is
// first seen. Returns a function that cancels both.
export function startWhenIdleOrSeen(elements, start) {
  let done = false;
  let cancelIdle = () => {};
  let observer = null;
  const cancel = () => {
    done = true;
    cancelIdle();
    if (observer) observer.disconnect();
  };
  const go = () => {
    if (done) return;
    cancel();
    start();
  };
  if (typeof IntersectionObserver === "function") {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) go();
    });
    for (const el of elements) observer.observe(el);
  }
  whenLoaded(() => {
    if (!done) cancelIdle = whenIdle(go);
  });
  return cancel;
}
