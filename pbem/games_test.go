package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
)

// TestLoadChecksOptions: a file's variants and rules version are checked
// when it is read, with the messages of `new`, not left to the game's
// setup at replay.
func TestLoadChecksOptions(t *testing.T) {
	tests := []struct {
		name, src string
		want      []error
		msg       string
	}{
		{"unknown variant", corrupt(t, "mode =", "variants = [\"turbo\"]\nmode ="),
			[]error{ErrCorrupt, engine.ErrUnknownVariant}, `unknown variant "turbo" of Dice (known: ready)`},
		{"no rules", corrupt(t, "rules = \"dice/1\"\n", ""), []error{ErrCorrupt}, `rules is missing (Dice plays "dice/1")`},
		{"unknown rules", corrupt(t, "dice/1", "dice/0"), []error{ErrUnknownGame, engine.ErrUnknownRules},
			`unknown game: rules "dice/0" of Dice are not supported by this pbem (it plays "dice/1")`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := testGames.Parse("g.pbem", []byte(tt.src))
			for _, want := range tt.want {
				assert.ErrorIs(t, err, want)
			}
			assert.ErrorContains(t, err, tt.msg)
		})
	}
	_, err := testGames.Parse("g.pbem", []byte(corrupt(t, "mode =", "variants = [\"Ready\"]\nmode =")))
	assert.NoError(t, err, "a known variant, in any case")
}

func TestLookupAndInfos(t *testing.T) {
	g, err := testGames.Lookup("DICE")
	assert.NoError(t, err)
	assert.Equal(t, "dice", g.Info().ID)
	_, err = testGames.Lookup("chess")
	assert.ErrorIs(t, err, ErrUnknownGame)
	assert.ErrorContains(t, err, `unknown game "chess" (known games: dice)`)
	assert.Equal(t, []GameInfo{{ID: "dice", Title: "Dice", Rules: "dice/1", MinPlayers: 2, MaxPlayers: 3,
		Variants: []engine.Variant{{Name: "ready", Summary: "every player first says ready, all at once"}}}},
		testGames.Infos())
}

// openReplay loads the game file at path with c and replays its first upTo
// decisions (all when upTo < 0): pbemtest.Open, which the tests of package
// pbem cannot import.
func openReplay(c Games, path string, upTo int) (*Replay, error) {
	f, err := c.Load(path)
	if err != nil {
		return nil, err
	}
	return f.Replay(upTo)
}
