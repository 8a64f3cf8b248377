package mailhost

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkInboxReply measures a whole reply as the host handles it:
// stored, routed, the game loaded and replayed, the player's move checked
// and written, the next player's mail composed and queued. The games
// folder holds games=N files (copies of the game under other ids); the
// game is put back before each reply, outside the timing.
func BenchmarkInboxReply(b *testing.B) {
	for _, n := range []int{1, 1000, 10000} {
		b.Run(fmt.Sprintf("games=%d", n), func(b *testing.B) {
			w := newMailWorld(b)
			if _, err := w.host.Send(w.path, ""); err != nil {
				b.Fatal(err)
			}
			turn := w.only(annAddr)
			fillGamesFolder(b, w, n-1)
			game, err := os.ReadFile(w.path)
			if err != nil {
				b.Fatal(err)
			}
			handle := func() {
				if res := w.receive(w.reply(turn, "money", replyOptions{})); res.Outcome != OutcomeApplied {
					b.Fatalf("the reply was not applied: %s", res.String())
				}
			}
			handle() // the index made, as on a host that has run before
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				if err := os.WriteFile(w.path, game, 0o644); err != nil {
					b.Fatal(err)
				}
				w.sent()
				b.StartTimer()
				handle()
			}
		})
	}
}

// fillGamesFolder adds n copies of the world's game under other ids.
func fillGamesFolder(b *testing.B, w *mailWorld, n int) {
	b.Helper()
	src, err := os.ReadFile(w.path)
	if err != nil {
		b.Fatal(err)
	}
	id := strings.SplitN(strings.SplitN(string(src), `id = "`, 2)[1], `"`, 2)[0]
	for i := range n {
		other := strings.Replace(string(src), `id = "`+id+`"`, fmt.Sprintf(`id = "pz-%06d"`, i), 1)
		if err := os.WriteFile(filepath.Join(w.games, fmt.Sprintf("pz-%06d.pbem", i)), []byte(other), 0o644); err != nil {
			b.Fatal(err)
		}
	}
}
