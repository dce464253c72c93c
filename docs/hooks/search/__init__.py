"""Search in the page's language, glossary entries first."""
