"""The site's build: the `hooks` package (docs/hooks/), one subpackage per part of the site.

* ``hooks.core``: what every part uses: ``templating`` (Jinja templates, labels.yaml),
  ``html_text``, ``segment_words`` (segment ids in words), ``markers`` (the page markers,
  dispatched to each part's ``markers`` module), ``site`` (site-wide glue), ``check``
  (the corpus check before the build), ``contract`` (assets/karty-contract.json);
* ``hooks.edition``: the reading pages, the witnesses, the TEI export, the timeline;
* ``hooks.glossary``: the glossary page and one page per entry;
* ``hooks.rules``: the rules pages, their "How to play" summary and the rules' data;
* ``hooks.odds``: the odds pages' tables, figures and charts;
* ``hooks.play``: the play tables, the deck's pictures and the worked examples (widgets);
* ``hooks.assets`` (minify, compress), ``hooks.pyodide`` (the runtime and its snapshot),
  ``hooks.offline`` (the service worker), ``hooks.search`` (search in the page's language).

The package is installed with the repository (``pip install -e .``: pyproject.toml maps
``hooks`` to docs/hooks), so the build, the tests and the benchmarks import it by name
(``from hooks.rules import howto``), never by putting a folder on ``sys.path``.
mkdocs.yml's ``hooks:`` lists thin entry files (docs/hooks/entry/), each importing one
module's ``on_*`` events: mkdocs (< 2) loads a hook file by its path as a module of its
own, so pointing it at a module of the package would load that module twice (two copies
of its state); an entry file is loaded instead, and the module once. The entries keep the
order of the events that share a priority (the order of the list), which a single
plugin class could not without re-stating every priority.
"""
