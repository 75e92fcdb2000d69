"""Built-in https against a real ACME server, offline: Debian's Pebble issues the certificate
over HTTP-01 to the site's own port-80 listener (on a free port here), the served chain verifies
against Pebble's root, a restart serves the stored certificate without a second order, a short
validity makes the site renew by itself, and a self-made pair given with --tls-cert/--tls-key is
served and re-read when the files change. Also: the plain listener's redirect, h2 and http/1.1
by ALPN, Secure cookies and HSTS, the dashboard's certificate endpoint, and a graceful stop with
TLS connections open.
"""

from __future__ import annotations

import http.client
import json
import sqlite3
import ssl
import time

import pytest

import harness
from harness import ADMIN_PASSWORD, ADMIN_USER, wait_until
from tls_kit import (Https, HttpsSite, Pebble, cert_text, handshake, make_ca, make_leaf, request,
                     serial, served_cert, tls_context, try_served_cert)

DOMAINS = ["example.com", "www.example.com"]


@pytest.fixture
def pebble_factory(tmp_path):
    made: list[Pebble] = []

    def make(validity_s: int | None = None) -> Pebble:
        p = Pebble(tmp_path / f"pebble{len(made)}", validity_s=validity_s).start()
        made.append(p)
        return p

    yield make
    for p in made:
        p.stop()


@pytest.fixture
def sites(tmp_path):
    made: list[HttpsSite] = []

    def make(name: str, **kw) -> HttpsSite:
        s = HttpsSite(tmp_path / name, **kw)
        made.append(s)
        return s

    yield make
    for s in made:
        s.kill()
    panics = [line for s in made for line in s.log_text().splitlines() if "panicked" in line]
    assert not panics, f"server panicked: {panics[:5]}"


def acme_site(sites, pebble: Pebble, name: str = "site") -> HttpsSite:
    return sites(name, domains=DOMAINS, http_port=pebble.http_port,
                 acme_args=["--acme-directory", pebble.directory, "--acme-ca-root", str(pebble.api_ca),
                            "--acme-email", "it@example.com"])


def login(conn) -> str:
    status, headers, body = request(conn, "POST", "/api/admins/auth",
                                    {"username": ADMIN_USER, "password": ADMIN_PASSWORD})
    assert status == 200, body
    cookies = headers["set-cookie-all"]
    assert cookies and all("; Secure" in c for c in cookies), cookies
    return cookies[0].split(";", 1)[0]


def count_rows(db, table: str) -> int:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10) as c:
        return c.execute(f"SELECT count(*) FROM {table}").fetchone()[0]


def test_acme_certificate_issued_served_stored_and_kept_across_a_restart(pebble_factory, sites):
    pebble = pebble_factory()
    site = acme_site(sites, pebble).start()
    root = pebble.root_pem()
    verified = tls_context(cadata=root)
    t0 = time.monotonic()
    leaf = wait_until(lambda: try_served_cert(site.https_port, DOMAINS[0], verified),
                      "a certificate that verifies against Pebble's root", timeout=120, interval=0.2)
    issued_s = time.monotonic() - t0
    text = cert_text(leaf)
    assert "DNS:example.com" in text and "DNS:www.example.com" in text, text
    # the second name is served with the same certificate, and verifies too
    assert served_cert(site.https_port, DOMAINS[1], verified) == leaf
    # another CA's root does not vouch for it: the chain really is Pebble's
    other_ca, _ = make_ca(site.dir / "other-ca", "Unrelated CA")
    with pytest.raises(ssl.SSLCertVerificationError):
        served_cert(site.https_port, DOMAINS[0], tls_context(cafile=other_ca))

    # ALPN: h2 for browsers that offer it, http/1.1 for clients that offer only that
    with handshake(site.https_port, DOMAINS[0], tls_context(cadata=root)) as s:
        assert s.selected_alpn_protocol() == "h2"
        assert s.version() == "TLSv1.3"
    with handshake(site.https_port, DOMAINS[0], tls_context(cadata=root, alpn=("http/1.1",))) as s:
        assert s.selected_alpn_protocol() == "http/1.1"
    tls12 = tls_context(cadata=root)
    tls12.maximum_version = ssl.TLSVersion.TLSv1_2
    with handshake(site.https_port, DOMAINS[0], tls12) as s:
        assert s.version() == "TLSv1.2"

    # the site over https: HSTS, Secure cookie, the certificate in the dashboard's endpoint
    conn = Https(DOMAINS[0], site.https_port, tls_context(cadata=root, alpn=("http/1.1",)))
    status, headers, _ = request(conn, "GET", "/")
    assert status == 200
    assert headers.get("strict-transport-security", "").startswith("max-age="), headers
    status, _, _ = request(conn, "GET", "/api/tls")
    assert status == 401
    cookie = login(conn)
    status, _, body = request(conn, "GET", "/api/tls", headers={"Cookie": cookie})
    assert status == 200, body
    tls = json.loads(body)
    assert tls["https"] is True and tls["source"] == "acme" and tls["domains"] == DOMAINS, tls
    not_after = next(line for line in text.splitlines() if line.startswith("notAfter="))
    served_end = time.strptime(not_after.split("=", 1)[1].replace(" GMT", ""), "%b %d %H:%M:%S %Y")
    assert tls["notAfter"].startswith(time.strftime("%Y-%m-%dT%H:%M:%S", served_end)), (tls, not_after)
    assert tls["renewAt"] < tls["notAfter"] and "lastError" not in tls or tls["lastError"] is None, tls
    conn.close()

    # plain http: the challenge path answers 404 for an unknown token, everything else moves to
    # https (a host that is not ours goes to the first domain; POST keeps its method with 308)
    def plain(method, path, body=None, headers=None):
        conn = http.client.HTTPConnection("127.0.0.1", site.http_port, timeout=15)
        try:
            return request(conn, method, path, body, headers)
        finally:
            conn.close()
    status, headers, _ = plain("GET", "/products?lang=fa", headers={"Host": "www.example.com"})
    assert status == 301 and headers["location"] == f"https://www.example.com:{site.https_port}/products?lang=fa"
    status, headers, _ = plain("POST", "/api/orders", {"x": 1}, headers={"Host": "evil.test"})
    assert status == 308 and headers["location"] == f"https://example.com:{site.https_port}/api/orders"
    status, _, _ = plain("GET", "/.well-known/acme-challenge/unknown-token")
    assert status == 404

    # stored in the database file: one account, one certificate
    assert count_rows(site.db, "acme_accounts") == 1
    assert count_rows(site.db, "tls_certificates") == 1
    first_log = site.log_since_start()
    assert "obtaining the certificate" in first_log and "new certificate valid until" in first_log

    # a graceful stop with an idle TLS connection open (and one mid-handshake) ends promptly
    idle = handshake(site.https_port, DOMAINS[0], tls_context(cadata=root, alpn=("http/1.1",)))
    idle.sendall(b"GET /api/health HTTP/1.1\r\nHost: example.com\r\n\r\n")
    assert b" 200 " in idle.recv(4096)
    half = harness.socket.create_connection(("127.0.0.1", site.https_port), timeout=5)
    took, code = site.terminate()
    assert code == 0 and took < 8, (took, code)
    idle.close()
    half.close()

    # restart: the stored certificate is served at once, and nothing is ordered
    site.start()
    again = served_cert(site.https_port, DOMAINS[0], verified)
    assert serial(again) == serial(leaf)
    log = site.log_since_start()
    assert "stored certificate valid until" in log, log
    assert "obtaining" not in log and "renewing" not in log, log
    assert count_rows(site.db, "acme_accounts") == 1
    fig = harness.Figures("https")
    fig.set("pebble_first_certificate_s", round(issued_s, 2))
    fig.set("stop_with_open_tls_connections_s", round(took, 2))


def test_acme_renews_when_a_third_of_the_lifetime_is_left(pebble_factory, sites):
    pebble = pebble_factory(validity_s=30)  # renewal due 20 s after issue
    site = acme_site(sites, pebble).start()
    verified = tls_context(cadata=pebble.root_pem())
    first = wait_until(lambda: try_served_cert(site.https_port, DOMAINS[0], verified),
                       "the first certificate", timeout=120, interval=0.2)
    t_first = time.monotonic()
    renewed = wait_until(
        lambda: (c := try_served_cert(site.https_port, DOMAINS[0], verified)) and serial(c) != serial(first) and c,
        "a renewed certificate", timeout=120, interval=0.5)
    waited = time.monotonic() - t_first
    # not before a third of the lifetime is left (20 s, less the time the first check took)
    assert waited > 12, f"renewed after {waited:.1f} s: too early"
    assert "renewing the certificate" in site.log_since_start()
    assert count_rows(site.db, "tls_certificates") == 1  # replaced, not piled up
    assert count_rows(site.db, "acme_accounts") == 1  # the same account
    assert "DNS:www.example.com" in cert_text(renewed)


def test_acme_failure_is_logged_with_the_next_try_and_nothing_is_served(sites, tmp_path):
    # a directory where nothing listens: the order fails, the site keeps running and says when it retries
    closed = harness.free_port()
    site = sites("down", domains=["example.com"],
                 acme_args=["--acme-directory", f"https://127.0.0.1:{closed}/dir"]).start()
    wait_until(lambda: "could not get a certificate" in site.log_since_start(), "the failure in the log",
               timeout=60, interval=0.1)
    assert "next try in 120 s" in site.log_since_start()
    assert site.proc.poll() is None
    assert try_served_cert(site.https_port, "example.com", tls_context()) is None
    assert count_rows(site.db, "tls_certificates") == 0


def test_tls_files_served_and_reloaded_when_they_change(sites, tmp_path):
    ca_pem, ca_key = make_ca(tmp_path / "ca", "Company CA")
    certs = tmp_path / "ca"
    cert, key = make_leaf(certs, (ca_pem, ca_key), ["shop.example.org"], "first")
    live_cert, live_key = tmp_path / "live.pem", tmp_path / "live.key"
    live_cert.write_bytes(cert.read_bytes())
    live_key.write_bytes(key.read_bytes())
    site = sites("files", tls_files=(live_cert, live_key)).start()
    verified = tls_context(cafile=ca_pem)
    first = served_cert(site.https_port, "shop.example.org", verified)
    assert serial(first) == serial(ssl.PEM_cert_to_DER_cert(cert.with_suffix(".leaf").read_text()))
    conn = Https("shop.example.org", site.https_port, tls_context(cafile=ca_pem, alpn=("http/1.1",)))
    status, headers, _ = request(conn, "GET", "/api/health")
    assert status == 200 and "strict-transport-security" in headers
    cookie = login(conn)
    status, _, body = request(conn, "GET", "/api/tls", headers={"Cookie": cookie})
    assert status == 200 and json.loads(body)["source"] == "files", body
    conn.close()

    # a broken pair (key of another certificate) is refused, and the old certificate stays
    other_cert, other_key = make_leaf(certs, (ca_pem, ca_key), ["shop.example.org"], "second")
    live_key.write_bytes(other_key.read_bytes())
    wait_until(lambda: "cannot be used" in site.log_since_start(), "the refused pair in the log", timeout=30,
               interval=0.1)
    assert serial(served_cert(site.https_port, "shop.example.org", verified)) == serial(first)

    # the matching certificate arrives: it is served without a restart
    live_cert.write_bytes(other_cert.read_bytes())
    second = wait_until(
        lambda: (c := served_cert(site.https_port, "shop.example.org", verified)) and serial(c) != serial(first) and c,
        "the new certificate served", timeout=30, interval=0.1)
    assert serial(second) != serial(first)
    assert "reloaded the certificate" in site.log_since_start()


def test_tls_files_refused_at_start_when_they_do_not_match(sites, tmp_path):
    ca = make_ca(tmp_path / "ca")
    cert, _ = make_leaf(tmp_path / "ca", ca, ["a.example.org"], "a")
    _, other_key = make_leaf(tmp_path / "ca", ca, ["a.example.org"], "b")
    site = sites("mismatch", tls_files=(cert, other_key))
    with pytest.raises(AssertionError, match="does not belong"):
        site.start()
