"""The collation of the witnesses, one module per step; :mod:`corpus.collate` is its
public face (and its description)."""
