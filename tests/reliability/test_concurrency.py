"""Concurrency: 50 clients exporting from one product and 50 ordering it, all released at once.

No answer may be a 5xx or mention a busy/locked database; stock never goes below zero; exactly as
many exports succeed as the stock allows, and every refused one is a 409 with the
specification's message.
"""

from __future__ import annotations

import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import requests

import harness

CLIENTS = 50
EXPORT_MSG = "Export quantity exceeds available stock"
ORDER_MSG = "Requested quantity exceeds available stock"


def _burst(srv, cookie, pid, export_qty: list[int], order_qty: list[int]):
    """Fires len(export_qty) exports and len(order_qty) orders at once, one connection each."""
    n = len(export_qty) + len(order_qty)
    barrier = threading.Barrier(n, timeout=30)
    anomalies: list[str] = []

    def one(i):
        s = requests.Session()
        if i < len(export_qty):
            s.cookies.set(harness.SESSION_COOKIE, cookie, domain="127.0.0.1", path="/")
            req = ("POST", f"{srv.url}/api/products/{pid}/exports",
                   {"quantity": export_qty[i], "destination": f"Client {i}", "date": "2024-06-01"})
        else:
            q = order_qty[i - len(export_qty)]
            req = ("POST", srv.url + "/api/orders",
                   {"productId": pid, "quantity": q, "customerName": f"Buyer {i}"})
        s.get(srv.url + "/api/health", timeout=10)  # open the connection before the start line
        barrier.wait()
        t0 = time.monotonic()
        r = s.request(req[0], req[1], json=req[2], timeout=60)
        ms = (time.monotonic() - t0) * 1000
        text = r.text
        if r.status_code >= 500 or "busy" in text.lower() or "locked" in text.lower():
            anomalies.append(f"{r.status_code} {text[:200]}")
        return ("export" if i < len(export_qty) else "order", req[2]["quantity"], r.status_code,
                text, ms)

    with ThreadPoolExecutor(max_workers=n) as pool:
        results = list(pool.map(one, range(n)))
    return results, anomalies


def _summary(results, kind):
    mine = [r for r in results if r[0] == kind]
    statuses = {}
    for r in mine:
        statuses[str(r[2])] = statuses.get(str(r[2]), 0) + 1
    lat = sorted(r[4] for r in mine)
    return {"count": len(mine), "statuses": statuses,
            "p50_ms": round(lat[len(lat) // 2], 1), "max_ms": round(lat[-1], 1)}


def test_fifty_clients_export_and_order_one_product(servers):
    fig = harness.Figures("concurrency")
    # One address plays a hundred clients at once: no cap on its connections.
    srv = servers("concurrency", env={"SITE_LOGIN_LIMIT": "0", "SITE_ORDER_LIMIT": "0",
                                      "SITE_MAX_CONNS_PER_ADDRESS": "0"}).start()
    cookie = srv.cookie()
    admin = srv.session(login=True)
    rounds = []

    # Round 1: stock 20, fifty exports of 1 and fifty orders of 1.
    stock = 20
    p = harness.create_product(admin, srv.url, "Mulberries (round 1)", stock)
    results, anomalies = _burst(srv, cookie, p["id"], [1] * CLIENTS, [1] * CLIENTS)
    after = admin.get(srv.url + "/api/products", timeout=30).json()
    final = next(x for x in after if x["id"] == p["id"])
    exports_ok = [r for r in results if r[0] == "export" and r[2] == 200]
    refused = [r for r in results if r[0] == "export" and r[2] != 200]
    orders = [r for r in results if r[0] == "order"]
    rounds.append({"round": 1, "stock": stock, "exports": _summary(results, "export"),
                   "orders": _summary(results, "order"), "final_available": final["available"],
                   "exports_succeeded": len(exports_ok), "anomalies": anomalies})
    fig.set("rounds", rounds)
    assert not anomalies, anomalies
    assert len(exports_ok) == stock, f"{len(exports_ok)} exports succeeded with stock {stock}"
    assert final["available"] == 0 and len(final["exports"]) == stock
    assert all(r[2] == 409 and EXPORT_MSG in r[3] for r in refused), {r[2] for r in refused}
    assert all(r[2] in (201, 409) for r in orders), {r[2] for r in orders}
    assert all(ORDER_MSG in r[3] for r in orders if r[2] == 409)

    # Round 2: stock 100, exports of random sizes, orders of random sizes.
    rnd = random.Random(50)
    stock = 100
    p = harness.create_product(admin, srv.url, "Figs (round 2)", stock)
    eq = [rnd.randint(1, 7) for _ in range(CLIENTS)]
    oq = [rnd.randint(1, 30) for _ in range(CLIENTS)]
    results, anomalies = _burst(srv, cookie, p["id"], eq, oq)
    final = next(x for x in admin.get(srv.url + "/api/products", timeout=30).json()
                 if x["id"] == p["id"])
    ok_q = [r[1] for r in results if r[0] == "export" and r[2] == 200]
    refused_q = [r[1] for r in results if r[0] == "export" and r[2] == 409]
    rounds.append({"round": 2, "stock": stock, "exports": _summary(results, "export"),
                   "orders": _summary(results, "order"), "final_available": final["available"],
                   "exports_succeeded": len(ok_q), "exported_quantity": sum(ok_q),
                   "anomalies": anomalies})
    fig.set("rounds", rounds)
    assert not anomalies, anomalies
    assert len(ok_q) + len(refused_q) == CLIENTS
    assert final["available"] >= 0
    assert sum(ok_q) == stock - final["available"]
    assert sum(m["quantity"] for m in final["exports"]) == sum(ok_q)
    # stock only falls, so every refused export asked for more than is left at the end
    assert all(q > final["available"] for q in refused_q), (refused_q, final["available"])
    assert sum(eq) > stock and refused_q, "the round must run out of stock to prove anything"

    # The database agrees.
    checks = harness.db_checks(harness.copy_db(srv.db, srv.db.parent / "check"))
    fig.set("db_checks", {"integrity": checks["integrity"],
                          "negative_stock": len(checks["negative_stock"])})
    assert checks["integrity"] == ["ok"] and not checks["negative_stock"]
    srv.stop()
