# Karty: the two commands a fresh machine needs are `make serve` and `make test`.
# Everything else here is what they are made of.

SHELL := /bin/sh
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
CHROMIUM ?= /usr/bin/chromium
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: setup venv node chromium site serve test test-fast clean

setup: venv node chromium

venv: $(STAMP)

# A venv on Python >= 3.12 (tools/find-python.sh explains when there is none).
# A venv left from an older interpreter is rebuilt.
$(STAMP): requirements.txt pyproject.toml engine/pyproject.toml
	@set -e; py=$$(tools/find-python.sh); \
	if [ -x $(PY) ] && ! $(PY) -c 'import sys; sys.exit(sys.version_info < (3, 12))'; then \
	  echo "make: $(VENV) is older than Python 3.12; rebuilding it with $$py"; rm -rf $(VENV); fi; \
	if [ ! -x $(PY) ]; then echo "make: creating $(VENV) with $$py"; "$$py" -m venv $(VENV); fi
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e engine -e .
	@touch $@

node: $(NODE_STAMP)

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# Debian's Chromium for the browser tests (Playwright cannot download one here).
chromium:
	@if [ -x "$(CHROMIUM)" ]; then :; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  echo "make: installing Debian's chromium for the browser tests"; \
	  SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q chromium; \
	else echo "make: $(CHROMIUM) is missing and apt-get is not available; install Chromium or set CHROMIUM=/path/to/chromium" >&2; exit 1; fi

# The site, with the Pyodide runtime and the karty wheel (+ its lock) in site/assets/pyodide
# (docs/hooks/pyodide/runtime.py copies them after the build).
site: venv node wheel
	KARTY_SITE_URL=http://$(HOST):$(PORT)/ $(VENV)/bin/mkdocs build --strict

# tools/serve.py: as a host serves it, the build's brotli/gzip copies (docs/hooks/assets/compress.py)
serve: setup site
	$(PY) tools/serve.py --port $(PORT) --bind $(HOST) --directory site

# The browser tests (tests/browser) serve and test the site/ just built (KARTY_BROWSER_SITE,
# built for http://$(HOST):$(PORT)/; they serve it on that port, or build their own copy
# for another port if it is taken).
test: setup site
	KARTY_BROWSER_SITE=site KARTY_BROWSER_SITE_URL=http://$(HOST):$(PORT)/ $(PY) -m pytest

# The tests that need no browser and no Pyodide: quick feedback while editing.
test-fast: venv
	$(PY) -m pytest -m "not browser and not pyodide"

clean:
	rm -rf site build dist engine/build engine/dist

# The karty wheel (pure Python, py.typed): what the Pyodide test runner and the site load.
WHEEL_DIR := build/wheel
# Wheels the engine tests need inside Pyodide, pinned as in requirements.txt: pure-Python
# ones, and Hypothesis's own Pyodide build (since 6.156 it has a Rust core; PyPI carries a
# pyemscripten wheel for it). The platform comes from the pinned Pyodide's lock file.
# (micropip is not in the npm package, and nothing is fetched from a CDN.)
PYODIDE_TEST_WHEELS := build/pyodide-test-wheels
PYODIDE_TEST_PINS = $(shell grep -iE '^(pytest|pluggy|iniconfig|packaging|pygments|hypothesis|attrs|sortedcontainers)==' requirements.txt)
PYODIDE_LOCK := node_modules/pyodide/pyodide-lock.json
PYODIDE_PLATFORM = $(shell $(PY) -c "import json; i = json.load(open('$(PYODIDE_LOCK)'))['info']; v = i['python'].split('.'); print('--platform pyemscripten_' + i['abi_version'] + '_' + i['arch'], '--python-version', v[0] + '.' + v[1], '--abi cp' + v[0] + v[1])")

.PHONY: wheel pyodide-test-deps

# SOURCE_DATE_EPOCH (1980-01-01, the zip format's first date) makes the wheel the same
# bytes for the same sources, so the engine's snapshot, keyed by the wheel's hash, is
# made again only when the engine changes (docs/hooks/pyodide/snapshot.py).
WHEEL_EPOCH := 315532800

# engine/build is setuptools' copy of the sources: a module deleted from the engine
# would stay in it, and in the wheel, if it were kept.
wheel: venv
	rm -rf $(WHEEL_DIR) engine/build
	SOURCE_DATE_EPOCH=$(WHEEL_EPOCH) $(PY) -m pip wheel --quiet --disable-pip-version-check --no-deps --no-build-isolation ./engine -w $(WHEEL_DIR)

pyodide-test-deps: $(PYODIDE_TEST_WHEELS)/.stamp

$(PYODIDE_TEST_WHEELS)/.stamp: requirements.txt $(PYODIDE_LOCK) | venv node
	rm -rf $(PYODIDE_TEST_WHEELS)
	$(PY) -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
	  $(PYODIDE_PLATFORM) --platform any --implementation cp --abi none \
	  -d $(PYODIDE_TEST_WHEELS) $(PYODIDE_TEST_PINS)
	@touch $@
