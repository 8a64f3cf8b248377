package pbem

import (
	"errors"
	"net/mail"
	"net/url"
	"slices"
	"time"
	// The time zones are embedded: a player's tz must mean the same on a
	// host with no zoneinfo files (a container, a fresh machine).
	_ "time/tzdata"

	"github.com/pbem-games/pbem/notation"
)

// This file checks the front-matter keys of hosting for chat and webmail
// users (issue 26): notify, notify_format, away_days, observers, and each
// player's tz and mails. Their behaviour lives with the mail host.

// Notification formats: the shape of the one message posted to notify.
const (
	NotifyJSON    = "json"    // pbem's own object (docs/hosting.md)
	NotifyDiscord = "discord" // a Discord webhook's {"content": …}
	NotifySlack   = "slack"   // a Slack webhook's {"text": …}
)

// NotifyFormats are the values notify_format takes ("" is NotifyJSON).
var NotifyFormats = []string{NotifyJSON, NotifyDiscord, NotifySlack}

// What a player is mailed when a decision is theirs (Player.Mails).
const (
	MailsTurns  = "turns"  // a mail for every turn: the default
	MailsDigest = "digest" // one daily list of their games
	MailsBoth   = "both"   // both
)

// MailsChoices are the values a player's mails takes ("" is MailsTurns).
var MailsChoices = []string{MailsTurns, MailsDigest, MailsBoth}

// Bounds of the hosting keys: a front matter stays small however it was
// written.
const (
	maxNotifyLen = 2048 // bytes of the notify address
	maxAwayDays  = 366  // a year's days
	maxObservers = 100  // addresses in observers
)

// validateNotify checks that notify is an http or https address with a
// host, and notify_format one of NotifyFormats.
func (h Header) validateNotify() error {
	if h.NotifyFormat != "" && !slices.Contains(NotifyFormats, h.NotifyFormat) {
		return corruptf("notify_format %s: expected one of %v", notation.Quote(h.NotifyFormat), NotifyFormats)
	}
	if h.Notify == "" {
		if h.NotifyFormat != "" {
			return corruptf("notify_format is given without notify")
		}
		return nil
	}
	if len(h.Notify) > maxNotifyLen {
		return corruptf("notify is %d bytes long: at most %d", len(h.Notify), maxNotifyLen)
	}
	u, err := url.Parse(h.Notify)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return corruptf("notify %s: expected a web address, https://…", notation.Quote(h.Notify))
	}
	return nil
}

// validateAwayDays checks away_days: 0 (no limit) to a year.
func (h Header) validateAwayDays() error {
	if h.AwayDays < 0 || h.AwayDays > maxAwayDays {
		return corruptf("away_days %d: expected 0 (no limit) to %d", h.AwayDays, maxAwayDays)
	}
	return nil
}

// validateObservers checks that each observer is one mail address, given
// once, and that there are at most maxObservers.
func (h Header) validateObservers() error {
	if len(h.Observers) > maxObservers {
		return corruptf("observers holds %d addresses: at most %d", len(h.Observers), maxObservers)
	}
	seen := map[string]bool{}
	for _, o := range h.Observers {
		a, err := mail.ParseAddress(o)
		if err != nil {
			return corruptf("observers: %s is not an address", notation.Quote(o))
		}
		if seen[a.Address] {
			return corruptf("observers: %s is given twice", notation.Quote(a.Address))
		}
		seen[a.Address] = true
	}
	return nil
}

// validatePlayerHosting checks each player's tz (an IANA zone name) and
// mails (one of MailsChoices).
func validatePlayerHosting(h Header) error {
	for i, p := range h.Players {
		if p.TZ != "" {
			if _, err := LoadZone(p.TZ); err != nil {
				return &playerKeyError{i, "tz", corruptf("tz of %s: %s is not a time zone (an IANA name such as \"Europe/Paris\")", p.Name, notation.Quote(p.TZ))}
			}
		}
		if p.Mails != "" && !slices.Contains(MailsChoices, p.Mails) {
			return &playerKeyError{i, "mails", corruptf("mails of %s: %s, expected one of %v", p.Name, notation.Quote(p.Mails), MailsChoices)}
		}
	}
	return nil
}

// LoadZone returns the time zone named name (an IANA name), UTC for "".
// Names that are paths or local files are refused: a zone comes from the
// embedded database, whatever the host has.
func LoadZone(name string) (*time.Location, error) {
	if name == "" {
		return time.UTC, nil
	}
	if name == "Local" || len(name) > 64 {
		return nil, errBadZone
	}
	return time.LoadLocation(name)
}

// errBadZone refuses a zone name LoadZone does not look up.
var errBadZone = errors.New("not a time zone name")
