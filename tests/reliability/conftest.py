"""Fixtures of the reliability suites (see harness.py for the machinery)."""

from __future__ import annotations

import pytest

import harness


@pytest.fixture(scope="session")
def site_bin():
    try:
        return harness.site_bin()
    except RuntimeError as e:  # a missing binary is a failure, not a skip
        pytest.fail(str(e), pytrace=False)


@pytest.fixture
def servers(site_bin, tmp_path):
    """Makes servers on databases under tmp_path; stops them all afterwards and fails the test
    when any of them logged a panic."""
    made: list[harness.Server] = []

    def make(name: str = "site", **kw) -> harness.Server:
        db = tmp_path / name / "site.db"
        db.parent.mkdir(parents=True, exist_ok=True)
        srv = harness.Server(db, log=tmp_path / f"{name}.log", **kw)
        made.append(srv)
        return srv

    yield make
    for srv in made:
        srv.kill() if srv.alive() else None
    panics = [(s.log_path, line) for s in made for line in s.log_text().splitlines()
              if "panicked" in line]
    assert not panics, f"server panicked: {panics[:5]}"
