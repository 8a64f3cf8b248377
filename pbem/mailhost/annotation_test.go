package mailhost

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/annotkit"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// annotGames plays Palazzo with outcomes (annotkit.Palazzo): its sealed
// files get annotations.
var annotGames = pbem.Games{annotkit.Palazzo{}}

// newAnnotMailWorld is newMailWorld with a sealed game of Palazzo with
// outcomes, its turn mails sent.
func newAnnotMailWorld(t *testing.T) *mailWorld {
	t.Helper()
	dir := t.TempDir()
	w := &mailWorld{t: t, games: filepath.Join(dir, "games"), outbox: filepath.Join(dir, "outbox")}
	require.NoError(t, os.Mkdir(w.games, 0o755))
	w.path = filepath.Join(w.games, "g.pbem")
	_, err := annotGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow, Out: w.path, Emails: map[string]string{"Ann": annAddr, "Bob": bobAddr}, Sealed: true})
	require.NoError(t, err)
	w.host = &Host{Games: annotGames, From: hostAddr, Plus: true, Outbox: MaildirOutbox{Dir: w.outbox},
		Now: func() time.Time { return testkit.TestNow }}
	w.inbox = &Inbox{Host: w.host, GamesDir: w.games, Archive: Archive{Dir: filepath.Join(w.games, "archive")}}
	_, err = w.host.Send(w.path, "")
	require.NoError(t, err)
	return w
}

// A move by mail in a sealed game gets its outcome, then the inbox's
// mark and the player's comment: the mark is still found (the mail is
// not applied twice), and the mails show the outcome but not the mark.
func TestAnnotationByMail(t *testing.T) {
	w := newAnnotMailWorld(t)
	res := w.receive(w.reply(w.only(annAddr), "draw {two tiles}", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	src := testkit.ReadFile(t, w.path)
	line := regexp.MustCompile(`(?m)^1 Ann: draw @\S+ \{= ([^;}]+); mail ([0-9a-f]{12}): two tiles\}$`).FindStringSubmatch(src)
	require.NotNil(t, line, src)
	assert.Regexp(t, `(?m)^\+\+\+\n\{= [^}]*\}\n1 Ann:`, src, "the deal's line comes first")

	f, err := annotGames.Load(w.path)
	require.NoError(t, err)
	assert.Equal(t, []string{"draw"}, recordedMoves(f, line[2]), "the mark after the outcome names the mail")
	r, err := f.Replay(-1)
	require.NoError(t, err)
	assert.Equal(t, strings.Fields(line[1]), r.Plies[0].Outcome)
	assert.Equal(t, "mail "+line[2]+": two tiles", r.Plies[0].Comment)

	for _, m := range w.sent() {
		all := m.env.Text + "\n" + m.env.HTML
		assert.NotRegexp(t, `mail [0-9a-f]{12}`, all, "a mail shows the inbox's mark")
		if strings.Contains(m.header("To"), annAddr) {
			assert.Contains(t, m.text(), "1 Ann: draw {= "+line[1]+"; two tiles}", "the outcome and the comment stay")
		}
	}

	// The same mail again (a run that stopped before it listed the mail):
	// its move is found in the record, not made twice.
	after := testkit.ReadFile(t, w.path)
	w.unlistProcessed()
	results, err := w.inbox.Process()
	require.NoError(t, err)
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeApplied, results[0].Outcome, results[0].String())
	assert.Equal(t, []string{"draw"}, results[0].Moves)
	assert.Equal(t, after, testkit.ReadFile(t, w.path), "the move is not made twice")
}

// A comment typed in a mail may not start as an outcome does: the mail
// is refused, placed at the "=", and nothing is recorded.
func TestAnnotationTypedInAMailIsRefused(t *testing.T) {
	w := newAnnotMailWorld(t)
	before := testkit.ReadFile(t, w.path)
	res := w.receive(w.reply(w.only(annAddr), "draw {= 1 2}", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Equal(t, before, testkit.ReadFile(t, w.path))
	answer := w.only(annAddr)
	assert.Contains(t, answer.text(), `may not start with "="`)
}

// The mark of a mail leaves a line of "since your last move" whether an
// outcome comes before it or not, and the outcome stays.
func TestWithoutMailMarksAfterAnOutcome(t *testing.T) {
	got := compose.WithoutMailMarks([]pbem.SinceEntry{
		{Line: "1 Ann: draw {= t:3 t:5; mail 0f2c03a8dedb}"},
		{Line: "2 Ann: take s4 c2 {= m:4; mail 0f2c03a8dedb: saving up}"},
		{Line: "3 Bob: draw {= t:1; a mail from home}"},
		{Line: "4 Bob: money {mail 0f2c03a8dedb}"},
	})
	assert.Equal(t, []string{"1 Ann: draw {= t:3 t:5}", "2 Ann: take s4 c2 {= m:4; saving up}",
		"3 Bob: draw {= t:1; a mail from home}", "4 Bob: money"},
		[]string{got[0].Line, got[1].Line, got[2].Line, got[3].Line})
}
