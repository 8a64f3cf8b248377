package report

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// replayPageDigests are the SHA-256 of the replay pages of the four
// examples, whole ("finished") and cut at half their decisions ("mid", as
// pbem/internal/cmdratio cuts them), for the public in English and in
// French and for Bob in English, as `pbem export --format html` wrote them
// before the page was made faster (issue 24): the speed-ups must not
// change a byte of any page.
var replayPageDigests = map[string]string{
	"leonardo-4p finished bob":  "e3e4c1e634af4321a65c46087befd589051670b679a716e2aa99db004c944a8b",
	"leonardo-4p finished fr":   "b5b8426f8a76b9602e70a05b0fb834bdf149b26f60f7d517b87bb3f90ed15718",
	"leonardo-4p finished en":   "bbaa6bf32a72f190b5b2769a49f3906a7c4ad5ccc1a4d001895ae34d3d241c82",
	"leonardo-4p mid bob":       "54768b05993ac5745f0aa37cda55f05d7e0d6ed0a00152162080cd351af44669",
	"leonardo-4p mid fr":        "3f329ef14ad6731cfd5f55db5ed3c2231b1860ef21817ab0864821b2f596918f",
	"leonardo-4p mid en":        "696afab77610c69d18295c7b392be045720af04061c785638a81b24ae3e4237c",
	"palazzo-3p finished bob":   "530dd0f2b9e6aba0528ae9c45b848b20cb5d5e110990e6562bf21d30b9ee9898",
	"palazzo-3p finished fr":    "20766dd4faf0706a160f96d3dc13c88deb64f18caa361273dde9849985cf736c",
	"palazzo-3p finished en":    "aefebb2034c54d050ab1ae22361279dd2c0bce41e666387a567cd3e579665d1c",
	"palazzo-3p mid bob":        "5a50c8d5abd0312c7ddd5b317d0362e92cc58408dda250ce5a39b0862ea3bf84",
	"palazzo-3p mid fr":         "34ae68a51645373e324ae7276c0933cea447e4900567a4b0962ed16880c30f03",
	"palazzo-3p mid en":         "b58338eee30cf5ae0cec79cdccc87e3170ae8186f299022ac2cf6a471d5d5fe3",
	"patrician-4p finished bob": "40e8c7a5515d9655b87de842a81e412c5db87d38af40f3a6e8cc53b38df0dd26",
	"patrician-4p finished fr":  "a5afd77212e01c0608e84a15135d365dc894fbdf1dad1a7d6968d34e5966f750",
	"patrician-4p finished en":  "0eaed9fb150eb07585db413aeebe6cf1ef7d462a53212a907d3eafb026bc3d27",
	"patrician-4p mid bob":      "d21c3bb5ae0b0d714a5cd9563fac1ea877e181aa2259405abaa9f95ea186a767",
	"patrician-4p mid fr":       "0703283db0a7034b5ec44824e97e4a3289d929d64e179d23de2c767415adf3a6",
	"patrician-4p mid en":       "63a24f0aa9686297e8602d784e13080e6e0c1847e627137db20af25a3ab5d662",
	"princes-4p finished bob":   "4e87503e867a8e13164b17b0d3b50f767efef7d9bf4ac999d884b89c747246b4",
	"princes-4p finished fr":    "27503669bd2d1e74fc34e008b93235567cc27d6c61bc69dae015f4a293370743",
	"princes-4p finished en":    "ef62493d3793b576db1d2fb8490af8b70669e311185b497c1429ebf05eb6a406",
	"princes-4p mid bob":        "8844c77fa8305606972c0c4349b47a50a8d4d14fadc10ac5d7da79412307b78c",
	"princes-4p mid fr":         "4df9fbf860cdb643727c03c0166f5baa9dfeadd4d3158241898d0d022b635d9c",
	"princes-4p mid en":         "473726d1185ed7de31df69a44053e18ad4d746eff0c6539289c19c46acc4668b",
}

// decisionLine matches a record line that holds a decision, as
// pbem/internal/cmdratio finds them to cut a game at half.
var decisionLine = regexp.MustCompile(`(?m)^[0-9]+ [^\n]*\n`)

// TestReplayPagesArePinned writes the replay page of each example, whole
// and cut at half, for the public in two languages and for one player,
// and compares its digest with the page written by the code before the
// page's speed-ups (replayPageDigests).
func TestReplayPagesArePinned(t *testing.T) {
	if testing.Short() {
		t.Skip("24 pages of up to 250 pictures")
	}
	for _, game := range []string{"leonardo-4p", "palazzo-3p", "patrician-4p", "princes-4p"} {
		src, err := os.ReadFile("../../examples/" + game + ".pbem")
		require.NoError(t, err)
		lines := decisionLine.FindAllIndex(src, -1)
		require.Greater(t, len(lines), 2)
		for stage, text := range map[string][]byte{"finished": src, "mid": src[:lines[len(lines)/2][0]]} {
			f, err := testkit.RealGames.Parse(game+".pbem", text)
			require.NoError(t, err)
			bob, err := f.SeatOf("Bob")
			require.NoError(t, err)
			for _, c := range []struct {
				name string
				seat engine.Seat
				lang pbem.Lang
			}{{"en", engine.Observer, pbem.English}, {"fr", engine.Observer, pbem.French}, {"bob", bob, pbem.English}} {
				key := game + " " + stage + " " + c.name
				page, err := ReplayPageOf(f, c.seat, c.lang)
				require.NoError(t, err, key)
				var b bytes.Buffer
				require.NoError(t, page.WriteHTML(&b), key)
				sum := sha256.Sum256(b.Bytes())
				assert.Equal(t, replayPageDigests[key], hex.EncodeToString(sum[:]), key)
			}
		}
	}
}
