"""CONTRIBUTING.md's five commands, run on a copy of the data in which one FAQ entry has no
record yet: they take a maintainer from that entry to a verified ruling."""
from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
GUIDE = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
ENTRY = "keyforge/2021/faq/i-have-a-stunned-creature-in-my-battleline-play-the-card-61c027"


def commands() -> list[str]:
    walk = GUIDE.split("## The walk-through", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\s*\$ (judge .+)$", walk, flags=re.M)


def test_the_walk_through_has_five_commands():
    assert [c.split()[1] for c in commands()] == ["new", "new", "new", "lint", "verify"]


def test_from_a_new_faq_entry_to_a_verified_ruling(tmp_path, judge_cache):
    checkout = tmp_path / "checkout"
    for folder in ("corpus", "rulings", "scenarios", "cards"):
        shutil.copytree(ROOT / folder, checkout / folder)
    # the entry is new: no record quotes it, no fixture replays it
    (checkout / "rulings/keyforge/anger-on-stunned-creature.yaml").unlink()
    original = checkout / "scenarios/keyforge/anger-ready-and-fight-stunned.yaml"
    body = yaml.safe_load(original.read_text(encoding="utf-8"))
    original.unlink()
    # the maintainer's own cache (the card reader's parsers in it), not a clone's: a cache is per user
    shutil.copytree(judge_cache, tmp_path / "cache", ignore=shutil.ignore_patterns("*.lock"))
    env = dict(os.environ, JUDGE_DATA_DIR=str(checkout), JUDGE_CACHE_DIR=str(tmp_path / "cache"))

    def judge(line: str) -> str:
        run = subprocess.run([sys.executable, "-m", "judge", *shlex.split(line)[1:]], cwd=checkout, env=env,
                             capture_output=True, text=True)
        assert run.returncode == 0, (line, run.stdout[-2000:], run.stderr)
        return run.stdout

    steps = commands()
    listed = judge(steps[0])
    assert ENTRY in listed
    wrote = judge(steps[1].replace("ENTRY", ENTRY))
    ruling_id = re.search(r"wrote rulings/keyforge/(\S+)\.yaml", wrote).group(1)
    assert f"judge new scenario {ruling_id}" in wrote  # it says what to run next
    wrote = judge(steps[2].replace("ID", ruling_id))
    fixture = checkout / "scenarios/keyforge" / f"{ruling_id}.yaml"
    assert f"wrote scenarios/keyforge/{ruling_id}.yaml" in wrote and "judge lint" in wrote
    skeleton = fixture.read_text(encoding="utf-8")
    assert skeleton.startswith("# yaml-language-server: $schema=../../schemas/keyforge-fixture.schema.json")
    assert 'hand: ["Anger"]' in skeleton
    # the maintainer's edit: the board, the action and the expected end, as the answer says
    text = skeleton[:skeleton.index("setup:")]
    text += yaml.safe_dump({k: body[k] for k in ("setup", "actions", "expect")}, allow_unicode=True, sort_keys=False)
    fixture.write_text(text, encoding="utf-8")
    out = judge(steps[3].replace("ID", ruling_id))
    assert out.startswith("lint: no problems in ")
    out = judge(steps[4].replace("ID", ruling_id))
    assert f"PASS {ruling_id} (rulebook 2021)" in out
    assert f"{ruling_id}: verified (rulebook 2021, 1.3, early)" in out
