// A label with its {placeholders} filled in: fill("{n} of {total}", {n: 1, total: 2}).
// (contract.mjs re-exports it for the widgets; the play tables import it from here,
// without loading the contract file.)
export function fill(text, values = {}) {
  return String(text).replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g,
    (whole, key) => (Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole));
}
