package commands

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	list "github.com/pbem-games/pbem/games"
)

// This file checks every --json output of every command, for every game,
// against docs/json.md: a key the doc does not list, a documented field
// that never appears (unless the doc says it is optional), a null, or a key
// that is not snake_case fails the test.

// jsonDocPath is the reference the outputs are checked against.
const jsonDocPath = "../../docs/json.md"

// docField is one row of a field table of docs/json.md.
type docField struct {
	path     string
	optional bool
	seen     bool
	keys     []string // path split at its dots, once (keysOf)
}

// keysOf returns the keys of f's path: split once, as every path of every
// output is matched against every row of its table.
func (f *docField) keysOf() []string {
	if f.keys == nil {
		f.keys = strings.Split(f.path, ".")
	}
	return f.keys
}

// jsonDoc holds the field tables of docs/json.md by name: each table
// follows a `<!-- json: NAME -->` line.
type jsonDoc map[string][]*docField

var (
	tableMark = regexp.MustCompile(`^<!-- json: ([a-z-]+) -->$`)
	tableRow  = regexp.MustCompile("^\\| `([^`]*)` \\|([^|]*)\\|")
	snakeCase = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)
)

// readJSONDoc parses the field tables of docs/json.md and of each game's
// notation page (docs/notation/<game>.md, which holds the table of its
// view, so that a new game documents its JSON in its own page). A row's
// path is in backquotes in the first column; "optional" in its type column
// means the field may be absent.
func readJSONDoc(t *testing.T) jsonDoc {
	t.Helper()
	doc := jsonDoc{}
	readJSONTables(t, jsonDocPath, doc)
	for _, g := range list.All {
		readJSONTables(t, filepath.Join("../../docs", "notation", g.Info().ID+".md"), doc)
	}
	return doc
}

// readJSONTables adds the field tables of the page at path to doc.
func readJSONTables(t *testing.T, path string, doc jsonDoc) {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	table := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if m := tableMark.FindStringSubmatch(line); m != nil {
			require.NotContains(t, doc, m[1], "%s: a second table %q", path, m[1])
			table = m[1]
			doc[table] = []*docField{}
			continue
		}
		if m := tableRow.FindStringSubmatch(line); m != nil && table != "" {
			doc[table] = append(doc[table], &docField{path: m[1], optional: strings.Contains(m[2], "optional")})
		} else if !strings.HasPrefix(line, "|") {
			table = "" // a table ends at its first line that is not a row
		}
	}
	require.NoError(t, sc.Err())
}

// subTables names the table that documents the value of a key wherever it
// appears: the shared objects have a table of their own.
var subTables = map[string]string{"events": "event", "result": "result", "error": "error", "errors": "error"}

// jsonChecker walks outputs and checks each key path against the doc.
type jsonChecker struct {
	t    *testing.T
	doc  jsonDoc
	game string // the game of the outputs walked now, for the view table
	// reported holds the problems reported, so each is told once.
	reported map[string]bool
}

// errorf reports a problem once, at its first output.
func (c *jsonChecker) errorf(format string, args ...any) {
	c.t.Helper()
	msg := fmt.Sprintf(format, args...)
	if key := msg[strings.Index(msg, ": ")+2:]; !c.reported[key] {
		c.reported[key] = true
		c.t.Error(msg)
	}
}

// check checks one output (what command printed) against table.
func (c *jsonChecker) check(command, table, out string) {
	c.t.Helper()
	var v any
	require.NoError(c.t, json.Unmarshal([]byte(out), &v), "%s: not JSON:\n%s", command, out)
	c.walk(command, table, "", v)
}

func (c *jsonChecker) walk(command, table, path string, v any) {
	switch v := v.(type) {
	case nil:
		c.errorf("%s: %s %s is null (lists are [], absent values are left out)", command, table, path)
	case []any:
		elem := path + "[]"
		if path == "" && table != "games" {
			elem = "" // a list of shared objects: each is described by its table
		}
		for _, e := range v {
			c.walk(command, table, elem, e)
		}
		c.field(command, table, path+"[]", len(v) > 0 || c.listed(table, path+"[]"))
	case map[string]any:
		for k, e := range v {
			sub, subPath := table, join(path, k)
			if name, ok := subTables[k]; ok {
				sub, subPath = name, ""
			} else if k == "view" && (table == "board" || table == "preview") {
				sub, subPath = "view-"+c.game, ""
			}
			wild := c.field(command, table, join(path, k), true)
			if !wild && !snakeCase.MatchString(k) {
				c.errorf("%s: %s %s: key %q is not snake_case", command, table, join(path, k), k)
			}
			c.walk(command, sub, subPath, e)
		}
	default:
		c.field(command, table, path, false)
	}
}

// field marks path as seen in table, or reports it undocumented. It
// returns whether the path's last key matched a * (a map keyed by data).
func (c *jsonChecker) field(command, table, path string, object bool) (wild bool) {
	if path == "" {
		return false
	}
	got := strings.Split(path, ".")
	for _, f := range c.doc[table] {
		if ok, w := matchKeys(f.keysOf(), got); ok {
			f.seen = true
			return w
		}
	}
	if object {
		return false // a list or an object need not be listed: its leaves are
	}
	c.errorf("%s: %s %s is not documented (add a row under <!-- json: %s --> in %s, or in the game's notation page for its view)",
		command, table, path, table, jsonDocPath)
	return false
}

// listed reports whether the doc lists fields of the elements of list
// path (so that an empty list of objects is documented).
func (c *jsonChecker) listed(table, path string) bool {
	for _, f := range c.doc[table] {
		if strings.HasPrefix(f.path, path) {
			f.seen = f.seen || f.path == path
			return true
		}
	}
	return false
}

// matchKeys matches a documented path d, split at its dots, in which *
// stands for any key, with a path g found; wild tells whether the last key
// matched a *.
func matchKeys(d, g []string) (ok, wild bool) {
	if len(d) != len(g) {
		return false, false
	}
	for i := range d {
		switch {
		case d[i] == g[i]:
		case strings.HasPrefix(d[i], "*") && !strings.Contains(g[i], "[") == !strings.Contains(d[i], "["):
			if i == len(d)-1 {
				wild = true
			}
		default:
			return false, false
		}
	}
	return true, wild
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// unseen lists the documented fields, not optional, that no output had.
func (d jsonDoc) unseen() []string {
	var out []string
	for table, fields := range d {
		for _, f := range fields {
			if !f.seen && !f.optional {
				out = append(out, table+" "+f.path)
			}
		}
	}
	sort.Strings(out)
	return out
}

// TestJSONMatchesTheDoc runs every command with --json for every game, on
// fresh, running and finished games, and checks every output against
// docs/json.md.
func TestJSONMatchesTheDoc(t *testing.T) {
	c := &jsonChecker{t: t, doc: readJSONDoc(t), reported: map[string]bool{}}
	c.check("games", "games", mustRun(t, "games", "--json"))
	c.check("version", "version", mustRun(t, "version", "--json"))
	for _, g := range list.All {
		info := g.Info()
		c.game = info.ID
		t.Run(info.ID, func(t *testing.T) {
			c.t = t
			c.fresh(info.ID, info.MinPlayers)
			c.finished(info.ID)
			c.inbox(info.ID, info.MinPlayers)
			c.check("selfplay", "selfplay", mustRun(t, "selfplay", "--json", "--games", "2", "--seed", "s", info.ID))
			c.many(info.ID, info.MinPlayers)
			c.search(info.ID, info.MinPlayers)
		})
	}
	c.t = t
	c.remind()
	c.notify() // cmd_notify_test.go
	c.digest() // away_cmd_test.go
	if missing := c.doc.unseen(); len(missing) > 0 {
		t.Errorf("documented in %s or a notation page but in no output (mark them optional if they may be absent):\n%s",
			jsonDocPath, strings.Join(missing, "\n"))
	}
}

// remind checks `remind --json` on a game whose deadline has passed.
func (c *jsonChecker) remind() {
	t := c.t
	dir := t.TempDir()
	t.Setenv("PBEM_NOW", "2026-11-22T00:00:00Z")
	mustRun(t, "new", "--seed", "json", "--deadline", "1h", "--email", "Ann=ann@example.org",
		"--out", filepath.Join(dir, "g.pbem"), "palazzo", "Ann", "Bob")
	t.Setenv("PBEM_NOW", "2026-11-23T00:00:00Z")
	c.check("remind --dry-run", "remind", mustRun(t, "remind", "--json", "--dry-run", "--games", dir, "--from", "host@example.org"))
	c.check("remind", "remind", mustRun(t, "remind", "--json", "--games", dir, "--from", "host@example.org",
		"--outbox", filepath.Join(t.TempDir(), "out")))
}

// fresh checks the outputs about a new game, open and sealed, and its
// first decision.
func (c *jsonChecker) fresh(game string, players int) {
	t := c.t
	dir := t.TempDir()
	path := filepath.Join(dir, "g.pbem")
	names := []string{"Ann", "Bob", "Cid", "Dee", "Eve"}[:players]
	args := []string{"new", "--json", "--seed", "json", "--out", path}
	for _, n := range names { // send mails everyone to act: several at once in some games
		args = append(args, "--email", n+"="+strings.ToLower(n)+"@example.org")
	}
	args = append(append(args, game), names...)
	c.check("new", "new", mustRun(t, args...))
	c.running(path)
	player, move := firstLegal(t, path)
	c.check("move --dry-run", "preview", mustRun(t, "move", "--json", "--dry-run", "--as", player, path, move))
	c.check("move", "move", mustRun(t, "move", "--json", "--as", player, path, move))
	c.check("annotate", "annotate", mustRun(t, "annotate", "--json", "--glyph", "!?", path, "1", "a note"))
	c.check("say", "seat", mustRun(t, "say", "--json", "--as", "Ann", path, "hello")) // resign, replace: cmd_seat_json_test.go
	c.check("tz", "tz", mustRun(t, "tz", "--json", "--as", "Ann", path, "Europe/Paris"))
	c.check("mails", "mails-set", mustRun(t, "mails", "--json", "--as", "Ann", path, "both"))
	c.running(path)
	code, _, stderr := runApp(t, "move", "--json", path, "nonsense words")
	require.NotEqual(t, exitOK, code)
	c.check("move (refused)", "errors", stderr)
	c.check("send", "mails", mustRun(t, "send", "--json", "--from", "host@example.org", "--outbox", filepath.Join(dir, "out"), path))

	code, stdout, _ := runApp(t, "check", "--json", path, filepath.Join(dir, "nope.pbem"))
	require.NotEqual(t, exitOK, code)
	c.check("check (missing file)", "check", stdout)

	sealed := filepath.Join(dir, "s.pbem")
	c.check("new --sealed", "new", mustRun(t, append([]string{"new", "--json", "--sealed", "--seed", strings.Repeat("5e", 32),
		"--out", sealed, game}, names...)...))
	c.check("reveal", "reveal", mustRun(t, "reveal", "--json", "--force", sealed))
	c.check("reveal again", "reveal", mustRun(t, "reveal", "--json", "--force", sealed))
	c.check("verify", "verify", mustRun(t, "verify", "--json", sealed))
	c.undo(path)
}

// undo checks an undo of the first decision, answered by everyone it
// waits for, and the log that shows it.
func (c *jsonChecker) undo(path string) {
	t := c.t
	out := mustRun(t, "undo", "--json", "--as", firstPlayer(t, path), "--to", "1", path)
	c.check("undo", "undo", out)
	var res struct{ Waiting []string }
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	for _, name := range res.Waiting {
		c.check("undo --accept", "undo", mustRun(t, "undo", "--json", "--as", name, "--accept", path))
	}
	c.check("log (undone)", "log", mustRun(t, "log", "--json", path))
}

// firstPlayer returns who made the game's first decision.
func firstPlayer(t *testing.T, path string) string {
	var log struct{ Plies []struct{ Player string } }
	require.NoError(t, json.Unmarshal([]byte(mustRun(t, "log", "--json", path)), &log))
	require.Greater(t, len(log.Plies), 1)
	return log.Plies[1].Player
}

// running checks the read-only commands on a game in progress.
func (c *jsonChecker) running(path string) {
	t := c.t
	c.check("board", "board", mustRun(t, "board", "--json", path))
	c.check("board --step", "board", mustRun(t, "board", "--json", "--step", path))
	c.check("view", "board", mustRun(t, "view", "--json", "--as", "Ann", path))
	c.check("legal", "legal", mustRun(t, "legal", "--json", path))
	c.check("log", "log", mustRun(t, "log", "--json", path))
	c.check("log --as", "log", mustRun(t, "log", "--json", "--as", "Ann", path))
	c.check("mail", "mails", mustRun(t, "mail", "--json", path))
	c.check("mail --out", "mails", mustRun(t, "mail", "--json", "--out", filepath.Join(filepath.Dir(path), "mails"), path))
	c.check("post", "post", mustRun(t, "post", "--json", path))
	c.check("check", "check", mustRun(t, "check", "--json", path))
	c.check("verify", "verify", mustRun(t, "verify", "--json", path))
	c.check("status", "status", mustRun(t, "status", "--json", "--games", filepath.Dir(path)))
}

// finished checks the views at every decision of the game's example (an
// auction, a take, the end), and the commands on the finished game.
func (c *jsonChecker) finished(game string) {
	t := c.t
	examples, err := filepath.Glob(filepath.Join("../../examples", game+"-*.pbem"))
	require.NoError(t, err)
	require.NotEmpty(t, examples, "every game needs a finished example game in examples/")
	for _, src := range examples {
		ex := filepath.Join(t.TempDir(), filepath.Base(src)) // mail --out writes beside it
		data, err := os.ReadFile(src)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(ex, data, 0o644))
		var st struct {
			Decisions int
			Over      bool
		}
		require.NoError(t, json.Unmarshal([]byte(mustRun(t, "check", "--json", ex)), &struct{ Files []any }{}))
		require.NoError(t, json.Unmarshal([]byte(mustRun(t, "board", "--json", ex)), &st))
		require.True(t, st.Over, "%s: the example must be a finished game", ex)
		for n := 0; n <= st.Decisions; n++ {
			at := fmt.Sprint(n)
			c.check("board --at "+at, "board", mustRun(t, "board", "--json", "--at", at, ex))
			c.check("view --at "+at, "board", mustRun(t, "view", "--json", "--as", "Ann", "--at", at, ex))
		}
		c.running(ex)
		code, _, stderr := runApp(t, "move", "--json", ex, "anything")
		require.NotEqual(t, exitOK, code)
		c.check("move (over)", "errors", stderr)
		c.check("export --format bgg-play", "bgg-play", mustRun(t, "export", "--json", "--format", "bgg-play", ex))
	}
}

// mustRun runs the app and returns its stdout; it must succeed.
func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	code, out, stderr := runApp(t, args...)
	require.Equal(t, exitOK, code, "pbem %s: %s", strings.Join(args, " "), stderr)
	return out
}

// inbox checks `inbox --json` on replies to a game: a legal move applied,
// an illegal one refused, and a stranger's mail.
func (c *jsonChecker) inbox(game string, players int) {
	t := c.t
	dir := t.TempDir()
	path := filepath.Join(dir, "g.pbem")
	names := []string{"Ann", "Bob", "Cid", "Dee", "Eve"}[:players]
	args := []string{"new", "--json", "--seed", "inbox", "--out", path, game}
	for _, n := range names {
		args = append(args, "--email", n+"="+strings.ToLower(n)+"@example.org")
	}
	var created struct{ ID string }
	require.NoError(t, json.Unmarshal([]byte(mustRun(t, append(args, names...)...)), &created))
	player, move := firstLegal(t, path)
	from := strings.ToLower(player)
	tokens := fmt.Sprintf("game = %q\n[tokens]\n", created.ID) // a token for each, as send would draw them
	for i, n := range names {
		tok := strings.Repeat(string(rune('a'+i)), 12)
		if n == player {
			tok = "tttttttttttt"
		}
		tokens += fmt.Sprintf("%s = %q\n", n, tok)
	}
	require.NoError(t, os.WriteFile(path+".tokens", []byte(tokens), 0o600))
	mail := func(id, sender, body string) string {
		return fmt.Sprintf("From: %s\nTo: host+%s.tttttttttttt@example.org\nSubject: Re: your move\n"+
			"Message-ID: <%s@client>\nContent-Type: text/plain; charset=utf-8\n\n%s\n", sender, created.ID, id, body)
	}
	flags := []string{"inbox", "--json", "--games", dir, "--from", "host@example.org", "--outbox", filepath.Join(dir, "out")}
	for _, m := range []string{
		mail("r1", from+"@example.org", move),
		mail("r2", from+"@example.org", "nonsense words"),
		mail("r3", "mallory@example.net", move),
	} {
		_, stdout, stderr := runAppIn(t, m, flags...)
		require.NotEmpty(t, stdout, stderr)
		c.check("inbox", "inbox", stdout)
	}
}

// firstLegal returns the first player to act in the game at path and
// their first legal move, from legal --json: from moves when one player
// is to act, from players when several decide at once.
func firstLegal(t *testing.T, path string) (player, move string) {
	t.Helper()
	var legal struct {
		Player  string
		Moves   []string
		Players []struct {
			Player string
			Moves  []string
		}
	}
	require.NoError(t, json.Unmarshal([]byte(mustRun(t, "legal", "--json", path)), &legal))
	if len(legal.Players) > 0 {
		legal.Player, legal.Moves = legal.Players[0].Player, legal.Players[0].Moves
	}
	require.NotEmpty(t, legal.Moves, "no legal move in %s", path)
	return legal.Player, legal.Moves[0]
}
