package pbem

import (
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"
)

// GamePeek is what a game file says of itself in its front matter, read
// without the rest of the file: enough to route a reply or to know which
// ids a folder holds, at a cost bounded by MaxPeek per file.
type GamePeek struct {
	ID     string   // the game id
	Emails []string // the players' addresses, lower case
}

// PeekGame reads the game id and player addresses of the game file at
// path from its front matter alone.
func PeekGame(path string) (GamePeek, error) {
	front, err := ReadFrontMatter(path)
	if err != nil {
		return GamePeek{}, fmt.Errorf("%s: %w", path, err)
	}
	var h struct {
		ID      string `toml:"id"`
		Players []struct {
			Email string `toml:"email"`
		} `toml:"players"`
	}
	if _, err := toml.Decode(front, &h); err != nil {
		return GamePeek{}, fmt.Errorf("%w: %s: %w", ErrCorrupt, path, err)
	}
	if !ValidID(h.ID) {
		return GamePeek{}, fmt.Errorf("%w: %s: no valid game id in the front matter", ErrCorrupt, path)
	}
	e := GamePeek{ID: h.ID}
	for _, p := range h.Players {
		if p.Email != "" {
			e.Emails = append(e.Emails, strings.ToLower(p.Email))
		}
	}
	return e, nil
}
