"""The play tables, the deck's pictures and the worked examples (widgets)."""
