package engine

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestViewHeadJSON pins the head every game's view opens with: JSON names
// people, never seats, in the order and under the names docs/json.md gives,
// and the public view's viewer is "everyone".
func TestViewHeadJSON(t *testing.T) {
	c := MustParseCatalogs([]byte(`await.bid = "bid more than {1}"`), nil)
	names := []string{"Ann", "Bob"}
	cases := []struct {
		head ViewHead
		want string
	}{
		{NewViewHead(1, names, "bid", []Seat{0}, Msg("await.bid", "7"), c.English()),
			`{"viewer":"Bob","phase":"bid","to_act":["Ann"],"awaiting":"bid more than 7"}`},
		{NewViewHead(Observer, names, "over", nil, Msg("await.bid", "7"), c.English()),
			`{"viewer":"everyone","phase":"over","to_act":[],"awaiting":"bid more than 7"}`},
	}
	for _, tc := range cases {
		out, err := json.Marshal(&tc.head)
		require.NoError(t, err)
		assert.JSONEq(t, tc.want, string(out))
		assert.Equal(t, tc.want, string(out), "the order of the fields")
	}
}

// TestViewHeadWordsAndOwns checks that the head is the view's own (a later
// change to the state's slice cannot reach it) and that AwaitingIn words
// the awaited decision in the reader's catalogue, keeping a text set by
// hand when there is no message.
func TestViewHeadWordsAndOwns(t *testing.T) {
	c := MustParseCatalogs([]byte(`await.bid = "bid more than {1}"`),
		map[string][]byte{"fr": []byte(`await.bid = "enchérir au-delà de {1}"`)})
	toAct := []Seat{1}
	h := NewViewHead(0, []string{"Ann", "Bob"}, "bid", toAct, Msg("await.bid", "7"), c.English())
	toAct[0] = 0
	assert.Equal(t, []Seat{1}, h.ToAct)
	assert.Equal(t, Seat(0), h.Viewer())
	assert.Equal(t, "enchérir au-delà de 7", h.AwaitingIn(c.Text("fr")))
	assert.Equal(t, "enchérir au-delà de 7", h.AwaitingIn(c.Board("fr")))
	assert.Equal(t, "build", (&ViewHead{Awaiting: "build"}).AwaitingIn(c.Text("fr")))
	assert.Equal(t, Everyone, SeatName([]string{"Ann"}, 1), "a seat outside the table")
}
