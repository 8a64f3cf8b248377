package mailhost

import (
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// notifyLeakPlies is how many random decisions of each game the leak test
// of notifications follows.
const notifyLeakPlies = 24

// TestNotifyLeaks is the leak test of notifications, for every game: along
// a random sealed game, the notification of each turn — its text, its
// three bodies, the command's environment — holds no reply token, nothing
// of the sealed key, no line of a player's private view; and its text is
// made of the template's words and of facts the public post shows (the
// game, its id, who is to act), nothing else.
func TestNotifyLeaks(t *testing.T) {
	for _, g := range testkit.RealGames {
		t.Run(g.Info().ID, func(t *testing.T) {
			t.Parallel()
			checked := notifyLeaks(t, g)
			assert.Greater(t, checked, notifyLeakPlies/2, "too few turns checked: the test proves little")
		})
	}
}

// notifyLeaks plays a random sealed game of g and checks the notification
// of each turn (see TestNotifyLeaks); it returns the turns checked.
func notifyLeaks(t *testing.T, g engine.Game) (checked int) {
	info := g.Info()
	names := []string{"Ann", "Bob", "Cid", "Dee", "Eve"}[:max(3, info.MinPlayers)]
	emails, langs := map[string]string{}, map[string]string{}
	for i, n := range names {
		emails[n] = strings.ToLower(n) + "@example.org"
		if i%2 == 1 {
			langs[n] = "fr"
		}
	}
	path := filepath.Join(t.TempDir(), "g.pbem")
	games := pbem.Games{g}
	_, err := games.Create(pbem.NewGame{Game: info.ID, Players: names, Seed: testkit.TestSeed, Now: testkit.TestNow,
		Out: path, Sealed: true, Emails: emails, Langs: langs})
	require.NoError(t, err)
	key := testkit.ReadFile(t, path+pbem.KeySuffix)
	rng := rand.New(rand.NewPCG(26, 1))
	for range notifyLeakPlies {
		f, err := games.Load(path)
		require.NoError(t, err)
		r, err := f.Replay(-1)
		require.NoError(t, err)
		if r.Over() {
			break
		}
		tokens, err := GameTokens(f)
		require.NoError(t, err)
		checkNotifyLeak(t, r, tokens, key)
		checked++
		seats := r.State.ToAct()
		s := seats[rng.IntN(len(seats))]
		legal := r.LegalTexts(s)
		_, err = games.Move(path, pbem.MoveRequest{As: f.Name(s), Moves: testkit.Inputs(legal[rng.IntN(len(legal))])})
		require.NoError(t, err)
	}
	return checked
}

// checkNotifyLeak checks the notification of the turn r is at.
func checkNotifyLeak(t *testing.T, r *pbem.Replay, tokens *Tokens, key string) {
	t.Helper()
	n, err := NotificationOf(r)
	require.NoError(t, err)
	outs := []string{n.Text, strings.Join(n.Env(), "\n")}
	for _, format := range pbem.NotifyFormats {
		body, err := n.Body(format)
		require.NoError(t, err)
		outs = append(outs, string(body))
	}
	all := strings.Join(outs, "\n")
	for _, name := range r.File.Names() {
		assert.NotContains(t, all, tokens.Of(name), "%s's reply token", name)
	}
	for _, word := range strings.Fields(key) {
		if len(word) >= 16 {
			assert.NotContains(t, all, strings.Trim(word, `"`), "the sealed key")
		}
	}
	for _, line := range privateLines(t, r, pbem.Lang(n.Lang)) {
		assert.NotContains(t, all, line, "a line of a private view")
	}
	post, err := compose.Post(r, compose.PostRequest{Format: pbem.FormatPlain, Lang: pbem.Lang(n.Lang)})
	require.NoError(t, err)
	for _, fact := range append([]string{n.Game, n.GameName}, n.ToAct...) {
		assert.Contains(t, post.Text, fact, "the notification tells what the public post does not")
	}
	assert.Equal(t, notifySkeleton(t, n), skeletonOf(n), "the text holds more than the template's words and public facts")
}

// privateLines returns the lines of each player's view, in lang, that
// the public view has not: long enough to be found by chance nowhere.
func privateLines(t *testing.T, r *pbem.Replay, lang pbem.Lang) []string {
	t.Helper()
	render := func(s engine.Seat) string {
		var b strings.Builder
		require.NoError(t, r.ViewOf(s).WriteTextIn(&b, "", pbem.FormatPlain, lang))
		return b.String()
	}
	public := render(engine.Observer)
	var lines []string
	for s := range r.File.Header.Players {
		for _, line := range strings.Split(render(engine.Seat(s)), "\n") {
			if line = strings.TrimSpace(line); len(line) >= 12 && !strings.Contains(public, line) {
				lines = append(lines, line)
			}
		}
	}
	return lines
}

// skeletonOf returns n's text with its public facts (the title, the names
// to act, the decision number) taken out.
func skeletonOf(n Notification) string {
	s := strings.Replace(n.Text, n.Title, "", 1)
	for _, name := range n.ToAct {
		s = strings.Replace(s, name, "", 1)
	}
	return strings.Replace(s, strconv.Itoa(n.Ply), "", 1)
}

// notifySkeleton returns the template's own words for n: its text worded
// with no facts at all.
func notifySkeleton(t *testing.T, n Notification) string {
	t.Helper()
	empty := Notification{Event: n.Event, Lang: n.Lang, ToAct: make([]string, len(n.ToAct))}
	d := notifyWords{Names: andList(empty.ToAct, andWord(t, n.Lang))}
	tpl, err := pbem.TemplatesOf(pbem.Lang(n.Lang))
	require.NoError(t, err)
	text, err := pbem.ExecuteString(tpl, "notify-"+n.Event, d)
	require.NoError(t, err)
	return strings.Replace(text, "0", "", 1)
}

// andWord returns the word "and" of lang's notification template.
func andWord(t *testing.T, lang string) string {
	t.Helper()
	and, err := say(pbem.Lang(lang), "notify-and", answerText{})
	require.NoError(t, err)
	return and
}

// TestNotifyLeakTestFails shows that the leak test can fail: a text that
// names Ann's token, or says more than its facts, is caught.
func TestNotifyLeakTestFails(t *testing.T) {
	w := sentWorld(t, "")
	r := w.replay()
	tokens, err := GameTokens(r.File)
	require.NoError(t, err)
	n, err := NotificationOf(r)
	require.NoError(t, err)
	n.Text += " " + tokens.Of("Ann")
	assert.NotEqual(t, notifySkeleton(t, n), skeletonOf(n))
	assert.Contains(t, strings.Join(n.Env(), "\n"), tokens.Of("Ann"))
}
