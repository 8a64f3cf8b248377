package leonardo

import (
	"embed"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"sync"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/gamedata"
)

// Rules is the rules version new games are played under.
const Rules = "leonardo/1"

// The settings a game takes at setup (`pbem new --option name=value`).
const (
	SettingRounds = "rounds" // the number of rounds, which replaces the rule text's clock
	SettingOffers = "offers" // the offers a player may make in one negotiation
)

// Game is Leonardo (Editrice Giochi, 1989) for 3 to 6 players.
type Game struct{}

var _ engine.Game = Game{}

// gameID is the game's id in files and on the command line.
const gameID = "leonardo"

// ID is Info().ID, without building the Info (engine.Identified).
func (Game) ID() string { return gameID }

// Info describes Leonardo: 3 to 6 players, its settings, a data file that
// may replace the reconstructed one, and the reconstructed values.
//
// The Info is made once (sharedInfo): reading a game file looks its game
// up and checks its options, two Infos a file, and each one built its
// lists anew, a tenth of the allocations of a whole replay. Its lists are
// shared by every caller: no caller writes them, and their capacity ends
// with them, so that an append copies (TestInfoIsMadeOnce).
func (Game) Info() engine.Info { return sharedInfo() }

var sharedInfo = sync.OnceValue(makeInfo)

// makeInfo builds Info from the embedded data.
func makeInfo() engine.Info {
	d := embedded.Get()
	return engine.Info{
		ID: gameID, Title: "Leonardo", Prefix: "lv",
		Rules:      []string{Rules},
		MinPlayers: d.Setup.MinPlayers, MaxPlayers: d.Setup.MaxPlayers,
		Settings: []engine.Setting{
			{Name: SettingRounds, Default: strconv.Itoa(d.Game.Rounds), Summary: "rounds before the greatest fortune wins"},
			{Name: SettingOffers, Default: strconv.Itoa(d.Game.Offers), Summary: "offers a player may make in one negotiation"},
		},
		CustomData:    true,
		Reconstructed: slices.Clip(reconstructions(d)),
		Messages:      loadCatalogues(),
	}
}

// Setup deals the palace cards, places each player's first palace, sets
// out the decks and asks every player for their secret party.
func (g Game) Setup(opts engine.Options, players int, rng *rand.Rand) (engine.State, []engine.Event, error) {
	info := sharedInfo()
	if err := info.CheckOptions(opts, players); err != nil {
		return nil, nil, fmt.Errorf("leonardo: %w", err)
	}
	d := embedded.Get()
	if opts.Data != nil {
		var err error
		if d, err = decodeComponents(opts.Data); err != nil {
			return nil, nil, err
		}
		if players < d.Setup.MinPlayers || players > d.Setup.MaxPlayers {
			return nil, nil, fmt.Errorf("leonardo: the data file is for %d to %d players, not %d", d.Setup.MinPlayers, d.Setup.MaxPlayers, players)
		}
	}
	rounds, err := positive(info.SettingValue(opts, SettingRounds), SettingRounds)
	if err != nil {
		return nil, nil, err
	}
	offers, err := positive(info.SettingValue(opts, SettingOffers), SettingOffers)
	if err != nil {
		return nil, nil, err
	}
	st, evs := newGame(d, gamedata.SeatNames(opts.Names, players), rounds, offers, rng)
	return st, evs, nil
}

// positive reads a setting that must be a whole number above 0.
func positive(v, name string) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > 999 {
		return 0, fmt.Errorf("leonardo: setting %s=%q: want a whole number from 1 to 999", name, v)
	}
	return n, nil
}

// reconstructions lists, in English, the components whose values in the
// data file are reconstructions [R], as the data file marks them.
func reconstructions(d *components) []string {
	var out []string
	for _, r := range []struct {
		marked bool
		what   string
	}{
		{d.Board.Reconstructed, "the board: the layout, names, districts, prices and rents of the 32 spaces, and bridge rents"},
		{d.Art.Reconstructed, "the 40 art works and their printed values"},
		{d.Soldiers.Reconstructed, "the number of soldier cards"},
		{d.Administrations.Reconstructed, "the 8 public administrations: their spaces and prices"},
		{d.Events.Reconstructed, "the 16 international events and the party each favours"},
		{d.Market.Reconstructed, "which draws back which market product, and stakes in steps of 5"},
		{d.Game.Reconstructed, "a number of rounds in place of the rule text's 60 or 90 minutes, and at most a few offers a negotiation"},
		// The French rule text names no event and no art work.
		{len(d.Word["fr"]) > 0, "the French names of the international events and art works"},
	} {
		if r.marked {
			out = append(out, r.what)
		}
	}
	return out
}

// The engine's texts in each language it speaks (data/messages.*.toml).
//
//go:embed data/messages.*.toml
var messages embed.FS

var loadCatalogues = sync.OnceValue(func() *engine.Catalogs {
	return engine.MustLoadCatalogs(messages, "data").ComposeTieBreaks().ComposeWords(wordedArgs)
})
