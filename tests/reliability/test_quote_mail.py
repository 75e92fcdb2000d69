"""Quote mail through the outbox, against the real SMTP server the order mail suite uses (issue 30).

The buyer's quote arrives as multipart/mixed: the text in the buyer's language and the proforma
invoice attached (base64), byte for byte the PDF the dashboard and the buyer's page download; the
company hears of the request and of the accept in both languages.
"""

from __future__ import annotations

import datetime

import harness
from test_mail import COMPANY, mail_server, sink, text_of  # noqa: F401 (sink: the SMTP fixture)


def kabul_today() -> datetime.date:
    return (datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(hours=4, minutes=30)).date()


def test_the_quote_mail_carries_its_proforma_intact(servers, sink):
    sink.start()
    srv = mail_server(servers, sink, name="quote-mail").start()
    admin = srv.session(login=True)
    apricots = harness.create_product(admin, srv.url, "Dried Apricots", 1000)
    saffron = harness.create_product(admin, srv.url, "Herat Saffron", 50)
    r = srv.session().post(srv.url + "/api/inquiries", json={
        "lines": [{"productId": apricots["id"], "quantity": 400}, {"productId": saffron["id"], "quantity": 2}],
        "name": "Amelia Hart", "company": "Hart Foods Ltd", "email": "amelia@example.co.uk",
        "destination": "London", "lang": "en"}, timeout=30)
    assert r.status_code == 201, r.text
    quote_id, number, url = r.json()["id"], r.json()["number"], r.json()["quoteUrl"]
    token = url.rsplit("/", 1)[1]

    harness.wait_until(lambda: len(sink.received()) >= 2, "the company's notice and the acknowledgement")
    by_to = {m["To"]: m for m in sink.received()}
    assert number in by_to[COMPANY]["Subject"]
    assert "درخواست استعلام قیمت تازه" in text_of(by_to[COMPANY]), "the company's notice in both languages"
    assert "within one working day" in text_of(by_to["amelia@example.co.uk"])

    valid_day = kabul_today() + datetime.timedelta(days=30)
    valid = valid_day.isoformat()
    lines = admin.get(srv.url + f"/api/quotes/{quote_id}", timeout=30).json()["lines"]
    r = admin.post(srv.url + f"/api/quotes/{quote_id}/revisions", json={
        "currency": "USD", "incoterm": "CIP", "place": "London Heathrow", "validUntil": valid,
        "paymentTerms": "30% advance, 70% against documents", "leadTimeDays": 14,
        "lines": [{"lineId": lines[0]["id"], "unitPrice": 3.45}, {"lineId": lines[1]["id"], "unitPrice": 1650}]},
        timeout=30)
    assert r.status_code == 201, r.text

    quote = harness.wait_until(
        lambda: next((m for m in sink.received() if m["Subject"].startswith("Your quote")), None), "the quote mail")
    assert quote["To"] == "amelia@example.co.uk" and quote["Reply-To"] == COMPANY
    assert quote.get_content_type() == "multipart/mixed"
    body = text_of(quote)
    assert "- Dried Apricots: 400 kg × 3.45 = 1,380.00 USD" in body, body
    # the day as the proforma writes it (18 December 2026), not as the form sent it
    until = f"{valid_day.day} {valid_day.strftime('%B')} {valid_day.year}"
    assert "Total: 4,680.00 USD" in body and f"Valid until:    {until}" in body and valid not in body, body
    [pdf] = list(quote.iter_attachments())
    assert pdf.get_content_type() == "application/pdf"
    assert pdf.get_filename() == f"proforma-{number}-1-en.pdf"
    assert pdf["Content-Transfer-Encoding"] == "base64"
    sent = pdf.get_content()
    assert sent.startswith(b"%PDF-") and sent.rstrip().endswith(b"%%EOF")
    download = admin.get(srv.url + f"/api/quotes/{quote_id}/proforma.pdf?revision=1&lang=en", timeout=30)
    assert download.status_code == 200 and download.headers["Content-Type"] == "application/pdf"
    assert sent == download.content, "the attachment is the proforma, byte for byte"
    buyer = srv.session().get(srv.url + f"/api/quotes/by-token/{token}/proforma.pdf?revision=1", timeout=30)
    assert buyer.status_code == 200 and buyer.content == sent
    assert buyer.headers["Cache-Control"] == "no-store"

    r = srv.session().post(srv.url + f"/api/quotes/by-token/{token}/accept", json={"revision": 1}, timeout=30)
    assert r.status_code == 200 and r.json()["status"] == "accepted", r.text
    accepted = harness.wait_until(
        lambda: next((m for m in sink.received() if "accepted" in m["Subject"]), None), "the company's accept notice")
    assert accepted["To"] == COMPANY and "پذیرفت" in text_of(accepted)
    orders = [o for o in admin.get(srv.url + "/api/orders", timeout=30).json() if o.get("quoteId") == quote_id]
    assert sorted(o["quantity"] for o in orders) == [2, 400]
    # every message sent once; the outbox keeps no attachment of a sent message
    harness.wait_until(lambda: len(sink.received()) >= 4, "four messages")
    ids = [m["Message-ID"] for m in sink.received()]
    assert len(ids) == len(set(ids))
