"""Machinery of the https suites: certificates made with openssl, Debian's Pebble (Let's
Encrypt's test CA) with pebble-challtestsrv answering DNS with 127.0.0.1, the server started with
https on free loopback ports, and https requests that name a domain while connecting to
127.0.0.1.

Everything listens on 127.0.0.1 only; every wait is bounded.
"""

from __future__ import annotations

import http.client
import json
import os
import shutil
import signal
import socket
import ssl
import subprocess
import time
from pathlib import Path

from harness import ADMIN_PASSWORD, free_port, site_bin, wait_until


def openssl(*args: str, cwd: Path) -> None:
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True, timeout=60)


def make_ca(dir: Path, name: str = "Test CA") -> tuple[Path, Path]:
    """A CA certificate and key (EC P-256) in `dir`."""
    dir.mkdir(parents=True, exist_ok=True)
    openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
            "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", f"/CN={name}",
            "-addext", "basicConstraints=critical,CA:TRUE",
            "-addext", "keyUsage=critical,keyCertSign,cRLSign", cwd=dir)
    return dir / "ca.pem", dir / "ca.key"


def make_leaf(dir: Path, ca: tuple[Path, Path], names: list[str], stem: str, days: int = 2,
              ips: list[str] = ()) -> tuple[Path, Path]:
    """A server certificate for `names` (and `ips`) signed by `ca`: `stem`.pem (leaf then CA)
    and `stem`.key."""
    san = ",".join([f"DNS:{n}" for n in names] + [f"IP:{i}" for i in ips])
    ext = dir / f"{stem}.ext"
    ext.write_text(f"subjectAltName={san}\nbasicConstraints=CA:FALSE\n"
                   "keyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n")
    openssl("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
            "-keyout", f"{stem}.key", "-out", f"{stem}.csr", "-subj", f"/CN={names[0] if names else ips[0]}",
            cwd=dir)
    openssl("x509", "-req", "-in", f"{stem}.csr", "-CA", str(ca[0]), "-CAkey", str(ca[1]),
            "-CAcreateserial", "-days", str(days), "-extfile", ext.name, "-out", f"{stem}.leaf",
            cwd=dir)
    chain = (dir / f"{stem}.leaf").read_text() + ca[0].read_text()
    (dir / f"{stem}.pem").write_text(chain)
    return dir / f"{stem}.pem", dir / f"{stem}.key"


class Pebble:
    """pebble + pebble-challtestsrv on free loopback ports; validation of HTTP-01 at
    127.0.0.1:`http_port` (where the site's plain listener must be)."""

    def __init__(self, dir: Path, validity_s: int | None = None):
        self.dir = dir
        dir.mkdir(parents=True, exist_ok=True)
        self.http_port = free_port()
        self.api_port, self.mgmt_port, self.dns_port = free_port(), free_port(), free_port()
        self.validity_s = validity_s
        ca = make_ca(dir / "api-ca", "Pebble API test CA")
        self.api_ca = ca[0]
        self.api_cert, self.api_key = make_leaf(dir / "api-ca", ca, ["localhost"], "api", ips=["127.0.0.1"])
        self.procs: list[subprocess.Popen] = []

    @property
    def directory(self) -> str:
        return f"https://127.0.0.1:{self.api_port}/dir"

    def start(self) -> "Pebble":
        for tool in ("pebble", "pebble-challtestsrv"):
            assert shutil.which(tool), f"{tool} missing: apt-get install pebble (scripts/test does)"
        dns_log = open(self.dir / "challtestsrv.log", "ab")
        self.procs.append(subprocess.Popen(
            ["pebble-challtestsrv", "-dns01", f"127.0.0.1:{self.dns_port}", "-http01", "", "-https01", "",
             "-tlsalpn01", "", "-management", f"127.0.0.1:{free_port()}", "-defaultIPv4", "127.0.0.1",
             "-defaultIPv6", ""], stdout=dns_log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL))
        config = {"pebble": {
            "listenAddress": f"127.0.0.1:{self.api_port}",
            "managementListenAddress": f"127.0.0.1:{self.mgmt_port}",
            "certificate": str(self.api_cert), "privateKey": str(self.api_key),
            "httpPort": self.http_port, "tlsPort": free_port(),
            "ocspResponderURL": "", "externalAccountBindingRequired": False,
        }}
        if self.validity_s:
            config["pebble"]["certificateValidityPeriod"] = self.validity_s
        (self.dir / "pebble.json").write_text(json.dumps(config))
        env = dict(os.environ, PEBBLE_VA_NOSLEEP="1", PEBBLE_WFE_NONCEREJECT="0", PEBBLE_AUTHZREUSE="0")
        self.log = self.dir / "pebble.log"
        self.procs.append(subprocess.Popen(
            ["pebble", "-config", str(self.dir / "pebble.json"), "-dnsserver", f"127.0.0.1:{self.dns_port}"],
            stdout=open(self.log, "ab"), stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env))
        wait_until(lambda: self._root(), "pebble's management port answers", timeout=60, interval=0.1)
        return self

    def _root(self) -> str | None:
        try:
            return self.root_pem()
        except OSError:
            return None

    def root_pem(self) -> str:
        """The root that Pebble issues under (made anew at each start)."""
        ctx = ssl.create_default_context(cafile=str(self.api_ca))
        conn = http.client.HTTPSConnection("127.0.0.1", self.mgmt_port, context=ctx, timeout=5)
        try:
            conn.request("GET", "/roots/0")
            resp = conn.getresponse()
            body = resp.read().decode()
            if resp.status != 200:
                raise OSError(f"/roots/0 answered {resp.status}")
            return body
        finally:
            conn.close()

    def stop(self) -> None:
        for p in self.procs:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
        for p in self.procs:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait(timeout=10)


class HttpsSite:
    """`site serve` with https: either ACME (`domains`, `acme_args`) or `tls_files`."""

    def __init__(self, dir: Path, *, domains: list[str] = (), acme_args: list[str] = (),
                 tls_files: tuple[Path, Path] | None = None, http_port: int | None = None,
                 extra: list[str] = ()):
        self.dir = dir
        dir.mkdir(parents=True, exist_ok=True)
        self.db = dir / "site.db"
        self.log_path = dir / "site.log"
        self.https_port = free_port()
        self.http_port = http_port or free_port()
        self.args = ["serve", "--db", str(self.db), "--https-addr", f"127.0.0.1:{self.https_port}",
                     "--http-addr", f"127.0.0.1:{self.http_port}", *extra]
        for d in domains:
            self.args += ["--domain", d]
        self.args += list(acme_args)
        if tls_files:
            self.args += ["--tls-cert", str(tls_files[0]), "--tls-key", str(tls_files[1])]
        self.proc: subprocess.Popen | None = None
        self.starts = 0

    def start(self) -> "HttpsSite":
        env = dict(os.environ, SITE_ADMIN_PASSWORD=ADMIN_PASSWORD)
        for k in list(env):
            if k.startswith("SITE_") and k not in ("SITE_ADMIN_PASSWORD", "SITE_BIN"):
                env.pop(k)
        log = open(self.log_path, "ab")
        log.write(f"\n=== start {self.starts}\n".encode())
        log.flush()
        self.starts += 1
        self.log_offset = self.log_path.stat().st_size
        self.proc = subprocess.Popen([str(site_bin()), *self.args], stdout=log, stderr=subprocess.STDOUT,
                                     stdin=subprocess.DEVNULL, env=env)
        wait_until(lambda: self._listening(), "the site listens on its https and http ports", timeout=30,
                   interval=0.05)
        return self

    def _listening(self) -> bool:
        if self.proc.poll() is not None:
            raise AssertionError(f"site exited with {self.proc.returncode}:\n{self.log_text()[-3000:]}")
        return "listening on https://" in self.log_since_start()

    def log_text(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def log_since_start(self) -> str:
        return self.log_text()[self.log_offset:] if self.log_path.exists() else ""

    def terminate(self, timeout: float = 30) -> tuple[float, int]:
        t0 = time.monotonic()
        self.proc.send_signal(signal.SIGTERM)
        code = self.proc.wait(timeout=timeout)
        return time.monotonic() - t0, code

    def kill(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)


def tls_context(cafile: Path | None = None, cadata: str | None = None, alpn=("h2", "http/1.1")) -> ssl.SSLContext:
    ctx = ssl.create_default_context(cafile=str(cafile) if cafile else None, cadata=cadata)
    if cafile is None and cadata is None:
        ctx.check_hostname = False
        ctx.verify_mode = ssl.CERT_NONE
    ctx.set_alpn_protocols(list(alpn))
    return ctx


def handshake(port: int, name: str, ctx: ssl.SSLContext, timeout: float = 10) -> ssl.SSLSocket:
    """A TLS connection to 127.0.0.1:`port` asking for `name` (SNI and the name checked)."""
    raw = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    try:
        return ctx.wrap_socket(raw, server_hostname=name)
    except Exception:
        raw.close()
        raise


def served_cert(port: int, name: str, ctx: ssl.SSLContext) -> bytes:
    """The DER of the leaf certificate the server shows for `name`."""
    with handshake(port, name, ctx) as s:
        return s.getpeercert(binary_form=True)


def try_served_cert(port: int, name: str, ctx: ssl.SSLContext) -> bytes | None:
    try:
        return served_cert(port, name, ctx)
    except (OSError, ssl.SSLError):
        return None


def cert_text(der: bytes) -> str:
    """openssl's reading of a DER certificate (serial, validity, names)."""
    out = subprocess.run(["openssl", "x509", "-inform", "DER", "-noout", "-serial", "-enddate", "-startdate",
                          "-ext", "subjectAltName"], input=der, capture_output=True, check=True, timeout=30)
    return out.stdout.decode()


def serial(der: bytes) -> str:
    return next(line for line in cert_text(der).splitlines() if line.startswith("serial="))


class Https(http.client.HTTPSConnection):
    """https to 127.0.0.1 while naming `host` in SNI, the name check and the Host header."""

    def __init__(self, host: str, port: int, ctx: ssl.SSLContext, timeout: float = 15):
        super().__init__(host, port, context=ctx, timeout=timeout)
        self._create_connection = lambda addr, *a, **k: socket.create_connection(("127.0.0.1", addr[1]), *a, **k)


def request(conn: http.client.HTTPConnection, method: str, path: str, body: dict | None = None,
            headers: dict | None = None) -> tuple[int, dict, bytes]:
    hdrs = dict(headers or {})
    # A write from the site's own page, as a browser sends it: with its Origin (the server refuses
    # a write that has neither Origin nor Sec-Fetch-Site: same-origin).
    said = {k.lower() for k in hdrs}
    if method in ("POST", "PUT", "PATCH", "DELETE") and not said & {"origin", "sec-fetch-site"}:
        scheme = "https" if isinstance(conn, http.client.HTTPSConnection) else "http"
        host = hdrs.get("Host") or (conn.host if conn.port in (None, 443 if scheme == "https" else 80)
                                    else f"{conn.host}:{conn.port}")
        hdrs["Origin"] = f"{scheme}://{host}"
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        hdrs["Content-Type"] = "application/json"
    conn.request(method, path, body=data, headers=hdrs)
    resp = conn.getresponse()
    return resp.status, {k.lower(): v for k, v in resp.getheaders()} | {"set-cookie-all": resp.headers.get_all("Set-Cookie") or []}, resp.read()
