package pbem

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	mrand "math/rand/v2"
	"strconv"
	"strings"
)

// Seed is the 32 bytes all of a game's chance comes from.
type Seed [32]byte

// commitmentPrefix starts a sealed game's commitment.
const commitmentPrefix = "sha256:"

// NewSeed returns a seed from the operating system's secure source.
func NewSeed() (Seed, error) {
	var s Seed
	if _, err := rand.Read(s[:]); err != nil {
		return s, fmt.Errorf("new seed: %w", err)
	}
	return s, nil
}

// ParseSeed reads a seed written as 64 hexadecimal digits (either case,
// surrounding blanks ignored).
func ParseSeed(text string) (Seed, error) {
	var s Seed
	digits := strings.TrimSpace(text)
	if len(digits) != 2*len(s) {
		return Seed{}, errSeedDigits
	}
	for i := range s { // into the seed, not a new slice: every replay reads its seed
		hi, lo := hexValues[digits[2*i]], hexValues[digits[2*i+1]]
		if hi|lo > 0xf {
			return Seed{}, errSeedDigits
		}
		s[i] = hi<<4 | lo
	}
	return s, nil
}

// errSeedDigits is ParseSeed's refusal.
var errSeedDigits = fmt.Errorf("a seed is %d hexadecimal digits", 2*len(Seed{}))

// hexValues holds the value of each hexadecimal digit of either case, as
// encoding/hex reads them, and 0xff for every other byte.
var hexValues = func() (t [256]byte) {
	for c := range t {
		switch {
		case '0' <= c && c <= '9':
			t[c] = byte(c - '0')
		case 'a' <= c && c <= 'f':
			t[c] = byte(c - 'a' + 10)
		case 'A' <= c && c <= 'F':
			t[c] = byte(c - 'A' + 10)
		default:
			t[c] = 0xff
		}
	}
	return t
}()

// SeedFromText returns the seed that text names, as `new --seed` reads
// it: 64 hexadecimal digits (either case, surrounding blanks ignored) are
// the seed itself; any other text, taken exactly as given, is hashed into
// one with SHA-256, so that a short word ("7", "lunch") names a full seed
// anyone can recompute (printf %s 7 | sha256sum). hashed reports which.
func SeedFromText(text string) (seed Seed, hashed bool) {
	if s, err := ParseSeed(text); err == nil {
		return s, false
	}
	return Seed(sha256.Sum256([]byte(text))), true
}

// String returns the seed as 64 lower-case hexadecimal digits.
func (s Seed) String() string { return hex.EncodeToString(s[:]) }

// Commitment returns "sha256:" and the hex SHA-256 of the seed's bytes. It
// is published in a sealed game's file so that the seed revealed at the
// end can be checked against it.
func (s Seed) Commitment() string {
	sum := sha256.Sum256(s[:])
	return commitmentPrefix + hex.EncodeToString(sum[:])
}

// Rand returns the random stream for decision ply (0 is the setup): ChaCha8
// seeded with SHA-256(seed bytes ‖ "ply" ‖ ply in decimal). Every decision
// gets its own stream so that a replay draws exactly what the game drew,
// whatever earlier decisions consumed.
//
// The stream is made on first use: most decisions (a bid, a placement)
// draw nothing, and replaying a file should not pay a SHA-256 and a ChaCha8
// key schedule for each of them. The numbers drawn are the same either way.
func (s Seed) Rand(ply int) *mrand.Rand {
	r, _ := s.drawn(ply)
	return r
}

// drawn is Rand, with a report of whether anything was drawn from the
// stream since: a decision that drew (a card from a deck, a die) may have
// shown someone what was drawn.
func (s Seed) drawn(ply int) (*mrand.Rand, func() bool) {
	src := &lazySource{seed: s, ply: ply}
	return mrand.New(src), func() bool { return src.src != nil }
}

// streamKey is the ChaCha8 key of decision ply's stream.
func (s Seed) streamKey(ply int) [32]byte {
	msg := make([]byte, 0, len(s)+24)
	msg = append(msg, s[:]...)
	msg = append(msg, "ply"...)
	msg = strconv.AppendInt(msg, int64(ply), 10)
	return sha256.Sum256(msg)
}

// lazySource is decision ply's ChaCha8 stream, keyed when first read.
type lazySource struct {
	seed Seed
	ply  int
	src  *mrand.ChaCha8
}

// Uint64 returns the next number of the stream, keying it on first use.
func (l *lazySource) Uint64() uint64 {
	if l.src == nil {
		l.src = mrand.NewChaCha8(l.seed.streamKey(l.ply))
	}
	return l.src.Uint64()
}

// stream is decision ply's stream like lazySource, made to be used for
// one decision after another: a replay keys it again for each decision
// (at) instead of making a new source and a new Rand per decision, which
// were two allocations of every decision replayed. A math/rand/v2 Rand
// holds nothing but its source, and ChaCha8.Seed starts the stream as
// NewChaCha8 does, so the numbers drawn are the same.
type stream struct {
	seed  Seed
	ply   int
	keyed bool
	src   mrand.ChaCha8
	rand  *mrand.Rand
}

// newStream returns a stream, to be set to a decision with at.
func newStream() *stream {
	s := &stream{}
	s.rand = mrand.New(s)
	return s
}

// at sets the stream to decision ply's of seed, from its start, and
// returns it. What at returned before must no longer be used.
func (s *stream) at(seed Seed, ply int) *mrand.Rand {
	s.seed, s.ply, s.keyed = seed, ply, false
	return s.rand
}

// drew reports whether anything was drawn since the last at.
func (s *stream) drew() bool { return s.keyed }

// Uint64 returns the next number of the stream, keying it on first use.
func (s *stream) Uint64() uint64 {
	if !s.keyed {
		s.src.Seed(s.seed.streamKey(s.ply))
		s.keyed = true
	}
	return s.src.Uint64()
}

// gameIDDigits is how many hex digits of the commitment a game id has:
// 48 bits, so that among the games a host keeps in one folder over its
// lifetime two are very unlikely to draw the same id (docs/hosting.md
// gives the odds); `new` and `selfplay --out` still check the folder
// (spool_ids.go). Older files keep the 6 digits they were written with.
const gameIDDigits = 12

// GameID returns the id of a game with this seed: prefix, a dash and the
// first 12 hex digits of the commitment. It is derived from the
// commitment, which is public anyway, so it tells nothing about the seed.
func (s Seed) GameID(prefix string) string { return s.gameIDs(prefix)[0] }

// gameIDs returns the ids a game with this seed may take, best first:
// GameID, then ids from the next digits of the commitment, for a folder
// that holds GameID already (the same seed given twice, or a clash).
func (s Seed) gameIDs(prefix string) []string {
	hexits := strings.TrimPrefix(s.Commitment(), commitmentPrefix)
	var ids []string
	for at := 0; at+gameIDDigits <= len(hexits); at += gameIDDigits {
		ids = append(ids, prefix+"-"+hexits[at:at+gameIDDigits])
	}
	return ids
}
