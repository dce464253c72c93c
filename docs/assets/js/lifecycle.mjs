// When the site's modules run: on every page the theme shows. Material's instant
// navigation swaps the page's content without loading a new document, and its
// `document$` emits on the first load and after every such navigation. Without
// the theme's script, a page is set up once, when its DOM is ready.
// Imported by site.mjs, edition.mjs, glossary.mjs and widgets.mjs (served as a
// static file; it is not in mkdocs.yml's extra_javascript).

// Run `callback` on every page the theme shows, the first one included.
export function onEveryPage(callback) {
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(() => callback());
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => callback(), { once: true });
  } else {
    callback();
  }
}

// On every page, run `setup(root)` on each element matching `selector` that it has
// not been run on before: an element stays set up for as long as it exists, however
// many pages it stays on, and is never set up twice. `setup` may return a cleanup
// function (e.g. removing listeners on `window`), which runs once its element has
// left the page (seen on the next page the theme shows). Then `after(roots)`, if
// given, runs with the matching elements now on the page, in document order.
export function mountEach(selector, setup, after) {
  const done = new WeakSet();
  const cleanups = new Map();
  onEveryPage(() => {
    for (const [root, cleanup] of cleanups) {
      if (!root.isConnected) {
        cleanups.delete(root);
        cleanup();
      }
    }
    const roots = Array.from(document.querySelectorAll(selector));
    for (const root of roots) {
      if (done.has(root)) continue;
      done.add(root);
      const cleanup = setup(root);
      if (typeof cleanup === "function") cleanups.set(root, cleanup);
    }
    if (after) after(roots);
  });
}
