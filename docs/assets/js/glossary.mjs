// The glossary's index page: filter the entries the build rendered
// (docs/hooks/glossary/render.py) by a search text and a category, and send an old
// address of an entry (glossary/#kozyr, from before each entry had its own page) on to
// the entry's page (glossary/kozyr/). Nothing here writes HTML: it toggles `hidden`,
// sets textContent and follows the links the page has. Without this script every entry
// shows, and glossary/#kozyr lands on the entry's line, which links to its page.
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
  const groups = [...root.querySelectorAll(".karty-gl-group")];
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
    // a letter with no entry shown is hidden with them
    for (const group of groups) group.hidden = !group.querySelector(".karty-gl-entry:not([hidden])");
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
    const entry = target ? target.closest(".karty-gl-entry, .karty-gl-group") : null;
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
  // glossary/?category=play (an entry page's category link) starts with that category
  const wanted = new URLSearchParams(window.location.search).get("category");
  const chip = wanted ? [...chips.querySelectorAll("input")].find((i) => i.value === wanted) : null;
  if (chip) chip.checked = true;
  apply();
  return () => {
    window.removeEventListener("hashchange", reveal);
    document.removeEventListener("click", onClick, true);
  };
}

// An old address glossary/#<entry id>: the line with that id links to the entry's page;
// go there (replacing the old address in the history, as a redirect would). On a full
// load this runs once the page is parsed. After the theme's instant navigation it runs
// from `document$`, which the theme emits only once it has pushed the old address (at
// the click, before it fetches the page) or followed Back/Forward to it, and scrolled to
// its hash: so location.replace always replaces that entry. The one way the history
// could still get the old address twice, the theme handling a click late, after the
// browser has started loading the page itself, is closed in navigation.mjs.
export function forwardTarget(root, hash) {
  const id = decodeURIComponent((hash || "").slice(1));
  if (!id) return null;
  const line = document.getElementById(id);
  if (!line || !line.classList.contains("karty-gl-entry") || !root.contains(line)) return null;
  const link = line.querySelector("a.karty-gl-entry__link[href]");
  return link ? link.href : null;
}

function forward(root) {
  const target = forwardTarget(root, window.location.hash);
  if (target) window.location.replace(target);
  return target;
}

mountEach(".karty-gl-home", (root) => {
  if (forward(root)) return undefined;
  const onHash = () => forward(root);
  window.addEventListener("hashchange", onHash);
  const cleanup = setup(root);
  return () => {
    window.removeEventListener("hashchange", onHash);
    if (cleanup) cleanup();
  };
});
