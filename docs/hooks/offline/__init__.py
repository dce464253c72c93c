"""The service worker (offline reading): its list of files and their hashes."""
