package mailhost

import (
	"errors"
	"fmt"
	"net"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
)

// IMAPMailbox is a logged-in connection to the mailbox the players'
// replies land in (an ordinary Gmail or Fastmail account, say), with
// that mailbox selected.
type IMAPMailbox struct {
	client *imapclient.Client
	server imapServer
	// news gets a signal when the server says the mailbox grew, even
	// while no IDLE runs, so that a message arriving between a search
	// and the next IDLE is not waited on for nothing.
	news chan struct{}
}

// DialIMAP connects to the mailbox c describes, logs in (LOGIN, or
// AUTHENTICATE XOAUTH2 with auth = "xoauth2") and selects the mailbox.
func DialIMAP(c IMAPConfig) (*IMAPMailbox, error) {
	s, err := c.server()
	if err != nil {
		return nil, err
	}
	secret, err := c.secret(s)
	if err != nil {
		return nil, err
	}
	tlsConfig, err := c.tlsConfig(s.host)
	if err != nil {
		return nil, err
	}
	m := &IMAPMailbox{server: s, news: make(chan struct{}, 1)}
	opts := &imapclient.Options{TLSConfig: tlsConfig, Dialer: &net.Dialer{Timeout: s.timeout},
		UnilateralDataHandler: &imapclient.UnilateralDataHandler{Mailbox: m.onMailbox}}
	if m.client, err = dialIMAP(s, opts); err != nil {
		return nil, fmt.Errorf("imap %s: %w", s.addr(), err)
	}
	if err := m.login(secret); err != nil {
		m.client.Close()
		return nil, fmt.Errorf("imap %s: login as %s: %w", s.addr(), s.username, err)
	}
	if _, err := m.client.Select(s.mailbox, nil).Wait(); err != nil {
		m.Close()
		return nil, fmt.Errorf("imap %s: select %s: %w", s.addr(), s.mailbox, err)
	}
	return m, nil
}

// dialIMAP opens the connection with the TLS mode of s.
func dialIMAP(s imapServer, opts *imapclient.Options) (*imapclient.Client, error) {
	switch s.tls {
	case TLSWrap:
		return imapclient.DialTLS(s.addr(), opts)
	case TLSStart:
		return imapclient.DialStartTLS(s.addr(), opts)
	}
	return imapclient.DialInsecure(s.addr(), opts)
}

// login authenticates with the password, or with the OAuth token as
// SASL XOAUTH2 (Gmail's and Microsoft's form).
func (m *IMAPMailbox) login(secret string) error {
	if m.server.auth == IMAPAuthXOAuth2 {
		return m.client.Authenticate(xoauth2Client{user: m.server.username, token: secret})
	}
	return m.client.Login(m.server.username, secret).Wait()
}

// onMailbox notes that the server reported a change in the mailbox.
func (m *IMAPMailbox) onMailbox(data *imapclient.UnilateralDataMailbox) {
	if data.NumMessages == nil {
		return
	}
	select {
	case m.news <- struct{}{}:
	default: // a signal is already waiting
	}
}

// Close logs out and closes the connection.
func (m *IMAPMailbox) Close() error {
	lerr := m.client.Logout().Wait()
	return errors.Join(lerr, m.client.Close())
}

// unseen returns the UIDs of the messages not flagged \Seen, oldest
// first, at most max of them, and how many more there are.
func (m *IMAPMailbox) unseen(max int) ([]imap.UID, int, error) {
	data, err := m.client.UIDSearch(&imap.SearchCriteria{NotFlag: []imap.Flag{imap.FlagSeen}}, nil).Wait()
	if err != nil {
		return nil, 0, err
	}
	uids := data.AllUIDs()
	if len(uids) > max {
		return uids[:max], len(uids) - max, nil
	}
	return uids, 0, nil
}

// fetch returns the message uid without setting \Seen (BODY.PEEK), at
// most limits.MaxSize bytes and one more: the server sends no more than
// that, so a huge message costs no more than the limit, and the inbox
// sets a message cut there aside as oversized, as it does on stdin.
func (m *IMAPMailbox) fetch(uid imap.UID, limits MessageLimits) ([]byte, error) {
	limits = limits.orDefault()
	section := &imap.FetchItemBodySection{Peek: true, Partial: &imap.SectionPartial{Size: int64(limits.MaxSize) + 1}}
	cmd := m.client.Fetch(imap.UIDSetNum(uid), &imap.FetchOptions{UID: true, BodySection: []*imap.FetchItemBodySection{section}})
	defer cmd.Close()
	var raw []byte
	found := false
	for msg := cmd.Next(); msg != nil; msg = cmd.Next() {
		for item := msg.Next(); item != nil; item = msg.Next() {
			body, ok := item.(imapclient.FetchItemDataBodySection)
			if !ok || found || body.Literal == nil {
				continue
			}
			var err error
			if raw, err = limits.ReadMessage(body.Literal); err != nil {
				return nil, err
			}
			found = true
		}
	}
	if err := cmd.Close(); err != nil {
		return nil, err
	}
	if !found {
		return nil, fmt.Errorf("message UID %d: the server sent no body (expunged meanwhile?)", uid)
	}
	return raw, nil
}

// markSeen flags the messages uids \Seen.
func (m *IMAPMailbox) markSeen(uids []imap.UID) error {
	if len(uids) == 0 {
		return nil
	}
	flags := &imap.StoreFlags{Op: imap.StoreFlagsAdd, Silent: true, Flags: []imap.Flag{imap.FlagSeen}}
	return m.client.Store(imap.UIDSetNum(uids...), flags, nil).Close()
}

// Wait blocks with IMAP IDLE until the server reports that the mailbox
// changed (at once if it did since the last Wait), or the connection
// breaks. The client restarts IDLE every 28 minutes, as servers end
// idle connections after 30.
func (m *IMAPMailbox) Wait() error {
	select {
	case <-m.news:
		return nil
	default:
	}
	if !m.client.Caps().Has(imap.CapIdle) {
		return fmt.Errorf("imap %s: the server has no IDLE: run pbem inbox --imap from cron instead", m.server.addr())
	}
	idle, err := m.client.Idle()
	if err != nil {
		return fmt.Errorf("imap %s: idle: %w", m.server.addr(), err)
	}
	var broken error
	select {
	case <-m.news:
	case <-m.client.Closed():
		broken = fmt.Errorf("imap %s: the server closed the connection", m.server.addr())
	}
	cerr := idle.Close()
	if broken != nil {
		return broken
	}
	if cerr != nil {
		return cerr
	}
	return idle.Wait()
}

// IMAPRun is what one pass over the mailbox did.
type IMAPRun struct {
	Results []InboxResult `json:"messages"`
	Fetched int           `json:"fetched"` // messages stored in the archive this pass
	Left    int           `json:"left"`    // unseen messages beyond max_messages, for the next pass
}

// ProcessIMAP stores the unseen messages of m (at most max_messages)
// in the archive, processes the archive, and only then flags them \Seen
// on the server. A crash before that leaves them unseen: the next pass
// stores them again, and the archive's record of Message-IDs makes the
// second copy a duplicate that changes nothing. A message is flagged
// seen even when its processing failed, since the archive holds it from
// then on and `pbem inbox --pending` finishes the job.
func (in *Inbox) ProcessIMAP(m *IMAPMailbox) (IMAPRun, error) {
	var run IMAPRun
	uids, left, err := m.unseen(m.server.maxMessages)
	if err != nil {
		return run, fmt.Errorf("imap %s: search: %w", m.server.addr(), err)
	}
	run.Left = left
	stored, serr := in.storeIMAP(m, uids)
	run.Fetched = len(stored)
	// Process even after a failed fetch: what was stored is safe.
	results, perr := in.Process()
	run.Results = results
	if err := m.markSeen(stored); err != nil {
		serr = errors.Join(serr, fmt.Errorf("imap %s: flag seen: %w", m.server.addr(), err))
	}
	return run, errors.Join(serr, perr)
}

// storeIMAP archives the messages uids of m and returns the UIDs of
// those it stored, in order. A message the server does not send (gone
// meanwhile) is skipped, so that it cannot hold up those after it; a
// failure to store stops the pass, since the archive is the host's.
func (in *Inbox) storeIMAP(m *IMAPMailbox, uids []imap.UID) ([]imap.UID, error) {
	var stored []imap.UID
	var errs []error
	for _, uid := range uids {
		raw, err := m.fetch(uid, in.Limits)
		if err != nil {
			errs = append(errs, fmt.Errorf("imap %s: fetch: %w", m.server.addr(), err))
			continue
		}
		if _, err := in.Store(raw); err != nil {
			return stored, errors.Join(append(errs, err)...)
		}
		stored = append(stored, uid)
	}
	return stored, errors.Join(errs...)
}

// xoauth2Client is the client side of SASL XOAUTH2, the mechanism Gmail
// and Microsoft 365 take an OAuth access token with.
type xoauth2Client struct{ user, token string }

// Start sends the one message XOAUTH2 has.
func (a xoauth2Client) Start() (string, []byte, error) {
	return "XOAUTH2", []byte("user=" + a.user + "\x01auth=Bearer " + a.token + "\x01\x01"), nil
}

// Next answers the server's error challenge (a JSON status) with an
// empty response, after which the server fails the command.
func (a xoauth2Client) Next([]byte) ([]byte, error) { return []byte{}, nil }
