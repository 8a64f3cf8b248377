package engine

// ResultText is a Result worded for a reader, as every output shows it
// and --json prints it: totals and winners by name, one line of detail a
// seat, and the tie-break used, if any.
type ResultText struct {
	Scores   map[string]int `json:"scores"`
	Winners  []string       `json:"winners"`
	Detail   []string       `json:"detail,omitempty"`
	TieBreak string         `json:"tie_break,omitempty"`
	// Names are the players in seat order, to list Scores in that order.
	Names []string `json:"-"`
}

// WordResult words r in lang for players named names (in seat order).
func (c *Catalogs) WordResult(lang string, r Result, names []string) *ResultText {
	t := &ResultText{Scores: make(map[string]int, len(r.Scores)), Winners: []string{}}
	for i, score := range r.Scores {
		name := seatName(names, i)
		t.Names = append(t.Names, name)
		t.Scores[name] = score
	}
	for _, w := range r.Winners {
		t.Winners = append(t.Winners, seatName(names, int(w)))
	}
	for _, m := range r.Detail {
		t.Detail = append(t.Detail, c.Word(lang, m))
	}
	if r.TieBreak.Key != "" {
		t.TieBreak = c.Word(lang, r.TieBreak)
	}
	return t
}

// Lines returns the detail, one line a seat, then the tie-break when one
// was used.
func (t *ResultText) Lines() []string {
	lines := append([]string{}, t.Detail...)
	if t.TieBreak != "" {
		lines = append(lines, t.TieBreak)
	}
	return lines
}

// seatName is the name of seat i, or "P<i+1>" past the names given.
func seatName(names []string, i int) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return "P" + itoa(i+1)
}
