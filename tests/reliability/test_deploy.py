"""The deployment kit: deploy/site.service passes `systemd-analyze verify` with no complaint
(pointed at the binary under test, since verify checks that ExecStart exists), carries the
hardening the README promises, and rates as well hardened by `systemd-analyze security`."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from harness import ROOT, site_bin

UNIT = ROOT / "deploy" / "site.service"


def verify(path) -> str:
    out = subprocess.run(["systemd-analyze", "verify", str(path)], capture_output=True, text=True, timeout=120)
    return (out.stdout + out.stderr).strip() + ("" if out.returncode == 0 else f"\nexit {out.returncode}")


@pytest.fixture
def unit(tmp_path):
    assert shutil.which("systemd-analyze"), "systemd-analyze missing: apt-get install systemd (scripts/test does)"
    text = UNIT.read_text()
    assert "ExecStart=/usr/local/bin/site serve" in text
    path = tmp_path / "site.service"
    path.write_text(text.replace("/usr/local/bin/site", str(site_bin())))
    return path


def test_unit_verifies_cleanly(unit):
    assert verify(unit) == ""
    # the check can fail: a misspelt directive is reported
    bad = unit.with_name("bad.service")
    bad.write_text(unit.read_text().replace("NoNewPrivileges=", "NoNewPrivilegez="))
    assert "Unknown key" in verify(bad)


def test_unit_hardening(unit):
    text = unit.read_text()
    for line in ["DynamicUser=yes", "StateDirectory=site", "ProtectSystem=strict", "NoNewPrivileges=yes",
                 "AmbientCapabilities=CAP_NET_BIND_SERVICE", "CapabilityBoundingSet=CAP_NET_BIND_SERVICE",
                 "PrivateTmp=yes", "ProtectHome=yes"]:
        assert re.search(rf"^{re.escape(line)}$", text, re.M), line
    out = subprocess.run(["systemd-analyze", "security", "--offline=yes", str(unit)], capture_output=True,
                         text=True, timeout=120)
    level = re.search(r"Overall exposure level for \S+: ([0-9.]+)", out.stdout)
    assert level, out.stdout[-2000:] + out.stderr
    assert float(level.group(1)) <= 2.0, out.stdout[-3000:]
