package leonardo

import (
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// Events name a party by its id, as moves and data files write it
// ("guelph"). The messages that do are composed so that the party is
// worded in the reader's language ("the Guelph party", "le parti
// guelfe") from the catalogue's word.party table; the event itself keeps
// the id, and a party the catalogue lacks keeps it too.

// partyArgs are the events that name a party, with the argument (0-based)
// that holds it.
var partyArgs = map[string]int{
	"event.party-own":   1,
	"event.party-shown": 1,
	"event.ally-party":  1,
	"event.party":       1,
	"event.event":       1,
}

// composeParties makes c word the party of each event of partyArgs, and
// returns c.
func composeParties(c *engine.Catalogs) *engine.Catalogs {
	for key, at := range partyArgs {
		c.Compose(key, partyWord(key, at))
	}
	return c
}

// partyWord is the composer of message key whose argument at is a party.
func partyWord(key string, at int) engine.Composer {
	return func(c *engine.Catalog, args []string) string {
		if at < len(args) && c.Has("word.party."+args[at]) {
			args = slices.Clone(args)
			args[at] = c.Text("word.party." + args[at])
		}
		return c.Text(key, args...)
	}
}
