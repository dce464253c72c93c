// The site's search worker: the theme's own (mkdocs-material's lunr worker, loaded
// above by importScripts), with one change. docs/hooks/search/language.py writes this file
// as assets/javascripts/workers/karty-search.js, beside the theme's worker (whose
// "../lunr" folder it resolves against its own address), and points every page's
// __config "search" at it.
//
// The theme adds a trailing wildcard to every word of a query ("козыри" is asked as
// "козыри*"), and lunr runs no pipeline on a word with a wildcard: the query is not
// stemmed, while the index is (mkdocs.yml: the stemmers of both languages). So
// «козыри», «козыря» and «козырем» found nothing, though the index holds the stem
// «козыр». Here a word with only a trailing wildcard is stemmed by the index's own
// search pipeline (lunr.multiLanguage("en", "ru"): trimmer, stemmers) and asked as
// "<stem>*": every form of the word, and the words that begin with it.
/* global lunr */
(function () {
  "use strict";
  if (typeof lunr === "undefined" || !lunr.Index) return;
  var query = lunr.Index.prototype.query;
  lunr.Index.prototype.query = function (fn) {
    var index = this;
    return query.call(this, function (q) {
      fn.call(q, q);
      for (var i = 0; i < q.clauses.length; i++) {
        var clause = q.clauses[i];
        var m = /^([^*]+)\*$/.exec(clause.term);
        if (clause.usePipeline || !m || "editDistance" in clause) continue;
        var stems = index.pipeline.runString(m[1], { fields: clause.fields });
        if (stems.length === 1 && stems[0] && stems[0] !== m[1]) clause.term = stems[0] + "*";
      }
    });
  };
})();
