// A guard for a race in the theme's instant navigation (mkdocs-material 9.8.2, read in
// its bundle's source map: integrations/instant/index.ts and integrations/sitemap).
//
// The theme takes over a click on a link only once it has the site's sitemap.xml, which
// it fetches when the page loads: its stream of clicks is combined with the sitemap
// (`combineLatestWith(sitemap$)`), and only then does it call preventDefault(),
// history.pushState(link) and fetch the page. A click that comes before the sitemap is
// therefore not prevented, and the browser starts an ordinary page load; but the theme
// keeps the click, and if the sitemap arrives while the old page is still there (a slow
// server, a loaded machine) it handles the click then, late: it pushes the link's
// address and starts its own navigation. The browser's load then commits as one more
// entry after the pushed one, so the history holds the address twice and Back returns
// to the same address. For an old glossary address (glossary/#bura, which glossary.mjs
// forwards to glossary/bura/), Back lands on the forwarding address and is forwarded
// again: the reader cannot go back at all.
//
// The theme skips a link that has a `target` (one that opens elsewhere), and it reads
// the attribute when it handles the click, not when the click happened. So when an
// ordinary click on a link of this site reaches the window (after the theme's own
// listener on <body>) and no one has prevented it, the browser is going to load the
// link's page in this tab itself; the link gets target="_self", which is what the
// browser does anyway, and the theme's late handling, if it comes, leaves it alone.
// (Once the sitemap is there, the theme prevents the click at once and this does
// nothing.)

export function guardLateInstantClick(event) {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!link || link.target || link.hasAttribute("download")) return false;
  if (new URL(link.href, document.baseURI).origin !== window.location.origin) return false;
  link.target = "_self";
  return true;
}

window.addEventListener("click", guardLateInstantClick);
