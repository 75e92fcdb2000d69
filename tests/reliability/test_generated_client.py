"""An integrator's client, generated from the served contract by openapi-python-client (the
usual Python generator): it must read every schema, keep every operation, and place an order
against the real server with an API key, as the README tells integrators to."""

from __future__ import annotations

import importlib
import json
import re
import subprocess
import sys
from pathlib import Path

import requests

import harness


# The generator reads JSON, text and application/octet-stream bodies; the proforma is
# application/pdf, which the README tells integrators to read as bytes, and the price list a
# text/csv file, sent as the file's bytes.
CONFIG = {"content_type_overrides": {"application/pdf": "application/octet-stream",
                                     "text/csv": "application/octet-stream"}}


def _generate(spec: dict, where: Path) -> tuple[Path, str]:
    where.mkdir(parents=True, exist_ok=True)
    (where / "openapi.json").write_text(json.dumps(spec))
    (where / "config.json").write_text(json.dumps(CONFIG))
    tool = Path(sys.executable).with_name("openapi-python-client")
    run = subprocess.run([str(tool), "generate", "--path", "openapi.json", "--output-path", "client",
                          "--meta", "none", "--config", "config.json"],
                         cwd=where, capture_output=True, text=True, timeout=300)
    log = run.stdout + run.stderr
    assert run.returncode == 0, log
    return where / "client", log


def test_the_generated_python_client_has_every_operation_and_places_an_order(servers, tmp_path):
    site = servers(demo=True).start()
    spec = requests.get(site.url + "/api/openapi.json", timeout=30).json()
    package, log = _generate(spec, tmp_path / "gen")

    # every schema read: the tool reports those it cannot, and drops what uses them
    assert "Unable to process schema" not in log, log
    assert "will be omitted" not in log and "Unable to parse" not in log, log
    assert "WARNING" not in log and "will not be generated" not in log, log

    # every operation has its module, named by its operationId in snake case
    generated = {p.stem for p in (package / "api").rglob("*.py") if p.stem != "__init__"}
    snake = lambda name: re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()  # noqa: E731
    wanted = {snake(op["operationId"]) for ops in spec["paths"].values() for op in ops.values()}
    assert not wanted - generated, f"operations missing from the client: {sorted(wanted - generated)}"

    # placing an order through it, as an integrator's script would
    sys.path.insert(0, str(package.parent))
    try:
        client_mod = importlib.import_module("client")
        create_order = importlib.import_module("client.api.orders.create_order")
        models = importlib.import_module("client.models")
        admin = site.session(login=True)
        product = harness.create_product(admin, site.url, "Client almonds", stock=50)
        body = models.NewOrder.from_dict({
            "productId": product["id"], "quantity": 3, "destination": "Dubai",
            "customerName": "Generated Client", "customerEmail": "buyer@example.com",
            "lang": "fa",
        })
        key = admin.post(site.url + "/api/keys", json={"name": "Order script", "access": "readWrite"},
                         timeout=30)
        assert key.status_code == 201, key.text
        with client_mod.AuthenticatedClient(base_url=site.url, token=key.json()["secret"],
                                            timeout=30) as client:
            answer = create_order.sync_detailed(client=client, body=body)
        assert answer.status_code == 201, answer.content
        placed = answer.parsed
        assert placed.quantity == 3 and placed.product_id == product["id"], placed
        orders = harness.all_orders(admin, site.url)
        mine = [o for o in orders if o["id"] == placed.id]
        assert len(mine) == 1 and mine[0]["lang"] == "fa", mine

        # and a demo quote's proforma, in Persian, as bytes
        list_quotes = importlib.import_module("client.api.quotes.list_quotes")
        get_proforma = importlib.import_module("client.api.quotes.get_quote_proforma")
        with client_mod.AuthenticatedClient(base_url=site.url, token=key.json()["secret"],
                                            timeout=30) as client:
            quoted = [q for q in list_quotes.sync(client=client) if q.revisions]
            assert quoted, "the demo has a priced quote"
            pdf = get_proforma.sync(client=client, id=quoted[0].id, revision=quoted[0].revisions[-1].number,
                                    lang=models.Language("fa"))
        assert pdf.payload.read().startswith(b"%PDF-"), pdf
    finally:
        sys.path.remove(str(package.parent))
        for name in [m for m in sys.modules if m == "client" or m.startswith("client.")]:
            del sys.modules[name]
