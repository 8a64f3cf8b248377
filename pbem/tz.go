package pbem

import (
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds how times are printed for people (issue 26, time
// zones): a mail prints them in its reader's zone (the player's tz key),
// the terminal in UTC, and always with the zone said, since a bare
// "2026-11-28 08:32" is an hour or nine off for half the table. JSON
// output stays RFC 3339.

// stampLayout is the form of a time printed for people, to the minute,
// before its zone: the form the mails used before they had zones.
const stampLayout = "2006-01-02 15:04"

// StampUTC writes t in UTC, labelled: "2026-11-28 08:32 UTC". Terminal
// output (status, list, remind) prints times so.
func StampUTC(t time.Time) string {
	return StampIn(t, time.UTC)
}

// StampIn writes t in the zone loc, labelled with the zone's
// abbreviation: "2026-11-29 09:32 CET" in winter, "2026-07-01 10:00
// CEST" in summer. A zone the database names only by its offset ("+04")
// is labelled "UTC+04", so that the label never reads as a bare number.
func StampIn(t time.Time, loc *time.Location) string {
	if loc == nil {
		loc = time.UTC
	}
	t = t.In(loc)
	abbr, _ := t.Zone()
	if abbr == "" || strings.HasPrefix(abbr, "+") || strings.HasPrefix(abbr, "-") {
		abbr = "UTC" + t.Format("-07:00")
		abbr = strings.TrimSuffix(abbr, ":00")
	}
	return t.Format(stampLayout) + " " + abbr
}

// ZoneOf returns the time zone of the player of seat s: their tz key,
// UTC when they have none (or s is no player's seat). A tz that does not
// load gives UTC too: check refuses such a file, and a mail is better
// sent in UTC, labelled so, than not at all.
func (f *File) ZoneOf(s engine.Seat) *time.Location {
	if s < 0 || int(s) >= len(f.Header.Players) {
		return time.UTC
	}
	loc, err := LoadZone(f.Header.Players[s].TZ)
	if err != nil {
		return time.UTC
	}
	return loc
}

// StampFor writes t for the player of seat s, in their zone.
func (f *File) StampFor(s engine.Seat, t time.Time) string {
	return StampIn(t, f.ZoneOf(s))
}

// ParseZone reads a time zone given by a person (`new --tz`, `!tz`,
// `pbem tz`): an IANA name, as LoadZone takes it, or "UTC". It returns
// the name as the front matter records it: "" for UTC, which is the
// default and needs no key.
func ParseZone(name string) (string, error) {
	name = strings.TrimSpace(name)
	if strings.EqualFold(name, "UTC") || strings.EqualFold(name, "none") {
		return "", nil
	}
	loc, err := LoadZone(name)
	if err != nil || name == "" {
		return "", Usagef("%s is not a time zone: expected an IANA name such as \"Europe/Paris\", or UTC", notation.Quote(name))
	}
	return loc.String(), nil
}

// setZones records each named player's time zone at `new`, refusing
// unknown names and zones.
func setZones(players []Player, zones map[string]string) error {
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = p.Name
	}
	for name, zone := range zones {
		i := indexFold(names, name)
		if i < 0 {
			return Usagef("--tz %s=%s: no player is named %q", name, zone, name)
		}
		tz, err := ParseZone(zone)
		if err != nil {
			return Usagef("--tz %s=%s: %v", name, zone, err)
		}
		players[i].TZ = tz
	}
	return nil
}
