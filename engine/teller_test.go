package engine

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// told is what the events of a Teller should be: each worded on its own.
func toldEvent(c *Catalog, key string, args ...string) Event {
	return Event{Text: c.Text(key, args...), Key: key, Args: args}
}

func TestTellerWordsEachEventAsText(t *testing.T) {
	en, fr := testCatalogues(t)
	for _, c := range []*Catalog{en, fr} {
		var tl Teller
		tl.Reset(c)
		tl.Tell("event.builds", "Ann", "3m2", "B")
		tl.Tell("event.starts", "Bob")
		tl.Tell("event.cards", "1")
		tl.Tell("event.cards", "4")
		tl.Tell("event.builds", "Cid") // missing arguments show
		tl.Tell("event.nothing", "a", "b")
		tl.Tell("board.odd")
		tl.TellText("event.composed", "Ann does two things", "Ann", "x")
		tl.TellWith("event.builds", 2, "Dan", "1b1", "C")
		got := tl.Events()
		want := []Event{
			toldEvent(c, "event.builds", "Ann", "3m2", "B"),
			toldEvent(c, "event.starts", "Bob"),
			toldEvent(c, "event.cards", "1"),
			toldEvent(c, "event.cards", "4"),
			toldEvent(c, "event.builds", "Cid"),
			toldEvent(c, "event.nothing", "a", "b"),
			{Text: c.Text("board.odd"), Key: "board.odd"},
			{Text: "Ann does two things", Key: "event.composed", Args: []string{"Ann", "x"}},
			{Text: c.Text("event.builds", "Dan", "1b1", "C"), Key: "event.builds", Args: []string{"Dan", "1b1"}},
		}
		assert.Equal(t, want, got, c.Lang())
		assert.Nil(t, got[6].Args, "an event without arguments has nil Args, as Event made it")
		for _, e := range got {
			assert.Equal(t, len(e.Args), cap(e.Args), "appending to one event's Args must not write into the next's")
		}
	}
}

func TestTellerKeepsOrderPastItsRoom(t *testing.T) {
	en, _ := testCatalogues(t)
	var tl Teller
	tl.Reset(en)
	var want []Event
	for i := range 3*tellEvents + 1 {
		n := strconv.Itoa(i)
		tl.Tell("event.builds", "P"+n, "t"+n, "L"+n)
		want = append(want, toldEvent(en, "event.builds", "P"+n, "t"+n, "L"+n))
	}
	long := make([]string, tellWords+1)
	for i := range long {
		long[i] = strconv.Itoa(i)
	}
	tl.Tell("event.builds", long...)
	want = append(want, toldEvent(en, "event.builds", long...))
	tl.Tell("event.starts", "Zed")
	want = append(want, toldEvent(en, "event.starts", "Zed"))
	assert.Equal(t, want, tl.Events())
}

func TestTellerEmptyAndNil(t *testing.T) {
	en, _ := testCatalogues(t)
	var tl Teller
	tl.Reset(en)
	got := tl.Events()
	require.NotNil(t, got, "no event is an empty list, not nil")
	assert.Empty(t, got)
	var none *Teller
	none.Tell("event.starts", "Ann") // a nil Teller drops what it is told
	none.TellText("event.starts", "Ann starts", "Ann")
}

func TestTellerResetForgets(t *testing.T) {
	en, fr := testCatalogues(t)
	var tl Teller
	tl.Reset(en)
	tl.Tell("event.starts", "Ann")
	tl.Reset(fr)
	tl.Tell("event.builds", "Ann", "3m2", "B")
	assert.Equal(t, []Event{toldEvent(fr, "event.builds", "Ann", "3m2", "B")}, tl.Events())
}

func BenchmarkTeller(b *testing.B) {
	en, err := ParseCatalog("en", []byte(testEN), nil)
	require.NoError(b, err)
	name := "Ann"
	for b.Loop() {
		var tl Teller
		tl.Reset(en)
		tl.Tell("event.builds", name, "3m2", "B")
		tl.Tell("event.starts", name)
		tl.Events()
	}
}

func BenchmarkEventEach(b *testing.B) {
	en, err := ParseCatalog("en", []byte(testEN), nil)
	require.NoError(b, err)
	name := "Ann"
	for b.Loop() {
		_ = []Event{en.Event("event.builds", name, "3m2", "B"), en.Event("event.starts", name)}
	}
}
