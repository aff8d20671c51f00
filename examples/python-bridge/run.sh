#!/bin/sh
# The adapter's command: the bridge on the Python of .venv (made by setup.sh).
cd "$(dirname "$0")"
if [ ! -x .venv/bin/python ]; then
  echo "python-bridge: no .venv here; run examples/python-bridge/setup.sh first" >&2
  exit 1
fi
exec .venv/bin/python -m bridge
