package mailhost

import (
	"bytes"
	"cmp"
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/wneessen/go-mail"
	"github.com/wneessen/go-mail/smtp"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// SMTPConfig says how to reach the host's mail server.
type SMTPConfig struct {
	// URL is smtp://[user[:password]@]host[:port] (STARTTLS required,
	// port 587 by default) or smtps://… (TLS from the start, port 465).
	URL         string `toml:"url"`
	Username    string `toml:"username"`
	Password    string `toml:"password"`
	PasswordCmd string `toml:"password_cmd"` // run by sh; its first line is the password
	// TLS overrides the URL's choice: "starttls", "tls", or "none" (a
	// mail server on this machine only: nothing is encrypted).
	TLS        string `toml:"tls"`
	Auth       string `toml:"auth"`        // SASL mechanism; default: automatic with a username, none without
	CAFile     string `toml:"ca_file"`     // PEM certificates trusted besides the system's
	ServerName string `toml:"server_name"` // the name the certificate must carry (default: the URL's host)
	Timeout    string `toml:"timeout"`     // a Go duration; default 30s
}

// TLS modes of an SMTP connection.
const (
	TLSStart = "starttls" // plain connection upgraded with STARTTLS, which must succeed
	TLSWrap  = "tls"      // TLS from the start ("implicit TLS", smtps)
	TLSNone  = "none"     // no encryption
)

// smtpServer is an SMTPConfig checked and completed.
type smtpServer struct {
	host, tls, username, password, auth string
	port                                int
	timeout                             time.Duration
}

// server checks c and fills in the defaults. It does not run password_cmd.
func (c SMTPConfig) server() (smtpServer, error) {
	u, err := url.Parse(c.URL)
	if err != nil || u.Host == "" {
		return smtpServer{}, pbem.Usagef("smtp url %q: expected smtp://host[:port] or smtps://host[:port]", c.URL)
	}
	s := smtpServer{host: u.Hostname(), tls: c.TLS, username: c.Username, password: c.Password, auth: c.Auth, timeout: 30 * time.Second}
	defaultPort := 587
	switch u.Scheme {
	case "smtp":
		s.tls = cmp.Or(s.tls, TLSStart)
	case "smtps":
		s.tls, defaultPort = cmp.Or(s.tls, TLSWrap), 465
	default:
		return s, pbem.Usagef("smtp url %q: the scheme is smtp or smtps", c.URL)
	}
	if s.tls != TLSStart && s.tls != TLSWrap && s.tls != TLSNone {
		return s, pbem.Usagef("smtp tls %q: expected %s, %s or %s", s.tls, TLSStart, TLSWrap, TLSNone)
	}
	s.port = defaultPort
	if p := u.Port(); p != "" {
		if s.port, err = strconv.Atoi(p); err != nil {
			return s, pbem.Usagef("smtp url %q: bad port", c.URL)
		}
	}
	if u.User != nil {
		s.username = cmp.Or(s.username, u.User.Username())
		pw, _ := u.User.Password()
		s.password = cmp.Or(s.password, pw)
	}
	if c.Timeout != "" {
		if s.timeout, err = time.ParseDuration(c.Timeout); err != nil {
			return s, pbem.Usagef("smtp timeout %q: %v", c.Timeout, err)
		}
	}
	// XOAUTH2 names the account beside the token: without a user the
	// server would only say "authentication failed".
	if strings.EqualFold(s.auth, "xoauth2") && s.username == "" {
		return s, pbem.Usagef("smtp auth xoauth2 needs the account's user name: smtp://user%%40example.org@host:587 or username = in [smtp]")
	}
	return s, nil
}

// runPasswordCmd runs cmd with sh and returns the first line it prints.
func runPasswordCmd(cmd string) (string, error) {
	var stderr bytes.Buffer
	c := exec.Command("sh", "-c", cmd)
	c.Stderr = &stderr
	out, err := c.Output()
	if err != nil {
		return "", fmt.Errorf("password_cmd %q: %v: %s", cmd, err, strings.TrimSpace(stderr.String()))
	}
	first, _, _ := strings.Cut(string(out), "\n")
	return strings.TrimRight(first, "\r"), nil
}

// SMTPOutbox sends mails through the host's mail server.
type SMTPOutbox struct {
	Config SMTPConfig
}

// Send delivers mails in one SMTP session: the envelope sender is each
// mail's From address, the recipient its To address, and the data the
// bytes EML writes, so what is sent is exactly what --dry-run shows.
func (o SMTPOutbox) Send(mails []compose.Mail) error {
	raw := make([]rawMail, len(mails))
	for i, m := range mails {
		data, err := EML(m)
		if err != nil {
			return err
		}
		raw[i] = rawMail{From: m.From.Email, To: m.To.Email, Data: data}
	}
	return o.sendRaw(raw, func(int) {})
}

// sendRaw delivers mails already written in one SMTP session, calling
// sent after the server took each.
func (o SMTPOutbox) sendRaw(mails []rawMail, sent func(int)) error {
	if len(mails) == 0 {
		return nil
	}
	client, err := o.client()
	if err != nil {
		return err
	}
	ctx := context.Background()
	session, err := client.DialToSMTPClientWithContext(ctx)
	if err != nil {
		return fmt.Errorf("smtp %s: %w", client.ServerAddr(), err)
	}
	defer client.CloseWithSMTPClient(session)
	for i, m := range mails {
		if err := sendOne(session, m); err != nil {
			return fmt.Errorf("smtp %s: mail to %s: %w", client.ServerAddr(), m.To, err)
		}
		sent(i)
	}
	return client.CloseWithSMTPClient(session)
}

// sendOne runs one mail transaction in session.
func sendOne(session *smtp.Client, m rawMail) error {
	if err := session.Mail("<" + m.From + ">"); err != nil {
		return err
	}
	if err := session.Rcpt("<" + m.To + ">"); err != nil {
		return err
	}
	w, err := session.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write(m.Data); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

// client makes the go-mail client for the configured server.
func (o SMTPOutbox) client() (*mail.Client, error) {
	if o.Config.URL == "" {
		return nil, pbem.Usagef("no mail server: set [smtp] url = \"smtp://host:587\" in the config or PBEM_SMTP_URL (or use --outbox DIR)")
	}
	s, err := o.Config.server()
	if err != nil {
		return nil, err
	}
	if s.password == "" && o.Config.PasswordCmd != "" {
		if s.password, err = runPasswordCmd(o.Config.PasswordCmd); err != nil {
			return nil, err
		}
	}
	tlsConfig, err := o.tlsConfig(s.host)
	if err != nil {
		return nil, err
	}
	opts := []mail.Option{mail.WithPort(s.port), mail.WithTimeout(s.timeout), mail.WithTLSConfig(tlsConfig)}
	switch s.tls {
	case TLSStart:
		opts = append(opts, mail.WithTLSPolicy(mail.TLSMandatory))
	case TLSWrap:
		opts = append(opts, mail.WithSSL())
	case TLSNone:
		opts = append(opts, mail.WithTLSPolicy(mail.NoTLS))
	}
	authOpts, err := authOptions(s)
	if err != nil {
		return nil, err
	}
	return mail.NewClient(s.host, append(opts, authOpts...)...)
}

// authOptions returns the options for SMTP AUTH: the configured
// mechanism, or the best one the server offers when a username is set.
func authOptions(s smtpServer) ([]mail.Option, error) {
	if s.username == "" && s.auth == "" {
		return nil, nil
	}
	auth := mail.SMTPAuthAutoDiscover
	if s.auth != "" {
		if err := auth.UnmarshalString(s.auth); err != nil {
			return nil, pbem.Usagef("smtp auth %q: %v", s.auth, err)
		}
	}
	if auth == mail.SMTPAuthNoAuth {
		return nil, nil
	}
	return []mail.Option{mail.WithSMTPAuth(auth), mail.WithUsername(s.username), mail.WithPassword(s.password)}, nil
}

// tlsConfig trusts the system's certificates and those of ca_file.
func (o SMTPOutbox) tlsConfig(host string) (*tls.Config, error) {
	return trustConfig(cmp.Or(o.Config.ServerName, host), o.Config.CAFile, "smtp")
}

// trustConfig is the TLS setup of a client of the server serverName that
// trusts the system's certificates and those of the PEM file caFile (if
// any); what names the config table in errors.
func trustConfig(serverName, caFile, what string) (*tls.Config, error) {
	c := &tls.Config{ServerName: serverName, MinVersion: tls.VersionTLS12}
	if caFile == "" {
		return c, nil
	}
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, pbem.Usagef("%s ca_file: %v", what, err)
	}
	pool, err := x509.SystemCertPool()
	if err != nil {
		pool = x509.NewCertPool()
	}
	if !pool.AppendCertsFromPEM(pem) {
		return nil, pbem.Usagef("%s ca_file %s holds no PEM certificate", what, caFile)
	}
	c.RootCAs = pool
	return c, nil
}
