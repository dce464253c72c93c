"""Shared by every part of the site's build: templates and words, segment ids in words, the page
markers' dispatch, site-wide glue, the corpus check and the browser contract."""
