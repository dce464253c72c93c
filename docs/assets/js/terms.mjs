// Term links on the reading pages (docs/hooks/glossary/render.py: <karty-term> with a link
// to the glossary entry and a CSS tooltip). A first tap or click on a term opens a popover
// with the headword, the short definition and a "Full entry" link; it does not leave the
// page. A second click on the same term, or the link in the popover, goes to the entry.
// Escape or a tap outside closes it (a native [popover="auto"]). The popover is built from
// DOM nodes and textContent only, once per page, inside the page's content (so the theme's
// instant navigation replaces it with the page).

import { mountEach } from "./lifecycle.mjs";

const WORDS = {
  en: { full: "Full entry", close: "Close", title: "Glossary" },
  ru: { full: "Полная статья", close: "Закрыть", title: "Глоссарий" },
};

function words() {
  return (document.documentElement.lang || "en").startsWith("ru") ? WORDS.ru : WORDS.en;
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// The definition in a term's tooltip: everything after its «·» separator.
function definition(tip) {
  let after = false;
  let text = "";
  for (const node of tip.childNodes) {
    if (after) text += node.textContent;
    else if (node instanceof Element && node.classList.contains("karty-tip__sep")) after = true;
  }
  return text.trim();
}

function build(host) {
  const w = words();
  const pop = el("div", "karty-pop karty-pop--term");
  pop.id = "karty-term-pop";
  pop.setAttribute("popover", "auto");
  pop.setAttribute("role", "dialog");
  pop.setAttribute("aria-label", w.title);
  const head = el("p", "karty-pop__head");
  const term = el("span", "karty-pop__lemma");
  term.lang = "ru";
  const close = el("button", "karty-pop__close");
  close.type = "button";
  close.setAttribute("aria-label", w.close);
  close.append(el("span", "", "×"));
  close.firstChild.setAttribute("aria-hidden", "true");
  close.addEventListener("click", () => pop.hidePopover());
  head.append(term, close);
  const text = el("p", "karty-pop__note");
  const more = el("p", "karty-pop__more");
  const link = el("a", "karty-pop__link", w.full);
  more.append(link);
  pop.append(head, text, more);
  host.append(pop);
  return pop;
}

function fill(pop, anchor) {
  const holder = anchor.closest(".karty-term");
  const tip = holder ? holder.querySelector(".karty-tip") : null;
  const head = tip ? tip.querySelector(".karty-tip__term") : null;
  pop.querySelector(".karty-pop__lemma").textContent = head ? head.textContent : anchor.textContent;
  const text = pop.querySelector(".karty-pop__note");
  text.textContent = tip ? definition(tip) : "";
  text.lang = tip ? tip.lang || "" : "";
  pop.querySelector(".karty-pop__link").href = anchor.href;
  pop.dataset.for = anchor.getAttribute("aria-describedby") || anchor.href;
}

function place(pop, anchor) {
  const margin = 8;
  const r = anchor.getBoundingClientRect();
  pop.classList.add("is-placed");
  const w = pop.offsetWidth;
  const h = pop.offsetHeight;
  const vw = document.documentElement.clientWidth;
  let left = Math.min(Math.max(margin, r.left), vw - w - margin);
  let top = r.bottom + 6;
  if (top + h > window.innerHeight - margin && r.top - 6 - h >= margin) top = r.top - 6 - h;
  pop.style.left = `${Math.max(margin, left)}px`;
  pop.style.top = `${Math.max(margin, top)}px`;
}

function setup(root) {
  let pop = null;
  const onClick = (event) => {
    const anchor = event.target instanceof Element ? event.target.closest("a.karty-term__link") : null;
    if (!anchor || !root.contains(anchor) || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (typeof HTMLElement.prototype.showPopover !== "function") return; // old browser: the link works
    const key = anchor.getAttribute("aria-describedby") || anchor.href;
    if (pop && pop.isConnected && pop.matches(":popover-open") && pop.dataset.for === key) return; // second tap: go
    event.preventDefault();
    event.stopPropagation(); // before the theme's instant navigation sees it
    if (!pop || !pop.isConnected) pop = build(root);
    fill(pop, anchor);
    if (pop.matches(":popover-open")) pop.hidePopover();
    pop.showPopover();
    place(pop, anchor);
    pop.querySelector(".karty-pop__link").focus({ preventScroll: true });
  };
  root.addEventListener("click", onClick, true);
  return () => root.removeEventListener("click", onClick, true);
}

mountEach(".karty-edition", setup);
