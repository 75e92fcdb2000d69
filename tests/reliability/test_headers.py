"""Security headers on every kind of response, and the session cookie's life.

Every kind (page, not-found page, hashed asset, media image, media PDF, API answer and API
errors, docs, the spec) carries a Content-Security-Policy, X-Content-Type-Options: nosniff,
frame protection and a Referrer-Policy. Pages allow no inline script and no other origin.
The session cookie is HttpOnly, SameSite=Strict, Path=/, Secure when configured; sessions expire,
and are revoked at sign-out and when the account is deleted; the database keeps no usable token.
"""

from __future__ import annotations

import re
import time

import pytest
import requests

import harness

STRICT_REFERRER = {"no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"}
KEYWORDS = {"'self'", "'none'", "data:", "blob:", "'strict-dynamic'", "'unsafe-inline'",
            "'unsafe-eval'", "'report-sample'", "'wasm-unsafe-eval'"}


def csp_directives(csp: str) -> dict[str, list[str]]:
    out = {}
    for part in csp.split(";"):
        words = part.split()
        if words:
            out[words[0].lower()] = words[1:]
    return out


def foreign_sources(csp: str, dashboard: bool = False) -> list[str]:
    """Source expressions that allow another origin (hosts, schemes, wildcards)."""
    bad = []
    for name, values in csp_directives(csp).items():
        if name in ("report-uri", "report-to", "sandbox", "upgrade-insecure-requests"):
            continue
        for v in values:
            lv = v.lower()
            if lv in KEYWORDS or lv.startswith(("'nonce-", "'sha256-", "'sha384-", "'sha512-")):
                continue
            if name == "img-src" and lv == "https:":
                # product images may be http(s) links an admin stored (decisions.md): pictures
                # from elsewhere may show, nothing from elsewhere may run
                continue
            if dashboard and name == "connect-src" and lv in ("https:", "http:"):
                # the dashboard turns a pasted image address into a data URL in the browser
                # (specification section 5); only that page may fetch from elsewhere, and only data
                continue
            bad.append(f"{name} {v}")
    return bad


def frame_protected(h) -> bool:
    xfo = h.get("X-Frame-Options", "").upper()
    fa = csp_directives(h.get("Content-Security-Policy", "")).get("frame-ancestors")
    return xfo in ("DENY", "SAMEORIGIN") or fa in (["'none'"], ["'self'"])


@pytest.fixture(scope="module")
def site(site_bin, tmp_path_factory):
    d = tmp_path_factory.mktemp("headers")
    srv = harness.Server(d / "site.db", demo=True, log=d / "site.log",
                         env={"SITE_LOGIN_LIMIT": "0"}).start()
    srv.admin = srv.session(login=True)
    r = srv.admin.put(srv.url + "/api/content/profile", timeout=30, json={
        "name": "golbahar-profile.pdf", "data": harness.data_url("application/pdf", harness.minimal_pdf())})
    assert r.status_code == 200, r.text
    yield srv
    srv.stop()
    assert "panicked" not in srv.log_text()


def kinds(srv) -> dict[str, requests.Response]:
    anon = requests.Session()
    get = lambda p, **kw: anon.get(srv.url + p, timeout=30, **kw)  # noqa: E731
    out = {"page /": get("/"), "page /products": get("/products"), "page /dashboard": get("/dashboard"),
           "not-found page": get("/no-such-page/at-all")}
    html = out["page /"].text
    assets = re.findall(r'(?:src|href)="(/[^"]+\.(?:js|css))"', html)
    assert assets, f"no script or stylesheet in the page: {html[:500]}"
    out["asset (script/style)"] = get(assets[0])
    products = get("/api/products").json()
    images = [p["imageUrl"] for p in products if (p.get("imageUrl") or "").startswith("/media/")]
    if not images:
        p = harness.create_product(srv.admin, srv.url, "Header test figs", 5,
                                   imageUrl=harness.data_url("image/png", harness.png_bytes(31)))
        images = [p["imageUrl"]]
    out["media image"] = get(images[0])
    pdf = get("/api/content").json()["profileDocumentUrl"]
    out["media PDF"] = get(pdf)
    out["API 200 (products)"] = get("/api/products")
    out["API 200 (health)"] = get("/api/health")
    out["API 401"] = get("/api/orders")
    out["API 404"] = get("/api/no-such-call")
    out["API 400"] = anon.post(srv.url + "/api/orders", json={}, timeout=30)
    out["API 204 (sign-out)"] = anon.delete(srv.url + "/api/session", timeout=30)
    out["API 403 (foreign Origin)"] = anon.post(srv.url + "/api/orders", json={}, timeout=30,
                                                headers={"Origin": "https://evil.example"})
    out["API 405 (TRACE)"] = anon.request("TRACE", srv.url + "/api/products", timeout=30)
    out["API 413"] = anon.post(srv.url + "/api/orders", data=b"x" * (2 * 1024 * 1024), timeout=30,
                               headers={"Content-Type": "application/json"})
    out["API docs"] = get("/api/docs")
    out["API spec"] = get("/api/openapi.json")
    out["admin API 200 (orders)"] = srv.admin.get(srv.url + "/api/orders", timeout=30)
    return out


def test_security_headers_on_every_kind_of_response(site):
    fig = harness.Figures("headers")
    responses = kinds(site)
    rows, problems = [], []
    for kind, r in responses.items():
        h = r.headers
        csp = h.get("Content-Security-Policy", "")
        row = {"kind": kind, "path": r.url.split(str(site.port), 1)[1], "status": r.status_code,
               "content_type": h.get("Content-Type"), "csp": bool(csp),
               "nosniff": h.get("X-Content-Type-Options", "").lower() == "nosniff",
               "frame_protection": frame_protected(h),
               "referrer_policy": h.get("Referrer-Policy", "").lower() in STRICT_REFERRER,
               "cache_control": h.get("Cache-Control")}
        rows.append(row)
        for key in ("csp", "nosniff", "frame_protection", "referrer_policy"):
            if not row[key]:
                problems.append(f"{kind}: no {key} ({dict(h)})")
        foreign = foreign_sources(csp, dashboard=kind == "page /dashboard") if csp else []
        if foreign:
            problems.append(f"{kind}: CSP allows other origins: {foreign}")
        if kind.startswith(("page", "not-found")):
            d = csp_directives(csp)
            script = d.get("script-src", d.get("default-src", []))
            if not script or "'unsafe-inline'" in script or "'unsafe-eval'" in script or "*" in script:
                problems.append(f"{kind}: script-src allows inline or any script: {csp}")
            if "text/html" not in (h.get("Content-Type") or ""):
                problems.append(f"{kind}: not HTML")
    fig.set("responses", rows)
    assert not problems, "\n".join(problems)

    st = {k: r.status_code for k, r in responses.items()}
    assert st["page /"] == st["page /products"] == st["page /dashboard"] == 200
    assert st["not-found page"] == 404 and "<html" in responses["not-found page"].text.lower()
    assert st["API 401"] == 401 and st["API 404"] == 404 and st["API 400"] == 400
    assert st["API 403 (foreign Origin)"] == 403 and st["API 413"] == 413
    asset = responses["asset (script/style)"]
    assert asset.status_code == 200 and "immutable" in asset.headers.get("Cache-Control", "")
    img = responses["media image"]
    assert img.status_code == 200 and img.headers["Content-Type"].startswith("image/")
    assert "immutable" in img.headers.get("Cache-Control", "")
    pdf = responses["media PDF"]
    assert pdf.status_code == 200 and pdf.headers["Content-Type"] == "application/pdf"
    assert pdf.headers.get("Content-Disposition", "").startswith("attachment")
    assert responses["API 404"].headers["Content-Type"].startswith("application/json")
    # the docs load nothing from elsewhere
    docs = responses["API docs"]
    assert docs.status_code == 200
    assert not re.search(r'(?:src|href)="(?:https?:)?//', docs.text), "docs load a remote file"


def _set_cookie(r) -> str:
    raw = r.headers.get("Set-Cookie", "")
    assert raw.startswith(harness.SESSION_COOKIE + "="), raw
    return raw


def _flags(raw: str) -> dict:
    parts = [p.strip() for p in raw.split(";")]
    out = {}
    for p in parts[1:]:
        k, _, v = p.partition("=")
        out[k.lower()] = v
    return out


def test_session_cookie_flags_logout_and_no_token_in_database(site):
    fig = harness.Figures("cookies")
    s = requests.Session()
    r = s.post(site.url + "/api/admins/auth", timeout=30,
               json={"username": harness.ADMIN_USER, "password": harness.ADMIN_PASSWORD})
    assert r.status_code == 200
    raw = _set_cookie(r)
    flags = _flags(raw)
    token = s.cookies.get(harness.SESSION_COOKIE)
    fig.set("login_cookie", {"attributes": sorted(flags), "samesite": flags.get("samesite"),
                             "path": flags.get("path"), "max_age": flags.get("max-age"),
                             "token_chars": len(token)})
    assert "httponly" in flags
    assert flags.get("samesite", "").lower() == "strict"
    assert flags.get("path") == "/"
    assert "secure" not in flags, "Secure set although SITE_COOKIE_SECURE is off (http would lose it)"
    assert len(token) >= 32, "session token too short to be unguessable"

    # the database keeps no usable token
    copy = harness.copy_db(site.db, site.db.parent / f"tok-{time.monotonic_ns()}")
    wal = copy.parent / (copy.name + "-wal")
    blob = copy.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
    assert token.encode() not in blob, "the session token is stored in the clear"

    # sign-out revokes the session and clears the cookie
    old = dict(s.cookies)
    out = s.delete(site.url + "/api/session", timeout=30)
    assert out.status_code == 204
    cleared = _flags(_set_cookie(out))
    assert cleared.get("max-age") == "0" or "expires" in cleared, out.headers.get("Set-Cookie")
    replay = requests.Session()
    replay.cookies.update(old)
    assert replay.get(site.url + "/api/orders", timeout=30).status_code == 401
    session = replay.get(site.url + "/api/session", timeout=30).json()
    assert session["authenticated"] is False and session.get("username") is None, session
    fig.set("logout", {"status": out.status_code, "old_cookie_after_logout": 401})


def test_session_revoked_when_account_deleted(site):
    a = site.admin
    r = a.post(site.url + "/api/admins", json={"username": "second-admin", "password": "second-pw-9876"},
               timeout=30)
    assert r.status_code == 201, r.text
    second = r.json()
    assert set(second) == {"id", "username"}
    listing = a.get(site.url + "/api/admins", timeout=30).json()
    # id, name, the address for notices and whether a second factor is on: never a hash or a secret
    shown = {"id", "username", "email", "secondFactor"}
    assert all(set(x) <= shown for x in listing), "the admin list shows more than its fields"
    b = site.session(login=True, user="second-admin", password="second-pw-9876")
    assert b.get(site.url + "/api/orders", timeout=30).status_code == 200
    d = a.delete(f"{site.url}/api/admins/{second['id']}", timeout=30)
    assert d.status_code == 204
    assert b.get(site.url + "/api/orders", timeout=30).status_code == 401
    assert b.get(site.url + "/api/session", timeout=30).json()["authenticated"] is False
    harness.Figures("cookies_revocation").set("deleted_account_session", 401)


def test_sessions_expire(site_bin, tmp_path):
    ttl = 2
    srv = harness.Server(tmp_path / "site.db", log=tmp_path / "site.log",
                         env={"SITE_SESSION_TTL": str(ttl), "SITE_LOGIN_LIMIT": "0"}).start()
    try:
        # The cookie goes back as a plain header: a cookie jar would drop it itself once its
        # Max-Age passed, and the server's own expiry would go untested.
        for _ in range(5):
            t0 = time.monotonic()
            r = requests.post(srv.url + "/api/admins/auth", timeout=30,
                              json={"username": harness.ADMIN_USER, "password": harness.ADMIN_PASSWORD})
            opened_by = time.monotonic()  # the session was opened before its answer came
            assert r.status_code == 200, r.text
            flags = _flags(_set_cookie(r))
            cookie = {"Cookie": f"{harness.SESSION_COOKIE}={r.cookies.get(harness.SESSION_COOKIE)}"}
            fresh = requests.get(srv.url + "/api/orders", headers=cookie, timeout=10).status_code
            # Only a call answered within the TTL of the sign-in's start must be let in; a machine
            # that stalled longer than that gets another try.
            if time.monotonic() - t0 < ttl:
                break
        else:
            pytest.fail(f"five sign-ins in a row took longer than the {ttl} s session lifetime")
        assert fresh == 200
        # until the session is surely older than its lifetime (no fixed pause)
        time.sleep(max(0.0, opened_by + ttl + 0.2 - time.monotonic()))
        assert requests.get(srv.url + "/api/orders", headers=cookie, timeout=10).status_code == 401
        session = requests.get(srv.url + "/api/session", headers=cookie, timeout=10).json()
        assert session["authenticated"] is False
        harness.Figures("session_expiry").set("ttl_2s", {"after_ttl": 401, "max_age": flags.get("max-age")})
    finally:
        srv.stop()


def srv_cookie_header(srv) -> str:
    # served as https behind a proxy (SITE_COOKIE_SECURE): the browser's page is an https one
    r = requests.post(srv.url + "/api/admins/auth", timeout=30, headers={"Origin": srv.url.replace("http:", "https:")},
                      json={"username": harness.ADMIN_USER, "password": harness.ADMIN_PASSWORD})
    return _set_cookie(r)


def test_secure_cookie_and_hsts_when_configured(site_bin, tmp_path):
    srv = harness.Server(tmp_path / "site.db", log=tmp_path / "site.log",
                         env={"SITE_COOKIE_SECURE": "true", "SITE_LOGIN_LIMIT": "0"}).start()
    try:
        flags = _flags(srv_cookie_header(srv))
        assert "secure" in flags and "httponly" in flags and flags.get("samesite", "").lower() == "strict"
        hsts = requests.get(srv.url + "/", timeout=10).headers.get("Strict-Transport-Security", "")
        m = re.search(r"max-age=(\d+)", hsts)
        harness.Figures("cookies_secure").set("secure", {"cookie": sorted(flags), "hsts": hsts})
        assert m and int(m.group(1)) >= 15552000, f"HSTS missing or short: {hsts!r}"
    finally:
        srv.stop()
