// The card picker of a worked example's cards field: a grid of the 36 cards as
// toggle buttons (arrow keys move, Escape closes), built with createElement. The
// ranks, suits, their signs and names come from the browser contract (karty.cards).

import { contract, fill, words } from "./contract.mjs";

const cards = contract ? contract.cards : { ranks: [], ranks_ru: {}, suits: [], red: [], symbols: {}, names: {} };

// "QS" → "Q♠" (en) or "Д♠" (ru)
export function cardLabel(ascii, lang) {
  const rank = ascii.slice(0, -1);
  const suit = ascii.slice(-1);
  return `${lang === "ru" ? cards.ranks_ru[rank] || rank : rank}${cards.symbols[suit]}`;
}

export function cardsLabel(asciiList, lang) {
  return asciiList.map((c) => cardLabel(c, lang)).join(" ");
}

// Fill the empty `grid` with the cards; `onToggle(button)` when one is pressed,
// `onEscape()` when Escape is pressed in it.
export function buildPicker(grid, { lang, label, onToggle, onEscape }) {
  grid.setAttribute("role", "group");
  grid.setAttribute("aria-label", fill(words(lang).pick, { label }));
  cards.suits.forEach((suit, row) => {
    const line = document.createElement("div");
    line.className = "karty-picker__row";
    cards.ranks.forEach((rank, col) => {
      const card = `${rank}${suit}`;
      const b = document.createElement("button");
      b.type = "button";
      b.className = `karty-picker__card${cards.red.includes(suit) ? " karty-card--red" : ""}`;
      b.dataset.card = card;
      b.dataset.row = String(row);
      b.dataset.col = String(col);
      b.textContent = cardLabel(card, lang);
      b.setAttribute("aria-pressed", "false");
      b.setAttribute("aria-label", `${cardLabel(card, lang)} ${(cards.names[lang] || cards.names.en)[suit]}`);
      b.tabIndex = row === 0 && col === 0 ? 0 : -1;
      line.append(b);
    });
    grid.append(line);
  });
  grid.addEventListener("click", (e) => {
    const b = e.target.closest("button[data-card]");
    if (b) onToggle(b);
  });
  grid.addEventListener("keydown", (e) => key(grid, e, onEscape));
}

function key(grid, e, onEscape) {
  const b = e.target.closest("button[data-card]");
  if (!b) return;
  const ranks = cards.ranks.length;
  const suits = cards.suits.length;
  let row = Number(b.dataset.row);
  let col = Number(b.dataset.col);
  switch (e.key) {
    case "ArrowRight": col = (col + 1) % ranks; break;
    case "ArrowLeft": col = (col + ranks - 1) % ranks; break;
    case "ArrowDown": row = (row + 1) % suits; break;
    case "ArrowUp": row = (row + suits - 1) % suits; break;
    case "Home": col = 0; break;
    case "End": col = ranks - 1; break;
    case "Escape":
      onEscape();
      e.preventDefault();
      return;
    default: return;
  }
  e.preventDefault();
  const next = grid.querySelector(`button[data-row="${row}"][data-col="${col}"]`);
  if (next) focusCard(grid, next);
}

// Make `button` the grid's one tab stop, and focus it.
export function focusCard(grid, button, focus = true) {
  for (const other of grid.querySelectorAll('button[tabindex="0"]')) other.tabIndex = -1;
  button.tabIndex = 0;
  if (focus) button.focus();
}

// Show which cards are chosen.
export function markPicker(grid, chosen) {
  if (!grid || !grid.firstChild) return;
  const set = new Set(chosen);
  for (const b of grid.querySelectorAll("button[data-card]")) {
    b.setAttribute("aria-pressed", set.has(b.dataset.card) ? "true" : "false");
  }
}
