package pbem

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/clipperhouse/displaywidth"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/unicode/norm"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/games"
)

// realGames is the catalogue of the real games: the one list.
var realGames = Games(games.All)

// longNames returns n distinct names of MaxNameLen characters.
func longNames(n int) []string {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("Longest Name %03d", i+1) // 16 characters
	}
	return names
}

// wideNames returns n distinct names of MaxNameLen display columns in
// UTF-8: wide CJK letters, accents, spaces between words.
func wideNames(n int) []string {
	names := make([]string, n)
	for i := range names {
		if i%2 == 0 {
			names[i] = fmt.Sprintf("李雷李雷李 Zoë %d", i+1) // 10 + 1 + 3 + 1 + 1 columns
		} else {
			names[i] = fmt.Sprintf("Ōsaka Kō Jürgen%d", i+1)
		}
	}
	return names
}

// TestLongestNamesFitTheBoards plays each real game at its largest table,
// every player's name as long as ValidateName allows, in ASCII and in
// UTF-8 (wideNames), and checks every view (each seat's and the public
// one, in each language) at every decision: printable UTF-8 of at most 72
// display columns, as boards promise. The moves are the legal moves'
// texts parsed back, so names the notation holds round-trip.
func TestLongestNamesFitTheBoards(t *testing.T) {
	for _, g := range realGames {
		for _, names := range []func(int) []string{longNames, wideNames} {
			t.Run(g.Info().ID, func(t *testing.T) { playLongNames(t, g.Info().ID, names(g.Info().MaxPlayers)) })
		}
	}
}

// playLongNames plays 400 random decisions of game between names,
// checking the views at each (checkDocs). Each move is a legal move's text
// typed in Unicode NFD (a name's "ë" as "e" and a combining diaeresis).
func playLongNames(t *testing.T, game string, names []string) {
	players := len(names)
	path := filepath.Join(t.TempDir(), "g.pbem")
	r, err := realGames.Create(NewGame{Game: game, Players: names, Seed: testSeed,
		Now: testNow, Out: path})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(1, 2))
	for ply := 0; ply < 400 && !r.Over(); ply++ {
		checkDocs(t, r, players)
		seats := r.State.ToAct()
		seat := seats[rng.IntN(len(seats))]
		legal := r.LegalTexts(seat)
		text := legal[rng.IntN(len(legal))]
		// Typed decomposed, as some keyboards send "ë": it must still read.
		p, err := r.apply(seat, norm.NFD.String(text), "", source{file: "test"})
		require.NoError(t, err)
		require.Equal(t, text, p.Move, "written in canonical form, NFC")
		r.Plies = append(r.Plies, p)
	}
	checkDocs(t, r, players)
}

// checkDocs checks the views of every seat of r, in every language.
func checkDocs(t *testing.T, r *Replay, players int) {
	t.Helper()
	for s := engine.Observer; s < engine.Seat(players); s++ {
		for _, l := range Langs {
			doc := r.State.View(s).Doc(string(l))
			for _, line := range strings.Split(RenderPlain(doc), "\n") {
				require.LessOrEqual(t, displaywidth.String(line), 72, "ply %d, seat %d, %s: %q", r.NextPly(), s, l, line)
				require.False(t, strings.ContainsFunc(line, func(c rune) bool { return !unicode.IsPrint(c) }),
					"ply %d, seat %d, %s: a character that does not print in %q", r.NextPly(), s, l, line)
			}
		}
	}
}

// TestUnicodeNamesThroughTheFile plays Leonardo, whose moves name players
// ("offer 李雷李雷李 Zoë 1: 32 for 6"), between players named in UTF-8,
// each move typed in NFD and written through the game file; the file read
// back replays to the same moves, so the names round-trip.
func TestUnicodeNamesThroughTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	names := wideNames(3)
	_, err := realGames.Create(NewGame{Game: "leonardo", Players: names, Seed: testSeed, Now: testNow, Out: path})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(3, 4))
	var played []string
	named := 0
	for range 90 {
		f, err := realGames.Load(path)
		require.NoError(t, err)
		r, err := f.Replay(-1)
		require.NoError(t, err)
		seat := r.State.ToAct()[0]
		legal := r.LegalTexts(seat)
		text := legal[rng.IntN(len(legal))]
		if slices.ContainsFunc(names, func(n string) bool { return strings.Contains(text, n) }) {
			named++
		}
		_, err = realGames.Move(path, MoveRequest{As: norm.NFD.String(r.File.Name(seat)),
			Moves: []MoveInput{{Text: norm.NFD.String(text), Origin: "test", Line: 1}}})
		require.NoError(t, err, text)
		played = append(played, text)
	}
	require.Positive(t, named, "some move names a player")
	f, err := realGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	require.Len(t, r.Plies, len(played))
	for i, p := range r.Plies {
		require.Equal(t, played[i], p.Move, "ply %d", i+1)
		require.Equal(t, names, r.File.Names())
	}
}
