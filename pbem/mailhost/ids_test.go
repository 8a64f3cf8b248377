package mailhost

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// The tests of this file check who gets which identifiers: a mail to a
// player carries no other player's token, every mail has its own
// Message-ID, and each player's mails form one thread made of mails they
// received.

// idsWorld is a mail world that keeps every mail the host sent.
type idsWorld struct {
	*mailWorld
	now   time.Time
	mails []sentMail            // every mail sent, oldest first
	last  map[string]sentMail   // the latest mail of each player
	of    map[string][]sentMail // the mails of each player, oldest first
}

// newIdsWorld is a Palazzo game between Ann and Bob with hints and a
// deadline, whose first turn mail went out, and a mail to Bob too, so
// that both can write to the host.
func newIdsWorld(t *testing.T) *idsWorld {
	w := &idsWorld{mailWorld: hintWorldOf(t, pbem.NewGame{Seed: testkit.TestSeed, Hints: true, Deadline: "72h"}),
		now: testkit.TestNow, last: map[string]sentMail{}, of: map[string][]sentMail{}}
	w.host.Now = func() time.Time { return w.now }
	w.take()
	_, err := w.host.Send(w.path, "Bob")
	require.NoError(t, err)
	w.take()
	return w
}

// playerOf returns the player a mail went to.
func playerOf(m sentMail) string {
	switch addressOf(m.header("To")) {
	case annAddr:
		return "Ann"
	case bobAddr:
		return "Bob"
	}
	return ""
}

// take collects the mails sent since the last call.
func (w *idsWorld) take() []sentMail {
	mails := w.sent()
	for _, m := range mails {
		w.mails = append(w.mails, m)
		name := playerOf(m)
		w.last[name] = m
		w.of[name] = append(w.of[name], m)
	}
	return mails
}

// write has the player named name answer their latest mail with body,
// and collects what the host sent.
func (w *idsWorld) write(name, body string) InboxResult {
	w.t.Helper()
	m, ok := w.last[name]
	require.True(w.t, ok, "%s got a mail to answer", name)
	res := w.receive(w.reply(m, body, replyOptions{}))
	for _, m := range w.take() {
		// RFC 3834: the answer to a player's mail is auto-replied; a turn
		// mail, and any mail to another player, auto-generated.
		want := "auto-generated"
		if kind := kindOf(m); playerOf(m) == name && !turnKinds.MatchString(kind) {
			want = "auto-replied"
		}
		assert.Equal(w.t, want, m.header("Auto-Submitted"), "%s to %s after %s's %q", kindOf(m), playerOf(m), name, body)
	}
	return res
}

// turnKinds are the subjects of turn mails.
var turnKinds = regexp.MustCompile(`^(your move|.* to move|waiting|game over)$`)

// kindOf returns what a mail is, from its subject: "your move", "hint"…
func kindOf(m sentMail) string {
	_, kind, _ := strings.Cut(m.env.GetHeader("Subject"), "—")
	return regexp.MustCompile(` \(ply \d+\)$`).ReplaceAllString(strings.TrimSpace(kind), "")
}

// replay returns the game as it is now.
func (w *mailWorld) replay() *pbem.Replay {
	w.t.Helper()
	return replayNow(w.t, testkit.PalazzoGames, w.path)
}

// replayNow loads the game file at path with games and replays it whole.
func replayNow(t testing.TB, games pbem.Games, path string) *pbem.Replay {
	t.Helper()
	f, err := games.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	return r
}

// play has whoever is to act make their first legal decision, n times,
// and returns who made the last.
func (w *idsWorld) play(n int) string {
	w.t.Helper()
	name := ""
	for range n {
		r := w.replay()
		require.NotEmpty(w.t, r.ToAct())
		name = r.ToAct()[0]
		res := w.write(name, w.legal(name)[0])
		require.Equal(w.t, OutcomeApplied, res.Outcome, res.String())
	}
	return name
}

// other returns the other player.
func other(name string) string {
	if name == "Ann" {
		return "Bob"
	}
	return "Ann"
}

// tokensOf returns the reply token of each player of w's game.
func (w *mailWorld) tokensOf() map[string]string {
	w.t.Helper()
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(w.t, err)
	tokens, err := GameTokens(f)
	require.NoError(w.t, err)
	return tokens.Tokens
}

// everything returns all a mail's reader can read in it: its bytes and
// its decoded text, HTML and attachments.
func (m sentMail) everything() string {
	parts := []string{string(m.raw), m.env.Text, m.env.HTML}
	for _, p := range append(append(m.env.Attachments, m.env.Inlines...), m.env.OtherParts...) {
		parts = append(parts, string(p.Content))
	}
	return strings.Join(parts, "\n")
}

// A whole game by mail, with every kind of mail the host sends: turn
// mails, a say relayed, status, a hint, a refused move, an undo refused
// and one taken back, a reminder and a deadline notice, a resignation
// and the final mails. Over every mail: no other player's token
// anywhere, every Message-ID its own, and each player's mails one
// thread, naming only mails that player received before.
func TestEveryMailCarriesOnlyItsReadersIdentifiers(t *testing.T) {
	w := newIdsWorld(t)
	require.Equal(t, OutcomeApplied, w.write("Bob", "!say good luck").Outcome)
	require.Equal(t, OutcomeApplied, w.write("Ann", "!status").Outcome)
	require.Equal(t, OutcomeApplied, w.write("Ann", "!hint").Outcome)
	require.Equal(t, OutcomeRefused, w.write("Ann", "take r9").Outcome)
	last := w.play(3)
	require.Equal(t, OutcomeApplied, w.write(last, "!undo").Outcome)
	require.Equal(t, OutcomeApplied, w.write(other(last), "!refuse").Outcome)
	require.Equal(t, OutcomeApplied, w.write(last, "!undo").Outcome)
	require.Equal(t, OutcomeApplied, w.write(other(last), "!accept").Outcome)
	require.Equal(t, OutcomeApplied, w.write(other(last), "!say sorry for the wait").Outcome)
	w.play(2)
	for _, after := range []time.Duration{40 * time.Hour, 80 * time.Hour} {
		w.now = testkit.TestNow.Add(after)
		_, failed := w.host.Remind([]string{w.path})
		require.Empty(t, failed)
		w.take()
	}
	require.Equal(t, OutcomeApplied, w.write("Bob", "!resign").Outcome)
	require.True(t, w.replay().Over())

	kinds := map[string]bool{}
	for _, m := range w.mails {
		kinds[kindOf(m)] = true
	}
	t.Logf("%d mails: %v", len(w.mails), kinds)
	for _, want := range []string{"a word from a player", "your games", "hint", "move not applied",
		"an undo needs your consent", "undo refused", "decision taken back", "a player resigned", "game over"} {
		assert.True(t, kinds[want], "the game had a mail %q", want)
	}
	assert.True(t, slices.ContainsFunc(w.mails, func(m sentMail) bool { return strings.Contains(m.words(), "deadline") }),
		"the game had a reminder or a deadline notice")

	checkNoOtherToken(t, w.mailWorld, w.mails)
	checkUniqueIDs(t, w.mails)
	for name, mails := range w.of {
		checkOneThread(t, name, mails)
	}
}

// checkNoOtherToken fails on any mail to a player that holds another
// player's token, in its bytes or in any decoded part.
func checkNoOtherToken(t *testing.T, w *mailWorld, mails []sentMail) {
	t.Helper()
	tokens := w.tokensOf()
	for i, m := range mails {
		reader := playerOf(m)
		all := m.everything()
		for name, token := range tokens {
			if name != reader {
				assert.NotContains(t, all, token, "mail %d to %s (%s) holds %s's token", i, reader, m.header("Subject"), name)
			}
		}
	}
}

// checkUniqueIDs fails when two mails share a Message-ID.
func checkUniqueIDs(t *testing.T, mails []sentMail) {
	t.Helper()
	seen := map[string]int{}
	for i, m := range mails {
		id := m.header("Message-ID")
		require.NotEmpty(t, id)
		if j, dup := seen[id]; dup {
			t.Errorf("mails %d (%s) and %d (%s) share the Message-ID %s", j, mails[j].header("Subject"),
				i, m.header("Subject"), id)
		}
		seen[id] = i
	}
}

var msgIDs = regexp.MustCompile(`<[^<>\s]+>`)

// checkOneThread fails unless the mails of one player form one thread:
// the first is its root, every other names it first in References, and
// every id named in In-Reply-To or References is one of a mail the
// player received before.
func checkOneThread(t *testing.T, name string, mails []sentMail) {
	t.Helper()
	received := map[string]bool{}
	root := ""
	for i, m := range mails {
		refs := msgIDs.FindAllString(m.header("References"), -1)
		named := append(refs, msgIDs.FindAllString(m.header("In-Reply-To"), -1)...)
		for _, id := range named {
			assert.True(t, received[id], "%s's mail %d (%s) names %s, which %s was not sent before",
				name, i, m.header("Subject"), id, name)
		}
		if i == 0 {
			root = m.header("Message-ID")
			assert.Empty(t, named, "%s's first mail is the root of their thread", name)
		} else if assert.NotEmpty(t, refs, "%s's mail %d (%s) is in their thread", name, i, m.header("Subject")) {
			assert.Equal(t, root, refs[0], "%s's mail %d (%s) has the root of their thread", name, i, m.header("Subject"))
		}
		received[m.header("Message-ID")] = true
	}
}

// Bob says a word; Ann tries every identifier her mails ever held, and
// every token-like word in them, on a mail forged from Bob's address with
// Bob's legal move: each is refused, and the game file stays as it was.
func TestForgedReplyWithAnotherPlayersIdentifiersIsRefused(t *testing.T) {
	w := newIdsWorld(t)
	for !slices.Contains(w.replay().ToAct(), "Bob") {
		w.play(1)
	}
	require.Equal(t, OutcomeApplied, w.write("Bob", "!say good luck").Outcome)
	move := w.legal("Bob")[0]
	before := testkit.ReadFile(t, w.path)
	id := w.replay().File.Header.ID

	var ids, words []string
	plus := regexp.MustCompile(`\+[a-z0-9-]+\.([a-z2-7]{12})@`)
	for _, m := range w.of["Ann"] {
		all := m.everything()
		for _, ref := range msgIDs.FindAllString(all, -1) {
			ids = append(ids, ref)
			words = append(words, strings.Split(strings.Trim(ref, "<>"), ".")...)
		}
		for _, match := range plus.FindAllStringSubmatch(strings.ToLower(all), -1) {
			words = append(words, match[1])
		}
	}
	require.NotEmpty(t, ids)
	slices.Sort(ids)
	ids = slices.Compact(ids)
	words = slices.DeleteFunc(words, func(s string) bool { return !validToken(s) })
	slices.Sort(words)
	words = slices.Compact(words)
	forge := func(headers string) InboxResult {
		w.n++
		raw := fmt.Sprintf("From: %s\r\nTo: %s\r\nSubject: Re: [pbem %s] Palazzo\r\nMessage-ID: <forged-%d@ann.example>\r\n%s\r\n%s\r\n",
			bobAddr, hostAddr.Email, id, w.n, headers, move)
		res := w.receive([]byte(raw))
		w.take()
		return res
	}
	for _, ref := range ids {
		res := forge("In-Reply-To: " + ref + "\r\nReferences: " + ref + "\r\n")
		assert.Equal(t, OutcomeBadToken, res.Outcome, "forged with %s: %s", ref, res.String())
	}
	for _, word := range words {
		res := forge("Delivered-To: host+" + id + "." + word + "@example.org\r\n")
		assert.NotEqual(t, OutcomeApplied, res.Outcome, "forged with %s: %s", word, res.String())
	}
	assert.Equal(t, before, testkit.ReadFile(t, w.path), "no forged mail moved for Bob")
}

// In the dice game's "ready" variant all three players decide at once.
// The host mails each of them once for that decision, not again after
// each other player's choice; a mail asked for by name goes again; an
// undo back to the same ply is a new decision, mailed again.
func TestOneTurnMailPerDecisionPoint(t *testing.T) {
	dir := t.TempDir()
	path := testkit.NewTestGame(t, func(r *pbem.NewGame) {
		r.Variants, r.Players, r.Out = []string{"ready"}, []string{"Ann", "Bob", "Cid"}, filepath.Join(dir, "g.pbem")
		r.Emails = map[string]string{"Ann": "ann@x.org", "Bob": "bob@x.org", "Cid": "cid@x.org"}
	})
	h := &Host{Games: testkit.DiceGames, From: hostAddr, Plus: true, Outbox: MaildirOutbox{Dir: filepath.Join(dir, "out")},
		Now: func() time.Time { return testkit.TestNow }}
	send := func(to string) []string {
		t.Helper()
		mails, err := h.Send(path, to)
		require.NoError(t, err)
		var names []string
		for _, m := range mails {
			names = append(names, m.To.Name)
		}
		return names
	}
	assert.Equal(t, []string{"Ann", "Bob", "Cid"}, send(""))
	info, err := os.Stat(path + SentSuffix)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the ledger holds the tokens: the host's only")
	testkit.Move(t, path, "Ann", "ready")
	assert.Empty(t, send(""), "Bob and Cid are still choosing: they have their mail")
	assert.Equal(t, []string{"Bob"}, send("Bob"), "a mail asked for by name goes again")
	testkit.Move(t, path, "Bob", "ready")
	assert.Empty(t, send(""))
	testkit.Move(t, path, "Cid", "ready")
	assert.Equal(t, []string{"Ann"}, send(""), "Ann's turn begins")
	assert.Empty(t, send(""), "once")

	testkit.Move(t, path, "Ann", "roll")
	next := send("")
	require.Len(t, next, 1)
	_, err = testkit.DiceGames.Undo(path, pbem.UndoRequest{As: "Ann"})
	require.NoError(t, err)
	for _, name := range []string{"Bob", "Cid"} {
		if _, err := testkit.DiceGames.Undo(path, pbem.UndoRequest{As: name, Answer: "accept"}); err != nil {
			require.ErrorIs(t, err, pbem.ErrUsage, "no consent needed from %s", name)
		}
	}
	r, err := testkit.OpenReplay(testkit.DiceGames, path, -1)
	require.NoError(t, err)
	require.Equal(t, 4, r.NextPly(), "back at Ann's decision")
	assert.Equal(t, []string{"Ann"}, send(""), "after the undo Ann decides anew: a new mail")
}

// The host's mails tell nothing of the host's machine: no path of a game
// file in a status answer, no command line for a game file in a turn
// mail, no mark the inbox writes on a move line in "Since your last
// move".
func TestHostMailsShowNoHostInternals(t *testing.T) {
	w := newIdsWorld(t)
	require.Equal(t, OutcomeApplied, w.write("Ann", "!status").Outcome)
	for w.replay().ToAct()[0] != "Bob" {
		w.play(1)
	}
	w.play(1)
	src := testkit.ReadFile(t, w.path)
	require.Regexp(t, `\{mail [0-9a-f]{12}\}`, src, "the record marks the mails of its moves")
	require.NotEmpty(t, w.mails)
	for i, m := range w.mails {
		all := m.env.Text + "\n" + m.env.HTML
		assert.NotContains(t, all, w.games, "mail %d (%s) shows a folder of the host", i, m.header("Subject"))
		assert.NotContains(t, all, filepath.Base(w.path), "mail %d (%s) names the game file", i, m.header("Subject"))
		assert.NotContains(t, all, "pbem move", "mail %d (%s) shows a command line", i, m.header("Subject"))
		assert.NotRegexp(t, `\{mail [0-9a-f]{12}`, all, "mail %d (%s) shows the inbox's mark", i, m.header("Subject"))
	}
	assert.Contains(t, w.last["Ann"].text(), "Since your last move:\n  1 Ann: money\n", "the move line, without its mark")
}

// The inbox's mark leaves a move line in a mail; a comment the player
// typed after it stays.
func TestWithoutMailMarks(t *testing.T) {
	got := compose.WithoutMailMarks([]pbem.SinceEntry{
		{Line: "1 Ann: money {mail 0f2c03a8dedb}"},
		{Line: "2 Ann: take s4 c2 {mail 0f2c03a8dedb: saving up}"},
		{Line: "3 Bob: draw {a mail from home}"},
	})
	assert.Equal(t, []string{"1 Ann: money", "2 Ann: take s4 c2 {saving up}", "3 Bob: draw {a mail from home}"},
		[]string{got[0].Line, got[1].Line, got[2].Line})
}

// The ledger keeps the lines of its game only: a ledger a game once in a
// file of the same name left behind neither threads nor stops a mail.
func TestLedgerOfAnotherGameIsIgnored(t *testing.T) {
	w := newMailWorld(t)
	stale := "ann\t1.0\t<pz-000000.1.ann.aaaaaaaaaaaa.0123456789abcdef@example.org>\n" + "torn line\n"
	require.NoError(t, os.WriteFile(w.path+SentSuffix, []byte(stale), 0o600))
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	m := w.only(annAddr)
	assert.Empty(t, m.header("References"), "Ann's first mail of this game is her root")
	l, err := readLedger(w.path, w.replay().File.Header.ID)
	require.NoError(t, err)
	root, latest := l.thread("ann")
	assert.Equal(t, m.header("Message-ID"), root)
	assert.Equal(t, root, latest)
}

// The inbox reads the host's Message-IDs of its own domain and of
// pbem.invalid (the ids already in players' mailboxes), and no other.
func TestParsePbemRef(t *testing.T) {
	for _, tc := range []struct {
		id   string
		ok   bool
		want pbemRef
	}{
		{"<pz-7f3a2c.14.ann.abcdefghijkl.0123456789abcdef@example.org>", true, pbemRef{"pz-7f3a2c", 14, "abcdefghijkl"}},
		{"<pz-7f3a2c.14.ann.abcdefghijkl@pbem.invalid>", true, pbemRef{"pz-7f3a2c", 14, "abcdefghijkl"}},
		{"<pz-7f3a2c.14.ann.abcdefghijkl.re-0123456789abcdef@pbem.invalid>", true, pbemRef{"pz-7f3a2c", 14, "abcdefghijkl"}},
		{"<pz-7f3a2c.refused.0123456789abcdef@pbem.invalid>", true, pbemRef{game: "pz-7f3a2c"}},
		{"<pz-7f3a2c.3.refused.0123456789abcdef@example.org>", true, pbemRef{game: "pz-7f3a2c", ply: 3}},
		{"<reply-1@client.example>", false, pbemRef{}},
		{"<CAF1234.5678@mail.gmail.com>", false, pbemRef{}},
		{"<refused.0123456789abcdef@example.org>", false, pbemRef{}},
	} {
		got, ok := parsePbemRef(tc.id)
		assert.Equal(t, tc.ok, ok, tc.id)
		assert.Equal(t, tc.want, got, tc.id)
	}
	h := &Host{From: pbem.MailPlayer{Email: "Host@Example.ORG"}}
	assert.Equal(t, "example.org", h.mailDomain())
	h.From.Email = ""
	assert.Equal(t, compose.MailDomain, h.mailDomain(), "no address, the reserved domain")
}

// The offline mails of `pbem mail` get their own ids too: a turn mail
// written again after an undo does not take the id of the one before,
// and the next mail still names the ids its reader was given.
func TestOfflineMailIDsAfterAnUndo(t *testing.T) {
	path := testkit.NewTestGame(t, func(r *pbem.NewGame) { r.Emails = map[string]string{"Ann": "ann@x.org", "Bob": "bob@x.org"} })
	mailOf := func(to string) compose.Mail {
		t.Helper()
		r, err := testkit.OpenReplay(testkit.DiceGames, path, -1)
		require.NoError(t, err)
		mails, err := compose.Mails(r, to, hostAddr, testkit.TestNow)
		require.NoError(t, err)
		require.Len(t, mails, 1)
		return mails[0]
	}
	testkit.Move(t, path, "", "roll")
	first := mailOf("Bob") // ply 2
	testkit.Move(t, path, "", "roll")
	_, err := testkit.DiceGames.Undo(path, pbem.UndoRequest{As: "Bob"})
	require.NoError(t, err)
	if _, err := testkit.DiceGames.Undo(path, pbem.UndoRequest{As: "Ann", Answer: "accept"}); err != nil {
		require.ErrorIs(t, err, pbem.ErrUsage)
	}
	again := mailOf("Bob") // ply 2 again
	assert.Equal(t, first.Subject, again.Subject, "the same decision")
	assert.NotEqual(t, first.MessageID, again.MessageID, "a mail of its own")
	testkit.Move(t, path, "", "roll")
	testkit.Move(t, path, "", "roll")
	later := mailOf("Bob") // ply 4
	assert.Contains(t, later.References, again.MessageID, "the thread names the mail Bob was given after the undo")
}

// In a game of three, Bob resigns while Ann is to act: Ann, whose
// decision is the same, gets no second turn mail but a notice of her own,
// and so does Cid, who is not to act.
func TestResignIsToldToEveryOtherPlayer(t *testing.T) {
	w := newMailWorld(t)
	require.NoError(t, os.Remove(w.path))
	cid := "cid@example.org"
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob", "Cid"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow, Out: w.path, Emails: map[string]string{"Ann": annAddr, "Bob": bobAddr, "Cid": cid}})
	require.NoError(t, err)
	_, err = w.host.Send(w.path, "")
	require.NoError(t, err)
	w.only(annAddr)
	_, err = w.host.Send(w.path, "Bob")
	require.NoError(t, err)
	res := w.receive(w.reply(w.only(bobAddr), "!resign", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	to := map[string][]string{}
	for _, m := range w.sent() {
		to[addressOf(m.header("To"))] = append(to[addressOf(m.header("To"))], m.words())
	}
	require.Len(t, to[annAddr], 1, "Ann: the notice, no turn mail again")
	assert.Contains(t, to[annAddr][0], "Bob resigned")
	require.Len(t, to[cid], 1)
	assert.Contains(t, to[cid][0], "Bob resigned")
	require.Len(t, to[bobAddr], 1)
	assert.Contains(t, to[bobAddr][0], "You resigned")
}

// Several processes noting their mails at once lose no line and tear none.
func TestLedgerConcurrentAppends(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				l, err := readLedger(path, "pz-1")
				if !assert.NoError(t, err) {
					return
				}
				l.add(sentEntry{reader: "ann", point: noPoint, id: fmt.Sprintf("<pz-1.%d.ann.%d@example.org>", g+1, i)})
				assert.NoError(t, l.save())
			}
		}()
	}
	wg.Wait()
	l, err := readLedger(path, "pz-1")
	require.NoError(t, err)
	assert.Len(t, l.entries, 8*50)
}
