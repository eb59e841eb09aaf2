"""Cards of the second Mass Mutation sweep (cards/hand/sweep_mm2_*.py) and the engine rules they
need, each on a small board: the effect happens on the game. The cards are real cards; each test
quotes the printed text."""
from judge.engine.keyforge import effects as fx
from judge.engine.keyforge.abilities import LastingEffect
from judge.engine.keyforge.actions import ChooseHouse, EndTurn, Play, Use
from judge.engine.keyforge.modifiers import armor, has_trait, keyword, power
from judge.engine.keyforge.use import attackable

from ..helpers import act, board, log, names, one
from .test_lasting import line, refused
from .test_sweep_mm import hand_written


# -- "Play:" abilities a creature gains (play.py) --------------------------------------------------
def test_charge_a_creature_played_resolves_its_own_and_its_gained_play_ability():
    # Charge!: "Play: For the remainder of the turn, each creature you play gains, “Play: Deal 2D
    # to an enemy creature.”" Raiding Knight: "Play: Capture 1A."
    g = board({"house": "sanctum", "player": {"hand": ["Charge!", "Raiding Knight"]},
               "opponent": {"amber": 3, "battleline": ["Troll", "Krump"]}})
    hand_written(g, "Charge!")
    act(g, Play("Charge!"))
    act(g, Play("Raiding Knight"), "Krump")
    assert g.player("opponent").amber == 2 and one(line(g), "Raiding Knight").amber == 1  # its own
    assert one(line(g, "opponent"), "Krump").damage == 2  # the one it gained
    act(g, EndTurn())
    assert g.lasting == []  # for the remainder of the turn only


def test_charge_gives_nothing_to_creatures_played_before_it():
    g = board({"house": "sanctum", "player": {"hand": ["Sequis", "Charge!"]},
               "opponent": {"battleline": ["Krump"]}})
    act(g, Play("Sequis"))
    act(g, Play("Charge!"))
    assert one(line(g, "opponent"), "Krump").damage == 0
    sequis = one(line(g), "Sequis")
    assert not any(b.has("play") for b, _ in fx.modifiers.granted_to(g, sequis))


# -- a taunt that reaches further (use.attackable, Ability.taunt_reach) -----------------------------
LINE = ["Dust Pixie", "Krump", "Lady Loreena", "Bumpsy", "Troll"]


class _LosesTaunt(LastingEffect):
    def loses_keywords(self, g, src, creature):
        return {"taunt"}


def test_lady_loreena_protects_her_neighbors_neighbors_only_while_she_has_taunt():
    # Lady Loreena: "Taunt. Lady Loreena's taunt also applies to its neighbors' neighbors."
    g = board({"house": "brobnar", "player": {"battleline": ["Ancient Bear"]},
               "opponent": {"battleline": LINE}})
    bear = one(line(g), "Ancient Bear")
    assert names(attackable(g, bear, "player")) == ["Lady Loreena"]
    loreena = one(line(g, "opponent"), "Lady Loreena")
    fx.add_lasting(g, _LosesTaunt(loreena, "player", "test"), "Lady Loreena loses taunt")
    assert names(attackable(g, bear, "player")) == LINE


def test_ignoring_taunt_ignores_the_taunt_that_reaches_further():
    # Niffle Ape: "While Niffle Ape is attacking, ignore taunt and elusive."
    g = board({"house": "untamed", "player": {"battleline": ["Niffle Ape", "Dust Pixie"]},
               "opponent": {"battleline": LINE}})
    refused(g, Use("Dust Pixie", "fight", "Troll"), "Taunt")
    act(g, Use("Niffle Ape", "fight", "Troll"))
    assert one(line(g, "opponent"), "Troll").damage == 3


# -- "Destroyed:" abilities that cannot trigger (destroy.py, Ability.cannot_trigger) ----------------
def test_purifier_of_souls_stops_printed_and_gained_destroyed_abilities_even_as_it_is_destroyed():
    # Purifier of Souls: "Destroyed effects cannot trigger." Gateway to Dis: "Play: Destroy each
    # creature. Gain 3 chains." Dust Imp: "Destroyed: Gain 2A." Biomatrix Backup: "This creature
    # gains, “Destroyed: You may put this creature into its owner's archives.”"
    g = board({"house": "dis", "player": {"hand": ["Gateway to Dis"], "battleline": ["Purifier of Souls"]},
               "opponent": {"amber": 0, "battleline": ["Dust Imp", {"card": "Troll", "upgrades": ["Biomatrix Backup"]}]}})
    hand_written(g, "Purifier of Souls")
    act(g, Play("Gateway to Dis"), "Dust Imp")
    assert g.player("opponent").amber == 0
    assert g.player("opponent").archives == []
    assert sorted(names(g.player("opponent").discard)) == ["Biomatrix Backup", "Dust Imp", "Troll"]


def test_without_purifier_the_destroyed_ability_triggers():
    g = board({"house": "dis", "player": {"hand": ["Gateway to Dis"]},
               "opponent": {"amber": 0, "battleline": ["Dust Imp"]}})
    act(g, Play("Gateway to Dis"))
    assert g.player("opponent").amber == 2


# -- power X (Picaroon) ---------------------------------------------------------------------------------
def test_picaroon_with_no_neighbor_has_no_power_and_is_destroyed():
    # Picaroon: "Deploy. X is the combined power of Picaroon's non-Changeling neighbors."
    g = board({"house": "dis", "player": {"hand": ["Picaroon"]}})
    act(g, Play("Picaroon"))
    assert names(g.player("player").discard) == ["Picaroon"]


def test_picaroon_follows_its_neighbors_power():
    g = board({"house": "dis", "player": {"battleline": ["Picaroon", {"card": "Troll", "power": 2}]}})
    pic = one(line(g), "Picaroon")
    assert power(g, pic) == 10
    one(line(g), "Troll").power_counters = 0
    assert power(g, pic) == 8


# -- a purged creature's numbers (Cyber-Clone) -----------------------------------------------------------
def test_cyber_clone_gains_keywords_and_traits_until_it_leaves_play():
    # Cyber-Clone: "Play: Purge another creature. Until Cyber-Clone leaves play, it has power equal
    # to the purged creature's power, and gains that creature's armor, keywords, and traits."
    g = board({"house": "logos", "player": {"hand": ["Cyber-Clone"]},
               "opponent": {"battleline": ["Ancient Bear", "Troll"]}})
    act(g, Play("Cyber-Clone"), "Ancient Bear")
    clone = one(line(g), "Cyber-Clone")
    assert power(g, clone) == 5 and armor(g, clone) == 0
    assert keyword(g, clone, "assault") == 2 and has_trait(g, clone, "beast") and has_trait(g, clone, "mutant")
    fx.destroy(g, [clone])
    assert g.lasting == []


# -- an ability active in the discard pile (triggers.pending, modifiers.out_of_play) ------------------------
def test_relentless_creeper_stays_when_another_house_is_chosen_or_the_player_declines():
    # Relentless Creeper: "After you choose Dis as your active house, you may return Relentless
    # Creeper from your discard pile to your hand."
    setup = {"step": "house", "player": {"houses": ["dis", "brobnar", "logos"], "discard": ["Relentless Creeper"]}}
    g = board(setup)
    act(g, ChooseHouse("brobnar"))
    assert names(g.player("player").discard) == ["Relentless Creeper"]
    g = board(setup)
    act(g, ChooseHouse("dis"), "no")
    assert names(g.player("player").discard) == ["Relentless Creeper"] and g.player("player").hand == []


def test_relentless_creeper_in_play_or_in_hand_does_nothing():
    g = board({"step": "house", "player": {"houses": ["dis", "brobnar", "logos"], "hand": ["Relentless Creeper"],
                                           "battleline": [{"card": "Relentless Creeper", "id": "creeper-b"}]}})
    act(g, ChooseHouse("dis"))
    assert "Relentless Creeper" not in " ".join(log(g)[1:])


# -- Adaptoid's choice each time -----------------------------------------------------------------------------
def test_adaptoid_gains_armor_and_assault_from_two_cards_for_the_turn():
    # Adaptoid: "After you play a card with a bonus icon, for the remainder of the turn, Adaptoid
    # gains (choose one): +2 armor, assault 2, or “Fight: Steal 1A.”"
    g = board({"house": "logos", "player": {"hand": ["Foggify", "Labwork"], "battleline": ["Adaptoid"]}})
    act(g, Play("Foggify"), "Adaptoid", "+2 armor")
    act(g, Play("Labwork"), "Adaptoid", "assault 2")
    ada = one(line(g), "Adaptoid")
    assert armor(g, ada) == 2 and keyword(g, ada, "assault") == 2
    act(g, EndTurn())
    assert armor(g, ada) == 0 and keyword(g, ada, "assault") == 0


def test_adaptoid_ignores_a_card_without_bonus_icons():
    g = board({"house": "logos", "player": {"hand": ["Phase Shift"], "battleline": ["Adaptoid"]}})
    act(g, Play("Phase Shift"))  # no answer: no choice is asked
    ada = one(line(g), "Adaptoid")
    assert armor(g, ada) == 0 and keyword(g, ada, "assault") == 0
    assert not any(b.has("fight") for b, _ in fx.modifiers.granted_to(g, ada))


# -- Animator -----------------------------------------------------------------------------------------------
def test_animator_makes_an_enemy_artifact_a_creature_that_can_be_fought_and_destroyed():
    # Animator: "Action: Move an artifact to a flank of its controller's battleline. For the
    # remainder of the turn, it is a creature with 3 power that belongs to the active house."
    g = board({"house": "logos", "player": {"artifacts": ["Animator"], "battleline": ["Dextre"]},
               "opponent": {"artifacts": ["Ritual of Balance"], "battleline": ["Troll"]}},)
    act(g, Use("Animator", "action"), "Ritual of Balance", "left")
    ritual = one(line(g, "opponent"), "Ritual of Balance")
    assert power(g, ritual) == 3 and g.player("opponent").artifacts == []
    assert fx.modifiers.houses(g, ritual) == frozenset({"logos"})
    act(g, Use("Dextre", "fight", "Ritual of Balance"))
    assert names(g.player("opponent").discard) == ["Ritual of Balance"]
