"""Crash safety: concurrent writers, `kill -9` at random moments, restart.

Each run: start the server on the same database file, let six writers post orders, imports,
exports and awards, kill the process with SIGKILL a random 0.4-2.5 s after the run's first
acknowledged write, and then
- on a copy of what the crash left (the .db and its -wal, as the next start finds them):
  integrity_check, foreign_key_check, no stock below zero, every write answered 2xx present;
- restart the server on the original files: it starts, and its API shows every acknowledged
  write (of this run and all before), no product with negative stock.
"""

from __future__ import annotations

import random
import threading
import time

import harness

RUNS = 5
WRITERS = 6


def test_kill9_under_concurrent_writes_loses_no_acknowledged_write(servers, tmp_path):
    fig = harness.Figures("crash_safety")
    rnd = random.Random(20240501)
    srv = servers("crash", env={"SITE_LOGIN_LIMIT": "0", "SITE_ORDER_LIMIT": "0"}).start()
    cookie = srv.cookie()
    admin = srv.session(login=True)
    shared = [harness.create_product(admin, srv.url, f"Shared almonds {i}", 10**6)["id"]
              for i in range(3)]
    own = [harness.create_product(admin, srv.url, f"Writer {i} raisins", 50) for i in range(WRITERS)]
    acked = harness.Acked()
    runs = []
    for run in range(RUNS):
        if not srv.alive():
            srv.start()
        # the writers' products as the server now sees them (imports/exports known so far)
        products = {p["id"]: p for p in admin.get(srv.url + "/api/products", timeout=30).json()}
        stop = threading.Event()
        before = acked.count()
        writers = [harness.Writer(i, srv.url, cookie, products[own[i]["id"]], shared, acked, stop,
                                  seed=run * 100 + i) for i in range(WRITERS)]
        for w in writers:
            w.start()
        # A random moment of the writing, counted from this run's first acknowledged write: on a
        # slow or loaded machine the writers may need longer than the delay to get going, and a
        # run with nothing acknowledged proves nothing.
        harness.wait_until(lambda: acked.count() > before, "this run's first acknowledged write")
        delay = rnd.uniform(0.4, 2.5)
        time.sleep(delay)
        srv.kill()
        stop.set()
        for w in writers:
            w.join(timeout=15)
            assert not w.is_alive(), "a writer did not stop"
        errors = [e for w in writers for e in w.errors]
        assert not errors, f"5xx while writing: {errors[:5]}"
        snap = acked.snapshot()

        # what the crash left, as the next start will find it
        crashed = harness.copy_db(srv.db, tmp_path / f"after-crash-{run}")
        checks = harness.db_checks(crashed)
        missing_file = harness.missing_in_db(crashed, snap)
        found_rows = sum(len(harness.db_ids(crashed, t)) for t in
                         ("orders", "stock_imports", "stock_exports", "awards"))

        # restart on the original files
        t0 = time.monotonic()
        srv.start()
        restart_s = time.monotonic() - t0
        missing_api = harness.missing_via_api(srv.url, cookie, snap)
        acked_total = sum(len(v) for v in snap.values())
        rec = {
            "run": run + 1,
            "killed_after_s": round(delay, 2),
            "writes_attempted_total": acked.attempts,
            "acknowledged_this_run": acked_total - before,
            "acknowledged_total": acked_total,
            "found_in_file": acked_total - harness.total(missing_file),
            "found_via_api_after_restart": acked_total - harness.total(missing_api),
            "rows_in_file": found_rows,
            "unanswered_requests_total": acked.failed,
            "integrity_check": checks["integrity"],
            "foreign_key_violations": len(checks["foreign_key_violations"]),
            "negative_stock_products": len(checks["negative_stock"]),
            "restart_s": round(restart_s, 2),
        }
        runs.append(rec)
        fig.set("runs", runs)
        assert checks["integrity"] == ["ok"], rec
        assert not checks["foreign_key_violations"], checks
        assert not checks["negative_stock"], checks
        assert harness.total(missing_file) == 0, f"acknowledged writes missing in the file: {missing_file}"
        assert harness.total(missing_api) == 0, f"acknowledged writes missing after restart: {missing_api}"
        assert acked_total - before > 0, "no write was acknowledged in this run: the test proved nothing"

    fig.set("statuses", {str(k): v for k, v in sorted(acked.statuses.items())})
    # Writes kept going on through every run (rows only grow: nothing acknowledged is rolled back).
    assert [r["acknowledged_total"] for r in runs] == sorted(r["acknowledged_total"] for r in runs)
    srv.stop()
