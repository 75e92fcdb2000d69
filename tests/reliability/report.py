#!/usr/bin/env python3
"""Turns the figures the reliability suites wrote to target/reliability/*.json into the tables of
docs/reliability.md (between the `figures:begin` and `figures:end` markers).

    python3 tests/reliability/report.py            # rewrite docs/reliability.md
    python3 tests/reliability/report.py --stdout   # print the tables only
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIG = ROOT / "target" / "reliability"
DOC = ROOT / "docs" / "reliability.md"
BEGIN, END = "<!-- figures:begin -->", "<!-- figures:end -->"


def load(name: str):
    p = FIG / f"{name}.json"
    return json.loads(p.read_text()) if p.exists() else None


def table(head: list[str], rows: list[list]) -> str:
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out += ["| " + " | ".join(str(c).replace("|", "\\|").replace("\n", " ") for c in r) + " |"
            for r in rows]
    return "\n".join(out)


def yn(v) -> str:
    return "yes" if v else "**NO**"


def hist(d: dict) -> str:
    return ", ".join(f"{k}×{v}" for k, v in sorted(d.items())) if d else "–"


def crash() -> str:
    d = load("crash_safety")
    if not d or not d.get("runs"):
        return "_No figures: the crash-safety suite has not run._"
    rows = [[r["run"], r["killed_after_s"], r["acknowledged_this_run"], r["acknowledged_total"],
             r["found_in_file"], r["found_via_api_after_restart"], r["unanswered_requests_total"],
             ",".join(r["integrity_check"]), r["foreign_key_violations"], r["negative_stock_products"],
             r["restart_s"]] for r in d["runs"]]
    return table(["kill -9 #", "after (s)", "acked this run", "acked total", "found in file",
                  "found via API after restart", "unanswered requests", "integrity_check",
                  "FK violations", "negative stock", "restart (s)"], rows)


def graceful() -> str:
    d = load("graceful_stop")
    if not d or "result" not in d:
        return "_No figures: the graceful-stop suite has not run._"
    r = d["result"]
    text = table(["SIGTERM → exit (s)", "exit code", "in flight at SIGTERM", "their answers",
                  "acked writes", "found in copy of .db alone", "files left", "integrity_check"],
                 [[r["sigterm_to_exit_s"], r["exit_code"], r["in_flight_at_sigterm"],
                   ", ".join(map(str, r["in_flight_answered"])), r["acknowledged"], r["found_in_copy"],
                   ", ".join(r["files_left"]), ",".join(r["integrity_check"])]])
    stalled = (load("graceful_stop_stalled") or {}).get("result")
    if stalled:
        text += (f"\n\nA client that stalls half-way through its body: SIGTERM → exit in "
                 f"{stalled['sigterm_to_exit_s']} s with SITE_SHUTDOWN_GRACE={stalled['grace_s']}, "
                 f"exit code {stalled['exit_code']}, files left: {', '.join(stalled['files_left'])}.")
    return text


def backups() -> str:
    rows = []
    for name, key in (("backup", "cli_backups"), ("backup_api", "api_backups")):
        d = load(name) or {}
        for b in d.get(key, []):
            rows.append([b["kind"], b["backup"], b["seconds"], f"{b['bytes'] / 1e6:.1f} MB",
                         b["acked_before"], b["acked_before"] - b["missing"],
                         b.get("acked_during", "–"), ",".join(b["integrity"]), b["fk"]])
    if not rows:
        return "_No figures: the backup suites have not run._"
    text = table(["backup", "#", "seconds", "size", "acked before it began", "found in it",
                  "acked while it ran", "integrity_check", "FK violations"], rows)
    restores = []
    for name in ("backup", "backup_api"):
        d = load(name) or {}
        if "restore" in d:
            restores.append(f"{'CLI' if name == 'backup' else 'download'}: "
                            f"{d['restore'].get('missing_after_restore')} acknowledged writes missing "
                            "after restoring and serving")
    if restores:
        text += "\n\nRestored (stale -wal/-shm removed) and served: " + "; ".join(restores) + "."
    return text


def scheduled() -> str:
    d = load("scheduled_backup")
    if not d or not d.get("files"):
        return "_No figures: the scheduled-backup suite has not run._"
    sch = d.get("schedule", {})
    text = (f"Every {sch.get('every_s')} s, keep {sch.get('keep')}: {sch.get('written')} written while orders "
            f"arrived, gaps between the kept ones {sch.get('gaps_s')} s.\n\n")
    text += table(["kept file", "size", "orders acked before it began", "missing in it", "integrity_check"],
                  [[f["file"], f"{f['bytes'] / 1e3:.0f} KB", f["acked_before_it"], f["missing"],
                    ",".join(f["integrity"])] for f in d["files"]])
    failing = load("scheduled_backup_failure") or {}
    if failing.get("result"):
        text += "\n\nA folder that cannot be written: error shown in the dashboard's API, site kept serving, " \
                "cleared by the next success."
    r = (load("restore") or {}).get("result")
    if r:
        text += (f"\n\n`site restore` after a crash: \"{r['stdout']}\" While serving it refused: "
                 f"\"{r['refused_while_serving']}\"")
    refusals = (load("restore_refusals") or {}).get("refusals")
    if refusals:
        text += "\n\n" + table(["restore refused", "message"], [[k, v] for k, v in refusals.items()])
    return text


def litestream() -> str:
    rows = []
    for kind in ("file", "s3"):
        r = (load(f"litestream_{kind}") or {}).get("result")
        if r:
            rows.append([kind, r["acknowledged"], r["acknowledged_before_mark"], r["replica_caught_up_after_s"],
                         r["lost_of_those"], f"{r['recovered_after_mark']} of {r['acknowledged_after_mark']}",
                         r["restore_s"], ",".join(r["integrity_check"])])
    if not rows:
        return "_No figures: the Litestream suite has not run._"
    text = table(["replica", "orders acked", "acked before the mark", "replica caught up after (s)",
                  "lost of those", "acked after the mark, recovered", "litestream restore (s)", "integrity_check"],
                 rows)
    stop = (load("litestream_stop") or {}).get("result")
    if stop:
        text += (f"\n\nSIGTERM to Litestream under load: both exited in {stop['sigterm_to_exit_s']} s (code "
                 f"{stop['exit_code']}); {stop['acknowledged']} orders acknowledged, {stop['missing_in_replica']} "
                 f"missing in the replica. The server said: {' '.join(stop['stop_message'])}")
    return text


def concurrency() -> str:
    d = load("concurrency")
    if not d or not d.get("rounds"):
        return "_No figures: the concurrency suite has not run._"
    rows = [[r["round"], r["stock"], r["exports"]["count"], hist(r["exports"]["statuses"]),
             r["exports_succeeded"], r.get("exported_quantity", r["exports_succeeded"]),
             r["orders"]["count"], hist(r["orders"]["statuses"]), r["final_available"],
             f"{r['exports']['p50_ms']} / {r['exports']['max_ms']}", len(r["anomalies"])]
            for r in d["rounds"]]
    return table(["round", "stock", "exports sent", "export answers", "exports succeeded",
                  "quantity exported", "orders sent", "order answers", "stock left",
                  "export p50 / max (ms)", "5xx or busy"], rows)


def fuzz() -> str:
    d = load("fuzz")
    spec = load("spec_answers")
    parts = []
    if spec:
        und = spec.get("undocumented_answers") or {}
        parts.append(f"Spec check: {spec.get('operations')} operations; "
                     + ("every one documents the answers it can give."
                        if not und else f"**{len(und)} lack answers they give**: "
                        + "; ".join(f"{k} ({', '.join(v)})" for k, v in sorted(und.items()))))
    if not d:
        parts.append("_No figures: the fuzzing suite has not run._")
        return "\n\n".join(parts)
    per = defaultdict(lambda: [0, 0])
    for run in ("main", "session_enders"):
        for op, v in (d.get(run) or {}).get("operations", {}).items():
            per[op][0] += v["cases"]
            per[op][1] += v["failures"]
    rows = [[op, c, f if not f else f"**{f}**"] for op, (c, f) in sorted(per.items(),
                                                                           key=lambda x: x[0].split(" ", 1)[::-1])]
    total = [sum(v[0] for v in per.values()), sum(v[1] for v in per.values())]
    rows.append(["**all operations**", total[0], total[1]])
    ex = (d.get("main") or {}).get("max_examples")
    parts.append(f"Schemathesis, every check (`--checks all`); `--max-examples {ex}`, fixed seed; "
                 "phases examples, coverage, fuzzing and stateful; signed in through the spec's "
                 "`AdminSession` scheme. A failure is one failed check on one case.")
    parts.append(table(["operation", "cases run", "failures"], rows))
    return "\n\n".join(parts)


def hostile() -> str:
    d = load("hostile")
    if not d or not d.get("inputs"):
        return "_No figures: the hostile-input suite has not run._"
    cats = defaultdict(list)
    for x in d["inputs"]:
        cats[x["category"]].append(x)
    rows = []
    for cat, xs in cats.items():
        answers = Counter(str(x["answer"]) if not isinstance(x["answer"], dict) else "see below" for x in xs)
        bad = [x["input"] for x in xs if not x["ok"]]
        rows.append([cat, len(xs), hist(answers), len(xs) - len(bad),
                     ("**" + "; ".join(bad[:6]) + ("…" if len(bad) > 6 else "") + "**") if bad else "–"])
    text = table(["hostile input", "tried", "answers", "as expected", "not as expected"], rows)
    rl = d.get("rate_limit")
    if rl:
        text += (f"\n\nRate limit: {rl['failed_logins_sent']} failed sign-ins from one address in "
                 f"{rl['seconds']} s were answered {hist(rl['answers'])}; meanwhile {rl['reads_ok']}/"
                 f"{rl['reads_during_flood']} public reads succeeded (p50 {rl['read_p50_ms']} ms, max "
                 f"{rl['read_max_ms']} ms), a sign-in from another address got "
                 f"{rl['login_from_other_address']}, 20 right passwords from a fresh address each with another "
                 f"forged X-Forwarded-For got {hist(rl['logins_with_spoofed_x_forwarded_for'])}; 25 orders in a minute from one address: "
                 f"{hist(rl['orders_25_in_a_minute'])}.")
    s = d.get("text_round_trip_summary")
    if s:
        text += f"\n\nTexts (Persian, RTL overrides, control characters, long strings): {hist(s)}."
    return text


def edge() -> str:
    d = load("edge")
    if not d or len(d) <= 3:
        return "_No figures: the edge suite has not run._"
    parts = []
    b = d.get("body where none is taken")
    if b:
        parts.append(f"three 29 MB bodies sent where none is taken: answered {b['statuses']}, the server grew "
                     f"{b['rss_growth_mib']} MiB")
    slow = d.get("slow clients")
    if slow:
        h, (status, after) = slow["headers closed after s"], slow["stalled body"]
        parts.append(f"headers trickled one byte every 2 s: closed after {h:.1f} s; a body stalled after 10 "
                     f"bytes: {status} after {after:.1f} s")
    spread = d.get("spread sign-in attack")
    if spread:
        parts.append(f"30 wrong passwords for `admin` from 30 addresses: {hist(Counter(spread['answers']))}, "
                     "and the admin's own address still signs in")
    refused = d.get("accounts refused")
    if refused:
        parts.append("accounts refused: " + "; ".join(f"{r['case']} ({r['status']})" for r in refused))
    if "api docs bytes on the wire" in d:
        parts.append(f"/api/docs with Swagger UI's files on the wire: {d['api docs bytes on the wire'] // 1024} KiB gzipped")
    return "\n".join(f"- {p}." for p in parts)


def resources() -> str:
    d = load("resources")
    if not d or len(d) <= 3:
        return "_No figures: the resources suite has not run._"
    rows = [[k, v] for k, v in d.items() if k not in ("suite", "binary", "started")]
    return table(["measured", "value"], rows)


def headers() -> str:
    d = load("headers")
    if not d or not d.get("responses"):
        return "_No figures: the headers suite has not run._"
    rows = [[r["kind"], f"`{r['path'][:56]}`", r["status"], yn(r["csp"]), yn(r["nosniff"]),
             yn(r["frame_protection"]), yn(r["referrer_policy"])] for r in d["responses"]]
    text = table(["response", "path", "status", "CSP", "nosniff", "frame protection",
                  "Referrer-Policy"], rows)
    c = load("cookies") or {}
    notes = []
    if "login_cookie" in c:
        lc = c["login_cookie"]
        notes.append(f"session cookie: {', '.join(lc['attributes'])} (SameSite={lc['samesite']}, "
                     f"Path={lc['path']}, {lc['token_chars']}-character token, not stored in the database)")
    if "logout" in c:
        notes.append(f"after sign-out the old cookie gets {c['logout']['old_cookie_after_logout']}")
    if (load("cookies_revocation") or {}).get("deleted_account_session"):
        notes.append("a deleted account's session gets 401")
    e = (load("session_expiry") or {}).get("ttl_2s")
    if e:
        notes.append(f"with SITE_SESSION_TTL=2 the session gets {e['after_ttl']} once 2 s have passed")
    sec = (load("cookies_secure") or {}).get("secure")
    if sec:
        notes.append(f"with SITE_COOKIE_SECURE=true: cookie {', '.join(sec['cookie'])}; HSTS `{sec['hsts']}`")
    if notes:
        text += "\n\n" + "; ".join(notes) + "."
    return text


def metadata() -> str:
    d = load("metadata")
    if not d or "structured_data" not in d:
        return "_No figures: the metadata suite has not run._"
    sd = d["structured_data"]
    missing = ", ".join(f"{m} ×{n}" for m, n in sorted(sd["optional_fields_missing"].items())) or "none"
    return table(["URLs in the sitemap (valid against its XSD)", "share pictures fetched and measured",
                  "pages validated", "schema.org types", "errors"],
                 [[d.get("sitemap_urls"), d.get("share_pictures"), sd["pages"], ", ".join(sd["types"]),
                   sd["errors"]]]) + f"\n\nOptional fields the validator would like (warnings, not errors): {missing}."


def mail() -> str:
    d = load("mail")
    if not d:
        return "_No figures: the mail suite has not run._"
    lines = []
    if "notice_seconds" in d:
        lines.append(f"- An order's notice reached the SMTP sink {d['notice_seconds']} s after the order.")
    if "down" in d:
        x = d["down"]
        lines.append(f"- Mail server down: {x['orders']} orders, p50 {x['p50_ms']} ms, p99 {x['p99_ms']} ms, "
                     "every one 201.")
    if "slow" in d:
        lines.append(f"- Mail server taking 2 s per message: {d['slow']['orders']} orders, slowest "
                     f"{d['slow']['max_ms']} ms.")
    if "delivered_after_up_seconds" in d:
        lines.append(f"- Every queued notice delivered {d['delivered_after_up_seconds']} s after the server "
                     "answered again, each once.")
    if "kill9" in d:
        k = d["kill9"]
        lines.append(f"- kill -9 with {k['pending_before_kill']} notices pending: {k['delivered_after_restart']} "
                     f"delivered after the restart with their Message-IDs, {k['duplicates']} duplicates.")
    if "refusing" in d:
        r = d["refusing"]
        lines.append(f"- A server answering `{r['error']}`: the order took {r['order_ms']} ms; sent after "
                     f"{r['attempts_until_sent']} attempts once the server accepted.")
    if "persian_confirmation" in d:
        lines.append(f"- A Persian order's confirmation: “{d['persian_confirmation']['subject']}”.")
    return "\n".join(lines)


def render() -> str:
    binary = None
    for name in ("crash_safety", "fuzz", "hostile", "headers"):
        d = load(name)
        if d and d.get("binary"):
            binary = d["binary"]
            break
    return "\n\n".join([
        f"_Generated by `tests/reliability/report.py` on {time.strftime('%Y-%m-%d %H:%M')} from "
        f"`target/reliability/*.json` (binary: `{binary}`)._",
        "### Crash safety: writes acknowledged vs found after each `kill -9`", crash(),
        "### Graceful stop (SIGTERM under load)", graceful(),
        "### Backups taken under load", backups(),
        "### Scheduled backups and restore", scheduled(),
        "### Litestream: kill -9, delete, restore from the replica", litestream(),
        "### Concurrency: 50 exporters and 50 buyers on one product", concurrency(),
        "### API fuzzing (Schemathesis)", fuzz(),
        "### Hostile inputs and their answers", hostile(),
        "### The edge: slow clients, sign-in floods, look-alike names", edge(),
        "### Resources: image uploads, connections per address, a full disk", resources(),
        "### Security headers and cookies", headers(),
        "### Search and link-preview metadata", metadata(),
        "### Order e-mails (SMTP sink on 127.0.0.1)", mail(),
    ])


def main():
    body = render()
    if "--stdout" in sys.argv or not DOC.exists():
        print(body)
        return
    doc = DOC.read_text()
    if BEGIN not in doc or END not in doc:
        sys.exit(f"{DOC} has no {BEGIN} … {END} markers")
    head, rest = doc.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    DOC.write_text(head + BEGIN + "\n" + body + "\n" + END + tail)
    print(f"wrote figures into {DOC.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
