"""The glossary: its page marker, one page per entry and their rendering."""
