package compose

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/dicegame"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// playedGame returns a game where Ann rolled (a 6) and Bob bet 2.
func playedGame(t *testing.T) *pbem.Replay {
	t.Helper()
	path := testkit.NewTestGame(t, func(r *pbem.NewGame) {
		r.Emails = map[string]string{"Ann": "ann@example.org", "Bob": "bob@example.org"}
	})
	testkit.Move(t, path, "", "roll")
	testkit.Move(t, path, "", "bet 2")
	r, err := testkit.OpenReplay(testkit.DiceGames, path, -1)
	require.NoError(t, err)
	return r
}

func TestLogShowsWhatTheReaderMaySee(t *testing.T) {
	r := playedGame(t)
	assert.Equal(t, []string{
		"0 setup", "    cards are dealt",
		"1 Ann: roll", "    Ann rolls 6",
		"2 Bob: bet 2",
	}, r.Log(engine.Observer).Lines())
	assert.Equal(t, []string{
		"0 setup", "    cards are dealt", "    Bob gets card 3",
		"1 Ann: roll", "    Ann rolls 6",
		"2 Bob: bet 2",
	}, r.Log(1).Lines())
	assert.Equal(t, "everyone", r.Log(engine.Observer).Viewer)
}

func TestSinceLastDecision(t *testing.T) {
	r := playedGame(t)
	assert.Equal(t, []string{"1 Ann: roll", "Ann rolls 6", "2 Bob: bet 2"}, testkit.Since(r, 0))
	assert.Equal(t, []string{"2 Bob: bet 2"}, testkit.Since(r, 1))
	// A player who has not decided yet hears everything from the deal.
	r0, err := testkit.OpenReplay(testkit.DiceGames, r.File.Path, 0)
	require.NoError(t, err)
	assert.Equal(t, []string{"cards are dealt", "Bob gets card 3"}, testkit.Since(r0, 1))
}

func TestViewHidesOtherCards(t *testing.T) {
	r := playedGame(t)
	pub := r.ViewOf(engine.Observer)
	assert.Equal(t, dicegame.DiceView{Seat: engine.Observer, Scores: []int{6, 2}}, pub.View)
	assert.Equal(t, 2, pub.Decisions)
	assert.Equal(t, 3, pub.NextPly)
	assert.Equal(t, []string{"Ann"}, pub.ToAct)
	bob := r.ViewOf(1)
	assert.Equal(t, 3, bob.View.(dicegame.DiceView).Card)
	assert.Equal(t, "Bob", bob.Viewer)
}

func TestReplayUpTo(t *testing.T) {
	r := playedGame(t)
	at1, err := testkit.OpenReplay(testkit.DiceGames, r.File.Path, 1)
	require.NoError(t, err)
	assert.Equal(t, []int{6, 0}, at1.ViewOf(engine.Observer).View.(dicegame.DiceView).Scores)
	_, err = testkit.OpenReplay(testkit.DiceGames, r.File.Path, 3)
	assert.ErrorIs(t, err, pbem.ErrUsage)
}

func TestLegal(t *testing.T) {
	r := playedGame(t)
	res, err := r.Legal("")
	require.NoError(t, err)
	// Ann (card 5) has rolled once and not bet.
	assert.Equal(t, &pbem.LegalResult{NextPly: 3, Player: "Ann", ToAct: []string{"Ann"},
		Moves: []string{"roll", "bet 1", "bet 2", "bet 3", "bet 4", "bet 5", "stop"}}, res)
	res, err = r.Legal("bob")
	require.NoError(t, err)
	assert.Equal(t, []string{}, res.Moves, "Bob is not to act")
}

func TestMailData(t *testing.T) {
	r := playedGame(t)
	from := pbem.MailPlayer{Name: "Host", Email: "host@example.org"}
	ann := MailDataOf(r, 0, from, testkit.TestNow)
	assert.Equal(t, "dc-630dcd2966c4", ann.GameID)
	assert.Equal(t, "game.pbem", ann.File)
	assert.Equal(t, 3, ann.Ply)
	assert.True(t, ann.YourTurn)
	assert.Equal(t, pbem.MailPlayer{Name: "Ann", Email: "ann@example.org"}, ann.To)
	assert.Contains(t, ann.Moves, "bet 5")
	assert.Equal(t, "Your card", ann.View.Sections[1].Title)
	assert.Equal(t, "5", ann.View.Sections[1].Lines[0].Text())

	bob := MailDataOf(r, 1, from, testkit.TestNow)
	assert.False(t, bob.YourTurn)
	assert.Empty(t, bob.Moves)
	assert.Equal(t, "3", bob.View.Sections[1].Lines[0].Text(), "each reader sees their own card only")
}

func TestMailsGoToThoseToAct(t *testing.T) {
	r := playedGame(t)
	mails, err := Mails(r, "", DefaultSender, testkit.TestNow)
	require.NoError(t, err)
	require.Len(t, mails, 1)
	assert.Equal(t, "Ann", mails[0].To.Name)
	assert.Equal(t, "dc-630dcd2966c4-3-ann.eml", MailFileName(mails[0], MailEML))

	var b bytes.Buffer
	require.NoError(t, WriteMail(&b, mails[0], MailEML))
	assert.Contains(t, b.String(), "Message-ID: <dc-630dcd2966c4.3.ann@pbem.invalid>")

	mails, err = Mails(r, "bob", DefaultSender, testkit.TestNow)
	require.NoError(t, err)
	assert.Equal(t, "Bob", mails[0].To.Name)
	_, err = Mails(r, "Cy", DefaultSender, testkit.TestNow)
	assert.ErrorIs(t, err, pbem.ErrUsage)
}

func TestMailNeedsAddressForEML(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	r, err := testkit.OpenReplay(testkit.DiceGames, path, -1)
	require.NoError(t, err)
	mails, err := Mails(r, "", DefaultSender, testkit.TestNow)
	require.NoError(t, err)
	assert.ErrorIs(t, WriteMail(&bytes.Buffer{}, mails[0], MailEML), pbem.ErrUsage)
	var b bytes.Buffer
	require.NoError(t, WriteMail(&b, mails[0], MailText))
	assert.True(t, strings.HasPrefix(b.String(), "To: Ann\n"))
}

func TestMailsToEveryoneAtTheEnd(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	testkit.Move(t, path, "", "stop")
	testkit.Move(t, path, "", "stop")
	r, err := testkit.OpenReplay(testkit.DiceGames, path, -1)
	require.NoError(t, err)
	seats, err := Recipients(r, "")
	require.NoError(t, err)
	assert.Equal(t, []engine.Seat{0, 1}, seats)
}

func TestCheck(t *testing.T) {
	r := playedGame(t)
	res, err := r.File.Check()
	require.NoError(t, err)
	assert.Equal(t, r.File.Path+": ok (dice dc-630dcd2966c4, 2 decisions, Ann to act)", res.String())
	assert.Equal(t, &pbem.Status{Path: r.File.Path, Game: "dice", ID: "dc-630dcd2966c4", Mode: pbem.ModeOpen,
		Decisions: 2, NextPly: 3, ToAct: []string{"Ann"}}, res)
}
