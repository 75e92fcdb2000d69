"""Order e-mails through the outbox, against a real SMTP server on 127.0.0.1 (aiosmtpd).

An order's notice to the company arrives with the order's details and, once the site's address is
saved, a link to it in the dashboard (never one from the request's Host); a mail server that is down, slow or refusing never fails or slows an order, and every
notice arrives once it answers again; after kill -9 pending mail is sent on restart with the
Message-ID it was written with, and mail already sent is not sent again; a Persian order's buyer
gets a Persian confirmation with the order's facts and nothing the visitor wrote, and one address
gets at most three confirmations a day.
"""

from __future__ import annotations

import asyncio
import email
import statistics
import threading
import time
from email import policy

import pytest
import requests
from aiosmtpd.controller import Controller

import harness

FROM = "orders@golbahar.af"
COMPANY = "export@golbahar.af"  # the default contact e-mail of the site content
RETRY_MS = 200


class Sink:
    """An SMTP server that keeps what it is given, and can be told to refuse or to be slow."""

    def __init__(self, port: int):
        self.port = port
        self.messages: list[email.message.EmailMessage] = []
        self.refuse: str | None = None
        self.delay = 0.0
        self.lock = threading.Lock()
        self.controller: Controller | None = None

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if self.refuse:
            return self.refuse
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        if self.delay:
            await asyncio.sleep(self.delay)
        msg = email.message_from_bytes(envelope.content, policy=policy.default)
        with self.lock:
            self.messages.append(msg)
        return "250 Message accepted for delivery"

    def start(self) -> "Sink":
        self.controller = Controller(self, hostname="127.0.0.1", port=self.port)
        self.controller.start()
        return self

    def stop(self):
        if self.controller:
            self.controller.stop()
            self.controller = None

    def received(self) -> list:
        """What was sent about orders and quotes: not the security notices (see `notices`)."""
        with self.lock:
            return [m for m in self.messages if not is_notice(m)]

    def notices(self) -> list:
        """The notices of sensitive changes (a mail setting saved) that went to the admins and the company."""
        with self.lock:
            return [m for m in self.messages if is_notice(m)]


def is_notice(msg) -> bool:
    return str(msg.get("Message-ID", "")).startswith("<security.")


@pytest.fixture
def sink():
    s = Sink(harness.free_port())
    yield s
    s.stop()


@pytest.fixture(scope="module")
def fig():
    return harness.Figures("mail")


def mail_server(servers, sink, name="mail"):
    """A site whose mail server is the sink (plain SMTP on loopback), retrying after 0.2 s."""
    return servers(name, env={
        "SITE_SMTP_URL": f"smtp://127.0.0.1:{sink.port}?tls=none", "SITE_MAIL_FROM": FROM,
        "SITE_MAIL_RETRY_MS": str(RETRY_MS), "SITE_ORDER_LIMIT": "0", "SITE_LOGIN_LIMIT": "0"})


def place(url: str, product_id: int, headers: dict | None = None, **fields) -> tuple[dict, float]:
    """Sends an order as a visitor: (the created order, seconds it took)."""
    body = {"productId": product_id, "quantity": 1, "customerName": "Amelia Hart",
            "customerEmail": "amelia@example.co.uk", "destination": "London", **fields}
    t0 = time.monotonic()
    r = requests.post(url + "/api/orders", json=body, timeout=30, headers=headers)
    took = time.monotonic() - t0
    assert r.status_code == 201, f"order: {r.status_code} {r.text}"
    return r.json(), took


def text_of(msg) -> str:
    return msg.get_body(preferencelist=("plain",)).get_content()


def notices_of(admin, url) -> dict[int, tuple[str, str | None]]:
    r = admin.get(url + "/api/orders", timeout=30)
    assert r.status_code == 200, r.text
    return {o["id"]: (o["notice"], o.get("noticeError")) for o in r.json()}


FORGED = {"Host": "evil.example", "Origin": "http://evil.example"}


def test_an_order_is_mailed_to_the_company_with_its_details_and_dashboard_link(servers, sink, fig):
    sink.start()
    srv = mail_server(servers, sink).start()
    admin = srv.session(login=True)
    product = harness.create_product(admin, srv.url, "Kandahari almonds", 500)
    # no site address yet: an order sent to a forged Host gets a notice without any link
    forged, _ = place(srv.url, product["id"], headers=FORGED)
    [msg] = harness.wait_until(lambda: sink.received() or None, "the first notice at the sink", timeout=30)
    body = text_of(msg)
    assert "evil.example" not in body and "http" not in body, body
    assert "the site's address is not set yet" in body, body
    # the dashboard proposes the address it is open at; an admin saves it
    assert admin.get(srv.url + "/api/mail", timeout=30).json()["suggestedSiteUrl"] == srv.url
    r = admin.put(srv.url + "/api/mail/site-url", json={"siteUrl": srv.url}, timeout=30)
    assert r.status_code == 200 and r.json()["siteUrl"] == srv.url, r.text
    refused = requests.post(srv.url + "/api/orders", json={"productId": product["id"], "quantity": 1,
                                                           "customerName": "X"}, headers=FORGED, timeout=30)
    assert refused.status_code == 403, refused.text
    order, _ = place(srv.url, product["id"], headers={"Host": "evil.example"}, quantity=40,
                     notes="Vacuum packed, 10 kg cartons")
    t0 = time.monotonic()
    msg = harness.wait_until(lambda: (lambda r: r[1] if len(r) > 1 else None)(sink.received()),
                             "the notice at the sink", timeout=30)
    fig.set("notice_seconds", round(time.monotonic() - t0, 3))
    assert msg["To"] == COMPANY and msg["From"] == FROM
    assert msg["Reply-To"] == "amelia@example.co.uk"
    assert f"New order #{order['id']}" in msg["Subject"] and "Kandahari almonds" in msg["Subject"]
    body = text_of(msg)
    for detail in ("Amelia Hart", "amelia@example.co.uk", "London", "40 kg", "Vacuum packed, 10 kg cartons"):
        assert detail in body, detail
    assert f"{srv.url}/dashboard?tab=orders&order={order['id']}" in body and "evil.example" not in body
    assert msg["Message-ID"].startswith("<order.") and msg["Message-ID"].endswith("@golbahar.af>")
    harness.wait_until(lambda: notices_of(admin, srv.url)[order["id"]][0] == "sent", "status sent")


def test_a_mail_server_that_is_down_neither_fails_nor_slows_orders(servers, sink, fig):
    srv = mail_server(servers, sink).start()  # the sink is not running: connections are refused
    admin = srv.session(login=True)
    product = harness.create_product(admin, srv.url, "Walnuts", 10_000)
    down = [place(srv.url, product["id"], customerName=f"Buyer {i}") for i in range(60)]
    times = sorted(t for _, t in down)
    p99 = times[int(len(times) * 0.99) - 1]
    fig.set("down", {"orders": len(down), "p50_ms": round(statistics.median(times) * 1000, 2),
                     "p99_ms": round(p99 * 1000, 2)})
    assert p99 < 0.5, f"orders slowed by the mail server being down: p99 {p99:.3f} s"
    status = harness.wait_until(lambda: (lambda m: m if m.get("lastError") else None)(
        admin.get(srv.url + "/api/mail", timeout=30).json()), "the failure reported")
    assert "refused" in status["lastError"].lower(), status["lastError"]
    assert status["queued"] == 60

    # while slow: each message takes 2 s to be accepted, orders still answer at once
    sink.delay = 2.0
    sink.start()
    slow = [place(srv.url, product["id"], customerName=f"Slow {i}") for i in range(20)]
    slow_p99 = sorted(t for _, t in slow)[-1]
    fig.set("slow", {"orders": len(slow), "max_ms": round(slow_p99 * 1000, 2)})
    assert slow_p99 < 0.5, f"orders slowed by a slow mail server: {slow_p99:.3f} s"
    sink.delay = 0.0
    t0 = time.monotonic()
    harness.wait_until(lambda: len(sink.received()) >= 80, "every notice delivered", timeout=120)
    fig.set("delivered_after_up_seconds", round(time.monotonic() - t0, 2))
    ids = [m["Message-ID"] for m in sink.received()]
    assert len(ids) == len(set(ids)) == 80, "each notice once"
    harness.wait_until(lambda: all(n == "sent" for n, _ in notices_of(admin, srv.url).values()), "all sent")


def test_pending_mail_survives_kill_9_and_is_sent_once_with_its_message_id(servers, sink, fig):
    srv = mail_server(servers, sink).start()
    admin = srv.session(login=True)
    product = harness.create_product(admin, srv.url, "Pine nuts", 100)
    orders = [place(srv.url, product["id"], customerName=f"Buyer {i}")[0] for i in range(5)]
    srv.kill()
    written = {row[0]: row[1] for row in harness.db_rows(
        srv.db, "SELECT order_id, message_id FROM outbox WHERE kind = 'order'")}
    assert sorted(written) == sorted(o["id"] for o in orders), "every acknowledged order has its notice"

    sink.start()
    srv.start()
    harness.wait_until(lambda: len(sink.received()) >= 5, "pending mail sent after the restart", timeout=60)
    got = sorted(m["Message-ID"] for m in sink.received())
    assert got == sorted(f"<{mid}@golbahar.af>" for mid in written.values()), "the Message-IDs written"

    # sent mail is not sent again after another kill -9 and restart
    harness.wait_until(lambda: all(n == "sent" for n, _ in notices_of(admin, srv.url).values()), "marked sent")
    srv.kill()
    srv.start()
    place(srv.url, product["id"], customerName="After the restarts")
    harness.wait_until(lambda: len(sink.received()) >= 6, "the new order's notice")
    time.sleep(RETRY_MS / 1000 * 5)  # time for any wrong resend to happen too
    ids = [m["Message-ID"] for m in sink.received()]
    fig.set("kill9", {"pending_before_kill": 5, "delivered_after_restart": 5, "duplicates": len(ids) - len(set(ids))})
    assert len(ids) == len(set(ids)) == 6, f"duplicates: {ids}"


def test_a_persian_order_gets_a_persian_confirmation(servers, sink, fig):
    sink.start()
    srv = mail_server(servers, sink).start()
    admin = srv.session(login=True)
    r = admin.put(srv.url + "/api/mail", json={"buyerConfirmation": True}, timeout=30)
    assert r.status_code == 200 and r.json()["buyerConfirmation"] is True, r.text
    product = harness.create_product(admin, srv.url, "زردآلو", 100)
    order, _ = place(srv.url, product["id"], customerName="فریده احمدی", customerEmail="farida@example.af",
                     destination="دبی", quantity=25, lang="fa")
    harness.wait_until(lambda: len(sink.received()) >= 2, "notice and confirmation")
    by_to = {m["To"]: m for m in sink.received()}
    confirmation = by_to["farida@example.af"]
    assert confirmation["Subject"] == "درخواست سفارش شما رسید: زردآلو، ۲۵ کیلوگرم"
    body = text_of(confirmation)
    assert "فریده" not in body, "nothing the visitor wrote is in the confirmation"
    assert body.startswith("با سلام،") and f"سفارش {str(order['id']).translate(str.maketrans('0123456789', '۰۱۲۳۴۵۶۷۸۹'))}" in body
    assert confirmation["Reply-To"] == COMPANY
    assert "Page:         Persian" in text_of(by_to[COMPANY])
    fig.set("persian_confirmation", {"subject": confirmation["Subject"]})


def test_one_address_gets_at_most_three_confirmations_a_day_even_across_a_restart(servers, sink, fig):
    sink.start()
    srv = mail_server(servers, sink).start()
    admin = srv.session(login=True)
    r = admin.put(srv.url + "/api/mail", json={"buyerConfirmation": True}, timeout=30)
    assert r.status_code == 200, r.text
    product = harness.create_product(admin, srv.url, "Raisins", 100)
    name = "Your account is suspended, verify at http://evil.example/login"
    for email_address in ("victim@example.com", "Victim+1@example.com", "victim@EXAMPLE.com"):
        place(srv.url, product["id"], customerName=name, customerEmail=email_address, destination=name, notes=name)
    harness.wait_until(lambda: len(sink.received()) >= 6, "three notices and three confirmations")
    # recorded as sent before the kill (mail accepted but not yet recorded is sent again)
    harness.wait_until(lambda: harness.db_rows(
        srv.db, "SELECT count(*) FROM outbox WHERE sent_at IS NULL")[0][0] == 0, "all recorded as sent")
    srv.kill()
    srv.start()
    for _ in range(2):
        place(srv.url, product["id"], customerName=name, customerEmail="victim+2@example.com")
    harness.wait_until(lambda: len(sink.received()) >= 8, "the company's notices of the later orders")
    time.sleep(RETRY_MS / 1000 * 5)  # time for a wrong confirmation to arrive too
    to = [m["To"] for m in sink.received()]
    assert to.count(COMPANY) == 5, to
    confirmations = [m for m in sink.received() if m["To"] != COMPANY]
    assert len(confirmations) == 3, [m["To"] for m in confirmations]
    for m in confirmations:
        assert "evil.example" not in text_of(m) and "suspended" not in text_of(m) + m["Subject"], text_of(m)
    fig.set("confirmations_per_address_per_day", {"orders": 5, "confirmations": len(confirmations)})


def test_a_refusing_mail_server_is_retried_and_its_error_shown(servers, sink, fig):
    sink.refuse = "550 5.7.1 Relaying denied for this test"
    sink.start()
    srv = mail_server(servers, sink).start()
    admin = srv.session(login=True)
    product = harness.create_product(admin, srv.url, "Saffron", 100)
    order, took = place(srv.url, product["id"])
    state = harness.wait_until(lambda: (lambda n: n if n[0] == "failing" else None)(
        notices_of(admin, srv.url)[order["id"]]), "the notice failing")
    assert "550" in state[1] and "Relaying denied" in state[1], state
    harness.wait_until(lambda: harness.db_rows(
        srv.db, "SELECT attempts FROM outbox WHERE order_id = ?", (order["id"],))[0][0] >= 2, "a retry")
    mail = admin.get(srv.url + "/api/mail", timeout=30).json()
    assert "Relaying denied" in mail["lastError"] and mail["failing"] == 1
    sink.refuse = None
    harness.wait_until(lambda: notices_of(admin, srv.url)[order["id"]][0] == "sent", "sent once accepted", timeout=60)
    attempts = harness.db_rows(srv.db, "SELECT attempts FROM outbox WHERE order_id = ?", (order["id"],))[0][0]
    fig.set("refusing", {"order_ms": round(took * 1000, 2), "attempts_until_sent": attempts,
                         "error": state[1][:120]})
    assert len(sink.received()) == 1


def test_the_test_e_mail_reports_success_and_the_servers_error(servers, sink):
    srv = mail_server(servers, sink).start()
    admin = srv.session(login=True)
    down = admin.post(srv.url + "/api/mail/test", json={"to": "farida@example.af"}, timeout=90).json()
    assert down["sent"] is False and "refused" in down["error"].lower(), down
    sink.start()
    up = admin.post(srv.url + "/api/mail/test", json={}, timeout=90).json()
    assert up == {"sent": True, "to": COMPANY}, up
    [msg] = sink.received()
    assert msg["To"] == COMPANY and "Test e-mail" in msg["Subject"]
