"""The Pyodide runtime the site serves, and the engine's snapshot."""
