// The reading pages: show and hide what the build rendered (docs/hooks/edition/render.py).
// Nothing here writes HTML: it only toggles `hidden`, attributes and positions, and puts
// in place what the page holds in <template> until it is needed (the witnesses' texts,
// a segment's popovers), so that a reading page's DOM is what is read.
// It runs on every page Material shows, including after instant navigation (lifecycle.mjs).

import { mountEach } from "./lifecycle.mjs";

const STORAGE_PREFIX = "karty:translation:";
// one choice for every reading page and both languages: the reader asked for the apparatus
const APPARATUS_KEY = "karty:apparatus";

function stored(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, file://, policies)
  }
}

function store(key, value) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* not remembered, but still works */
  }
}

// A <template> of the page replaced by its content (built from the same markup).
function unfold(template) {
  if (template && template.isConnected) template.replaceWith(template.content);
}

// A segment's popovers, the first time one of them is wanted.
function unfoldPopovers(segment) {
  if (segment) unfold(segment.querySelector("template[data-karty-pops]"));
}

// After the theme's instant navigation, the page was parsed without scripting: each
// <noscript> copy of the popovers is real elements. Use it, and drop the template.
function adoptNoscript(root) {
  for (const copy of root.querySelectorAll("noscript.karty-noscript")) {
    if (!copy.firstElementChild) continue;
    const template = copy.parentElement && copy.parentElement.querySelector("template[data-karty-pops]");
    if (template) template.remove();
    copy.replaceWith(...copy.childNodes);
  }
}

// Text switch: the edition's reading text or one witness's diplomatic text.
function setView(root, view) {
  if (view !== "critical") {
    for (const template of root.querySelectorAll("template[data-karty-views]")) unfold(template);
    const filter = root.querySelector("[data-karty-filter]");
    if (filter) applyFilter(root, filter);
  }
  for (const el of root.querySelectorAll(".karty-view[data-view]")) {
    el.hidden = el.dataset.view !== view;
  }
  root.dataset.view = view;
  closePopovers(root);
}

// Variant-type filter: hide the markers of unchecked types.
function applyFilter(root, filter) {
  const shown = new Set();
  for (const box of filter.querySelectorAll('input[type="checkbox"]')) {
    if (box.checked) shown.add(box.value);
  }
  for (const marker of root.querySelectorAll(".karty-app[data-type]")) {
    marker.hidden = !shown.has(marker.dataset.type);
  }
  for (const pop of root.querySelectorAll(".karty-pop--app[data-type]")) {
    if (!shown.has(pop.dataset.type)) hidePopover(pop);
  }
}

function setTranslation(root, button, shown) {
  root.dataset.translation = shown ? "shown" : "hidden";
  button.setAttribute("aria-pressed", shown ? "true" : "false");
}

// The clean reading view (default) or the full apparatus: CSS hides the minor variants
// (typographic, hyphenation), their normalisations and the witness tools when hidden.
function setApparatus(root, button, shown) {
  root.dataset.apparatus = shown ? "shown" : "hidden";
  button.setAttribute("aria-pressed", shown ? "true" : "false");
  if (!shown) {
    for (const pop of root.querySelectorAll(".karty-pop")) {
      const opener = root.querySelector(`button[popovertarget="${CSS.escape(pop.id)}"]:not(.karty-pop__close)`);
      if (opener && opener.dataset.significance === "minor") hidePopover(pop);
    }
    const views = root.querySelector("[data-karty-views]");
    const critical = views && views.querySelector('input[value="critical"]');
    if (critical && !critical.checked) {
      critical.checked = true;
      setView(root, "critical");
    }
  }
}

function hidePopover(pop) {
  if (typeof pop.hidePopover === "function" && pop.matches(":popover-open")) pop.hidePopover();
}

function closePopovers(root) {
  for (const pop of root.querySelectorAll(".karty-pop")) hidePopover(pop);
}

// Place an open popover next to the button that opened it (without this, the
// browser centres it in the window, which also works).
function place(pop, button) {
  if (!button || !pop.matches(":popover-open")) return;
  const gap = 6;
  const margin = 8;
  const r = button.getBoundingClientRect();
  pop.classList.add("is-placed");
  const w = pop.offsetWidth;
  const h = pop.offsetHeight;
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  let left = Math.min(Math.max(margin, r.left), vw - w - margin);
  let top = r.bottom + gap;
  if (top + h > vh - margin && r.top - gap - h >= margin) top = r.top - gap - h;
  left = Math.max(margin, left);
  top = Math.max(margin, Math.min(top, vh - h - margin));
  pop.style.left = `${left}px`;
  pop.style.top = `${top}px`;
}

function setupPopovers(root) {
  adoptNoscript(root);
  let invoker = null;
  // capture: before the button's own action looks for its popover, which may still be
  // in its segment's template
  root.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button[popovertarget]") : null;
    if (!button || button.classList.contains("karty-pop__close")) return;
    invoker = button;
    if (!document.getElementById(button.getAttribute("popovertarget"))) unfoldPopovers(button.closest(".karty-seg"));
  }, true);
  // `toggle` does not bubble: listened to in the capture phase, for popovers unfolded later
  root.addEventListener("toggle", (event) => {
    const pop = event.target;
    if (!(pop instanceof HTMLElement) || !pop.classList.contains("karty-pop") || !pop.hasAttribute("popover")) return;
    if (pop.classList.contains("karty-pop--term")) return; // terms.mjs places its own
    if (event.newState !== "open") {
      pop.classList.remove("is-placed");
      pop.style.left = "";
      pop.style.top = "";
      return;
    }
    let button = invoker;
    if (!button || button.getAttribute("popovertarget") !== pop.id) {
      button = root.querySelector(`button[popovertarget="${CSS.escape(pop.id)}"]:not(.karty-pop__close)`);
    }
    place(pop, button);
  }, true);
  // an open popover follows its button when the page scrolls
  const follow = () => {
    for (const pop of root.querySelectorAll(".karty-pop.is-placed")) {
      const button = root.querySelector(`button[popovertarget="${CSS.escape(pop.id)}"]:not(.karty-pop__close)`);
      place(pop, button);
    }
  };
  window.addEventListener("scroll", follow, { passive: true });
  window.addEventListener("resize", follow, { passive: true });
  return () => {
    window.removeEventListener("scroll", follow);
    window.removeEventListener("resize", follow);
  };
}

// Set up one reading block (once: mountEach); the cleanup removes its window listeners.
function setup(root) {
  const lang = root.dataset.lang || document.documentElement.lang || "en";
  const toolbar = root.querySelector(".karty-toolbar");

  const views = root.querySelector("[data-karty-views]");
  if (views) {
    const checked = views.querySelector("input:checked");
    setView(root, checked ? checked.value : "critical");
    views.addEventListener("change", (event) => {
      if (event.target instanceof HTMLInputElement) setView(root, event.target.value);
    });
  }

  const filter = root.querySelector("[data-karty-filter]");
  if (filter) {
    applyFilter(root, filter);
    filter.addEventListener("change", () => applyFilter(root, filter));
  }

  // A toggle left by the reader on another page is set here as it was left, and the
  // toolbar says so (.karty-remembered, words in labels.yaml) until it is used on this page.
  // (section.html's inline script sets the same before the first paint.)
  const remembered = [];
  const forget = (state) => {
    root.dataset.remembered = (root.dataset.remembered || "").split(" ").filter((s) => s && !s.startsWith(state)).join(" ");
  };

  const button = root.querySelector("[data-karty-translation]");
  if (button) {
    const key = STORAGE_PREFIX + lang;
    const kept = stored(key);
    // English pages show the translation by default, Russian pages hide it.
    const byDefault = lang !== "ru";
    const shown = kept === "shown" || kept === "hidden" ? kept === "shown" : byDefault;
    if (shown !== byDefault) remembered.push(`translation-${shown ? "shown" : "hidden"}`);
    setTranslation(root, button, shown);
    button.addEventListener("click", () => {
      const next = root.dataset.translation !== "shown";
      setTranslation(root, button, next);
      store(key, next ? "shown" : "hidden");
      forget("translation-");
    });
  }

  const apparatus = root.querySelector("[data-karty-apparatus]");
  if (apparatus) {
    const shown = stored(APPARATUS_KEY) === "shown";
    if (shown) remembered.push("apparatus-shown");
    setApparatus(root, apparatus, shown);
    apparatus.addEventListener("click", () => {
      const next = root.dataset.apparatus !== "shown";
      setApparatus(root, apparatus, next);
      store(APPARATUS_KEY, next ? "shown" : "hidden");
      forget("apparatus-");
    });
  }
  root.dataset.remembered = remembered.join(" ");

  if (toolbar) toolbar.hidden = false;
  return setupPopovers(root);
}

mountEach(".karty-edition", setup);
