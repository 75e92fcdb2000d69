#!/usr/bin/env bash
# Reliability suites: crash safety, graceful stop, online and scheduled backups, restore, Litestream
# replication, concurrency, API fuzzing, hostile input, security headers and cookies — against
# the real release binary over HTTP on 127.0.0.1. Creates .venv at the repository root, installs
# the pinned requirements, runs pytest, then writes the figures into docs/reliability.md (and
# target/reliability/report.md; a run with pytest arguments writes only the latter).
#
#   tests/reliability/run.sh                  # all suites against $SITE_BIN
#   tests/reliability/run.sh -k crash         # extra arguments go to pytest
#
# The binary: $SITE_BIN, else target/release/site, else /tmp/site-bin/site.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

if [ -z "${SITE_BIN:-}" ]; then
  for candidate in "$ROOT/target/release/site" /tmp/site-bin/site; do
    if [ -x "$candidate" ]; then SITE_BIN="$candidate"; break; fi
  done
fi
if [ -z "${SITE_BIN:-}" ] || [ ! -x "$SITE_BIN" ]; then
  echo "reliability: no server binary (build it with 'cargo build --release' or set SITE_BIN)" >&2
  exit 1
fi
export SITE_BIN
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ beside the suites
echo "reliability: binary $SITE_BIN"

PY="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  if ! "$PY" -m venv .venv 2>/dev/null; then
    # Debian's python3 ships venv separately
    rm -rf .venv
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
      apt-get install -y -qq python3-venv >/dev/null
    fi
    "$PY" -m venv .venv
  fi
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -r tests/reliability/requirements.txt
# The structured-data validator and the sitemap's schema (test_metadata.py), from npm.
seo=tests/reliability/seo
if [ ! -f "$seo/node_modules/.package-lock.json" ] || [ "$seo/package-lock.json" -nt "$seo/node_modules/.package-lock.json" ]; then
  npm ci --prefix "$seo" --no-audit --no-fund
fi

mkdir -p target/reliability
rm -f target/reliability/*.json
set +e
timeout --signal=TERM --kill-after=30 1200 \
  .venv/bin/python -m pytest -c tests/reliability/pytest.ini --rootdir tests/reliability \
  tests/reliability "$@"
rc=$?
set -e
.venv/bin/python tests/reliability/report.py --stdout > target/reliability/report.md || true
# docs/reliability.md holds the whole suite's figures: a partial run (arguments) leaves it alone.
if [ $# -eq 0 ]; then .venv/bin/python tests/reliability/report.py || true; fi
exit $rc
