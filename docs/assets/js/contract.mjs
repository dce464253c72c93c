// The browser contract: assets/karty-contract.json, written at build by
// docs/hooks/core/contract.py from the engine (karty.GAMES, karty.web.FUNCTIONS and KINDS,
// the view allow-list of karty.web.view, the card notation of karty.cards) and the
// interface words of docs/labels.yaml (table `js`). The scripts copy none of these.
//
// `contract` is the parsed file, or null if it could not be loaded (the widgets
// then keep the answers worked out at build). tests/templates/test_contract.py
// checks the file against the engine.

import { fill } from "./fill.mjs";

const FILE = new URL("../karty-contract.json", import.meta.url);

async function load() {
  try {
    const response = await fetch(FILE);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = await response.json();
    if (!data || data.version !== 1) throw new Error("unknown version");
    return Object.freeze(data);
  } catch (err) {
    console.error("karty: the contract file could not be loaded", err);
    return null;
  }
}

export const contract = await load();

// A label with its {placeholders} filled in (fill.mjs).
export { fill };

// The interface words of `lang` (English if the contract has no such language).
export function words(lang) {
  if (!contract) return {};
  return contract.ui[lang] || contract.ui.en;
}
