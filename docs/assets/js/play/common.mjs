// What both play tables share: words in both languages, DOM building (never
// innerHTML), cards, the engine calls, the saved game (address and localStorage)
// and the log panel with its citations.
//
// The game lives in a token (karty.web.table.token:
// "bura.2.<id>.<level>.<options>.<choices>.<seal>") that holds no card and no key: the
// worker replays it with the game's secret, 128 random bits this page makes and keeps in
// localStorage beside it (never in the address), and answers only what the reader may see.

import { callEngine, engineState, startEngine } from "../engine-client.mjs";
import { backSvg, cardName, cardSvg } from "../cards.mjs";

const XLINK = "http://www.w3.org/1999/xlink";

export const WORDS = {
  en: {
    loading: "Loading the engine (Python in your browser)…",
    thinking: "The computer is thinking…",
    level: "Computer",
    levels: { e: "easy", n: "normal", h: "hard" },
    newMatch: "New match",
    newSession: "New session",
    share: "Copy link",
    copied: "The link to this position is copied.",
    copyFailed: "Copy the page's address: it is the link to this position.",
    log: "Log",
    closeLog: "Close the log",
    logTitle: "What happened, and the rules",
    rule: "the rule",
    // a cited place of the edition (corpus/edition/<text>.yaml): its text, and a sentence
    // (bura.s10) or a line (verse1.l8)
    // the same words as the engine's (karty.web.words.SECTIONS, SEGMENT_KINDS) and the
    // site's (docs/labels.yaml, table segments): tests/site/test_play_citation_labels.py
    texts: { bura: "Bura", ochko: "Ochko", verse1: "Verse 1", verse2: "Verse 2",
             intro: "Introduction", interlude: "Interlude" },
    units: { s: "sentence", l: "line" },
    unitsMany: { s: "sentences", l: "lines" },
    place: "the cited place",
    ourReading: "our reading of",
    outside: "outside description",
    you: "You",
    computer: "Computer",
    deal: "Deal",
    badSaved: "The saved game could not be read, so a new one was dealt:",
    badLink: "The link's position could not be read, so a new game was dealt:",
    levelNew: "The computer's strength changes only with a new game, so a new one was dealt.",
    noSecret: "This game's cards are kept in the browser that started it, so a new game was dealt here.",
    shared: "A finished game from a shared link: you can look at it, not play on; a new game will be your own.",
    failed: "The table cannot start: ",
    reasons: {
      "no-worker": "this browser cannot run the engine in the background (no module Web Workers).",
      "no-wasm": "this browser does not run WebAssembly, which the engine needs.",
      "worker-failed": "the engine's background worker did not start (its script was blocked or could not load).",
      load: "the engine (Python in the browser) could not be loaded.",
      timeout: "the engine took too long to load.",
      crashed: "the engine stopped answering.",
    },
    stillNote: "Here is a dealt position instead.",
    error: "That did not work: ",
    fourColour: "Four-colour deck (♦ blue, ♣ green)",
  },
  ru: {
    loading: "Загружается движок (Python в браузере)…",
    thinking: "Компьютер думает…",
    level: "Компьютер",
    levels: { e: "легко", n: "средне", h: "сильно" },
    newMatch: "Новая партия",
    newSession: "Новая игра",
    share: "Ссылка",
    copied: "Ссылка на эту позицию скопирована.",
    copyFailed: "Скопируйте адрес страницы: это ссылка на позицию.",
    log: "Журнал",
    closeLog: "Закрыть журнал",
    logTitle: "Что произошло и по каким правилам",
    rule: "правило",
    texts: { bura: "Бура", ochko: "Очко", verse1: "Стихотворение 1", verse2: "Стихотворение 2",
             intro: "Вступление", interlude: "Между стихами" },
    units: { s: "предложение", l: "строка" },
    unitsMany: { s: "предложения", l: "строки" },
    place: "цитируемое место",
    ourReading: "наше прочтение:",
    outside: "внешнее описание",
    you: "Вы",
    computer: "Компьютер",
    deal: "Сдача",
    badSaved: "Сохранённую игру прочитать не удалось, поэтому сдана новая:",
    badLink: "Позицию из ссылки прочитать не удалось, поэтому сдана новая игра:",
    levelNew: "Сила компьютера меняется только с новой игрой, поэтому сдана новая.",
    noSecret: "Карты этой игры хранятся в браузере, где она начата, поэтому здесь сдана новая игра.",
    shared: "Оконченная игра по ссылке: её можно посмотреть, но не продолжить; новая игра будет вашей.",
    failed: "Стол не запускается: ",
    reasons: {
      "no-worker": "браузер не умеет запускать движок в фоне (нет модульных Web Worker).",
      "no-wasm": "браузер не поддерживает WebAssembly, без которого движок не работает.",
      "worker-failed": "фоновый поток движка не запустился (его скрипт заблокирован или не загрузился).",
      load: "движок (Python в браузере) не загрузился.",
      timeout: "движок слишком долго загружается.",
      crashed: "движок перестал отвечать.",
    },
    stillNote: "Вместо игры — сданная позиция.",
    error: "Не получилось: ",
    fourColour: "Четырёхцветная колода (♦ синие, ♣ зелёные)",
  },
};

// A Russian noun after a number: ruPlural(21, "очко", "очка", "очков") is "очко",
// 22 → "очка", 25 and 11–14 → "очков".
export function ruPlural(n, one, few, many) {
  const m10 = Math.abs(n) % 10, m100 = Math.abs(n) % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
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

export function reducedMotion() {
  return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ------------------------------------------------------------------ the engine
export class EngineError extends Error {
  constructor(error) {
    super((error && error.message) || "engine error");
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

// A cited place for the reader: "Bura, sentence 10", "Verse 1, line 8". A place in a
// text this table does not know keeps its kind and number ("sentence 3"), one it cannot
// read is "the cited place": no text is named for another, and no id is shown.
export function segmentLabel(seg, lang) {
  const w = WORDS[lang];
  const m = /^([a-z][a-z0-9]*)\.([a-z])([0-9]+)$/.exec(seg);
  if (!m) return w.place;
  const text = Object.prototype.hasOwnProperty.call(w.texts, m[1]) ? w.texts[m[1]] : null;
  const unit = Object.prototype.hasOwnProperty.call(w.units, m[2]) ? w.units[m[2]] : null;
  if (!unit) return text || w.place;
  return text ? `${text}, ${unit} ${m[3]}` : `${unit} ${m[3]}`;
}

// "[the rule: Bura, sentence 10]" with links to the rule and to the sentence.
// Several cited places, one label each (each is a link's text), as the engine words them
// (karty.web.words.segment_words): the first of a run in one text and unit names them,
// the rest are numbers — "Bura, sentences 9", "21", not "Bura, sentence 9, Bura, sentence 21".
export function segmentLabels(segs, lang) {
  const w = WORDS[lang];
  const has = (table, key) => Object.prototype.hasOwnProperty.call(table, key);
  const read = (seg) => {
    const m = /^([a-z][a-z0-9]*)\.([a-z])([0-9]+)$/.exec(seg);
    return m && has(w.texts, m[1]) && has(w.unitsMany, m[2]) ? m : null;
  };
  const parts = segs.map(read);
  const oneRun = (a, b) => Boolean(a && b && a[1] === b[1] && a[2] === b[2]);
  return segs.map((seg, i) => {
    const m = parts[i];
    if (i > 0 && oneRun(parts[i - 1], m)) return m[3];
    if (oneRun(m, parts[i + 1])) return `${w.texts[m[1]]}, ${w.unitsMany[m[2]]} ${m[3]}`;
    return segmentLabel(seg, lang);
  });
}

export function citation(step, lang, links) {
  const w = WORDS[lang];
  const parts = [];
  const ruleHref = hrefOf("rules", step.rule, links);
  parts.push(el("a", { href: ruleHref, class: "karty-play-rule", title: step.statement }, w.rule));
  const labels = segmentLabels(step.segments, lang);
  const sentences = step.segments.map((seg, i) =>
    el("a", { href: hrefOf("text", seg, links), class: "karty-play-sentence" }, labels[i]));
  if (step.kind === "editorial" && sentences.length) parts.push(": ", w.ourReading, " ");
  else if (step.kind === "supplement") parts.push(": ", w.outside, sentences.length ? ", " : "");
  else if (sentences.length) parts.push(": ");
  sentences.forEach((a, i) => parts.push(i ? ", " : "", a));
  return el("span", { class: "karty-play-cite" }, " [", parts, "]");
}

export function stepItem(step, lang, links) {
  return el("li", { class: "karty-play-step" }, step.text, citation(step, lang, links));
}

export function logEntry(who, text, steps, lang, links, cls = "") {
  return el("li", { class: `karty-play-entry karty-play-entry--${who} ${cls}`.trim() },
    el("span", { class: "karty-play-who" }, text),
    steps.length ? el("ol", { class: "karty-play-steps" }, steps.map((s) => stepItem(s, lang, links))) : null);
}

// The side panel (a drawer on phones): its toggle button, and the panel.
export function logPanel(lang, id) {
  const w = WORDS[lang];
  const list = el("ol", { class: "karty-play-log-list" });
  const panel = el("aside", { class: "karty-play-log", id, "aria-label": w.logTitle },
    el("div", { class: "karty-play-log-head" },
      el("h2", {}, w.logTitle),
      el("button", { type: "button", class: "karty-play-log-close", "aria-label": w.closeLog,
        onclick: () => toggle(false) }, "×")),
    list);
  const button = el("button", { type: "button", class: "karty-play-btn karty-play-log-toggle",
    "aria-controls": id, "aria-expanded": "false", onclick: () => toggle() }, w.log);
  function toggle(open) {
    const show = open === undefined ? !panel.classList.contains("is-open") : open;
    panel.classList.toggle("is-open", show);
    button.setAttribute("aria-expanded", show ? "true" : "false");
    if (show) panel.querySelector(".karty-play-log-close").focus();
    else if (open === false) button.focus();
  }
  return { panel, button, list };
}

// The level picker: a <select> in words.
export function levelPicker(lang, value, onchange) {
  const w = WORDS[lang];
  const id = `karty-level-${Math.random().toString(36).slice(2, 8)}`;
  const select = el("select", { id, class: "karty-play-level", onchange: () => onchange(select.value) },
    ["e", "n", "h"].map((k) => el("option", { value: k, selected: k === value }, w.levels[k])));
  return el("span", { class: "karty-play-level-box" }, el("label", { for: id }, w.level, " "), select);
}

export async function copyLink(lang, status) {
  const w = WORDS[lang];
  try {
    await navigator.clipboard.writeText(window.location.href);
    status(w.copied);
  } catch {
    status(w.copyFailed);
  }
}

// The four-colour deck (cards.css: the class karty-four-colour), kept for next time.
export function fourColourSwitch(lang, root) {
  const key = "karty.play.fourColour";
  let on = false;
  try {
    on = window.localStorage.getItem(key) === "1";
  } catch {
    on = false;
  }
  root.classList.toggle("karty-four-colour", on);
  const id = `karty-four-${Math.random().toString(36).slice(2, 8)}`;
  const box = el("input", { type: "checkbox", id, class: "karty-play-check", checked: on, onchange: () => {
    root.classList.toggle("karty-four-colour", box.checked);
    try {
      window.localStorage.setItem(key, box.checked ? "1" : "0");
    } catch {
      /* not kept */
    }
  } });
  return el("p", { class: "karty-play-option" }, box, el("label", { for: id }, WORDS[lang].fourColour));
}
