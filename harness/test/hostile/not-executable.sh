#!/bin/sh
# Deliberately without the executable bit: the adapter pointing at it must be refused before a run.
exit 0
