"""Graceful stop: SIGTERM under load.

Writers keep posting, browsers hold idle keep-alive connections, and three uploads are caught
half-sent when SIGTERM arrives. Then:
- the half-sent uploads, finished after the signal, are answered 2xx (in-flight requests finish);
- the process exits with code 0 within a few seconds (idle connections do not hold it);
- only the .db file remains (the WAL was checkpointed: no -wal, no -shm);
- a copy of that file alone, opened elsewhere, passes the integrity checks and holds every
  acknowledged write, and a server started on the copy serves them.
"""

from __future__ import annotations

import json
import socket
import threading
import time

import harness

EXIT_WITHIN_S = 5.0
GRACE_S = 30


class SlowRequest(threading.Thread):
    """Sends the head and the first half of a body, waits for `resume`, sends the rest, and
    reads the whole answer."""

    def __init__(self, port: int, method: str, path: str, payload: dict, cookie: str):
        super().__init__(daemon=True)
        body = json.dumps(payload).encode()
        head = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://127.0.0.1:{port}\r\n"
                f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
                f"Cookie: {harness.SESSION_COOKIE}={cookie}\r\nConnection: close\r\n\r\n").encode()
        self.port, self.head, self.body = port, head, body
        self.half_sent = threading.Event()
        self.resume = threading.Event()
        self.status: int | None = None
        self.answer = b""
        self.error: str | None = None
        self.sock: socket.socket | None = None

    def run(self):
        try:
            sock = self.sock = socket.create_connection(("127.0.0.1", self.port), timeout=20)
            half = len(self.body) // 2
            sock.sendall(self.head + self.body[:half])
            self.half_sent.set()
            self.resume.wait(60)
            sock.sendall(self.body[half:])
            chunks = []
            while True:
                c = sock.recv(65536)
                if not c:
                    break
                chunks.append(c)
            sock.close()
            self.answer = b"".join(chunks)
            self.status = int(self.answer.split(b" ", 2)[1]) if self.answer else None
        except OSError as e:
            self.error = repr(e)
        finally:
            self.half_sent.set()

    def wait_until_in_flight(self):
        """Until the server has read the head and the half body sent so far (nothing unread
        waits in its socket): the request is in flight, its handler waiting for the rest."""
        assert self.half_sent.wait(30) and self.error is None, self.error
        harness.wait_until(lambda: harness.server_read_all(self.port, self.sock),
                           f"the server reading the first half of {self.head.split(b' ', 2)[:2]}")


def closed_by_server(sock: socket.socket, timeout: float) -> bool:
    """Whether the server closes this (idle, keep-alive) connection within `timeout` (any rest
    of the earlier answer still unread is skipped)."""
    deadline = time.monotonic() + timeout
    try:
        while (left := deadline - time.monotonic()) > 0:
            sock.settimeout(left)
            if sock.recv(65536) == b"":
                return True
        return False
    except ConnectionResetError:
        return True
    except OSError:  # timed out
        return False


def test_sigterm_under_load_finishes_requests_checkpoints_and_exits(servers, tmp_path):
    fig = harness.Figures("graceful_stop")
    # The grace (30 s) only bounds a stuck stop; this test's in-flight uploads are held across
    # the signal for as long as the checks below take, so it must not run out meanwhile.
    srv = servers("graceful", env={"SITE_LOGIN_LIMIT": "0", "SITE_ORDER_LIMIT": "0",
                                   "SITE_SHUTDOWN_GRACE": str(GRACE_S)}).start()
    cookie = srv.cookie()
    admin = srv.session(login=True)
    shared = [harness.create_product(admin, srv.url, "Saffron threads", 10**6)["id"]]
    own = [harness.create_product(admin, srv.url, f"Dried apricots {i}", 40) for i in range(4)]
    acked = harness.Acked()
    stop = threading.Event()
    writers = [harness.Writer(i, srv.url, cookie, own[i], shared, acked, stop, seed=7 + i)
               for i in range(4)]
    for w in writers:
        w.start()
    # writers are under way: some writes acknowledged before the stop (not a fixed pause)
    harness.wait_until(lambda: acked.count() >= 20, "the writers' first 20 acknowledged writes")

    # idle keep-alive connections, as browsers leave them
    idle = []
    for _ in range(3):
        sock = socket.create_connection(("127.0.0.1", srv.port), timeout=10)
        sock.sendall(f"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:{srv.port}\r\n\r\n".encode())
        assert sock.recv(4096).startswith(b"HTTP/1.1 200")
        idle.append(sock)

    pdf = harness.minimal_pdf("graceful stop", pad=300_000)
    slow = [
        SlowRequest(srv.port, "PUT", "/api/content/profile",
                    {"name": "graceful-profile.pdf", "data": harness.data_url("application/pdf", pdf)},
                    cookie),
        SlowRequest(srv.port, "POST", "/api/awards",
                    {"imageUrl": harness.data_url("image/png", harness.png_bytes(4242, size=120)),
                     "title": "graceful-award-1", "description": "in flight at SIGTERM"}, cookie),
        SlowRequest(srv.port, "POST", "/api/orders",
                    {"productId": shared[0], "quantity": 2, "customerName": "graceful-order",
                     "notes": "x" * 400}, cookie),
    ]
    for r in slow:
        r.start()
    for r in slow:
        r.wait_until_in_flight()  # the server has read the heads and waits for the rest of the bodies
    assert all(r.error is None for r in slow), [r.error for r in slow]

    t_sig = time.monotonic()
    srv.proc.send_signal(15)
    # The stop has begun (the listener is closed) while the uploads are still half-sent, and the
    # idle keep-alive connections are closed now, not after the uploads or the grace.
    harness.wait_until(lambda: harness.refuses_connections(srv.port) or not srv.alive(),
                       "the server to stop listening after SIGTERM", timeout=EXIT_WITHIN_S)
    idle_closed = [closed_by_server(sock, EXIT_WITHIN_S) for sock in idle]
    for r in slow:
        r.resume.set()
    for r in slow:
        r.join(15)
    try:
        code = srv.proc.wait(timeout=30)
        exit_s = time.monotonic() - t_sig
    except Exception:
        srv.kill()
        code, exit_s = None, float("inf")
    stop.set()
    for w in writers:
        w.join(15)
    for sock in idle:
        sock.close()
    errors = [e for w in writers for e in w.errors]
    snap = acked.snapshot()
    leftovers = sorted(p.name for p in srv.db.parent.iterdir())

    copy_dir = tmp_path / "copy"
    copy = harness.copy_db(srv.db, copy_dir, with_wal=False)
    checks = harness.db_checks(copy)
    missing_file = harness.missing_in_db(copy, snap)
    profile = harness.db_rows(copy, "SELECT profile_name FROM site_content WHERE id = 1")
    award_titles = {r[0] for r in harness.db_rows(copy, "SELECT title FROM awards")}
    order_names = {r[0] for r in harness.db_rows(copy, "SELECT customer_name FROM orders")}

    acked_total = sum(len(v) for v in snap.values())
    fig.set("result", {
        "sigterm_to_exit_s": round(exit_s, 2),
        "exit_code": code,
        "in_flight_at_sigterm": len(slow),
        "in_flight_answered": [r.status for r in slow],
        "idle_connections_closed_before_uploads_finished": idle_closed,
        "acknowledged": acked_total,
        "found_in_copy": acked_total - harness.total(missing_file),
        "files_left": leftovers,
        "integrity_check": checks["integrity"],
    })
    assert not errors, f"5xx while writing: {errors[:5]}"
    assert [r.error for r in slow] == [None] * 3
    assert [r.status for r in slow] == [200, 201, 201], [r.answer[:300] for r in slow]
    assert idle_closed == [True] * 3, f"idle keep-alive connections left open while stopping: {idle_closed}"
    assert code == 0, f"exit code {code}:\n{srv.log_tail()}"
    assert exit_s < EXIT_WITHIN_S, f"took {exit_s:.1f}s to exit after SIGTERM"
    assert leftovers == ["site.db"], f"left beside the database: {leftovers}"
    assert checks["integrity"] == ["ok"] and not checks["foreign_key_violations"], checks
    assert not checks["negative_stock"], checks
    assert acked_total > 0
    assert harness.total(missing_file) == 0, missing_file
    assert profile == [("graceful-profile.pdf",)]
    assert "graceful-award-1" in award_titles and "graceful-order" in order_names

    # the copy alone is a working site
    copy_srv = servers("copy-serve")
    copy_srv.db = copy
    copy_srv.start()
    assert harness.total(harness.missing_via_api(copy_srv.url, cookie, snap)) == 0
    content = copy_srv.session().get(copy_srv.url + "/api/content", timeout=10).json()
    assert content["profileDocumentName"] == "graceful-profile.pdf"
    doc = copy_srv.session().get(copy_srv.url + content["profileDocumentUrl"], timeout=10)
    assert doc.status_code == 200 and doc.content == pdf
    copy_srv.stop()


def test_a_stalled_client_cannot_hold_the_stop(servers, tmp_path):
    """A client that sends half a body and then nothing: SIGTERM still ends the process within
    the configured grace (SITE_SHUTDOWN_GRACE), and the WAL is still checkpointed."""
    fig = harness.Figures("graceful_stop_stalled")
    grace = 2
    srv = servers("stalled", env={"SITE_LOGIN_LIMIT": "0", "SITE_SHUTDOWN_GRACE": str(grace)}).start()
    cookie = srv.cookie()
    admin = srv.session(login=True)
    p = harness.create_product(admin, srv.url, "Stalled pine nuts", 10)
    stalled = SlowRequest(srv.port, "POST", "/api/orders",
                          {"productId": p["id"], "quantity": 1, "customerName": "never finishes"}, cookie)
    stalled.start()
    stalled.wait_until_in_flight()  # in flight: the server waits for a rest that never comes
    t0 = time.monotonic()
    srv.proc.send_signal(15)
    try:
        code = srv.proc.wait(timeout=grace + 15)
        exit_s = time.monotonic() - t0
    except Exception:
        srv.kill()
        code, exit_s = None, float("inf")
    stalled.resume.set()
    stalled.join(10)
    leftovers = sorted(x.name for x in srv.db.parent.iterdir())
    fig.set("result", {"grace_s": grace, "sigterm_to_exit_s": round(exit_s, 2), "exit_code": code,
                       "files_left": leftovers})
    assert exit_s < grace + 3, f"a stalled client held the stop for {exit_s:.1f}s (grace {grace}s)"
    assert code == 0, f"exit code {code}:\n{srv.log_tail()}"
    assert leftovers == ["site.db"], f"left beside the database: {leftovers}"
    copy = harness.copy_db(srv.db, tmp_path / "copy", with_wal=False)
    assert harness.db_checks(copy)["integrity"] == ["ok"]
    assert harness.db_rows(copy, "SELECT name FROM products") == [("Stalled pine nuts",)]
