// The coach, both tables (off by default; the choice kept in localStorage, the switch in
// the table's Settings): before each decision of the reader, what the engine makes of
// every choice open to him (karty.web.table.review.table_coach): for Бура the computer's
// search's win chance of each legal move ± its uncertainty, its own move named as the
// computer's choice; for Очко the chance the next card busts and the exact expected value
// of each choice (karty.ochko.advice), the best one named. With a link to the game's odds
// page (GameSpec.odds_page). Words: docs/labels.yaml (play_table, coach.*).

import { checkbox, el, preference } from "./common.mjs";
import { oddsLink } from "./review.mjs";

const KEY = "karty.play.coach";

export class Coach {
  constructor(shell) {
    this.shell = shell;
    this.words = shell.words;
    this.lang = shell.lang;
    this.reply = null;
    this.node = el("section", { class: "karty-play-coach", hidden: true, "aria-live": "polite" });
  }

  // The switch, for the table's Settings.
  toggle() {
    return checkbox(this.words.t("coach.toggle"), KEY, false, () => this.draw(this.reply));
  }

  hide() {
    this.node.hidden = true;
    this.node.replaceChildren();
  }

  async draw(reply) {
    this.reply = reply;
    const w = this.words;
    if (!preference(KEY, false) || !reply || reply.readonly || reply.to_act !== "you") return this.hide();
    const token = reply.token;
    const title = el("p", { class: "karty-play-coach-title" }, w.t(`coach.title.${reply.game}`));
    this.node.hidden = false;
    this.node.replaceChildren(title, el("p", {}, w.t("coach.thinking")));
    let answer;
    try {
      answer = await this.shell.call("table_coach", { token, lang: this.lang });
    } catch (err) {
      this.hide();
      this.shell.problem(err);
      return null;
    }
    if (this.reply !== reply || !preference(KEY, false)) return null;
    const label = { engine: w.t("review.computerChoice"), best: w.t("coach.best") };
    const moves = answer.moves.map((m) => el("li", { "data-move": m.move },
      el("span", { class: "karty-play-coach-move" }, m.text), ": ", m.summary,
      label[m.verdict] ? ` (${label[m.verdict]})` : ""));
    this.node.replaceChildren(title,
      answer.bust ? el("p", { class: "karty-play-coach-bust" }, answer.bust.text) : "",
      answer.note ? el("p", {}, answer.note) : "",
      moves.length ? el("ul", { class: "karty-play-coach-moves" }, moves) : "",
      el("p", { class: "karty-play-coach-how" }, w.t(`coach.how.${reply.game}`), " ", oddsLink(w, this.shell.links, answer.game)));
    return null;
  }
}
