// Cards as pictures in the browser: the <svg> that shows one card of the project's deck
// (assets/cards/deck.svg, drawn by tools/make_deck.py), built with DOM APIs only.
//
//   import { cardSvg, backSvg, cardName } from "./cards.mjs";
//   hand.append(cardSvg("10H", "ru"));      // <svg class="karty-card" viewBox="0 0 200 280"
//                                           //   role="img" aria-label="десятка червей">
//                                           //   <use href="…/assets/cards/deck.svg#card-10H"/></svg>
//   stock.append(backSvg("en"));            // aria-label="face-down card", #card-back
//
// The same elements, ids and names as docs/hooks/play/deck.py (card_svg, back_svg,
// symbol_id) and karty's Card.name; tests/deck/ checks that they agree.
//
// * card: "10H", "QS", "TH", "10h", "Q♠", "10♥" (rank 6-10, T, J, Q, K, A; suit S C D H or
//   ♠ ♣ ♦ ♥). Anything else throws a RangeError that quotes it.
// * lang: "en" or "ru": the accessible name and the indices (J Q K A / В Д К Т).
// * root: the relative path from the page to the site's root ("", "../", ".."), as in
//   deck.py; left out, the sprite's address is worked out from this module's own URL.
// * extraClass: more classes, e.g. "karty-card--s" (sizes are in cards.css).
// A face-down card names no card anywhere: the same symbol and name for every card.
// This module only exports: nothing runs on import (it is not in mkdocs.yml).

const SVG_NS = "http://www.w3.org/2000/svg";

export const DECK_PATH = "assets/cards/deck.svg";
export const VIEWBOX = "0 0 200 280";
export const BACK_ID = "card-back";
export const BACK_NAME = Object.freeze({ en: "face-down card", ru: "карта рубашкой вверх" });

// rank: [English, Russian, Russian index]
const RANKS = Object.freeze({
  6: ["six", "шестёрка", "6"],
  7: ["seven", "семёрка", "7"],
  8: ["eight", "восьмёрка", "8"],
  9: ["nine", "девятка", "9"],
  10: ["ten", "десятка", "10"],
  J: ["jack", "валет", "В"],
  Q: ["queen", "дама", "Д"],
  K: ["king", "король", "К"],
  A: ["ace", "туз", "Т"],
});
// suit: [English, Russian genitive plural]
const SUITS = Object.freeze({
  S: ["spades", "пик"],
  C: ["clubs", "треф"],
  D: ["diamonds", "бубён"],
  H: ["hearts", "червей"],
});
const SUIT_SIGNS = Object.freeze({ "♠": "S", "♣": "C", "♦": "D", "♥": "H" });
const CARD_RE = /^(10|[6-9]|[TJQKA])([SCDH]|[♠♣♦♥])$/i;

function checkLang(lang) {
  if (lang !== "en" && lang !== "ru") {
    throw new RangeError(`'${lang}': unknown language (expected 'en' or 'ru')`);
  }
  return lang;
}

// The card in Latin notation, as karty's Card.ascii(): "10H", "QS".
export function cardCode(card) {
  const text = typeof card === "string" ? card.trim() : "";
  const m = CARD_RE.exec(text);
  if (!m) {
    throw new RangeError(`'${String(card)}': not a card (write a rank and a suit, e.g. '10H', 'QS' or 'A♠')`);
  }
  const rank = m[1].toUpperCase() === "T" ? "10" : m[1].toUpperCase();
  const suit = SUIT_SIGNS[m[2]] || m[2].toUpperCase();
  return rank + suit;
}

function split(code) {
  return [code.slice(0, -1), code.slice(-1)];
}

// The card's name in lang: "ten of hearts", «десятка червей».
export function cardName(card, lang) {
  const [rank, suit] = split(cardCode(card));
  return checkLang(lang) === "ru"
    ? `${RANKS[rank][1]} ${SUITS[suit][1]}`
    : `${RANKS[rank][0]} of ${SUITS[suit][0]}`;
}

// The sprite's symbol for card on a page in lang: "card-10H", "card-QS-ru".
export function symbolId(card, lang) {
  const code = cardCode(card);
  const [rank] = split(code);
  const ru = checkLang(lang) === "ru" && RANKS[rank][2] !== rank;
  return `card-${code}${ru ? "-ru" : ""}`;
}

// The sprite's address: relative to the page (root given) or absolute (from this module).
export function deckUrl(root) {
  if (root === undefined || root === null) return new URL("../cards/deck.svg", import.meta.url).href;
  if (typeof root !== "string") throw new TypeError(`'${String(root)}': the path to the site's root must be a string`);
  if (root === "" || root === ".") return DECK_PATH;
  return `${root.replace(/\/+$/, "")}/${DECK_PATH}`;
}

function svgElement(classes, label, href) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("class", classes);
  svg.setAttribute("viewBox", VIEWBOX);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  const use = document.createElementNS(SVG_NS, "use");
  use.setAttribute("href", href);
  svg.append(use);
  return svg;
}

function withClass(base, extraClass) {
  const extra = typeof extraClass === "string" ? extraClass.trim() : "";
  return extra ? `${base} ${extra}` : base;
}

// A card face up: an <svg class="karty-card" role="img" aria-label="…"> using the sprite.
export function cardSvg(card, lang, root, extraClass = "") {
  const label = cardName(card, lang);
  const href = `${deckUrl(root)}#${symbolId(card, lang)}`;
  return svgElement(withClass("karty-card", extraClass), label, href);
}

// A card face down: the same element for every card, naming none.
export function backSvg(lang, root, extraClass = "") {
  const label = BACK_NAME[checkLang(lang)];
  return svgElement(withClass("karty-card karty-card--back", extraClass), label, `${deckUrl(root)}#${BACK_ID}`);
}
