#!/usr/bin/env bash
# End-to-end test of an ordinary mailbox as the host (docs/hosting.md, "An
# ordinary mailbox as the host (IMAP)"). It installs Dovecot's IMAP server
# and fetchmail from the distribution's packages and runs the Go tests that
# use them (pbem/commands/imap_*_test.go). Each test starts its own
# throwaway Dovecot: a config, a certificate, one user and a Maildir in a
# temporary folder, implicit TLS on a free port of 127.0.0.1; it puts a
# player's reply in the mailbox with IMAP APPEND, runs pbem inbox --imap
# (once, and with --idle) or fetchmail --mda 'pbem inbox', and checks that
# the move is applied, the next mail sent and the message flagged \Seen.
# With PBEM_IMAP_TEST=1 a missing Dovecot or fetchmail fails the tests
# instead of skipping them. It must run as root (CI does): Dovecot switches
# to the mail user. Failing to install is a failure, never a skip.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:$PATH"

fail() { echo "imap-e2e: FAIL: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || fail "must run as root: Dovecot switches to the mail user's uid"

echo "== imap-e2e: install Dovecot and fetchmail"
export DEBIAN_FRONTEND=noninteractive
# The lock timeout waits for another apt-get instead of failing at once.
pkg_install() { apt-get install -y -qq -o DPkg::Lock::Timeout=300 --no-install-recommends "$@" >/dev/null; }
pkg_install dovecot-imapd fetchmail || { apt-get update -qq && pkg_install dovecot-imapd fetchmail; } ||
	fail "cannot install dovecot-imapd and fetchmail"
command -v dovecot >/dev/null || [ -x /usr/sbin/dovecot ] || fail "dovecot is not installed"

echo "== imap-e2e: pbem inbox --imap against a real Dovecot"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! PBEM_IMAP_TEST=1 go test -count=1 -v -run 'TestIMAPInboxDovecot|TestIMAPFetchmailDovecot' ./pbem/commands/ >"$log" 2>&1; then
	tail -60 "$log" >&2
	fail "the IMAP tests failed"
fi
grep -E '^\s*--- ' "$log"
grep -q -- '--- SKIP' "$log" && fail "a test was skipped"
echo "imap-e2e: ok"
