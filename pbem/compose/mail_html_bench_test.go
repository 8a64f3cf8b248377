package compose

import (
	"bytes"
	"testing"
	"time"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// BenchmarkMailHTML composes and writes the turn mail of the player to act
// in the middle of examples/princes-4p.pbem (the largest picture), as
// `pbem mail --format eml` does once the game is replayed: the view and
// its picture, the text and HTML parts and the board's PNG, which is most
// of its cost.
func BenchmarkMailHTML(b *testing.B) {
	f, err := testkit.RealGames.Load("../../examples/princes-4p.pbem")
	if err != nil {
		b.Fatal(err)
	}
	r, err := f.Replay(40)
	if err != nil {
		b.Fatal(err)
	}
	s := r.State.ToAct()[0]
	from := pbem.MailPlayer{Name: "Host", Email: "host@example.org"}
	date := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	var out bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		d := MailDataOf(r, s, from, date)
		d.To.Email = "player@example.org" // the example's players have no addresses
		m, err := ComposeMail(d)
		if err != nil {
			b.Fatal(err)
		}
		out.Reset()
		if err := m.WriteEML(&out); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(out.Len()), "bytes/mail")
}
