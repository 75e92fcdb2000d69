"""The benchmark's data: a deterministic catalogue of an Afghan dried-fruit exporter, and the HTTP
client that loads it into the server through its public API (the same calls the dashboard and the
public order form make)."""

import base64
import http.client
import io
import json
import random
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import date, timedelta

from PIL import Image, ImageDraw

GOODS = [
    ("Kaghazi almonds", "بادام کاغذی"), ("Sattarbai almonds", "بادام ستاربای"),
    ("Qandahari almonds", "بادام قندهاری"), ("Shirin almonds", "بادام شیرین"),
    ("Walnut kernels", "مغز چارمغز"), ("Green raisins", "کشمش سبز"), ("Black raisins", "کشمش سیاه"),
    ("Red raisins", "کشمش سرخ"), ("Dried apricots", "زردآلوی خشک"), ("Pine nuts", "جلغوزه"),
    ("Dried figs", "انجیر خشک"), ("Pistachios", "پسته"), ("Saffron", "زعفران"), ("Cumin", "زیره"),
    ("Dried mulberries", "توت خشک"), ("Sun-dried apricot kernels", "مغز زردآلو"),
]
GRADES = ["Grade A", "Premium", "Export selection", "Jumbo", "Organic", "Hand-sorted", "Fancy", "Standard"]
GRADES_FA = ["درجه یک", "ممتاز", "صادراتی", "درشت", "ارگانیک", "دست‌چین", "اعلا", "معمولی"]
PACKS = ["10 kg carton", "25 kg bag", "5 kg box", "1 kg pouch", "50 kg sack"]
PACKS_FA = ["کارتن ۱۰ کیلوگرامی", "کیسه ۲۵ کیلوگرامی", "جعبه ۵ کیلوگرامی", "پاکت ۱ کیلوگرامی", "گونی ۵۰ کیلوگرامی"]
PROVINCES = ["kabul", "kandahar", "balkh", "herat", "ghazni", "uruzgan", "samangan", "parwan"]
DESTINATIONS = ["London, UK", "Manchester, UK", "Zurich, Switzerland", "Geneva, Switzerland", "Paris, France",
                "Lyon, France", "Dubai, UAE", "Mumbai, India", "New Delhi, India", "Amritsar, India"]
BUYERS = ["Harrow Fine Foods Ltd", "Alpine Natural Trading AG", "Maison des Fruits Secs", "Al Noor Foodstuff LLC",
          "Mehta Dry Fruits Pvt Ltd", "Kabul Street Grocers", "Saffron House Ltd", "Punjab Nut Traders",
          "Bazaar Délices SARL", "Emirates Spice Trading"]
PEOPLE = ["Amelia Clarke", "Lukas Meier", "Camille Laurent", "Omar Al Hashimi", "Priya Nair", "Farid Ahmadi",
          "Zahra Karimi", "Rahul Mehta", "Sophie Martin", "Yusuf Rahimi", "مریم احمدی", "فرشته نوری"]
NOTES = ["", "", "", "Please quote CIF London.", "Need phytosanitary certificate.", "Sample first, then full container.",
         "Repeat of last season's order.", "Deliver before Ramadan.", "لطفاً قیمت را با کرایه اعلام کنید."]


@dataclass
class Dataset:
    """What one run loads: product create payloads, stock movements, orders and order status changes.

    Movements, orders and statuses refer to products and orders by their position in these lists;
    the loader maps positions to the ids the server assigns."""
    name: str
    products: list = field(default_factory=list)
    movements: list = field(default_factory=list)   # (product index, "imports"|"exports", payload)
    orders: list = field(default_factory=list)      # (product index, payload without productId)
    statuses: list = field(default_factory=list)    # (order index, status)


def jpeg_data_url(index):
    """A small, distinct product photo stand-in: 96x96 JPEG at quality 75 (about 1.5 KB)."""
    rng = random.Random(index)
    base = (rng.randrange(120, 230), rng.randrange(70, 170), rng.randrange(20, 90))
    img = Image.new("RGB", (96, 96), base)
    draw = ImageDraw.Draw(img)
    for _ in range(6):
        x, y, r = rng.randrange(96), rng.randrange(96), rng.randrange(6, 20)
        shade = tuple(max(0, c - rng.randrange(20, 70)) for c in base)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=shade)
    out = io.BytesIO()
    img.save(out, "JPEG", quality=75)
    return "data:image/jpeg;base64," + base64.b64encode(out.getvalue()).decode()


def build(name, products, movements, orders, status_share, seed):
    rng = random.Random(seed)
    today = date.today()
    data = Dataset(name)
    for i in range(products):
        english, persian = GOODS[i % len(GOODS)]
        grade = i // len(GOODS) % len(GRADES)
        if i % 3 == 2:
            product_name = f"{persian} {GRADES_FA[grade]}"
        else:
            product_name = f"{english} — {GRADES[grade]}, {PACKS[i % len(PACKS)]}"
        if len(data.products) >= len(GOODS) * len(GRADES):
            product_name += f" #{i}"
        currency = "AFN" if rng.random() < 0.15 else "USD"
        price = round(rng.uniform(250, 3500) if currency == "AFN" else rng.uniform(2.5, 48), 2)
        payload = {"name": product_name, "unit": rng.choice(["kg"] * 6 + ["box", "bag", "ton"]), "price": price,
                   "currency": currency, "imageUrl": jpeg_data_url(i),
                   # Both languages and the importer's facts, as a translated catalogue has them (the
                   # page the cold-render figure measures shows all of it).
                   "nameFa": f"{persian} {GRADES_FA[grade]}" + (f" #{i}" if product_name.endswith(f" #{i}") else ""),
                   "description": f"{english}, {GRADES[grade].lower()}, sorted and packed in Kabul for export.",
                   "descriptionFa": f"{persian} {GRADES_FA[grade]}، درجه‌بندی و بسته‌بندی‌شده در کابل برای صادرات.",
                   "facts": {"variety": english.split()[0], "varietyFa": persian.split()[0],
                             "grade": GRADES[grade], "gradeFa": GRADES_FA[grade],
                             "origin": PROVINCES[i % len(PROVINCES)], "cropYear": today.year - (i % 2),
                             "moisture": round(rng.uniform(4, 18), 1), "shelfLifeMonths": rng.choice([6, 12, 18, 24]),
                             "hsCode": rng.choice(["0802.12", "0806.20", "0813.10", "0802.99", "0910.20"]),
                             "packaging": [{"en": PACKS[(i + k) % len(PACKS)], "fa": PACKS_FA[(i + k) % len(PACKS)]}
                                           for k in range(2)],
                             "leadTimeDays": rng.choice([7, 14, 21, 30]), "samples": rng.random() < 0.7}}
        # Stock generous enough that the write benchmark's orders and exports are never refused.
        if rng.random() < 0.4:
            payload.update(source="imported", initialImportQty=rng.randrange(50_000, 200_000),
                           importDate=(today - timedelta(days=rng.randrange(30, 365))).isoformat())
        else:
            payload.update(source="bought", initialStock=rng.randrange(50_000, 200_000))
        data.products.append(payload)
    for _ in range(movements):
        index = rng.randrange(products)
        day = (today - timedelta(days=rng.randrange(0, 365))).isoformat()
        if rng.random() < 0.55:
            data.movements.append((index, "imports", {"quantity": rng.randrange(100, 5_000), "date": day}))
        else:
            data.movements.append((index, "exports", {"quantity": rng.randrange(10, 800), "date": day,
                                                      "destination": rng.choice(DESTINATIONS)}))
    for n in range(orders):
        index = rng.randrange(products)
        person = rng.choice(PEOPLE)
        data.orders.append((index, {
            "productName": data.products[index]["name"],
            "quantity": rng.randrange(1, 40),
            "customerName": f"{person} ({rng.choice(BUYERS)})",
            "customerEmail": f"buyer{n % 997}@example.com" if rng.random() < 0.8 else "",
            "destination": rng.choice(DESTINATIONS),
            "notes": rng.choice(NOTES),
        }))
    for n in rng.sample(range(orders), int(orders * status_share)):
        data.statuses.append((n, rng.choice(["approved", "approved", "completed", "completed", "cancelled"])))
    return data


def realistic():
    return build("realistic", products=100, movements=2_000, orders=10_000, status_share=0.3, seed=6)


def large():
    return build("large", products=10_000, movements=0, orders=100_000, status_share=0.1, seed=66)


class Client:
    """Keep-alive HTTP/1.1 to one loopback server, one connection per thread."""

    def __init__(self, host, port, headers=None):
        self.host, self.port = host, port
        # A browser on the site's page says so (the server refuses a write with neither this nor
        # an Origin).
        self.headers = {"Sec-Fetch-Site": "same-origin", **dict(headers or {})}
        self.local = threading.local()

    def request(self, method, path, body=None, headers=None):
        all_headers = dict(self.headers, **(headers or {}))
        if body is not None and not isinstance(body, (bytes, str)):
            body = json.dumps(body)
            all_headers.setdefault("Content-Type", "application/json")
        for attempt in range(2):
            conn = getattr(self.local, "conn", None)
            if conn is None:
                conn = self.local.conn = http.client.HTTPConnection(self.host, self.port, timeout=60)
            try:
                conn.request(method, path, body=body, headers=all_headers)
                resp = conn.getresponse()
                return resp.status, resp.headers, resp.read()
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                # The server closed an idle keep-alive connection: reconnect once.
                conn.close()
                self.local.conn = None
                if attempt:
                    raise
        raise AssertionError("unreachable")

    def json(self, method, path, body=None, expect=(200, 201), headers=None):
        status, _, raw = self.request(method, path, body, headers)
        if status not in expect:
            raise RuntimeError(f"{method} {path} answered {status}: {raw[:300]!r}")
        return json.loads(raw) if raw else None


def sign_in(client, username, password):
    """POST /api/admins/auth and keep the session cookie on the client for later calls."""
    status, headers, raw = client.request("POST", "/api/admins/auth", {"username": username, "password": password})
    if status != 200:
        raise RuntimeError(f"sign-in answered {status}: {raw[:200]!r}")
    for value in headers.get_all("Set-Cookie") or []:
        pair = value.split(";", 1)[0]
        if pair.startswith("site_session="):
            client.headers["Cookie"] = pair
            return pair
    raise RuntimeError("sign-in set no site_session cookie")


def parallel(fn, items, workers):
    with ThreadPoolExecutor(workers) as pool:
        return list(pool.map(fn, items))


def load_site(client, data, workers=8):
    """Create everything in `data` through the API; returns the product ids in dataset order."""
    products = parallel(lambda p: client.json("POST", "/api/products", p, expect=(201,)), data.products, workers)
    ids = [p["id"] for p in products]
    parallel(lambda m: client.json("POST", f"/api/products/{ids[m[0]]}/{m[1]}", m[2]), data.movements, workers)
    orders = parallel(lambda o: client.json("POST", "/api/orders", dict(o[1], productId=ids[o[0]]), expect=(201,)),
                      data.orders, workers)
    order_ids = [o["id"] for o in orders]
    parallel(lambda s: client.json("PATCH", f"/api/orders/{order_ids[s[0]]}", {"status": s[1]}), data.statuses,
             workers)
    return ids
