package patrician

import (
	"embed"
	"strconv"
	"sync"

	"github.com/pbem-games/pbem/engine"
)

// The engine's texts in each language it speaks: events, help, board
// labels and result lines. English is the base, and what Awaiting and the
// view's result always hold; the others fall back to it for a missing key.
//
//go:embed data/messages.*.toml
var messages embed.FS

// loadCatalogues parses the embedded catalogues once; a language is
// spoken once its file is in data/ (engine.Catalogs.Langs lists them). The events that
// name a card or award tiles are worded from several messages (word).
var loadCatalogues = sync.OnceValue(func() *engine.Catalogs {
	c := engine.MustLoadCatalogs(messages, "data").ComposeTieBreaks()
	for _, key := range []string{"event.plays", "event.scored", "event.scored-end"} {
		c.Compose(key, func(cat *engine.Catalog, args []string) string { return word(cat, key, args) })
	}
	return c.Compose("result.tally", wordTally)
})

// descriptions holds describeAll of each catalogue it was asked for, as
// written and folded: a play event and a board name a card often, and its
// description never changes. Filled on demand, so that the catalogues'
// loader, whose composers describe cards, does not depend on it.
var descriptions sync.Map // *engine.Catalog to []string

// describeAll words describeIn of every card of the data file in c.
func describeAll(c *engine.Catalog) []string {
	out := make([]string, len(data().cards))
	for i := range out {
		out[i] = wordDescription(c, Card(i))
	}
	return out
}

// boardCatalogue is the catalogue boards are laid out with (accents kept).
func boardCatalogue(lang string) *engine.Catalog { return loadCatalogues().Board(lang) }

// english returns the English messages, which errors and the view's JSON
// are worded in.
func english() *engine.Catalog { return loadCatalogues().English() }

// word words the event message key with args from c. The events whose
// text is made of several messages are worded from their arguments: the
// card a play describes, the tiles a scoring awards.
func word(c *engine.Catalog, key string, args []string) string {
	switch key {
	case "event.plays":
		return wordPlay(c, key, args)
	case "event.scored", "event.scored-end":
		return wordScoring(c, key, args)
	}
	return c.Text(key, args...)
}

// event returns a public event of the message key with args.
func event(key string, args ...string) engine.Event { return engine.Tell(key, args...) }

// wordPlay words "Ann plays BO5 (Bologna, portrait of patrician 1)" from
// the player and the card id.
func wordPlay(c *engine.Catalog, key string, args []string) string {
	if len(args) != 2 {
		return c.Text(key, args...)
	}
	card, _ := ParseCard(args[1])
	return c.Text(key, args[0], args[1], describeIn(c, card))
}

// wordScoring words a city's scoring from its arguments: the city, then
// for each tile awarded (the high one first) the winner, the value, the
// tower, the winner's floors in it and the tower's floors.
func wordScoring(c *engine.Catalog, key string, args []string) string {
	if len(args) < 6 {
		return c.Text(key, append(args[:1:1], c.Text("event.nobody"))...)
	}
	tile := func(a []string) string {
		floors, _ := strconv.Atoi(a[4])
		return c.Text("event.tile", a[0], a[1], a[2], a[3], c.Count("event.floors", floors))
	}
	tiles := tile(args[1:6])
	if len(args) >= 11 {
		tiles = c.Text("event.tiles", tiles, tile(args[6:11]))
	}
	return c.Text(key, args[0], tiles)
}

// describeIn says in c's language what a card does: "Bologna, portrait of
// patrician 1, star". City names are the same in every language.
func describeIn(c *engine.Catalog, card Card) string {
	if int(card) >= len(data().cards) {
		return ""
	}
	said, ok := descriptions.Load(c)
	if !ok {
		said, _ = descriptions.LoadOrStore(c, describeAll(c))
	}
	return said.([]string)[card]
}

// wordDescription is describeIn worded afresh, for a card of the data file.
func wordDescription(c *engine.Catalog, card Card) string {
	in := card.info()
	var what string
	switch in.Feature {
	case DoubleCrest:
		what = c.Text("card.two-crests")
	case AnyCity:
		what = c.Text("card.any-city")
	case SpecialAction:
		what = c.Text("card.special")
	case Portrait:
		what = c.Text("card.portrait", c.Text("portrait."+data().Portraits[in.Portrait].Code))
	default:
		what = c.Text("card.double-portrait", c.Text("portrait."+data().Portraits[in.Portrait].Code))
	}
	s := c.Text("card.describe", in.City.Name(), what)
	if in.Star {
		s = c.Text("card.star", s)
	}
	return s
}
