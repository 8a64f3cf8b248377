package pbem

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem/internal/dicegame"
)

// optDiceGame is the dice game with a setting, a data file and a move
// pattern, as Leonardo has: the setting "rolls" (default 3) is how many
// times a player may roll, the data file holds the number of sides of the
// die and of the cards (6 without one), and "bet <n>" is a pattern.
type optDiceGame struct{ dicegame.DiceGame }

var optGames = Games{dicegame.DiceGame{}, optDiceGame{}}

func (optDiceGame) Info() engine.Info {
	info := dicegame.DiceGame{}.Info()
	info.ID, info.Title, info.Prefix = "optdice", "Dice with options", "od"
	info.Settings = []engine.Setting{{Name: "rolls", Default: "3", Summary: "rolls a player may make"}}
	info.CustomData = true
	return info
}

func (g optDiceGame) Setup(opts engine.Options, players int, rng *rand.Rand) (engine.State, []engine.Event, error) {
	info := g.Info()
	if err := info.CheckOptions(opts, players); err != nil {
		return nil, nil, err
	}
	rolls, err := strconv.Atoi(info.SettingValue(opts, "rolls"))
	if err != nil || rolls < 0 || rolls > 9 {
		return nil, nil, fmt.Errorf("setting rolls=%q: want a number from 0 to 9", opts.Settings["rolls"])
	}
	st, evs, err := g.DiceGame.Setup(opts, players, rng)
	if err != nil {
		return nil, nil, err
	}
	st.(*dicegame.DiceState).MaxRolls = rolls
	return st, evs, nil
}

func (optDiceGame) MovePatterns() []engine.MovePattern {
	return []engine.MovePattern{{Verb: "bet", Form: "bet <n>", Doc: "any number from 1 to your card"}}
}
