package pbem

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// playedGame returns a game where Ann rolled (a 6) and Bob bet 2.
func playedGame(t *testing.T) *Replay {
	t.Helper()
	path := newTestGame(t, func(r *NewGame) {
		r.Emails = map[string]string{"Ann": "ann@example.org", "Bob": "bob@example.org"}
	})
	move(t, path, "", "roll")
	move(t, path, "", "bet 2")
	r, err := openReplay(testGames, path, -1)
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
	assert.Equal(t, []string{"1 Ann: roll", "Ann rolls 6", "2 Bob: bet 2"}, since(r, 0))
	assert.Equal(t, []string{"2 Bob: bet 2"}, since(r, 1))
	// A player who has not decided yet hears everything from the deal.
	r0, err := openReplay(testGames, r.File.Path, 0)
	require.NoError(t, err)
	assert.Equal(t, []string{"cards are dealt", "Bob gets card 3"}, since(r0, 1))
}

func TestViewHidesOtherCards(t *testing.T) {
	r := playedGame(t)
	pub := r.ViewOf(engine.Observer)
	assert.Equal(t, diceView{Seat: engine.Observer, Scores: []int{6, 2}}, pub.View)
	assert.Equal(t, 2, pub.Decisions)
	assert.Equal(t, 3, pub.NextPly)
	assert.Equal(t, []string{"Ann"}, pub.ToAct)
	bob := r.ViewOf(1)
	assert.Equal(t, 3, bob.View.(diceView).Card)
	assert.Equal(t, "Bob", bob.Viewer)
}

func TestReplayUpTo(t *testing.T) {
	r := playedGame(t)
	at1, err := openReplay(testGames, r.File.Path, 1)
	require.NoError(t, err)
	assert.Equal(t, []int{6, 0}, at1.ViewOf(engine.Observer).View.(diceView).Scores)
	_, err = openReplay(testGames, r.File.Path, 3)
	assert.ErrorIs(t, err, ErrUsage)
}

func TestLegal(t *testing.T) {
	r := playedGame(t)
	res, err := r.Legal("")
	require.NoError(t, err)
	// Ann (card 5) has rolled once and not bet.
	assert.Equal(t, &LegalResult{NextPly: 3, Player: "Ann", ToAct: []string{"Ann"},
		Moves: []string{"roll", "bet 1", "bet 2", "bet 3", "bet 4", "bet 5", "stop"}}, res)
	res, err = r.Legal("bob")
	require.NoError(t, err)
	assert.Equal(t, []string{}, res.Moves, "Bob is not to act")
}

func TestMailData(t *testing.T) {
	r := playedGame(t)
	from := MailPlayer{Name: "Host", Email: "host@example.org"}
	ann := MailDataOf(r, 0, from, testNow)
	assert.Equal(t, "dc-630dcd2966c4", ann.GameID)
	assert.Equal(t, "game.pbem", ann.File)
	assert.Equal(t, 3, ann.Ply)
	assert.True(t, ann.YourTurn)
	assert.Equal(t, MailPlayer{Name: "Ann", Email: "ann@example.org"}, ann.To)
	assert.Contains(t, ann.Moves, "bet 5")
	assert.Equal(t, "Your card", ann.View.Sections[1].Title)
	assert.Equal(t, "5", ann.View.Sections[1].Lines[0].Text())

	bob := MailDataOf(r, 1, from, testNow)
	assert.False(t, bob.YourTurn)
	assert.Empty(t, bob.Moves)
	assert.Equal(t, "3", bob.View.Sections[1].Lines[0].Text(), "each reader sees their own card only")
}

func TestMailsGoToThoseToAct(t *testing.T) {
	r := playedGame(t)
	mails, err := Mails(r, "", DefaultSender, testNow)
	require.NoError(t, err)
	require.Len(t, mails, 1)
	assert.Equal(t, "Ann", mails[0].To.Name)
	assert.Equal(t, "dc-630dcd2966c4-3-ann.eml", MailFileName(mails[0], MailEML))

	var b bytes.Buffer
	require.NoError(t, WriteMail(&b, mails[0], MailEML))
	assert.Contains(t, b.String(), "Message-ID: <dc-630dcd2966c4.3.ann@pbem.invalid>")

	mails, err = Mails(r, "bob", DefaultSender, testNow)
	require.NoError(t, err)
	assert.Equal(t, "Bob", mails[0].To.Name)
	_, err = Mails(r, "Cy", DefaultSender, testNow)
	assert.ErrorIs(t, err, ErrUsage)
}

func TestMailNeedsAddressForEML(t *testing.T) {
	path := newTestGame(t, nil)
	r, err := openReplay(testGames, path, -1)
	require.NoError(t, err)
	mails, err := Mails(r, "", DefaultSender, testNow)
	require.NoError(t, err)
	assert.ErrorIs(t, WriteMail(&bytes.Buffer{}, mails[0], MailEML), ErrUsage)
	var b bytes.Buffer
	require.NoError(t, WriteMail(&b, mails[0], MailText))
	assert.True(t, strings.HasPrefix(b.String(), "To: Ann\n"))
}

func TestMailsToEveryoneAtTheEnd(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "stop")
	move(t, path, "", "stop")
	r, err := openReplay(testGames, path, -1)
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
	assert.Equal(t, &Status{Path: r.File.Path, Game: "dice", ID: "dc-630dcd2966c4", Mode: ModeOpen,
		Decisions: 2, NextPly: 3, ToAct: []string{"Ann"}}, res)
}
