// The engine's view trees (JSON from karty.web) built into DOM with
// createElement/textContent/setAttribute, never through HTML parsing. Tags,
// attributes and the pattern of each attribute's value come from the browser
// contract (karty.web.view's allow-list, through contract.mjs); a node outside it
// is an error, and the caller keeps what it showed before.

import { contract } from "./contract.mjs";

function whole(pattern) {
  return new RegExp(`^(?:${pattern})$`);
}

const rules = contract && {
  tags: contract.view.tags,
  global: new Set(contract.view.global),
  values: Object.fromEntries(Object.entries(contract.view.values).map(([k, p]) => [k, whole(p)])),
  short: whole(contract.view.short),
  ref: whole(contract.view.ref),
};

export function hrefOf(ref, links) {
  if (!rules) return null;
  const m = rules.ref.exec(ref || "");
  if (!m) return null;
  const group = links[m[1] === "rule" ? "rules" : "text"] || {};
  const base = Object.prototype.hasOwnProperty.call(group, m[2]) ? group[m[2]] : null;
  if (typeof base !== "string" || !base) return null;
  return `${base}#${ref.slice(ref.indexOf(":") + 1)}`;
}

export function buildView(view, links, depth = 0) {
  if (!rules) throw new Error("no view allow-list (the contract file is missing)");
  if (typeof view === "string") return document.createTextNode(view);
  if (depth > 40 || !Array.isArray(view) || view.length < 2 || typeof view[0] !== "string"
      || view[1] === null || typeof view[1] !== "object" || Array.isArray(view[1])) {
    throw new Error("not a view node");
  }
  const [name, attrs, ...children] = view;
  if (!Object.prototype.hasOwnProperty.call(rules.tags, name)) throw new Error(`tag ${name} is not allowed`);
  let tag = name;
  let href = null;
  if (name === "a") {
    href = hrefOf(attrs.ref, links);
    if (href === null) tag = "span";
  }
  const el = document.createElement(tag);
  if (href !== null) el.setAttribute("href", href);
  for (const [key, value] of Object.entries(attrs)) {
    if (!rules.global.has(key) && !rules.tags[name].includes(key)) throw new Error(`attribute ${key} is not allowed on ${name}`);
    const pattern = Object.prototype.hasOwnProperty.call(rules.values, key) ? rules.values[key] : rules.short;
    if (typeof value !== "string" || !pattern.test(value)) throw new Error(`attribute ${key} has a bad value`);
    if (key === "ref") continue;
    el.setAttribute(key, value);
  }
  if (tag === "button") el.setAttribute("type", "button");
  for (const child of children) el.append(buildView(child, links, depth + 1));
  return el;
}
