"""The notebooks' shape: sources and notebooks agree, outputs stored, worked examples asserted.

Every notebook has a MyST source ``NN-name.md`` (jupytext) and the executed
``.ipynb`` written from it by ``make notebooks`` (notebooks/_build.py). nbval
(``pytest --nbval-lax notebooks/``) runs the notebooks; these tests read them
and check what nbval does not: that each source and its notebook hold the same
cells, that every worked example of the rulebook is asserted in the notebook
of its chapter, that outputs are stored, stable and free of errors, memory
addresses and widget state, that notebooks import only what runs in the
browser, and that the front door links to notebooks that exist.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
GUNSTEEL = NOTEBOOKS / "gunsteel"
MOSAIC = NOTEBOOKS / "mosaic"
CIV = NOTEBOOKS / "civ"
TTA = NOTEBOOKS / "tta"

_spec = importlib.util.spec_from_file_location("notebooks_build", NOTEBOOKS / "_build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)

#: What a notebook may import besides the standard library: it must run in
#: JupyterLite/Pyodide too, where matplotlib and numpy cannot be installed.
IMPORTABLE = {"rulekit", "rulekit_widgets", "networkx", "ipywidgets", "anywidget", "traitlets"}

#: Chapter notebooks in the rulebook's order, and the worked examples each asserts.
CHAPTERS = {
    "01-introduction-and-components.ipynb": (),
    "03-civilization-cards.ipynb": (),
    "04-wonder-cards.ipynb": (),
    "05-setup-and-goal.ipynb": (1, 2, 3),
    "07a-resource-and-technology-phases.ipynb": (4, 5, 6, 7, 8, 9),
    "07b-buy-phase.ipynb": (10, 11, 12, 13),
    "07c-end-of-turn.ipynb": (14, 15, 16),
    "08-end-of-the-game.ipynb": (),
    "09-combining-both-sets.ipynb": (17, 18),
}
CHECK = "# NBVAL_CHECK_OUTPUT"

#: Mosaic's chapter notebooks in the rulebook's order (digest §2: C0-C13), and
#: the worked examples MO-EX-n each asserts.
MOSAIC_CHAPTERS = {
    "01-introduction-and-components.ipynb": (),
    "03-pillars-resources-and-money.ipynb": (1,),
    "05-setup-and-the-map.ipynb": (18, 19, 20),
    "07a-rounds-work-and-population.ipynb": (2, 13),
    "07b-build.ipynb": (3, 15, 16, 17),
    "07c-wonder.ipynb": (12, 26),
    "07d-technology.ipynb": (),
    "07e-tax-and-trade.ipynb": (4, 5, 10, 11, 14),
    "07f-military.ipynb": (23,),
    "07g-golden-ages-achievements-and-government.ipynb": (22,),
    "08-empire-scoring.ipynb": (6, 7, 21),
    "09-end-and-final-scoring.ipynb": (24, 25),
    "11-appendices-goals-and-strategies.ipynb": (8, 9),
}
MOSAIC_EXAMPLES = set(range(1, 27))


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def code_cells(nb: dict) -> list[dict]:
    return [c for c in nb["cells"] if c["cell_type"] == "code"]


def source(cell: dict) -> str:
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def asserted_examples(nb: dict, prefix: str = "GS") -> set[int]:
    """Worked-example ids (``GS-EX-n``, or ``MO-EX-n`` with ``prefix="MO"``) named on an ``assert`` line of a code cell."""
    found = set()
    for cell in code_cells(nb):
        for line in source(cell).splitlines():
            if line.lstrip().startswith("assert"):
                found |= {int(n) for n in re.findall(prefix + r"-EX-(\d+)\b", line)}
    return found


ALL = sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
SOURCES = build.sources(NOTEBOOKS)


def rel(path: Path) -> str:
    return str(path.relative_to(NOTEBOOKS))


def test_every_notebook_has_a_source_and_every_source_a_notebook():
    assert SOURCES, "no MyST notebook source found"
    assert {p.with_suffix("") for p in SOURCES} == {p.with_suffix("") for p in ALL}


@pytest.mark.parametrize("source", SOURCES, ids=rel)
def test_source_and_notebook_agree(source):
    """Same cells, same types, same code and prose: run `make notebooks` after editing a source."""
    assert build.disagreement(source) is None, build.disagreement(source)


@pytest.mark.parametrize("path", ALL, ids=rel)
def test_notebook_imports_run_in_the_browser(path):
    """Nothing beyond rulekit, networkx, the widgets and the standard library (no matplotlib)."""
    for cell in code_cells(load(path)):
        for node in ast.walk(ast.parse(source(cell))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 else [])
            for name in names:
                top = name.split(".")[0]
                assert top in IMPORTABLE or top in sys.stdlib_module_names, f"imports {name}"


#: Each game's one-page "how to play", the first notebook of its folder: no code shown.
HOW_TO_PLAY = "00-how-to-play.ipynb"


@pytest.mark.parametrize("game", ["gunsteel", "mosaic", "civ", "tta"])
def test_each_game_opens_with_a_how_to_play_page_showing_no_code(game):
    """The first notebook of each game's folder is its how-to-play page: text and the engine's pictures,
    every code cell folded in JupyterLab (``jupyter.source_hidden``), no widget, links to the chapters."""
    folder = NOTEBOOKS / game
    assert sorted(p.name for p in folder.glob("*.ipynb"))[0] == HOW_TO_PLAY
    nb = load(folder / HOW_TO_PLAY)
    codes = code_cells(nb)
    assert codes and all(c["metadata"].get("jupyter", {}).get("source_hidden") for c in codes)
    assert any("image/svg+xml" in o.get("data", {}) for c in codes for o in c.get("outputs", []))
    assert not any("application/vnd.jupyter.widget-view+json" in o.get("data", {})
                   for c in codes for o in c.get("outputs", []))
    text = "\n".join(source(c) for c in nb["cells"] if c["cell_type"] == "markdown")
    assert len(re.findall(r"\]\((\d\d[a-z]?-[^)]+\.ipynb)\)", text)) >= 3, "links to the chapters"
    assert f"{game}/{HOW_TO_PLAY}" in (NOTEBOOKS / "index.md").read_text(encoding="utf-8"), "the front door links it"


def test_chapter_notebooks_exist_in_rulebook_order():
    present = sorted(p.name for p in GUNSTEEL.glob("0*.ipynb") if p.name != HOW_TO_PLAY)
    assert present == list(CHAPTERS)
    assert (NOTEBOOKS / "index.ipynb").exists()


@pytest.mark.parametrize("name", [n for n, ids in CHAPTERS.items() if ids])
def test_chapter_asserts_its_worked_examples(name):
    assert set(CHAPTERS[name]) <= asserted_examples(load(GUNSTEEL / name))


def test_every_worked_example_is_asserted_somewhere():
    found = set()
    for path in ALL:
        found |= asserted_examples(load(path))
    assert set(range(1, 19)) <= found


@pytest.mark.parametrize("path", ALL, ids=rel)
def test_outputs_are_stored_clean_and_stable(path):
    nb = load(path)
    assert "widgets" not in nb["metadata"], "widget state is stored"
    for cell in nb["cells"]:
        assert "execution" not in cell.get("metadata", {}), "timings are stored"
    for cell in code_cells(nb):
        text = source(cell)
        assert cell.get("execution_count") is not None, f"not executed: {text[:60]!r}"
        for out in cell.get("outputs", []):
            assert out["output_type"] != "error", f"stored error in {text[:60]!r}"
            data = out.get("data", {})
            shown = json.dumps(out.get("text", "")) + json.dumps(data.get("text/plain", ""))
            assert not re.search(r"0x[0-9a-f]{6,}", shown), f"memory address in {text[:60]!r}"
            assert not set(data) & set(build.WIDGET_MIME), f"widget model id stored in {text[:60]!r}"
            assert "image/png" not in data, f"a raster picture in {text[:60]!r}: draw SVG with rulekit"


@pytest.mark.parametrize("name", list(CHAPTERS))
def test_chapter_has_the_pattern(name):
    """Where in the rulebook, checked rule outcomes, a widget, questions, a summary."""
    nb = load(GUNSTEEL / name)
    text = "\n".join(source(c) for c in nb["cells"])
    assert "teach.sections(rb" in text               # the chapter's place in the rulebook
    assert text.count(CHECK) >= 3
    assert "from rulekit_widgets import" in text
    assert "## Check yourself" in text and "## Summary" in text
    assert re.search(r"\*[^*\s][^*]*\*", text)       # a rulebook term in italics


def test_mosaic_chapters_exist_in_rulebook_order():
    """The chapter notebooks (01-89; 90 onwards are whole-game notebooks) are exactly the listed ones."""
    present = sorted(p.name for p in MOSAIC.glob("[0-8]*.ipynb") if p.name != HOW_TO_PLAY)
    assert present == list(MOSAIC_CHAPTERS)


@pytest.mark.parametrize("name", [n for n, ids in MOSAIC_CHAPTERS.items() if ids])
def test_mosaic_chapter_asserts_its_worked_examples(name):
    assert set(MOSAIC_CHAPTERS[name]) <= asserted_examples(load(MOSAIC / name), "MO")


def test_every_mosaic_worked_example_is_asserted_somewhere():
    found = set()
    for path in ALL:
        found |= asserted_examples(load(path), "MO")
    assert MOSAIC_EXAMPLES <= found, sorted(MOSAIC_EXAMPLES - found)


#: Mosaic chapters that are pure reading, with no action of their own to try, and so no widget: none
#: now. The advice chapters (C12-C13 goals and strategies, which teach no action) share notebook 11 with
#: the appendices, whose MO-EX-9 choice has a widget.
MOSAIC_READING: dict[str, str] = {}


def first_cell(nb: dict, found) -> int | None:
    """The index of the first code cell for which ``found(cell)`` holds."""
    return next((i for i, c in enumerate(code_cells(nb)) if found(c)), None)


def shows_svg(cell: dict) -> bool:
    return any("image/svg+xml" in out.get("data", {}) for out in cell.get("outputs", []))


#: The Mosaic views, as their stored output (their text) begins.
MOSAIC_VIEW = re.compile(r"(ActionChooser|MapView|PlayersView|ScoringView|GameView|GraphExplorer)\(")


def shows_widget(cell: dict) -> bool:
    """A cell that shows a Mosaic view of rulekit_widgets (its stored output keeps the view's text)."""
    return any(MOSAIC_VIEW.match("".join(out.get("data", {}).get("text/plain", "")))
               for out in cell.get("outputs", []))


@pytest.mark.parametrize("name", list(MOSAIC_CHAPTERS))
def test_mosaic_chapter_has_the_pattern(name):
    """Where in the rulebook, checked rule outcomes, a static picture, then a widget to try the
    chapter's actions, questions, a summary."""
    nb = load(MOSAIC / name)
    text = "\n".join(source(c) for c in nb["cells"])
    assert "teach.sections(rb" in text
    assert text.count(CHECK) >= 3
    assert "## Check yourself" in text and "## Summary" in text
    assert re.search(r"\*[^*\s][^*]*\*", text)
    picture = first_cell(nb, shows_svg)
    assert picture is not None, "no static picture"
    if name in MOSAIC_READING:
        assert "rulekit_widgets" not in text, f"{name} is listed as pure reading ({MOSAIC_READING[name]})"
        return
    assert "from rulekit_widgets" in text, "no widget to try the chapter's actions"
    widget = first_cell(nb, shows_widget)
    assert widget is not None, "no cell shows a Mosaic view"
    assert picture < widget, "the static picture comes before the interactive view"
    assert text.index("## Try it") < text.index("## Check yourself")


#: Civilization's chapter notebooks (00-89; 90 onwards are whole-game notebooks) in the rulebook's order
#: (digest §2, "Suggested notebook split"; 00b, the base-game rules the expansion presumes, follows the
#: overview), by their number, and the worked examples CV-EX-n each asserts: each example in the chapter
#: whose rule it illustrates.
CIV_CHAPTERS = {
    "00": (),                                   # ch. 1-3 overview, box contents, components
    "00b": (),                                  # base-game rules presumed; the map as a graph
    "01": (15,),                                # ch. 4-5 setup, wonder deck
    "02": (1, 36, 10, 11, 12, 13, 14),          # ch. 6-7 new terms, civilization bonuses
    "03": (35,),                                # ch. 8 five-player map
    "04": (34, 16, 2, 17),                      # ch. 9 negating wonders, looting
    "05": (24, 20, 21, 22, 23),                 # 10.1 huts and villages
    "06": (3, 18, 19),                          # 10.2 disbanding, fortifications, caravans
    "07": (25, 27, 28),                         # 10.3 landmarks
    "08": (4, 29, 30),                          # 10.4 metropolis
    "09": (5, 6, 7, 8, 26, 32, 33),             # 10.5 great people
    "10": (9, 31),                              # 10.6 investments
    "11": (),                                   # ch. 11 quick reference
}
CIV_EXAMPLES = set(range(1, 37))
#: Civilization chapters that are pure reading, with no action of their own to try, and so need no
#: widget (one may still show the table).
CIV_READING = {
    "00": "the box and the components: nothing is played",
    "00b": "the presumed base rules and the map as data",
    "01": "setup is new_game's arguments, not a player's action",
    "11": "a quick reference repeating chapter 10, compared with it",
}
#: The Civilization views, as their stored output (their text) begins.
CIV_VIEW = re.compile(r"(MapView|ActionsView|GameView|PyramidView|PeopleView|GraphExplorer)\(")


def civ_chapter(number: str) -> Path:
    """The chapter notebook ``NN-…`` (``00b-…``) of Civilization."""
    found = sorted(p for p in CIV.glob(f"{number}-*.ipynb") if p.name != HOW_TO_PLAY)
    assert len(found) == 1, f"one notebook civ/{number}-*.ipynb expected, found {[p.name for p in found]}"
    return found[0]


def test_civ_chapters_exist_in_rulebook_order():
    """The chapter notebooks (00-89) are exactly the listed ones, and sort in the rulebook's order."""
    present = sorted(p.name for p in CIV.glob("[0-8]*.ipynb") if p.name != HOW_TO_PLAY)
    assert [name.split("-")[0] for name in present] == list(CIV_CHAPTERS)


@pytest.mark.parametrize("number", [n for n, ids in CIV_CHAPTERS.items() if ids])
def test_civ_chapter_asserts_its_worked_examples(number):
    missing = set(CIV_CHAPTERS[number]) - asserted_examples(load(civ_chapter(number)), "CV")
    assert not missing, f"civ/{number}: CV-EX-{sorted(missing)} not asserted"


def test_every_civ_worked_example_has_its_chapter():
    """Each CV-EX id is given to exactly one chapter, and every one of the digest's 36 is."""
    given = [i for ids in CIV_CHAPTERS.values() for i in ids]
    assert len(given) == len(set(given)) and set(given) == CIV_EXAMPLES


def test_every_civ_worked_example_is_asserted_somewhere():
    found = set()
    for path in ALL:
        found |= asserted_examples(load(path), "CV")
    assert CIV_EXAMPLES <= found, sorted(CIV_EXAMPLES - found)


def shows_civ_widget(cell: dict) -> bool:
    return any(CIV_VIEW.match("".join(out.get("data", {}).get("text/plain", "")))
               for out in cell.get("outputs", []))


@pytest.mark.parametrize("number", list(CIV_CHAPTERS))
def test_civ_chapter_has_the_pattern(number):
    """Where in the rulebook, checked rule outcomes, a Polish term in italics, a static picture, then (where
    the chapter has actions) a widget to try them, questions answered by code, a summary."""
    nb = load(civ_chapter(number))
    text = "\n".join(source(c) for c in nb["cells"])
    assert "teach.sections(rb" in text
    assert text.count(CHECK) >= 3
    assert "## Check yourself" in text and "## Summary" in text
    assert re.search(r"\*[^*\s][^*]*\*", text)
    picture = first_cell(nb, shows_svg)
    assert picture is not None, "no static picture"
    if number in CIV_READING:
        return
    assert "from rulekit_widgets" in text, "no widget to try the chapter's actions"
    widget = first_cell(nb, shows_civ_widget)
    assert widget is not None, "no cell shows a Civilization view"
    assert picture < widget, "the static picture comes before the interactive view"
    assert text.index("## Try it") < text.index("## Check yourself")


def test_civ_base_rules_are_stated_by_code():
    """One notebook states the presumed base-game rules from the registry (teach.provenance), not by hand,
    and shows the map as a graph."""
    text = "\n".join(source(c) for c in load(civ_chapter("00b"))["cells"])
    assert 'teach.provenance(rb, "base")' in text
    assert "map_graph" in text and "footprint" in text and "INNER_EDGE" in text


#: Through the Ages' notebooks in the rulebook's order (chapter 1, the Simple game, and chapter 2, the Advanced
#: game: digest §2), by name, and the worked examples TTA-EX-n each asserts: each example in the chapter whose rule
#: it illustrates. 80 is the upgrade-lines explorer, 90 and 91 the whole-game notebooks. Chapter 2 follows the
#: Advanced-game issue's order, tactics (§2.9) before the end of an age and of the game (§2.7-2.8): the digest notes
#: that nothing depends on their order.
TTA_CHAPTERS = {
    "00-the-game-levels-and-components": (42,),                   # 0.2, 1.0-1.1.3a levels, components, cards
    "01-setup-and-the-player-board": (20,),                       # 1.1.4-1.1.12 supply, banks, tracks
    "02-the-first-round": (21, 1, 2, 22, 23),                     # 1.2-1.3.5c row, round 1, its production
    "03-civil-actions-growing-and-building": (3, 24),             # 1.4-1.4.3f
    "04-civil-actions-wonders-leaders-and-cards": (25, 26, 4),    # 1.4.3g-1.4.3l
    "05-production-and-maintenance": (27, 30),                    # 1.4.4, 1.5.6, 1.5.7
    "06-later-rounds": (28, 29, 5, 6, 7, 8, 9),                   # 1.5-1.5.8
    "07-end-of-the-simple-game": (10, 44),                        # 1.6-1.7
    "10-advanced-setup-and-course-of-play": (41,),                # 2.0-2.2
    "11-military-cards": (),                                      # 2.3-2.3.3
    "12-events-and-colonization": (31, 32, 11),                   # 2.4-2.4.3
    "13-aggressions-and-pacts": (12, 39),                         # 2.4.4-2.4.5c
    "14-happiness-uprising-and-corruption": (33, 13, 34, 35),     # 2.5-2.5.3a
    "15-advanced-technologies": (36, 14, 15),                     # 2.6-2.6.4
    "16-tactics-armies-and-obsolete-units": (37, 16, 17, 18),     # 2.9-2.9.1
    "17-end-of-an-age-and-of-the-game": (),                       # 2.7-2.8
    "20-full-setup-and-course-of-play": (),                       # 3.0-3.2
    "21-air-forces-and-wars": (19, 38),                           # 3.3-3.3.2a
    "22-end-of-an-age-and-resignation": (43,),                    # 3.3.3-3.3.4
    "23-the-end-of-the-full-game": (40,),                         # 3.4-3.4.3
    "30-variants": (),                                            # 4.0-4.5
    "40-general-rules-and-individual-cards": (),                  # 5.1-5.15, each by a TTA-AP-Gn scenario
    "50-the-two-rulebooks-side-by-side": (),                      # the glossary and every PL/HU difference
    "80-upgrade-lines-explorer": (),                              # 1.5.3-1.5.5 as graphs
    "90-play-a-whole-game": (),                                   # the whole of chapter 1
    "91-play-an-advanced-game": (),                               # the whole of chapter 2
}
#: The Simple game's worked examples (rulekit/tta/examples/): the digest's TTA-EX-1..10 and the extra ones it
#: reads from tips and key boxes, 20..30, 42, 44.
TTA_SIMPLE_EXAMPLES = set(range(1, 11)) | set(range(20, 31)) | {42, 44}
#: The Advanced game's worked examples (chapter 2), each asserted in the chapter of its rule.
TTA_ADVANCED_EXAMPLES = set(range(11, 19)) | set(range(31, 38)) | {39, 41}
#: The Full game's worked examples (chapter 3), each asserted in the chapter of its rule.
TTA_FULL_EXAMPLES = {19, 38, 40, 43}
TTA_EXAMPLES = TTA_SIMPLE_EXAMPLES | TTA_ADVANCED_EXAMPLES | TTA_FULL_EXAMPLES
#: Through the Ages chapters that are pure reading, with no action of their own to try, and so need no widget.
TTA_READING = {
    "00-the-game-levels-and-components": "the levels, the rulebooks and the box: nothing is played",
    "01-setup-and-the-player-board": "setup is new_game's arguments, not a player's action",
    "50-the-two-rulebooks-side-by-side": "two books compared: each difference is shown on a built position",
}
#: The Through the Ages views, as their stored output (their text) begins; the explorer's picker is a plain
#: ipywidgets box.
TTA_VIEW = re.compile(r"(PlayerBoard|GameView|NewGame|VBox|GraphExplorer)\(")


def test_tta_chapters_exist_in_rulebook_order():
    """The notebooks are exactly the listed ones, and sort in the rulebook's order."""
    assert sorted(p.stem for p in TTA.glob("*.ipynb") if p.name != HOW_TO_PLAY) == list(TTA_CHAPTERS)


def test_every_tta_worked_example_has_its_chapter():
    """Each TTA-EX id is given to exactly one chapter, and every example file of the engine (the Simple and the
    Advanced game's) is."""
    given = [i for ids in TTA_CHAPTERS.values() for i in ids]
    files = {int(p.stem.rsplit("-", 1)[1])
             for p in (NOTEBOOKS.parent / "rulekit" / "tta" / "examples").glob("TTA-EX-*.toml")}
    assert len(given) == len(set(given)) and set(given) == TTA_EXAMPLES == files


@pytest.mark.parametrize("name", [n for n, ids in TTA_CHAPTERS.items() if ids])
def test_tta_chapter_asserts_its_worked_examples(name):
    missing = set(TTA_CHAPTERS[name]) - asserted_examples(load(TTA / f"{name}.ipynb"), "TTA")
    assert not missing, f"tta/{name}: TTA-EX-{sorted(missing)} not asserted"


def test_every_tta_worked_example_is_asserted_somewhere():
    found = set()
    for path in ALL:
        found |= asserted_examples(load(path), "TTA")
    assert TTA_EXAMPLES <= found, sorted(TTA_EXAMPLES - found)


def shows_tta_widget(cell: dict) -> bool:
    return any(TTA_VIEW.match("".join(out.get("data", {}).get("text/plain", "")))
               for out in cell.get("outputs", []))


@pytest.mark.parametrize("name", [n for n in TTA_CHAPTERS if not n.startswith("9")])
def test_tta_chapter_has_the_pattern(name):
    """Where in the rulebook, checked rule outcomes, the Polish terms in italics with the Hungarian beside them,
    a static picture, then (where the chapter has actions) a widget to try them, questions answered by code,
    a summary."""
    nb = load(TTA / f"{name}.ipynb")
    text = "\n".join(source(c) for c in nb["cells"])
    assert "teach.sections(rb" in text
    assert text.count(CHECK) >= 3
    assert "## Check yourself" in text and "## Summary" in text
    assert re.search(r"\*[^*\s][^*]*\*", text)
    assert re.search(r"HU \*[^*\s][^*]*\*", text), "no Hungarian term beside a Polish one"
    picture = first_cell(nb, shows_svg)
    assert picture is not None, "no static picture"
    if name in TTA_READING:
        return
    assert "from rulekit_widgets" in text or "import ipywidgets" in text, "no widget to try the chapter's actions"
    widget = first_cell(nb, shows_tta_widget)
    assert widget is not None, "no cell shows a Through the Ages view"
    assert picture < widget, "the static picture comes before the interactive view"
    assert text.index("## Try it") < text.index("## Check yourself")


def test_tta_whole_game_notebook_shows_the_game_view():
    nb = load(TTA / "90-play-a-whole-game.ipynb")
    assert first_cell(nb, lambda c: any("".join(o.get("data", {}).get("text/plain", "")).startswith("GameView(")
                                        for o in c.get("outputs", []))) is not None


@pytest.mark.parametrize("name", sorted(TTA_CHAPTERS))
def test_tta_chapter_reads_the_engine_through_its_public_face(name):
    """No TTA notebook imports the turn machinery or calls a private engine name: the actions left come
    from rulekit.tta.views, the science cap and the bonus split from rulekit.tta.rules."""
    text = (TTA / f"{name}.md").read_text(encoding="utf-8")
    assert "rulekit.tta.turn" not in text and "from rulekit.tta import turn" not in text
    assert not re.search(r"\b(scenarios|turn|rules|views|svg)\._[a-z]", text)


def test_index_links_resolve():
    nb = load(NOTEBOOKS / "index.ipynb")
    text = "\n".join(source(c) for c in nb["cells"] if c["cell_type"] == "markdown")
    links = re.findall(r"\]\(([^)]+\.ipynb)\)", text)
    assert len(links) >= len(CHAPTERS)
    for link in links:
        assert (NOTEBOOKS / link).exists(), link


def test_the_file_browser_lists_each_chapter_once(tmp_path):
    """The server settings `make lab` and binder install hide a chapter's MyST source (NN-name.md), so the
    file browser lists each chapter once, as its notebook; other Markdown files stay listed (issue 23)."""
    import json

    from jupyter_server.services.contents.filemanager import FileContentsManager
    from traitlets.config import Config
    settings = json.loads((Path(__file__).parent.parent / "binder" / "jupyter_server_config.json").read_text())
    for name in ("01-setup.md", "01-setup.ipynb", "07a-build.md", "07a-build.ipynb", "README.md", "notes.md"):
        (tmp_path / name).write_text("{}" if name.endswith(".ipynb") else "# x\n")
    cm = FileContentsManager(root_dir=str(tmp_path), config=Config(settings))
    listed = {c["name"] for c in cm.get("", content=True)["content"]}
    assert listed == {"01-setup.ipynb", "07a-build.ipynb", "README.md", "notes.md"}


def test_an_unrun_widget_cell_says_how_to_bring_the_widget_up():
    """A widget's stored output keeps its text and says that running the cell brings the widget up
    (issue 23): a learner opening a chapter sees that, not a bare 'MapView(...)'."""
    import nbformat
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("MapView(g)", outputs=[
        nbformat.v4.new_output("execute_result", data={"application/vnd.jupyter.widget-view+json": {"model_id": "x"},
                                                       "text/plain": "MapView(5 players)"}, execution_count=1)])])
    text = build.clean(nb).cells[0].outputs[0]["data"]["text/plain"]
    assert text == "MapView(5 players)\n" + build.UNRUN_WIDGET and "run this cell" in text
    stored = [out for p in sorted(NOTEBOOKS.glob("*/*.ipynb")) for cell in code_cells(load(p))
              for out in cell.get("outputs", []) if build.UNRUN_WIDGET in "".join(out.get("data", {}).get("text/plain", ""))]
    assert len(stored) >= 20                      # every game's chapters show widgets
