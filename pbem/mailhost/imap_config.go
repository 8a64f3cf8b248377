package mailhost

import (
	"cmp"
	"crypto/tls"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/pbem-games/pbem/pbem"
)

// IMAPConfig says how to reach the mailbox the players' replies land in
// when the host has no mail server of its own (the [imap] table of the
// config; docs/hosting.md, "An ordinary mailbox as the host").
type IMAPConfig struct {
	// URL is imaps://[user@]host[:port][/MAILBOX] (TLS from the start,
	// port 993) or imap://… (STARTTLS required, port 143); the mailbox
	// is INBOX by default.
	URL         string `toml:"url"`
	Username    string `toml:"username"`
	Password    string `toml:"password"`
	PasswordCmd string `toml:"password_cmd"` // run by sh; its first line is the password (or the OAuth token)
	// TLS overrides the URL's choice: "starttls", "tls", or "none" (a
	// server on this machine only: nothing is encrypted).
	TLS string `toml:"tls"`
	// Auth is "" or "plain" (LOGIN with the password), or "xoauth2"
	// (the password is an OAuth access token).
	Auth       string `toml:"auth"`
	CAFile     string `toml:"ca_file"`     // PEM certificates trusted besides the system's
	ServerName string `toml:"server_name"` // the name the certificate must carry (default: the URL's host)
	Timeout    string `toml:"timeout"`     // a Go duration for connecting; default 30s
	// MaxMessages bounds how many messages one run fetches (0: 100):
	// a flood waits for the next run instead of filling memory.
	MaxMessages int `toml:"max_messages"`
}

// IMAP authentication mechanisms.
const (
	IMAPAuthPlain   = "plain"   // the LOGIN command with the password
	IMAPAuthXOAuth2 = "xoauth2" // SASL XOAUTH2 with an OAuth access token
)

// defaultIMAPMessages is how many messages a run fetches by default.
const defaultIMAPMessages = 100

// imapServer is an IMAPConfig checked and completed.
type imapServer struct {
	host, tls, username, password, auth, mailbox string
	port, maxMessages                            int
	timeout                                      time.Duration
}

// addr is host:port.
func (s imapServer) addr() string { return s.host + ":" + strconv.Itoa(s.port) }

// server checks c and fills in the defaults. It does not run password_cmd.
func (c IMAPConfig) server() (imapServer, error) {
	u, err := url.Parse(c.URL)
	if err != nil || u.Host == "" {
		return imapServer{}, pbem.Usagef("imap url %q: expected imaps://user@host[:port]/MAILBOX or imap://…", c.URL)
	}
	s := imapServer{host: u.Hostname(), tls: c.TLS, username: c.Username, password: c.Password,
		auth: cmp.Or(strings.ToLower(c.Auth), IMAPAuthPlain), mailbox: "INBOX", timeout: 30 * time.Second,
		maxMessages: cmp.Or(c.MaxMessages, defaultIMAPMessages)}
	defaultPort := 993
	switch u.Scheme {
	case "imaps":
		s.tls = cmp.Or(s.tls, TLSWrap)
	case "imap":
		s.tls, defaultPort = cmp.Or(s.tls, TLSStart), 143
	default:
		return s, pbem.Usagef("imap url %q: the scheme is imaps or imap", c.URL)
	}
	if s.tls != TLSStart && s.tls != TLSWrap && s.tls != TLSNone {
		return s, pbem.Usagef("imap tls %q: expected %s, %s or %s", s.tls, TLSStart, TLSWrap, TLSNone)
	}
	s.port = defaultPort
	if p := u.Port(); p != "" {
		if s.port, err = strconv.Atoi(p); err != nil || s.port <= 0 || s.port > 65535 {
			return s, pbem.Usagef("imap url %q: bad port", c.URL)
		}
	}
	if box := strings.Trim(u.Path, "/"); box != "" {
		s.mailbox = box
	}
	if u.User != nil {
		s.username = cmp.Or(s.username, u.User.Username())
		pw, _ := u.User.Password()
		s.password = cmp.Or(s.password, pw)
	}
	return s, s.check(c)
}

// check validates what server parsed and the settings it did not use.
func (s *imapServer) check(c IMAPConfig) error {
	if s.auth != IMAPAuthPlain && s.auth != IMAPAuthXOAuth2 {
		return pbem.Usagef("imap auth %q: expected %s or %s", c.Auth, IMAPAuthPlain, IMAPAuthXOAuth2)
	}
	if s.username == "" {
		return pbem.Usagef("imap url %q: no user: write imaps://user@host/INBOX or set [imap] username", c.URL)
	}
	if c.MaxMessages < 0 {
		return pbem.Usagef("imap max_messages = %d: a count (0: %d)", c.MaxMessages, defaultIMAPMessages)
	}
	if c.Timeout != "" {
		d, err := time.ParseDuration(c.Timeout)
		if err != nil || d <= 0 {
			return pbem.Usagef("imap timeout %q: expected a duration such as \"30s\"", c.Timeout)
		}
		s.timeout = d
	}
	return nil
}

// secret returns the password, or the first line password_cmd prints.
// It is run on every connection, since an OAuth token expires within
// the hour.
func (c IMAPConfig) secret(s imapServer) (string, error) {
	if s.password == "" && c.PasswordCmd != "" {
		return runPasswordCmd(c.PasswordCmd)
	}
	return s.password, nil
}

// tlsConfig trusts the system's certificates and those of ca_file.
func (c IMAPConfig) tlsConfig(host string) (*tls.Config, error) {
	return trustConfig(cmp.Or(c.ServerName, host), c.CAFile, "imap")
}
