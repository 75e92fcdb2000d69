"""API fuzzing from the server's own spec: Schemathesis (`st run`) against the running release
binary's /api/openapi.json, signed in through the spec's own `AdminSession` security scheme (a
schemathesis.toml written for the run), so that checks such as `ignored_auth` can also leave the
session out.

Checks: all of them (`--checks all`: server errors, status codes, content types, headers, response
schemas, schema-valid requests accepted, schema-violating requests refused, unsupported methods
answered 405 with the right `Allow`, use after delete, ignored auth, ...). Phases: examples, coverage,
fuzzing and the stateful phase, which chains operations through the links Schemathesis infers
(create a product, then patch, import into, export from and delete it). Zero failures.
`st_hooks.py` swaps generated data URLs for real image/PDF bytes (a schema cannot say "a PNG").

Two runs, so that the fuzzer cannot sign itself out half-way and test the rest unauthenticated:
1. every operation except the two that can end the fuzzer's own session
   (DELETE /api/session, DELETE /api/admins/{id});
2. those two, with a fresh session.

Before fuzzing, the spec itself is checked: it is valid OpenAPI (openapi-spec-validator), and
every operation documents the answers it can give (400, 401, 403, 404, 409, 413, 429 where they
apply), so the docs tell integrators the truth.
"""

from __future__ import annotations

import base64
import json
import os
import shlex
import shutil
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

import harness

MAX_EXAMPLES = int(os.environ.get("RELIABILITY_FUZZ_EXAMPLES", "25"))
PHASES = "examples,coverage,fuzzing,stateful"
HERE = Path(__file__).resolve().parent
SESSION_ENDERS = ["/api/session", "/api/admins/{id}"]


def st_bin() -> str:
    exe = Path(sys.executable).with_name("st")
    return str(exe) if exe.exists() else "st"


def spec_operations(spec: dict):
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method.upper() in {"GET", "POST", "PUT", "PATCH", "DELETE"}:
                yield method.upper(), path, op


def spec_path(spec: dict, path: str) -> str:
    """`path` (/api/...) as the spec names it (it may leave /api to its servers entry)."""
    return path if path in spec["paths"] else path.removeprefix("/api")


def base_url(srv, spec) -> str:
    servers = spec.get("servers") or []
    if servers and not all(p.startswith("/api") for p in spec["paths"]):
        return srv.url + servers[0]["url"].rstrip("/")
    return srv.url


@pytest.fixture(scope="module")
def fuzz_srv(site_bin, tmp_path_factory):
    d = tmp_path_factory.mktemp("fuzz")
    srv = harness.Server(d / "site.db", demo=True, log=d / "site.log",
                         env={"SITE_LOGIN_LIMIT": "0", "SITE_ORDER_LIMIT": "0"}).start()
    srv.spec = harness.requests.get(srv.url + "/api/openapi.json", timeout=10).json()
    yield srv
    srv.stop()
    panics = [line for line in srv.log_text().splitlines() if "panicked" in line]
    assert not panics, panics[:5]


def test_spec_documents_every_answer(fuzz_srv):
    fig = harness.Figures("spec_answers")
    missing = {}
    count = 0
    for method, path, op in spec_operations(fuzz_srv.spec):
        count += 1
        documented = set(op.get("responses", {}))
        full = path if path.startswith("/api") else "/api" + path
        need = set()
        # secured by the contract (an operation's own `security` overrides the spec's), as the
        # Rust access test and test_hostile read it: a new public operation needs no edit here
        if op.get("security", fuzz_srv.spec.get("security")):
            need.add("401")
        if method in {"POST", "PUT", "PATCH", "DELETE"}:
            need.add("403")  # foreign Origin
        if "requestBody" in op:
            need |= {"400", "413"}
        if "{" in path:
            need.add("404")
        if (method, full) in {("POST", "/api/orders"), ("POST", "/api/admins/auth")}:
            need.add("429")
        if full.endswith("/exports") or (method, full) in {("POST", "/api/orders"),
                                                           ("POST", "/api/admins"),
                                                           ("DELETE", "/api/admins/{id}")}:
            need.add("409")
        lacking = sorted(need - documented)
        if lacking:
            missing[f"{method} {full}"] = lacking
    fig.set("operations", count)
    fig.set("undocumented_answers", missing)
    assert count >= 25, f"the spec lists only {count} operations"
    assert not missing, f"answers the server gives but the spec does not document: {missing}"


def test_spec_is_valid_openapi(fuzz_srv):
    from openapi_spec_validator import validate
    validate(fuzz_srv.spec)
    committed = json.loads((HERE.parent.parent / "openapi.json").read_text())
    assert committed == fuzz_srv.spec, "openapi.json differs from the served spec"


def _run_st(srv, cookie: str, name: str, filters: list[str], report_dir: Path) -> dict:
    shutil.rmtree(report_dir, ignore_errors=True)
    report_dir.mkdir(parents=True)
    # the session goes in through the spec's security scheme, not as a fixed header
    config = report_dir / "schemathesis.toml"
    config.write_text('[auth.openapi.AdminSession]\napi_key = "${SITE_SESSION}"\n')
    cmd = [st_bin(), "--config-file", str(config), "run", srv.url + "/api/openapi.json",
           "--url", base_url(srv, srv.spec),
           "--checks", "all", "--phases", PHASES, "--max-examples", str(MAX_EXAMPLES), "--seed", "20240501",
           "--workers", "1", "--request-timeout", "20", "--generation-database", "none",
           "--report", "ndjson,junit", "--report-dir", str(report_dir),
           "--no-color", "--suppress-health-check", "all",
           # what every browser sends with a request from the site's own page (writes need it)
           "-H", "Sec-Fetch-Site: same-origin", *filters]
    env = dict(os.environ, SCHEMATHESIS_HOOKS="st_hooks", SITE_SESSION=cookie,
               PYTHONPATH=os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")]),
               HYPOTHESIS_STORAGE_DIRECTORY=str(report_dir / ".hyp"))
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=540, env=env,
                          cwd=str(report_dir))
    (report_dir / "output.txt").write_text(proc.stdout + proc.stderr)
    return {"cmd": cmd, "returncode": proc.returncode, "output": proc.stdout + proc.stderr,
            "per_operation": _parse_ndjson(report_dir)}


def _curl(req: dict) -> str:
    parts = ["curl", "-X", req["method"], shlex.quote(req["uri"])]
    for k, v in (req.get("headers") or {}).items():
        if k.lower() in ("content-type",):
            parts += ["-H", shlex.quote(f"{k}: {v[0] if isinstance(v, list) else v}")]
    parts += ["-H", "'Cookie: site_session=$COOKIE'"]  # when the case was sent signed in
    body = (req.get("body") or {}).get("$base64")
    if body:
        parts += ["--data-binary", shlex.quote(base64.b64decode(body).decode("utf-8", "replace")[:2000])]
    return " ".join(parts)


def _parse_ndjson(report_dir: Path) -> dict:
    ops = defaultdict(lambda: {"cases": 0, "failures": []})
    files = sorted(report_dir.glob("ndjson-*.ndjson"))
    if not files:
        return {}
    for line in files[-1].read_text().splitlines():
        ev = json.loads(line)
        fin = ev.get("ScenarioFinished")
        if not fin:
            continue
        rec = fin["recorder"]
        op = ops[rec["label"]]
        op["cases"] += len(rec.get("cases") or {})
        for case_id, checks in (rec.get("checks") or {}).items():
            for c in checks:
                if c["status"] != "failure":
                    continue
                f = (c.get("failure_info") or {}).get("failure") or {}
                inter = (rec.get("interactions") or {}).get(case_id) or {}
                resp = inter.get("response") or {}
                content = (resp.get("content") or {}).get("$base64") or ""
                op["failures"].append({
                    "check": c["name"], "code": f.get("code"), "title": f.get("title"),
                    "message": (f.get("message") or "")[:500],
                    "status": resp.get("status_code"),
                    "response": base64.b64decode(content).decode("utf-8", "replace")[:300],
                    "reproduce": _curl(inter["request"]) if inter.get("request") else None,
                })
    return {k: dict(v) for k, v in ops.items()}


def _summarise(fig, key, result):
    per_op = result["per_operation"]
    fig.set(key, {
        "returncode": result["returncode"],
        "max_examples": MAX_EXAMPLES,
        "operations": {label: {"cases": v["cases"], "failures": len(v["failures"])}
                       for label, v in sorted(per_op.items())},
        "failures": {label: v["failures"][:5] for label, v in sorted(per_op.items()) if v["failures"]},
        "summary_tail": result["output"].splitlines()[-25:],
    })


@pytest.mark.timeout(720)
def test_schemathesis_finds_no_failures(fuzz_srv):
    fig = harness.Figures("fuzz")
    out = harness.FIGURES_DIR / "schemathesis"
    cookie = fuzz_srv.cookie()
    excludes = [a for p in SESSION_ENDERS for a in ("--exclude-path", spec_path(fuzz_srv.spec, p))]
    main = _run_st(fuzz_srv, cookie, "main", excludes, out / "main")
    _summarise(fig, "main", main)
    # the main run kept its session to the end: it fuzzed signed in
    s = fuzz_srv.session()
    s.cookies.set(harness.SESSION_COOKIE, cookie, domain="127.0.0.1", path="/")
    assert s.get(fuzz_srv.url + "/api/session", timeout=10).json()["authenticated"] is True
    includes = [a for p in SESSION_ENDERS for a in ("--include-path", spec_path(fuzz_srv.spec, p))]
    enders = _run_st(fuzz_srv, fuzz_srv.cookie(), "session-enders", includes, out / "session-enders")
    _summarise(fig, "session_enders", enders)

    for name, res in (("main", main), ("session-enders", enders)):
        assert res["per_operation"], f"{name}: schemathesis tested nothing:\n{res['output'][-3000:]}"
        failures = {k: v["failures"] for k, v in res["per_operation"].items() if v["failures"]}
        assert not failures and res["returncode"] == 0, (
            f"{name}: schemathesis failures (see target/reliability/schemathesis/{name}):\n"
            + json.dumps(failures, indent=1, ensure_ascii=False)[:6000]
            + "\n" + "\n".join(res["output"].splitlines()[-40:]))
    tested = set(main["per_operation"]) | set(enders["per_operation"])
    in_spec = {f"{m} {p}" for m, p, _ in spec_operations(fuzz_srv.spec)}
    assert in_spec <= tested, f"operations never fuzzed: {sorted(in_spec - tested)}"
