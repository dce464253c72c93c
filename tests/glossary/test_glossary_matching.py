"""Term matching: hand-checked pairs (form in the text → entry), negative cases,
phrases, ambiguity, attestation, concordance and speed.

Every pair below was checked by reading the segment (base text = witness A):
the segment, the form exactly as it stands there, the entry it must link to."""
from __future__ import annotations

import dataclasses
import itertools
import re
import time

import pytest

from corpus.glossary import Glossary
from corpus.terms import (
    KWIC,
    Matcher,
    Occurrence,
    check,
    concordance,
    form_key,
    near_misses,
    occurrences,
    occurrences_in,
)

# (segment, form as written in A, entry)
PAIRS: list[tuple[str, str, str]] = [
    # camp life
    ("intro.s1", "исправительнотрудовой системе", "ispravitelno-trudovaya-sistema"),  # run together in A
    ("intro.s3", "Соловецких островах", "solovetskie-ostrova"),
    ("verse1.l2", "казино", "kazino"),
    ("verse1.l11", "взводный", "vzvodnyy"),
    ("verse1.l14", "Шухер", "shukher"),
    ("verse1.l14", "горим", "goret"),
    ("verse1.l16", "командир", "komandir"),
    ("interlude.s1", "картежная игра", "kartezhnaya-igra"),
    ("interlude.s2", "картежной игрой", "kartezhnaya-igra"),
    ("interlude.s3", "Азарт", "azart"),
    ("interlude.s3", "карцером", "kartser"),
    ("verse2.l3", "карцер", "kartser"),
    ("verse2.l5", "сидят", "sidet"),
    ("verse2.cite", "Стенгазета", "stengazeta"),
    # games and play
    ("verse1.l8", "мечет", "metat"),
    ("verse1.l8", "стос", "stos"),
    ("verse1.l9", "лепят", "lepit"),
    ("verse2.l1", "буру", "bura"),
    ("bura.title", "Бура", "bura"),
    ("bura.s15", "Бура", "bura"),
    ("bura.s28", "буры", "bura"),
    ("ochko.title", "Очко", "ochko"),
    ("bura.s2", "Раздается", "sdavat"),
    ("bura.s2", "колода", "koloda"),
    ("bura.s2", "рубашкой вверх", "rubashka"),
    ("bura.s2", "козырем", "kozyr"),
    ("bura.s3", "тридцать одно", "tridtsat-odno"),
    ("bura.s3", "очко", "ochko-point"),
    ("bura.s3", "взятками", "vzyatka"),
    ("bura.s4", "Туз", "tuz"),
    ("bura.s4", "очей", "ochko-point"),
    ("bura.s4", "очки", "ochko-point"),
    ("bura.s4", "очи", "ochko-point"),
    ("bura.s5", "Десятка", "desyatka"),
    ("bura.s5", "очков", "ochko-point"),
    ("bura.s6", "Король", "korol"),
    ("bura.s6", "дама", "dama"),
    ("bura.s6", "валет", "valet"),
    ("bura.s6", "очка", "ochko-point"),
    ("bura.s8", "ходить", "khodit"),
    ("bura.s8", "раздавал", "sdavat"),
    ("bura.s9", "пойти", "khodit"),
    ("bura.s9", "масти", "mast"),
    ("bura.s10", "побить", "bit"),
    ("bura.s10", "старшинству", "starshinstvo"),
    ("bura.s10", "козырем", "kozyr"),
    ("bura.s10", "взятку", "vzyatka"),
    ("bura.s10", "крапом вверх", "krap"),
    ("bura.s11", "колоды", "koloda"),
    ("bura.s15", "козыря", "kozyr"),
    ("bura.s18", "кон", "kon"),
    ("bura.s20", "конов", "kon"),
    ("bura.s20", "взаимозачет", "vzaimozachet"),
    ("bura.s21", "козырные", "kozyr"),
    ("bura.s21", "Молодка", "molodka"),
    ("bura.s21", "заходит", "khodit"),
    ("bura.s21", "хода", "khodit"),
    ("bura.s22", "Игра сделана", "igra-sdelana"),
    ("bura.s23", "сноса", "snos"),
    ("bura.s26", "мастей", "mast"),
    ("bura.s27", "бура", "bura"),
    ("bura.s27", "козырной", "kozyr"),
    ("bura.s29", "листов", "list"),
    ("ochko.s47", "картинок", "kartinka"),
    ("ochko.s48", "очком", "ochko-point"),
    ("ochko.s48", "суперочко", "superochko"),
    ("ochko.s48", "туза", "tuz"),
    ("ochko.s49", "красной Москвой", "krasnaya-moskva"),
    ("ochko.s49", "перебор", "perebor"),
    ("ochko.s52", "очках", "ochko-point"),
    ("ochko.s52", "стоять", "stoyat"),
    ("ochko.s42", "остановился", "stoyat"),
    ("ochko.s51", "останавливаться", "stoyat"),
    ("ochko.s45", "очко", "ochko-point"),
    ("ochko.s45", "в темную", "v-temnuyu"),
    ("ochko.s38", "в темную", "v-temnuyu"),
    ("ochko.s37", "в открытую", "v-otkrytuyu"),
    ("ochko.s22", "двадцать одно", "dvadtsat-odno"),
    ("ochko.s23", "перебора", "perebor"),
    ("ochko.s3", "на старшего", "na-starshego"),
    ("ochko.s5", "старшинству", "starshinstvo"),
    ("ochko.s16", "перетасовать", "tasovat"),
    ("ochko.s16", "срезать", "srezat"),
    ("ochko.s16", "колоду", "koloda"),
    ("ochko.s53", "тасовать", "tasovat"),
    ("ochko.s61", "тасовал", "tasovat"),
    ("ochko.s8", "раздача", "sdavat"),
    ("ochko.s15", "Раздача", "sdavat"),
    ("ochko.s18", "сдает", "sdavat"),
    ("ochko.s58", "раздал", "sdavat"),
    ("ochko.s53", "кона", "kon"),
    ("ochko.s54", "кону", "kon"),
    ("ochko.s64", "коне", "kon"),
    ("ochko.s65", "кону", "kon"),
    # banking
    ("ochko.s2", "банкуюший", "bankuyushchiy"),  # typo in A (ш for щ)
    ("ochko.s8", "банкуюшего", "bankuyushchiy"),  # typo
    ("ochko.s34", "банкуюшим", "bankuyushchiy"),  # typo
    ("ochko.s12", "банкующему", "bankuyushchiy"),
    ("ochko.s16", "Банкующий", "bankuyushchiy"),
    ("ochko.s26", "банкующего", "bankuyushchiy"),
    ("ochko.s55", "банкующим", "bankuyushchiy"),
    ("ochko.s3", "банковать", "bankovat"),
    ("ochko.s66", "банковать", "bankovat"),
    ("ochko.s59", "банкомет", "bankomet"),
    ("ochko.s2", "банк", "bank"),
    ("ochko.s7", "банка", "bank"),
    ("ochko.s9", "банке", "bank"),
    ("ochko.s10", "банку", "bank"),
    ("ochko.s7", "бой", "boy"),
    ("ochko.s7", "бить", "bit"),
    ("ochko.s25", "бил", "bit"),
    ("ochko.s28", "бьешь", "bit"),
    ("ochko.s29", "бьют", "bit"),
    ("ochko.s10", "ударил", "udarit"),
    ("ochko.s12", "ударил", "udarit"),
    ("ochko.s8", "Стук", "stuk"),
    ("ochko.s10", "стука", "stuk"),
    ("ochko.s59", "стук", "stuk"),
    ("ochko.s19", "зарезает", "zarezat"),
    ("ochko.s54", "зарезает", "zarezat"),
    ("ochko.s16", "последней руке", "poslednyaya-ruka"),
]

# (segment, form in the reading text, entry): corrections and normalisations
READING_PAIRS: list[tuple[str, str, str]] = [
    ("intro.s1", "исправительно-трудовой системе", "ispravitelno-trudovaya-sistema"),
    ("ochko.s2", "банкующий", "bankuyushchiy"),
    ("ochko.s8", "банкующего", "bankuyushchiy"),
    ("ochko.s34", "банкующим", "bankuyushchiy"),
    ("ochko.s64", "коне", "kon"),
    ("verse1.l14", "Шухер", "shukher"),  # inside «„…“»
    ("ochko.s49", "красной Москвой", "krasnaya-moskva"),  # inside «…»
]

# (segment, word as written in A): must not be linked to any entry
NEGATIVES: list[tuple[str, str]] = [
    ("ochko.s30", "конечно"),     # not кон
    ("ochko.s55", "Конечно"),
    ("ochko.s33", "Очень"),       # not очко
    ("ochko.s37", "боится"),      # not бой
    ("ochko.s16", "сидит"),       # literal 'sits', not сидеть 'serve time'
    ("ochko.s58", "сидящего"),
    ("ochko.s21", "командуют"),   # not командир
    ("verse2.l6", "тащат"),
    ("verse2.l8", "тюрьму"),      # perhaps the карцер, but the poem does not say
    ("verse2.l5", "карты"),       # «карта» is not glossed at every turn
    ("bura.s2", "карты"),
    ("verse2.l1", "Игра"),        # not «картёжная игра», not «игра сделана»
    ("bura.s11", "игра"),
    ("ochko.s1", "игре"),
    ("bura.s20", "двадцать"),     # «двадцать конов», not «двадцать одно»
    ("bura.s29", "тридцать"),     # «тридцать шесть», not «тридцать одно»
    ("ochko.s41", "сделал"),      # not «игра сделана»
    ("ochko.s25", "открытыми"),   # not «в открытую»
    ("ochko.s8", "последней"),    # «является последней»: not the last hand
    ("ochko.s12", "руку"),        # «по правую руку»: a seat, not «последняя рука»
    ("ochko.s12", "последний"),
    ("bura.s10", "сдать"),        # «сдать взятку»: give up a trick, not deal
    ("bura.s14", "руках"),
    ("ochko.s4", "старшая"),
    ("ochko.s6", "старше"),
    ("ochko.s3", "вслепую"),
    ("bura.s10", "Партнер"),
    ("ochko.s32", "ставку"),
    ("verse1.l15", "попались"),
]

# Unlinked words that share a lemma with a term, reviewed by hand: each is the
# ordinary sense of the word (see NEGATIVES). A new one fails this test until reviewed.
REVIEWED_NEAR_MISSES = [
    ("ochko.s16", "сидит", "sidet"),
    ("ochko.s58", "сидящего", "sidet"),
]


def _instances(text: str, form: str) -> list[tuple[int, int]]:
    """Where `form` stands in `text` as whole words (case-insensitive)."""
    pattern = r"(?<![\w-])" + re.escape(form).replace(r"\ ", r"[\s\"«»„“]+") + r"(?![\w-])"
    return [m.span() for m in re.finditer(pattern, text, flags=re.IGNORECASE)]


def _check_pair(occs: tuple[Occurrence, ...], text: str, seg: str, form: str, entry: str) -> None:
    spots = _instances(text, form)
    assert spots, f"{form!r} is not in {seg}: the hand-checked list is stale"
    for spot in spots:
        hits = [o for o in occs if o.span == spot]
        assert hits, f"{seg}: {form!r} at {spot} is not linked (expected {entry})"
        assert [o.entry_id for o in hits] == [entry], f"{seg}: {form!r} linked to {hits}"
        assert all(text[o.span[0]:o.span[1]] == o.surface for o in hits)


def test_enough_pairs_and_every_kind():
    assert len(PAIRS) >= 40
    assert len({p[2] for p in PAIRS}) >= 40, "most entries are covered by a pair"
    phrases = [p for p in PAIRS if " " in p[1]]
    typos = [p for p in PAIRS if "уюш" in p[1]]
    assert len(phrases) >= 8 and len(typos) >= 3


@pytest.mark.parametrize("seg, form, entry", PAIRS, ids=[f"{p[0]}:{p[1]}" for p in PAIRS])
def test_hand_checked_pair_is_linked_to_its_entry(corpus, glossary, seg, form, entry):
    text = corpus.segment(seg).text
    occs = tuple(o for o in occurrences(corpus, glossary) if o.segment_id == seg)
    _check_pair(occs, text, seg, form, entry)
    # the same through the per-string API
    _check_pair(occurrences_in(text, seg, glossary), text, seg, form, entry)


@pytest.mark.parametrize("seg, form, entry", READING_PAIRS, ids=[f"{p[0]}:{p[1]}" for p in READING_PAIRS])
def test_reading_text_pair_is_linked(corpus, glossary, seg, form, entry):
    text = corpus.segment(seg).reading()
    occs = tuple(o for o in occurrences(corpus, glossary, text="reading") if o.segment_id == seg)
    _check_pair(occs, text, seg, form, entry)


@pytest.mark.parametrize("seg, word", NEGATIVES, ids=[f"{n[0]}:{n[1]}" for n in NEGATIVES])
def test_negative_case_is_not_linked(corpus, glossary, seg, word):
    for kind in ("base", "reading"):
        seg_obj = corpus.segment(seg)
        text = seg_obj.text if kind == "base" else seg_obj.reading()
        spots = _instances(text, word)
        assert spots, f"{word!r} is not in {seg} ({kind}): the list is stale"
        for s, e in spots:
            hits = [o for o in occurrences(corpus, glossary, text=kind)
                    if o.segment_id == seg and o.span[0] < e and s < o.span[1]]
            assert not hits, f"{seg}: {word!r} must not be linked, got {hits}"


def test_the_glossary_agrees_with_the_text(corpus, glossary):
    """Every entry attested (or in_text: false), every listed form found as that entry,
    every form found listed, only/exclude valid, no word claimed by two entries."""
    problems = check(corpus, glossary)
    assert problems == [], "\n".join(map(str, problems))


def test_every_entry_is_attested_or_marked_not_in_text(corpus, glossary):
    found = {o.entry_id for o in occurrences(corpus, glossary)}
    for e in glossary:
        if e.in_text:
            assert e.id in found, f"{e.id} is not found in the text"
        else:
            assert e.id not in found and e.note, e.id


def test_near_misses_are_the_reviewed_ones(corpus, glossary):
    assert near_misses(corpus, glossary) == REVIEWED_NEAR_MISSES
    assert near_misses(corpus, glossary, text="reading") == REVIEWED_NEAR_MISSES


def test_occurrences_are_well_formed(corpus, glossary):
    occs = occurrences(corpus, glossary)
    assert len(occs) >= 200
    order = {s.id: i for i, s in enumerate(corpus.segments())}
    assert [order[o.segment_id] for o in occs] == sorted(order[o.segment_id] for o in occs)
    ids = set(glossary.ids)
    for o in occs:
        assert isinstance(o, Occurrence) and o.entry_id in ids
        text = corpus.segment(o.segment_id).text
        assert text[o.span[0]:o.span[1]] == o.surface
    # no two occurrences overlap
    by_seg: dict[str, list[tuple[int, int]]] = {}
    for o in occs:
        by_seg.setdefault(o.segment_id, []).append(o.span)
    for spans in by_seg.values():
        spans.sort()
        assert all(a[1] <= b[0] for a, b in itertools.pairwise(spans))


# --------------------------------------------------------------------------- matching rules

def test_phrases_match_across_quotes_case_and_yo(glossary):
    def ids(text, seg=None):
        return [(o.entry_id, o.surface) for o in occurrences_in(text, seg, glossary)]

    assert ids("дать карту «в тёмную»") == [("v-temnuyu", "в тёмную")]
    assert ids('дать карту "в темную"') == [("v-temnuyu", "в темную")]
    assert ids("в «темную»") == [("v-temnuyu", "в «темную")]
    assert ids("именуют «КРАСНОЙ МОСКВОЙ»") == [("krasnaya-moskva", "КРАСНОЙ МОСКВОЙ")]
    assert ids("в, темную") == []  # a comma breaks the phrase
    assert ids("игра, сделана") == []
    assert ids("исправительно-трудовой системе") == [
        ("ispravitelno-trudovaya-sistema", "исправительно-трудовой системе")]


def test_longest_match_wins(glossary):
    occs = occurrences_in("набрать тридцать одно очко взятками", None, glossary)
    assert [(o.entry_id, o.surface) for o in occs] == [
        ("tridtsat-odno", "тридцать одно"), ("ochko-point", "очко"), ("vzyatka", "взятками")]
    # the phrase «рубашкой вверх» is one occurrence, not «рубашкой» + «вверх»
    assert [o.entry_id for o in occurrences_in("кладется рубашкой вверх", None, glossary)] == ["rubashka"]


def test_ochko_the_game_and_the_point(glossary):
    assert [o.entry_id for o in occurrences_in("Очко", "ochko.title", glossary)] == ["ochko"]
    assert [o.entry_id for o in occurrences_in("Очко", "ochko.s22", glossary)] == ["ochko-point"]
    # without a segment id, entries restricted by `only` stay out
    assert [o.entry_id for o in occurrences_in("Очко", None, glossary)] == ["ochko-point"]


def test_lemmas_find_inflections_without_the_form_lists(corpus, glossary):
    """With the form lists emptied, pymorphy3 alone still finds the regular inflections
    (the lists are an audited inventory, not the only way in); the typos and the
    words kept to forms (no lemmas) are exactly what it cannot find."""
    bare = Glossary(glossary.root, tuple(
        dataclasses.replace(e, forms=tuple(f for f in e.forms if " " in f)) for e in glossary))
    m = Matcher(bare)

    def found(seg: str, text: str | None = None) -> dict[str, str]:
        body = corpus.segment(seg).text if text is None else text
        return {o.surface: o.entry_id for o in m.match(body, seg)}

    assert found("interlude.s3")["карцером"] == "kartser"
    assert found("bura.s2")["козырем"] == "kozyr"
    assert found("bura.s20")["конов"] == "kon"     # pymorphy3's best parse is коновый
    assert found("ochko.s64")["коне"] == "kon"     # … and конь
    assert found("bura.s3")["взятками"] == "vzyatka"
    assert found("ochko.s12")["банкующему"] == "bankuyushchiy"  # банковать, participle
    assert found("ochko.s3")["банковать"] == "bankovat"          # банковать, infinitive
    assert "банкуюшего" not in found("ochko.s8")   # the typo needs the form list
    assert "очей" not in found("bura.s4")          # pymorphy3: око
    assert "лепят" not in found("verse1.l9")       # kept to its form on purpose


def test_only_and_exclude(corpus, glossary):
    assert glossary["ochko"].only == ("ochko.title",)
    assert "ochko.title" in glossary["ochko-point"].exclude
    title = [o for o in occurrences(corpus, glossary) if o.segment_id == "ochko.title"]
    assert [o.entry_id for o in title] == ["ochko"]


def test_check_reports_problems(corpus, glossary):
    def entries(**changes):
        return Glossary(glossary.root, tuple(
            dataclasses.replace(e, **changes[e.id]) if e.id in changes else e for e in glossary))

    def messages(g):
        return "\n".join(map(str, check(corpus, g)))

    assert "not found as this term" in messages(entries(kon={"forms": ("кон", "конём")}))
    assert "found by lemma but not in forms" in messages(entries(kon={"forms": ("кон",)}))
    assert "in_text is false but the term is found" in messages(entries(stos={"in_text": False}))
    assert "in_text is true but the term is not found" in messages(
        entries(lepit={"forms": ("лепим",)}))
    assert "unknown segment 'ochko.s999'" in messages(entries(ochko={"only": ("ochko.s999",)}))
    # the same form in two entries with nothing to tell them apart
    clash = messages(entries(ochko={"only": ()}))
    assert "claimed by entries ochko and ochko-point alike" in clash


# --------------------------------------------------------------------------- concordance, speed

def test_concordance(corpus, glossary):
    lines = concordance("kon", corpus, glossary)
    assert all(isinstance(k, KWIC) for k in lines)
    occs = [o for o in occurrences(corpus, glossary) if o.entry_id == "kon"]
    assert [(k.keyword, k.segment_id) for k in lines] == [(o.surface, o.segment_id) for o in occs]
    for k in lines:
        assert len(k.left) <= 40 and len(k.right) <= 40
        flow = k.left + k.keyword + k.right
        assert k.keyword in corpus.segment(k.segment_id).text
        assert "  " not in flow
    stos = concordance("stos", corpus, glossary)
    assert len(stos) == 1 and stos[0].keyword == "стос" and stos[0].segment_id == "verse1.l8"
    assert " / " in stos[0].left + stos[0].right, "verse lines are joined by « / »"
    assert stos[0].left.endswith('мечет в чудный "')
    with pytest.raises(LookupError):
        concordance("no-such-entry", corpus, glossary)


def test_fast_enough_for_every_build(corpus, glossary):
    fresh = Matcher(glossary)
    t0 = time.perf_counter()
    n = sum(len(fresh.match(s.text, s.id)) + len(fresh.match(s.reading(), s.id))
            for s in corpus.segments())
    elapsed = time.perf_counter() - t0
    assert n > 400
    assert elapsed < 2.0, f"matching both texts took {elapsed:.2f}s"
    occurrences(corpus, glossary)
    t0 = time.perf_counter()
    occurrences(corpus, glossary)
    assert time.perf_counter() - t0 < 0.01, "results are cached per (corpus, glossary)"


def test_form_key():
    assert form_key('"В  Тёмную"') == "в темную"
    assert form_key("сто́с") == "стос"
