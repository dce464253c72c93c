"""The rule registry and declared options."""

import enum
from dataclasses import dataclass

import pytest
from karty import GAMES, Provenance, ProvenanceKind, RulesError, load_game
from karty.options import RulesBase, option
from karty.registry import REGISTRY, Registry, Rule, Step


def test_provenance_kinds_and_labels():
    assert Provenance.source("bura.s10").label() == "bura.s10"
    assert Provenance.from_supplement("Pagat").label() == "supplement: Pagat"
    assert Provenance.editorial("x", "х").label() == "editorial"
    assert Provenance.editorial("x", "х", segments=("ochko.s19",)).label() == \
        "editorial reading of ochko.s19"
    assert Provenance.source("bura.s1").kind is ProvenanceKind.SOURCE


@pytest.mark.parametrize("bad", [
    lambda: Provenance.source(),
    lambda: Provenance.source("not an id"),
    lambda: Provenance(ProvenanceKind.SUPPLEMENT),
    lambda: Rule("Bad Id", "a", "б", Provenance.source("bura.s1")),
])
def test_malformed_provenance_or_rule_is_refused(bad):
    with pytest.raises(ValueError):
        bad()


def test_registry_refuses_duplicates_and_finds_by_segment():
    reg = Registry()
    r = reg.add(Rule("test.one", "one", "один", Provenance.source("bura.s3", "bura.s4")))
    with pytest.raises(ValueError):
        reg.add(Rule("test.one", "again", "снова", Provenance.source("bura.s3")))
    assert reg["test.one"] is r and "test.one" in reg and len(reg) == 1
    assert reg.citing("bura.s4") == (r,) and reg.citing("bura.s5") == ()
    assert reg.for_game("test") == (r,)
    with pytest.raises(KeyError, match="no rule"):
        reg["test.two"]
    assert r.cite() == "[test.one ← bura.s3, bura.s4]"


def test_every_registered_rule_is_bilingual():
    for r in REGISTRY:
        assert r.statement_en.strip() and r.statement_ru.strip(), r.id
        assert r.statement_en != r.statement_ru, r.id


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True, slots=True)
class DemoRules(RulesBase):
    colour: Colour = option(Colour.RED, en="colour", ru="цвет", choices={
        Colour.RED: Provenance.editorial("usual", "обычно"),
        Colour.BLUE: Provenance.from_supplement("elsewhere")})
    stake: int = option(1, en="stake", ru="ставка", minimum=1, maximum=10,
                        provenance=Provenance.editorial("any", "любая"))
    open: bool = option(False, en="open", ru="открыто",
                        provenance=Provenance.editorial("any", "любая"))


def test_options_round_trip_and_reject_unknown_keys():
    r = DemoRules.from_dict({"colour": "blue", "stake": 3})
    assert r.colour is Colour.BLUE and DemoRules.from_dict(r.to_dict()) == r
    assert r.replace(stake=4).stake == 4
    assert r.provenance_of("colour").kind is ProvenanceKind.SUPPLEMENT
    for bad, key in [({"color": "red"}, "color"), ({"stake": 0}, "stake"),
                     ({"stake": "3"}, "stake"), ({"colour": "green"}, "colour"),
                     ({"open": 1}, "open"), ({"stake": True}, "stake")]:
        with pytest.raises(RulesError) as info:
            DemoRules.from_dict(bad)
        assert info.value.token == key and key in str(info.value)
    with pytest.raises(RulesError):
        DemoRules.from_dict(["colour"])
    with pytest.raises(RulesError):
        DemoRules(stake=11)


def test_option_specs_are_json_safe():
    import json
    specs = [s.to_dict() for s in DemoRules.options()]
    assert [s["name"] for s in specs] == ["colour", "stake", "open"]
    assert json.loads(json.dumps(specs))[0]["choices"][1]["provenance"]["kind"] == "supplement"


def test_step_formats_with_its_citation():
    reg_rule = REGISTRY["bura.rank-order"]  # importing karty registers the games' rules
    s = Step(reg_rule.id, "did it", "сделал")
    assert s.format("en") == f"did it {reg_rule.cite()}"
    assert s.format("ru").startswith("сделал [")


@pytest.mark.parametrize("game", [spec.name for spec in GAMES])
def test_rules_coerce_takes_defaults_instances_and_mappings_and_names_the_bad_value(game):
    """Every game's Rules.coerce: None → defaults, an instance as is, a mapping checked
    by from_dict (an unknown key is refused), and anything else refused in both
    languages with the bad value quoted."""
    rules_cls = load_game(game).Rules
    assert rules_cls.coerce(None) == rules_cls()
    custom = rules_cls.from_dict({})
    assert rules_cls.coerce(custom) is custom
    with pytest.raises(RulesError) as bad_key:
        rules_cls.coerce({"no_such_option": 1})
    assert "no_such_option" in str(bad_key.value)
    with pytest.raises(RulesError) as bad:
        rules_cls.coerce(42)
    assert "42" in bad.value.message("en") and "42" in bad.value.message("ru")
    assert f"karty.{game}.Rules" in bad.value.message("en")
