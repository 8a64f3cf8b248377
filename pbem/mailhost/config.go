package mailhost

import (
	"errors"
	"io/fs"
	"net/mail"
	"path/filepath"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/pbem-games/pbem/pbem"
)

// Config is the host's mail setup, read from a TOML file
// ($XDG_CONFIG_HOME/pbem/config.toml by default) and then from
// environment variables, which win:
//
//	from = "Host <host@example.org>"  # PBEM_FROM: the sender of every mail
//	games = "/home/host/games"        # PBEM_GAMES: the folder the inbox serves
//	archive = ""                      # PBEM_ARCHIVE: default GAMES/archive
//	strangers = "drop"                # or "refuse": answer strangers or not
//	plus_address = true               # reply address host+GAME.TOKEN@…
//	max_message_size = 2097152        # bytes; larger mail is not parsed
//	max_mime_depth = 10               # multipart containers (bounds nesting)
//	max_mime_parts = 100              # MIME parts
//	archive_wait = "1m"               # wait for another inbox, then leave
//	notify_cmd = "ntfy publish …"     # PBEM_NOTIFY_CMD: run for every turn (notify_send.go)
//	notify_timeout = "10s"            # PBEM_NOTIFY_TIMEOUT: bound of each notification
//	[smtp]
//	url = "smtp://host@mail.example.org:587"  # PBEM_SMTP_URL
//	username = ""                     # PBEM_SMTP_USERNAME (default: the URL's)
//	password = ""                     # PBEM_SMTP_PASSWORD (or in the URL)
//	password_cmd = "pass show mail"   # PBEM_SMTP_PASSWORD_CMD
//	tls = ""                          # PBEM_SMTP_TLS: starttls, tls or none
//	auth = ""                         # PBEM_SMTP_AUTH: plain, login, … or none
//	ca_file = ""                      # PBEM_SMTP_CA: extra CA certificates (PEM)
//	server_name = ""                  # PBEM_SMTP_SERVER_NAME: name in the certificate
//	[imap]                            # pbem inbox --imap: see IMAPConfig
//	url = "imaps://host@imap.example.org/INBOX"  # PBEM_IMAP_URL (and PBEM_IMAP_* as for smtp)
type Config struct {
	From           string     `toml:"from"`
	Games          string     `toml:"games"`
	Archive        string     `toml:"archive"`
	Strangers      string     `toml:"strangers"`
	PlusAddress    *bool      `toml:"plus_address"`
	MaxMessageSize int        `toml:"max_message_size"`
	MaxMIMEDepth   int        `toml:"max_mime_depth"`
	MaxMIMEParts   int        `toml:"max_mime_parts"`
	ArchiveWait    string     `toml:"archive_wait"`
	NotifyCmd      string     `toml:"notify_cmd"`
	NotifyTimeout  string     `toml:"notify_timeout"`
	SMTP           SMTPConfig `toml:"smtp"`
	IMAP           IMAPConfig `toml:"imap"`
	// Path is the file the configuration was read from ("" if none).
	Path string `toml:"-"`
}

// Policies for mail from strangers (addresses of no player of the game).
const (
	StrangersRefuse = "refuse" // answer with a refusal
	// StrangersDrop archives only and answers nothing: the default, since
	// an answer to a forged sender address is backscatter.
	StrangersDrop = "drop"
)

// ConfigEnv lists the environment variables that override the file,
// with the setting each one sets.
var ConfigEnv = map[string]func(*Config) *string{
	"PBEM_FROM":              func(c *Config) *string { return &c.From },
	"PBEM_GAMES":             func(c *Config) *string { return &c.Games },
	"PBEM_ARCHIVE":           func(c *Config) *string { return &c.Archive },
	"PBEM_STRANGERS":         func(c *Config) *string { return &c.Strangers },
	"PBEM_SMTP_URL":          func(c *Config) *string { return &c.SMTP.URL },
	"PBEM_SMTP_USERNAME":     func(c *Config) *string { return &c.SMTP.Username },
	"PBEM_SMTP_PASSWORD":     func(c *Config) *string { return &c.SMTP.Password },
	"PBEM_SMTP_PASSWORD_CMD": func(c *Config) *string { return &c.SMTP.PasswordCmd },
	"PBEM_SMTP_TLS":          func(c *Config) *string { return &c.SMTP.TLS },
	"PBEM_SMTP_AUTH":         func(c *Config) *string { return &c.SMTP.Auth },
	"PBEM_SMTP_CA":           func(c *Config) *string { return &c.SMTP.CAFile },
	"PBEM_SMTP_SERVER_NAME":  func(c *Config) *string { return &c.SMTP.ServerName },
	"PBEM_NOTIFY_CMD":        func(c *Config) *string { return &c.NotifyCmd },
	"PBEM_NOTIFY_TIMEOUT":    func(c *Config) *string { return &c.NotifyTimeout },
	"PBEM_IMAP_URL":          func(c *Config) *string { return &c.IMAP.URL },
	"PBEM_IMAP_USERNAME":     func(c *Config) *string { return &c.IMAP.Username },
	"PBEM_IMAP_PASSWORD":     func(c *Config) *string { return &c.IMAP.Password },
	"PBEM_IMAP_PASSWORD_CMD": func(c *Config) *string { return &c.IMAP.PasswordCmd },
	"PBEM_IMAP_TLS":          func(c *Config) *string { return &c.IMAP.TLS },
	"PBEM_IMAP_AUTH":         func(c *Config) *string { return &c.IMAP.Auth },
	"PBEM_IMAP_CA":           func(c *Config) *string { return &c.IMAP.CAFile },
	"PBEM_IMAP_SERVER_NAME":  func(c *Config) *string { return &c.IMAP.ServerName },
}

// DefaultConfigPath returns where the configuration is looked for:
// $XDG_CONFIG_HOME/pbem/config.toml, or ~/.config/pbem/config.toml.
// getenv reads the environment.
func DefaultConfigPath(getenv func(string) string) string {
	dir := getenv("XDG_CONFIG_HOME")
	if dir == "" {
		home := getenv("HOME")
		if home == "" {
			return ""
		}
		dir = filepath.Join(home, ".config")
	}
	return filepath.Join(dir, "pbem", "config.toml")
}

// LoadConfig reads the configuration file at path, then applies the
// environment (getenv). An empty path means DefaultConfigPath, which may
// be missing; a path given explicitly must exist. Unknown keys and bad
// values are errors of class ErrUsage.
func LoadConfig(path string, getenv func(string) string) (Config, error) {
	explicit := path != ""
	if !explicit {
		path = DefaultConfigPath(getenv)
	}
	var c Config
	if path != "" {
		err := readConfig(path, &c)
		switch {
		case err == nil:
			c.Path = path
		case errors.Is(err, fs.ErrNotExist) && !explicit:
		case errors.Is(err, fs.ErrNotExist):
			return c, pbem.Usagef("config %s does not exist", path)
		default:
			return c, err
		}
	}
	for name, field := range ConfigEnv {
		if v := getenv(name); v != "" {
			*field(&c) = v
		}
	}
	for _, p := range []*string{&c.Games, &c.Archive, &c.SMTP.CAFile, &c.IMAP.CAFile} {
		*p = expandHome(*p, getenv)
	}
	return c, c.validate()
}

func readConfig(path string, c *Config) error {
	md, err := toml.DecodeFile(path, c)
	if errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if err != nil {
		return pbem.Usagef("config %s: %v", path, err)
	}
	if keys := md.Undecoded(); len(keys) > 0 {
		return pbem.Usagef("config %s: unknown key %s", path, keys[0])
	}
	return nil
}

// validate checks the values the file or the environment set.
func (c Config) validate() error {
	if c.From != "" {
		if _, err := c.Sender(); err != nil {
			return err
		}
	}
	switch c.Strangers {
	case "", StrangersRefuse, StrangersDrop:
	default:
		return pbem.Usagef("config: strangers = %q: expected %q or %q", c.Strangers, StrangersRefuse, StrangersDrop)
	}
	if c.SMTP.URL != "" {
		if _, err := c.SMTP.server(); err != nil {
			return err
		}
	}
	if c.IMAP.URL != "" {
		if _, err := c.IMAP.server(); err != nil {
			return err
		}
	}
	if c.MaxMessageSize < 0 || c.MaxMIMEDepth < 0 || c.MaxMIMEParts < 0 {
		return pbem.Usagef("config: max_message_size, max_mime_depth and max_mime_parts are counts (0: the default)")
	}
	if _, err := c.NotifyWait(); err != nil { // notify_config.go
		return err
	}
	_, err := c.Wait()
	return err
}

// Limits returns the bounds on the messages the inbox parses (defaults
// where unset).
func (c Config) Limits() MessageLimits {
	return MessageLimits{MaxSize: c.MaxMessageSize, MaxDepth: c.MaxMIMEDepth, MaxParts: c.MaxMIMEParts}.orDefault()
}

// Wait returns how long the inbox waits for the archive another inbox
// holds (0: the default).
func (c Config) Wait() (time.Duration, error) {
	if c.ArchiveWait == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(c.ArchiveWait)
	if err != nil || d <= 0 {
		return 0, pbem.Usagef("config: archive_wait = %q: expected a duration such as \"30s\" or \"2m\"", c.ArchiveWait)
	}
	return d, nil
}

// Sender returns the host's address, the From of every mail. Without
// one, there is nowhere for replies to go: that is a usage error.
func (c Config) Sender() (pbem.MailPlayer, error) {
	if c.From == "" {
		return pbem.MailPlayer{}, pbem.Usagef("no sender address: set from = \"Host <host@example.org>\" in the config, PBEM_FROM, or --from")
	}
	addr, err := mail.ParseAddress(c.From)
	if err != nil {
		return pbem.MailPlayer{}, pbem.Usagef("sender %q is not a mail address", c.From)
	}
	return pbem.MailPlayer{Name: addr.Name, Email: addr.Address}, nil
}

// DropStrangers reports whether mail from strangers is left unanswered:
// unless strangers = "refuse" turns the answers on.
func (c Config) DropStrangers() bool { return c.Strangers != StrangersRefuse }

// Plus reports whether reply addresses carry the game and the reply
// token as a plus-address (the default; turn it off for mail servers that
// do not deliver host+tag@ to host@).
func (c Config) Plus() bool { return c.PlusAddress == nil || *c.PlusAddress }

// ArchiveDir returns the archive Maildir of the games folder games.
func (c Config) ArchiveDir(games string) string {
	if c.Archive != "" {
		return c.Archive
	}
	return filepath.Join(games, "archive")
}

// expandHome turns a leading "~/" into the home directory, since config
// files are written by hand and shells do not expand them there.
func expandHome(path string, getenv func(string) string) string {
	if rest, ok := strings.CutPrefix(path, "~/"); ok && getenv("HOME") != "" {
		return filepath.Join(getenv("HOME"), rest)
	}
	return path
}
