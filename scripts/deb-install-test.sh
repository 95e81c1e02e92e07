#!/usr/bin/env bash
# The Debian package installed as a user installs it (`make deb-install-test`, and the
# end of `make dist`): scripts/deb-install-test.sh [PACKAGE.deb] (default: the one in
# dist/).
#   1. a clean, minimal Debian 12 (bookworm) system made with debootstrap under
#      target/deb-install-test/root, from deb.debian.org: none of the build packages,
#      only the essential ones, apt and man-db. The base system is downloaded once and
#      kept as target/deb-install-test/bookworm-base.tar.gz; the packages apt fetches
#      are kept in target/deb-install-test/apt-archives;
#   2. `apt install ./hektor_...deb` inside, which brings speech-dispatcher, its
#      espeak-ng module and espeak-ng;
#   3. `hektor play --plain` until its first lines, spoken by the real speech-dispatcher
#      and espeak-ng into ALSA's null device (scripts/speech-env.sh's headless
#      speech), with speech-dispatcher's own log lines of what it spoke;
#   4. `man hektor`;
#   5. `apt purge hektor` and `apt autoremove --purge`, then no file the package
#      installed may be left, and no file outside apt's and dpkg's records that was
#      not there before the install.
# Writes a transcript a person can read to target/deb-install-test/transcript.txt (and
# prints it); the system is deleted when the test passes, kept for a look when it fails. Needs root (or sudo) for debootstrap, mount and chroot; installs
# debootstrap when missing (saying so). /proc, /sys and /dev are mounted in the
# system and always unmounted, also when the test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
deb="${1:-$(ls dist/hektor_*_amd64.deb 2>/dev/null | head -n 1)}"
if [ -z "$deb" ] || [ ! -f "$deb" ]; then
  echo "hektor: no Debian package to install: make one with scripts/dist.sh deb, or name it: $0 PACKAGE.deb" >&2
  exit 2
fi
deb="$(realpath "$deb")"

sudo=()
if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
if ! command -v debootstrap >/dev/null 2>&1; then
  echo "hektor: installing debootstrap to make a clean Debian 12 system for the install test"
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends debootstrap
fi

work="$repo/target/deb-install-test"
base="$work/bookworm-base.tar.gz"
root="$work/root"
archives="$work/apt-archives"
transcript="$work/transcript.txt"
mirror=http://deb.debian.org/debian
mkdir -p "$work" "$archives"

mounted=()
cleanup() {
  # The processes the test started in the system (speech-dispatcher), by their ids.
  local proc
  for proc in /proc/[0-9]*; do
    if [ "$(readlink "$proc/root" 2>/dev/null)" = "$root" ]; then
      "${sudo[@]}" kill "${proc#/proc/}" 2>/dev/null || true
    fi
  done
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    "${sudo[@]}" umount "${mounted[i]}" 2>/dev/null || "${sudo[@]}" umount -l "${mounted[i]}" || true
  done
  mounted=()
}
trap cleanup EXIT

if [ ! -f "$base" ]; then
  echo "hektor: downloading a minimal Debian 12 (bookworm) from deb.debian.org, once (kept as target/deb-install-test/$(basename "$base"))"
  "${sudo[@]}" rm -rf "$work/tarball-work"
  "${sudo[@]}" debootstrap --variant=minbase --include=man-db \
    --make-tarball="$base" bookworm "$work/tarball-work" "$mirror" >"$work/debootstrap.log"
  "${sudo[@]}" rm -rf "$work/tarball-work"
fi
"${sudo[@]}" rm -rf "$root"
echo "hektor: unpacking the Debian 12 base system (no network) into target/deb-install-test/root"
"${sudo[@]}" debootstrap --variant=minbase --include=man-db \
  --unpack-tarball="$base" bookworm "$root" "$mirror" >"$work/debootstrap.log"

mount_in() { # mount_in WHAT FOLDER [OPTIONS...]
  "${sudo[@]}" mkdir -p "$root$2"
  "${sudo[@]}" mount "${@:3}" "$1" "$root$2"
  mounted+=("$root$2")
}
mount_in proc /proc -t proc
mount_in sysfs /sys -t sysfs
mount_in /dev /dev --bind
mount_in devpts /dev/pts -t devpts
mount_in "$archives" /var/cache/apt/archives --bind
"${sudo[@]}" cp /etc/resolv.conf "$root/etc/resolv.conf"
# No service is started inside a chroot (Debian's policy-rc.d convention).
printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee "$root/usr/sbin/policy-rc.d" >/dev/null
"${sudo[@]}" chmod 755 "$root/usr/sbin/policy-rc.d"
"${sudo[@]}" cp "$deb" "$root/tmp/"
"${sudo[@]}" cp scripts/speech-env.sh "$root/tmp/speech-env.sh"

in_root() { "${sudo[@]}" chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 \
  PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive "$@"; }
# Every file of the system but the mounted ones and those apt and dpkg keep their records in.
files() {
  in_root find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /tmp \
    -o -path /var/cache/apt -o -path /var/lib/apt -o -path /var/lib/dpkg -o -path /var/log \
    -o -path /var/cache/debconf -o -path /var/cache/man -o -path /var/cache/ldconfig \) -prune \
    -o -print | LC_ALL=C sort
}

: >"$transcript"
say() { printf '%s\n' "$*" | tee -a "$transcript"; }
run() { # run COMMAND...: the command as typed, then what it printed
  say "# $*"
  in_root bash -c "$*" 2>&1 | tee -a "$transcript"
  return "${PIPESTATUS[0]}"
}

say "hektor install test: $(basename "$deb") on a clean Debian 12 system ($(date -u +%Y-%m-%dT%H:%MZ))"
run 'cat /etc/debian_version; dpkg-query -W -f "\${binary:Package}\n" | wc -l | sed "s/$/ packages installed/"'
run 'apt-get update -qq && echo "apt: package lists from deb.debian.org"'
run 'for p in cargo rustc gcc pkg-config libasound2-dev libspeechd-dev speech-dispatcher espeak-ng; do dpkg-query -W "$p" >/dev/null 2>&1 && echo "present: $p"; done; echo "(none of the build or speech packages is installed)"'
files >"$work/files-before.txt"

run "apt-get install -y -q /tmp/$(basename "$deb") | awk '/^The following NEW/ { new = 1; print; next } new && /^  / { print; next } { new = 0 } /^(Unpacking|Setting up) hektor/'"
run 'dpkg -L hektor'
run 'dpkg-query -W -f "Depends: \${Depends}\n" hektor'
dpkg_files=$(in_root dpkg -L hektor | grep -v '^/\.$')

# speech-env.sh's headless speech, with speech-dispatcher's log kept: what reached the
# daemon and the audio espeak-ng made.
cat >"$work/play.sh" <<'PLAY'
. /tmp/speech-env.sh
conf="$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf"
sed -i 's/^LogLevel 0/LogLevel 5/' "$conf"
mkdir -p /tmp/speechd-log
echo 'LogDir "/tmp/speechd-log"' >>"$conf"
(sleep 6; echo quit) | timeout 60 hektor play --plain
sleep 1
log=/tmp/speechd-log/speech-dispatcher.log
echo "--- speech-dispatcher's log ($log):"
grep -m 1 'Module espeak-ng started successfully' "$log" | cut -c1-120
grep -m 1 'Using alsa audio output method' "$log"
grep -o 'Queueing message |[^|]*|' "$log" | head -n 3
grep -m 3 'Got audio: [0-9]* bytes' "$log"
echo "espeak-ng audio messages to speech-dispatcher: $(grep -c 'Got audio: [0-9]* bytes' "$log")"
PLAY
"${sudo[@]}" cp "$work/play.sh" "$root/tmp/play.sh"
run 'bash /tmp/play.sh'
if ! grep -q 'Got audio: [0-9]* bytes' "$transcript"; then
  say "hektor: espeak-ng made no sound through speech-dispatcher in the clean system (above)."
  exit 1
fi
cleanup # speech-dispatcher and the mounts go before the files are compared
mount_in proc /proc -t proc
mount_in /dev /dev --bind
mount_in devpts /dev/pts -t devpts
mount_in "$archives" /var/cache/apt/archives --bind

run 'MANPAGER=cat MANWIDTH=80 man hektor 2>&1 | head -n 16'
run 'MANPAGER=cat MANWIDTH=80 man hektor-play 2>&1 | sed -n "/--plain/,+2p"'
run 'ls /usr/share/bash-completion/completions/hektor /usr/share/zsh/vendor-completions/_hektor /usr/share/fish/vendor_completions.d/hektor.fish'

run 'apt-get purge -y -q hektor | grep -E "^(Removing|Purging)"'
run 'apt-get autoremove --purge -y -q | grep -E "^(Removing|Purging)" | sed -n "1p;\$p"; echo "(and the rest of the packages hektor brought)"'
files >"$work/files-after.txt"
LC_ALL=C comm -13 "$work/files-before.txt" "$work/files-after.txt" >"$work/files-new.txt"
left=$(LC_ALL=C sort <<<"$dpkg_files" | LC_ALL=C comm -12 - "$work/files-new.txt")
in_usr=$(grep '^/usr/' "$work/files-new.txt" || true)
others=$(grep -v '^/usr/\|^/root' "$work/files-new.txt" || true)
user=$(grep '^/root' "$work/files-new.txt" || true)
say "# after the purge: files of the package left: ${left:-none}; new files under /usr: ${in_usr:-none}"
if [ -n "$others" ]; then
  say "# new files of the system, made by the dependencies' scripts (adduser's backups when"
  say "# dbus adds its system user messagebus, which Debian keeps after a purge):"
  say "$others"
fi
if [ -n "$user" ]; then
  say "# the user's own files, which apt never removes (the game file):"
  say "$user"
fi
if [ -n "$left$in_usr" ]; then
  say "hektor: the purge left files behind (above)."
  exit 1
fi
say "hektor: the package installed, spoke, showed its manual page and was purged without a trace."
cleanup
"${sudo[@]}" rm -rf "$root"
