package examples

import (
	"os"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

func BenchmarkZZLeoQuiet(b *testing.B) {
	src, _ := os.ReadFile("leonardo-4p.pbem")
	f, err := catalog.Parse("leonardo-4p.pbem", src)
	if err != nil {
		b.Fatal(err)
	}
	seed, _ := f.Seed()
	type decision struct {
		seat engine.Seat
		text string
	}
	var moves []decision
	for _, e := range f.Record.Moves() {
		seat, _ := f.Seat(e.Name)
		moves = append(moves, decision{seat, e.Text})
	}
	streams := seed.Streams()
	for b.Loop() {
		st, _, err := f.Game.Setup(f.Options(), len(f.Header.Players), streams.Rand(0))
		if err != nil {
			b.Fatal(err)
		}
		q := st.(engine.QuietApplier)
		for i, d := range moves {
			m, err := f.Game.ParseMove(st, d.seat, d.text)
			if err == nil {
				err = q.ApplyQuiet(d.seat, m, streams.Rand(i+1))
			}
			if err != nil {
				b.Fatal(err)
			}
		}
	}
}
