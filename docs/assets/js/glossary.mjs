// The glossary page: filter the entries the build rendered (docs/hooks/glossary_render.py)
// by a search text and a category. Nothing here writes HTML: it toggles `hidden`
// and sets textContent. Without this script every entry shows.
// It runs on every page Material shows, including after instant navigation (lifecycle.mjs).

import { mountEach } from "./lifecycle.mjs";

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

// Set up the glossary (once: mountEach); the cleanup removes its window and document listeners.
function setup(root) {
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

mountEach(".karty-glossary", setup);
