"""Scheduled backups (`--backup-dir --backup-every --backup-keep`) and `site restore`, against the
real binary.

Backups appear on schedule while orders arrive, each passes integrity_check and holds every order
acknowledged before it began, only the newest N stay, the dashboard's API lists them and
downloads exactly their bytes (and nothing outside the folder); a folder that cannot be written
shows its error and the site keeps serving. `site restore` puts a backup in place of a stopped
site's database (the old one kept aside, complete; no stale -wal/-shm), and refuses a running
database, a damaged file, a file of another application and a newer schema, changing nothing.
"""

from __future__ import annotations

import hashlib
import re
import shutil
import sqlite3
import subprocess
import threading
import time
from datetime import datetime, timezone
from pathlib import Path

import harness

EVERY_S = 2
KEEP = 3
NAME = re.compile(r"^site-(\d{8}T\d{6}\.\d{3})Z\.db$")


def taken_at(name: str) -> float:
    stamp = NAME.match(name).group(1)
    return datetime.strptime(stamp, "%Y%m%dT%H%M%S.%f").replace(tzinfo=timezone.utc).timestamp()


def backups_in(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if NAME.match(p.name)) if folder.exists() else []


def written(srv) -> int:
    return len(re.findall(r"backup site-\S+ written", srv.log_text()))


def test_scheduled_backups_are_taken_checked_pruned_listed_and_downloaded(servers, tmp_path):
    fig = harness.Figures("scheduled_backup")
    folder = tmp_path / "backups"
    srv = servers("scheduled", env={"SITE_ORDER_LIMIT": "0", "SITE_BACKUP_DIR": str(folder),
                                    "SITE_BACKUP_EVERY": f"{EVERY_S}s", "SITE_BACKUP_KEEP": str(KEEP)}).start()
    admin = srv.session(login=True)
    product = harness.create_product(admin, srv.url, "Saffron", 10**6)
    stop = threading.Event()
    load = harness.OrderLoad(srv.url, product["id"], stop, per_second=50)
    load.start()
    try:
        # the schedule runs: more backups than are kept have been written, and only KEEP remain
        harness.wait_until(lambda: written(srv) >= KEEP + 2, f"{KEEP + 2} scheduled backups", timeout=60)
        files = harness.wait_until(lambda: (f := backups_in(folder)) and len(f) == KEEP and f, f"{KEEP} files")
    finally:
        stop.set()
        load.join(15)
    assert not load.errors, load.errors[:5]
    results = []
    for f in files:
        copy = harness.copy_db(f, tmp_path / "check" / f.stem, with_wal=False)
        checks = harness.db_checks(copy)
        before = load.before(taken_at(f.name))
        held = harness.orders_in_db(copy)
        missing = [i for i, tag in before.items() if held.get(i) != tag]
        results.append({"file": f.name, "bytes": f.stat().st_size, "integrity": checks["integrity"],
                        "acked_before_it": len(before), "missing": len(missing)})
        fig.set("files", results)
        assert checks["integrity"] == ["ok"] and not checks["foreign_key_violations"], checks
        assert missing == [], f"{f.name} lacks orders acknowledged before it began: {missing[:10]}"
    assert any(r["acked_before_it"] > 0 for r in results)
    assert not list(folder.glob("*.partial"))
    times = sorted(taken_at(f.name) for f in files)
    fig.set("schedule", {"every_s": EVERY_S, "keep": KEEP, "written": written(srv),
                         "gaps_s": [round(b - a, 2) for a, b in zip(times, times[1:])]})

    # the dashboard's view
    assert srv.session().get(srv.url + "/api/backups", timeout=10).status_code == 401
    status = admin.get(srv.url + "/api/backups", timeout=10).json()
    assert status["scheduled"] and status["everySeconds"] == EVERY_S and status["keep"] == KEEP
    assert status.get("lastSuccess") and status.get("nextRun") and not status.get("lastError")
    listed = [b["name"] for b in status["backups"]]
    assert len(listed) in (KEEP, KEEP + 1) and listed == sorted(listed, reverse=True)
    for b in status["backups"][:2]:
        path = folder / b["name"]
        r = admin.get(srv.url + "/api/backups/" + b["name"], timeout=30)
        if not path.exists():  # pruned meanwhile: gone from the list too
            assert r.status_code == 404
            continue
        assert r.status_code == 200, r.text[:200]
        assert "attachment" in r.headers.get("Content-Disposition", "")
        assert hashlib.sha256(r.content).digest() == hashlib.sha256(path.read_bytes()).digest()
        assert srv.session().get(srv.url + "/api/backups/" + b["name"], timeout=10).status_code == 401
    # only names the server listed: nothing else in or outside the folder
    (folder / "notes.db").write_bytes(b"private")
    for name in ("site-20000101T000000.000Z.db", "notes.db", "..%2Fsite.db", "%2E%2E%2Fscheduled%2Fsite.db",
                 "site-20000101T000000.000Z.db%00"):
        r = admin.get(srv.url + "/api/backups/" + name, timeout=10)
        assert r.status_code in (400, 404), (name, r.status_code)
        assert not r.content.startswith(b"SQLite format 3")

    # back up now
    r = admin.post(srv.url + "/api/backups", timeout=60)
    if r.status_code == 409:  # the schedule was taking one at that moment
        r = harness.wait_until(lambda: (x := admin.post(srv.url + "/api/backups", timeout=60)).status_code == 201 and x,
                               "a manual backup")
    assert r.status_code == 201, r.text
    made = r.json()
    assert NAME.match(made["name"]) and made["size"] > 0
    assert (folder / made["name"]).exists() or made["name"] not in [b["name"] for b in
                                                                    admin.get(srv.url + "/api/backups").json()["backups"]]


def test_a_folder_that_cannot_be_written_shows_the_error_and_the_site_goes_on(servers, tmp_path):
    fig = harness.Figures("scheduled_backup_failure")
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the folder should be")
    srv = servers("failing", env={"SITE_BACKUP_DIR": str(blocked / "backups"), "SITE_BACKUP_EVERY": "2s",
                                  "SITE_BACKUP_KEEP": "2"}).start()
    admin = srv.session(login=True)
    status = harness.wait_until(lambda: (s := admin.get(srv.url + "/api/backups", timeout=10).json())
                                .get("lastError") and s, "the failure to be shown")
    assert "cannot create" in status["lastError"] and status.get("lastErrorAt")
    assert not status.get("lastSuccess") and status["backups"] == []
    r = admin.post(srv.url + "/api/backups", timeout=30)
    assert r.status_code == 500 and r.json() == {"error": "Internal server error", "code": "internal"}
    harness.create_product(admin, srv.url, "Still serving", 5)
    assert "backup failed" in srv.log_text()
    # the company is mailed once for the run of failures (through the outbox), not once per retry
    harness.wait_until(lambda: srv.log_text().count("backup failed:") >= 3, "three failed runs")
    mails = harness.db_rows(srv.db, "SELECT subject FROM outbox WHERE kind = 'backup-failed'")
    assert mails == [("Backup failed / پشتیبان‌گیری ناموفق",)], mails
    # the folder becomes writable: the next run succeeds and clears the error
    blocked.unlink()
    status = harness.wait_until(lambda: (s := admin.get(srv.url + "/api/backups", timeout=10).json())
                                .get("lastSuccess") and s, "a backup after the folder was fixed")
    assert not status.get("lastError") and len(status["backups"]) >= 1
    fig.set("result", {"error_shown": True, "recovered": True})


def test_without_a_backup_folder_nothing_is_scheduled(servers):
    srv = servers("unscheduled").start()
    admin = srv.session(login=True)
    status = admin.get(srv.url + "/api/backups", timeout=10).json()
    assert status == {"scheduled": False, "running": False, "backups": []}
    r = admin.post(srv.url + "/api/backups", timeout=10)
    assert r.status_code == 409 and "--backup-dir" in r.json()["error"]


def restore(site_bin, backup: Path, db: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(site_bin), "restore", str(backup), "--db", str(db)], capture_output=True, text=True,
                          timeout=60)


def fingerprint(folder: Path) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir()) if p.is_file()}


def test_restore_puts_a_backup_in_place_and_keeps_the_old_database(servers, site_bin, tmp_path):
    fig = harness.Figures("restore")
    srv = servers("restore-me", env={"SITE_ORDER_LIMIT": "0"}).start()
    admin = srv.session(login=True)
    p = harness.create_product(admin, srv.url, "Almonds", 1000)
    early = [admin.post(srv.url + "/api/orders", json={"productId": p["id"], "quantity": 1,
                                                       "customerName": f"early-{i}"}).json()["id"] for i in range(5)]
    backup = tmp_path / "copy.db"
    run = subprocess.run([str(site_bin), "backup", str(backup), "--db", str(srv.db)], capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    late = [admin.post(srv.url + "/api/orders", json={"productId": p["id"], "quantity": 1,
                                                      "customerName": f"late-{i}"}).json()["id"] for i in range(5)]

    # refused while the server has the database open, nothing changed
    before = fingerprint(srv.db.parent)
    refused = restore(site_bin, backup, srv.db)
    assert refused.returncode != 0 and "in use" in refused.stderr, refused.stderr
    assert fingerprint(srv.db.parent).keys() == before.keys()
    assert harness.all_orders(admin, srv.url)[0]["customerName"] == "late-4"

    # a crash leaves a -wal (with the late orders) beside the file: restore keeps them in the old file
    srv.kill()
    assert Path(str(srv.db) + "-wal").exists()
    done = restore(site_bin, backup, srv.db)
    assert done.returncode == 0, done.stderr
    aside = [x for x in srv.db.parent.iterdir() if x.name.startswith("site.db.replaced-")]
    assert len(aside) == 1 and str(aside[0]) in done.stdout, (done.stdout, aside)
    assert sorted(x.name for x in srv.db.parent.iterdir()) == sorted(["site.db", aside[0].name]), \
        "no -wal or -shm may be left beside the restored file"
    old = harness.copy_db(aside[0], tmp_path / "old", with_wal=False)
    assert harness.db_checks(old)["integrity"] == ["ok"]
    assert set(early + late) <= set(harness.orders_in_db(old)), "the replaced database is kept complete"

    srv.start()
    names = {o["customerName"] for o in harness.all_orders(srv.session(login=True), srv.url)}
    assert {f"early-{i}" for i in range(5)} <= names and not names & {f"late-{i}" for i in range(5)}
    fig.set("result", {"restored_from": backup.name, "kept_aside": aside[0].name, "stdout": done.stdout.strip(),
                       "refused_while_serving": refused.stderr.strip()})


def test_restore_refuses_what_is_not_a_backup_of_this_site(servers, site_bin, tmp_path):
    fig = harness.Figures("restore_refusals")
    srv = servers("keep-me").start()
    harness.create_product(srv.session(login=True), srv.url, "Raisins", 7)
    good = tmp_path / "good.db"
    assert subprocess.run([str(site_bin), "backup", str(good), "--db", str(srv.db)], timeout=60).returncode == 0
    srv.stop()
    before = fingerprint(srv.db.parent)

    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database at all " * 500)
    damaged = tmp_path / "damaged.db"
    data = bytearray(good.read_bytes())
    page = 4096
    for i in range(page, len(data), page):  # every b-tree page header after the first page
        data[i:i + 8] = b"\xff" * 8
    damaged.write_bytes(bytes(data))
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as c:
        c.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
        c.execute("PRAGMA user_version = 3")
    newer = tmp_path / "newer.db"
    shutil.copy(good, newer)
    with sqlite3.connect(newer) as c:
        c.execute("PRAGMA user_version = 9999")
    missing = tmp_path / "missing.db"

    answers = {}
    for name, f, expect in (("junk", junk, "not a readable database"), ("damaged", damaged, "damaged|malformed"),
                            ("other application", other, "not a database of this site"),
                            ("newer schema", newer, "newer than this program"), ("missing", missing, "missing.db")):
        r = restore(site_bin, f, srv.db)
        answers[name] = r.stderr.strip()
        assert r.returncode != 0, (name, r.stdout)
        assert re.search(expect, r.stderr), (name, r.stderr)
        assert fingerprint(srv.db.parent) == before, f"{name}: the database folder changed"
    fig.set("refusals", answers)
