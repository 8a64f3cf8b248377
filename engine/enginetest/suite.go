package enginetest

import (
	"strings"
	"testing"

	"github.com/clipperhouse/displaywidth"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// Spec says what Suite needs to know of a game beyond its engine.Game.
type Spec struct {
	// Config is the random-game run (see Run). Config.Hidden makes the
	// leak test mandatory: the game's states must be engine.Resamplers.
	Config Config
	// Variants lists the rule sets the random games are played under, each
	// in a subtest named after them ("base" for none), the i-th from seed
	// Config.Seed+i. Empty: one run, with Config.Options as they are.
	Variants [][]string
	// L10n describes the game's languages.
	L10n L10n
	// Wide returns tables whose boards must fit BoardWidth columns,
	// counted in display columns, for every seat in every language: long names with
	// accents, big hands. Nil: none beyond the random games.
	Wide func(t testing.TB) []WideTable
}

// WideTable is a game state and its number of players.
type WideTable struct {
	State   engine.State
	Players int
}

// L10n describes the languages of a game, for the localisation checks.
type L10n struct {
	// Langs lists the languages, English first.
	Langs []string
	// Catalogue is the game's message catalogue of a language.
	Catalogue Catalogues
	// MinKeys is the fewest message keys the game's source must name: a
	// guard against a key pattern that matches nothing.
	MinKeys int
	// Keys are message keys the source builds rather than writes whole
	// ("material." + name).
	Keys []string
	// Games are the random games whose events and boards are worded in
	// every language, the i-th from seed 100+i.
	Games []L10nGame
}

// L10nGame is one random game of the localisation checks.
type L10nGame struct {
	Players int
	Options engine.Options
}

// Suite is the conformance suite of a game: each game's tests call it
// once. In subtests it checks that Setup refuses player counts out of
// range and deals the same game from the same seed; that every message
// key the source uses is in every language, with the English arguments;
// that events and boards are worded in every language, that boards with
// players named in UTF-8 (UnicodeNames) keep their layout, and that an
// unknown language is English; that the Wide tables fit; that resigned
// seats play legal moves to the end; and plays the random games of Run
// under each rule set, with the leak test wherever the game hides
// information. The random games run at every depth, -short included:
// the caller sizes them with Config.Games, usually through ByDepth (a
// few games per player count under -short, the full count with
// PBEM_TEST_FULL=1). Under -short the boards of the localisation games
// and the pictures are checked at fewer decisions (see checkL10n and
// checkPictures).
func Suite(t *testing.T, g engine.Game, spec Spec) {
	t.Run("setup", func(t *testing.T) {
		CheckSetupRefusesPlayers(t, g)
		hi := g.Info().MaxPlayers
		CheckSetupReproducible(t, g, hi, engine.Options{})
	})
	t.Run("l10n", func(t *testing.T) { checkL10n(t, g, spec.L10n) })
	t.Run("picture", func(t *testing.T) { checkPictures(t, g, spec) })
	t.Run("resigned", func(t *testing.T) { checkResigned(t, g) })
	if spec.Wide != nil {
		t.Run("wide", func(t *testing.T) { checkWide(t, spec.L10n.Langs, spec.Wide(t)) })
	}
	t.Run("random", func(t *testing.T) { runVariants(t, g, spec) })
}

// runVariants plays the random games of spec under each of its rule sets.
func runVariants(t *testing.T, g engine.Game, spec Spec) {
	if len(spec.Variants) == 0 {
		Run(t, g, spec.Config)
		return
	}
	for i, vs := range spec.Variants {
		name := strings.Join(vs, "+")
		if name == "" {
			name = "base"
		}
		t.Run(name, func(t *testing.T) {
			cfg := spec.Config
			cfg.Seed += uint64(i)
			cfg.Options.Variants = vs
			Run(t, g, cfg)
		})
	}
}

// checkL10n runs the localisation checks of spec on g.
func checkL10n(t *testing.T, g engine.Game, spec L10n) {
	loc := g.Info().Messages
	require.NotNil(t, loc, "%T has no catalogues (Info.Messages)", g)
	require.NotEmpty(t, spec.Langs, "Spec.L10n.Langs")
	// Every event is worded; the boards of every decision, or of one in
	// four under -short.
	step := ByDepth(4, 1, 1)
	t.Run("keys", func(t *testing.T) {
		keys := sourceKeys(t)
		require.Greater(t, len(keys), spec.MinKeys, "the source names its messages")
		checkKeys(t, spec.Langs, spec.Catalogue, append(keys, spec.Keys...))
	})
	t.Run("games", func(t *testing.T) {
		require.NotEmpty(t, spec.Games, "Spec.L10n.Games")
		for i, game := range spec.Games {
			p := playViews(t, g, game.Players, uint64(100+i), game.Options, step)
			checkL10nEvents(t, loc, spec.Langs, p.Events)
			checkDocsIn(t, spec.Langs, p.Views)
		}
	})
	t.Run("unicode names", func(t *testing.T) { checkUnicodeNames(t, g, spec, step) })
	t.Run("unknown language", func(t *testing.T) {
		game := spec.Games[0]
		p := playViews(t, g, game.Players, 300, game.Options, step)
		for _, v := range p.Views {
			assert.Equal(t, v.Doc(engine.English), v.Doc("xx"))
		}
		for _, e := range p.Events {
			assert.Equal(t, loc.Word(engine.English, e.Message()), loc.Word("xx", e.Message()))
		}
	})
}

// checkWide checks that every seat's board of each state, and the
// Observer's, fits BoardWidth display columns, in every language.
func checkWide(t testing.TB, langs []string, tables []WideTable) {
	require.NotEmpty(t, tables, "Spec.Wide gives no table")
	for i, tb := range tables {
		for _, s := range allSeats(tb.Players) {
			for _, lang := range langs {
				text := DocText(tb.State.View(s).Doc(lang))
				for line := range strings.Lines(text) {
					line = strings.TrimSuffix(line, "\n")
					// Asserted only when too wide: testify is slow.
					if cols := displaywidth.String(line); cols > engine.BoardWidth {
						assert.LessOrEqual(t, cols, engine.BoardWidth,
							"table %d, seat %d, %s: %q", i, s, lang, line)
					}
				}
			}
		}
	}
}
