package commands

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPNGNotToTerminal: a PNG is binary, so board refuses to print it on
// a terminal (usage, exit 2), writes nothing, and points to --out; SVG is
// text and goes to a terminal, and --out writes the PNG there too.
func TestPNGNotToTerminal(t *testing.T) {
	const game = "../../examples/palazzo-3p.pbem"
	code, stdout, stderr := runTTY(t, "pbem", "board", "--format", "png", game)
	assert.Equal(t, exitUsage, code)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "--out FILE")

	code, stdout, _ = runTTY(t, "pbem", "board", "--format", "svg", game)
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "<svg")

	out := filepath.Join(t.TempDir(), "b.png")
	code, _, stderr = runTTY(t, "pbem", "board", "--format", "png", "--out", out, game)
	assert.Equal(t, exitOK, code, stderr)
	data, err := os.ReadFile(out)
	assert.NoError(t, err)
	assert.Equal(t, "\x89PNG", string(data[:4]))
}

// TestStreamedPNGIsViewPictures: the PNG that board and view stream to
// stdout is, byte for byte, the one they write with --out (made whole by
// compose.ViewPicture), for every example game at its start, its middle
// and its end, for the public and for a player, in both languages.
func TestStreamedPNGIsViewPictures(t *testing.T) {
	dir := t.TempDir()
	for _, game := range []string{"palazzo-3p", "patrician-4p", "princes-4p", "leonardo-4p"} {
		path := "../../examples/" + game + ".pbem"
		for _, at := range []string{"0", "40", ""} {
			for _, cmd := range [][]string{{"board"}, {"view", "--as", "Bob"}} {
				for _, lang := range []string{"en", "fr"} {
					args := append(append([]string{}, cmd...), "--format", "png", "--lang", lang, path)
					if at != "" {
						args = append(args, "--at", at)
					}
					out := filepath.Join(dir, "b.png")
					code, streamed, stderr := runApp(t, args...)
					if code != exitOK {
						t.Fatalf("pbem %v: exit %d: %s", args, code, stderr)
					}
					code, _, stderr = runApp(t, append(args, "--out", out)...)
					if code != exitOK {
						t.Fatalf("pbem %v --out: exit %d: %s", args, code, stderr)
					}
					written, err := os.ReadFile(out)
					if err != nil {
						t.Fatal(err)
					}
					if streamed != string(written) {
						t.Errorf("pbem %v: stdout has %d bytes, --out %d: not the same PNG", args, len(streamed), len(written))
					}
				}
			}
		}
	}
}
