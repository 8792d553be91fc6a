"""The record the speed-safety tests compare: random games written down step by step.

Each game's transcript lists, at every step, who decides, every legal action, the
action chosen and the refusal the last action now gets; a snapshot every 25 steps
and at the end; then the game's own closing line. A golden file holds one row per
game: its key, the transcript's digest and its line count. Each game's test says
how its games are set up and what its closing line holds.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path


def transcript(g, rng, header: str, closing) -> str:
    """Play ``g`` to the end with ``rng``'s choices; ``closing(final)`` is the last line."""
    lines = [header]
    last = None
    step = 0
    while not g.is_over:
        legal = g.legal_actions()
        choice = rng.choice(legal)
        refusal = g.why_not(last) if last is not None else None
        lines.append(f"{step} P{g.to_move + 1} {g.decision.kind}: {' | '.join(map(str, legal))} -> {choice}"
                     + (f" / {last}: {refusal.rule.ref} {refusal.reason}" if refusal else ""))
        if step % 25 == 0:
            lines.append(json.dumps(g.snapshot(), sort_keys=True))
        g, last, step = g.apply(choice), choice, step + 1
    lines.append(json.dumps(g.snapshot(), sort_keys=True))
    lines.append(closing(g))
    return "\n".join(lines) + "\n"


def fingerprint(games: dict[str, str]) -> tuple[str, dict[str, str]]:
    """The golden file's text for ``{key: transcript}``, and the transcripts themselves."""
    rows = [f"{key} {hashlib.sha256(text.encode()).hexdigest()} {text.count(chr(10))}"
            for key, text in games.items()]
    return "\n".join(rows) + "\n", games


def compare(games: dict[str, str], golden: Path, output: Path) -> None:
    """Assert that ``{key: transcript}`` hashes to the rows of ``golden``. With
    ``RULEKIT_UPDATE_GOLDEN`` set, ``golden`` is rewritten first; on a mismatch the transcripts of
    the games that differ are written to ``output`` to diff against the previous engine's."""
    text, transcripts = fingerprint(games)
    if os.environ.get("RULEKIT_UPDATE_GOLDEN"):
        golden.write_text(text, encoding="utf-8")
    want = golden.read_text(encoding="utf-8").splitlines()
    got = text.splitlines()
    differ = [g.split()[0] for g, w in zip(got, want) if g != w]
    if differ:
        output.mkdir(parents=True, exist_ok=True)
        for key in differ:
            (output / f"{key}.txt").write_text(transcripts[key], encoding="utf-8")
    assert len(got) == len(want) and not differ, f"games that play differently: {differ} (transcripts in {output})"
