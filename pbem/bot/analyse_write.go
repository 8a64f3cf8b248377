package bot

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/notation"
	"github.com/pbem-games/pbem/pbem"
)

// AnalyseResult is what analyse wrote, and where.
type AnalyseResult struct {
	// File is the file written: the copy, or the game itself (InPlace);
	// "" when the annotated game went to stdout (Annotated).
	File      string     `json:"file"`
	InPlace   bool       `json:"in_place"`
	Decisions []Analysis `json:"decisions"`
	// Annotated is the annotated game, when it is written nowhere (out
	// "-"): the text the command prints.
	Annotated string `json:"annotated,omitempty"`
}

// AnalyseToStdout is the out of AnalyseTo that writes no file: the
// annotated game comes back in AnalyseResult.Annotated.
const AnalyseToStdout = "-"

// AnalyseTo analyses the game at path (File.Analyse) and writes the
// result as annotations: into a new file out (never over an existing one:
// ErrExists), into the result's Annotated when out is AnalyseToStdout, or,
// when out is "", into the game itself under its lock, as annotate
// writes. On any error no file is written or changed.
func AnalyseTo(c pbem.Games, path, out string, req AnalyseRequest) (*AnalyseResult, error) {
	res := &AnalyseResult{File: out, InPlace: out == ""}
	annotate := func(f *pbem.File) ([]byte, error) {
		if res.InPlace && f.Sealed() && !f.Revealed() {
			// The analysis names hidden cards (the engine's moves, its
			// figures) and would write the sealed texts back in clear
			// into the file every player reads.
			return nil, pbem.Usagef("%s is sealed and not revealed: its analysis would show the players what they "+
				"may not see; analyse it into a file of the host's own (--out) or once it is revealed", path)
		}
		var err error
		if res.Decisions, err = Analyse(f, req); err != nil {
			return nil, err
		}
		return annotated(f, res.Decisions), nil
	}
	if res.InPlace {
		res.File = path
		return res, c.Update(path, annotate)
	}
	f, err := c.Load(path)
	if err != nil {
		return nil, err
	}
	data, err := annotate(f)
	if err != nil {
		return nil, err
	}
	if _, err := c.Parse(path, data); err != nil {
		return nil, fmt.Errorf("pbem: internal error: the analysis of %s does not validate: %v", path, err)
	}
	if out == AnalyseToStdout {
		res.File, res.Annotated = "", string(data)
		return res, nil
	}
	return res, pbem.WithNewLock(out, func() error {
		if _, err := os.Stat(out); !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("%w: %s", pbem.ErrExists, out)
		}
		return pbem.WriteFile(out, data)
	})
}

// annotated returns f's source with the analyses written in: on each
// analysed decision's line the glyph (only where the annotator wrote
// none: theirs stands, a "!" included) and the figures appended to the
// comment, and after the line the engine's move as a variation when it
// differs from the move played. Every other line stays byte for byte.
func annotated(f *pbem.File, as []Analysis) []byte {
	moves := f.Record.Moves()
	src := f.Src
	eol := pbem.LineEnding(src)
	// From the last line up, so that the lines still to change keep
	// their numbers.
	for _, a := range slices.Backward(as) {
		if a.Skipped {
			continue
		}
		e := moves[a.Ply-1]
		if e.Glyph == "" {
			e.Glyph = a.Glyph
		}
		e.Comment = strings.TrimSpace(strings.TrimSpace(e.Comment) + "; " + a.Comment)
		e.Comment, e.HasComment = strings.TrimPrefix(e.Comment, "; "), true
		text := e.Format()
		if a.Engine != a.Move {
			v := notation.Entry{Kind: notation.Variation, Variation: []notation.Entry{
				{Kind: notation.Move, Ply: a.Ply, Name: e.Name, Text: a.Engine}}}
			text += eol + v.Format()
		}
		src = pbem.ReplaceLine(src, e.Pos.Line, text)
	}
	return src
}
