package mailhost

import (
	"bytes"
	"net/mail"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gofrs/flock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// sentWorld is a mail world whose host has sent the turn mails: to the
// player named to, or (when to is empty) to every player to act.
func sentWorld(t *testing.T, to string) *mailWorld {
	t.Helper()
	w := newMailWorld(t)
	_, err := w.host.Send(w.path, to)
	require.NoError(t, err)
	return w
}

func TestTurnMailCarriesReplyToken(t *testing.T) {
	w := sentWorld(t, "")
	m := w.only(annAddr)

	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	tokens, err := GameTokens(f)
	require.NoError(t, err)
	token := tokens.Of("Ann")
	id := f.Header.ID

	assert.Equal(t, `"Palazzo host" <host+`+id+"."+token+"@example.org>", m.header("Reply-To"))
	assert.Regexp(t, `^<`+id+`\.1\.ann\.`+token+`\.[0-9a-f]{16}@example\.org>$`, m.header("Message-ID"),
		"the game, ply, reader and token, a hash that tells this mail from others, the host's domain")
	assert.Equal(t, "auto-generated", m.header("Auto-Submitted"))
	assert.Contains(t, m.header("Subject"), "[pbem "+id+"]")
	assert.Contains(t, m.header("Subject"), "(ply 1)", "the mail shows the ply it expects")
	assert.NotContains(t, m.text(), tokens.Of("Bob"), "nobody sees another's token")
}

func TestInboxAppliesAReplyAndMailsTheNextPlayer(t *testing.T) {
	w := sentWorld(t, "")
	first := w.only(annAddr)

	res := w.receive(w.reply(first, "money", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Equal(t, "Ann", res.Player)
	assert.Equal(t, []string{"money"}, res.Moves)
	assert.Equal(t, []string{"1 Ann: money @2026-11-21T23:55:00Z"}, w.record())

	// Ann keeps cards next: her mail for ply 2 arrives.
	next := w.only(annAddr)
	assert.Contains(t, next.header("Subject"), "(ply 2)")
	assert.Equal(t, []string{"Ann"}, res.Mailed)

	// The message is archived, seen, and listed as processed.
	cur, err := filepath.Glob(filepath.Join(w.games, "archive", "cur", "*:2,S"))
	require.NoError(t, err)
	assert.Len(t, cur, 1)
	assert.Contains(t, testkit.ReadFile(t, filepath.Join(w.games, "archive", processedFile)), " applied "+res.Game+" ")
}

func TestInboxReadsAnHTMLOnlyReply(t *testing.T) {
	w := sentWorld(t, "")
	res := w.receive(w.reply(w.only(annAddr), "money", replyOptions{html: true}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Equal(t, []string{"1 Ann: money @2026-11-21T23:55:00Z"}, w.record())
}

func TestInboxIgnoresQuoteAndSignature(t *testing.T) {
	w := sentWorld(t, "")
	res := w.receive(w.reply(w.only(annAddr), "money\n\n-- \nAnn\nSent from my phone", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Equal(t, []string{"1 Ann: money @2026-11-21T23:55:00Z"}, w.record())
}

func TestInboxRefusesAnIllegalMove(t *testing.T) {
	w := sentWorld(t, "")
	before := testkit.ReadFile(t, w.path)
	legal := w.legal("Ann")

	res := w.receive(w.reply(w.only(annAddr), "Hello!\nmoney", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Equal(t, before, testkit.ReadFile(t, w.path), "the game file is unchanged")

	answer := w.only(annAddr)
	text := answer.text()
	assert.Contains(t, text, "In line 1 of your mail:", "the answer says where the error is")
	assert.Contains(t, text, "    Hello!\n    ^", "with the line and a caret")
	assert.Contains(t, text, "You can:\n  "+legal[0]+"\n", "and the moves the player can make")
	assert.True(t, strings.HasPrefix(text, pbem.ReplyMarker), "the player can answer it with moves")
	assert.Contains(t, answer.header("Reply-To"), "host+", "an answer to it routes back like a turn mail")

	// Replying to the error mail works like replying to the turn mail.
	res = w.receive(w.reply(answer, "money", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
}

func TestInboxRefusesAllMovesIfOneIsIllegal(t *testing.T) {
	w := sentWorld(t, "")
	before := testkit.ReadFile(t, w.path)
	res := w.receive(w.reply(w.only(annAddr), "money\nmoney", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Equal(t, before, testkit.ReadFile(t, w.path), "all or nothing")
	assert.Contains(t, w.only(annAddr).text(), "In line 2 of your mail:")
}

func TestInboxRefusesAMoveOutOfTurn(t *testing.T) {
	w := sentWorld(t, "Bob")
	before := testkit.ReadFile(t, w.path)
	res := w.receive(w.reply(w.only(bobAddr), "money", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Equal(t, before, testkit.ReadFile(t, w.path))
	answer := w.only(bobAddr)
	assert.Contains(t, answer.text(), "It is not your move now")
	assert.NotContains(t, answer.text(), "You can:")
}

func TestInboxIsIdempotent(t *testing.T) {
	w := sentWorld(t, "")
	raw := w.reply(w.only(annAddr), "money", replyOptions{})
	assert.Equal(t, OutcomeApplied, w.receive(raw).Outcome)
	w.sent()
	after := testkit.ReadFile(t, w.path)

	res := w.receive(raw)
	assert.Equal(t, OutcomeDuplicate, res.Outcome)
	assert.Equal(t, after, testkit.ReadFile(t, w.path), "a message processed twice changes nothing")
	assert.Empty(t, w.sent(), "and sends nothing")
}

func TestInboxRefusesASpoofedSender(t *testing.T) {
	for _, drop := range []bool{false, true} {
		w := newMailWorld(t)
		w.inbox.DropStrangers = drop
		_, err := w.host.Send(w.path, "")
		require.NoError(t, err)
		before := testkit.ReadFile(t, w.path)

		// Mallory has Ann's mail (token and all) but not her address.
		res := w.receive(w.reply(w.only(annAddr), "money", replyOptions{from: "mallory@example.net"}))
		assert.Equal(t, OutcomeStranger, res.Outcome)
		assert.Equal(t, before, testkit.ReadFile(t, w.path))
		if drop {
			assert.Empty(t, w.sent(), "strangers are dropped silently when so configured")
			continue
		}
		answer := w.only("mallory@example.net")
		assert.Contains(t, answer.words(), "is not the address of a player")
	}
}

func TestInboxRefusesAWrongToken(t *testing.T) {
	w := sentWorld(t, "")
	m := w.only(annAddr)
	before := testkit.ReadFile(t, w.path)
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)

	// Someone forges Ann's address, and guesses at the game and token.
	forged := w.reply(m, "money", replyOptions{noRefs: true,
		replyTo: "host+" + f.Header.ID + ".aaaaaaaaaaaa@example.org"})
	res := w.receive(forged)
	assert.Equal(t, OutcomeBadToken, res.Outcome, res.String())
	assert.Equal(t, before, testkit.ReadFile(t, w.path))

	answer := w.only(annAddr)
	assert.Contains(t, answer.words(), "does not carry the reply code")
	tokens, err := GameTokens(f)
	require.NoError(t, err)
	assert.NotContains(t, string(answer.raw), tokens.Of("Ann"), "the refusal does not hand out the token")
	assert.Empty(t, answer.header("Reply-To"))
}

func TestInboxRefusesAStaleReply(t *testing.T) {
	w := sentWorld(t, "")
	first := w.only(annAddr)
	assert.Equal(t, OutcomeApplied, w.receive(w.reply(first, "money", replyOptions{})).Outcome)
	w.sent()
	before := testkit.ReadFile(t, w.path)

	// Ann answers the ply-1 mail again, with a new mail.
	res := w.receive(w.reply(first, "money", replyOptions{}))
	assert.Equal(t, OutcomeStale, res.Outcome, res.String())
	assert.Equal(t, before, testkit.ReadFile(t, w.path))
	answer := w.only(annAddr)
	assert.Contains(t, answer.words(), "ply 1, but the game has moved on")
	assert.Contains(t, answer.text(), "It is your move (ply 2)")
}

func TestInboxAnswersAnUnknownGame(t *testing.T) {
	w := newMailWorld(t)
	raw := []byte("From: ann@example.org\r\nTo: host@example.org\r\nSubject: [pbem pz-000000] hi\r\n" +
		"Message-ID: <x@client>\r\n\r\nmoney\r\n")
	res := w.receive(raw)
	assert.Equal(t, OutcomeUnknownGame, res.Outcome)
	assert.Contains(t, w.only(annAddr).words(), `No game "pz-000000" is hosted here`)

	// A stranger writing about no game gets nothing when strangers are dropped.
	w.inbox.DropStrangers = true
	raw = []byte("From: spam@example.net\r\nTo: host@example.org\r\nSubject: offer\r\nMessage-ID: <y@spam>\r\n\r\nbuy\r\n")
	assert.Equal(t, OutcomeUnknownGame, w.receive(raw).Outcome)
	assert.Empty(t, w.sent())
}

func TestInboxNeverAnswersARobot(t *testing.T) {
	w := sentWorld(t, "")
	before := testkit.ReadFile(t, w.path)
	res := w.receive(w.reply(w.only(annAddr), "I am on holiday", replyOptions{extra: "Auto-Submitted: auto-replied\r\n"}))
	assert.Equal(t, OutcomeAutomatic, res.Outcome)
	assert.Equal(t, before, testkit.ReadFile(t, w.path))
	assert.Empty(t, w.sent())
}

func TestInboxAnswersAMailWithoutMoves(t *testing.T) {
	w := sentWorld(t, "")
	res := w.receive(w.reply(w.only(annAddr), "!dance", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome)
	assert.Equal(t, []string{"!dance"}, res.Meta, "meta-commands are kept apart from moves")
	assert.Contains(t, w.only(annAddr).words(), "the commands !dance are not understood")
}

func TestInboxKeepsAnUnreadableMessage(t *testing.T) {
	w := newMailWorld(t)
	res := w.receive([]byte("\x00\x01 not a mail"))
	assert.Contains(t, []string{OutcomeUnreadable, OutcomeAutomatic}, res.Outcome)
	entries, err := os.ReadDir(filepath.Join(w.games, "archive", "cur"))
	require.NoError(t, err)
	assert.Len(t, entries, 1, "nothing is lost")
}

func TestInboxLeavesAMessageForALockedGamePending(t *testing.T) {
	w := newMailWorld(t)
	w.inbox.LockWait = -1
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	raw := w.reply(w.only(annAddr), "money", replyOptions{})

	lock := flock.New(w.path + pbem.LockSuffix)
	locked, err := lock.TryLock()
	require.NoError(t, err)
	require.True(t, locked)
	res := w.receive(raw)
	assert.Equal(t, OutcomePending, res.Outcome)
	assert.Empty(t, w.record())
	pending, err := w.inbox.Archive.Pending()
	require.NoError(t, err)
	assert.Equal(t, []string{res.Key}, pending, "the message waits in the archive")

	// The next run, for whatever message, processes it.
	require.NoError(t, lock.Unlock())
	results, err := w.inbox.Process()
	require.NoError(t, err)
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeApplied, results[0].Outcome)
	assert.Equal(t, []string{"1 Ann: money @2026-11-21T23:55:00Z"}, w.record())
}

// TestRefusalMailGolden pins the answer to an illegal move, whole. The
// tokens are fixed in advance, so the bytes are the same on every run.
func TestRefusalMailGolden(t *testing.T) {
	w := newMailWorld(t)
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	require.NoError(t, writeTokens(w.path+TokensSuffix, &Tokens{Game: f.Header.ID,
		Tokens: map[string]string{"Ann": "annaaaaaaaaa", "Bob": "bobbbbbbbbbb"}}))
	_, err = w.host.Send(w.path, "")
	require.NoError(t, err)
	w.receive(w.reply(w.only(annAddr), "take r9", replyOptions{}))
	answer := w.only(annAddr)

	testkit.Golden(t, "inbox/refusal.eml.golden", string(answer.raw))
	msg, err := mail.ReadMessage(bytes.NewReader(answer.raw))
	require.NoError(t, err, "the answer parses with the standard library")
	assert.NotContains(t, string(answer.raw), "reply-1@client.example",
		"the answer names no id of the incoming mail: it threads under Ann's own mails")
	assert.Equal(t, "auto-replied", msg.Header.Get("Auto-Submitted"), "an answer to Ann's mail (RFC 3834)")
}
