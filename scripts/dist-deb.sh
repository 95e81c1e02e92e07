#!/usr/bin/env bash
# The Debian package, built the Rust way with cargo-deb: scripts/dist-deb.sh OUT_FOLDER
# writes OUT_FOLDER/hektor_VERSION-1_amd64.deb and prints what lintian says of it.
#   - the binary built in release with the reproducible environment
#     (scripts/reproducible-env.sh, sourced here), then packaged by cargo-deb
#     (`--no-build`) as [package.metadata.deb] in Cargo.toml says: Depends computed
#     from the binary by dpkg-shlibdeps, debian/copyright, debian/changelog;
#   - the manual pages and the bash, zsh and fish completions made from the command
#     definitions by crates/cli-docs into target/cli-docs, and the manual as HTML and
#     text (scripts/manual.sh) into target/cli-docs/doc;
#   - every statically linked crate's licence checked against those debian/copyright
#     carries (cargo tree); lintian must find no error.
# Needs cargo, and installs when missing (saying so): cargo-deb (pinned below, from
# crates.io), dpkg-dev (dpkg-shlibdeps) and lintian (Debian's packages).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: scripts/dist-deb.sh OUT_FOLDER}"
mkdir -p "$out"

cargo_deb_version=3.8.0
sudo=()
if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi

if [ "$(cargo deb --version 2>/dev/null | awk '{ print $NF }')" != "$cargo_deb_version" ]; then
  echo "hektor: installing cargo-deb $cargo_deb_version for the Debian package (cargo install --locked)"
  cargo install --locked "cargo-deb@$cargo_deb_version"
fi
missing=()
command -v dpkg-shlibdeps >/dev/null 2>&1 || missing+=(dpkg-dev)
command -v lintian >/dev/null 2>&1 || missing+=(lintian)
if ((${#missing[@]})); then
  echo "hektor: installing ${missing[*]} to compute the package's dependencies and check it"
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

. scripts/reproducible-env.sh

# Each linked crate's licence expression ("MIT OR Apache-2.0", "(MIT OR Apache-2.0) AND
# Unicode-3.0"): every AND term needs one choice that debian/copyright carries.
carried=" GPL-3.0-or-later MIT Apache-2.0 BSD-3-Clause Zlib MPL-2.0 Unicode-3.0 "
unlisted=$(cargo tree --locked -q -e normal --target x86_64-unknown-linux-gnu -p hektor \
    --prefix none -f '{p}|{l}' | sed 's/ (\*)$//' | sort -u |
  while IFS='|' read -r crate licence; do
    terms=$(sed 's#/# OR #g; s/[()]//g; s/ AND /\n/g' <<<"$licence")
    while read -r term; do
      ok=no
      for choice in ${term// OR / }; do
        if [[ "$carried" == *" $choice "* ]]; then ok=yes; fi
      done
      if [ "$ok" = no ]; then echo "$crate ($licence)"; fi
    done <<<"$terms"
  done)
if [ -n "$unlisted" ]; then
  echo "hektor: debian/copyright does not carry the licence of $(head -n 1 <<<"$unlisted"); add its licence paragraph there and its name to scripts/dist-deb.sh." >&2
  exit 1
fi

cargo build --release --locked -p hektor -p hektor-cli-docs
rm -rf target/cli-docs
target/release/hektor-cli-docs target/cli-docs
scripts/manual.sh target/cli-docs/doc
cargo deb --no-build --locked --strip --quiet --output "$out"
deb=$(ls "$out"/hektor_*_amd64.deb)

echo "hektor: lintian $(basename "$deb"):"
if ! lintian --display-info --fail-on error "$deb"; then
  echo "hektor: lintian found errors in $(basename "$deb") (above); the package is not made." >&2
  rm -f "$deb"
  exit 1
fi
