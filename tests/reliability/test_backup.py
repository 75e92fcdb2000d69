"""Online backup while writers run: `site backup FILE --db PATH` and the admin-only
`GET /api/backup` download.

Every backup must pass integrity_check and foreign_key_check, hold every write acknowledged
before it began, and a server restored from it (stale -wal/-shm of the old database removed)
must serve those writes.
"""

from __future__ import annotations

import shutil
import subprocess
import threading
import time
from pathlib import Path

import harness

BACKUPS = 3


def _loaded_server(servers, name):
    """A server with a few MB of images, four writers running against it."""
    srv = servers(name, env={"SITE_LOGIN_LIMIT": "0", "SITE_ORDER_LIMIT": "0"}).start()
    cookie = srv.cookie()
    admin = srv.session(login=True)
    for i in range(40):  # ~480 KB of incompressible pixels each: a ~20 MB database
        r = admin.post(srv.url + "/api/awards", json={
            "imageUrl": harness.data_url("image/png", harness.png_bytes(10_000 + i, size=400)),
            "title": f"bulk-award-{i}", "description": "backup bulk"}, timeout=30)
        assert r.status_code == 201, r.text
    shared = [harness.create_product(admin, srv.url, "Pistachios", 10**6)["id"]]
    own = [harness.create_product(admin, srv.url, f"Walnuts {i}", 60) for i in range(4)]
    acked = harness.Acked()
    stop = threading.Event()
    writers = [harness.Writer(i, srv.url, cookie, own[i], shared, acked, stop, seed=99 + i)
               for i in range(4)]
    for w in writers:
        w.start()
    return srv, cookie, acked, stop, writers


def _writes_go_on(acked, more: int = 20):
    """Waits until `more` further writes are acknowledged, so each backup begins with fresh writes
    before it and the writers running (a condition, not a fixed pause)."""
    seen = acked.count()
    harness.wait_until(lambda: acked.count() >= seen + more, f"{more} more acknowledged writes")


def _stop_writers(stop, writers):
    stop.set()
    for w in writers:
        w.join(15)
    errors = [e for w in writers for e in w.errors]
    assert not errors, f"5xx while writing: {errors[:5]}"


def _verify_file(path: Path, before: dict, scratch: Path) -> dict:
    copy = harness.copy_db(path, scratch, with_wal=False)
    checks = harness.db_checks(copy)
    missing = harness.missing_in_db(copy, before)
    return {"integrity": checks["integrity"], "fk": len(checks["foreign_key_violations"]),
            "negative": len(checks["negative_stock"]), "missing": harness.total(missing),
            "acked_before": sum(len(v) for v in before.values())}


def _restore_and_serve(servers, name: str, backup: Path, cookie: str, before: dict,
                       old_db: Path | None = None):
    """Puts `backup` in place of a database (with the crashed server's stale -wal/-shm removed)
    and checks that a server started on it serves every write acknowledged before the backup."""
    restored = servers(name)
    target = old_db or restored.db
    for suffix in ("-wal", "-shm"):
        Path(str(target) + suffix).unlink(missing_ok=True)
    shutil.copy2(backup, target)
    restored.db = target
    restored.start()
    missing = harness.missing_via_api(restored.url, cookie, before)
    restored.stop()
    return harness.total(missing)


def test_cli_backup_under_load_is_complete_and_restores(servers, site_bin, tmp_path):
    fig = harness.Figures("backup")
    srv, cookie, acked, stop, writers = _loaded_server(servers, "live")
    try:
        results = []
        for k in range(BACKUPS):
            _writes_go_on(acked)
            before = acked.snapshot()
            dest = tmp_path / f"backup-{k}.db"
            t0 = time.monotonic()
            run = subprocess.run([str(site_bin), "backup", str(dest), "--db", str(srv.db)],
                                 capture_output=True, text=True, timeout=120)
            took = time.monotonic() - t0
            assert run.returncode == 0, run.stdout + run.stderr
            assert dest.is_file()
            v = _verify_file(dest, before, tmp_path / f"check-{k}")
            v.update({"backup": k + 1, "kind": "cli", "seconds": round(took, 2),
                      "bytes": dest.stat().st_size,
                      "acked_during": sum(len(x) for x in acked.snapshot().values())
                      - v["acked_before"]})
            results.append(v)
            fig.set("cli_backups", results)
            assert v["integrity"] == ["ok"] and v["fk"] == 0 and v["negative"] == 0, v
            assert v["missing"] == 0, v

        # An existing file is never overwritten.
        last = tmp_path / f"backup-{BACKUPS - 1}.db"
        size = last.stat().st_size
        again = subprocess.run([str(site_bin), "backup", str(last), "--db", str(srv.db)],
                               capture_output=True, text=True, timeout=60)
        assert again.returncode != 0 and last.stat().st_size == size
    finally:
        _stop_writers(stop, writers)
    assert sum(r["acked_during"] for r in results) > 0, "writers made no progress during backups"

    # Disaster: the server dies, its database is replaced by the last backup.
    srv.kill()
    # the crash leaves a -wal beside the old file: a restore must not let SQLite replay it
    assert Path(str(srv.db) + "-wal").exists()
    last_before = results[-1]["acked_before"]
    missing = _restore_and_serve(servers, "restored", last, cookie,
                                 _snapshot_before(acked, last, tmp_path), old_db=srv.db)
    fig.set("restore", {"from": last.name, "acked_before_backup": last_before,
                        "missing_after_restore": missing})
    assert missing == 0


def _snapshot_before(acked, backup: Path, tmp_path) -> dict:
    """The acknowledged writes that the backup file holds (all of those acknowledged before it
    began were checked above; restoring must serve exactly what the file holds)."""
    copy = harness.copy_db(backup, tmp_path / "restore-check", with_wal=False)
    held = {
        "orders": {r[0] for r in harness.db_rows(copy, "SELECT id FROM orders")},
        "imports": {r[0] for r in harness.db_rows(copy, "SELECT id FROM stock_imports")},
        "exports": {r[0] for r in harness.db_rows(copy, "SELECT id FROM stock_exports")},
        "awards": {r[0] for r in harness.db_rows(copy, "SELECT id FROM awards")},
    }
    snap = acked.snapshot()
    return {k: {i: v for i, v in snap[k].items() if i in held[k]} for k in snap}


def test_api_backup_download_is_admin_only_consistent_and_serves(servers, tmp_path):
    fig = harness.Figures("backup_api")
    srv, cookie, acked, stop, writers = _loaded_server(servers, "live-api")
    try:
        anon = srv.session().get(srv.url + "/api/backup", timeout=30)
        assert anon.status_code == 401, anon.status_code
        assert not anon.content.startswith(b"SQLite format 3")
        bogus = srv.session()
        bogus.cookies.set(harness.SESSION_COOKIE, "not-a-session", domain="127.0.0.1", path="/")
        assert bogus.get(srv.url + "/api/backup", timeout=30).status_code == 401

        admin = srv.session(login=True)
        results = []
        for k in range(2):
            _writes_go_on(acked)
            before = acked.snapshot()
            t0 = time.monotonic()
            r = admin.get(srv.url + "/api/backup", timeout=120)
            took = time.monotonic() - t0
            assert r.status_code == 200, r.text[:300]
            assert r.content.startswith(b"SQLite format 3\x00")
            assert "attachment" in r.headers.get("Content-Disposition", ""), r.headers
            dest = tmp_path / f"download-{k}.db"
            dest.write_bytes(r.content)
            v = _verify_file(dest, before, tmp_path / f"dl-check-{k}")
            v.update({"backup": k + 1, "kind": "GET /api/backup", "seconds": round(took, 2),
                      "bytes": len(r.content), "content_type": r.headers.get("Content-Type")})
            results.append(v)
            fig.set("api_backups", results)
            assert v["integrity"] == ["ok"] and v["fk"] == 0 and v["negative"] == 0, v
            assert v["missing"] == 0, v
    finally:
        _stop_writers(stop, writers)

    missing = _restore_and_serve(servers, "restored-api", tmp_path / "download-1.db", cookie,
                                 _snapshot_before(acked, tmp_path / "download-1.db", tmp_path))
    fig.set("restore", {"missing_after_restore": missing})
    assert missing == 0
    srv.stop()
