package bot

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file writes self-played games as game files, so that the analyses
// (list, find, stats, export) can run on them.

// writeSelfplayed writes game number i of the run, dealt from seed, into
// req.Out as an open game file (sealed, with its key and sealed texts,
// when req.Sealed: writeSealedFiles), and returns its path. The file is named
// as `new` names it with the game's number added ("palazzo-pz-38286d2a1c07-41.pbem"),
// with an id no other game file of req.Out holds (spool_ids.go). The file replays to the same game: the deal and each decision use
// the seed's streams as a replay does (Seed.Rand). It never overwrites a
// file.
func writeSelfplayed(g engine.Game, i int, req SelfplayRequest, res *SelfplayResult, seed pbem.Seed, moves []randomMove) (string, error) {
	info := g.Info()
	names := selfplayNames(res.Players)
	if res.ids == nil { // the folder's ids, read once a run
		ids, err := pbem.FolderIDs(req.Out)
		if err != nil {
			return "", err
		}
		res.ids = ids
	}
	id, err := pbem.FreeGameID(seed, info.Prefix, res.ids)
	if err != nil {
		return "", err
	}
	h := pbem.Header{Format: pbem.FileFormat, Game: info.ID, Rules: info.Newest(), ID: id,
		Created: req.Now.UTC().Truncate(time.Second), Mode: pbem.ModeOpen, Seed: seed.String(), Variants: res.Variants}
	if req.Sealed {
		h.Mode, h.Seed, h.Commitment = pbem.ModeSealed, "", seed.Commitment()
	}
	for _, n := range names {
		h.Players = append(h.Players, pbem.Player{Name: n})
	}
	front, err := h.Encode()
	if err != nil {
		return "", err
	}
	plies := make([]pbem.Ply, len(moves))
	for i, m := range moves {
		plies[i] = pbem.Ply{N: i + 1, Name: names[m.seat], Move: m.text}
	}
	if err := os.MkdirAll(req.Out, 0o755); err != nil {
		return "", err
	}
	path := filepath.Join(req.Out, fmt.Sprintf("%s-%s-%d%s", h.Game, h.ID, i, pbem.GameExt))
	if req.Sealed {
		return path, writeSealedFiles(g, path, seed, []byte(front), plies)
	}
	return path, createNew(path, pbem.AppendPlies([]byte(front), plies))
}

// writeSealedFiles writes the sealed game at path, its record front
// followed by plies: its key and the texts of its secret decisions first,
// as the host of a sealed game keeps them (pbem.SealPlies), then the game
// file.
func writeSealedFiles(g engine.Game, path string, seed pbem.Seed, front []byte, plies []pbem.Ply) error {
	sealed, texts := pbem.SealPlies(g, seed, plies)
	if err := pbem.CreateHostFiles(path, seed, texts); err != nil {
		return err
	}
	if err := createNew(path, pbem.AppendPlies(front, sealed)); err != nil {
		removeHostFiles(path)
		return err
	}
	return nil
}

// removeHostFiles removes the key and sealed texts of the sealed game at
// path, written by writeSealedFiles.
func removeHostFiles(path string) {
	os.Remove(path + pbem.KeySuffix)
	os.Remove(path + pbem.SealedSuffix)
}

// createNew writes src at path, which must not exist yet. No lock file is
// made: O_EXCL already keeps two writers from the same name, and a run of
// 10,000 games should not leave 10,000 lock files beside them.
func createNew(path string, src []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, pbem.NewFilePerm)
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%w: %s", pbem.ErrExists, path)
	}
	if err != nil {
		return err
	}
	_, err = f.Write(src)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path) // a partial game file would not replay
	}
	return err
}

// removeAll removes the files at paths, as far as it can: what is left
// of a run that failed; with their keys and sealed texts when sealed.
func removeAll(paths []string, sealed bool) {
	for _, p := range paths {
		os.Remove(p)
		if sealed {
			removeHostFiles(p)
		}
	}
}

// WriteText writes the summary of a self-play run.
func (s *SelfplayResult) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "%s, %s, %s, seed %s\n", s.Game, pbem.Plural(s.Players, "player"), pbem.Plural(s.Games, "game"), s.Seed)
	fmt.Fprintf(w, "decisions: %d (%.1f per game)\n", s.Decisions, float64(s.Decisions)/float64(max(s.Games, 1)))
	tw := pbem.NewTable(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "seat\twins\taverage score")
	for i, wins := range s.Wins {
		fmt.Fprintf(tw, "P%d\t%d\t%.2f\n", i+1, wins, s.AverageScore[i])
	}
	return tw.Flush()
}
