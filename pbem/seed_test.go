package pbem

import (
	"crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/internal/dicegame"
)

func TestParseSeed(t *testing.T) {
	s, err := ParseSeed(" " + testSeed + "\n")
	require.NoError(t, err)
	assert.Equal(t, byte(31), s[31])
	assert.Equal(t, testSeed, s.String())
	for _, bad := range []string{"", "00", testSeed + "00", "zz" + testSeed[2:]} {
		_, err := ParseSeed(bad)
		assert.Error(t, err, bad)
	}
}

func TestSeedFromText(t *testing.T) {
	tests := []struct {
		name, text, want string
		hashed           bool
	}{
		{"hex as it is", testSeed, testSeed, false},
		{"hex in upper case, blanks around", " " + strings.ToUpper(testSeed) + "\n", testSeed, false},
		// The sums below were computed with coreutils: printf %s 7 | sha256sum.
		{"a number", "7", "7902699be42c8a8e46fbbb4501726517e86b22c56a189f7625a6da49081b2451", true},
		{"a word", "lunch", "f3bb79e48a7a8af1d028f6acb7fa34b0c7f75da596fc205907d2a708fe28ebef", true},
		{"hex one digit short", testSeed[1:], hexSHA256(testSeed[1:]), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			seed, hashed := SeedFromText(tt.text)
			assert.Equal(t, tt.want, seed.String())
			assert.Equal(t, tt.hashed, hashed)
		})
	}
}

func hexSHA256(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

func TestCommitmentAndGameID(t *testing.T) {
	s, err := ParseSeed(testSeed)
	require.NoError(t, err)
	// sha256 of the bytes 0..31, computed independently (Python hashlib).
	const sum = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
	assert.Equal(t, "sha256:"+sum, s.Commitment())
	assert.Equal(t, "dc-630dcd2966c4", s.GameID("dc"))
}

// TestRandDerivation checks the documented derivation of a ply's stream:
// ChaCha8 keyed with sha256(seed bytes ‖ "ply" ‖ decimal ply). The hashes
// were computed independently (Python hashlib).
func TestRandDerivation(t *testing.T) {
	s, err := ParseSeed(testSeed)
	require.NoError(t, err)
	for ply, key := range map[int]string{
		0:  "67d344446043c6113fd05cf68e3c824a9826002ce6589aedeffdb4e9d1a28bb9",
		12: "f337feca6ae933f79173a21641a821fc82e397084b5164586ee082ec2f38fcd4",
	} {
		var k [32]byte
		_, err := hex.Decode(k[:], []byte(key))
		require.NoError(t, err)
		want := rand.New(rand.NewChaCha8(k))
		got := s.Rand(ply)
		for range 8 {
			assert.Equal(t, want.Uint64(), got.Uint64(), "ply %d", ply)
		}
	}
}

// TestRandGolden pins what the streams of one seed draw. The numbers are
// whatever Go's ChaCha8 gives for the keys above; math/rand/v2 promises
// that seeded sequences do not change, and if they ever did, every game
// file would replay differently, so this test must then fail.
func TestRandGolden(t *testing.T) {
	s, err := ParseSeed(testSeed)
	require.NoError(t, err)
	draw := func(ply int) []int {
		r := s.Rand(ply)
		out := make([]int, 10)
		for i := range out {
			out[i] = 1 + r.IntN(6)
		}
		return out
	}
	assert.Equal(t, goldenPly0, draw(0))
	assert.Equal(t, goldenPly1, draw(1))
	assert.NotEqual(t, draw(0), draw(1), "each ply has its own stream")
	assert.Equal(t, draw(1), draw(1), "a stream is the same every time")
}

// TestDiceDealGolden pins one seed's deal of the test game: its hidden
// cards are the first die of the setup stream, one per player.
func TestDiceDealGolden(t *testing.T) {
	r, err := openReplay(testGames, newTestGame(t, nil), -1)
	require.NoError(t, err)
	st := r.State.(*dicegame.DiceState)
	assert.Equal(t, goldenPly0[:2], st.Cards)
}

// sanity: the derivation above is not the same as hashing the seed alone.
func TestRandIsNotSeedHash(t *testing.T) {
	s, _ := ParseSeed(testSeed)
	plain := rand.New(rand.NewChaCha8(sha256.Sum256(s[:])))
	assert.NotEqual(t, plain.Uint64(), s.Rand(0).Uint64())
}

// The first ten die rolls (1 + IntN(6)) of the streams of plies 0 and 1 of
// testSeed, pinned when the derivation was written.
var (
	goldenPly0 = []int{5, 3, 4, 4, 4, 4, 1, 1, 3, 3}
	goldenPly1 = []int{6, 4, 3, 6, 6, 2, 5, 1, 3, 5}
)
