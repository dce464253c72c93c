"""The rules pages: the engine's rules as data, the "How to play" summary and their rendering."""
