"""The Start of Turn and Research decisions, listing and judging their actions with the checks of
:mod:`.base`."""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.civ import abilities
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import (Atlantis, Done, Event, Found, Government, Invest, Metropolis,
                                 Research as ResearchTech, Teacher, UseGP, known_actions)
from rulekit.civ.decisions import Step, ended, put, shared, wonders
from rulekit.civ.decisions.judges.base import (affordable_levels, atlantis_refusal, found_refusal, government_refusal,
                                               government_turn_refusal, governments_open, invest_card_refusal,
                                               invest_refusal, metropolis_refusal, owed_first, research_cost,
                                               teacher_refusal, teacher_tech_refusal, tech_refusal, trade_refusal)
from rulekit.civ.decisions.judges.movement import figure_by_id
from rulekit.civ.state import City, catalog

@dataclass(frozen=True, slots=True)
class StartOfTurn(Step):
    """A player's Start of Turn: found cities, change government, invest, use the Teacher, great
    people and culture events, or ``done``; a metropolis upgrade or Atlantis's tech owed comes first.
    ``used``: what this Start of Turn did that is once a turn (``"gov"``, ``"invest"``, ``"teacher"``)."""

    used: tuple = ()

    kind = "start"
    rule = rb.TURN_ORDER

    def sentence(self, s) -> str:
        """The Start of Turn's prompt: what is owed first (the metropolis upgrade, L696-702; Atlantis's
        tech, L590-599) when only that is legal, else the phase's choices."""
        who, p = f"P{self.player + 1}", s.players[self.player]
        if "metropolis" in p.pending and s.metropolis_squares(self.player):
            return (f"{who} ({p.civ}): Start of Turn — the metropolis upgrade is owed and now possible (L696-702): "
                    f"choose the expansion square")
        if "atlantis" in p.pending and s.learnable(self.player):
            return f"{who} ({p.civ}): Start of Turn — Atlantis's free tech is due (L590-599): choose it"
        return f"{who} ({p.civ}): Start of Turn — found cities, change government, invest, use the Teacher, or done"

    def options(self, s) -> list:
        seat = self.player
        p = s.players[seat]
        owed = owed_first(s, seat)
        if owed and owed[0] is rb.METROPOLIS_PENDING:
            return known_actions(Metropolis, each=s.metropolis_squares(seat))          # mandatory (L696-702)
        if owed:
            return known_actions(Atlantis, each=s.learnable(seat))
        out = [Done.of()]
        out += known_actions(Found, each=[f.id for f in s.figures if f.owner == seat and f.kind == "wagon"
                                          and found_refusal(s, seat, f) is None])
        if government_turn_refusal(s, self) is None:
            out += known_actions(Government, each=governments_open(s, seat))
        if invest_refusal(s, self) is None:
            out += known_actions(Invest, each=[c for c, _ in p.investments])
        if teacher_refusal(s, self) is None:
            out += known_actions(Teacher, each=s.learnable(seat, 1))
        if p.gp_cards:                  # gp_options' and event_options' first test: a card held
            out += effects.gp_options(s, seat, "start")
        return out + effects.event_options(s, seat, "start") if p.events else out

    def refusal(self, s, a):
        seat = self.player
        owed = owed_first(s, seat)
        if owed and not isinstance(a, Metropolis if owed[0] is rb.METROPOLIS_PENDING else Atlantis):
            return owed
        if isinstance(a, Metropolis):
            return metropolis_refusal(s, seat, a.square)
        if isinstance(a, Atlantis):
            return atlantis_refusal(s, seat, a.tech)
        if isinstance(a, Found):
            return found_refusal(s, seat, figure_by_id(s, a.figure))
        if isinstance(a, Government):
            return government_turn_refusal(s, self) or government_refusal(s, seat, a.name)
        if isinstance(a, Invest):
            return invest_refusal(s, self) or invest_card_refusal(s, seat, a.card)
        if isinstance(a, Teacher):
            return teacher_refusal(s, self) or teacher_tech_refusal(s, seat, a.tech)
        return None                     # the others: refusal() below

    def stays(self, s, a):
        """What :meth:`resolve` gives, from ``s`` with this decision still on top: the decision that follows takes
        its place in the copy the action makes (core's ``Step.stays``); a ``done`` ends the phase in the copy
        that takes the decision off when it is the phase's last (:func:`~rulekit.civ.decisions.ended`)."""
        return ended(s) if isinstance(a, Done) else self._answered(s, a, 1)

    def resolve(self, s, a):
        return s if isinstance(a, Done) else self._answered(s, a, 0)

    @cites(rb.TURN_ORDER, rb.GOVERNMENT, rb.INVEST, rb.FOUND_CITY, rb.TEACHER, rb.ATLANTIS)
    def _answered(self, s, a, kept: int):
        """What action ``a`` (not ``done``) does, from ``s`` with this decision on top if ``kept`` is 1 (replaced
        by what follows, :func:`~rulekit.civ.decisions.put`) or taken off if 0."""
        seat = self.player
        again = self
        p = s.players[seat]
        if isinstance(a, Metropolis):
            return put(s, again, kept).upgrade_metropolis(seat, a.square)
        if isinstance(a, Atlantis):
            s = s.edit_player(seat, pending=tuple(x for x in p.pending if x != "atlantis"))
            return put(s, again, kept).learn_tech(seat, a.tech)
        if isinstance(a, Found):
            f = s.figure(a.figure)
            s = s._with(figures=tuple(g for g in s.figures if g.id != f.id),
                        cities=s.cities + (City(seat, "city", (f.pos,)),), tasks=(again,) + s.tasks[kept:])
            return wonders.on_city(s, seat)
        if isinstance(a, Government):
            gov = a.name
            learned = p.learned_last in catalog().techs and gov in catalog().techs[p.learned_last].governments
            again = (shared(StartOfTurn, seat, self.used + ("gov",)),)
            if rules.needs_anarchy(effects.anarchy_immune(s, seat), learned):
                return s.changed(again, seat, dict(government="Anarchy", next_government=gov), replaces=kept)
            return s.changed(again, seat, dict(government=gov), replaces=kept)
        if isinstance(a, Invest):
            s = effects.lose_coin(s, seat)             # a sheet token first, else one on a tech card (AMB-X17)
            s = s.changed((shared(StartOfTurn, seat, self.used + ("invest",)),), seat,
                          dict(invested=True, investments=tuple((c, n + (c == a.card))
                                                                for c, n in s.players[seat].investments)),
                          replaces=kept)
            return wonders.on_invest(effects.invested(s, seat, a.card, p.invested_markers(a.card)), seat)
        if isinstance(a, UseGP):
            s, _ = effects.use_gp(put(s, again, kept), seat, a, ())
            return s
        if isinstance(a, Event):
            s, _ = effects.play_event(s, seat, a, ())
            return put(s, again, kept)
        if isinstance(a, Teacher):
            kept_markers = list(p.kept)
            if s.options.teacher_discarded:
                kept_markers.remove("teacher")
                s = s.discard_kept("hut:Teacher")
            s = s.changed((shared(StartOfTurn, seat, self.used + ("teacher",)),), seat,
                          dict(kept=tuple(kept_markers)), replaces=kept)
            return s.learn_tech(seat, a.tech)
        raise AssertionError(a)


@dataclass(frozen=True, slots=True)
class Research(Step):
    """A player's Research: learn one tech the trade pays for, or ``done``."""

    kind = "research"
    rule = rb.RESEARCH
    prompt = "{who} ({civ}): Research — learn one tech, or done"

    def options(self, s) -> list:
        seat = self.player
        paid = affordable_levels(s, seat)               # trade_refusal's test, once a level
        if not paid:
            return [Done.of()]
        return [Done.of()] + known_actions(ResearchTech, each=s.learnable(seat, levels=paid))

    def refusal(self, s, a):
        if isinstance(a, ResearchTech):
            return tech_refusal(s, self.player, a.tech) or trade_refusal(s, self.player, a.tech)
        return None

    def stays(self, s, a):
        """What :meth:`resolve` gives, from ``s`` with this decision still on top: it is taken off in the copy the
        answer makes (core's ``Step.stays``); a ``done`` that changes nothing only takes it off."""
        if isinstance(a, Done) and not s.players[self.player].learned_last:
            return None
        return self._answered(s, a, 1)

    def resolve(self, s, a):
        return self._answered(s, a, 0)

    @cites(rb.RESEARCH, rb.TECH_COST, rb.PYRAMID, rb.TECH_VICTORY)
    def _answered(self, s, a, kept: int):
        """What answer ``a`` does, from ``s`` with this decision on top if ``kept`` is 1 (taken off in the same
        copy) or taken off if 0."""
        if isinstance(a, Done):
            if not s.players[self.player].learned_last:
                return s
            return s.changed(seat=self.player, player=dict(learned_last=""), tasks=s.tasks[kept:])
        cost = research_cost(s, self.player, a.tech)
        s = abilities.on_research(effects.on_research(s, self.player, a.tech), self.player, a.tech)
        return s.learn_tech(self.player, a.tech, cost, kept, learned_last=a.tech)
