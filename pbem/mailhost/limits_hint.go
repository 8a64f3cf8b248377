package mailhost

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/BurntSushi/toml"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// A hint costs the host seconds of search, and any player may ask by mail
// as often as they like: the inbox gives each player one hint per decision
// point, the state of the game since their own last decision. Which point
// each player last had a hint at is kept in a small file next to the game
// (<file>.hints), written before the search runs, so that another mail
// (a resent one, a copy under a new Message-ID) finds it and is refused.
// The game file stays free of hints (docs/hosting.md, "Hints").

// HintsSuffix is appended to a game file's path to name the file of the
// hints given by mail.
const HintsSuffix = ".hints"

// hintsFileHeader is written above the TOML of a hints file.
const hintsFileHeader = "# Hints given by mail (pbem inbox): for each player, the decision point of their\n" +
	"# last hint, the number of their last decision (0: none yet). One hint per point.\n"

// hintsGiven is the content of a hints file.
type hintsGiven struct {
	Last map[string]int `toml:"last"`
}

// hintPoint is seat's decision point in r: the number of its last
// decision, which changes only when it decides (or an undo takes it back).
func hintPoint(r *pbem.Replay, seat engine.Seat) int { return r.LastPlyOf(seat) }

// takeHint records that the player of seat gets a hint at its decision
// point in r, or reports false when it had one there already.
func takeHint(r *pbem.Replay, seat engine.Seat) (bool, error) {
	path := r.File.Path + HintsSuffix
	given, err := readHints(path)
	if err != nil {
		return false, err
	}
	name, point := r.File.Name(seat), hintPoint(r, seat)
	if last, ok := given.Last[name]; ok && last == point {
		return false, nil
	}
	given.Last[name] = point
	var b bytes.Buffer
	b.WriteString(hintsFileHeader)
	if err := toml.NewEncoder(&b).Encode(given); err != nil {
		return false, err
	}
	return true, pbem.WriteFile(path, b.Bytes())
}

// readHints reads the hints file at path; a missing one holds no hint.
func readHints(path string) (*hintsGiven, error) {
	given := &hintsGiven{Last: map[string]int{}}
	fh, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return given, nil
	}
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	src, err := io.ReadAll(io.LimitReader(fh, 64<<10))
	if err != nil {
		return nil, err
	}
	if _, err := toml.Decode(string(src), given); err != nil {
		return nil, fmt.Errorf("%w: hints file %s: %w (delete it to start counting again)", pbem.ErrGameFile, path, err)
	}
	if given.Last == nil {
		given.Last = map[string]int{}
	}
	return given, nil
}
