#!/usr/bin/env bash
# The browser tests run in Debian's Chromium (never a browser download of a test tool's own): the full
# browser for Lighthouse, the audits and the first-visit guard, its headless shell for the browser tests
# (scripts/chromium.ts). Installs what is missing with apt; needs root or sudo for that one step.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian's ${missing[*]} (not found)" >&2
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
