package pbem

import (
	"fmt"
	"time"
)

// setBots records each named player's bot entry (BotSpec), refusing
// unknown names and a table of bots alone: a game needs someone to mail.
func setBots(players []Player, bots map[string]int) error {
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = p.Name
	}
	for name, budget := range bots {
		i := indexFold(names, name)
		if i < 0 {
			return Usagef("--bot %s: no player is named %q", name, name)
		}
		players[i].Bot = BotSpec(budget)
	}
	if len(players) > 0 && len(bots) >= len(players) {
		return Usagef("--bot: every player is a bot; pbem arena plays bots against each other")
	}
	return nil
}

// botsStart plays the decisions of the bots to act once r, a new game,
// is dealt, and writes them into its file's source, stamped with now.
func (c Games) botsStart(r *Replay, now time.Time) error {
	plies, err := r.followUp()
	if err != nil || len(plies) == 0 {
		return err
	}
	stampPlies(plies, func() time.Time { return now })
	data, sealed := r.File.sealPlies(r.Seed, r.File.Src, plies) // the key is not written yet: r holds the seed
	f, err := c.Parse(r.File.Path, data)
	if err != nil {
		return fmt.Errorf("pbem: internal error: the bots' first decisions do not validate: %v", err)
	}
	*r.File = *f
	r.File.sealPending = sealed // written with the key (createFiles)
	return nil
}
