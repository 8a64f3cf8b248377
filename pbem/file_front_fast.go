package pbem

import (
	"strings"
	"time"
	"unicode/utf8"
)

// This file reads the front matter pbem writes without the TOML library:
// every command reads a game file's front matter, and decoding it with
// reflection cost as much as replaying a hundred decisions. It reads only
// the plainest shape (the one `new` writes: quoted strings without
// escapes, the variants on one line, the creation time in UTC, hints as
// true or false, the players' tables, a [settings] table) and gives up on
// anything else, which the TOML library then reads as before, with its
// errors. TestFrontFastMatchesTOML holds it to the library's answers.

// frontKind is the kind of value a key of the fast path takes.
type frontKind int

const (
	frontString frontKind = iota
	frontTime
	frontBool
	frontList
	frontInt
)

// frontKey is a key the fast path reads: its kind, its bit in the set of
// keys seen (a key given twice is for the library to refuse) and where
// its value goes: a *string, *time.Time, *bool, *[]string or *int, as
// its kind says (nil for a player's key: playerField).
type frontKey struct {
	kind  frontKind
	bit   uint
	field func(h *Header) any
}

// headerKeys are the top-level keys of the fast path; settings, data and
// tags are left to the library.
var headerKeys = map[string]frontKey{
	"format":        {frontString, 0, func(h *Header) any { return &h.Format }},
	"game":          {frontString, 1, func(h *Header) any { return &h.Game }},
	"rules":         {frontString, 2, func(h *Header) any { return &h.Rules }},
	"id":            {frontString, 3, func(h *Header) any { return &h.ID }},
	"mode":          {frontString, 4, func(h *Header) any { return &h.Mode }},
	"commitment":    {frontString, 5, func(h *Header) any { return &h.Commitment }},
	"seed":          {frontString, 6, func(h *Header) any { return &h.Seed }},
	"deadline":      {frontString, 7, func(h *Header) any { return &h.Deadline }},
	"created":       {frontTime, 8, func(h *Header) any { return &h.Created }},
	"hints":         {frontBool, 9, func(h *Header) any { return &h.Hints }},
	"variants":      {frontList, 10, func(h *Header) any { return &h.Variants }},
	"notify":        {frontString, 11, func(h *Header) any { return &h.Notify }},
	"notify_format": {frontString, 12, func(h *Header) any { return &h.NotifyFormat }},
	"away_days":     {frontInt, 13, func(h *Header) any { return &h.AwayDays }},
	"observers":     {frontList, 14, func(h *Header) any { return &h.Observers }},
	"observable":    {frontBool, 15, func(h *Header) any { return &h.Observable }},
	"await_seeds":   {frontBool, 16, func(h *Header) any { return &h.AwaitSeeds }},
	"seed_wait":     {frontString, 17, func(h *Header) any { return &h.SeedWait }},
}

// playerKeys are the keys of a [[players]] table.
var playerKeys = map[string]frontKey{
	"name":  {frontString, 0, nil},
	"email": {frontString, 1, nil},
	"lang":  {frontString, 2, nil},
	"bot":   {frontString, 3, nil},
	"tz":    {frontString, 4, nil},
	"mails": {frontString, 5, nil},
}

// playerField returns where key k of a player goes.
func playerField(p *Player, k string) *string {
	switch k {
	case "name":
		return &p.Name
	case "email":
		return &p.Email
	case "lang":
		return &p.Lang
	case "tz":
		return &p.TZ
	case "mails":
		return &p.Mails
	}
	return &p.Bot
}

// The header lines of the tables the fast path reads.
const (
	playersTable  = "[[players]]"
	settingsTable = "[settings]"
)

// frontSection is the table the lines being read belong to.
type frontSection int

const (
	inTop frontSection = iota
	inPlayers
	inSettings
)

// decodeHeaderFast decodes front, front matter of the plain shape, as
// toml.Decode would into a Header with no key left undecoded; ok is false
// when front is of any other shape (or wrong), for the library to read.
func decodeHeaderFast(front string) (h Header, ok bool) {
	if !utf8.ValidString(front) {
		return Header{}, false // a game file is checked before; the library refuses any other text
	}
	var seen uint // the keys of the table being read
	section := inTop
	for rest := front; rest != ""; {
		line, after, _ := strings.Cut(rest, "\n")
		rest = after
		line = strings.Trim(line, " \t")
		switch {
		case line == "":
			continue
		case line == playersTable:
			h.Players = append(h.Players, Player{})
			section, seen = inPlayers, 0
			continue
		case line == settingsTable && h.Settings == nil:
			h.Settings = map[string]string{}
			section = inSettings
			continue
		}
		key, value, ok := splitFrontLine(line)
		if !ok || !h.setFrontKey(section, &seen, key, value) {
			return Header{}, false
		}
	}
	if h.Settings != nil && len(h.Settings) == 0 {
		return Header{}, false // an empty table: left to the library
	}
	return h, true
}

// setFrontKey stores key = value, a line of section, in h; false when
// the fast path does not read it. seen holds the keys of the table read
// so far: a key given twice is for the library to refuse.
func (h *Header) setFrontKey(section frontSection, seen *uint, key, value string) bool {
	if section == inSettings {
		s, ok := plainString(value)
		if _, twice := h.Settings[key]; !ok || twice {
			return false
		}
		h.Settings[key] = s
		return true
	}
	keys := headerKeys
	if section == inPlayers {
		keys = playerKeys
	}
	k, known := keys[key]
	if !known || *seen&(1<<k.bit) != 0 {
		return false
	}
	*seen |= 1 << k.bit
	return setFrontValue(h, section == inPlayers, key, k, value)
}

// splitFrontLine splits a line `key = value` whose key is bare and lower
// case (TOML matches keys to fields ignoring case: "Game" is left to it),
// with digits, '-' and '_' as a setting's may have.
func splitFrontLine(line string) (key, value string, ok bool) {
	i := 0
	for i < len(line) && (line[i] >= 'a' && line[i] <= 'z' || line[i] >= '0' && line[i] <= '9' || line[i] == '-' || line[i] == '_') {
		i++
	}
	key = line[:i]
	rest := strings.TrimLeft(line[i:], " \t")
	if key == "" || !strings.HasPrefix(rest, "=") {
		return "", "", false
	}
	return key, strings.TrimLeft(rest[1:], " \t"), true
}

// setFrontValue stores value, the text after key's "=", in h; false
// when it is not of the plain shape of key's kind.
func setFrontValue(h *Header, inPlayers bool, key string, k frontKey, value string) bool {
	if inPlayers { // a player's keys are all strings
		s, ok := plainString(value)
		if ok {
			*playerField(&h.Players[len(h.Players)-1], key) = s
		}
		return ok
	}
	var ok bool
	switch field := k.field(h).(type) {
	case *string:
		*field, ok = plainString(value)
	case *time.Time:
		*field, ok = plainTime(value)
	case *[]string:
		*field, ok = plainList(value)
	case *int:
		*field, ok = plainInt(value)
	case *bool:
		*field, ok = value == "true", value == "true" || value == "false"
	}
	return ok
}

// plainInt reads a decimal integer of at most nine digits, as pbem
// writes them: 0, 21, -1. Signs, underscores, leading zeros and other
// bases are left to the library.
func plainInt(value string) (int, bool) {
	digits := strings.TrimPrefix(value, "-")
	if digits == "" || len(digits) > 9 || digits[0] == '0' && (len(digits) > 1 || digits != value) {
		return 0, false
	}
	n := 0
	for i := 0; i < len(digits); i++ {
		c := digits[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if digits != value {
		n = -n
	}
	return n, true
}

// plainString reads a TOML basic string with no escape, alone on its
// line: `"text"`. Its text is a piece of the front matter, not a copy.
func plainString(value string) (string, bool) {
	if len(value) < 2 || value[0] != '"' || value[len(value)-1] != '"' {
		return "", false
	}
	s := value[1 : len(value)-1]
	for i := 0; i < len(s); i++ {
		// A quote or a backslash inside, or a control character TOML
		// refuses (a tab is allowed): the library reads or refuses it.
		if c := s[i]; c == '"' || c == '\\' || c == 0x7f || (c < 0x20 && c != '\t') {
			return "", false
		}
	}
	return s, true
}

// plainTime reads a date and time in UTC to the second, as pbem writes
// them: 2026-11-22T00:45:00Z, every digit in place.
func plainTime(value string) (time.Time, bool) {
	const layout = "dddd-dd-ddTdd:dd:ddZ"
	if len(value) != len(layout) {
		return time.Time{}, false
	}
	for i := 0; i < len(layout); i++ {
		if c := value[i]; layout[i] == 'd' && (c < '0' || c > '9') || layout[i] != 'd' && c != layout[i] {
			return time.Time{}, false
		}
	}
	t, err := time.Parse(time.RFC3339, value) // a day or hour out of range is for the library to refuse
	return t, err == nil
}

// plainList reads an array of plain strings on one line: ["a", "b"], or
// [] (an empty list, not none: the library's answer). A trailing comma,
// a comment or a value of another kind is left to the library.
func plainList(value string) ([]string, bool) {
	if len(value) < 2 || value[0] != '[' || value[len(value)-1] != ']' {
		return nil, false
	}
	rest := value[1 : len(value)-1]
	if rest = strings.Trim(rest, " \t"); rest == "" {
		return []string{}, true
	}
	list := make([]string, 0, strings.Count(rest, ",")+1)
	for {
		if rest == "" || rest[0] != '"' {
			return nil, false
		}
		end := strings.IndexByte(rest[1:], '"') + 2 // after the closing quote
		if end == 1 {
			return nil, false
		}
		s, ok := plainString(rest[:end])
		if !ok {
			return nil, false
		}
		list = append(list, s)
		rest = strings.TrimLeft(rest[end:], " \t")
		if rest == "" {
			return list, true
		}
		if rest, ok = strings.CutPrefix(rest, ","); !ok {
			return nil, false
		}
		rest = strings.TrimLeft(rest, " \t")
	}
}
