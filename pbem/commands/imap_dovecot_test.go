package commands

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/stretchr/testify/require"
)

// dovecot is a real Dovecot IMAP server from the distribution's packages,
// started for one test in a folder of its own: implicit TLS on a free
// port of 127.0.0.1 with a certificate made here, one user "host" whose
// mail is a Maildir in the folder. .ci/imap-e2e.sh installs it.
type dovecot struct {
	t      *testing.T
	dir    string
	port   int
	caFile string
	pool   *x509.CertPool
	stop   func() // stops the server, once
}

// dovecotUser and dovecotPassword log in to the test server.
const (
	dovecotUser     = "host"
	dovecotPassword = "s3cret-for-the-test"
)

// startDovecot starts the server, or skips the test when Dovecot is not
// installed or the test does not run as root (Dovecot switches to the
// mail user's uid) — unless PBEM_IMAP_TEST=1, which makes both a failure,
// as in CI.
func startDovecot(t *testing.T) *dovecot { return startDovecotWith(t, "", "") }

// startDovecotWith is startDovecot whose server also takes OAuth2 tokens
// (SASL XOAUTH2), checking each with the introspection endpoint
// introspect ("": no OAuth2), and has the lines extra at the end of its
// config.
func startDovecotWith(t *testing.T, introspect, extra string) *dovecot {
	t.Helper()
	bin, err := exec.LookPath("dovecot")
	if err != nil {
		bin = "/usr/sbin/dovecot"
	}
	_, statErr := os.Stat(bin)
	switch {
	case statErr != nil && os.Getenv("PBEM_IMAP_TEST") == "1":
		t.Fatal("PBEM_IMAP_TEST=1 but Dovecot is not installed (apt-get install dovecot-imapd)")
	case statErr != nil:
		t.Skip("Dovecot is not installed (PBEM_IMAP_TEST=1 makes this a failure)")
	case os.Getuid() != 0 && os.Getenv("PBEM_IMAP_TEST") == "1":
		t.Fatal("PBEM_IMAP_TEST=1 but the test does not run as root, as Dovecot needs")
	case os.Getuid() != 0:
		t.Skip("Dovecot needs root to switch to the mail user (PBEM_IMAP_TEST=1 makes this a failure)")
	}
	// Not t.TempDir: the mail user (nobody) must reach its Maildir, and
	// the test's temporary folders are private to root.
	dir, err := os.MkdirTemp("", "pbem-dovecot-")
	require.NoError(t, err)
	t.Cleanup(func() { os.RemoveAll(dir) })
	require.NoError(t, os.Chmod(dir, 0o755))
	d := &dovecot{t: t, dir: dir, port: freePort(t), caFile: filepath.Join(dir, "cert.pem"), pool: x509.NewCertPool()}
	d.writeFiles(introspect, extra)
	conf := filepath.Join(dir, "dovecot.conf")
	// Dovecot binds the port, then goes to the background. Its output
	// goes to a file: a pipe would stay open in the background process.
	startLog := filepath.Join(dir, "start.log")
	f, err := os.Create(startLog)
	require.NoError(t, err)
	start := exec.Command(bin, "-c", conf)
	start.Stdout, start.Stderr = f, f
	err = start.Run()
	f.Close()
	out, _ := os.ReadFile(startLog)
	require.NoError(t, err, "dovecot does not start: %s", out)
	d.stop = sync.OnceFunc(func() {
		if err := exec.Command(bin, "-c", conf, "stop").Run(); err != nil {
			t.Errorf("dovecot stop: %v", err)
		}
	})
	t.Cleanup(d.stop)
	return d
}

// freePort returns a TCP port of 127.0.0.1 free a moment ago.
func freePort(t *testing.T) int {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// writeFiles writes the certificate, the user list and the config.
func (d *dovecot) writeFiles(introspect, extra string) {
	t := d.t
	certPEM, keyPEM := testCertificate(t)
	require.True(t, d.pool.AppendCertsFromPEM(certPEM))
	require.NoError(t, os.WriteFile(d.caFile, certPEM, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(d.dir, "key.pem"), keyPEM, 0o600))
	mail := filepath.Join(d.dir, "mail")
	require.NoError(t, os.Mkdir(mail, 0o755))
	require.NoError(t, os.Chown(mail, 65534, 65534)) // nobody: Dovecot refuses mail access as root
	passwd := fmt.Sprintf("%s:{PLAIN}%s:65534:65534::%s::\n", dovecotUser, dovecotPassword, mail)
	require.NoError(t, os.WriteFile(filepath.Join(d.dir, "passwd"), []byte(passwd), 0o644))
	oauth := ""
	if introspect != "" {
		// The token goes to the introspection endpoint, which answers
		// whose it is (RFC 7662); the user must be the one logging in.
		ext := fmt.Sprintf("introspection_mode = post\nintrospection_url = %s\nusername_attribute = username\n"+
			"active_attribute = active\nactive_value = true\n", introspect)
		require.NoError(t, os.WriteFile(filepath.Join(d.dir, "oauth2.conf.ext"), []byte(ext), 0o644))
		oauth = fmt.Sprintf(" xoauth2\npassdb {\n  driver = oauth2\n  mechanisms = xoauth2\n  args = %s/oauth2.conf.ext\n}", d.dir)
	}
	conf := fmt.Sprintf(`base_dir = %[1]s/run
state_dir = %[1]s/state
log_path = %[1]s/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = required
ssl_cert = <%[1]s/cert.pem
ssl_key = <%[1]s/key.pem
first_valid_uid = 1
auth_mechanisms = plain login%[3]s
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%%u %[1]s/passwd
}
userdb {
  driver = passwd-file
  args = username_format=%%u %[1]s/passwd
}
mail_location = maildir:~/Maildir
service imap-login {
  chroot =
  inet_listener imap {
    port = 0
  }
  inet_listener imaps {
    port = %[2]d
  }
}
service anvil {
  chroot =
}
%[4]s`, d.dir, d.port, oauth, extra)
	require.NoError(t, os.WriteFile(filepath.Join(d.dir, "dovecot.conf"), []byte(conf), 0o644))
}

// testCertificate makes a self-signed certificate for 127.0.0.1 and
// localhost, valid for a day, and its key, in PEM.
func testCertificate(t *testing.T) (certPEM, keyPEM []byte) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "localhost"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, DNSNames: []string{"localhost"},
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign, IsCA: true, BasicConstraintsValid: true,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	keyDER, err := x509.MarshalECPrivateKey(key)
	require.NoError(t, err)
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}),
		pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER})
}

// url is the --imap URL of the host's INBOX.
func (d *dovecot) url() string {
	return "imaps://" + dovecotUser + "@127.0.0.1:" + strconv.Itoa(d.port) + "/INBOX"
}

// client logs in as the host, as a mail program (or the test) would,
// with INBOX selected.
func (d *dovecot) client() *imapclient.Client {
	t := d.t
	c, err := imapclient.DialTLS("127.0.0.1:"+strconv.Itoa(d.port), &imapclient.Options{TLSConfig: &tls.Config{RootCAs: d.pool}})
	require.NoError(t, err)
	t.Cleanup(func() { c.Close() })
	require.NoError(t, c.Login(dovecotUser, dovecotPassword).Wait())
	_, err = c.Select("INBOX", nil).Wait()
	require.NoError(t, err)
	return c
}

// deliver puts raw into the INBOX as a new message (IMAP APPEND), as the
// provider's mail server does with a player's reply, and returns its UID.
func (d *dovecot) deliver(raw []byte) imap.UID {
	c := d.client()
	w := c.Append("INBOX", int64(len(raw)), nil)
	_, err := w.Write(raw)
	require.NoError(d.t, err)
	require.NoError(d.t, w.Close())
	data, err := w.Wait()
	require.NoError(d.t, err)
	require.NotZero(d.t, data.UID, "Dovecot names the UID of the appended message (UIDPLUS)")
	return data.UID
}

// seen reports whether the message uid is flagged \Seen.
func (d *dovecot) seen(uid imap.UID) bool {
	msgs, err := d.client().Fetch(imap.UIDSetNum(uid), &imap.FetchOptions{Flags: true}).Collect()
	require.NoError(d.t, err)
	require.Len(d.t, msgs, 1)
	for _, f := range msgs[0].Flags {
		if f == imap.FlagSeen {
			return true
		}
	}
	return false
}

// unsee takes \Seen off the message uid: the state a run leaves that
// stopped between processing the message and flagging it.
func (d *dovecot) unsee(uid imap.UID) {
	flags := &imap.StoreFlags{Op: imap.StoreFlagsDel, Silent: true, Flags: []imap.Flag{imap.FlagSeen}}
	require.NoError(d.t, d.client().Store(imap.UIDSetNum(uid), flags, nil).Close())
}

// logTail is Dovecot's log, for failure messages.
func (d *dovecot) log() string {
	b, _ := os.ReadFile(filepath.Join(d.dir, "dovecot.log"))
	return string(bytes.TrimSpace(b))
}
