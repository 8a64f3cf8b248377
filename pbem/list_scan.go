package pbem

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
)

// This file reads many game files at once, for list, find and stats.

// GameExt is the extension of game files, which a directory is walked for.
const GameExt = ".pbem"

// GamePaths expands paths: a file stays as given, a directory gives every
// *.pbem file under it, in lexical order. A path that does not exist is
// kept, so that loading it reports it as missing.
func GamePaths(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil || !info.IsDir() {
			out = append(out, p)
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(d.Name(), GameExt) {
				found = append(found, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

// Scanned is what a scan made of one game file, or why it could not.
type Scanned[T any] struct {
	Path  string
	Value T
	Err   error
}

// Scan loads and replays each file at paths on as many workers as there
// are cores, and applies fn to each game in the worker; the results come
// back in the order of paths. Only fn's small result is kept, so that
// 10,000 games do not have to fit in memory at once.
func Scan[T any](c Games, paths []string, fn func(r *Replay, modified time.Time) T) []Scanned[T] {
	return scan(c, paths, fn, func(f *File, upTo int) (*Replay, error) {
		f.AllowPublic = true // a summary shows what every player may see
		return f.Replay(upTo)
	}, nil)
}

// ScanStates is Scan for summaries that read each game's state alone, not
// what its decisions told (File.ReplayQuiet: no events are built).
func ScanStates[T any](c Games, paths []string, fn func(r *Replay, modified time.Time) T) []Scanned[T] {
	return scan(c, paths, fn, replayReadable, nil)
}

// ScanStatesOrSeeds is ScanStates that sums up with seeds a game that
// awaits its players' seeds, which cannot be replayed before its deal
// (seed_entropy.go).
func ScanStatesOrSeeds[T any](c Games, paths []string, fn func(r *Replay, modified time.Time) T,
	seeds func(f *File, e *Entropy) T) []Scanned[T] {
	return scan(c, paths, fn, func(f *File, upTo int) (*Replay, error) {
		r, err := replayReadable(f, upTo)
		if errors.Is(err, ErrWaitingSeeds) {
			return nil, awaitingSeeds{f}
		}
		return r, err
	}, seeds)
}

// scan is Scan, replaying each game with replay.
func scan[T any](c Games, paths []string, fn func(r *Replay, modified time.Time) T, replay func(*File, int) (*Replay, error),
	seeds func(*File, *Entropy) T) []Scanned[T] {
	out := make([]Scanned[T], len(paths))
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), max(len(paths), 1)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				out[i] = scanOne(c, paths[i], fn, replay)
				if w, ok := out[i].Err.(awaitingSeeds); ok && seeds != nil {
					out[i].Value, out[i].Err = sumUp(w, seeds)
				}
			}
		}()
	}
	for i := range paths {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return out
}

// scanOne loads, replays and summarises the game file at path.
func scanOne[T any](c Games, path string, fn func(*Replay, time.Time) T, replay func(*File, int) (*Replay, error)) Scanned[T] {
	s := Scanned[T]{Path: path}
	f, err := c.Load(path)
	if err != nil {
		s.Err = err
		return s
	}
	r, err := replay(f, -1)
	if err != nil {
		s.Err = err
		return s
	}
	info, err := os.Stat(path)
	if err != nil {
		s.Err = fmt.Errorf("%w: %w", ErrGameFile, err)
		return s
	}
	s.Value = fn(r, info.ModTime())
	return s
}

// replayReadable is ReplayQuiet for a summary, which shows only what every
// player may see: a sealed game without its key is read by its public
// replay.
func replayReadable(f *File, upTo int) (*Replay, error) {
	f.AllowPublic = true
	return f.ReplayQuiet(upTo)
}
