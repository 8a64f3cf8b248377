package pbem

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// The contributions of the test vector (docs/file-format.md, "Randomness").
const (
	annEntropy = "00112233445566778899aabbccddeeff"
	bobEntropy = "ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100"
	cidEntropy = "0123456789abcdef0123456789abcdef"
)

// TestDeriveSeedVector pins the derivation: host seed 00 01 … 1f, Ann's
// 16 bytes and Bob's 32, as docs/file-format.md gives them (computed
// independently with Python's hashlib).
func TestDeriveSeedVector(t *testing.T) {
	host, err := ParseSeed(testSeed)
	require.NoError(t, err)
	ann, _ := hex.DecodeString(annEntropy)
	bob, _ := hex.DecodeString(bobEntropy)
	got := DeriveSeed(host, []Contribution{{Name: "Ann", Entropy: ann}, {Name: "Bob", Entropy: bob}})
	assert.Equal(t, "f87db405e4f8e803113eb2b7ff3243cb6ef0a8ce0766d925ea87566ae2d9ea66", got.String())
	assert.Equal(t, host, DeriveSeed(host, nil), "no contribution: the host's seed itself")
}

// newAwaiting creates a sealed Palazzo game for Ann, Bob and Cid that
// awaits their seeds, with the test seed as the host's, at path.
func newAwaiting(t *testing.T, path string, change func(*NewGame)) *File {
	t.Helper()
	req := NewGame{Game: "palazzo", Players: []string{"Ann", "Bob", "Cid"}, Seed: testSeed, Now: testNow,
		Out: path, Sealed: true, AwaitSeeds: true}
	if change != nil {
		change(&req)
	}
	f, err := palazzoGames.CreateAwaiting(req)
	require.NoError(t, err)
	return f
}

// giveSeed records name's seed, requiring it to be accepted.
func giveSeed(t *testing.T, path, name, entropy string) *SeedResult {
	t.Helper()
	res, err := palazzoGames.GiveSeed(path, SeedRequest{As: name, Entropy: entropy, Now: testNow})
	require.NoError(t, err)
	return res
}

// views returns every seat's view of r's game, as JSON: the deal.
func views(t *testing.T, r *Replay) string {
	t.Helper()
	var b strings.Builder
	for s := range len(r.File.Header.Players) {
		j, err := json.Marshal(r.State.View(engine.Seat(s)))
		require.NoError(t, err)
		b.Write(j)
	}
	return b.String()
}

// derivedDeal is the deal of an open game whose seed is DeriveSeed's.
func derivedDeal(t *testing.T, cs ...Contribution) string {
	t.Helper()
	host, _ := ParseSeed(testSeed)
	seed := DeriveSeed(host, cs)
	r, err := palazzoGames.Create(NewGame{Game: "palazzo", Players: []string{"Ann", "Bob", "Cid"}, Seed: seed.String(),
		Now: testNow, Out: filepath.Join(t.TempDir(), "open.pbem")})
	require.NoError(t, err)
	return views(t, r)
}

// contribution is name's entropy, decoded.
func contribution(name, digits string) Contribution {
	b, _ := hex.DecodeString(digits)
	return Contribution{Name: name, Entropy: b}
}

func TestAwaitSeedsDealsWhenAllGave(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	f := newAwaiting(t, path, nil)
	assert.Contains(t, string(f.Src), "await_seeds = true")
	assert.NotContains(t, string(f.Src), testSeed, "the host's seed is sealed")
	_, err := palazzoGames.Load(path)
	require.NoError(t, err)
	_, err = loadReplay(t, path)
	require.ErrorIs(t, err, ErrWaitingSeeds)
	assert.Contains(t, err.Error(), "waiting for the players' seeds (0 of 3 given)")

	res := giveSeed(t, path, "bob", strings.ToUpper(bobEntropy))
	assert.False(t, res.Dealt)
	assert.Equal(t, "!Bob: seed "+bobEntropy+" @2026-11-21T23:55:00Z", res.Line)
	_, err = loadReplay(t, path)
	assert.ErrorContains(t, err, "(1 of 3 given)")
	giveSeed(t, path, "Ann", annEntropy)
	res = giveSeed(t, path, "Cid", "")
	require.True(t, res.Dealt)
	assert.Equal(t, "!Cid: seed @2026-11-21T23:55:00Z", res.Line)

	r, err := loadReplay(t, path)
	require.NoError(t, err)
	want := derivedDeal(t, contribution("Ann", annEntropy), contribution("Bob", bobEntropy))
	assert.Equal(t, want, views(t, r), "the deal is Setup's from DeriveSeed's seed, the players in seat order")
	host, _ := ParseSeed(testSeed)
	assert.NotEqual(t, host, r.Seed)

	_, err = palazzoGames.GiveSeed(path, SeedRequest{As: "Ann", Entropy: annEntropy})
	assert.ErrorIs(t, err, engine.ErrIllegal, "a seed after the deal")
	assert.ErrorContains(t, err, "dealt already")
}

// loadReplay loads and replays the game at path.
func loadReplay(t *testing.T, path string) (*Replay, error) {
	t.Helper()
	f, err := palazzoGames.Load(path)
	require.NoError(t, err)
	return f.Replay(-1)
}

func TestSeedArrivalOrderDoesNotCount(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.pbem"), filepath.Join(dir, "b.pbem")
	newAwaiting(t, a, nil)
	newAwaiting(t, b, nil)
	giveSeed(t, a, "Ann", annEntropy)
	giveSeed(t, a, "Bob", bobEntropy)
	giveSeed(t, a, "Cid", cidEntropy)
	giveSeed(t, b, "Cid", cidEntropy)
	giveSeed(t, b, "Bob", bobEntropy)
	giveSeed(t, b, "Ann", annEntropy)
	ra, err := loadReplay(t, a)
	require.NoError(t, err)
	rb, err := loadReplay(t, b)
	require.NoError(t, err)
	assert.Equal(t, ra.Seed, rb.Seed)
	assert.Equal(t, views(t, ra), views(t, rb))
}

func TestSecondSeedRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	newAwaiting(t, path, nil)
	giveSeed(t, path, "Ann", annEntropy)
	before := readFile(t, path)
	_, err := palazzoGames.GiveSeed(path, SeedRequest{As: "Ann", Entropy: cidEntropy})
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.ErrorContains(t, err, "Ann gave a seed already")
	_, err = palazzoGames.GiveSeed(path, SeedRequest{As: "Bob", Entropy: "12"})
	assert.ErrorIs(t, err, ErrUsage, "too short")
	assert.Equal(t, before, readFile(t, path))

	// A second line written by hand is refused where it stands.
	require.NoError(t, os.WriteFile(path, []byte(before+"!Ann: seed "+cidEntropy+"\n"), 0o644))
	_, err = loadReplay(t, path)
	assert.ErrorContains(t, err, "Ann gave a seed already")
}

func TestSeedCloseDealsWithoutTheMissing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	newAwaiting(t, path, func(r *NewGame) { r.SeedWait = "3d" })
	giveSeed(t, path, "Bob", bobEntropy)
	_, err := palazzoGames.GiveSeed(path, SeedRequest{As: "Ann", Entropy: annEntropy, Close: false})
	require.NoError(t, err)
	res, err := palazzoGames.GiveSeed(path, SeedRequest{Close: true, Now: testNow})
	require.NoError(t, err)
	require.True(t, res.Dealt)
	assert.Equal(t, "!seed close @2026-11-21T23:55:00Z", res.Line)
	assert.Equal(t, []string{"Cid"}, res.Entropy.Awaited)
	r, err := loadReplay(t, path)
	require.NoError(t, err)
	assert.Equal(t, derivedDeal(t, contribution("Ann", annEntropy), contribution("Bob", bobEntropy)), views(t, r))
	_, err = palazzoGames.GiveSeed(path, SeedRequest{As: "Cid", Entropy: cidEntropy})
	assert.ErrorIs(t, err, engine.ErrIllegal, "after the close")
	f, _ := palazzoGames.Load(path)
	assert.False(t, f.SeedWaitOver(testNow))
	assert.True(t, f.SeedWaitOver(testNow.Add(72*60*60*1e9)))
}

func TestSeedBadHexPlacedInCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	f := newAwaiting(t, path, nil)
	src := string(f.Src) + "!Ann: seed 00112233445566778899aabbccddeexx\n"
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	g, err := palazzoGames.Load(path)
	require.NoError(t, err)
	_, err = g.Check()
	require.Error(t, err)
	line := strings.Count(string(f.Src), "\n") + 1
	var ferr *FileError
	require.ErrorAs(t, err, &ferr)
	assert.Equal(t, line, ferr.Detail.Pos.Line)
	assert.Equal(t, 12, ferr.Detail.Pos.Col, "the column of the seed")
	assert.True(t, strings.HasPrefix(err.Error(), path+":"+strconv.Itoa(line)+":12: "), err.Error())
	assert.Contains(t, err.Error(), "is not a seed")
	assert.ErrorIs(t, err, ErrGameFile)
}

func TestEntropyAtCreation(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	r, err := palazzoGames.Create(NewGame{Game: "palazzo", Players: []string{"Ann", "Bob", "Cid"}, Seed: testSeed,
		Now: testNow, Out: path, Sealed: true, Entropy: map[string]string{"bob": bobEntropy, "Ann": annEntropy}})
	require.NoError(t, err)
	src := readFile(t, path)
	assert.Contains(t, src, "+++\n!Ann: seed "+annEntropy+" @2026-11-21T23:55:00Z\n!Bob: seed "+bobEntropy)
	assert.NotContains(t, src, "await_seeds")
	want := derivedDeal(t, contribution("Ann", annEntropy), contribution("Bob", bobEntropy))
	assert.Equal(t, want, views(t, r))
	r2, err := loadReplay(t, path)
	require.NoError(t, err)
	assert.Equal(t, want, views(t, r2))
	e, err := r2.File.Entropy()
	require.NoError(t, err)
	assert.False(t, e.Await, "given at creation")

	_, err = palazzoGames.Create(NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Now: testNow,
		Out: filepath.Join(t.TempDir(), "o.pbem"), Entropy: map[string]string{"Ann": annEntropy}})
	assert.ErrorIs(t, err, ErrUsage, "--entropy in an open game")
	_, err = palazzoGames.Create(NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Now: testNow, Sealed: true,
		Out: filepath.Join(t.TempDir(), "o.pbem"), Entropy: map[string]string{"Dan": annEntropy}})
	assert.ErrorIs(t, err, ErrUsage, "no such player")
}

// TestOldFilesReplayUnchanged: a sealed game without seed lines is dealt
// from its host's seed, as before the protocol, even with other
// meta-lines.
func TestOldFilesReplayUnchanged(t *testing.T) {
	path := newTestGame(t, func(r *NewGame) { r.Sealed = true })
	_, err := testGames.Say(path, SeatRequest{As: "Ann", Text: "hi"})
	require.NoError(t, err)
	f, err := testGames.Load(path)
	require.NoError(t, err)
	seed, err := f.Seed()
	require.NoError(t, err)
	host, _ := ParseSeed(testSeed)
	assert.Equal(t, host, seed)
}

// TestOldPbemRefusesSeedLines shows what a pbem without the seed verb
// does with a file that has seed lines: it has no handler for the verb,
// and playMeta refuses an unknown verb, so it fails instead of dealing
// from the host's seed alone. Removing the handler is exactly that pbem.
func TestOldPbemRefusesSeedLines(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	newAwaiting(t, path, nil)
	giveSeed(t, path, "Ann", annEntropy)
	giveSeed(t, path, "Bob", bobEntropy)
	giveSeed(t, path, "Cid", cidEntropy)
	saved := replayMetas[SeedVerb]
	delete(replayMetas, SeedVerb)
	defer func() { replayMetas[SeedVerb] = saved }()
	_, err := loadReplay(t, path)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `unknown meta-command "seed"`)
	var ferr *FileError
	assert.True(t, errors.As(err, &ferr), "placed in the file: %v", err)
}

// TestSeedBotsGiveNoneAndPlayAtTheDeal: a bot's seat is not awaited, and
// gives no seed; once the humans gave theirs the bot to act plays.
func TestSeedBotsGiveNoneAndPlayAtTheDeal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	f, err := palazzoGames.CreateAwaiting(NewGame{Game: "palazzo", Players: []string{"Max", "Ann"}, Seed: testSeed,
		Now: testNow, Out: path, Sealed: true, AwaitSeeds: true, Bots: map[string]int{"Max": 20}})
	require.NoError(t, err)
	e, err := f.Entropy()
	require.NoError(t, err)
	assert.Equal(t, []string{"Ann"}, e.Awaited)
	_, err = palazzoGames.GiveSeed(path, SeedRequest{As: "Max", Entropy: annEntropy})
	assert.ErrorIs(t, err, engine.ErrIllegal, "a bot gives no seed")
	res := giveSeed(t, path, "Ann", annEntropy)
	require.True(t, res.Dealt)
	require.NotEmpty(t, res.Replay.Plies, "the bot made the first decision")
	assert.Equal(t, "Max", res.Replay.Plies[0].Name)
	assert.Contains(t, readFile(t, path), "\n1 Max: ")
}
