"""The edition: the reading pages and the witness table, their text, the TEI export and the
timeline."""
