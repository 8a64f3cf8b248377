package compose

import "net/url"

// bggPages are the paths of the games' pages on BoardGameGeek, by game
// id. Only an id a source confirms is written here (The Princes of
// Florence is /boardgame/555); for the others the link is BoardGameGeek's
// search for the title, which lands on the game without risking the
// wrong page (docs/posts-and-languages.md says so).
var bggPages = map[string]string{
	"princes": "/boardgame/555",
}

// bggPath is the path of the page of the game id (titled title) on
// BoardGameGeek: its own page when known, else a search for its title.
func bggPath(id, title string) string {
	if p, ok := bggPages[id]; ok {
		return p
	}
	return "/geeksearch.php?action=search&objecttype=boardgame&q=" + url.QueryEscape(title)
}
