package bot

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

func TestBotPlaysOnAfterEachHumanMove(t *testing.T) {
	path := testkit.NewTestGame(t, func(g *pbem.NewGame) { g.Bots = map[string]int{"bob": 50} })
	src := testkit.ReadFile(t, path)
	assert.Contains(t, src, "name = \"Bob\"\nbot = \"mcts:50\"")
	assert.NotContains(t, src, "\n1 ", "Ann starts: the bot waits")

	res := testkit.Move(t, path, "Ann", "roll")
	require.Len(t, res.Plies, 2, "Ann's roll, then the bot's decision")
	assert.Equal(t, "Bob", res.Plies[1].Name)
	assert.Equal(t, pbem.BotComment, res.Plies[1].Comment)
	assert.NotContains(t, res.ToAct, "Bob")

	// The bot's move is the one the search gives from its seat there:
	// replaying the record and asking for a hint with its budget agrees.
	f, err := testkit.DiceGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(1)
	require.NoError(t, err)
	hint, err := Hint(r, HintRequest{As: "Bob", Iterations: 50})
	require.NoError(t, err)
	assert.Equal(t, hint.Moves[0].Move, res.Plies[1].Move)

	for !res.Over && len(res.Plies) < 20 {
		res = testkit.Move(t, path, "Ann", "stop")
	}
	assert.True(t, res.Over)
	assert.NotContains(t, testkit.ReadFile(t, path), "Ann: stop {bot}")
}

func TestNewWithABotFirstPlaysItsDecision(t *testing.T) {
	path := testkit.NewTestGame(t, func(g *pbem.NewGame) { g.Bots = map[string]int{"Ann": 0} })
	src := testkit.ReadFile(t, path)
	assert.Contains(t, src, `bot = "mcts:1500"`)
	assert.Regexp(t, `\n1 Ann: \S.* \{bot\}\n$`, src)
	f, err := testkit.DiceGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	seats, err := compose.Recipients(r, "")
	require.NoError(t, err)
	assert.Equal(t, []engine.Seat{1}, seats, "Bob to act; a bot gets no mail")
}

func TestNewRefusesUnknownBotsAndATableOfBots(t *testing.T) {
	for bots, want := range map[string]map[string]int{
		"no player is named":    {"Zed": 0},
		"every player is a bot": {"Ann": 0, "Bob": 0},
	} {
		_, err := testkit.DiceGames.Create(pbem.NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
			Out: t.TempDir() + "/g.pbem", Bots: want})
		require.ErrorIs(t, err, pbem.ErrUsage)
		assert.Contains(t, err.Error(), bots)
	}
}

func TestBotEntriesAreChecked(t *testing.T) {
	n, err := pbem.ParseBot("mcts:2000")
	require.NoError(t, err)
	assert.Equal(t, 2000, n)
	for _, bad := range []string{"random", "mcts:", "mcts:0", "mcts:x", "mcts:99999999"} {
		_, err := pbem.ParseBot(bad)
		assert.Error(t, err, bad)
	}
	path := testkit.NewTestGame(t, func(g *pbem.NewGame) { g.Bots = map[string]int{"Bob": 5} })
	src := strings.Replace(testkit.ReadFile(t, path), "mcts:5", "mcts:five", 1)
	_, err = testkit.DiceGames.Parse(path, []byte(src))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Bob: bot")
}
