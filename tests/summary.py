"""Lines printed at the end of the test run (figures worth seeing without -s). Any test or
fixture may append; tests/conftest.py prints them, gathered from every xdist worker."""
from __future__ import annotations

LINES: list[str] = []
