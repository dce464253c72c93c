// The rules pages (docs/templates/rules/rules.html, options.html): the rules are
// folded, one <details class="karty-fold"> per paragraph of the text, and so is
// each option. An address that names a rule, an option or a group
// (/rules/bura/#bura.rank-order) must still show it: on every page the theme shows
// (document$, through lifecycle.mjs), on every change of the address (hashchange)
// and on a click on a link to this page, the folds holding the target are opened
// and the target is scrolled into view. Printing opens every fold, and closes again
// those the reader had not opened.

import { onEveryPage } from "./lifecycle.mjs";

const FOLD = "details.karty-fold";

function elementFor(hash) {
  if (!hash || hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: look the id up as written
  }
  return document.getElementById(id);
}

// Open every fold holding `el` (and `el` itself, if it is one). True if any was closed.
export function reveal(el) {
  let opened = false;
  for (let node = el; node; node = node.parentElement) {
    if (node.matches && node.matches(FOLD) && !node.open) {
      node.open = true;
      opened = true;
    }
  }
  return opened;
}

function showTarget() {
  const el = elementFor(window.location.hash);
  if (!el || !el.closest(".karty-rules, .karty-options")) return;
  reveal(el);
  // after the theme's own scrolling, and once the opened folds are laid out
  requestAnimationFrame(() => el.scrollIntoView({ block: "start" }));
}

// A click on a link to an element of this page: open its folds before the browser
// scrolls (the address may not change, e.g. the same link clicked twice).
function onClick(event) {
  const a = event.target instanceof Element ? event.target.closest("a[href*='#']") : null;
  if (!a) return;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return;
  const el = elementFor(url.hash);
  if (el && el.closest(".karty-rules, .karty-options") && reveal(el)) {
    requestAnimationFrame(() => el.scrollIntoView({ block: "start" }));
  }
}

let openedForPrint = [];

function beforePrint() {
  openedForPrint = Array.from(document.querySelectorAll(FOLD)).filter((d) => !d.open);
  for (const d of openedForPrint) d.open = true;
}

function afterPrint() {
  for (const d of openedForPrint) d.open = false;
  openedForPrint = [];
}

onEveryPage(showTarget);
window.addEventListener("hashchange", showTarget);
document.addEventListener("click", onClick, true);
window.addEventListener("beforeprint", beforePrint);
window.addEventListener("afterprint", afterPrint);
