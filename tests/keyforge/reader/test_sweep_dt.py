"""The dt sweep's shapes read from card texts (grammar/sweep_dt*.lark), each on a small board:
the effect happens on the game as the printed text says. Each test quotes the printed text."""
from judge.engine.keyforge.actions import ChooseHouse, EndTurn, Play, Use

from ..helpers import act, board, names, one
from .test_lasting import line, read


# -- a lasting triggered ability (sweep_dt_lasting.lark) ----------------------------------------
def test_science_gains_after_each_other_action_card_this_turn_only():
    # Science! (DT 059): "Play: For the remainder of the turn, after you play another action card,
    # gain 1A."
    g = board({"house": "logos", "player": {"hand": ["Science!", "Foggify", "Random Access Archives", "Batdrone"],
                                            "deck": ["Troll", "Krump"]},
               "opponent": {"houses": ["logos"], "hand": ["Labwork"]}})
    read(g, "Science!")
    act(g, Play("Science!"))
    assert g.player("player").amber == 0  # no bonus, and Science! itself is not "another"
    act(g, Play("Foggify"), "Science!")  # its bonus; Science!'s ability with its own Play:
    assert g.player("player").amber == 2
    act(g, Play("Batdrone"))  # a creature: not an action card
    assert g.player("player").amber == 2
    act(g, Play("Random Access Archives"), "Random Access Archives")
    assert g.player("player").amber == 4
    act(g, EndTurn())  # the effect ends with the turn
    act(g, ChooseHouse("logos"))
    act(g, Play("Labwork"))  # the opponent's action card, their hand empty: nothing to archive
    assert g.player("player").amber == 4 and g.player("opponent").amber == 1


def test_flash_freeze_exhausts_a_creature_after_each_other_card():
    # Flash Freeze (DT 322): "Play: For the remainder of the turn, after you play another card,
    # exhaust a creature."
    g = board({"house": "unfathomable", "player": {"hand": ["Flash Freeze", "Hookmaster"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Troll", "Krump"]}})
    read(g, "Flash Freeze")
    act(g, Play("Flash Freeze"))
    assert not any(c.exhausted for c in line(g, "opponent"))
    act(g, Play("Hookmaster"), "Krump")
    assert one(line(g, "opponent"), "Krump").exhausted and not one(line(g, "opponent"), "Troll").exhausted


def test_library_card_draws_after_each_card_played_once_purged():
    # Library Card (DT 020): "Action: Purge Library Card. If you do, for the remainder of the turn,
    # after you play a card, draw a card."
    g = board({"house": "logos", "player": {"artifacts": ["Library Card"], "hand": ["Foggify", "Batdrone"],
                                            "deck": ["Troll", "Krump", "Bumpsy"]},
               "opponent": {"houses": ["brobnar"]}})
    read(g, "Library Card")
    act(g, Use("Library Card", "action"))
    assert names(g.player("player").purged) == ["Library Card"] and g.player("player").artifacts == []
    assert len(g.player("player").hand) == 2  # using it draws nothing
    act(g, Play("Foggify"), "Library Card")
    assert len(g.player("player").hand) == 2  # Foggify left the hand, one card drawn
    act(g, Play("Batdrone"))
    assert len(g.player("player").hand) == 2 and len(g.player("player").deck) == 1


def test_commandeer_a_friendly_creature_captures_after_each_other_card():
    # Commandeer (MM 131): "Play: For the remainder of the turn, after you play another card, a
    # friendly creature captures 1A." (Virtuous Works: "(Vanilla)", 3A bonus.)
    g = board({"house": "sanctum", "player": {"hand": ["Commandeer", "Virtuous Works"], "battleline": ["Troll"]},
               "opponent": {"houses": ["logos"], "amber": 4}})
    read(g, "Commandeer")
    act(g, Play("Commandeer"))
    assert one(line(g), "Troll").amber == 0 and g.player("opponent").amber == 4
    act(g, Play("Virtuous Works"))
    assert one(line(g), "Troll").amber == 1 and g.player("opponent").amber == 3 and g.player("player").amber == 4


# -- Enhance with Dark Tidings' glyphs (normalise.py) ------------------------------------------
def test_enhance_icons_printed_as_glyphs_read_as_the_icons():
    # Mutagenesis Researcher (DT 281): "Enhance \uf360\uf565\uf361\uf36e." (Mass Mutation: "Enhance
    # APTDR."): the same icons, whichever way they are printed; Miasma Bomb (DT 218) "Enhance \uf361."
    from judge.engine.keyforge.reader.normalise import normalise

    dt = "Enhance \uf360\uf565\uf361\uf36e. (These icons have already been added to cards in your deck.)"
    mm = "Enhance APTDR. (These icons have already been added to cards in your deck.)"
    assert normalise(dt, "Mutagenesis Researcher").text == normalise(mm, "Mutagenesis Researcher").text
    assert normalise(dt, "Mutagenesis Researcher").text.startswith("enhance {A}{capture}{D}{draw}.")
    assert normalise("Enhance \uf361.", "Miasma Bomb").text.startswith("enhance {D}.")


# -- "after {A} is stolen from you", "it does not ready ..." (sweep_dt_reactions.lark) -----------
def test_kiri_giltspine_holds_a_reaper_for_one_ready_step_only():
    # Kiri Giltspine (DT 342): "After an enemy creature reaps, it does not ready during its
    # controller's next "ready cards" step."
    g = board({"active": "opponent", "house": "brobnar", "player": {"houses": ["unfathomable"],
                                                                     "battleline": ["Kiri Giltspine"]},
               "opponent": {"battleline": ["Troll"]}})
    read(g, "Kiri Giltspine")
    act(g, Use("Troll", "reap"), "Troll")
    act(g, EndTurn())
    assert one(line(g, "opponent"), "Troll").exhausted
    act(g, ChooseHouse("unfathomable"))
    act(g, EndTurn())
    act(g, ChooseHouse("brobnar"))
    act(g, EndTurn())  # the opponent's next "ready cards" step: no longer held
    assert not one(line(g, "opponent"), "Troll").exhausted and g.lasting == []


def test_kiri_giltspine_ignores_a_friendly_reaper():
    g = board({"house": "unfathomable", "player": {"battleline": ["Kiri Giltspine", "Hookmaster"]},
               "opponent": {"houses": ["brobnar"]}})
    act(g, Use("Hookmaster", "reap"))
    act(g, EndTurn())
    assert not one(line(g), "Hookmaster").exhausted


def test_redhand_registry_skips_only_the_next_forge_and_only_after_a_steal():
    # Redhand Registry (DT 106): "After A is stolen from you, your opponent skips the "forge a key"
    # step during their next turn."
    g = board({"active": "opponent", "house": "shadows",
               "player": {"houses": ["sanctum"], "amber": 2, "artifacts": ["Redhand Registry"]},
               "opponent": {"amber": 12, "hand": ["Urchin"]}})
    read(g, "Redhand Registry")
    act(g, Play("Urchin"))
    act(g, EndTurn())
    act(g, ChooseHouse("sanctum"))
    act(g, EndTurn())
    assert g.player("opponent").keys == 0 and g.player("opponent").amber == 13  # skipped
    act(g, ChooseHouse("shadows"))
    act(g, EndTurn())
    act(g, ChooseHouse("sanctum"))
    act(g, EndTurn())
    assert g.player("opponent").keys == 1  # the turn after: forged as usual


# -- keywords lost, listed with commas (sweep_dt_keywords.lark); a granted keyword's reminder ----
def test_captain_kresage_each_creature_loses_the_four_keywords():
    # Captain Kresage (DT 003): "Each creature loses elusive, taunt, poison, and skirmish."
    from judge.engine.keyforge.modifiers import keyword

    g = board({"house": "logos", "player": {"battleline": ["Captain Kresage (DT 003)", "Batdrone"]},
               "opponent": {"houses": ["shadows", "sanctum"], "battleline": ["Urchin", "Champion Anaphiel"]}})
    read(g, "Captain Kresage")
    urchin, anaphiel = one(line(g, "opponent"), "Urchin"), one(line(g, "opponent"), "Champion Anaphiel")
    batdrone = one(line(g), "Batdrone")
    assert keyword(g, urchin, "elusive") == 0 and keyword(g, anaphiel, "taunt") == 0
    assert keyword(g, batdrone, "skirmish") == 0


def test_isotropic_core_gives_hazardous_to_friendly_creatures_only():
    # Isotropic Core (DT 041): "Each friendly creature gains hazardous 1. (Before that creature is
    # attacked, deal 1D to the attacking enemy.)": the reminder is consumed, the clause read.
    from judge.engine.keyforge.modifiers import keyword

    g = board({"house": "logos", "player": {"artifacts": ["Isotropic Core"], "battleline": ["Batdrone"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Troll"]}})
    read(g, "Isotropic Core")
    assert keyword(g, one(line(g), "Batdrone"), "hazardous") == 1
    assert keyword(g, one(line(g, "opponent"), "Troll"), "hazardous") == 0


def test_undagnathus_twin_is_doubled_only_at_low_tide():
    # Undagnathus (DT 130): "(Tide) While the tide is low, double all damage dealt to Undagnathus."
    from judge.engine.keyforge.damage import damage

    for state, taken in (("low", 6), ("neutral", 3), ("high", 3)):
        g = board({"house": "saurian", "player": {"tide": state, "battleline": ["Undagnathus (DT 130)"]},
                   "opponent": {"houses": ["brobnar"]}})
        undagnathus = one(line(g), "Undagnathus")
        damage(g, undagnathus, 3)
        assert undagnathus.damage == taken, state


def test_blossom_drake_blanks_an_artifacts_constant_ability():
    # Blossom Drake (DT 379): "Each artifact's text box is considered blank (except for traits)."
    # Isotropic Core's "Each friendly creature gains hazardous 1." no longer applies; it still
    # counts for the Drake's power ("+1 power for each artifact in play").
    from judge.engine.keyforge.modifiers import keyword, power

    g = board({"house": "logos", "player": {"artifacts": ["Isotropic Core"], "battleline": ["Batdrone"]},
               "opponent": {"houses": ["untamed"]}})
    batdrone = one(line(g), "Batdrone")
    assert keyword(g, batdrone, "hazardous") == 1
    g = board({"house": "logos", "player": {"artifacts": ["Isotropic Core"], "battleline": ["Batdrone"]},
               "opponent": {"houses": ["untamed"], "battleline": ["Blossom Drake"]}})
    assert keyword(g, one(line(g), "Batdrone"), "hazardous") == 0
    assert power(g, one(line(g, "opponent"), "Blossom Drake")) == 5


def test_general_sherman_deals_no_damage_when_fighting():
    # General Sherman (DT 323): "General Sherman deals no damage when fighting."
    g = board({"house": "unfathomable", "player": {"battleline": ["General Sherman"]},
               "opponent": {"houses": ["brobnar"], "battleline": ["Troll"]}})
    act(g, Use("General Sherman", "fight"))  # Troll, the only enemy creature
    assert one(line(g, "opponent"), "Troll").damage == 0 and one(line(g), "General Sherman").damage == 8


def test_effigy_of_melerukh_once_awake_is_blank():
    # Effigy of Melerukh (DT 321): after the sixth counter it is a 100-power creature whose text
    # box is blank: a further enemy reap puts no counter on it; a friendly reap never did.
    from judge.engine.keyforge.modifiers import armor, power

    g = board({"active": "opponent", "house": "brobnar",
               "player": {"houses": ["unfathomable"], "artifacts": ["Effigy of Melerukh"]},
               "opponent": {"battleline": [{"card": "Krump", "id": "k1"}, {"card": "Krump", "id": "k2"}]}})
    effigy = one(g.player("player").artifacts, "Effigy of Melerukh")
    effigy.tokens["awakening"] = 5
    act(g, Use("k1", "reap"))
    assert one(line(g), "Effigy of Melerukh") is effigy and power(g, effigy) == 100 and armor(g, effigy) == 100
    act(g, Use("k2", "reap"))
    assert effigy.tokens["awakening"] == 6


def test_colonist_chapman_twin_grants_only_non_star_alliance_neighbors():
    # Colonist Chapman (DT 277): "Each of Colonist Chapman's non-Star Alliance neighbors gains,
    # "Reap: Gain 1A."": Troll (Brobnar) has it, Æmbertracker (Star Alliance) and Krump
    # (not a neighbor) do not.
    from judge.engine.keyforge.modifiers import bold_abilities

    g = board({"house": "brobnar", "player": {"battleline": ["Troll", "Colonist Chapman (DT 277)",
                                                            "Æmbertracker", "Krump"]},
               "opponent": {"houses": ["brobnar"]}})
    read(g, "Colonist Chapman")
    counts = {c.name: len(bold_abilities(g, c, "reap")) for c in line(g)}
    assert counts == {"Troll": 2, "Colonist Chapman": 0, "Æmbertracker": 0, "Krump": 0}


def test_the_mysticeti_has_taunt_once_it_surfaces():
    # The Mysticeti (DT 393): "... move it anywhere in your battleline as a creature with 0 power
    # and taunt." One Untamed creature exhausted: 3 counters, power 3, taunt; the opponent cannot
    # attack its neighbor without taunt.
    from judge.engine.keyforge.modifiers import keyword, power

    g = board({"house": "untamed", "player": {"artifacts": ["The Mysticeti"], "battleline": ["Mighty Tiger"]},
               "opponent": {"houses": ["brobnar"]}})
    act(g, Use("The Mysticeti", "action"), "Mighty Tiger", "left")
    mysticeti = one(line(g), "The Mysticeti")
    assert names(line(g)) == ["The Mysticeti", "Mighty Tiger"]
    assert power(g, mysticeti) == 3 and keyword(g, mysticeti, "taunt") == 1
