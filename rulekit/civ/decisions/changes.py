"""What the moves of a Civilization turn do to a position (mixed into :class:`rulekit.civ.game.State`).

Learning a tech and what follows from it, victories, drawing and gaining great people
(§10.5) and their limit (L814-830), figures placed, removed and pushed, tiles explored,
markers taken and landmarks claimed, the metropolis upgrade (L669-694), the teaching
battle (CV-B-10) and spending its loot (§9.2). A decision these moves open is pushed as
its typed step (:mod:`rulekit.civ.decisions`).
"""

from __future__ import annotations

import random

from rulekit.core.errors import DataError, EngineError
from rulekit.core.rule import cites
from rulekit.civ import abilities
from rulekit.civ import board as bd
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.decisions import great_people, military, wonders
from rulekit.civ.state import City, Figure, catalog


class Changes:
    """The moves' effects on a position; mixed into :class:`rulekit.civ.game.State`."""

    __slots__ = ()

    def rng(self, salt: str) -> random.Random:
        """A random stream fixed by the seed, the turn, the steps taken and ``salt`` (replays agree)."""
        return random.Random(f"{self.seed}/{self.turn}/{self.draws}/{salt}")

    def pick(self, outcomes, what: str, rng: random.Random):
        """One random pick among ``outcomes`` (strings): the next injected outcome of the state's
        ``chance`` queue if there is one (it must be possible: a DataError naming the field
        otherwise), else a draw from ``rng``. Returns ``(state, outcome)``; an injected outcome
        is consumed.

        >>> from rulekit.civ.game import new_game
        >>> s, out = new_game().edit(chance=("b",)).pick(["a", "b"], "the card", random.Random(0))
        >>> out, s.chance
        ('b', ())
        """
        outs = list(outcomes)
        if self.chance:
            head = self.chance[0]
            if head not in outs:
                raise DataError("state", "chance", f"the injected outcome {head!r} cannot be {what}: the "
                                                   f"possible outcomes are {', '.join(map(repr, sorted(outs)))}")
            return self._with(chance=self.chance[1:]), head
        return self, rng.choice(outs)

    def shuffled(self, names, what: str, rng: random.Random):
        """A shuffle as one pick: the injected outcome (if any) is the card that ends on top, the
        rest in the seeded order. Returns ``(state, names)``."""
        names = list(names)
        rng.shuffle(names)
        if self.chance:
            s, top = self.pick(names, what, rng)
            names.remove(top)
            return s, [top] + names
        return self, names

    # == changing the position ============================================================
    def with_player(self, seat: int, p):
        """This state with ``p`` in ``seat``'s place (a move's step: unchecked, unlike ``edit``)."""
        ps = list(self.players)
        ps[seat] = p
        return self._with_field("players", tuple(ps))

    def with_players(self, players: tuple, remembered=None, **fields):
        """This state with ``players`` (and ``fields``) changed (a move's step); ``remembered``: values the
        change leaves true (core's ``_with_remembered``). The board is not carried over: found again, it is
        the same object (:func:`rulekit.civ.board.layout` keeps the layouts), and carrying it cost more than
        that."""
        if not remembered:
            return self._with(players=players, **fields)
        return self._with_remembered(remembered, players=players, **fields)

    def edit_player(self, seat: int, **changes):
        """This state with some of ``seat``'s fields changed (a move's step: unchecked, unlike ``edit``)."""
        p = self.players[seat]
        if len(changes) == 1:                   # one field: no keyword arguments packed again
            (name, value), = changes.items()
            return self.with_player(seat, p._with_field(name, value))
        return self.with_player(seat, p._with(**changes))

    def changed(self, push=(), seat: int = -1, player=None, remembered=None, replaces: int = 0, **fields):
        """One new state for a move's several changes: ``fields`` of the state, ``player`` (a dict of
        fields) of ``seat``'s player, and the steps ``push`` on top of the stack in place of its top ``replaces``
        steps (a move's step: unchecked); ``remembered``: values the changes leave true (core's
        ``_with_remembered``). One ``_with``, its fields gathered first."""
        if push:
            fields["tasks"] = tuple(push) + self.tasks[replaces:]
        if player:
            ps = list(self.players)
            ps[seat] = ps[seat]._with(**player)
            fields["players"] = tuple(ps)
        return self._with_remembered(remembered, **fields) if remembered else self._with(**fields)

    def learn_tech(self, seat: int, tech: str, paid: int = 0, replaces: int = 0, **also):
        """``seat`` learns ``tech`` (its pyramid row is its level), with what follows from it (``also``:
        more fields of the player changed with it, as Research's ``learned_last``; ``replaces``: the steps
        on top of the stack taken off in the same copy, as Research's own when it stays on top)."""
        p = self.players[seat]
        t = catalog().techs[tech]
        learned = dict(techs=p.techs + ((tech, t.level),), trade=p.trade - paid,
                       stacking=max(p.stacking, rules.stacking_limit(p.tech_names + (tech,))), **also)
        s = self.changed(seat=seat, player=learned, tasks=self.tasks[replaces:]) if replaces else \
            self.edit_player(seat, **learned)
        if tech == "Space Flight":
            return s.win(seat, "tech")
        if tech == "Agriculture" and not any(c.kind == "metropolis" and c.owner == seat for c in s.cities):
            s = s.edit_player(seat, pending=tuple(sorted(set(s.players[seat].pending) | {"metropolis"})))
            if s.metropolis_squares(seat):
                s = s._push(military.MetropolisSquare(seat))
        s = wonders.on_learn(s, seat, tech)
        if s.negatable(tech):
            s = s._push(wonders.NegateWonder(seat, tech))
        return s

    def discard_kept(self, name: str):
        kept = list(self.kept_markers)
        if name in kept:
            kept.remove(name)
            return self._with(kept_markers=tuple(kept), marker_discard=tuple(sorted(self.marker_discard + (name,))))
        return self


    def win(self, seat: int, kind: str):
        if self.winner >= 0:
            return self
        return self._with(winner=seat, victory=kind, tasks=())

    @cites(rb.ECONOMIC_VICTORY, rb.CULTURE_TRACK)
    def check_win(self):
        if self.winner >= 0:
            return self
        for p in self.players:
            if rules.is_economic_victory(self.coins_of(p.seat)):
                return self.win(p.seat, "economic")
            if p.culture_level >= rules.TEACH_CULTURE_TRACK:
                return self.win(p.seat, "culture")
        return self


    @cites(rb.GP_GAIN, rb.GP_NO_MARKER, rb.GP_RESHUFFLE)
    def draw_gp(self, keep: int = 1):
        """Draw until ``keep`` cards whose markers are available are found (L764-770); cards without a
        marker go face up to the bottom; a face-up card on top means the deck is reshuffled (L788-790).
        Returns ``(state, found cards)``; the found cards are off the deck."""
        deck = list(self.gp_deck)
        found, reshuffles = [], 0
        supply = dict(self.gp_markers)
        if not any(supply.values()) or not deck:
            return self, []
        draws = self.draws
        s = self
        while len(found) < keep and deck:
            if deck[0][1]:                    # a face-up card on top: the whole deck was seen
                if reshuffles == self.options.gp_draw_cycles:
                    break                     # AMB-X13: one reshuffle and one more full cycle (or none), then stop
                rng = random.Random(f"{self.seed}/gp/{draws}/{reshuffles}")
                s, names = s.shuffled(sorted(n for n, _ in deck), "the top card of the reshuffled great people deck",
                                      rng)
                deck = [(n, False) for n in names]
                reshuffles += 1
            name, _ = deck.pop(0)
            t = self.gp_type(name)
            # a card counts when a marker of its type is left (L764-770); Greece keeps one of its two, so the
            # other of the same type needs no second marker unless AMB-X47's other reading is chosen
            held = sum(1 for f in found if self.gp_type(f) == t) if self.options.greek_marker_each else 0
            if supply.get(t, 0) > held:
                found.append(name)
            else:
                deck.append((name, True))
        return s._with(gp_deck=tuple(deck), draws=self.draws + 1), found

    def take_gp(self, seat: int, name: str):
        """``seat`` takes ``name`` face down and its marker into the pool (the pool is 'per the normal
        rules' one place a marker may go, L744-747; placing it is a later action)."""
        t = self.gp_type(name)
        supply = dict(self.gp_markers)
        supply[t] -= 1
        p = self.players[seat]
        return self._with(gp_markers=tuple(sorted(supply.items()))).edit_player(
            seat, gp_pool=tuple(sorted(p.gp_pool + (t,))), gp_cards=p.gp_cards + ((name, False),))

    @cites(rb.GP_GAIN, rb.GP_GREECE, rb.AMERICA, rb.CONFUCIAN_ACADEMY)
    def gain_gp(self, seat: int, times: int = 1):
        """``seat`` gains ``times`` great people; Greece draws two and keeps one each time."""
        if not self.great_people:
            return self
        s = self
        for done in range(times):
            if s.players[seat].civ == "Greeks":
                if s.gp_offer:          # Greece's choice between two drawn earlier is still open
                    return s._after_keep(seat, times - done)
                s, found = s.draw_gp(keep=2)
                if len(found) == 1:
                    s = s.take_gp(seat, found[0])
                elif found:
                    s = s._with(gp_offer=tuple(found))
                    if times == 1:
                        return s._push(great_people.KeepGreatPerson(seat))
                    # Greece keeps one of the two first; the draws still owed wait under that choice
                    return s._push(great_people.KeepGreatPerson(seat), great_people.GainGreatPeople(seat, times - 1))
            else:
                s, found = s.draw_gp(keep=1)
                if found:
                    s = s.take_gp(seat, found[0])
        return s

    def _after_keep(self, seat: int, times: int):
        """This state with ``seat``'s ``times`` great people still owed waiting under Greece's open choice
        (:class:`~rulekit.civ.decisions.great_people.KeepGreatPerson`), drawn once it is made: one action that
        gains two great people one at a time (Andrew Carnegie's culture steps passing two great-person
        steps) draws the second pair after the first is settled, never over the pair still on offer."""
        tasks = self.tasks
        for at, task in enumerate(tasks):
            if type(task) is great_people.KeepGreatPerson:
                return self._with(tasks=tasks[:at + 1] + (great_people.GainGreatPeople(seat, times),) + tasks[at + 1:])
        raise EngineError(f"great people on offer to Greece ({', '.join(self.gp_offer)}) with no choice open to keep one")

    @cites(rb.GP_LIMIT)
    def kill_gp(self, pos):
        """The GP marker on ``pos`` dies; its owner then discards random cards of its type down to
        the limit, face up to the bottom of the deck (L814-830, CV-EX-8)."""
        entry = next((g for g in self.gp_board if g[0] == pos), None)
        if entry is None:
            return self
        _, owner, t = entry
        supply = dict(self.gp_markers)
        supply[t] += 1
        s = self._with(gp_board=tuple(g for g in self.gp_board if g[0] != pos),
                       gp_markers=tuple(sorted(supply.items())))
        return s.enforce_gp_limit(owner, t)

    def enforce_gp_limit(self, seat: int, t: str):
        s = self
        rng = self.rng(f"kill/{seat}/{t}")
        while True:
            p = s.players[seat]
            mine = [c for c in p.gp_cards if s.gp_type(c[0]) == t]
            if len(mine) <= rules.gp_card_limit(s.gp_owned(seat, t)):
                return s
            s, name = s.pick([c for c, _ in mine], f"the {t} card P{seat + 1} discards at random (L845-849)", rng)
            out = next(c for c in mine if c[0] == name)
            cards = tuple(c for c in p.gp_cards if c != out)
            s = s.edit_player(seat, gp_cards=cards)._with(gp_deck=s.gp_deck + ((out[0], True),))


    def place_figure(self, f: Figure, pos, push=None, replaces: int = 0):
        """Figure ``f`` moved to ``pos`` (and the step ``push`` on top of the stack in place of the top ``replaces``
        steps, in the same new state)."""
        pos = tuple(pos)
        moved = f._with_field("pos", pos)
        figs = tuple(g if g.id != f.id else moved for g in self.figures)
        if push is None:
            return self._with(figures=figs)
        return self._with(figures=figs, tasks=(push,) + self.tasks[replaces:])

    def remove_figure(self, fid: int):
        return self._with(figures=tuple(g for g in self.figures if g.id != fid))


    @cites(rb.EXPLORE, rb.LANDMARK_PLACED)
    def explore_tile(self, tile_id: str):
        """Turn a tile face up: its landmark markers go on their squares (L566-569), its hut and village
        spots get face-down markers from the pools."""
        b = self.board
        huts, villages = list(self.hut_pool), list(self.village_pool)
        markers = list(self.markers)
        for p in bd.squares_of_tile(b, tile_id):
            feat = b.features.get(p, "")
            if feat.startswith("landmark:"):
                markers.append((p, "landmark", feat.split(":", 1)[1]))
            elif feat == "hut" and huts:
                markers.append((p, "hut", huts.pop(0)))
            elif feat == "village" and villages:
                markers.append((p, "village", villages.pop(0)))
        return self._with(explored=tuple(sorted(self.explored + (tile_id,))), markers=tuple(sorted(markers)),
                          hut_pool=tuple(huts), village_pool=tuple(villages))


    @cites(rb.METROPOLIS_UPGRADE)
    def upgrade_metropolis(self, seat: int, sq):
        """Replace the capital by the metropolis on the capital's square and ``sq``: a building, wonder
        or great person there is removed (L682-686); a friendly figure must move (L677-680)."""
        cap = next(c for c in self.cities if c.owner == seat and c.kind == "capital")
        metro = City(seat, "metropolis", tuple(sorted((cap.centres[0], tuple(sq)))), cap.marker)
        cities = tuple(metro if c is cap else c for c in self.cities)
        gone = tuple(x[2] for x in self.wonders_built if x[0] == sq)
        s = self._with(cities=cities, buildings=tuple(x for x in self.buildings if x[0] != sq),
                       wonders_built=tuple(x for x in self.wonders_built if x[0] != sq),
                       wonder_box=tuple(sorted(self.wonder_box + gone)))
        s = s.kill_gp(tuple(sq))
        p = s.players[seat]
        s = s.edit_player(seat, pending=tuple(x for x in p.pending if x != "metropolis"))
        for f in s.figures_at.get(tuple(sq), ()):
            s = s._push(military.PushFigure(seat, f.id))
        return s


    def destroy_city(self, city: City):
        s = self._with(cities=tuple(c for c in self.cities if c is not city))
        for p in sorted(bd.outskirts(city.centres)):
            e = next((g for g in s.gp_board if g[0] == p and g[1] == city.owner), None)
            if e:
                s = s.kill_gp(p)
        s = s._with(buildings=tuple(x for x in s.buildings if x[0] not in bd.outskirts(city.centres)))
        return s


    @cites(rb.BATTLE, rb.LOOT_AMOUNT, rb.FORTIFY, rb.METROPOLIS_DEFENCE, rb.CAPITAL_FALLS)
    def battle(self, f: Figure, q):
        """``f`` attacks square ``q``; the teaching battle decides, the loser's losses are taken, the
        winner's loot is pushed to spend."""
        att, seat = f.owner, f.owner
        city = self.city_at.get(q)
        defenders = [g for g in self.figures_at.get(q, ()) if g.owner != seat]
        dseat = city.owner if city is not None else defenders[0].owner
        bonus = rules.combat_bonus(city is not None and city.marker == "fortification",
                                   city is not None and city.kind == "metropolis",
                                   self.investment_bonus(dseat, "combat_bonus"), self.options)
        attack = self.strength(att) + 1 + self.investment_bonus(att, "combat_bonus") + abilities.combat_bonus(self, att)
        defence = self.strength(dseat) + len(defenders) + bonus + (1 if city is not None else 0) + \
            effects.defence_bonus(self, dseat, att) + abilities.combat_bonus(self, dseat)
        s = self._with(draws=self.draws + 1)
        if rules.battle_winner(attack, defence) == "defender":
            s = s.remove_figure(f.id)
            if city is not None and city.marker == "fortification":        # L541-543
                s = s._with(cities=tuple(c._with(marker="") if c is city else c for c in s.cities))
            loot = abilities.loot_after(s, att, 1)
            s = effects.won_battle(s, dseat)
            return s._push(military.SpendLoot(dseat, loot, att)) if loot else s
        for g in defenders:
            s = s.remove_figure(g.id)
        if city is not None and city.is_capital:
            return s.win(att, "military")
        s = s.place_figure(f, q) if city is None else s
        if city is not None:
            s = wonders.on_conquest(s.destroy_city(city), att, "city")
            kind = "city+figures" if defenders else "city"
        else:
            kind = "figures"
        loot = abilities.loot_after(s, dseat, rules.loot_amount(kind, self.options))
        s = effects.won_battle(s, att)
        return s._push(military.SpendLoot(att, loot, dseat)) if loot else s


    @cites(rb.LOOT_ONE, rb.LOOT_TWO, rb.CULTURE_FIVES)
    def spend_loot(self, win: int, lose: int, action):
        s = self
        steals = 0
        parts = action.effects.split("+")
        # every culture effect at once: the tokens the winner named, then the highest left (L448, AMB-X1)
        picks = [military.culture_tokens_named(e.partition("@")[2]) for e in parts if e.startswith("culture@")]
        if picks or "culture" in parts:
            pl = s.players[lose]
            n = rules.culture_loot(pl.culture, picks, parts.count("culture"), self.options.loot_culture == "tokens")
            s = s.edit_player(lose, culture=pl.culture - n)
            if self.options.loot_trade_keeps == "transfer":
                s = s.edit_player(win, culture=s.players[win].culture + n)
        # a discard naming its coin's tech card first (L455-457), so a bare one cannot take that coin before it
        for e in sorted(parts, key=lambda e: "@" not in e):
            e, _, card = e.partition("@")           # discard-coin@Tech: the coin the winner chose
            pw, pl = s.players[win], s.players[lose]
            if e == "trade":
                n = min(3, pl.trade)
                s = s.edit_player(lose, trade=pl.trade - n)
                if self.options.loot_trade_keeps == "transfer":
                    s = s.edit_player(win, trade=min(rules.DIAL_MAX, s.players[win].trade + n))
            elif e == "resource":
                s = s._push(military.TakeLoot(win, lose, "resource"))
            elif e == "culture-card":
                s = s._push(military.TakeLoot(win, lose, "card"))
            elif e == "discard-coin":
                s = effects.lose_coin(s, lose, card)
            elif e == "coin":
                if effects.loseable_coins(s, lose):
                    s = effects.lose_coin(s, lose).edit_player(win, coins=s.players[win].coins + 1)
            elif e == "tech":
                steals += 1
        for _ in range(steals):
            s = s._push(military.StealTech(win, lose))
        return s.check_win()


    @cites(rb.EXPLORE, rb.FRIENDLY_BARBARIANS, rb.FRIENDLY_WORKERS, rb.ETHNIC_ART, rb.TEACHER, rb.WEALTH)
    def take_marker(s, seat, pos, kind, name):
        """An army takes a hut or village marker (villages: the teaching battle with barbarians is
        always won by an army, CV-B-10); the new markers' effects play out (L480-515)."""
        s = wonders.on_conquest(s._with(markers=tuple(m for m in s.markers if m[0] != pos)), seat, kind)
        effect, resource, culture = catalog().marker_info[name]
        p = s.players[seat]
        used = s._with(marker_discard=tuple(sorted(s.marker_discard + (name,))))
        if effect == "resource":            # held face down (L450-453: stolen by its place, unseen)
            return s.edit_player(seat, resources=tuple(sorted(p.resources + (resource or name.split(":")[1].lower(),))),
                           hidden=p.hidden + (name,))._with(
                kept_markers=tuple(sorted(s.kept_markers + (name,))))
        if effect == "friendly-barbarians":
            return used._push(military.FriendlyBarbarians(seat, tuple(pos)))
        if effect == "friendly-workers":
            return s.edit_player(seat, kept=tuple(sorted(p.kept + ("workers",))))._with(
                kept_markers=tuple(sorted(s.kept_markers + (name,))))
        if effect == "teacher":
            return s.edit_player(seat, kept=tuple(sorted(p.kept + ("teacher",))))._with(
                kept_markers=tuple(sorted(s.kept_markers + (name,))))
        if effect == "native-art":
            return used.edit_player(seat, culture=p.culture + culture)
        if effect == "wealth":
            return used.edit_player(seat, coins=p.coins + 1).check_win()
        if effect == "great-person":
            return used.gain_gp(seat)
        return used



    @cites(rb.LANDMARK_CLAIM, rb.ATLANTIS, rb.CONFUCIAN_ACADEMY, rb.SEVEN_CITIES)
    def claim_landmark(s, seat, pos, name):
        s = s._with(markers=tuple(m for m in s.markers if m[0] != pos),
                    landmarks_claimed=tuple(sorted(s.landmarks_claimed + ((name, seat),))))
        p = s.players[seat]
        if name == "Atlantis":
            return s.edit_player(seat, pending=tuple(sorted(set(p.pending) | {"atlantis"})))
        if name == "Seven Cities of Gold":
            return s.edit_player(seat, pending=tuple(sorted(set(p.pending) | {"seven-cities"})))
        return s.gain_gp(seat, 2)


