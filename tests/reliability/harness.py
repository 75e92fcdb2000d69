"""Shared machinery of the reliability suites: start the real release binary on a temporary
database, talk to it over real HTTP on 127.0.0.1, inspect its SQLite file with the stdlib, and
record figures for docs/reliability.md.

Nothing here talks to anything but loopback addresses, and every wait is bounded.
"""

from __future__ import annotations

import base64
import json
import os
import random
import re
import resource
import shutil
import signal
import socket
import sqlite3
import struct
import subprocess
import threading
import time
import zlib
from pathlib import Path

import requests
import requests.adapters
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
FIGURES_DIR = ROOT / "target" / "reliability"
ADMIN_USER = "admin"
ADMIN_PASSWORD = "reliability-Suite-pw-7731"
SESSION_COOKIE = "site_session"


# --------------------------------------------------------------------------- as a browser

# The server refuses a write that carries neither `Origin` nor `Sec-Fetch-Site: same-origin`, as
# every browser sends one (integrators' scripts use API keys). The suites' clients act as the
# site's own pages: a write gets the Origin a browser on the page it was sent to would add, unless
# the test sets its own Origin or Sec-Fetch-Site, or sends `AS_SCRIPT` to go out with neither.
AS_SCRIPT = {"X-Test-As-Script": "1"}
_MUTATING = {"POST", "PUT", "PATCH", "DELETE"}
_adapter_send = requests.adapters.HTTPAdapter.send


def _send_as_a_browser(self, request, *args, **kwargs):
    if request.headers.pop("X-Test-As-Script", None) is None and request.method in _MUTATING \
            and "Origin" not in request.headers and "Sec-Fetch-Site" not in request.headers:
        u = urlsplit(request.url)
        request.headers["Origin"] = f"{u.scheme}://{u.netloc}"
    return _adapter_send(self, request, *args, **kwargs)


requests.adapters.HTTPAdapter.send = _send_as_a_browser


# --------------------------------------------------------------------------- the binary


def site_bin() -> Path:
    """The binary under test: $SITE_BIN, else target/release/site, else /tmp/site-bin/site."""
    env = os.environ.get("SITE_BIN")
    if env:
        p = Path(env)
        if not p.is_absolute():
            p = ROOT / p
        if not p.is_file():
            raise RuntimeError(f"SITE_BIN={env} does not exist")
        return p
    for p in (ROOT / "target" / "release" / "site", Path("/tmp/site-bin/site")):
        if p.is_file():
            return p
    raise RuntimeError(
        "no server binary: build it (cargo build --release) or set SITE_BIN "
        "(looked at target/release/site and /tmp/site-bin/site)"
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """One `site serve` process on its own port and database file."""

    def __init__(self, db: Path, *, demo: bool = False, env: dict | None = None,
                 log: Path | None = None, ui_dir: Path | None = None,
                 nofile_soft: int | None = None):
        self.db = Path(db)
        self.demo = demo
        self.extra_env = dict(env or {})
        self.log_path = Path(log) if log else self.db.with_suffix(".log")
        self.ui_dir = ui_dir
        self.nofile_soft = nofile_soft
        self.port = None
        self.proc: subprocess.Popen | None = None
        self._log = None
        self.starts = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30.0) -> "Server":
        assert self.proc is None or self.proc.poll() is not None, "already running"
        self.port = free_port()
        env = dict(os.environ)
        env.setdefault("RUST_LOG", "info")
        env["SITE_ADMIN_PASSWORD"] = ADMIN_PASSWORD
        for k in ("SITE_ADDR", "SITE_DB", "SITE_DEMO", "SITE_UI_DIR"):
            env.pop(k, None)
        env.update({k: str(v) for k, v in self.extra_env.items()})
        cmd = [str(site_bin()), "serve", "--addr", f"127.0.0.1:{self.port}", "--db", str(self.db)]
        if self.demo:
            cmd.append("--demo")
        if self.ui_dir:
            cmd += ["--ui-dir", str(self.ui_dir)]
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self._log = open(self.log_path, "ab")
        self._log.write(f"\n=== start {self.starts}: {' '.join(cmd)}\n".encode())
        self._log.flush()
        def limits():
            # a soft limit on open files as a service manager sets it (systemd: 1024)
            if self.nofile_soft:
                hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
                resource.setrlimit(resource.RLIMIT_NOFILE, (self.nofile_soft, hard))
        self.proc = subprocess.Popen(cmd, stdout=self._log, stderr=subprocess.STDOUT, env=env,
                                     stdin=subprocess.DEVNULL, preexec_fn=limits)
        self.starts += 1
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited with {self.proc.returncode} while starting:\n"
                                   + self.log_tail())
            try:
                r = requests.get(self.url + "/api/health", timeout=1)
                if r.status_code == 200:
                    self.started_at = time.monotonic()
                    return self
            except requests.RequestException:
                pass
            time.sleep(0.05)
        self.kill()
        raise RuntimeError(f"server not healthy within {timeout}s:\n" + self.log_tail())

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def kill(self) -> None:
        """kill -9: no chance to clean up."""
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=10)
        self._close_log()

    def terminate(self, timeout: float = 15.0) -> tuple[float, int]:
        """SIGTERM, then wait: answers (seconds until exit, exit code). SIGKILL after timeout."""
        assert self.proc is not None
        t0 = time.monotonic()
        self.proc.send_signal(signal.SIGTERM)
        try:
            code = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=10)
            self._close_log()
            return (float("inf"), -9)
        self._close_log()
        return (time.monotonic() - t0, code)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.terminate(timeout=15)
        self._close_log()

    def _close_log(self):
        if self._log:
            self._log.close()
            self._log = None

    def rss_kib(self) -> dict:
        """VmRSS and VmHWM (peak) of the running process, in KiB."""
        out = {}
        try:
            for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
                if line.startswith(("VmRSS:", "VmHWM:")):
                    k, v = line.split(":", 1)
                    out[k] = int(v.split()[0])
        except OSError:
            pass
        return out

    def log_text(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except OSError:
            return ""

    def log_tail(self, n: int = 40) -> str:
        return "\n".join(self.log_text().splitlines()[-n:])

    # ------------------------------------------------------------------ HTTP helpers

    def session(self, login: bool = False, user: str = ADMIN_USER, password: str = ADMIN_PASSWORD
                ) -> requests.Session:
        s = requests.Session()
        if login:
            r = s.post(self.url + "/api/admins/auth", json={"username": user, "password": password},
                       timeout=30)
            assert r.status_code == 200, f"login failed: {r.status_code} {r.text}"
            assert s.cookies.get(SESSION_COOKIE), f"no {SESSION_COOKIE} cookie: {r.headers}"
        return s

    def cookie(self, user: str = ADMIN_USER, password: str = ADMIN_PASSWORD) -> str:
        return self.session(login=True, user=user, password=password).cookies.get(SESSION_COOKIE)


def wait_until(condition, what: str, timeout: float = 60.0, interval: float = 0.02):
    """Polls `condition` until it answers something true and returns that; fails after `timeout`
    seconds (a deadline far beyond the usual wait, so a slow or loaded machine only waits longer).
    Tests wait for the state they need this way, never for a fixed duration."""
    deadline = time.monotonic() + timeout
    while True:
        got = condition()
        if got:
            return got
        if time.monotonic() >= deadline:
            raise AssertionError(f"still waiting after {timeout:.0f} s: {what}")
        time.sleep(interval)


def _tcp_sockets():
    """(local port, remote port, state, bytes received but not yet read) of every TCP socket of
    this machine's network namespace, from /proc/net/tcp and tcp6."""
    out = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            f = line.split()
            local, remote, state, queues = f[1], f[2], f[3], f[4]
            out.append((int(local.rsplit(":", 1)[1], 16), int(remote.rsplit(":", 1)[1], 16),
                        state, int(queues.split(":")[1], 16)))
    return out


def server_read_all(server_port: int, client: socket.socket) -> bool:
    """Whether the server has read every byte this client connection sent: its end of the
    connection (local port `server_port`, peer = the client's port) is established and holds no
    unread bytes. Then the server has accepted the connection and parsed the request head."""
    client_port = client.getsockname()[1]
    mine = [q for lp, rp, st, q in _tcp_sockets() if lp == server_port and rp == client_port and st == "01"]
    return len(mine) == 1 and mine[0] == 0


def accept_queue(port: int) -> int | None:
    """How many established connections wait in the accept queue of the socket listening on
    `port` (None: nothing listens there)."""
    queues = [q for lp, _, st, q in _tcp_sockets() if lp == port and st == "0A"]
    return sum(queues) if queues else None


def refuses_connections(port: int) -> bool:
    """Whether nothing listens on 127.0.0.1:`port` any more (a stopping server closed it)."""
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
        return False
    except ConnectionRefusedError:
        return True
    except OSError:
        return False


# --------------------------------------------------------------------------- API payloads


def product_payload(name: str, stock: int = 100, **extra) -> dict:
    p = {"name": name, "unit": "kg", "price": 12.5, "currency": "USD", "source": "bought",
         "initialStock": stock}
    p.update(extra)
    return p


def create_product(s: requests.Session, url: str, name: str, stock: int = 100, **extra) -> dict:
    r = s.post(url + "/api/products", json=product_payload(name, stock, **extra), timeout=30)
    assert r.status_code == 201, f"create product: {r.status_code} {r.text}"
    return r.json()


def all_orders(s: requests.Session, url: str, page: int = 500) -> list[dict]:
    out, offset = [], 0
    while True:
        r = s.get(url + "/api/orders", params={"limit": page, "offset": offset}, timeout=30)
        assert r.status_code == 200, f"list orders: {r.status_code} {r.text}"
        batch = r.json()
        out.extend(batch)
        if len(batch) < page:
            return out
        offset += page


def png_bytes(seed: int, size: int = 2) -> bytes:
    """A real, decodable PNG whose pixels (and so content hash) depend on `seed`."""
    rnd = random.Random(seed)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    raw = b"".join(b"\x00" + rnd.randbytes(size * 3) for _ in range(size))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw))
            + chunk(b"IEND", b""))


def data_url(mime: str, data: bytes) -> str:
    return f"data:{mime};base64," + base64.b64encode(data).decode()


def minimal_pdf(text: str = "Golbahar profile", pad: int = 0) -> bytes:
    """A small valid one-page PDF (padding goes into a comment, keeping it valid)."""
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>",
    ]
    stream = f"BT /F1 12 Tf 20 100 Td ({text}) Tj ET".encode()
    objs.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    if pad:
        out += b"%" + b"x" * pad + b"\n"
    offsets = []
    for i, o in enumerate(objs, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    return bytes(out)


# --------------------------------------------------------------------------- the database file


def copy_db(src: Path, dest_dir: Path, with_wal: bool = True) -> Path:
    """Copies the database file (and its -wal, as a crashed server leaves it) to dest_dir."""
    dest_dir.mkdir(parents=True, exist_ok=True)
    dest = dest_dir / src.name
    shutil.copy2(src, dest)
    if with_wal:
        for suffix in ("-wal",):
            side = Path(str(src) + suffix)
            if side.exists():
                shutil.copy2(side, Path(str(dest) + suffix))
    return dest


def db_checks(path: Path) -> dict:
    """integrity_check, foreign_key_check and the stock rule, on `path` (a scratch copy)."""
    con = sqlite3.connect(str(path), timeout=10)
    try:
        integrity = [r[0] for r in con.execute("PRAGMA integrity_check")]
        fk = con.execute("PRAGMA foreign_key_check").fetchall()
        negative = con.execute(
            """SELECT p.id, p.base_stock
                      + COALESCE((SELECT SUM(quantity) FROM stock_imports i WHERE i.product_id = p.id), 0)
                      - COALESCE((SELECT SUM(quantity) FROM stock_exports e WHERE e.product_id = p.id), 0)
                 AS available
               FROM products p WHERE available < 0"""
        ).fetchall()
        return {"integrity": integrity, "foreign_key_violations": fk, "negative_stock": negative}
    finally:
        con.close()


def db_ids(path: Path, table: str) -> set[int]:
    con = sqlite3.connect(str(path), timeout=10)
    try:
        return {r[0] for r in con.execute(f"SELECT id FROM {table}")}
    finally:
        con.close()


def db_rows(path: Path, sql: str, args=()) -> list:
    con = sqlite3.connect(str(path), timeout=10)
    try:
        return con.execute(sql, args).fetchall()
    finally:
        con.close()


# --------------------------------------------------------------------------- writers


class Acked:
    """Writes the server acknowledged with a 2xx, by kind: id -> what identifies the write."""

    def __init__(self):
        self.lock = threading.Lock()
        self.orders: dict[int, str] = {}          # order id -> customerName tag
        self.imports: dict[int, tuple] = {}       # import id -> (product id, quantity)
        self.exports: dict[int, tuple] = {}       # export id -> (product id, quantity, destination)
        self.awards: dict[int, str] = {}          # award id -> title tag
        self.attempts = 0
        self.failed = 0        # no answer (connection refused/reset) or timeout
        self.statuses: dict[int, int] = {}

    def count(self) -> int:
        return len(self.orders) + len(self.imports) + len(self.exports) + len(self.awards)

    def snapshot(self) -> dict:
        with self.lock:
            return {"orders": dict(self.orders), "imports": dict(self.imports),
                    "exports": dict(self.exports), "awards": dict(self.awards)}


class Writer(threading.Thread):
    """Posts orders, imports, exports and awards in a loop until `stop` is set; records every
    write answered 2xx in `acked`. Owns product `own` (only this writer moves its stock), and
    orders `shared`."""

    def __init__(self, idx: int, url: str, cookie: str, own: dict, shared: list[int], acked: Acked,
                 stop: threading.Event, seed: int, awards: bool = True, pause: float = 0.0):
        super().__init__(daemon=True)
        self.idx, self.url, self.acked, self.stop = idx, url, acked, stop
        self.rnd = random.Random(seed)
        self.cookie = cookie
        self.pid = own["id"]
        self.known_imports = {m["id"] for m in own["imports"]}
        self.known_exports = {m["id"] for m in own["exports"]}
        self.available = own["available"]
        self.shared = shared
        self.n = 0
        self.awards = awards
        self.pause = pause
        self.errors: list[str] = []

    def _session(self):
        s = requests.Session()
        s.cookies.set(SESSION_COOKIE, self.cookie, domain="127.0.0.1", path="/")
        return s

    def run(self):
        s = self._session()
        while not self.stop.is_set():
            self.n += 1
            tag = f"w{self.idx}-{self.n}-{self.rnd.randrange(10**9)}"
            roll = self.rnd.random()
            try:
                with self.acked.lock:
                    self.acked.attempts += 1
                if roll < 0.35:
                    r = s.post(self.url + "/api/orders", json={
                        "productId": self.rnd.choice(self.shared), "quantity": 1,
                        "customerName": tag, "customerEmail": "buyer@example.com",
                        "destination": "Dubai", "notes": "reliability"}, timeout=10)
                    self._status(r)
                    if r.status_code == 201:
                        o = r.json()
                        with self.acked.lock:
                            self.acked.orders[o["id"]] = tag
                elif roll < 0.65 or self.available < 1:
                    q = self.rnd.randint(1, 5)
                    r = s.post(f"{self.url}/api/products/{self.pid}/imports",
                               json={"quantity": q, "date": "2024-05-01"}, timeout=10)
                    self._status(r)
                    if r.status_code == 200:
                        self._movement(r.json(), q, None)
                elif roll < 0.95 or not self.awards:
                    q = self.rnd.randint(1, min(3, self.available))
                    r = s.post(f"{self.url}/api/products/{self.pid}/exports",
                               json={"quantity": q, "destination": tag, "date": "2024-05-02"},
                               timeout=10)
                    self._status(r)
                    if r.status_code == 200:
                        self._movement(r.json(), q, tag)
                else:
                    img = data_url("image/png", png_bytes(zlib.crc32(tag.encode())))
                    r = s.post(self.url + "/api/awards",
                               json={"imageUrl": img, "title": tag, "description": "crash"},
                               timeout=10)
                    self._status(r)
                    if r.status_code == 201:
                        a = r.json()
                        with self.acked.lock:
                            self.acked.awards[a["id"]] = tag
            except (AssertionError, ValueError, KeyError) as e:
                self.errors.append(f"unexpected answer: {e!r}")
                return
            except requests.RequestException:
                with self.acked.lock:
                    self.acked.failed += 1
                if self.stop.wait(0.05):
                    return
                s = self._session()
            if self.pause:
                time.sleep(self.pause)

    def _status(self, r):
        with self.acked.lock:
            self.acked.statuses[r.status_code] = self.acked.statuses.get(r.status_code, 0) + 1
        if r.status_code >= 500:
            self.errors.append(f"{r.request.method} {r.request.url}: {r.status_code} {r.text[:200]}")

    def _movement(self, product: dict, q: int, dest: str | None):
        self.available = product["available"]
        if dest is None:
            new = {m["id"] for m in product["imports"]} - self.known_imports
            assert len(new) == 1, f"import answer shows {len(new)} new imports"
            self.known_imports |= new
            with self.acked.lock:
                self.acked.imports[new.pop()] = (self.pid, q)
        else:
            new = {m["id"] for m in product["exports"]} - self.known_exports
            assert len(new) == 1, f"export answer shows {len(new)} new exports"
            self.known_exports |= new
            with self.acked.lock:
                self.acked.exports[new.pop()] = (self.pid, q, dest)


def missing_in_db(path: Path, acked: dict) -> dict:
    """Acknowledged writes that the database file at `path` does not hold."""
    orders = dict(db_rows(path, "SELECT id, customer_name FROM orders"))
    imports = {r[0]: (r[1], r[2]) for r in db_rows(path, "SELECT id, product_id, quantity FROM stock_imports")}
    exports = {r[0]: (r[1], r[2], r[3]) for r in
               db_rows(path, "SELECT id, product_id, quantity, destination FROM stock_exports")}
    awards = dict(db_rows(path, "SELECT id, title FROM awards"))
    return {
        "orders": [i for i, t in acked["orders"].items() if orders.get(i) != t],
        "imports": [i for i, v in acked["imports"].items() if imports.get(i) != tuple(v)],
        "exports": [i for i, v in acked["exports"].items() if exports.get(i) != tuple(v)],
        "awards": [i for i, t in acked["awards"].items() if awards.get(i) != t],
    }


def missing_via_api(url: str, cookie: str, acked: dict) -> dict:
    """Acknowledged writes that the running server does not show through its API."""
    s = requests.Session()
    s.cookies.set(SESSION_COOKIE, cookie, domain="127.0.0.1", path="/")
    orders = {o["id"]: o["customerName"] for o in all_orders(s, url)}
    r = s.get(url + "/api/products", timeout=30)
    assert r.status_code == 200
    imports, exports = {}, {}
    for p in r.json():
        assert p["available"] >= 0, f"product {p['id']} shows negative stock {p['available']}"
        for m in p["imports"]:
            imports[m["id"]] = (p["id"], m["quantity"])
        for m in p["exports"]:
            exports[m["id"]] = (p["id"], m["quantity"], m["destination"])
    r = s.get(url + "/api/awards", timeout=30)
    assert r.status_code == 200
    awards = {a["id"]: a["title"] for a in r.json()}
    return {
        "orders": [i for i, t in acked["orders"].items() if orders.get(i) != t],
        "imports": [i for i, v in acked["imports"].items() if imports.get(i) != tuple(v)],
        "exports": [i for i, v in acked["exports"].items() if exports.get(i) != tuple(v)],
        "awards": [i for i, t in acked["awards"].items() if awards.get(i) != t],
    }


def total(missing: dict) -> int:
    return sum(len(v) for v in missing.values())


# --------------------------------------------------------------------------- figures


class Figures:
    """Figures of one suite, written to target/reliability/<suite>.json after every change so a
    run cut short still leaves what it measured."""

    def __init__(self, suite: str):
        self.suite = suite
        self.data: dict = {"suite": suite, "binary": None, "started": time.strftime("%Y-%m-%dT%H:%M:%S")}
        try:
            self.data["binary"] = str(site_bin())
        except RuntimeError:
            pass
        FIGURES_DIR.mkdir(parents=True, exist_ok=True)
        self.path = FIGURES_DIR / f"{suite}.json"

    def set(self, key: str, value) -> None:
        self.data[key] = value
        self.flush()

    def append(self, key: str, value) -> None:
        self.data.setdefault(key, []).append(value)
        self.flush()

    def flush(self) -> None:
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.data, indent=2, ensure_ascii=False, default=str))
        tmp.replace(self.path)


# --------------------------------------------------------------------------- leaks

LEAK_PATTERNS = [
    re.compile(p, re.I) for p in (
        r"panicked at", r"stack backtrace", r"RUST_BACKTRACE", r"\bsqlite", r"rusqlite",
        r"\bSELECT\b.*\bFROM\b", r"\bINSERT\s+INTO\b", r"\bUPDATE\s+\w+\s+SET\b",
        r"\bDELETE\s+FROM\b", r"no such (table|column)", r"constraint failed", r"\.rs:\d+",
        r"src/[a-z_/]+\.rs", r"thread '.*'", r"r2d2", r"tokio", r"poem::", r"serde_json",
    )
]


def leaks(text: str) -> list[str]:
    """Fragments of internals (stack traces, SQL, source paths) found in a response body."""
    return [p.pattern for p in LEAK_PATTERNS if p.search(text)]


# --------------------------------------------------------------------------- order load with times


class OrderLoad(threading.Thread):
    """Posts orders for `product_id` until `stop` is set (at most `per_second` when given) and
    records each acknowledged order with the wall-clock time its 201 arrived: id -> (tag, time)."""

    def __init__(self, url: str, product_id: int, stop: threading.Event, per_second: float | None = None,
                 tag: str = "load"):
        super().__init__(daemon=True)
        self.url, self.product_id, self.stop, self.per_second, self.tag = url, product_id, stop, per_second, tag
        self.lock = threading.Lock()
        self.acked: dict[int, tuple[str, float]] = {}
        self.errors: list[str] = []
        self.failed = 0

    def run(self):
        s = requests.Session()
        n = 0
        began = time.monotonic()
        while not self.stop.is_set():
            n += 1
            tag = f"{self.tag}-{n}"
            try:
                r = s.post(self.url + "/api/orders", json={"productId": self.product_id, "quantity": 1,
                                                           "customerName": tag}, timeout=10)
                if r.status_code == 201:
                    with self.lock:
                        self.acked[r.json()["id"]] = (tag, time.time())
                elif r.status_code >= 500:
                    self.errors.append(f"{r.status_code} {r.text[:200]}")
            except requests.RequestException:
                self.failed += 1
                if self.stop.wait(0.05):
                    return
                s = requests.Session()
            if self.per_second:
                wait = began + n / self.per_second - time.monotonic()
                if wait > 0:
                    self.stop.wait(wait)

    def before(self, t: float) -> dict[int, str]:
        """The orders acknowledged before wall-clock time `t`: id -> customerName."""
        with self.lock:
            return {i: tag for i, (tag, at) in self.acked.items() if at < t}

    def count(self) -> int:
        with self.lock:
            return len(self.acked)


def orders_in_db(path: Path) -> dict[int, str]:
    return dict(db_rows(path, "SELECT id, customer_name FROM orders"))
