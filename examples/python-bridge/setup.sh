#!/bin/sh
# Makes .venv beside this file with the pinned requirements, through pip's own index settings
# (a local wheel index where one is configured; PyPI otherwise). Does nothing when it is already in step.
set -eu
cd "$(dirname "$0")"
if [ -x .venv/bin/python ] && cmp -s requirements.txt .venv/installed-requirements.txt; then
  exit 0
fi
python3 -m venv .venv
# -qq: errors only. pip's warnings here are about the machine's own index settings (a configured
# index folder it cannot read, with its path), not about this install; an error still shows.
.venv/bin/pip install -qq --retries 0 --disable-pip-version-check -r requirements.txt
cp requirements.txt .venv/installed-requirements.txt
