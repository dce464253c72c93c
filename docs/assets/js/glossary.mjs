// The glossary page: filter the entries the build rendered (docs/hooks/glossary_render.py)
// by a search text and a category. Nothing here writes HTML: it toggles `hidden`
// and sets textContent. Without this script every entry shows.
// It runs on every page Material shows, including after instant navigation.

// The same folding as glossary_render.fold(): lower case, ё → е, no stress marks.
export function fold(text) {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replaceAll("ё", "е")
    .replaceAll("\u0301", "")
    .replace(/\s+/g, " ")
    .trim();
}

// Every word of the query must occur in the entry's searchable text.
export function matches(haystack, words) {
  return words.every((w) => haystack.includes(w));
}

function setup(root) {
  if (root.dataset.kartyReady) return;
  root.dataset.kartyReady = "true";
  const toolbar = root.querySelector(".karty-gl-toolbar");
  const input = root.querySelector('.karty-gl-search input[type="search"]');
  const chips = root.querySelector(".karty-gl-chips");
  const count = root.querySelector(".karty-gl-count");
  const none = root.querySelector(".karty-gl-none");
  const entries = [...root.querySelectorAll(".karty-gl-entry")];
  if (!toolbar || !input || !chips || entries.length === 0) return;

  const apply = () => {
    const words = fold(input.value).split(" ").filter(Boolean);
    const checked = chips.querySelector("input:checked");
    const category = checked ? checked.value : "";
    let shown = 0;
    for (const entry of entries) {
      const ok =
        (!category || entry.dataset.category === category) &&
        matches(entry.dataset.filter || "", words);
      entry.hidden = !ok;
      if (ok) shown += 1;
    }
    if (count) {
      const template = count.dataset.template || "{n} / {total}";
      count.textContent = template.replace("{n}", String(shown)).replace("{total}", String(entries.length));
    }
    if (none) none.hidden = shown !== 0;
  };

  const reset = () => {
    input.value = "";
    const all = chips.querySelector('input[value=""]');
    if (all) all.checked = true;
    apply();
  };

  // A link to an entry that the filter hides (a related term, the category lists,
  // an address with #id) clears the filter, so that the entry can be shown.
  const hiddenTarget = (hash) => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    const entry = target ? target.closest(".karty-gl-entry") : null;
    return entry && entry.hidden && root.contains(entry) ? target : null;
  };
  const reveal = () => {
    const target = hiddenTarget(window.location.hash);
    if (target) {
      reset();
      target.scrollIntoView();
    }
  };
  // before the browser (or the theme) scrolls to a link's target; the theme's
  // instant navigation makes every href absolute, so compare the addresses
  const onClick = (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!link || !link.hash) return;
    const url = new URL(link.href, document.baseURI);
    const here = window.location;
    if (url.origin === here.origin && url.pathname === here.pathname && hiddenTarget(url.hash)) reset();
  };

  input.addEventListener("input", apply);
  input.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && input.value) {
      event.preventDefault();
      reset();
    }
  });
  chips.addEventListener("change", apply);
  window.addEventListener("hashchange", reveal);
  document.addEventListener("click", onClick, true);
  toolbar.hidden = false;
  apply();
  return () => {
    window.removeEventListener("hashchange", reveal);
    document.removeEventListener("click", onClick, true);
  };
}

const cleanups = new Map();

function init() {
  for (const [root, cleanup] of cleanups) {
    if (!root.isConnected) {
      cleanup();
      cleanups.delete(root);
    }
  }
  for (const root of document.querySelectorAll(".karty-glossary")) {
    const cleanup = setup(root);
    if (cleanup) cleanups.set(root, cleanup);
  }
}

// Material's `document$` emits on the first load and after every instant navigation.
if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(init);
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", init, { once: true });
} else {
  init();
}
