"""Civilization outcomes an independent reading of the rulebook found wrong (issue 22, point 1)."""

from __future__ import annotations

import pytest

import rulekit.civ as civ
from rulekit.civ import svg, views


@pytest.mark.parametrize("people, tech", [("Greeks", "Democracy"), ("Arabs", "Mathematics")])
def test_a_starting_tech_at_its_printed_level_shows_in_the_pyramid(people, tech):
    """AMB-X10's other reading keeps a level II starting tech at level II, unsupported until level I
    techs come; the pyramid view and picture show it there instead of raising ValueError."""
    g = civ.new_game(players=2, civs=(people, "Romans"), options={"starting_tech_row": "printed"}, seed=1)
    rows = views.pyramid_slots(g, 0)
    filled = [(r["roman"], r["tech"]) for r in rows if r["status"] == "filled"]
    assert filled == [("II", tech)]
    assert [r["idx"] for r in rows if r["level"] == 1 and r["status"] == "open"] == [0]
    assert tech[:7] in str(svg.pyramid_svg(g.players[0].techs, supported=False))
    default = civ.new_game(players=2, civs=(people, "Romans"), seed=1)
    assert [(r["roman"], r["tech"]) for r in views.pyramid_slots(default, 0) if r["status"] == "filled"] \
        == [("I", tech)]


def test_a_wonder_pile_smaller_than_the_deck_takes_is_refused(tmp_path):
    """The deck takes 4 wonders of each era (L291-306): a data folder with 3 ancient wonders in the
    game is a DataError naming the file and era, not a shorter deck set up silently."""
    import shutil
    import tomllib

    from rulekit.civ import cards
    from rulekit.core.errors import DataError
    folder = tmp_path / "data"
    shutil.copytree(cards.DATA, folder)
    text = (folder / "wonders.toml").read_text(encoding="utf-8")
    ancient = sorted(w["name"] for w in tomllib.loads(text)["wonder"]
                     if w.get("era") == "ancient" and w.get("in_game", True))
    assert len(ancient) == 9
    # take six of the nine ancient wonders of the teaching pile out of the game: a pile of 3 is left
    blocks = text.split("[[wonder]]")
    for i, block in enumerate(blocks):
        if any(f'name = "{name}"' in block for name in ancient[:6]):
            assert "in_game = true" in block
            blocks[i] = block.replace("in_game = true", "in_game = false")
    (folder / "wonders.toml").write_text("[[wonder]]".join(blocks), encoding="utf-8")
    with pytest.raises(DataError, match="wonders.toml: era 'ancient': 3 wonders in the game .* takes 4"):
        cards.load(folder)
    cards.load(cards.DATA)          # the shipped folder loads


def test_a_negated_wonders_replacement_takes_its_place_in_the_market():
    """L413-416: the negated wonder leaves the market and the deck's top wonder goes "in its place",
    not to the end of the market."""
    g = civ.new_game(players=2, civs=("Romans", "Greeks"), seed=1)
    assert g.market == ("The Great Wall", "The Hanging Gardens", "The Oracle", "The Great Lighthouse")
    top = g.wonder_deck[0]
    s = g.learn_tech(0, "Monarchy")
    assert s.tasks[0].kind == "negate"
    after = s.apply("negate The_Hanging_Gardens")
    assert after.market == ("The Great Wall", top, "The Oracle", "The Great Lighthouse")
    assert "The Hanging Gardens" in after.wonder_box and after.wonder_deck == g.wonder_deck[1:]


def _greece_with_one_general_marker(**options):
    """Rome holds three generals (their markers in its pool): one general marker is left; two more
    generals lie on top of the deck."""
    g = civ.new_game(players=2, civs=("Greeks", "Romans"), seed=1, options=options)
    generals = [n for n, _ in g.gp_deck if g.gp_type(n) == "general"]
    others = tuple(c for c in g.gp_deck if c[0] not in generals[:5])
    markers = tuple((t, 1 if t == "general" else n) for t, n in g.gp_markers)
    g = g.edit(gp_deck=((generals[0], False), (generals[1], False)) + others, gp_markers=markers,
               players={1: {"gp_pool": ("general",) * 3, "gp_cards": tuple((n, False) for n in generals[2:5])}})
    return g, generals[:2], others


def test_greece_may_draw_two_cards_of_a_type_with_one_marker_left():
    """L783-786: Greece draws "until holding two cards for which markers are available" and keeps one.
    With one general marker left, the two generals on top are both such cards (only one is kept), so
    Greece chooses between them; AMB-X47's other reading wants a marker for each card drawn."""
    g, (first, second), others = _greece_with_one_general_marker()
    s = g.gain_gp(0)
    assert s.tasks[0].kind == "keep" and set(s.gp_offer) == {first, second}
    strict, _, _ = _greece_with_one_general_marker(greek_marker_each=True)
    s = strict.gain_gp(0)
    assert first in s.gp_offer and second not in s.gp_offer          # the second general goes face up below
    assert s.gp_offer[1] == others[0][0] and (second, True) in s.gp_deck


def test_a_great_people_draw_that_finds_nothing_reshuffles_once():
    """AMB-X13 (the engine's reading): a draw that finds no card with a marker left stops after one
    reshuffle and one more full cycle. Greece under AMB-X47's strict reading, with one marker left in
    the whole supply, can never find its second card: the draw takes the one card, reshuffles the deck
    once, sees every card once more and stops, every card left face up (a second reshuffle would turn
    them face down)."""
    import collections
    g = civ.new_game(players=2, civs=("Greeks", "Romans"), seed=1, options={"greek_marker_each": True})
    by = collections.defaultdict(list)
    for n, _ in g.gp_deck:
        by[g.gp_type(n)].append(n)
    held = by["artist"][:3] + [n for t in sorted(by) if t != "artist" for n in by[t][:4]]
    pool = tuple(sorted(("artist",) * 3 + tuple(t for t in sorted(by) if t != "artist" for _ in range(4))))
    g = g.edit(gp_deck=tuple(c for c in g.gp_deck if c[0] not in held),
               gp_markers=tuple((t, 1 if t == "artist" else 0) for t, _ in g.gp_markers),
               players={1: {"gp_pool": pool, "gp_cards": tuple((n, False) for n in held)}})
    s = g.gain_gp(0)
    assert [g.gp_type(n) for n, _ in s.players[0].gp_cards] == ["artist"]     # the one card found is kept
    assert len(s.gp_deck) == len(g.gp_deck) - 1 and all(up for _, up in s.gp_deck)


def _loot_against(culture: int, **options):
    """P2 has won a battle against P1, who holds ``culture``, and spends 1 loot (L434-448)."""
    from rulekit.civ.decisions import Step
    g = civ.new_game(players=2, civs=("Romans", "Spanish"), seed=1, options=options)
    after = g.edit(phase="movement", tasks=(Step.KINDS["loot"](1, loot=1, loser=0),),
                   players={0: {"culture": culture}})
    assert after.to_move == 1
    return after


def test_loot_steals_up_to_three_culture_tokens_the_winner_chooses():
    """L448: 'up to three culture tokens'. 9 points are held as one 5 and four 1s (L207-212, AMB-X48):
    the highest three tokens are 7 points, not all 9; the winner may take other tokens instead, and
    cannot take two 5s the loser does not hold."""
    from rulekit.core.errors import IllegalAction
    g = _loot_against(9)
    listed = {str(a) for a in g.legal_actions()}
    assert {"loot culture", "loot culture@1,1,1", "loot culture@5", "loot culture@5,1"} <= listed
    bare = g.apply("loot culture")
    assert (bare.players[0].culture, bare.players[1].culture) == (2, 7)
    ones = g.apply("loot culture@1,1,1")
    assert (ones.players[0].culture, ones.players[1].culture) == (6, 3)
    assert g.apply("loot culture@1,5").players[0].culture == 3          # any order of the same tokens
    err = g.why_not("loot culture@5,5")
    assert isinstance(err, IllegalAction) and err.rule.ref == "CV-R-22" and "1 culture token(s) of value 5" in str(err)
    assert g.why_not("loot culture@1,1,1,1") is not None               # four tokens: more than three


@pytest.mark.parametrize("culture, tokens, points", [(4, 3, 3), (20, 15, 3), (12, 11, 3), (2, 2, 2)])
def test_three_culture_tokens_against_three_points(culture, tokens, points):
    """AMB-X1: three tokens (12 = 5+5+1+1 gives 11; 4 ones give 3) or at most 3 points."""
    for reading, taken in (("tokens", tokens), ("points", points)):
        g = _loot_against(culture, loot_culture=reading)
        assert g.apply("loot culture").players[0].culture == culture - taken, reading
    assert not any("@" in str(a) for a in _loot_against(culture, loot_culture="points").legal_actions()
                   if str(a).startswith("loot culture"))
