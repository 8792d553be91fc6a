"""Teaching helpers: what the notebooks call so that a learner reads rules, not plumbing.

A chapter notebook shows where it is in the rulebook, replays the chapter's
worked examples, shows the readings of the rulebook's open questions and draws
graphs. The code for that is the same in every chapter and every game, so it
lives here rather than in the notebooks. Nothing here imports Jupyter: each
function returns plain text (:class:`Text`, a ``str`` that a notebook shows as
it is) or a picture (:class:`~rulekit.core.svg.Svg`), the same on every run.

- :func:`games` — every game rulekit has, from the registry's metadata;
- :func:`example` — replay a worked example and describe it;
- :func:`readings` — an ambiguity's default reading and the option giving the others;
- :func:`sections`, :func:`chapters` — rulebook citations;
- :func:`term`, :func:`glossary` — a rulebook's own words for a term, from its glossary: the main
  rulebook's word in italics, the English, the other rulebooks' words, and where the term is met;
- :func:`provenance` — a book's sections with the rules citing them, each with its source and confidence
  (the rules a game presumes from another rulebook, stated plainly);
- :func:`draw_graph` — a networkx graph as an SVG picture, laid out from its nodes' own coordinates;
- :func:`side_by_side` — several pictures in one, left to right (two readings of one rule, compared);
- :func:`answer` — a "Check yourself" answer kept folded until the learner opens it.

Every function takes the game's own objects (its rulebook module, its package
or anything with an ``AMBIGUITIES`` register and ``Options``), so it serves
every rulekit game.
"""

from __future__ import annotations

from rulekit.core import registry
from rulekit.core import scenario as _scenario
import contextlib
import html
import io
import re

from rulekit.core.svg import MAX_WIDTH, SVG_NS, Svg, Text, graph_svg, layered_pos, num

__all__ = ["Answer", "Example", "Text", "answer", "chapters", "draw_graph", "example", "games", "glossary",
           "provenance", "readings", "sections", "side_by_side", "term"]


# -- the games ----------------------------------------------------------------------------


def games() -> Text:
    """Every game rulekit has, from each one's metadata (no engine is imported).

    Examples
    --------
    >>> print(games().splitlines()[4])
    Guns & Steel (gunsteel) — Polish edition, Historia Ludzkości; Jesse Li
    """
    lines = []
    for m in registry.games():
        lines.append(f"{m.title} ({m.name}) — {m.edition}; {m.designer}")
        kinds = f"; {m.level_word}s: {', '.join(m.levels)}" if m.levels else ""
        lines.append(f"  players {', '.join(map(str, m.players))}{kinds}")
        lines.append(f"  rulebook{'s' if len(m.rulebooks) > 1 else ''}: {'; '.join(m.rulebooks)}")
        lines.append(f"  notebooks: {m.notebooks}/")
    return Text("\n".join(lines))


# -- worked examples ----------------------------------------------------------------------


class Example:
    """A worked example, replayed: the scenario, the runner's result, and a description.

    ``str(example)`` tells what the example shows, its start state, its steps
    and every check (what the rulebook says, what the engine gives). Every
    attribute of the :class:`~rulekit.core.scenario.Result` is available
    directly: ``passed``, ``detail``, ``states`` (``states[0]`` is the start),
    ``state`` (after the last step), ``checks``, ``report()``.
    """

    def __init__(self, scenario: _scenario.Scenario, result: _scenario.Result):
        self.scenario = scenario
        self.result = result

    def __getattr__(self, name):
        if name in ("scenario", "result"):      # not set yet (copying, unpickling)
            raise AttributeError(name)
        return getattr(self.result, name)

    def __repr__(self) -> str:
        return f"Example({self.scenario.id}, {self.result.status})"

    def __str__(self) -> str:
        s, r = self.scenario, self.result
        lines = [f"{s.id}: {s.title}", f"(rule {s.rule}, rulebook {s.lines})", "", s.summary.strip(), ""]
        lines.append("Start:")
        lines.append(str(r.states[0]) if r.states else f"(not built: {r.detail})")
        lines.append("")
        lines.append("Steps:" if s.steps else "Steps: none (the example is about the set-up itself)")
        lines += [f"  {i:2}. {step}" for i, step in enumerate(s.steps, 1)]
        lines += ["", r.report()]
        return "\n".join(lines)


def example(example_id: str) -> Example:
    """Replay the worked example ``example_id`` (e.g. ``"GS-EX-11"``) with the scenario runner.

    Print it to read it; assert on it to check the rulebook's numbers.

    Examples
    --------
    >>> ex = example("GS-EX-2")
    >>> ex
    Example(GS-EX-2, passed)
    >>> ex.passed, len(ex.states) == len(ex.scenario.steps) + 1
    (True, True)
    >>> print(str(ex).splitlines()[0])
    GS-EX-2: First resource by player count
    """
    s = _scenario.by_id(example_id)
    return Example(s, _scenario.run(s))


# -- ambiguities --------------------------------------------------------------------------


def _register(game):
    """The ambiguity register and options class of a game: its name, its spec or its package."""
    if isinstance(game, str):
        game = registry.spec(game)
    register = getattr(game, "ambiguities", None) or getattr(game, "AMBIGUITIES", None)
    options = getattr(game, "options_type", None) or getattr(game, "Options", None)
    if register is None or options is None:
        raise TypeError(f"{game!r} has no ambiguity register and options")
    return register, options


def readings(game, *ids: str) -> Text:
    """How the engine reads each named ambiguity: the default, and the option for the others.

    ``game`` is a game's name, its registry spec or its package
    (``rulekit.gunsteel``): anything with its ambiguity register (rows of
    ``id, question, option or None, why none``) and its options class. With
    no ids, every ambiguity of the register.

    Examples
    --------
    >>> import rulekit.gunsteel as gs
    >>> readings(gs, "A14", "A15")
    A14     tie-break: Options.tie_break = 'shared' by default; the other reading: 'most-wonders'
    A15     'purchase' of wonders: no option, because no payment exists for wonders anywhere in the rules
    >>> readings(gs, "A99")
    Traceback (most recent call last):
    ...
    KeyError: 'no ambiguity A99 in the register'
    """
    register, options = _register(game)
    known = {entry[0] for entry in register}
    for amb in ids:
        if amb not in known:
            raise KeyError(f"no ambiguity {amb} in the register")
    default = options()
    lines = []
    for amb, question, option, why in register:
        if ids and amb not in ids:
            continue
        if option is None:
            lines.append(f"{amb:<7} {question}: no option, because {why}")
            continue
        value = getattr(default, option)
        others = [v for v in options.choices(option) if v != value]
        lines.append(f"{amb:<7} {question}: Options.{option} = {value!r} by default; "
                     f"the other reading: {', '.join(map(repr, others))}")
    return Text("\n".join(lines))


# -- the rulebook -------------------------------------------------------------------------


def sections(rulebook, *numbers: str) -> Text:
    """The citation of each rulebook section a notebook covers, one a line.

    ``rulebook`` is a game's :class:`~rulekit.core.rulebook.Rulebook` or its
    rulebook module (anything with ``rule(section)``).

    Examples
    --------
    >>> from rulekit.gunsteel import rulebook as rb
    >>> sections(rb, "5", "6")
    §5 Przygotowanie do gry (Setup), L260-341
    §6 Cel gry (Goal of the game), L346-357
    """
    return Text("\n".join(str(rulebook.rule(number)) for number in numbers))


def chapters(rulebook) -> Text:
    """The main rulebook's title and its chapters: number, heading in its language, in English, lines.

    ``rulebook`` is a game's :class:`~rulekit.core.rulebook.Rulebook` or its
    rulebook module (holding it as ``RB``).

    Examples
    --------
    >>> from rulekit.gunsteel import rulebook as rb
    >>> print(chapters(rb).splitlines()[1])
    §1  Od epoki kamienia…       From the Stone Age… (introduction)     L7-28
    """
    book = getattr(rulebook, "RB", rulebook)
    lines = [book.books[0].title]
    for s in book.chapters:
        lines.append(f"§{s.id:<2} {s.heading:<24} {s.chapter:<38} {s.chapter_lines}")
    return Text("\n".join(lines))


def _glossary_entry(book, word: str) -> dict:
    """The glossary entry holding ``word`` in any language, matched without regard to case."""
    wanted = word.casefold()
    for entry in book.glossary:
        if any(v.casefold() == wanted for v in entry.values()):
            return entry
    return {"en": book.translate(word)}     # raises KeyError naming the nearest terms


def _where(book, section: str | None) -> str:
    if section is None:
        return ""
    s = book.section(section)
    return f", §{s.id} {s.lines}"


def term(rulebook, word: str, *, section: str | None = None) -> Text:
    """A glossary term as a chapter names it on first use: the main rulebook's word in italics
    (Markdown), the English in brackets with each other rulebook's word beside it, and, given a
    ``section`` of the main rulebook, that section's lines.

    ``word`` may be given in any language of the glossary. A rulebook that does not print the
    term is left out; a term only another rulebook prints is shown in English.

    Examples
    --------
    >>> from rulekit.tta import rulebook as rb
    >>> term(rb, "Kolos", section="1.3.2")
    *Kolos* (Colossus; HU *Kolosszus*), §1.3.2 L480-496
    >>> term(rb, "card row")
    *tor kart* (card row; HU *kártyasor*)
    >>> term(rb, "Phalanx")                     # a card the Hungarian rulebook never names
    *Falanga* (Phalanx)
    >>> term(rb, "no such thing")
    Traceback (most recent call last):
    ...
    KeyError: "'no such thing' is not in the tta glossary"
    """
    book = getattr(rulebook, "RB", rulebook)
    entry = _glossary_entry(book, word)
    main = book.books[0].language
    others = "".join(f"; {b.language.upper()} *{entry[b.language]}*" for b in book.books[1:]
                     if b.language in entry and b.language != main)
    head = f"*{entry[main]}* ({entry['en']}{others})" if main in entry else f"{entry['en']} ({others[2:]})"
    return Text(head + _where(book, section))


def glossary(rulebook, *words: str) -> Text:
    """A table of glossary terms, one a line: English, then each rulebook's word (``-`` where
    a rulebook does not print it). With no words, the whole glossary.

    Examples
    --------
    >>> from rulekit.tta import rulebook as rb
    >>> print(glossary(rb, "tor kart", "wonder"))
    English    PL         HU
    card row   tor kart   kártyasor
    wonder     cud        csoda
    """
    book = getattr(rulebook, "RB", rulebook)
    entries = [_glossary_entry(book, w) for w in words] if words else list(book.glossary)
    languages = ["en"] + [b.language for b in book.books if b.language != "en"]
    rows = [["English"] + [lang.upper() for lang in languages[1:]]]
    rows += [[e.get(lang, "-") for lang in languages] for e in entries]
    widths = [max(len(r[i]) for r in rows) for i in range(len(languages))]
    return Text("\n".join("   ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows))


def provenance(rulebook, book: str | None = None, *, width: int = 60) -> Text:
    """Every section of one book with the named rules citing it, its confidence and its source.

    For a rulebook that presumes rules it does not print (an expansion's
    rulebook and the base game's rules), this is the plain statement of what
    is presumed, where each rule comes from and how sure we are: one block per
    section, then the count of sections by confidence. ``book`` is a book's
    key (the main rulebook when ``None``); ``width`` wraps the source.

    Examples
    --------
    >>> from rulekit.civ import rulebook as rb
    >>> table = provenance(rb, "base")
    >>> print(table.splitlines()[0])
    Civilization: The Board Game — base rules presumed by the expansion (not in our rulebook)
    >>> for line in table.splitlines()[2:4]:
    ...     print(line)
    CV-B-01   §B1 Turn order (Kolejność faz tury) — unverified
              source: shared/rulebooks/civ-fame-fortune.md §3.16 (phases named at
    >>> provenance(rb, "xx")
    Traceback (most recent call last):
    ...
    KeyError: 'no book xx: pl, base'
    """
    import textwrap

    rbk = getattr(rulebook, "RB", rulebook)
    keys = [b.key for b in rbk.books]
    key = book or keys[0]
    if key not in keys:
        raise KeyError(f"no book {key}: {', '.join(keys)}")
    title = rbk.book(key).title
    citing: dict = {}
    for r in rbk.rules.values():
        if r.rulebook == title and r.ref:
            citing.setdefault(r.section, []).append(r.ref)
    lines = [title, ""]
    tally: dict = {}
    for (b, sid), s in rbk.sections.items():
        if b != key:
            continue
        refs = ", ".join(sorted(citing.get(sid, []))) or "-"
        tally[s.confidence] = tally.get(s.confidence, 0) + 1
        lines.append(f"{refs:<9} §{sid} {s.heading_en} ({s.heading}) — {s.confidence}")
        wrapped = textwrap.wrap(s.source, width) or ["-"]
        lines.append(f"{'':<9} source: {wrapped[0]}")
        lines += [f"{'':<17} {w}" for w in wrapped[1:]]
    lines.append("")
    lines.append("sections by confidence: " + ", ".join(f"{c} {n}" for c, n in sorted(tally.items())))
    return Text("\n".join(lines))


# -- pictures -----------------------------------------------------------------------------

FOCUS = "#e67e22"        # the node the picture is about
HIGHLIGHT = "#d63384"    # the nodes that matter for it
ABSENT = "#dddddd"       # nodes marked present=False (a bought card, an empty slot)
ABSENT_LABEL = "#888888"


def draw_graph(G, *, pos: dict | None = None, title: str | None = None, highlight=(), focus=None,
               palette: dict | None = None, colour_by: str = "era", legend: dict | None = None,
               labels: dict | None = None, unit: float = 64) -> Svg:
    """A static SVG picture of a graph, laid out from its nodes' own coordinates.

    Parameters
    ----------
    G : networkx graph
    pos : dict, optional
        Node → (x, y). By default each node's ``row`` (1 at the bottom) and
        ``idx`` (place in the row), rows centred: a pyramid draws as a pyramid.
        Nodes without a position are left out.
    title : str, optional
    highlight : collection of nodes, drawn pink; ``focus``: one node, drawn orange.
    palette : dict, optional
        Colours by the value of each node's ``colour_by`` attribute (e.g. the
        era); nodes with ``present=False`` are pale grey.
    legend : dict, optional
        What the marked colours mean here, by role: ``"focus"``,
        ``"highlight"``, ``"absent"`` (e.g. ``{"absent": "bought"}``), drawn
        as a key below the picture.
    labels : dict, optional
        Node → the text in its circle (default: the node's name); ``unit``:
        pixels between positions one apart.

    Examples
    --------
    >>> from rulekit.gunsteel.graphs import pyramid_graph
    >>> from rulekit.gunsteel.rules import layout
    >>> pic = draw_graph(pyramid_graph(layout()), title="3-4 players", focus="O1", highlight={"G1", "G2"})
    >>> pic
    Svg(graph: 25 nodes, 36 edges)
    >>> pic.count('class="node focus"'), pic.count('class="node highlight"')
    (1, 2)
    """
    pos = layered_pos(G) if pos is None else pos
    highlight = set(highlight)
    palette = palette or {}
    fills, classes, label_colours = {}, {}, {}
    for n, d in G.nodes(data=True):
        if n == focus:
            fills[n], classes[n] = FOCUS, "focus"
        elif n in highlight:
            fills[n], classes[n] = HIGHLIGHT, "highlight"
        elif d.get("present", True) is False:
            fills[n], classes[n], label_colours[n] = ABSENT, "absent", ABSENT_LABEL
        elif d.get(colour_by) in palette:
            fills[n] = palette[d[colour_by]]
    titles = {n: ", ".join(f"{k}={v}" for k, v in sorted(d.items()) if not isinstance(v, (dict, list)))
              for n, d in G.nodes(data=True)}
    titles = {n: f"{n}: {t}" if t else str(n) for n, t in titles.items()}
    colours = {"focus": FOCUS, "highlight": HIGHLIGHT, "absent": ABSENT}
    unknown = set(legend or {}) - set(colours)
    if unknown:
        raise ValueError(f"legend roles are {', '.join(colours)}, not {', '.join(sorted(unknown))}")
    keys = [(colours[role], text) for role, text in (legend or {}).items()]
    return graph_svg(G, pos, labels=labels, fills=fills, label_colours=label_colours, classes=classes,
                     titles=titles, title=title, legend=keys, unit=unit)


_SIZE = re.compile(r'<svg\b[^>]*?\bwidth="([0-9.]+)"[^>]*?\bheight="([0-9.]+)"')


def side_by_side(*pictures: Svg, gap: float = 24) -> Svg:
    """Several SVG pictures in one, left to right, tops aligned: two readings of a rule, compared.

    Each picture keeps its own drawing, title and legend; it is nested as it
    is, moved right by the widths before it and ``gap`` pixels. Pictures that
    side by side would be wider than an 800-pixel output area shows whole
    (:data:`rulekit.core.svg.MAX_WIDTH`) go one under the other instead, in order.

    Examples
    --------
    >>> a = Svg('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect/></svg>', "a")
    >>> b = Svg('<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80"><rect/></svg>', "b")
    >>> both = side_by_side(a, b)
    >>> both
    Svg(side by side: a | b)
    >>> 'width="184" height="80"' in both, '<svg x="124" y="0"' in both
    (True, True)
    >>> wide = Svg('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="50"><rect/></svg>', "wide")
    >>> stacked = side_by_side(wide, wide)
    >>> stacked, 'width="500" height="124"' in stacked, '<svg x="0" y="74"' in stacked
    (Svg(one under the other: wide | wide), True, True)
    >>> side_by_side(a, "<p/>")
    Traceback (most recent call last):
    ...
    ValueError: picture 2 is not an SVG document with a width and a height
    """
    if not pictures:
        raise ValueError("side_by_side needs at least one picture")
    sizes = []
    for i, pic in enumerate(pictures, 1):
        size = _SIZE.search(pic)
        if size is None:
            raise ValueError(f"picture {i} is not an SVG document with a width and a height")
        sizes.append((float(size.group(1)), float(size.group(2))))
    across = sum(w for w, _ in sizes) + gap * (len(sizes) - 1) <= MAX_WIDTH
    parts, x, y, width, height = [], 0.0, 0.0, 0.0, 0.0
    for pic, (w, h) in zip(pictures, sizes):
        parts.append(re.sub(r"<svg\b", f'<svg x="{num(x)}" y="{num(y)}"', str(pic), count=1))
        if across:
            x += w + gap
            width, height = x - gap, max(height, h)
        else:
            y += h + gap
            width, height = max(width, w), y - gap
    head = (f'<svg xmlns="{SVG_NS}" width="{num(width)}" height="{num(height)}" '
            f'viewBox="0 0 {num(width)} {num(height)}" class="rk-side-by-side">')
    summary = " | ".join(getattr(p, "summary", "SVG") for p in pictures)
    return Svg(head + "".join(parts) + "</svg>", f"{'side by side' if across else 'one under the other'}: {summary}")


# -- "Check yourself" ---------------------------------------------------------------------


class Answer:
    """A "Check yourself" answer: a sentence or two, and what the cell printed, shown folded.

    In JupyterLab, JupyterLite, nbviewer and GitHub the answer is a folded
    ``<details>`` block: the learner thinks first, then clicks "Show the answer".
    As plain text (a terminal, nbval comparing a notebook's outputs) it is the
    whole answer, so the stored output still checks it. Use it as a ``with``
    block around the cell's prints, and end the cell with it::

        with teach.answer("No: the cards below only make a card dearer.") as shown:
            print(...)
        shown
    """

    def __init__(self, *sentences: str, summary: str = "Show the answer"):
        self.sentences, self.summary, self.printed = sentences, summary, ""
        self._buffer = self._redirect = None

    def __enter__(self) -> "Answer":
        self._buffer = io.StringIO()
        self._redirect = contextlib.redirect_stdout(self._buffer)
        self._redirect.__enter__()
        return self

    def __exit__(self, *exc) -> bool:
        self._redirect.__exit__(*exc)
        self.printed = self._buffer.getvalue().rstrip("\n")
        return False

    @property
    def text(self) -> str:
        return "\n".join([*self.sentences, self.printed] if self.printed else self.sentences)

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        said = "".join(f"<p>{html.escape(s)}</p>" for s in self.sentences)
        shown = f"<pre>{html.escape(self.printed)}</pre>" if self.printed else ""
        return (f'<details class="rk-answer"><summary>{html.escape(self.summary)}</summary>'
                f"{said}{shown}</details>")


def answer(*sentences: str, summary: str = "Show the answer") -> Answer:
    """A "Check yourself" answer the learner opens when ready (:class:`Answer`).

    >>> with answer("Yes: any number of times.") as shown:
    ...     print(2 + 2)
    >>> shown
    Yes: any number of times.
    4
    >>> shown._repr_html_()
    '<details class="rk-answer"><summary>Show the answer</summary><p>Yes: any number of times.</p><pre>4</pre></details>'
    """
    return Answer(*sentences, summary=summary)
