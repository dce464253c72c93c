"""The odds pages: the engine's numbers as data, their tables, figures and charts."""
