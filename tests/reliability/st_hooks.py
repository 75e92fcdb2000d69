"""Schemathesis hooks for the fuzz run: supply real files where the spec can only say "a data URL",
and uncommon passwords where it cannot list the common ones.

The spec declares images as `data:image/...;base64,...` (or links, or `/media/<hash>.<ext>` of a
stored file) and the profile as `data:application/pdf;base64,...`; the server then checks the
bytes. No schema can say "these bytes are a PNG", so a generated value that matches the declared
pattern is swapped for a real file of that kind just before it is sent; anything that does not
match (the fuzzer's invalid values) is left alone, so invalid input still reaches the server.
A price-list upload (`text/csv`) is any text to the schema; the fuzzer's is swapped for the
smallest real sheet (the required columns, no rows). A webhook endpoint's URL that the pattern
allows may still name a host that resolves to a private address (`https://68` is 0.0.0.68), which
the server refuses by rule and no schema can state: it is swapped for the spec's public example.
Likewise a new admin's password that the schema allows but that is one of the 10 000 most common
(the server's list, which its description names but no schema can state) gets a few more
characters.
"""

from __future__ import annotations

import base64
import re
import zlib
import struct
from pathlib import Path

import schemathesis


def _png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"\x00\xff\x00\x00"  # one red pixel
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


PNG = "data:image/png;base64," + base64.b64encode(_png()).decode()
PDF = "data:application/pdf;base64," + base64.b64encode(
    b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n").decode()
# the spec's canonical base64 (what the server decodes): a value the spec refuses stays as it is
BASE64 = r"(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?"
IMAGE = re.compile(rf"^data:image/(png|jpeg|gif|webp);base64,{BASE64}\Z")
STORED = re.compile(r"^/media/[0-9a-f]{32}\.(jpg|png|gif|webp)\Z")
DOCUMENT = re.compile(rf"^data:application/pdf;base64,{BASE64}\Z")
COMMON_PASSWORDS = frozenset(
    (Path(__file__).resolve().parents[2] / "src/models/common-passwords.txt").read_text().split("\n"))


def _real_files(value):
    if isinstance(value, dict):
        return {k: _real_files(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_real_files(v) for v in value]
    if isinstance(value, str):
        if IMAGE.match(value) or STORED.match(value):
            return PNG
        if DOCUMENT.match(value):
            return PDF
    return value


SHEET = "ID,Product,Unit,Price\r\n"
URL = re.compile(r"^\s*https://[A-Za-z0-9\-._~!$&'()*+,;=:\[\]%]+(?:[/?][A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)?\s*\Z")


@schemathesis.hook
def before_call(context, case, kwargs):
    method, path = case.operation.method.upper(), case.operation.path
    if method == "POST" and path.endswith(("/products/sheet", "/products/sheet/preview")):
        if case.body is None or isinstance(case.body, (str, bytes)):
            case.body = SHEET
    if method == "POST" and path.endswith("/webhooks") and isinstance(case.body, dict):
        if isinstance(case.body.get("url"), str) and URL.match(case.body["url"]):
            case.body["url"] = "https://erp.example.com/hooks/golbahar"
    if isinstance(case.body, (dict, list)):
        case.body = _real_files(case.body)
    new_admin = case.operation.method.upper() == "POST" and case.operation.path.endswith("/admins")
    if new_admin and isinstance(case.body, dict) and isinstance(case.body.get("password"), str):
        if case.body["password"].strip().lower() in COMMON_PASSWORDS:
            case.body["password"] += " Kx7"
