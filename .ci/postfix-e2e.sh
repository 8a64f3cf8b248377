#!/usr/bin/env bash
# End-to-end test through a real mail server. It installs Postfix from
# the distribution's packages (local delivery only, into ~/Maildir),
# starts it, and plays a Palazzo game between two local users, Alice and
# Bob, hosted by a third, pbemhost:
#   - pbem send mails each turn to the player to act, over SMTP with
#     STARTTLS (a certificate made here, trusted through ca_file);
#   - the player answers from their account with Postfix's sendmail, to
#     the Reply-To address (a plus-address carrying the reply token);
#   - first the host runs pbem inbox --maildir on its Maildir (a cron job),
#     then a ~/.forward pipe lets Postfix run pbem inbox on each message;
#   - an illegal move draws an error mail and leaves the game unchanged.
# Postfix is stopped at the end. It must run as root (CI does); failing to
# install or start Postfix is a failure, never a skip.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:$PATH"

fail() { echo "postfix-e2e: FAIL: $*" >&2; exit 1; }
step() { echo "== postfix-e2e: $*"; }
[ "$(id -u)" = 0 ] || fail "must run as root: it installs Postfix and adds users"

work=/opt/pbem-e2e             # the binary and the certificate, readable by all
seed=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
hosthome=/home/pbemhost
game=$hosthome/games/g.pbem
plies=6                          # decisions played in all

step "install Postfix"
export DEBIAN_FRONTEND=noninteractive
echo "postfix postfix/main_mailer_type select Local only" | debconf-set-selections
echo "postfix postfix/mailname string localhost" | debconf-set-selections
apt-get update -qq || fail "apt-get update"
apt-get install -y -qq --no-install-recommends postfix openssl ca-certificates >/dev/null ||
	fail "cannot install postfix"
command -v postfix >/dev/null || fail "postfix is not installed"

step "build pbem"
mkdir -p "$work"
go build -o "$work/pbem" . || fail "go build"
chmod 755 "$work" "$work/pbem"

step "configure Postfix: local only, Maildir, plus-addresses, STARTTLS"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=localhost \
	-addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
	-keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null || fail "openssl"
chmod 644 "$work/cert.pem"; chmod 600 "$work/key.pem"
postconf -e 'home_mailbox = Maildir/' 'maillog_file = /var/log/postfix.log' \
	'recipient_delimiter = +' 'inet_interfaces = loopback-only' 'inet_protocols = ipv4' \
	'mydestination = localhost, localhost.localdomain' 'myhostname = localhost' \
	"smtpd_tls_cert_file = $work/cert.pem" "smtpd_tls_key_file = $work/key.pem" \
	'smtpd_tls_security_level = may' 'allow_mail_to_commands = alias, forward'
newaliases
postfix stop >/dev/null 2>&1 || true
# A run before this one on the same machine may have left mail in the
# queue; delivered now, it would reach the fresh Maildirs. Start empty,
# and clear the mailboxes only once nothing can deliver into them.
postsuper -d ALL >/dev/null 2>&1 || true
for u in pbemhost alice bob; do
	id "$u" >/dev/null 2>&1 || useradd -m -s /bin/sh "$u"
	rm -rf "/home/$u/Maildir" "/home/$u/.forward" "/home/$u/games"
done
postfix start || fail "postfix does not start"
trap 'postfix stop >/dev/null 2>&1 || true; postsuper -d ALL >/dev/null 2>&1 || true' EXIT
postfix status || fail "postfix is not running"

# as USER CMD...: runs a command as a local user, in their home.
as() { local u=$1; shift; (cd "/home/$u" && runuser -u "$u" -- env HOME="/home/$u" "$@"); }

# wait_mail USER: waits (up to 30 s) for a new message in USER's Maildir
# and prints its path.
wait_mail() {
	local dir=/home/$1/Maildir/new
	for _ in $(seq 60); do
		local f
		f=$(ls "$dir" 2>/dev/null | sort | head -1)
		if [ -n "$f" ]; then echo "$dir/$f"; return 0; fi
		sleep 0.5
	done
	tail -20 /var/log/postfix.log >&2 || true
	fail "no mail for $1 within 30 s"
}

# seen FILE: moves a message out of new/, as a mail client would.
seen() { mv "$1" "$(dirname "$1")/../cur/$(basename "$1"):2,S"; }

# header FILE NAME: the address or value of a header of a message, its
# folded lines joined (a long Message-ID is folded after the colon).
header() {
	tr -d '\r' <"$1" | awk -v name="$(echo "$2" | tr A-Z a-z)" '
		/^$/ { exit }
		/^[ \t]/ { if (found == 1) value = value $0; next }
		found == 1 { found = 2 }
		found == 0 && index(tolower($0), name ":") == 1 { found = 1; value = $0 }
		END { print value }' |
		sed -e "s/^[^:]*: *//" -e 's/.*<\(.*\)>.*/\1/'
}

# answer USER MAIL TEXT: USER replies to MAIL with TEXT, as a mail
# program's Reply button does, through Postfix's sendmail.
answer() {
	local u=$1 mail=$2 text=$3 reply id
	reply=$(header "$mail" Reply-To); id=$(header "$mail" Message-ID)
	[ -n "$reply" ] || fail "no Reply-To in $mail"
	printf 'From: %s@localhost\nTo: %s\nSubject: Re: pbem turn\nMessage-ID: <%s.%s@localhost>\nIn-Reply-To: <%s>\nReferences: <%s>\nContent-Type: text/plain; charset=utf-8\n\n%s\n\n-- \n%s\n\nOn Sun, pbem wrote:\n> -- write your move above this line --\n' \
		"$u" "$reply" "$u" "$(date +%s%N)" "$id" "$id" "$text" "$u" |
		as "$u" /usr/sbin/sendmail -f "$u@localhost" -t || fail "sendmail as $u"
}

# to_act: the user name of the player to act ("alice" or "bob").
to_act() {
	"$work/pbem" board --json "$game" | tr -d ' \n' | grep -o '"to_act":\[[^]]*\]' | head -1 |
		grep -o -i 'alice\|bob' | head -1 | tr A-Z a-z
}

# first_legal USER: the first legal move of USER.
first_legal() { "$work/pbem" legal --as "$1" "$game" | head -1; }

# moves: the number of decisions recorded.
moves() { grep -c '^[0-9]' "$game" || true; }

step "the host starts a game and sends the first mail"
mkdir -p "$hosthome/.config/pbem" "$hosthome/games"
cat >"$hosthome/.config/pbem/config.toml" <<EOF
from = "Palazzo host <pbemhost@localhost>"
games = "$hosthome/games"
[smtp]
url = "smtp://localhost:25"
ca_file = "$work/cert.pem"
server_name = "localhost"
EOF
chown -R pbemhost: "$hosthome/.config" "$hosthome/games"
as pbemhost "$work/pbem" new palazzo Alice Bob --seed "$seed" --out "$game" \
	--email Alice=alice@localhost --email Bob=bob@localhost >/dev/null
as pbemhost "$work/pbem" send "$game" || fail "pbem send"

# play_ply: the player to act answers their mail with their first legal
# move; run_inbox (if given) runs the host's inbox.
play_ply() {
	local u n mail move
	u=$(to_act); n=$(moves)
	mail=$(wait_mail "$u")
	grep -q "^X-PBEM-Ply: $((n + 1))" "$mail" || fail "$u's mail is not for ply $((n + 1))"
	move=$(first_legal "$u")
	echo "   ply $((n + 1)): $u plays $move"
	answer "$u" "$mail" "$move"
	seen "$mail"
	"$@"
	for _ in $(seq 60); do [ "$(moves)" -gt "$n" ] && break; sleep 0.5; done
	[ "$(moves)" = $((n + 1)) ] || fail "ply $((n + 1)) was not recorded"
	# The inbox writes the time of the move (@…) and names the mail that
	# made it in a comment ({mail <hash>}).
	grep -q "^$((n + 1)) [A-Za-z]*: $move @[0-9TZ:-]* {mail [0-9a-f]*}\$" "$game" ||
		fail "ply $((n + 1)) is not $move, marked with its mail"
}

# inbox_maildir: the host reads its Maildir, as a cron job would.
inbox_maildir() {
	wait_mail pbemhost >/dev/null
	as pbemhost "$work/pbem" inbox --maildir "$hosthome/Maildir" | tee /tmp/pbem-e2e-inbox.out
	grep -q ': applied ' /tmp/pbem-e2e-inbox.out || fail "the inbox did not apply the move"
}

step "plies by Maildir (pbem inbox --maildir)"
play_ply inbox_maildir
play_ply inbox_maildir

step "an illegal move draws an error mail and changes nothing"
cp "$game" /tmp/pbem-e2e-before
u=$(to_act)
mail=$(wait_mail "$u")
answer "$u" "$mail" "build 9z9 new"
seen "$mail"
inbox_out=$(wait_mail pbemhost >/dev/null; as pbemhost "$work/pbem" inbox --maildir "$hosthome/Maildir")
echo "$inbox_out"
echo "$inbox_out" | grep -q ': refused ' || fail "the illegal move was not refused"
cmp -s "$game" /tmp/pbem-e2e-before || fail "the illegal move changed the game file"
errmail=$(wait_mail "$u")
grep -q "your mail" "$errmail" || fail "the error mail does not say where the error is"
grep -q "^-- write your move above this line --" "$errmail" || fail "the error mail has no reply marker"
# The error mail routes back like a turn mail: answer it with a legal move.
move=$(first_legal "$u"); n=$(moves)
answer "$u" "$errmail" "$move"
seen "$errmail"
inbox_maildir
[ "$(moves)" = $((n + 1)) ] || fail "the answer to the error mail was not applied"
echo "   ply $((n + 1)): $u plays $move (answering the error mail)"

step "plies by a Postfix pipe (~/.forward)"
echo "\"|$work/pbem inbox\"" >"$hosthome/.forward"
chown pbemhost: "$hosthome/.forward"; chmod 644 "$hosthome/.forward"
while [ "$(moves)" -lt "$plies" ]; do play_ply true; done

step "checks"
as pbemhost "$work/pbem" check "$game" || fail "pbem check"
[ "$(ls "$hosthome/games/archive/cur" | wc -l)" -ge "$plies" ] || fail "the archive lacks messages"
grep -q "$(as pbemhost cat "$game.tokens" | grep -m1 -o '"[a-z2-7]\{12\}"' | tr -d '"')" "$game" &&
	fail "a reply token leaked into the game file"
echo "postfix-e2e: ok: $(moves) decisions played by mail through Postfix"
