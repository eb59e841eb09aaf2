"""judge.safe_yaml reads plain YAML values as PyYAML's safe loader does (dates stay text)."""
from __future__ import annotations

import pytest
import yaml

from judge import safe_yaml

TEXT = """\
plain: stunned creature
quoted: "12"
single: 'yes'
tagged: !!str 5
block: |
  two
  lines
folded: >
  one
  line
date: 2021-01-01
number: 12
real: 1.5
infinite: .inf
truth: yes
nothing: ~
empty:
merge_text: "<<"
list: [a, "b", 3]
"""


def test_every_plain_value_is_read_as_the_safe_loader_reads_it():
    ours = safe_yaml.parse(TEXT).data
    theirs = yaml.safe_load(TEXT)
    theirs["date"] = "2021-01-01"  # dates stay the text they were written as
    assert ours == theirs
    assert type(ours["quoted"]) is str and type(ours["number"]) is int and ours["tagged"] == "5"


def test_a_merge_key_is_refused():
    with pytest.raises(safe_yaml.YamlError) as exc:
        safe_yaml.parse("a: &x {b: 1}\nc:\n  <<: *x\n", "f.yaml")
    assert exc.value.message == "f.yaml:3: merge keys (<<) are not supported"
