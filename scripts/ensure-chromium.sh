#!/usr/bin/env bash
# The browser tests run in Debian's Chromium (never a browser download of a test tool's own).
# Installs it with apt when it is missing; needs root or sudo for that one step.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] && exit 0
echo "Chromium not found at $CHROMIUM: installing Debian's chromium package" >&2
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
