"""The built files: the site's own CSS and JS minified, brotli and gzip copies."""
