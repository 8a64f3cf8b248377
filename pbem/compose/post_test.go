package compose

import (
	"fmt"
	"strings"
	"testing"

	"github.com/clipperhouse/displaywidth"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/dicegame"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// postGame is a three-player dice game after four decisions: Ann rolls,
// Bob bets 1, Cid rolls, Ann rolls. Bob is to move; he has bet, so he may
// roll or stop but not bet again.
func postGame(t *testing.T) *pbem.Replay {
	t.Helper()
	path := testkit.NewTestGame(t, func(g *pbem.NewGame) {
		g.Players = []string{"Ann", "Bob", "Cid"}
		g.Emails = map[string]string{"Ann": "ann@example.org", "Bob": "bob@example.org"}
	})
	testkit.Move(t, path, "Ann", "roll")
	testkit.Move(t, path, "Bob", "bet 1")
	testkit.Move(t, path, "Cid", "roll")
	testkit.Move(t, path, "Ann", "roll")
	return openGame(t, path)
}

func openGame(t *testing.T, path string) *pbem.Replay {
	t.Helper()
	r, err := testkit.OpenReplay(testkit.DiceGames, path, -1)
	require.NoError(t, err)
	return r
}

func mustPost(t *testing.T, r *pbem.Replay, req PostRequest) string {
	t.Helper()
	post, err := Post(r, req)
	require.NoError(t, err)
	return post.Text
}

var postFormats = []pbem.Format{pbem.FormatBBCode, pbem.FormatMarkdown, pbem.FormatPlain}

func TestPostGolden(t *testing.T) {
	r := postGame(t)
	for _, f := range postFormats {
		for _, l := range pbem.Langs {
			name := fmt.Sprintf("post/turn.%s.%s.golden", l, f)
			testkit.Golden(t, name, mustPost(t, r, PostRequest{Format: f, Lang: l, Since: -1}))
		}
	}
}

func TestPostGameOverGolden(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	testkit.Move(t, path, "Ann", "roll")
	testkit.Move(t, path, "Bob", "stop")
	testkit.Move(t, path, "Ann", "stop")
	r := openGame(t, path)
	require.True(t, r.Over())
	for _, l := range pbem.Langs {
		post := mustPost(t, r, PostRequest{Format: pbem.FormatPlain, Lang: l, Since: -1})
		testkit.Golden(t, fmt.Sprintf("post/over.%s.plain.golden", l), post)
	}
}

func TestPostSections(t *testing.T) {
	post := mustPost(t, postGame(t), PostRequest{Format: pbem.FormatPlain, Since: -1})
	// One round back from Ann's latest turn (ply 4): plies 2 to 4.
	assertMailOrder(t, post, []string{
		"Dice dc-", " — Bob to move (ply 5)\n",
		"\nMoves 2 to 4\n2 Bob: bet 1\n3 Cid: roll\n    Cid rolls ", "4 Ann: roll\n    Ann rolls ",
		"\nScores\n",
		"\nBob is to move; the move starts with \"roll\" or \"stop\".\n",
		"reply in this thread with your move for ply 5",
		"played by Ann, Bob and Cid.\n",
	})
	assert.NotContains(t, post, "1 Ann: roll", "ply 1 is before the round")
}

func TestPostSince(t *testing.T) {
	r := postGame(t)
	for since, want := range map[int]string{
		0: "\nSetup and moves 1 to 4\nSetup:\n    cards are dealt\n1 Ann: roll\n",
		1: "\nMoves 1 to 4\n1 Ann: roll\n",
		4: "\nMove 4\n4 Ann: roll\n",
	} {
		post := mustPost(t, r, PostRequest{Format: pbem.FormatPlain, Since: since})
		assert.Contains(t, post, want, "since %d", since)
	}
	none := mustPost(t, r, PostRequest{Format: pbem.FormatPlain, Since: 5})
	assert.NotContains(t, none, "Move")
	assert.Contains(t, none, "Scores", "the board is still there")
}

func TestDefaultSince(t *testing.T) {
	turns := func(seats ...int) []pbem.Ply {
		plies := make([]pbem.Ply, len(seats))
		for i, s := range seats {
			plies[i] = pbem.Ply{N: i + 1, Seat: engine.Seat(s)}
		}
		return plies
	}
	for _, c := range []struct {
		name  string
		plies []pbem.Ply
		want  int
	}{
		{"no decisions: the setup", nil, 0},
		{"first turn of the mover: from the setup", turns(0, 1), 0},
		{"two players alternate: the other's turn and the mover's", turns(0, 1, 0, 1), 3},
		{"three players: the last round", turns(0, 1, 2, 0, 1, 2, 0), 5},
		{"a turn of several decisions counts as one", turns(0, 1, 1, 0, 1, 1), 4},
		{"the mover's previous turn was several decisions", turns(1, 1, 0, 1), 3},
		{"the same player again and again", turns(0, 0, 0), 0},
	} {
		assert.Equal(t, c.want, DefaultSince(c.plies), c.name)
	}
}

// A post is public: it shows the public events and board, never a
// private event, a private section or a player's address, whoever moved.
func TestPostHasNoPrivateInformation(t *testing.T) {
	r := postGame(t)
	var private []string
	for _, e := range r.Setup {
		if !e.Public() {
			private = append(private, dicegame.DiceMessages.Word("en", e.Message())) // "Ann gets card 4"
		}
	}
	require.Len(t, private, 3)
	for _, f := range postFormats {
		for _, l := range pbem.Langs {
			post := mustPost(t, r, PostRequest{Format: f, Lang: l, Since: 0})
			for _, secret := range append(private, "Your card", "@example.org", "bet 2", "bet 3") {
				assert.NotContains(t, post, secret, "%s %s", f, l)
			}
			assert.Contains(t, post, "cards are dealt", "the public setup event is shown")
		}
	}
}

func TestPostFitsAndIsPlain(t *testing.T) {
	path := testkit.NewTestGame(t, func(g *pbem.NewGame) {
		g.Players = []string{"Bartholomew", "李雷李雷李雷李雷", "Ōsaka Kō Jürgen"}
	})
	testkit.Move(t, path, "Bartholomew", "roll")
	r := openGame(t, path)
	for _, f := range postFormats {
		for _, l := range pbem.Langs {
			post := mustPost(t, r, PostRequest{Format: f, Lang: l, Since: 0})
			assert.NotContains(t, post, "\x1b", "%s %s", f, l)
			for _, line := range strings.Split(post, "\n") {
				assert.LessOrEqual(t, displaywidth.String(line), 72, "%s %s: %q", f, l, line)
			}
		}
	}
}

func TestPostRequestErrors(t *testing.T) {
	r := postGame(t)
	for _, c := range []struct {
		req  PostRequest
		want string
	}{
		{PostRequest{Format: pbem.FormatANSI, Since: -1}, `post format "ansi"`},
		{PostRequest{Format: "html", Since: -1}, `post format "html"`},
		{PostRequest{Lang: "de", Since: -1}, `unknown language "de"`},
		{PostRequest{Since: 6}, "--since 6: the game has 4 decisions"},
	} {
		_, err := Post(r, c.req)
		assert.ErrorIs(t, err, pbem.ErrUsage, c.want)
		assert.ErrorContains(t, err, c.want)
	}
}

func TestPostDefaultsToBBCodeInEnglish(t *testing.T) {
	r := postGame(t)
	got := mustPost(t, r, PostRequest{Since: -1})
	assert.Equal(t, mustPost(t, r, PostRequest{Format: pbem.FormatBBCode, Lang: pbem.English, Since: -1}), got)
	assert.True(t, strings.HasPrefix(got, "[b]Dice "), got)
	res, err := Post(r, PostRequest{Since: -1})
	require.NoError(t, err)
	assert.Equal(t, PostResult{Format: pbem.FormatBBCode, Lang: pbem.English, Since: 2, NextPly: 5, Text: got}, *res,
		"the default since is resolved: one round back from Ann's ply 4")
}

func TestPostSeveralToAct(t *testing.T) {
	path := testkit.NewTestGame(t, func(g *pbem.NewGame) { g.Variants = []string{"ready"} })
	post := mustPost(t, openGame(t, path), PostRequest{Format: pbem.FormatPlain, Lang: pbem.French, Since: -1})
	assertMailOrder(t, post, []string{"Dice dc-", " — Ann et Bob doivent jouer (coup 1)\n",
		"\nMise en place\ncards are dealt\n",
		"\nC'est à Ann de jouer ; le coup commence par « ready ».\n",
		"\nC'est à Bob de jouer ; le coup commence par « ready ».\n"})
}
