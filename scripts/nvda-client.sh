#!/usr/bin/env bash
# NVDA's 64-bit controller client for the Windows zip: `scripts/nvda-client.sh FOLDER`
# puts into FOLDER (the zip's hektor folder, beside hektor.exe)
#   nvdaControllerClient64.dll              NV Access's client library (LGPL-2.1), through
#                                           which hektor speaks with NVDA
#   licences/nvdaControllerClient-LGPL-2.1.txt  its licence
#   THIRD-PARTY.txt                         what is not hektor's own: version, source, hash
# The DLL is taken from the accessible-output2 wheel on PyPI, pinned below by version and
# by the SHA-256 of the wheel and of the DLL; the wheel is downloaded once with curl into
# target/downloads/ and read from there afterwards (no network then). A hash that does not
# match stops the build. Called by scripts/dist.sh. Needs curl and unzip.
set -euo pipefail
cd "$(dirname "$0")/.."

folder=${1:?usage: scripts/nvda-client.sh FOLDER}

wheel_version=0.17
wheel=accessible_output2-$wheel_version-py2.py3-none-any.whl
wheel_url=https://files.pythonhosted.org/packages/02/8e/2bb81f845d8f3ecb07acd094544ecbf0c0e02f80364e35fdabaec96ee6dc/$wheel
wheel_sha256=bdcfc5f2c8ecb50b219fa7d547018dd0c99dfa4c56b506872c74f5dc941a3288
dll=nvdaControllerClient64.dll
dll_in_wheel=accessible_output2/lib/$dll
dll_sha256=41c1f5df5997e798fcfbf7c8f2589de811e768b069a60710600cf57cb23a0b09

# Stops the build when the file $1 (named $2 to the reader) does not hash to $3; $4 says
# what to do.
check() {
  local actual
  actual=$(sha256sum "$1" | cut -d' ' -f1)
  if [ "$actual" != "$3" ]; then
    echo "hektor: $2 has SHA-256 $actual, not the pinned $3: $4" >&2
    exit 1
  fi
}

cache=target/downloads
mkdir -p "$cache"
if [ ! -f "$cache/$wheel" ]; then
  echo "hektor: downloading accessible-output2 $wheel_version from PyPI for NVDA's controller client"
  curl -sSfL --retry 3 -o "$cache/$wheel.part" "$wheel_url"
  mv "$cache/$wheel.part" "$cache/$wheel"
fi
check "$cache/$wheel" "the downloaded $cache/$wheel" "$wheel_sha256" \
  "delete it and run again; if it differs again, PyPI serves another file than the one pinned, so do not ship it."

mkdir -p "$folder/licences"
unzip -p "$cache/$wheel" "$dll_in_wheel" >"$folder/$dll"
check "$folder/$dll" "$dll_in_wheel in $wheel" "$dll_sha256" \
  "the wheel holds another DLL than the one pinned in scripts/nvda-client.sh, so do not ship it."
cp packaging/windows/nvdaControllerClient-LGPL-2.1.txt "$folder/licences/"

sed 's/$/\r/' >"$folder/THIRD-PARTY.txt" <<TEXT
Files in this folder that are not hektor's own
==============================================

Everything else here is hektor's own, under the GNU GPL version 3 or later
(LICENSE.txt).

$dll
  What: NVDA's controller client, the library through which hektor.exe
    speaks with the NVDA screen reader (loaded from this folder).
  Made by: NV Access Limited, as part of NVDA (https://www.nvaccess.org/).
  Licence: GNU Lesser General Public License, version 2.1
    (licences/nvdaControllerClient-LGPL-2.1.txt). Not modified.
  Source code: https://github.com/nvaccess/nvda, folder nvdaHelper
    (the client library) and extras/controllerClient.
  Taken from: the accessible-output2 $wheel_version wheel on PyPI, file
    $dll_in_wheel
    $wheel_url
    wheel SHA-256: $wheel_sha256
  SHA-256 of $dll: $dll_sha256

licences/nvdaControllerClient-LGPL-2.1.txt
  The licence of $dll.
TEXT
