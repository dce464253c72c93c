#!/bin/sh
# Print the path of a Python >= 3.12 interpreter, or explain and fail.
# Order: $PYTHON if set, then python3.14/3.13/3.12 on PATH, then pyenv's and
# the usual install folders. A pyenv shim that points nowhere is skipped,
# because each candidate is actually run.
ok() { "$1" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' >/dev/null 2>&1; }
if [ -n "${PYTHON:-}" ]; then
  if ok "$PYTHON"; then command -v "$PYTHON" 2>/dev/null || echo "$PYTHON"; exit 0; fi
  echo "find-python: PYTHON=$PYTHON is not a working Python >= 3.12" >&2; exit 1
fi
for c in python3.14 python3.13 python3.12 \
         "$HOME"/.pyenv/versions/3.14*/bin/python3 \
         "$HOME"/.pyenv/versions/3.13*/bin/python3 \
         "$HOME"/.pyenv/versions/3.12*/bin/python3 \
         /usr/local/bin/python3.1[2-9] /usr/bin/python3.1[2-9] python3 python; do
  [ -e "$c" ] || command -v "$c" >/dev/null 2>&1 || continue
  if ok "$c"; then
    case "$c" in /*) echo "$c" ;; *) command -v "$c" ;; esac
    exit 0
  fi
done
echo "find-python: no Python >= 3.12 found. The engine targets Pyodide's Python 3.14" >&2
echo "and pyodide-build needs >= 3.12. Install python3.12 or newer, or run" >&2
echo "'make PYTHON=/path/to/python3.12 ...'." >&2
exit 1
