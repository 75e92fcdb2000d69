"""The engine of scripts/bench: starts every server on 127.0.0.1, fills them with the same data, runs
each load in alternating rounds, prints PASS/FAIL per budget and writes docs/benchmarks.md.

Run it through scripts/bench, which builds the binaries and installs the peers first."""

import argparse
import atexit
import http.client
import json
import os
import platform
import re
import shutil
import signal
import ssl
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import closing
from datetime import datetime, timezone
from pathlib import Path

import data
import report

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
PB_EMAIL = "bench@example.com"
MB = 1024 * 1024


def log(*parts):
    print(*parts, flush=True)


# ----------------------------------------------------------------------------------------------
# Processes: every server is ours, started on loopback, stopped on exit (also via scripts/bench's
# trap, which reads the pid file).

class Server:
    running = []

    def __init__(self, name, argv, port, health, work, env=None, cwd=None, cpu=None, tls=False):
        self.name, self.argv, self.port, self.health = name, argv, port, health
        self.work, self.env, self.cwd, self.cpu, self.tls = work, env, cwd, cpu, tls
        self.proc = None
        self.log_path = work / f"{name}.log"

    def start(self):
        """Start and wait for the first 200 on the health path; returns the seconds that took."""
        argv = (["taskset", "-c", str(self.cpu)] if self.cpu is not None else []) + self.argv
        out = open(self.log_path, "ab")
        began = time.perf_counter()
        self.proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                     env=dict(os.environ, **(self.env or {})), cwd=self.cwd,
                                     start_new_session=True)
        out.close()
        Server.running.append(self)
        Server.record(self.work)
        deadline = began + 60
        while time.perf_counter() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.name} exited with {self.proc.returncode}:\n{self.log_tail()}")
            try:
                conn = (http.client.HTTPSConnection("127.0.0.1", self.port, timeout=2, context=UNVERIFIED)
                        if self.tls else http.client.HTTPConnection("127.0.0.1", self.port, timeout=2))
                conn.request("GET", self.health)
                status = conn.getresponse().status
                conn.close()
                if status == 200:
                    return time.perf_counter() - began
            except OSError:
                pass
            time.sleep(0.001)
        raise RuntimeError(f"{self.name} did not answer 200 on {self.health} within 60 s:\n{self.log_tail()}")

    def log_tail(self):
        try:
            return self.log_path.read_text(errors="replace")[-2000:]
        except OSError:
            return ""

    def stop(self, sig=signal.SIGTERM):
        if self.proc is None:
            return
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, sig)
            except ProcessLookupError:
                pass
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()
        if self in Server.running:
            Server.running.remove(self)
            Server.record(self.work)
        self.proc = None

    @classmethod
    def record(cls, work):
        """The pids scripts/bench's exit trap kills, should this process die without cleaning up."""
        (work / "pids").write_text("".join(f"{s.proc.pid}\n" for s in cls.running))

    def memory_kb(self, field):
        """VmRSS (now) or VmHWM (peak since start) of the server process."""
        with open(f"/proc/{self.proc.pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
        raise RuntimeError(f"no {field} for {self.name}")

    def cpu_seconds(self):
        """User + system CPU time of every process in the server's group (nginx's worker too)."""
        tick, total = os.sysconf("SC_CLK_TCK"), 0
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            try:
                fields = Path(entry.path, "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue  # exited meanwhile
            if int(fields[2]) == self.proc.pid:  # process group
                total += int(fields[11]) + int(fields[12])
        return total / tick

    @property
    def base(self):
        return f"{'https' if self.tls else 'http'}://127.0.0.1:{self.port}"


# The benchmark's own test certificate: nothing to verify it against, and nothing to protect.
UNVERIFIED = ssl.create_default_context()
UNVERIFIED.check_hostname = False
UNVERIFIED.verify_mode = ssl.CERT_NONE


def stop_everything():
    for server in list(Server.running):
        server.stop()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ----------------------------------------------------------------------------------------------
# Loads

class Load:
    """wrk, pinned to its own CPU, bounded by its duration; each run returns wrk's summary."""

    def __init__(self, cpu, seconds):
        self.cpu, self.seconds = cpu, seconds

    def run(self, url, conns=32, threads=1, headers=(), script="report.lua", args=(), seconds=None, server=None):
        """One wrk run; with `server`, also the CPU time that server spent per request, a figure that
        holds up better than req/s when other work competes for the machine."""
        seconds = seconds or self.seconds
        cpu_before = server.cpu_seconds() if server else None
        argv = (["taskset", "-c", str(self.cpu)] if self.cpu is not None else [])
        argv += ["wrk", f"-t{threads}", f"-c{conns}", f"-d{seconds}s", "--timeout", "5s",
                 "-s", str(BENCH / "wrk" / script)]
        for header in headers:
            argv += ["-H", header]
        argv.append(url)
        if args:
            argv += ["--", *args]
        done = subprocess.run(argv, capture_output=True, text=True, timeout=seconds + 60)
        match = re.search(r"^BENCH_JSON (.*)$", done.stdout, re.M)
        if done.returncode != 0 or not match:
            raise RuntimeError(f"wrk failed on {url}: {done.stdout[-800:]} {done.stderr[-800:]}")
        result = json.loads(match.group(1))
        if server:
            result["cpuUs"] = (server.cpu_seconds() - cpu_before) / max(result["requests"], 1) * 1e6
        result["rps"] = result["requests"] / (result["durationUs"] / 1e6)
        result["p50"] = result["p50Us"] / 1000
        result["p99"] = result["p99Us"] / 1000
        result["errors"] = sum(result.get(k, 0) for k in
                               ("connectErrors", "readErrors", "writeErrors", "statusErrors", "timeouts"))
        return result


def rounds(targets, runs, warmup=0):
    """Run each target once per round, alternating, so that machine noise lands on all of them.
    Each target is a function of the load's length in seconds (None: the default)."""
    for fn in targets.values():
        if warmup:
            fn(warmup)
    results = {name: [] for name in targets}
    for r in range(runs):
        for name, fn in targets.items():
            result = fn(None)
            results[name].append(result)
            log(f"    round {r + 1}: {name:<28} {result['rps']:>10.0f} req/s  p50 {result['p50']:.2f} ms  "
                f"p99 {result['p99']:.2f} ms" + (f"  CPU {result['cpuUs']:.0f} µs/req" if "cpuUs" in result else "")
                + (f"  ERRORS {result['errors']}" if result["errors"] else ""))
    return results


def summary(runs):
    out = {"rps": statistics.median(r["rps"] for r in runs),
           "p50": statistics.median(r["p50"] for r in runs),
           "p99": statistics.median(r["p99"] for r in runs),
           "errors": sum(r["errors"] for r in runs)}
    if all("cpuUs" in r for r in runs):
        out["cpuUs"] = statistics.median(r["cpuUs"] for r in runs)
    return out


def ratio(ours, theirs):
    """Median of the per-round ratios (each round's pair saw the same machine state)."""
    return statistics.median(a["rps"] / b["rps"] for a, b in zip(ours, theirs))


def cpu_ratio(ours, theirs):
    """The same comparison by CPU time per request: requests per CPU-second, ours ÷ theirs."""
    return statistics.median(b["cpuUs"] / a["cpuUs"] for a, b in zip(ours, theirs) if a["cpuUs"] > 0)


def fetch(base_port, path, headers=None, tls=False):
    conn = (http.client.HTTPSConnection("127.0.0.1", base_port, timeout=60, context=UNVERIFIED) if tls
            else http.client.HTTPConnection("127.0.0.1", base_port, timeout=60))
    conn.request("GET", path, headers=headers or {})
    resp = conn.getresponse()
    body = resp.read()
    conn.close()
    return resp.status, resp.headers, body


def expect_ok(port, path, headers=None, encoding=None, tls=False):
    status, hdrs, body = fetch(port, path, headers, tls)
    if status != 200:
        raise RuntimeError(f"GET {path} on port {port} answered {status}: {body[:200]!r}")
    if encoding and hdrs.get("Content-Encoding") != encoding:
        raise RuntimeError(f"GET {path} on port {port} sent Content-Encoding {hdrs.get('Content-Encoding')!r}, "
                           f"wanted {encoding}")
    return hdrs, body


def settled_body(port, path, headers, encoding):
    """The body the server keeps sending: a freshly rendered page goes out with a quick gzip until
    it is read again, which has the cache's copy compressed harder in the background (pages.rs),
    so the page is read until its bytes have not changed for half a second."""
    body, since = expect_ok(port, path, headers, encoding)[1], time.monotonic()
    for _ in range(200):
        time.sleep(0.05)
        again = expect_ok(port, path, headers, encoding)[1]
        if again != body:
            body, since = again, time.monotonic()
        elif time.monotonic() - since >= 0.5:
            return body
    raise RuntimeError(f"GET {path} on port {port} did not settle on one body")


# ----------------------------------------------------------------------------------------------
# The peers

NGINX_CONF = """\
daemon off;
worker_processes 1;
pid {dir}/nginx.pid;
error_log {dir}/nginx-error.log warn;
{brotli}
events {{ worker_connections 1024; }}
http {{
  access_log off;
  client_body_temp_path {dir}/tmp/body;
  proxy_temp_path {dir}/tmp/proxy;
  fastcgi_temp_path {dir}/tmp/fastcgi;
  uwsgi_temp_path {dir}/tmp/uwsgi;
  scgi_temp_path {dir}/tmp/scgi;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  types {{ text/html html; application/javascript js; text/css css; application/json json; }}
  default_type application/octet-stream;
  server {{
    listen 127.0.0.1:{port};
    root {dir}/root;
    gzip_static on;
    {brotli_static}
    location = /health {{ return 200 "ok"; }}
    location = /api/products {{ default_type application/json; try_files /products.json =404; }}
  }}
}}
"""


NGINX_TLS_CONF = """\
daemon off;
worker_processes 1;
pid {dir}/nginx.pid;
error_log {dir}/nginx-error.log warn;
events {{ worker_connections 1024; }}
http {{
  access_log off;
  client_body_temp_path {dir}/tmp/body;
  proxy_temp_path {dir}/tmp/proxy;
  fastcgi_temp_path {dir}/tmp/fastcgi;
  uwsgi_temp_path {dir}/tmp/uwsgi;
  scgi_temp_path {dir}/tmp/scgi;
  tcp_nodelay on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  default_type application/octet-stream;
  server {{
    listen 127.0.0.1:{port} ssl;
    ssl_certificate {cert};
    ssl_certificate_key {key};
    ssl_protocols TLSv1.2 TLSv1.3;
    root {dir}/root;
    location = /api/health {{ return 200 "ok"; }}
    location = /api/products {{ default_type application/json; try_files /products.json =404; }}
  }}
}}
"""


def make_certificate(d, name):
    """A self-signed EC P-256 certificate for `name` (and 127.0.0.1), as Let's Encrypt issues them."""
    d.mkdir(parents=True, exist_ok=True)
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
                    "-days", "90", "-keyout", str(d / "key.pem"), "-out", str(d / "cert.pem"), "-subj", f"/CN={name}",
                    "-addext", f"subjectAltName=DNS:{name},IP:127.0.0.1", "-addext", "basicConstraints=CA:FALSE"],
                   check=True, capture_output=True, timeout=60)
    dates = subprocess.run(["openssl", "x509", "-in", str(d / "cert.pem"), "-noout", "-startdate", "-enddate"],
                           check=True, capture_output=True, text=True, timeout=60).stdout
    stamp = lambda key: int(datetime.strptime(re.search(key + r"=(.*)", dates).group(1).strip(),  # noqa: E731
                                              "%b %d %H:%M:%S %Y GMT").replace(tzinfo=timezone.utc).timestamp())
    return d / "cert.pem", d / "key.pem", stamp("notBefore"), stamp("notAfter")


def start_nginx_tls(work, products_json, cert, key, cpu):
    d = work / "nginx-tls"
    for sub in ("root", "tmp"):
        (d / sub).mkdir(parents=True, exist_ok=True)
    (d / "root" / "products.json").write_bytes(products_json)
    for path in [work, d, *d.rglob("*"), cert.parent, cert, key]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    port = free_port()
    conf = d / "nginx.conf"
    conf.write_text(NGINX_TLS_CONF.format(dir=d, port=port, cert=cert, key=key))
    server = Server("nginx-tls", ["nginx", "-p", str(d), "-c", str(conf), "-e", str(d / "nginx-error.log")],
                    port, "/api/health", work, cpu=cpu, tls=True)
    server.start()
    return server


def brotli_module():
    for path in ("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
                 "/usr/share/nginx/modules/ngx_http_brotli_static_module.so"):
        if os.path.exists(path):
            return path
    return None


def start_nginx(work, files, cpu):
    """nginx serving `files` ({path: bytes}) from its own root, with brotli/gzip precompressed variants."""
    d = work / "nginx"
    for sub in ("root", "tmp"):
        (d / sub).mkdir(parents=True, exist_ok=True)
    for rel, body in files.items():
        target = d / "root" / rel.lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(body)
    # nginx's workers drop to 'nobody' when started as root: let them read the root.
    for path in [work, d, *d.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    module = brotli_module()
    port = free_port()
    conf = d / "nginx.conf"
    conf.write_text(NGINX_CONF.format(dir=d, port=port,
                                      brotli=f"load_module {module};" if module else "",
                                      brotli_static="brotli_static on;" if module else ""))
    server = Server("nginx", ["nginx", "-p", str(d), "-c", str(conf), "-e", str(d / "nginx-error.log")],
                    port, "/health", work, cpu=cpu)
    server.start()
    return server, module is not None


PB_PRODUCT_FIELDS = [("pid", "number"), ("name", "text"), ("unit", "text"), ("price", "number"),
                     ("currency", "text"), ("source", "text"), ("imageUrl", "text"), ("createdAt", "text"),
                     ("baseStock", "number"), ("available", "number"), ("imports", "json"), ("exports", "json")]
PB_ORDER_FIELDS = [("productId", "number"), ("productName", "text"), ("quantity", "number"),
                   ("customerName", "text"), ("customerEmail", "text"), ("destination", "text"),
                   ("notes", "text"), ("status", "text")]


class PocketBase:
    def __init__(self, binary, work, cpu):
        self.binary, self.dir = binary, work / "pocketbase"
        self.password = os.urandom(12).hex()
        self.dir.mkdir()
        port = free_port()
        flags = ["--dir", str(self.dir / "pb_data"), "--migrationsDir", str(self.dir / "pb_migrations"),
                 "--hooksDir", str(self.dir / "pb_hooks"), "--publicDir", str(self.dir / "pb_public"),
                 "--automigrate=false"]
        subprocess.run([binary, "superuser", "upsert", PB_EMAIL, self.password, *flags], check=True,
                       capture_output=True, timeout=60)
        self.server = Server("pocketbase", [binary, "serve", "--http", f"127.0.0.1:{port}", *flags], port,
                             "/api/health", work, cwd=self.dir, cpu=cpu)

    def load(self, products, orders):
        """The same product records in a collection with a public list rule, and the same orders."""
        client = data.Client("127.0.0.1", self.server.port)
        token = client.json("POST", "/api/collections/_superusers/auth-with-password",
                            {"identity": PB_EMAIL, "password": self.password})["token"]
        client.headers["Authorization"] = token
        for name, fields, rule in (("products", PB_PRODUCT_FIELDS, ""), ("orders", PB_ORDER_FIELDS, None)):
            client.json("POST", "/api/collections", {
                "name": name, "type": "base", "listRule": rule, "viewRule": rule,
                "fields": [{"name": n, "type": t, **({"maxSize": 2_000_000} if t == "json" else {})}
                           for n, t in fields]})
        records = [dict({k: v for k, v in p.items() if k != "id"}, pid=p["id"]) for p in products]
        data.parallel(lambda r: client.json("POST", "/api/collections/products/records", r), records, 8)
        data.parallel(lambda o: client.json("POST", "/api/collections/orders/records", o), orders, 8)

    def db_bytes(self):
        return sum(f.stat().st_size for f in (self.dir / "pb_data").glob("data.db*"))


def datasette_db(work, products):
    """The same product rows in one SQLite table (movement lists as JSON text, as PocketBase keeps them)."""
    path = work / "peers.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, unit TEXT, price REAL, currency TEXT, "
                 "source TEXT, imageUrl TEXT, createdAt TEXT, baseStock INTEGER, available INTEGER, "
                 "imports TEXT, exports TEXT)")
    conn.executemany("INSERT INTO products VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", [
        (p["id"], p["name"], p["unit"], p["price"], p["currency"], p["source"], p["imageUrl"], p["createdAt"],
         p["baseStock"], p["available"], json.dumps(p["imports"]), json.dumps(p["exports"])) for p in products])
    conn.commit()
    conn.close()
    return path


# ----------------------------------------------------------------------------------------------
# The product

class Site:
    """The server binary on one database file, signed in as admin once it is up."""

    def __init__(self, binary, work, name, cpu, password):
        self.binary, self.work, self.name, self.cpu = binary, work, name, cpu
        self.db = work / f"{name}.db"
        self.port = free_port()
        self.env = {"SITE_ADMIN_PASSWORD": password, "SITE_LOGIN_LIMIT": "0", "SITE_ORDER_LIMIT": "0",
                    "SITE_COOKIE_SECURE": "false"}
        self.password = password
        self.server = None
        self.client = None

    def start(self, pinned=True):
        self.server = Server(self.name, [str(self.binary), "serve", "--addr", f"127.0.0.1:{self.port}",
                                         "--db", str(self.db)], self.port, "/api/health", self.work,
                             env=self.env, cpu=self.cpu if pinned else None)
        took = self.server.start()
        self.client = data.Client("127.0.0.1", self.port)
        return took

    def sign_in(self):
        return data.sign_in(self.client, "admin", self.password)

    def stop(self, sig=signal.SIGTERM):
        self.server.stop(sig)

    def db_bytes(self):
        return sum(f.stat().st_size for f in self.work.glob(f"{self.name}.db*"))

    def count_orders(self):
        status, headers, body = self.client.request("GET", "/api/orders?limit=1")
        if status != 200 or headers.get("X-Total-Count") is None:
            raise RuntimeError(f"GET /api/orders answered {status} without X-Total-Count: {body[:200]!r}")
        return int(headers["X-Total-Count"])

    def count_exports(self):
        return sum(len(p["exports"]) for p in self.client.json("GET", "/api/products"))


class SmtpSink:
    """An SMTP server on loopback (aiosmtpd) that counts the order notices and their Message-IDs
    (`<order.…>`: the site names each message by its kind), and the other mails apart."""

    def __init__(self, port):
        from aiosmtpd.controller import Controller
        self.ids = []
        self.others = []
        self.controller = Controller(self, hostname="127.0.0.1", port=port)

    async def handle_DATA(self, server, session, envelope):
        match = re.search(rb"^Message-ID: *<?([^.\s>]+)\.(\S+)", envelope.content, re.M | re.I)
        if match and match.group(1) == b"order":
            self.ids.append(match.group(2))
        else:
            self.others.append(match.group(1).decode() if match else "(no Message-ID)")
        return "250 OK"


def measure_notices(args, work, site, load, cookie, id_list, cpu, password):
    """`POST /api/orders` on a site whose mail server is down (every order queues its notice), in
    rounds alternating with the same site without a mail server; each 2xx must be stored after a
    SIGKILL, with its notice. Then the mail server comes up: every notice must arrive, once."""
    smtp_port = free_port()
    mail_site = Site(args.site_bin, work, "site-mail", cpu, password)
    mail_site.env.update({"SITE_SMTP_URL": f"smtp://127.0.0.1:{smtp_port}?tls=none",
                          "SITE_MAIL_FROM": "orders@golbahar.af"})
    shutil.copy(site.db, mail_site.db)  # the same catalogue and admin session, stopped cleanly
    sites = {"without notices": site, "notices, mail server down": mail_site}
    for s in sites.values():
        s.start()
        s.client.headers["Cookie"] = cookie
    orders_before = mail_site.count_orders()
    runs = {name: [] for name in sites}
    durable = {name: True for name in sites}
    for r in range(args.runs):
        for name, s in sites.items():
            before = s.count_orders()
            result = load.run(s.server.base + "/", conns=10, threads=1, script="write.lua",
                              headers=[f"Cookie: {cookie}"], args=["orders", id_list], server=s.server)
            s.stop(signal.SIGKILL)
            s.start()
            s.client.headers["Cookie"] = cookie
            stored = s.count_orders() - before
            result["rps"] = result["ok"] / (result["durationUs"] / 1e6)
            ok = result["ok"] <= stored <= result["ok"] + 10 and result["refused"] == 0
            durable[name] &= ok
            runs[name].append(result)
            log(f"    round {r + 1}: {name:<26} {result['rps']:>8.0f} 2xx/s  p50 {result['p50']:.2f} ms  "
                f"p99 {result['p99']:.2f} ms  2xx {result['ok']}  {'durable' if ok else 'NOT DURABLE'}")
    site.stop()
    orders = mail_site.count_orders() - orders_before
    with closing(sqlite3.connect(mail_site.db)) as conn:
        notices, unsent = conn.execute(
            "SELECT count(*), count(*) - count(sent_at) FROM outbox WHERE kind = 'order'").fetchone()
    log(f"    {notices} notices queued for {orders} orders ({unsent} unsent); starting the mail server")
    sink = SmtpSink(smtp_port)
    began = time.perf_counter()
    sink.controller.start()
    deadline = began + 600
    while len(sink.ids) < notices and time.perf_counter() < deadline:
        time.sleep(0.05)
    delivered_s = time.perf_counter() - began
    # any wrong resend would show as a duplicate: give it a moment
    time.sleep(2)
    sink.controller.stop()
    mail_site.stop()
    received = len(sink.ids)
    unique = len(set(sink.ids))
    log(f"    {received} notices received ({unique} distinct Message-IDs) {delivered_s:.1f} s after the "
        f"mail server came up")
    if sink.others:
        log(f"    and {len(sink.others)} other mail(s), not counted: {', '.join(sorted(set(sink.others)))}")
    out = {name: dict(summary(v), durable=durable[name], ok=sum(x["ok"] for x in v)) for name, v in runs.items()}
    out["ratio"] = ratio(runs["notices, mail server down"], runs["without notices"])
    out["mail"] = {"orders": orders, "notices": notices, "received": received, "unique": unique,
                   "deliveredSeconds": delivered_s, "perSecond": received / delivered_s if delivered_s else 0}
    out["allDelivered"] = notices == orders == received == unique
    return out


class SlowReceiver:
    """A webhook receiver on 127.0.0.1 that takes `delay` seconds over each message (a slow
    integrator), over https with a certificate of its own test CA (the site trusts it by
    --webhooks-ca-root); counts the messages and their webhook-ids."""

    def __init__(self, work, delay):
        import http.server
        import ssl
        import threading
        d = work / "webhook-receiver"
        d.mkdir(parents=True, exist_ok=True)
        ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"]
        for argv in (["req", "-x509", *ec, "-days", "2", "-keyout", "ca.key", "-out", "ca.pem", "-subj", "/CN=bench CA",
                      "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign"],
                     ["req", *ec, "-keyout", "leaf.key", "-out", "leaf.csr", "-subj", "/CN=127.0.0.1"],
                     ["x509", "-req", "-in", "leaf.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
                      "-days", "2", "-extfile", "leaf.ext", "-out", "leaf.pem"]):
            (d / "leaf.ext").write_text("subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n")
            subprocess.run(["openssl", *argv], cwd=d, check=True, capture_output=True, timeout=60)
        self.ca = d / "ca.pem"
        self.ids = []
        receiver = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                time.sleep(delay)
                receiver.ids.append(self.headers.get("webhook-id"))
                self.send_response(204)
                self.end_headers()

            def log_message(self, *_):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(d / "leaf.pem", d / "leaf.key")
        self.httpd.socket = context.wrap_socket(self.httpd.socket, server_side=True)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self):
        self.httpd.shutdown()


def measure_webhooks(args, work, site, load, id_list, cpu, password):
    """`POST /api/orders` on a site with a webhook endpoint wanting every order, at a receiver that
    takes 50 ms over each message (so well over 1 000 events wait), in rounds alternating with the
    same site without an endpoint; the site's peak RSS meanwhile. Each order writes its event in
    its own transaction; the sender delivers them one at a time, in order, behind the requests."""
    receiver = SlowReceiver(work, 0.05)
    hook_site = Site(args.site_bin, work, "site-hooks", cpu, password)
    hook_site.env.update({"SITE_WEBHOOKS_ALLOW_PRIVATE": "true", "SITE_WEBHOOKS_CA_ROOT": str(receiver.ca)})
    shutil.copy(site.db, hook_site.db)  # the same catalogue, stopped cleanly
    sites = {"without webhooks": site, "webhooks, slow receiver": hook_site}
    cookies = {}
    for name, s in sites.items():
        s.start()
        cookies[name] = s.sign_in()  # a fresh sign-in: adding an endpoint needs the password of the last 5 minutes
    hook_site.client.json("POST", "/api/webhooks", {"url": f"https://127.0.0.1:{receiver.port}/hooks",
                                                    "events": ["order.created"]}, expect=(201,))
    runs = {name: [] for name in sites}
    for r in range(args.runs):
        for name, s in sites.items():
            result = load.run(s.server.base + "/", conns=10, threads=1, script="write.lua",
                              headers=[f"Cookie: {cookies[name]}"], args=["orders", id_list], server=s.server)
            result["rps"] = result["ok"] / (result["durationUs"] / 1e6)
            runs[name].append(result)
            log(f"    round {r + 1}: {name:<24} {result['rps']:>8.0f} 2xx/s  p50 {result['p50']:.2f} ms  "
                f"p99 {result['p99']:.2f} ms  2xx {result['ok']}")
    peak_mb = hook_site.server.memory_kb("VmHWM") / 1024
    site.stop()
    hook_site.stop()
    receiver.stop()
    with closing(sqlite3.connect(hook_site.db)) as conn:
        events, waiting = conn.execute(
            "SELECT count(*), count(next_attempt_at) FROM webhook_deliveries").fetchone()
    received = len(receiver.ids)
    log(f"    {events} events written, {received} received by the slow receiver meanwhile ({waiting} waiting); "
        f"peak RSS {peak_mb:.1f} MB")
    out = {name: dict(summary(v), ok=sum(x["ok"] for x in v)) for name, v in runs.items()}
    out["ratio"] = ratio(runs["webhooks, slow receiver"], runs["without webhooks"])
    out["events"], out["received"], out["waiting"], out["peakMb"] = events, received, waiting, peak_mb
    out["unique"] = len(set(receiver.ids)) == received
    return out


def measure_https(args, work, site, products_json, load, cpu):
    """The site serving https itself with a certificate stored in its database as ACME leaves it
    (start-up, idle memory), against nginx with the same certificate and the same bytes: keep-alive
    requests, and new TLS connections (one request each)."""
    name = "bench.example"
    cert, key, not_before, not_after = make_certificate(work / "tls", name)
    db = work / "site-https.db"
    shutil.copy(site.db, db)
    with closing(sqlite3.connect(db)) as conn:
        conn.execute("INSERT INTO tls_certificates (directory, domains, chain_pem, key_pem, not_before, not_after, "
                     "created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                     ("https://acme-v02.api.letsencrypt.org/directory", name, cert.read_text(), key.read_text(),
                      not_before, not_after, int(time.time() * 1000)))
        conn.commit()
    port = free_port()
    argv = [str(args.site_bin), "serve", "--db", str(db), "--domain", name, "--https-addr", f"127.0.0.1:{port}",
            "--http-addr", f"127.0.0.1:{free_port()}"]
    srv = Server("site-https", argv, port, "/api/health", work, env=site.env, cpu=cpu, tls=True)
    out = {}
    out["startupMs"], out["idleMb"] = startup_series(lambda: (srv, srv.start()), srv.stop, args.starts)
    if "obtaining" in srv.log_tail() or "renewing" in srv.log_tail():
        raise RuntimeError("the site ordered a certificate although one was stored:\n" + srv.log_tail())
    srv.start()
    nginx = start_nginx_tls(work, products_json, cert, key, cpu)
    for server in (srv, nginx):
        if expect_ok(server.port, "/api/products", tls=True)[1] != products_json:
            raise RuntimeError(f"{server.name} does not serve the product list's bytes over https")
    log("bench: 7. https, GET /api/products: keep-alive (32 connections), then a new TLS connection per request")
    close = ["Connection: close"]
    runs = rounds({
        "site https keep-alive": lambda s: load.run(srv.base + "/api/products", seconds=s, server=srv),
        "nginx https keep-alive": lambda s: load.run(nginx.base + "/api/products", seconds=s, server=nginx),
        "site https new connections": lambda s: load.run(srv.base + "/api/products", conns=8, headers=close,
                                                         seconds=s, server=srv),
        "nginx https new connections": lambda s: load.run(nginx.base + "/api/products", conns=8, headers=close,
                                                          seconds=s, server=nginx),
    }, args.runs, warmup=1)
    out["runs"] = {k: summary(v) for k, v in runs.items()}
    out["keepAliveRatio"] = ratio(runs["site https keep-alive"], runs["nginx https keep-alive"])
    out["keepAliveCpuRatio"] = cpu_ratio(runs["site https keep-alive"], runs["nginx https keep-alive"])
    out["newConnRatio"] = ratio(runs["site https new connections"], runs["nginx https new connections"])
    out["newConnCpuRatio"] = cpu_ratio(runs["site https new connections"], runs["nginx https new connections"])
    out["loadMb"] = srv.memory_kb("VmHWM") / 1024
    srv.stop()
    nginx.stop()
    return out


def measure_ssr(site, work, renders=40):
    """Cold renders of the Persian products page (100 products): after each data change (a write that
    changes nothing but counts as one), the next request waits for one render; timed as the visitor
    waits (request to last byte). The same render in Node from the same data, and the server's memory
    with the engine loaded and after it is dropped (a minute without renders)."""
    log(f"bench: 8. server rendering: {renders} cold renders of /fa/products, then the same in Node")
    times = []
    for _ in range(renders):
        status, _, body = site.client.request("PUT", "/api/content", {})
        if status != 200:
            raise RuntimeError(f"PUT /api/content answered {status}: {body[:200]!r}")
        began = time.perf_counter()
        _, html = expect_ok(site.port, "/fa/products")
        times.append((time.perf_counter() - began) * 1000)
    times.sort()
    out = {"renders": renders, "p50": times[len(times) // 2], "p99": times[min(len(times) - 1, int(len(times) * 0.99))]}
    page = html.decode()
    start = page.index('<script id="ssr-data" type="application/json">') + len('<script id="ssr-data" type="application/json">')
    data_json = page[start:page.index("</script>", start)]
    (work / "ssr-input.json").write_text(json.dumps({"path": "/fa/products", "data": json.loads(data_json)}))
    done = ui_script("ssr-bench.mjs", [str(ROOT / "ui" / "dist" / "ssr.js"), str(work / "ssr-input.json"),
                                      str(renders)], 300)
    out["node"] = json.loads(done.stdout) if done and done.returncode == 0 else None
    out["engineLoadedMb"] = site.server.memory_kb("VmRSS") / 1024
    out["peakMb"] = site.server.memory_kb("VmHWM") / 1024
    time.sleep(63)  # the engine is dropped after 60 s without renders
    out["engineDroppedMb"] = site.server.memory_kb("VmRSS") / 1024
    node = out["node"]
    log(f"    binary: p50 {out['p50']:.1f} ms, p99 {out['p99']:.1f} ms (request to last byte); Node: "
        + (f"p50 {node['p50']:.1f} ms, p99 {node['p99']:.1f} ms (render only)" if node else "failed")
        + f"; RSS {out['engineLoadedMb']:.1f} MB with the engine, {out['engineDroppedMb']:.1f} MB after it is dropped")
    return out


def measure_invoice(site, lines=30, runs=50):
    """A commercial invoice of `lines` lines (one buyer's orders shipped, packed, invoiced), its PDF
    downloaded `runs` times in English and in Persian: each timed as the admin waits (request to last
    byte), and how far the server's resident memory (VmRSS, sampled every 5 ms) rose above what it
    was before the first download."""
    log(f"bench: 9. a {lines}-line commercial invoice, its PDF downloaded {runs} times per language")

    def call(method, path, body=None, expect=(200, 201)):
        status, _, raw = site.client.request(method, path, body)
        if status not in expect:
            raise RuntimeError(f"{method} {path} answered {status}: {raw[:300]!r}")
        return json.loads(raw) if raw else None

    data.sign_in(site.client, "admin", site.password)  # the bank details need a recent password
    call("PUT", "/api/content/bank", {"beneficiary": "Golbahar Export Ltd.", "bankName": "Afghanistan International Bank",
                                      "account": "0100 2345 6789", "swift": "AFIBAFKA"})
    orders = []
    for i in range(lines):
        product = call("POST", "/api/products", {"name": f"Invoice bench product {i + 1}", "nameFa": f"محصول {i + 1}",
                                                 "unit": "kg", "price": 5.5, "initialStock": 1000,
                                                 "facts": {"hsCode": "0802.12", "origin": "kandahar"}})
        order = call("POST", "/api/orders", {"productId": product["id"], "quantity": 100, "customerName": "Bench Buyer",
                                             "customerEmail": "bench-buyer@example.com", "destination": "Germany"})
        orders.append(order["id"])
    shipment = call("POST", "/api/shipments", {"orderIds": orders, "mode": "sea"})
    packed = [{"orderId": line["orderId"], "quantity": line["quantity"], "marks": f"BB/{n + 1}", "container": "",
               "packages": {"count": line["quantity"] // 10, "kind": "10 kg carton", "kindFa": "کارتن ۱۰ کیلویی",
                            "netGrams": 10_000, "grossGrams": 10_600}}
              for n, line in enumerate(shipment["lines"])]
    call("PUT", f"/api/shipments/{shipment['id']}",
         {"mode": "sea", "carrier": "Maersk", "transportDoc": "MAEU123456789", "loadingPlace": "Karachi",
          "dischargePlace": "Hamburg", "destination": "Germany", "incoterm": "CFR", "incotermPlace": "Hamburg",
          "consignee": "Bench Buyer", "notifyParty": "", "paymentTerms": "100% in advance", "etd": None, "eta": None,
          "containers": [], "lines": packed})
    invoice = call("POST", f"/api/shipments/{shipment['id']}/invoice")
    out = {"lines": lines, "runs": runs}
    before = site.server.memory_kb("VmRSS")
    peak, done = [before], threading.Event()

    def sample():
        while not done.is_set():
            peak[0] = max(peak[0], site.server.memory_kb("VmRSS"))
            time.sleep(0.005)
    sampler = threading.Thread(target=sample)
    sampler.start()
    try:
        for lang in ("en", "fa"):
            times = []
            for _ in range(runs):
                began = time.perf_counter()
                status, headers, body = site.client.request("GET", f"/api/invoices/{invoice['id']}/invoice.pdf?lang={lang}")
                times.append((time.perf_counter() - began) * 1000)
                if status != 200 or not body.startswith(b"%PDF-"):
                    raise RuntimeError(f"the invoice PDF answered {status}: {body[:200]!r}")
            times.sort()
            out[lang] = {"p50": times[len(times) // 2], "p90": times[int(len(times) * 0.9)], "bytes": len(body)}
    finally:
        done.set()
        sampler.join()
    out["rssGrowthMb"] = (peak[0] - before) / 1024
    out["p50"] = max(out["en"]["p50"], out["fa"]["p50"])
    # The buyer's order page of the same shipment: the call its page makes (the page itself is the
    # app's shell), with its invoice, schedule and bank, timed as the buyer waits.
    link = call("GET", f"/api/shipments/{shipment['id']}")["orderLink"]
    token = link.rsplit("/", 1)[1]
    times = []
    for _ in range(200):
        began = time.perf_counter()
        status, _, body = site.client.request("GET", f"/api/shipments/by-token/{token}")
        times.append((time.perf_counter() - began) * 1000)
        if status != 200:
            raise RuntimeError(f"the order page answered {status}: {body[:200]!r}")
    times.sort()
    out["orderPage"] = {"p50": times[len(times) // 2], "p90": times[int(len(times) * 0.9)], "bytes": len(body)}
    log(f"    order page ({lines} lines, invoiced): p50 {out['orderPage']['p50']:.2f} ms, "
        f"p90 {out['orderPage']['p90']:.2f} ms, {len(body)} bytes")
    log(f"    invoice PDF, {lines} lines: en p50 {out['en']['p50']:.1f} ms, fa p50 {out['fa']['p50']:.1f} ms "
        f"({out['fa']['bytes']} bytes); RSS {before / 1024:.1f} MB, +{out['rssGrowthMb']:.1f} MB at the peak")
    return out


def measure_csv_export(server, port, cookie, orders, runs=3):
    """`GET /api/exports/orders.csv` of every order, read to the last byte over one connection: the wall
    time, and how far the server's resident memory (VmRSS, sampled every 5 ms) rose above what it was
    before the download began. Each row is checked to be there (one CRLF per order, plus the header)."""
    import threading
    times, growth = [], []
    for _ in range(runs):
        before = server.memory_kb("VmRSS")
        peak, done = [before], threading.Event()

        def sample():
            while not done.is_set():
                peak[0] = max(peak[0], server.memory_kb("VmRSS"))
                time.sleep(0.005)
        sampler = threading.Thread(target=sample)
        sampler.start()
        began = time.perf_counter()
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        try:
            conn.request("GET", "/api/exports/orders.csv", headers={"Cookie": cookie})
            resp = conn.getresponse()
            if resp.status != 200:
                raise RuntimeError(f"GET /api/exports/orders.csv answered {resp.status}: {resp.read(200)!r}")
            rows = size = 0
            last = b""  # a CRLF may be split between two reads
            while chunk := resp.read(256 * 1024):
                rows += (last + chunk).count(b"\r\n")
                size += len(chunk)
                last = chunk[-1:]
        finally:
            conn.close()
            took = time.perf_counter() - began
            done.set()
            sampler.join()
        if rows != orders + 1:
            raise RuntimeError(f"the CSV export held {rows - 1} orders, expected {orders}")
        times.append(took)
        growth.append((peak[0] - before) / 1024)
        log(f"    CSV export: {rows - 1} orders, {size / MB:.1f} MB in {took:.2f} s; "
            f"RSS {before / 1024:.1f} MB, +{growth[-1]:.1f} MB at the peak")
    return {"orders": orders, "bytes": size, "seconds": statistics.median(times), "rssGrowthMb": max(growth),
            "runs": len(times)}


def measure_price_sheet(binary, work, password, cpu, products=1000, runs=5):
    """The owner's price list uploaded again (issue 42): products.csv of `products` products, every
    price changed, previewed and applied through HTTP (`POST /api/products/sheet/preview`, then
    `POST /api/products/sheet` with the preview's plan), timed from the preview's request to the
    apply's answer, `runs` times on a site of its own (the products made by a first upload)."""
    log(f"bench: 10. a price list of {products} products changed in a spreadsheet: preview and apply, {runs} times")
    site = Site(binary, work, "site-sheet", cpu, password)
    site.start()
    site.sign_in()

    def upload(csv):
        began = time.perf_counter()
        headers = {"Content-Type": "text/csv"}
        status, _, raw = site.client.request("POST", "/api/products/sheet/preview", csv.encode(), headers)
        if status != 200:
            raise RuntimeError(f"the preview answered {status}: {raw[:300]!r}")
        plan = json.loads(raw)
        if plan["problems"]:
            raise RuntimeError(f"the price list has problems: {plan['problems'][:3]}")
        status, _, raw = site.client.request("POST", f"/api/products/sheet?plan={plan['plan']}", csv.encode(), headers)
        if status != 200:
            raise RuntimeError(f"applying answered {status}: {raw[:300]!r}")
        return time.perf_counter() - began, json.loads(raw)

    try:
        rows = [f",Sheet product {i + 1},kg,{5 + i % 7}.5,100" for i in range(products)]
        created_s, created = upload("\r\n".join(["ID,Product,Unit,Price,Available"] + rows))
        if created["created"] != products:
            raise RuntimeError(f"the first upload created {created['created']} products, not {products}")
        times = []
        for _ in range(runs):
            status, _, raw = site.client.request("GET", "/api/exports/products.csv")
            if status != 200:
                raise RuntimeError(f"products.csv answered {status}")
            header, *lines = raw.decode("utf-8-sig").split("\r\n")
            changed = []
            for line in filter(None, lines):
                cells = line.split(",")
                cells[6] = f"{float(cells[6]) + 0.25:g}"
                changed.append(",".join(cells))
            took, applied = upload("\r\n".join([header] + changed))
            if applied["updated"] != products:
                raise RuntimeError(f"applying changed {applied['updated']} products, not {products}")
            times.append(took)
            log(f"    {products} prices changed: preview + apply {took:.2f} s")
    finally:
        site.stop()
    times.sort()
    return {"products": products, "runs": runs, "p50": times[len(times) // 2], "max": times[-1],
            "createSeconds": created_s}


def measure_backup_reads(args, large, load):
    """`GET /api/products` (10 000 products) with and without a scheduled backup of the 100 000-order
    database running, in alternating rounds on the same server. "During" is made certain: a thread
    asks for one backup after another (the schedule's own job) for the whole run."""
    folder = large.work / "scheduled-backups"
    large.env.update({"SITE_BACKUP_DIR": str(folder), "SITE_BACKUP_EVERY": "1d", "SITE_BACKUP_KEEP": "2"})
    large.start()
    cookie = large.sign_in()
    # The first backup of an empty folder is taken at start: let it finish before the quiet runs.
    deadline = time.monotonic() + 300
    while not large.client.json("GET", "/api/backups").get("lastSuccess"):
        if time.monotonic() > deadline:
            raise RuntimeError("the first scheduled backup did not finish within 300 s")
        time.sleep(0.2)
    header = [f"Cookie: {cookie}"]
    taken = []

    def during(seconds):
        stop = threading.Event()

        def keep_backing_up():
            client = data.Client("127.0.0.1", large.port, headers={"Cookie": cookie})
            while not stop.is_set():
                began = time.perf_counter()
                status, _, body = client.request("POST", "/api/backups")
                if status == 201:
                    taken.append({"seconds": time.perf_counter() - began, "bytes": json.loads(body)["size"]})
                elif status != 409:
                    raise RuntimeError(f"POST /api/backups answered {status}: {body[:200]!r}")
        worker = threading.Thread(target=keep_backing_up, daemon=True)
        worker.start()
        try:
            return load.run(large.server.base + "/api/products", conns=1, headers=header, seconds=seconds,
                            server=large.server)
        finally:
            stop.set()
            worker.join(300)

    runs = rounds({
        "without a backup": lambda s: load.run(large.server.base + "/api/products", conns=1, headers=header,
                                               seconds=s, server=large.server),
        "during backups": during,
    }, args.runs, warmup=1)
    large.stop()
    out = {name: summary(v) for name, v in runs.items()}
    out["p99Ratio"] = out["during backups"]["p99"] / out["without a backup"]["p99"]
    out["backups"] = len(taken)
    out["backupSeconds"] = statistics.median(t["seconds"] for t in taken) if taken else None
    out["backupBytes"] = taken[-1]["bytes"] if taken else None
    return out


def measure_replication(args, work, password, cpu, per_second=100, seconds=20):
    """Lag from an order's 201 to the moment it is in the replica, with `litestream replicate -exec
    "site serve --litestream"` and the shipped deploy/litestream.yml on a file:// replica. A second
    Litestream follows the replica (`restore -f`, polling every 100 ms) into a read-only copy; a
    thread reads that copy's newest order id every 10 ms. The figure includes both polls."""
    db, replica, follow = work / "replicated.db", work / "replica", work / "followed.db"
    config = work / "litestream.yml"
    config.write_text((ROOT / "deploy" / "litestream.yml").read_text().replace("/var/lib/site/site.db", str(db)))
    env = {k: v for k, v in os.environ.items() if k != "AWS_CA_BUNDLE"}
    env.update({"SITE_REPLICA_URL": f"file://{replica}", "SITE_REPLICA_ENDPOINT": "", "SITE_REPLICA_REGION": "",
                "SITE_ADMIN_PASSWORD": password, "SITE_ORDER_LIMIT": "0", "SITE_LOGIN_LIMIT": "0"})
    port = free_port()
    site = Server("site-litestream", [args.litestream, "replicate", "-config", str(config), "-exec",
                                      f"{args.site_bin} serve --addr 127.0.0.1:{port} --db {db} --litestream"],
                  port, "/api/health", work, env=env, cpu=cpu)
    site.start()
    client = data.Client("127.0.0.1", port)
    data.sign_in(client, "admin", password)
    product = client.json("POST", "/api/products", {"name": "Saffron", "unit": "kg", "price": 10, "currency": "USD",
                                                    "source": "bought", "initialStock": 10**7})
    first = client.json("POST", "/api/orders", {"productId": product["id"], "quantity": 1, "customerName": "first"})
    deadline = time.monotonic() + 60
    while not list(replica.rglob("*.ltx")):
        if time.monotonic() > deadline:
            raise RuntimeError("Litestream wrote nothing to the replica within 60 s:\n" + site.log_tail())
        time.sleep(0.1)
    follower = Server("litestream-follow", [args.litestream, "restore", "-config", str(config), "-f",
                                            "-follow-interval", "100ms", "-o", str(follow), str(db)],
                      None, None, work, env=env)
    follower.proc = subprocess.Popen(follower.argv, stdout=open(follower.log_path, "ab"), stderr=subprocess.STDOUT,
                                     stdin=subprocess.DEVNULL, env=env, start_new_session=True)
    Server.running.append(follower)
    Server.record(work)
    acked, seen, stop = {}, [], threading.Event()

    def watch():
        newest = 0
        while not stop.is_set():
            try:
                with closing(sqlite3.connect(f"file:{follow}?mode=ro", uri=True, timeout=1)) as conn:
                    newest = conn.execute("SELECT max(id) FROM orders").fetchone()[0] or newest
            except sqlite3.Error:
                pass  # not restored yet, or being written: look again
            seen.append((time.time(), newest))
            time.sleep(0.01)
    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    began = time.monotonic()
    for n in range(per_second * seconds):
        wait = began + n / per_second - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        order = client.json("POST", "/api/orders", {"productId": product["id"], "quantity": 1,
                                                    "customerName": f"lag-{n}"})
        acked[order["id"]] = time.time()
    last = max(acked)
    deadline = time.monotonic() + 60
    while not seen or seen[-1][1] < last:
        if time.monotonic() > deadline:
            break
        time.sleep(0.05)
    stop.set()
    watcher.join(10)
    follower.stop()
    site.stop()
    lags, i = [], 0
    for order_id, at in sorted(acked.items()):
        while i < len(seen) and seen[i][1] < order_id:
            i += 1
        lags.append(seen[i][0] - at if i < len(seen) else float("inf"))
    lags.sort()
    pick = lambda q: lags[min(len(lags) - 1, int(q * len(lags)))]  # noqa: E731
    return {"orders": len(acked), "perSecond": per_second, "seconds": seconds, "firstOrder": first["id"],
            "p50": pick(0.50), "p99": pick(0.99), "max": lags[-1],
            "missing": sum(1 for x in lags if x == float("inf"))}


def main_bundle_path(port, index_html):
    """The largest script index.html loads (entry scripts and module preloads): the main bundle."""
    scripts = set(re.findall(rb'<(?:script|link)[^>]*\b(?:src|href)="(/[^"]+\.js)"', index_html))
    if not scripts:
        raise RuntimeError("index.html names no script")
    return max((p.decode() for p in scripts), key=lambda p: len(expect_ok(port, p)[1]))


def stripped_size(path, work):
    copy = work / (Path(path).name + ".stripped")
    shutil.copy(path, copy)
    subprocess.run(["strip", str(copy)], check=True, capture_output=True)
    size = copy.stat().st_size
    copy.unlink()
    return size


def startup_series(start, stop, times):
    """Start-up to the first 200 and idle RSS, `times` fresh starts on the same data."""
    took, idle = [], []
    for _ in range(times):
        server, seconds = start()
        took.append(seconds * 1000)
        time.sleep(0.5)
        idle.append(server.memory_kb("VmRSS") / 1024)
        stop()
    return statistics.median(took), statistics.median(idle)


# ----------------------------------------------------------------------------------------------
# Pages: the public-site engineer's scripts in ui/scripts, when they have landed

UI_NOT_LANDED = "UI not landed"
LIGHTHOUSE_LINE = re.compile(r"^(/\S*) (en|fa): performance (\d+), accessibility (\d+), best-practices (\d+), "
                             r"seo (\d+)\s+LCP (.+?)(?:\s{2}weak:.*)?$", re.M)


def failure(name, done):
    """One line saying why a UI script failed: its first error line, else its last line."""
    lines = [line.strip() for line in (done.stderr + done.stdout).splitlines() if line.strip()]
    reason = next((line for line in lines if re.search(r"error|ENOENT|missing", line, re.I)), lines[-1] if lines else "")
    return f"{name} failed (exit {done.returncode}): {reason[:200]}".replace("|", "/")


def ui_script(name, args, timeout, env=None):
    script = ROOT / "ui" / "scripts" / name
    if not script.exists() or not (ROOT / "ui" / "node_modules").exists():
        return None
    return subprocess.run(["node", str(script), *args], cwd=ROOT / "ui", capture_output=True, text=True,
                          timeout=timeout, env=dict(os.environ, **(env or {})))


def page_budget():
    """JavaScript and CSS each public page loads (en and fa), compressed, from ui/scripts/page-budget.mjs."""
    done = ui_script("page-budget.mjs", ["--json"], 300)
    if done is None:
        return None, UI_NOT_LANDED
    try:
        rows, _ = json.JSONDecoder().raw_decode(done.stdout.lstrip())
    except ValueError:
        return None, failure("page-budget.mjs", done)
    return {"pages": [{"path": r["path"], "lang": r["lang"], "jsGz": r["js"]["gz"], "jsBr": r["js"]["br"],
                       "cssGz": r["css"]["gz"], "cssBr": r["css"]["br"], "dashboard": r["dashboard"]}
                      for r in rows]}, None


def photo_bytes(site_bin):
    """Image bytes a 390-px phone (device pixel ratio 3) receives for /fa/products scrolled to the end,
    on a new site whose 12 products each have a 1600x1200 JPEG photo, from ui/scripts/photo-bytes.mjs."""
    done = ui_script("photo-bytes.mjs", ["--json"], 600, env={"SITE_BIN": str(site_bin)})
    if done is None:
        return None, UI_NOT_LANDED
    try:
        result, _ = json.JSONDecoder().raw_decode(done.stdout.lstrip())
    except ValueError:
        return None, failure("photo-bytes.mjs", done)
    return result, None


def lighthouse(site_bin):
    """Lighthouse (mobile) scores of the five public pages in en and fa, from ui/scripts/lighthouse.mjs,
    which runs this same binary on its demo data and rewrites docs/lighthouse.md (runs and audits)."""
    done = ui_script("lighthouse.mjs", ["--out", str(ROOT / "docs" / "lighthouse.md"), "--no-fail"], 1800,
                     env={"SITE_BIN": str(site_bin)})
    if done is None:
        return None, UI_NOT_LANDED
    pages = [{"path": m[0], "lang": m[1], "performance": int(m[2]), "accessibility": int(m[3]),
              "best-practices": int(m[4]), "seo": int(m[5]), "lcp": m[6].strip()}
             for m in LIGHTHOUSE_LINE.findall(done.stdout)]
    if not pages:
        return None, failure("lighthouse.mjs", done)
    return {"pages": pages}, None


# ----------------------------------------------------------------------------------------------

def machine():
    cpu = "unknown CPU"
    with open("/proc/cpuinfo") as info:
        for line in info:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    mem = 0
    with open("/proc/meminfo") as info:
        for line in info:
            if line.startswith("MemTotal:"):
                mem = int(line.split()[1]) / MB
    os_name = platform.system()
    try:
        os_name = re.search(r'PRETTY_NAME="([^"]+)"', Path("/etc/os-release").read_text()).group(1)
    except (OSError, AttributeError):
        pass
    return f"{cpu}, {os.cpu_count()} cores, {mem:.0f} GiB RAM, {os_name}, Linux {platform.release()}"


def version(argv):
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=30)
        return (done.stdout + done.stderr).strip().splitlines()[0]
    except (OSError, IndexError, subprocess.TimeoutExpired):
        return "?"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--site-bin", required=True)
    parser.add_argument("--ceiling-bin", required=True)
    parser.add_argument("--pocketbase", required=True)
    parser.add_argument("--datasette", required=True)
    parser.add_argument("--litestream", required=True)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=3, help="length of each load run")
    parser.add_argument("--starts", type=int, default=5, help="fresh starts for the start-up figure")
    parser.add_argument("--no-pin", action="store_true", help="let servers and wrk share every CPU")
    parser.add_argument("--out", default=str(ROOT / "docs" / "benchmarks.md"))
    parser.add_argument("--work", help="work folder (default: a new one under /tmp)")
    parser.add_argument("--results", help="also keep the raw figures here, as JSON")
    parser.add_argument("--prepare-seconds", type=float, default=0,
                        help="how long scripts/bench took to install and build before this")
    args = parser.parse_args()

    began_run = time.perf_counter()
    work = Path(args.work or tempfile.mkdtemp(prefix="bench-"))
    work.mkdir(parents=True, exist_ok=True)
    # Our own copy: the same binary throughout, whatever happens to the original meanwhile.
    shutil.copy2(args.site_bin, work / "site")
    args.site_bin = str(work / "site")
    atexit.register(stop_everything)
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, lambda *_: sys.exit(130))

    cpus = os.sched_getaffinity(0)
    pin = not args.no_pin and len(cpus) >= 2
    server_cpu, load_cpu = (sorted(cpus)[0], sorted(cpus)[1]) if pin else (None, None)
    load = Load(load_cpu, args.seconds)
    password = os.urandom(16).hex()
    R = {"started": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), "machine": machine(),
         "runs": args.runs, "seconds": args.seconds, "pinned": pin, "loadavgBefore": os.getloadavg()[0]}
    R["versions"] = {"wrk": version(["wrk", "-v"]), "nginx": version(["nginx", "-v"]),
                     "pocketbase": version([args.pocketbase, "--version"]),
                     "datasette": version([args.datasette, "--version"])}
    try:
        R["commit"] = subprocess.run(["git", "-C", str(ROOT), "describe", "--always", "--dirty"],
                                     capture_output=True, text=True).stdout.strip()
    except OSError:
        R["commit"] = "?"
    log(f"bench: work folder {work}; {'server on CPU %s, wrk on CPU %s' % (server_cpu, load_cpu) if pin else 'unpinned'}")

    # -- Realistic set, loaded through the API ---------------------------------------------------
    realistic = data.realistic()
    site = Site(args.site_bin, work, "site-realistic", server_cpu, password)
    site.start(pinned=False)
    site.sign_in()
    began = time.perf_counter()
    log(f"bench: loading the realistic set ({len(realistic.products)} products, {len(realistic.movements)} "
        f"stock movements, {len(realistic.orders)} orders)")
    product_ids = data.load_site(site.client, realistic)
    R["loadRealisticS"] = time.perf_counter() - began
    _, products_json = expect_ok(site.port, "/api/products")
    products = json.loads(products_json)
    if len(products) != len(realistic.products):
        raise RuntimeError(f"GET /api/products listed {len(products)} products, expected {len(realistic.products)}")
    if any(p["imageUrl"] and p["imageUrl"].startswith("data:") for p in products):
        log("bench: note: the product list carries image bytes (data URLs)")
    R["productsJsonBytes"] = len(products_json)
    _, index_html = expect_ok(site.port, "/")
    bundle = main_bundle_path(site.port, index_html)
    static = {}
    # Pages are rendered by the server (cached per data version) and sent gzipped: the binary has no
    # brotli encoder, so nginx serves them with gzip too. /fa/products: 100 products in Persian.
    pages = (("/", "index.html", ("gzip",)), ("/fa/products", "fa-products.html", ("gzip",)))
    for path, name, encodings in (*pages, (bundle, bundle.lstrip("/"), ("br", "gzip"))):
        static[name] = expect_ok(site.port, path)[1]
        for encoding in encodings:
            suffix = ".br" if encoding == "br" else ".gz"
            static[name + suffix] = settled_body(site.port, path, {"Accept-Encoding": encoding}, encoding)
    R["bundle"] = {"path": bundle, "bytes": len(static[bundle.lstrip("/")]),
                   "br": len(static[bundle.lstrip("/") + ".br"]), "gz": len(static[bundle.lstrip("/") + ".gz"])}
    site.stop()
    R["siteDbBytes"] = site.db_bytes()

    def site_start():
        took = site.start()
        return site.server, took
    R["siteStartupMs"], R["siteIdleMb"] = startup_series(site_start, site.stop, args.starts)

    # -- PocketBase with the same records ----------------------------------------------------------
    log("bench: PocketBase: collections with the same products and orders")
    pb = PocketBase(args.pocketbase, work, server_cpu)
    pb.server.start()
    pb.load(products, [dict(o, productId=product_ids[i]) for i, o in realistic.orders])
    pb.server.stop()
    R["pbDbBytes"] = pb.db_bytes()

    def pb_start():
        return pb.server, pb.server.start()
    R["pbStartupMs"], R["pbIdleMb"] = startup_series(pb_start, pb.server.stop, args.starts)
    pb_list = "/api/collections/products/records?perPage=100"

    # -- Datasette and nginx ------------------------------------------------------------------------
    ds_port = free_port()
    ds = Server("datasette", [args.datasette, "serve", str(datasette_db(work, products)), "-h", "127.0.0.1",
                              "-p", str(ds_port), "--setting", "default_page_size", "100"],
                ds_port, "/-/versions.json", work, cpu=server_cpu)
    ds.start()
    ds_list = "/peers/products.json?_shape=array&_size=100"
    nginx_files = {"products.json": products_json, **static}
    nginx, nginx_brotli = start_nginx(work, nginx_files, server_cpu)

    # -- 1. API reads -------------------------------------------------------------------------------
    site.start()
    site.sign_in()
    pb.server.start()
    if expect_ok(site.port, "/api/products")[1] != products_json:
        raise RuntimeError("GET /api/products changed between two reads of the same data")
    if expect_ok(nginx.port, "/api/products")[1] != products_json:
        raise RuntimeError("nginx does not serve the product list's bytes")
    pb_items = json.loads(expect_ok(pb.server.port, pb_list)[1])["items"]
    ds_items = json.loads(expect_ok(ds_port, ds_list)[1])
    if len(pb_items) != len(products) or len(ds_items) != len(products):
        raise RuntimeError(f"peers list {len(pb_items)} (PocketBase) and {len(ds_items)} (Datasette) products, "
                           f"expected {len(products)}")
    log(f"bench: 1. API reads, {len(products)} products ({len(products_json)} bytes), 32 connections")
    reads = rounds({
        "site /api/products": lambda s: load.run(site.server.base + "/api/products", seconds=s, server=site.server),
        "nginx (same bytes)": lambda s: load.run(nginx.base + "/api/products", seconds=s, server=nginx),
        "PocketBase perPage=100": lambda s: load.run(pb.server.base + pb_list, seconds=s, server=pb.server),
        "Datasette _size=100": lambda s: load.run(ds.base + ds_list, seconds=s, server=ds),
    }, args.runs, warmup=1)
    R["reads"] = {k: summary(v) for k, v in reads.items()}
    names = list(reads)
    R["readRatios"] = {n: ratio(reads[names[0]], reads[n]) for n in names[1:]}
    R["readCpuRatios"] = {n: cpu_ratio(reads[names[0]], reads[n]) for n in names[1:]}
    R["siteLoadMb"] = site.server.memory_kb("VmHWM") / 1024
    R["pbLoadMb"] = pb.server.memory_kb("VmHWM") / 1024
    pb.server.stop()
    ds.stop()

    # -- 2. Static assets ---------------------------------------------------------------------------
    log(f"bench: 2. static assets: index.html and {bundle}" + ("" if nginx_brotli else
                                                                " (nginx has no brotli module: gzip only)"))
    static_targets = {}
    for encoding in (["br"] if nginx_brotli else []) + ["gzip"]:
        for label, site_path, nginx_path in (("main JS", bundle, bundle), ("index.html", "/", "/index.html"),
                                             ("/fa/products page", "/fa/products", "/fa-products.html")):
            if label != "main JS" and encoding == "br":
                continue
            header = f"Accept-Encoding: {encoding}"
            static_targets[f"site {label} {encoding}"] = (
                lambda s, p=site_path, h=header: load.run(site.server.base + p, headers=[h], seconds=s,
                                                          server=site.server))
            static_targets[f"nginx {label} {encoding}"] = (
                lambda s, p=nginx_path, h=header: load.run(nginx.base + p, headers=[h], seconds=s, server=nginx))
    # The largest bodies swing most from round to round (the kernel's copy into the socket varies
    # with memory placement): two more rounds keep one slow round from deciding the median.
    R["staticRuns"] = args.runs + 2
    static_runs = rounds(static_targets, R["staticRuns"], warmup=1)
    R["static"] = {k: summary(v) for k, v in static_runs.items()}
    R["staticRatios"] = {k[5:]: ratio(static_runs[k], static_runs["nginx " + k[5:]])
                         for k in static_runs if k.startswith("site ")}
    R["staticCpuRatios"] = {k[5:]: cpu_ratio(static_runs[k], static_runs["nginx " + k[5:]])
                            for k in static_runs if k.startswith("site ")}
    nginx.stop()

    # -- 8. Server rendering ------------------------------------------------------------------------
    R["ssr"] = measure_ssr(site, work)

    # -- 9. The commercial invoice ------------------------------------------------------------------
    R["invoice"] = measure_invoice(site)

    # -- 7. https -----------------------------------------------------------------------------------
    R["https"] = measure_https(args, work, site, products_json, load, server_cpu)

    # -- 3. Writes ----------------------------------------------------------------------------------
    log("bench: 3. writes from 10 clients; after each run the server is killed (SIGKILL) and restarted, "
        "and every 2xx must be in the database")
    cookie = site.client.headers["Cookie"]
    id_list = ",".join(str(i) for i in product_ids)
    writes = {"orders": [], "exports": []}
    durable = {"orders": True, "exports": True}
    for r in range(args.runs):
        for mode in ("orders", "exports"):
            count = site.count_orders if mode == "orders" else site.count_exports
            before = count()
            result = load.run(site.server.base + "/", conns=10, threads=1, script="write.lua",
                              headers=[f"Cookie: {cookie}"], args=[mode, id_list], server=site.server)
            site.stop(signal.SIGKILL)
            site.start()
            site.client.headers["Cookie"] = cookie
            after = count()
            result["rps"] = result["ok"] / (result["durationUs"] / 1e6)
            result["stored"] = after - before
            # A request in flight when wrk stopped may be stored without wrk counting its answer.
            ok = result["ok"] <= after - before <= result["ok"] + 10 and result["refused"] == 0
            durable[mode] &= ok
            writes[mode].append(result)
            log(f"    round {r + 1}: {mode:<8} {result['rps']:>8.0f} 2xx/s  p50 {result['p50']:.2f} ms  "
                f"p99 {result['p99']:.2f} ms  2xx {result['ok']}  refused {result['refused']}  "
                f"stored after SIGKILL {after - before}  {'durable' if ok else 'NOT DURABLE'}")
    R["writes"] = {m: dict(summary(v), durable=durable[m], ok=sum(x["ok"] for x in v),
                           refused=sum(x["refused"] for x in v), stored=sum(x["stored"] for x in v))
                   for m, v in writes.items()}
    site.stop()

    with closing(sqlite3.connect(site.db)) as conn:
        tables = [name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    ceiling_db = work / "ceiling.db"
    shutil.copy(site.db, ceiling_db)
    R["ceiling"] = {}
    movement_tables = [t for t in tables if "export" in t] or [t for t in tables if "movement" in t]
    for mode, table in (("orders", "orders" if "orders" in tables else None),
                        ("exports", movement_tables[0] if movement_tables else None)):
        if not table:
            continue
        argv = (["taskset", "-c", str(server_cpu)] if pin else []) + [
            args.ceiling_bin, "--db", str(ceiling_db), "--table", table, "--seconds", "3"]
        out = subprocess.run(argv, capture_output=True, text=True, timeout=120)
        if out.returncode == 0:
            R["ceiling"][mode] = json.loads(out.stdout)
            log(f"    storage ceiling, {table}: {R['ceiling'][mode]['perSecond']:.0f} commits/s")
        else:
            log(f"    storage ceiling on {table} failed: {out.stderr.strip()}")

    # -- 3b. Orders with e-mail notices while the mail server is down -------------------------------
    log("bench: 3b. orders with e-mail notices, the mail server down (10 clients, alternating with the same "
        "site without a mail server; SIGKILL and restart after each run); then the mail server comes up "
        "and every notice must arrive")
    R["mailWrites"] = measure_notices(args, work, site, load, cookie, id_list, server_cpu, password)

    # -- 3c. Orders with webhooks to a slow receiver ------------------------------------------------
    log("bench: 3c. orders with a webhook endpoint at a slow receiver (50 ms a message; 10 clients, "
        "alternating with the same site without one); the peak RSS meanwhile")
    R["webhookWrites"] = measure_webhooks(args, work, site, load, id_list, server_cpu, password)

    # -- 4. Scale -----------------------------------------------------------------------------------
    big = data.large()
    log(f"bench: 4. scale: loading the large set ({len(big.products)} products, {len(big.orders)} orders)")
    large = Site(args.site_bin, work, "site-large", server_cpu, password)
    large.start(pinned=False)
    large.sign_in()
    began = time.perf_counter()
    data.load_site(large.client, big)
    R["loadLargeS"] = time.perf_counter() - began
    large.stop()
    large.start()
    cookie = large.sign_in()
    header = [f"Cookie: {cookie}"]
    scale_paths = {"analytics": "/api/analytics?tzOffset=0", "orders, first page": "/api/orders?limit=25&offset=0",
                   "products": "/api/products"}
    answers = {name: expect_ok(large.port, path, {"Cookie": cookie})[1] for name, path in scale_paths.items()}
    listed = len(json.loads(answers["products"]))
    if listed != len(big.products):
        raise RuntimeError(f"the large set lists {listed} products, expected {len(big.products)}")
    R["largeProductsJsonBytes"] = len(answers["products"])
    scale = rounds({name: (lambda s, p=path: load.run(large.server.base + p, conns=1, headers=header, seconds=s,
                                                      server=large.server))
                    for name, path in scale_paths.items()}, args.runs, warmup=1)
    R["scale"] = {name: dict(summary(v), path=scale_paths[name]) for name, v in scale.items()}
    log("bench: 4. scale: the CSV export of every order")
    R["csvExport"] = measure_csv_export(large.server, large.port, cookie, len(big.orders))
    large.stop()

    # -- 10. The price list as a spreadsheet (issue 42) --------------------------------------------
    R["priceSheet"] = measure_price_sheet(args.site_bin, work, password, server_cpu)

    # -- 8. Backups and replication -------------------------------------------------------------
    log("bench: 8. GET /api/products on the large set with and without a scheduled backup running")
    R["backupReads"] = measure_backup_reads(args, large, load)
    log(f"    p99 {R['backupReads']['without a backup']['p99']:.2f} ms without, "
        f"{R['backupReads']['during backups']['p99']:.2f} ms during ({R['backupReads']['backups']} backups of "
        f"{(R['backupReads']['backupBytes'] or 0) / MB:.0f} MB, median {R['backupReads']['backupSeconds'] or 0:.1f} s)")
    log("bench: 8. replication lag: 100 orders/s through Litestream to a file:// replica")
    R["replication"] = measure_replication(args, work, password, server_cpu)
    log(f"    lag p50 {R['replication']['p50']:.2f} s, p99 {R['replication']['p99']:.2f} s, "
        f"max {R['replication']['max']:.2f} s over {R['replication']['orders']} orders")

    # -- 6. Pages (after every other load: Lighthouse starts its own copy of the binary) ----------
    log("bench: 6. pages: JavaScript and CSS each public page loads; Lighthouse, five pages in en and fa")
    R["pageBudget"], R["pageBudgetNote"] = page_budget()
    R["lighthouse"], R["lighthouseNote"] = lighthouse(args.site_bin)
    log("bench: 6. photos: the image bytes a phone receives for /fa/products with 12 photo products")
    R["photoBytes"], R["photoBytesNote"] = photo_bytes(args.site_bin)
    if R["photoBytes"]:
        p = R["photoBytes"]
        log(f"    {p['received']:,} B of {p['uploaded']:,} B uploaded ({p['ratio'] * 100:.1f} %)")
    for key in ("pageBudgetNote", "lighthouseNote", "photoBytesNote"):
        if R[key]:
            log(f"    {R[key]}")

    # -- 5. Footprint -------------------------------------------------------------------------------
    R["siteBinBytes"] = os.path.getsize(args.site_bin)
    R["siteBinStrippedBytes"] = stripped_size(args.site_bin, work)
    R["pbBinBytes"] = os.path.getsize(args.pocketbase)
    R["pbBinStrippedBytes"] = stripped_size(args.pocketbase, work)

    stop_everything()
    R["loadavgAfter"] = os.getloadavg()[0]
    R["prepareS"], R["measureS"] = args.prepare_seconds, time.perf_counter() - began_run
    raw = json.dumps(R, indent=2, ensure_ascii=False)
    (work / "results.json").write_text(raw)
    if args.results:
        Path(args.results).write_text(raw)
    text, failed = report.render(R)
    print(text)
    report.write(Path(args.out), text)
    log(f"bench: results in {args.out}" + (f" (raw figures: {args.results})" if args.results else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
