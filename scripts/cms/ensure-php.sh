#!/usr/bin/env bash
# Cockpit v1 (the real-Cockpit tests, npm run cms, the deployment test) runs on Debian's PHP: its CLI with the
# extensions Cockpit needs. Installs them with apt when PHP or one of them is missing; needs root or sudo.
set -euo pipefail
if command -v php >/dev/null 2>&1 && php -r 'foreach (["pdo_sqlite","mbstring","gd","curl"] as $e) if (!extension_loaded($e)) exit(1);'; then
  exit 0
fi
echo "PHP or one of its extensions for Cockpit is missing: installing Debian's packages" >&2
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
if ! $SUDO apt-get install -y -qq php-cli php-sqlite3 php-mbstring php-gd php-curl php-xml >/dev/null 2>&1; then
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq php-cli php-sqlite3 php-mbstring php-gd php-curl php-xml >/dev/null
fi
