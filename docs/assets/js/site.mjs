// Site-wide behaviour.
//
// Language selector. At build, each page's selector links to the same page in
// the other language (docs/hooks/core/site.py, docs/overrides/partials/alternate.html).
// Material's instant navigation swaps the page but not the header, so after each
// navigation the links are recomputed here: the <link rel="alternate" hreflang>
// tags in the (swapped) head give each language's root, and every page exists
// under each root at the same path. A segment anchor (#bura.s7) is carried over.

import { onEveryPage } from "./lifecycle.mjs";
// A click before the theme has its sitemap: no second history entry (navigation.mjs).
import "./navigation.mjs";

function roots() {
  const out = [];
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
    out.push({ lang: link.getAttribute("hreflang"), href: new URL(link.href, document.baseURI).href });
  }
  // the longest root first: "…/ru/" must win over "…/"
  return out.sort((a, b) => b.href.length - a.href.length);
}

function updateLanguageLinks() {
  // the 404 page (no canonical address) keeps its links to the language roots
  if (!document.head.querySelector('link[rel="canonical"]')) return;
  const all = roots();
  const here = new URL(window.location.href);
  here.hash = "";
  here.search = "";
  const current = all.find((root) => here.href.startsWith(root.href));
  if (!current) return;
  const path = here.href.slice(current.href.length);
  for (const a of document.querySelectorAll(".md-select__link[hreflang]")) {
    const root = all.find((r) => r.lang === a.getAttribute("hreflang"));
    if (!root) continue;
    const url = new URL(path, root.href);
    url.hash = window.location.hash;
    a.href = url.href;
  }
}

// Accessible names for two of the theme's widgets that have none (axe-core:
// aria-dialog-name, aria-progressbar-name): the search dialog takes the name of
// its search field, the instant-navigation progress bar a name of its own.
function nameThemeWidgets() {
  const search = document.querySelector('.md-search[role="dialog"]:not([aria-label])');
  const field = document.querySelector(".md-search__input[aria-label]");
  if (search && field) search.setAttribute("aria-label", field.getAttribute("aria-label"));
  const progress = document.querySelector('.md-progress[role="progressbar"]:not([aria-label])');
  if (progress) {
    const ru = (document.documentElement.lang || "").startsWith("ru");
    progress.setAttribute("aria-label", ru ? "Загрузка страницы" : "Loading the page");
  }
}

// A table wider than a phone scrolls sideways in the theme's wrapper; a wrapper that
// scrolls is made reachable by keyboard and named (axe-core: scrollable-region-focusable):
// the table's caption, or words that say it scrolls. One that fits stays out of the tab
// order. The theme wraps the tables after the page swaps in: checked on the next frame,
// and again when the window's width changes.
function reachScrollingTables() {
  const ru = (document.documentElement.lang || "").startsWith("ru");
  for (const wrap of document.querySelectorAll(".md-typeset__scrollwrap")) {
    if (wrap.scrollWidth > wrap.clientWidth + 1) {
      const caption = wrap.querySelector("caption");
      const name = (caption && caption.textContent.trim())
        || (ru ? "Таблица, прокручивается вбок" : "Table, scrolls sideways");
      wrap.tabIndex = 0;
      wrap.setAttribute("role", "region");
      wrap.setAttribute("aria-label", name);
    } else if (wrap.hasAttribute("tabindex")) {
      wrap.removeAttribute("tabindex");
      wrap.removeAttribute("role");
      wrap.removeAttribute("aria-label");
    }
  }
}

let resizeTimer = 0;
window.addEventListener("resize", () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(reachScrollingTables, 150);
});

onEveryPage(() => requestAnimationFrame(reachScrollingTables));
onEveryPage(nameThemeWidgets);
onEveryPage(updateLanguageLinks);
window.addEventListener("hashchange", updateLanguageLinks);
