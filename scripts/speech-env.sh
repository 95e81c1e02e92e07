#!/usr/bin/env bash
# Headless speech for tests (and for machines without a sound card): source it.
#
#   . scripts/speech-env.sh && cargo test
#
# Creates a temporary folder with a speech-dispatcher configuration that speaks with
# espeak-ng into the ALSA "null" device, and an ALSA configuration whose default device
# is "null"; exports XDG_CONFIG_HOME, XDG_RUNTIME_DIR (a private speech-dispatcher
# socket) and ALSA_CONFIG_PATH. Nothing outside the temporary folder is changed.

HEKTOR_SPEECH_ENV="$(mktemp -d "${TMPDIR:-/tmp}/hektor-speech.XXXXXX")"
mkdir -p "$HEKTOR_SPEECH_ENV/config/speech-dispatcher/modules" "$HEKTOR_SPEECH_ENV/runtime"
chmod 700 "$HEKTOR_SPEECH_ENV/runtime"
cat > "$HEKTOR_SPEECH_ENV/config/speech-dispatcher/speechd.conf" <<'CONF'
# hektor test configuration: espeak-ng into the ALSA null device.
AudioOutputMethod "alsa"
AudioALSADevice "null"
DefaultModule espeak-ng
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultLanguage "de"
Timeout 15
LogLevel 0
CONF
: > "$HEKTOR_SPEECH_ENV/config/speech-dispatcher/modules/espeak-ng.conf"
cat > "$HEKTOR_SPEECH_ENV/asound.conf" <<'CONF'
pcm.!default { type null }
ctl.!default { type hw card 0 }
CONF
alsa_conf=/usr/share/alsa/alsa.conf
export HEKTOR_SPEECH_ENV
export XDG_CONFIG_HOME="$HEKTOR_SPEECH_ENV/config"
export XDG_RUNTIME_DIR="$HEKTOR_SPEECH_ENV/runtime"
export ALSA_CONFIG_PATH="$alsa_conf:$HEKTOR_SPEECH_ENV/asound.conf"
unset SPEECHD_ADDRESS
