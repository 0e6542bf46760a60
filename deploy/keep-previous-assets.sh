#!/bin/sh
# Copies the previous release's hashed build files (build/client/assets) into a new release, so that the new
# instances serve them as well: pages the previous release rendered, still held by nginx's cache, a CDN or an open
# browser tab, name them after the last previous instance has stopped. Run it after `npm run build` in the new
# release and before its instances start (deploy/README.md, "Rolling deploy"):
#
#   deploy/keep-previous-assets.sh /opt/matchpuls /opt/matchpuls-releases/<new>
#
# One release back only: the new release lists the files its own build wrote (build/own-assets.txt) before anything
# is copied in, and the release after it copies exactly those, so the directory does not grow from release to
# release. A file of the same name is never overwritten: the hash in the name stands for the content.
# `npm run test:deploy` runs this script for its rolling deploy.
set -eu

if [ "$#" -ne 2 ]; then
    echo "usage: $0 PREVIOUS_RELEASE NEW_RELEASE" >&2
    exit 2
fi
previous=$1
new=$2
assets=build/client/assets
own=build/own-assets.txt

if [ ! -d "$new/$assets" ]; then
    echo "$new/$assets is missing: run npm run build in $new first" >&2
    exit 1
fi
# Listed once, before anything is copied in: running the script again keeps the list of the build's own files.
if [ ! -f "$new/$own" ]; then
    (cd "$new/$assets" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) >"$new/$own"
fi
if [ ! -d "$previous/$assets" ]; then
    echo "no $previous/$assets: nothing to keep (a first release)"
    exit 0
fi

# The previous release's own files; a release deployed before this script existed has no list: all of its files.
list_previous() {
    if [ -f "$previous/$own" ]; then
        cat "$previous/$own"
    else
        (cd "$previous/$assets" && find . -type f | sed 's|^\./||')
    fi
}
kept=$(list_previous | while IFS= read -r file; do
    if [ -f "$previous/$assets/$file" ] && [ ! -e "$new/$assets/$file" ]; then
        mkdir -p "$(dirname "$new/$assets/$file")"
        cp -p "$previous/$assets/$file" "$new/$assets/$file"
        echo "$file"
    fi
done | wc -l)
echo "kept $kept files of $previous/$assets in $new/$assets"
