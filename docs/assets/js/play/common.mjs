// What both play tables share: their words, DOM building (never
// innerHTML), cards, the engine calls, the saved game (address and localStorage)
// and the log panel with its citations.
//
// The game lives in a token (karty.web.table.token:
// "bura.2.<id>.<level>.<options>.<choices>.<seal>") that holds no card and no key: the
// worker replays it with the game's secret, 128 random bits this page makes and keeps in
// localStorage beside it (never in the address), and answers only what the reader may see.

import { callEngine, engineState, startEngine } from "../engine-client.mjs";
import { backSvg, cardName, cardSvg } from "../cards.mjs";
import { fill } from "../fill.mjs";

const XLINK = "http://www.w3.org/1999/xlink";

// ------------------------------------------------------------------ words
// The table's words are in docs/labels.yaml (table play_table, and the cited places'
// words of table segments); docs/hooks/play/tables.py writes them, in the page's language,
// into the root's data-words. No interface word is written in these scripts
// (tests/site/test_play_words.py).
export class Words {
  constructor(lang, data) {
    this.lang = lang === "ru" ? "ru" : "en";
    this.play = (data && data.play) || {};
    this.segments = (data && data.segments) || {};
    this.plural = new Intl.PluralRules(this.lang);
  }

  // The label `key` with its {placeholders} filled in.
  t(key, values = {}) {
    const text = Object.prototype.hasOwnProperty.call(this.play, key) ? this.play[key] : null;
    if (text === null) {
      console.error(`karty: ${key}?`); // a label docs/labels.yaml lacks
      return "";
    }
    return fill(text, values);
  }

  // A count with its noun: `key`.one / .few / .many, the form chosen as the
  // language's plural rules say (Russian 1, 2–4, 5+: 21 карта, 22 карты, 25 карт).
  n(key, n, values = {}) {
    let form = this.plural.select(n);
    if (form !== "one" && form !== "few") form = "many";
    if (!Object.prototype.hasOwnProperty.call(this.play, `${key}.${form}`)) form = "many";
    return this.t(`${key}.${form}`, { n, ...values });
  }
}

// The words written into a table's root (an empty set if they cannot be read).
export function wordsOf(root) {
  let data = {};
  try {
    data = JSON.parse(root.dataset.words || "{}");
  } catch {
    data = {};
  }
  return new Words(root.dataset.lang, data);
}

// An element: el("button", {class: "x", "aria-label": "…", onclick: f}, child, …).
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" || typeof child === "number" ? document.createTextNode(String(child)) : child);
  }
  return node;
}

function xlink(svg) {
  // Material's instant navigation: a <use> is drawn reliably with xlink:href
  const use = svg.querySelector("use");
  const href = use.getAttribute("href");
  use.removeAttribute("href");
  use.setAttributeNS(XLINK, "xlink:href", href);
  return svg;
}

// A card face up; decorative (aria-hidden) when the control holding it is named.
export function card(code, lang, size = "karty-card--m", decorative = false) {
  const svg = xlink(cardSvg(code, lang, undefined, size));
  if (decorative) {
    svg.removeAttribute("role");
    svg.removeAttribute("aria-label");
    svg.setAttribute("aria-hidden", "true");
  }
  return svg;
}

// A card face down: the same element for every card, naming none.
export function back(lang, size = "karty-card--m", decorative = true) {
  const svg = xlink(backSvg(lang, undefined, size));
  if (decorative) {
    svg.removeAttribute("role");
    svg.removeAttribute("aria-label");
    svg.setAttribute("aria-hidden", "true");
  }
  return svg;
}

export { cardName };

// An amount of money with its sign: +5, −5 (a true minus), 0.
export function signed(x) {
  return x > 0 ? `+${x}` : x < 0 ? `\u2212${-x}` : "0";
}

// The table's message line: `text` (none clears it), marked as an error or not.
export function showMessage(node, text, error = false) {
  node.textContent = text || "";
  node.classList.toggle("is-error", Boolean(error));
}

export function reducedMotion() {
  return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ------------------------------------------------------------------ the engine
export class EngineError extends Error {
  constructor(error) {
    super((error && error.message) || "");
    this.error = error || {};
  }
  text(lang) {
    return String((lang === "ru" ? this.error.message_ru : this.error.message) || this.message).slice(0, 500);
  }
}

export async function engine(fn, args) {
  const reply = await callEngine(fn, args);
  if (!reply || !reply.ok) throw new EngineError(reply && reply.error);
  return reply.result;
}

export function engineFailure() {
  const state = engineState();
  return state.status === "failed" ? state.failure : null;
}

export { startEngine };

// ------------------------------------------------------------------ the saved game
const KEY = (game) => `karty.play.${game}`;
// each game's secret, by the game's public id (the most recent few kept)
const SECRETS = "karty.play.secrets";
const KEEP_SECRETS = 20;

export function tokenFromAddress(game) {
  const hash = window.location.hash;
  if (!hash.startsWith("#t=")) return null;
  try {
    return decodeURIComponent(hash.slice(3)) || null;
  } catch {
    return hash.slice(3) || null;
  }
}

export function savedToken(game) {
  try {
    return window.localStorage.getItem(KEY(game));
  } catch {
    return null;
  }
}

// The token is kept (own games only); the address holds the link to share: the token,
// or when a кон is over the token with that кон's key.
export function keep(game, reply) {
  if (!reply.readonly) {
    try {
      window.localStorage.setItem(KEY(game), reply.token);
    } catch {
      /* storage blocked: the game lasts as long as the page */
    }
  }
  const url = new URL(window.location.href);
  url.hash = `t=${reply.share || reply.token}`;
  window.history.replaceState(window.history.state, "", url.href);
}

export function forget(game) {
  try {
    window.localStorage.removeItem(KEY(game));
  } catch {
    /* nothing kept */
  }
}

export function idOf(token) {
  const m = /^[a-z]+\.2\.([0-9a-f]{16})\./.exec(token || "");
  return m ? m[1] : null;
}

export function levelOf(token) {
  const m = /^[a-z]+\.2\.[0-9a-f]{16}\.([enh])\./.exec(token || "");
  return m ? m[1] : "n";
}

function secrets() {
  try {
    const kept = JSON.parse(window.localStorage.getItem(SECRETS) || "[]");
    return Array.isArray(kept) ? kept.filter((e) => Array.isArray(e) && e.length === 2) : [];
  } catch {
    return [];
  }
}

// The secret of the game `token` names, if this browser started it.
export function secretFor(token) {
  const id = idOf(token);
  const found = id && secrets().find(([i]) => i === id);
  return found ? found[1] : null;
}

export function rememberSecret(id, secret) {
  const kept = [[id, secret], ...secrets().filter(([i]) => i !== id)].slice(0, KEEP_SECRETS);
  try {
    window.localStorage.setItem(SECRETS, JSON.stringify(kept));
  } catch {
    /* storage blocked: the secret lives as long as the page */
  }
}

export function newSecret() {
  const a = new Uint8Array(16);
  window.crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, "0")).join("");
}

// ------------------------------------------------------------------ the log panel
function hrefOf(kind, id, links) {
  const game = id.split(".")[0];
  const group = links[kind] || {};
  const base = Object.prototype.hasOwnProperty.call(group, game) ? group[game] : null;
  return typeof base === "string" && base ? `${base}#${id}` : null;
}

// A cited place for the reader: "Bura, sentence 10", "Verse 1, line 8" (the words of
// docs/labels.yaml's table segments, as the engine's karty.web.words.segment_words). A
// place in a text this table does not know keeps its kind and number ("sentence 3"),
// one it cannot read is "the cited place": no text is named for another, and no id is shown.
const PLACE = /^([a-z][a-z0-9]*)\.([a-z])([0-9]+)$/;

function textOf(words, name) {
  const key = `section.${name}`;
  return Object.prototype.hasOwnProperty.call(words.segments, key) ? words.segments[key] : null;
}

function unitOf(words, unit, many) {
  const key = many ? `${unit}.many` : unit;
  return unit.length === 1 && Object.prototype.hasOwnProperty.call(words.segments, key) ? words.segments[key] : null;
}

export function segmentLabel(seg, words) {
  const m = PLACE.exec(seg);
  if (!m) return words.t("place");
  const text = textOf(words, m[1]);
  const unit = unitOf(words, m[2], false);
  if (!unit) return text || words.t("place");
  const where = fill(unit, { n: m[3] });
  return text ? fill(words.segments["in.section"], { section: text, where }) : where;
}

// Several cited places, one label each (each is a link's text), as the engine words them:
// the first of a run in one text and unit names them, the rest are numbers —
// "Bura, sentences 9", "21", not "Bura, sentence 9, Bura, sentence 21".
export function segmentLabels(segs, words) {
  const read = (seg) => {
    const m = PLACE.exec(seg);
    return m && textOf(words, m[1]) && unitOf(words, m[2], true) ? m : null;
  };
  const parts = segs.map(read);
  const oneRun = (a, b) => Boolean(a && b && a[1] === b[1] && a[2] === b[2]);
  return segs.map((seg, i) => {
    const m = parts[i];
    if (i > 0 && oneRun(parts[i - 1], m)) return m[3];
    if (oneRun(m, parts[i + 1])) {
      const where = fill(unitOf(words, m[2], true), { list: m[3] });
      return fill(words.segments["in.section"], { section: textOf(words, m[1]), where });
    }
    return segmentLabel(seg, words);
  });
}

export function citation(step, words, links) {
  const parts = [];
  const ruleHref = hrefOf("rules", step.rule, links);
  parts.push(el("a", { href: ruleHref, class: "karty-play-rule", title: step.statement }, words.t("rule")));
  const labels = segmentLabels(step.segments, words);
  const sentences = step.segments.map((seg, i) =>
    el("a", { href: hrefOf("text", seg, links), class: "karty-play-sentence" }, labels[i]));
  if (step.kind === "editorial" && sentences.length) parts.push(": ", words.t("ourReading"), " ");
  else if (step.kind === "supplement") parts.push(": ", words.t("outside"), sentences.length ? ", " : "");
  else if (sentences.length) parts.push(": ");
  sentences.forEach((a, i) => parts.push(i ? ", " : "", a));
  return el("span", { class: "karty-play-cite" }, " [", parts, "]");
}

export function stepItem(step, words, links) {
  return el("li", { class: "karty-play-step" }, step.text, citation(step, words, links));
}

export function logEntry(who, text, steps, words, links, cls = "") {
  return el("li", { class: `karty-play-entry karty-play-entry--${who} ${cls}`.trim() },
    el("span", { class: "karty-play-who" }, text),
    steps.length ? el("ol", { class: "karty-play-steps" }, steps.map((s) => stepItem(s, words, links))) : null);
}

// The side panel (a drawer on phones): its toggle button, and the panel.
export function logPanel(words, id) {
  const list = el("ol", { class: "karty-play-log-list" });
  const panel = el("aside", { class: "karty-play-log", id, "aria-label": words.t("logTitle") },
    el("div", { class: "karty-play-log-head" },
      el("h2", {}, words.t("logTitle")),
      el("button", { type: "button", class: "karty-play-log-close", "aria-label": words.t("closeLog"),
        onclick: () => toggle(false) }, "×")),
    list);
  const button = el("button", { type: "button", class: "karty-play-btn karty-play-log-toggle",
    "aria-controls": id, "aria-expanded": "false", onclick: () => toggle() }, words.t("log"));
  function toggle(open) {
    const show = open === undefined ? !panel.classList.contains("is-open") : open;
    panel.classList.toggle("is-open", show);
    button.setAttribute("aria-expanded", show ? "true" : "false");
    if (show) panel.querySelector(".karty-play-log-close").focus();
    else if (open === false) button.focus();
  }
  // The log's entries, scrolled to the newest: the scroll waits for the next frame, when the
  // browser lays the page out anyway, so that reading the panel's height does not force a
  // layout of the half-drawn table in the middle of a render (bench/RESULTS.md: 150 ms on
  // the first deal of /play/bura/, and a second layout after the render's later writes).
  let frame = 0;
  function show(items) {
    list.replaceChildren(...items);
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      panel.scrollTop = panel.scrollHeight;
    });
  }
  return { panel, button, list, show };
}

// The level picker: a <select> in words.
export function levelPicker(words, value, onchange) {
  const id = `karty-level-${Math.random().toString(36).slice(2, 8)}`;
  const select = el("select", { id, class: "karty-play-level", onchange: () => onchange(select.value) },
    ["e", "n", "h"].map((k) => el("option", { value: k, selected: k === value }, words.t(`level.${k}`))));
  return el("span", { class: "karty-play-level-box" }, el("label", { for: id }, words.t("level"), " "), select);
}

export async function copyLink(words, status) {
  try {
    await navigator.clipboard.writeText(window.location.href);
    status(words.t("copied"));
  } catch {
    status(words.t("copyFailed"));
  }
}

// A preference kept for next time (localStorage; the default if it cannot be read).
export function preference(key, fallback) {
  try {
    const value = window.localStorage.getItem(key);
    return value === null ? fallback : value === "1";
  } catch {
    return fallback;
  }
}

function keepPreference(key, on) {
  try {
    window.localStorage.setItem(key, on ? "1" : "0");
  } catch {
    /* not kept */
  }
}

// A checkbox for a preference: its label, and what to do when it changes.
export function checkbox(label, key, fallback, onchange = () => {}) {
  const id = `karty-check-${Math.random().toString(36).slice(2, 8)}`;
  const box = el("input", { type: "checkbox", id, class: "karty-play-check", checked: preference(key, fallback), onchange: () => {
    keepPreference(key, box.checked);
    onchange(box.checked);
  } });
  return el("p", { class: "karty-play-option" }, box, el("label", { for: id }, label));
}

// The four-colour deck (cards.css: the class karty-four-colour), kept for next time.
export function fourColourSwitch(words, root) {
  const key = "karty.play.fourColour";
  root.classList.toggle("karty-four-colour", preference(key, false));
  return checkbox(words.t("fourColour"), key, false, (on) => root.classList.toggle("karty-four-colour", on));
}
