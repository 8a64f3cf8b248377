package mailhost

import (
	"crypto/tls"
	"net"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// xoauth2Token is the OAuth access token the test server takes.
const xoauth2Token = "ya29.test-token"

// xoauth2Server is the test mail server of send_server_test.go offering
// only SASL XOAUTH2 (as Gmail and Microsoft 365 do once basic
// authentication is off), recording every AUTH response it receives.
type xoauth2Server struct {
	*testMailServer
	mu        sync.Mutex
	responses []string
}

func startXOAuth2Server(t *testing.T) *xoauth2Server {
	t.Helper()
	dir := t.TempDir()
	cert, certPEM := selfSignedCert(t)
	s := &xoauth2Server{testMailServer: &testMailServer{root: filepath.Join(dir, "mail"), caFile: filepath.Join(dir, "ca.pem")}}
	require.NoError(t, os.WriteFile(s.caFile, certPEM, 0o600))
	srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) {
		return &xoauth2Session{testSession: testSession{srv: s.testMailServer}, server: s}, nil
	}))
	srv.Domain = "localhost"
	srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{cert}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	s.addr = ln.Addr().String()
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return s
}

// xoauth2Session is a connection to the XOAUTH2 test server.
type xoauth2Session struct {
	testSession
	server *xoauth2Server
}

func (s *xoauth2Session) AuthMechanisms() []string { return []string{"XOAUTH2"} }

func (s *xoauth2Session) Auth(mech string) (sasl.Server, error) {
	return saslServerFunc(func(response []byte) ([]byte, bool, error) {
		if response == nil {
			return []byte{}, false, nil // no initial response: ask for it
		}
		s.server.mu.Lock()
		s.server.responses = append(s.server.responses, string(response))
		s.server.mu.Unlock()
		if string(response) != "user=host@example.org\x01auth=Bearer "+xoauth2Token+"\x01\x01" {
			return nil, true, smtp.ErrAuthFailed
		}
		s.authed = true
		return nil, true, nil
	}), nil
}

// saslServerFunc is a one-step sasl.Server.
type saslServerFunc func([]byte) ([]byte, bool, error)

func (f saslServerFunc) Next(response []byte) ([]byte, bool, error) { return f(response) }

// TestSMTPXOAuth2: auth = "xoauth2" sends the token password_cmd prints
// as SASL XOAUTH2, byte for byte "user=" U "\x01auth=Bearer " T
// "\x01\x01", and the mail goes through; without a user name the config
// is refused before anything is sent.
func TestSMTPXOAuth2(t *testing.T) {
	srv := startXOAuth2Server(t)
	m := compose.Mail{From: hostAddr, To: pbem.MailPlayer{Name: "Ann", Email: annAddr}, Subject: "hi", Body: "hello\n",
		MessageID: "<x@pbem.invalid>"}
	cfg := SMTPConfig{URL: "smtp://host%40example.org@" + srv.addr, Auth: "xoauth2", PasswordCmd: "echo " + xoauth2Token,
		CAFile: srv.caFile, ServerName: "127.0.0.1"}
	require.NoError(t, SMTPOutbox{Config: cfg}.Send([]compose.Mail{m}))
	assert.Equal(t, []string{"user=host@example.org\x01auth=Bearer " + xoauth2Token + "\x01\x01"}, srv.responses)
	assert.Len(t, takeMaildir(t, srv.mailbox("ann")), 1)

	stale := cfg
	stale.PasswordCmd = "echo expired"
	assert.Error(t, SMTPOutbox{Config: stale}.Send([]compose.Mail{m}), "a wrong token is refused")

	noUser := cfg
	noUser.URL = "smtp://" + srv.addr
	err := SMTPOutbox{Config: noUser}.Send([]compose.Mail{m})
	require.ErrorIs(t, err, pbem.ErrUsage)
	assert.ErrorContains(t, err, "xoauth2 needs the account's user name")
	assert.Len(t, srv.responses, 2, "nothing sent without a user")
	assert.ErrorContains(t, Config{SMTP: noUser}.validate(), "xoauth2 needs", "pbem checks it when it loads the config")
}

// TestIMAPXOAuth2Response: the IMAP side sends the same bytes.
func TestIMAPXOAuth2Response(t *testing.T) {
	mech, ir, err := xoauth2Client{user: "host@example.org", token: xoauth2Token}.Start()
	require.NoError(t, err)
	assert.Equal(t, "XOAUTH2", mech)
	assert.Equal(t, "user=host@example.org\x01auth=Bearer "+xoauth2Token+"\x01\x01", string(ir))
}
