package pbem

import "strings"

// seatWording words the meta-lines of meta_seat.go for log, in English:
// "Bob resigns", "Ann says: back on Monday", "the host gives Bob's seat
// to Dan". The undo engineer's log_meta.go shows meta-lines in place; its
// metaWording map takes these entries, one a verb.
var seatWording = map[string]func(m MetaLine) string{
	ResignVerb: func(m MetaLine) string { return m.Name + " resigns: their seat plays on by the rules" },
	SayVerb:    func(m MetaLine) string { return m.Name + " says: " + m.Comment },
	ReplaceVerb: func(m MetaLine) string {
		if len(m.Args) != 2 {
			return "the host replaces a player: " + strings.Join(m.Args, " ")
		}
		return "the host gives " + m.Args[0] + "'s seat to " + m.Args[1]
	},
}
