// The rules pages (docs/templates/rules/rules.html, options.html): the rules are
// folded, one <details class="karty-fold"> per paragraph of the text, and so is
// each option. What is under a closed fold's <summary> waits in its
// <template data-karty-fold> (parts.html's `folded`), put in place here when the fold
// opens, so that the page's DOM holds what is read (issue 28); readers without
// scripts get the same markup from its <noscript> copy. The odds pages' data tables
// (odds.html, <details class="karty-figure__data">) wait the same way.
// An address that names a rule, an option or a group (/rules/bura/#bura.rank-order)
// must still show it: on every page the theme shows (document$, through
// lifecycle.mjs), on every change of the address (hashchange) and on a click on a
// link to this page, the fold holding the target is filled and opened and the target
// is scrolled into view. Printing fills and opens every fold, and closes again those
// the reader had not opened.
// The browser's find in page does not see a closed fold's template: the keyboard's
// find (Ctrl+F, ⌘F) first fills every fold (leaving them closed; the browser opens
// the one holding a match); a find started from the browser's menu finds only what
// is in open folds.

import { onEveryPage } from "./lifecycle.mjs";

const FOLD = "details.karty-fold";
const LATER = "template[data-karty-fold]";
// any <details> holding a template (the rules' folds, the odds pages' data)
const HOLDER = `details:has(> ${LATER})`;

// A fold's content put in place (its <template> replaced by the markup it holds).
function fill(fold) {
  for (const child of Array.from(fold.children)) {
    if (child.matches(LATER)) child.replaceWith(child.content);
  }
}

function fillAll() {
  for (const holder of document.querySelectorAll(HOLDER)) fill(holder);
}

// After the theme's instant navigation the page was parsed without scripting: each
// fold's <noscript> copy is real elements. Use it, and drop the template.
function adoptNoscript() {
  for (const copy of document.querySelectorAll("details > noscript.karty-noscript")) {
    if (!copy.firstElementChild) continue;
    for (const t of copy.parentElement.querySelectorAll(`:scope > ${LATER}`)) t.remove();
    copy.replaceWith(...copy.childNodes);
  }
}

// The element of this page an address's #fragment names, its fold filled first if it
// is still in a template.
function elementFor(hash) {
  if (!hash || hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: look the id up as written
  }
  const found = document.getElementById(id);
  if (found) return found;
  for (const t of document.querySelectorAll(LATER)) {
    if (t.content.getElementById(id)) {
      fill(t.parentElement);
      return document.getElementById(id);
    }
  }
  return null;
}

// Open every fold holding `el` (and `el` itself, if it is one). True if any was closed.
export function reveal(el) {
  let opened = false;
  for (let node = el; node; node = node.parentElement) {
    if (node.matches && node.matches(FOLD) && !node.open) {
      fill(node);
      node.open = true;
      opened = true;
    }
  }
  return opened;
}

function showTarget() {
  adoptNoscript();
  const el = elementFor(window.location.hash);
  if (!el || !el.closest(".karty-rules, .karty-options")) return;
  reveal(el);
  // after the theme's own scrolling, and once the opened folds are laid out
  requestAnimationFrame(() => el.scrollIntoView({ block: "start" }));
}

// A click on a fold's summary fills it before the browser opens it (no empty frame);
// a click on a link to an element of this page opens its folds before the browser
// scrolls (the address may not change, e.g. the same link clicked twice).
function onClick(event) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const summary = target.closest("details > summary");
  if (summary) fill(summary.parentElement);
  const a = target.closest("a[href*='#']");
  if (!a) return;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return;
  const el = elementFor(url.hash);
  if (el && el.closest(".karty-rules, .karty-options") && reveal(el)) {
    requestAnimationFrame(() => el.scrollIntoView({ block: "start" }));
  }
}

// A fold opened any other way (the browser's find, a script): filled when it opens.
// `toggle` does not bubble: listened to in the capture phase.
function onToggle(event) {
  const fold = event.target;
  if (fold instanceof HTMLDetailsElement && fold.open) fill(fold);
}

function onKey(event) {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && (event.key === "f" || event.key === "F")) fillAll();
}

let openedForPrint = [];

function beforePrint() {
  fillAll();
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
document.addEventListener("toggle", onToggle, true);
document.addEventListener("keydown", onKey, true);
window.addEventListener("beforeprint", beforePrint);
window.addEventListener("afterprint", afterPrint);
