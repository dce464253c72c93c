"""Command line: `python -m corpus check | apparatus [--json] | tei`."""
from .cli import main

raise SystemExit(main())
