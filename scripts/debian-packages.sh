# Sourced by scripts/start.sh and scripts/test.sh: installs the Debian packages Basil uses
# that are missing, with one apt-get update, and only when something is missing.
#   install_missing_packages voice            the voice engine's parts
#   install_missing_packages voice browser    and Chromium for the browser tests
install_missing_packages() {
  local missing=()
  for need in "$@"; do
    case "$need" in
      browser)
        # The browser tests run in Chromium's headless shell; the voice spec needs the full browser.
        [ -x /usr/bin/chromium ] || missing+=(chromium)
        [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
        ;;
      voice)
        # pocketsphinx and its English model recognise speech, espeak-ng speaks; sox makes
        # the voice evaluation's recordings. ffmpeg comes from npm, Debian's is the fallback.
        command -v pocketsphinx_continuous >/dev/null 2>&1 || missing+=(pocketsphinx)
        [ -f /usr/share/pocketsphinx/model/en-us/en-us/mdef ] || missing+=(pocketsphinx-en-us)
        command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
        command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
        command -v sox >/dev/null 2>&1 || missing+=(sox)
        ;;
    esac
  done
  [ "${#missing[@]}" -eq 0 ] && return 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo="sudo"
    else
      echo "Not installing ${missing[*]} (needs root): install them with apt-get to use every feature." >&2
      return 0
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "Not installing ${missing[*]}: this is not a Debian or Ubuntu machine; install them with its package manager." >&2
    return 0
  fi
  printf '\n== Installing Debian packages: %s\n' "${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}
