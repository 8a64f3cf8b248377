package mailhost

import (
	"io"
	"time"

	"github.com/pbem-games/pbem/pbem"
)

// maxNotifyTimeout bounds notify_timeout: a notification that takes
// minutes holds the inbox, and the game, that long.
const maxNotifyTimeout = 5 * time.Minute

// NotifyWait returns the bound of each notification, notify_timeout
// (DefaultNotifyTimeout when unset).
func (c Config) NotifyWait() (time.Duration, error) {
	if c.NotifyTimeout == "" {
		return DefaultNotifyTimeout, nil
	}
	d, err := time.ParseDuration(c.NotifyTimeout)
	if err != nil || d <= 0 || d > maxNotifyTimeout {
		return 0, pbem.Usagef("config: notify_timeout = %q: expected a duration such as \"10s\", at most %s", c.NotifyTimeout, maxNotifyTimeout)
	}
	return d, nil
}

// Notifier returns the notifier of the host c configures, logging its
// failures to log. Every host has one: a game's own notify address is
// posted to even when the host runs no notify_cmd.
func (c Config) Notifier(log io.Writer) (*Notifier, error) {
	d, err := c.NotifyWait()
	if err != nil {
		return nil, err
	}
	return &Notifier{Cmd: c.NotifyCmd, Timeout: d, Log: log}, nil
}
