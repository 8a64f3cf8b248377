package mailhost

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
	"github.com/stretchr/testify/require"
)

// testMailServer is an SMTP server on 127.0.0.1 for the tests: STARTTLS
// with a certificate made for the test, AUTH PLAIN required before any
// mail, and delivery into one Maildir per recipient (the local part of
// the address before any "+", as a mail server with plus-addressing does).
type testMailServer struct {
	addr   string
	caFile string         // the certificate, for clients to trust
	pool   *x509.CertPool // the same
	root   string         // <root>/<local part>/ are the Maildirs
	users  map[string]string

	mu       sync.Mutex
	accepted int
}

func startMailServer(t *testing.T, users map[string]string) *testMailServer {
	t.Helper()
	dir := t.TempDir()
	cert, certPEM := selfSignedCert(t)
	s := &testMailServer{root: filepath.Join(dir, "mail"), users: users, caFile: filepath.Join(dir, "ca.pem"),
		pool: x509.NewCertPool()}
	require.NoError(t, os.WriteFile(s.caFile, certPEM, 0o600))
	require.True(t, s.pool.AppendCertsFromPEM(certPEM))

	srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &testSession{srv: s}, nil }))
	srv.Domain = "localhost"
	srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{cert}}
	srv.AllowInsecureAuth = false // AUTH only after STARTTLS
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	s.addr = ln.Addr().String()
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return s
}

// mailbox returns the Maildir of the local part user.
func (s *testMailServer) mailbox(user string) string { return filepath.Join(s.root, user) }

// url returns the smtp:// URL of the server.
func (s *testMailServer) url() string { return "smtp://" + s.addr }

// selfSignedCert makes a certificate for 127.0.0.1, valid for a day.
func selfSignedCert(t *testing.T) (tls.Certificate, []byte) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "pbem test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, DNSNames: []string{"localhost"},
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign, IsCA: true, BasicConstraintsValid: true,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	certPEM := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, certPEM
}

// testSession is one SMTP connection to the test server.
type testSession struct {
	srv    *testMailServer
	authed bool
	rcpts  []string
}

func (s *testSession) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *testSession) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, pass string) error {
		if want, ok := s.srv.users[user]; !ok || want != pass {
			return smtp.ErrAuthFailed
		}
		s.authed = true
		return nil
	}), nil
}

func (s *testSession) Mail(string, *smtp.MailOptions) error {
	if !s.authed {
		return smtp.ErrAuthRequired
	}
	return nil
}

func (s *testSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.rcpts = append(s.rcpts, to)
	return nil
}

// Data delivers the message to every recipient's Maildir, with the
// Delivered-To header a real mail server adds.
func (s *testSession) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	for _, to := range s.rcpts {
		local, _, _ := strings.Cut(to, "@")
		user, _, _ := strings.Cut(local, "+")
		box := s.srv.mailbox(user)
		if err := initMaildir(box); err != nil {
			return err
		}
		if _, err := deliver(box, append([]byte("Delivered-To: "+to+"\r\n"), raw...)); err != nil {
			return err
		}
	}
	s.srv.mu.Lock()
	s.srv.accepted++
	s.srv.mu.Unlock()
	return nil
}

func (s *testSession) Reset()        { s.rcpts = nil }
func (s *testSession) Logout() error { return nil }

// sendAs sends raw from the address from to the address to, logged in
// as user, over STARTTLS, as a player's mail program would.
func (s *testMailServer) sendAs(user, from, to string, raw []byte) error {
	c, err := smtp.DialStartTLS(s.addr, &tls.Config{RootCAs: s.pool, ServerName: "127.0.0.1"})
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.Auth(sasl.NewPlainClient("", user, s.users[user])); err != nil {
		return err
	}
	if err := c.SendMail(from, []string{to}, bytes.NewReader(raw)); err != nil {
		return err
	}
	return c.Quit()
}
