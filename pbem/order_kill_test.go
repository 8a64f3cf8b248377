//go:build unix

package pbem

import (
	"errors"
	"os"
	"os/exec"
	"syscall"
	"testing"

	"github.com/stretchr/testify/require"
)

// The kill test of standing orders (issue 25: "kill -9 during a firing
// loses or doubles nothing"). A child process, this test binary run again
// with only TestOrderKillChild, makes a write that fires orders and kills
// itself with SIGKILL at one step of it (stopOrderWrite): nothing of the
// process runs after that, no deferred call, no lock release but the
// kernel's. The parent then runs the same request again, as the inbox does
// with a mail whose run stopped, and the game and its orders must end as
// in a run that nothing stopped.

// Environment of the child: the step to die at, the game, the request.
const (
	orderKillStep = "PBEM_ORDER_KILL_STEP"
	orderKillGame = "PBEM_ORDER_KILL_GAME"
	orderKillDo   = "PBEM_ORDER_KILL_DO"
)

// orderKillSteps are the steps of stopOrderWrite, in the order a write
// takes them.
var orderKillSteps = []string{"start", "game", "orders", "done"}

// orderKillRequests are the writes that fire orders, by name: Ann's move
// that brings Bob's and Cid's orders due (the game is at decision 2), and
// Bob's order given while he is to act, which fires at once, then Cid's.
var orderKillRequests = map[string]func(path string) error{
	"move": func(path string) error {
		_, err := palazzoGames.Move(path, MoveRequest{As: "Ann", Ply: 2, Moves: inputs("auction")})
		return err
	},
	"order": func(path string) error {
		_, err := palazzoGames.PlaceOrder(path, OrderRequest{As: "Bob", Text: "bid up to 9", Key: "mail-7#1"})
		return err
	},
}

// orderKillSetup brings a new game to the point where request do is
// made, and gives the orders it fires.
func orderKillSetup(t *testing.T, do string) string {
	t.Helper()
	path := newOrderGame(t)
	switch do {
	case "move":
		order(t, path, "Bob", "bid up to 9 or pass until auction")
		order(t, path, "Cid", "next pass")
	case "order":
		order(t, path, "Cid", "next pass")
		pmove(t, path, "Ann", "auction")
	}
	return path
}

// TestOrderKillChild is the child of TestKilledOrderWriteLosesAndDoublesNothing;
// run by itself, without its environment, it is skipped.
func TestOrderKillChild(t *testing.T) {
	step := os.Getenv(orderKillStep)
	if step == "" {
		t.Skip("the child of TestKilledOrderWriteLosesAndDoublesNothing")
	}
	stopOrderWrite = func(at string) error {
		if at == step {
			_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
			select {} // SIGKILL is not caught: the process ends here
		}
		return nil
	}
	err := orderKillRequests[os.Getenv(orderKillDo)](os.Getenv(orderKillGame))
	t.Fatalf("the write went to its end without reaching step %q (error %v)", step, err)
}

// runKilledOrderWrite runs request do on the game at path in a child
// process killed at step, and requires that the kill ended it.
func runKilledOrderWrite(t *testing.T, path, do, step string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestOrderKillChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), orderKillStep+"="+step, orderKillGame+"="+path, orderKillDo+"="+do)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "the child was killed: %s", out)
	status, ok := exit.Sys().(syscall.WaitStatus)
	require.True(t, ok)
	require.True(t, status.Signaled(), "the child was killed, not ended: %s", out)
	require.Equal(t, syscall.SIGKILL, status.Signal())
}

// orderKillState is what a run leaves: the game file, every player's
// orders and lapses as they list them, and the orders file once the next
// write has settled it.
type orderKillState struct {
	game, orders string
	lists        map[string]*OrderResult
}

// finishOrderKill runs request do again (a stale move whose decision the
// game holds was made by the killed run, as the inbox reads it), lists the
// orders, then plays Ann's next decision, so that any note the kill left
// is settled, and returns what the files hold.
func finishOrderKill(t *testing.T, path, do string) orderKillState {
	t.Helper()
	err := orderKillRequests[do](path)
	if errors.Is(err, ErrStale) {
		require.Equal(t, "2 Ann: auction", recordLines(t, path)[1], "refused as stale: the killed run recorded it")
	} else {
		require.NoError(t, err)
	}
	st := orderKillState{lists: map[string]*OrderResult{}}
	for _, name := range []string{"Ann", "Bob", "Cid"} {
		res, err := palazzoGames.ListOrders(path, name)
		require.NoError(t, err)
		st.lists[name] = res
	}
	pmove(t, path, "Ann", "pass")
	st.game, st.orders = readFile(t, path), readFile(t, path+OrdersSuffix)
	return st
}

// TestKilledOrderWriteLosesAndDoublesNothing kills, with SIGKILL, a real
// process at each step of a write that fires two players' orders, for a
// move and for an order that fires as it is given; the next run of the
// same request finishes the job: the record holds each fired decision
// once, no order is lost or fired twice, the orders file is whole, and
// everything is as after a run that nothing stopped.
func TestKilledOrderWriteLosesAndDoublesNothing(t *testing.T) {
	for _, do := range []string{"move", "order"} {
		ref := orderKillSetup(t, do)
		require.NoError(t, orderKillRequests[do](ref))
		want := finishOrderKill(t, ref, do)
		require.Contains(t, want.game, "3 Bob: bid r3 c2 {order}\n4 Cid: pass {order}\n", "the orders fired")
		for _, step := range orderKillSteps {
			t.Run(do+"/"+step, func(t *testing.T) {
				path := orderKillSetup(t, do)
				runKilledOrderWrite(t, path, do, step)
				got := finishOrderKill(t, path, do)
				require.Equal(t, want.game, got.game, "no decision lost or doubled")
				require.Equal(t, want.lists, got.lists, "no order lost or fired twice")
				require.Equal(t, want.orders, got.orders, "the orders file is whole and settled")
				require.NotContains(t, got.orders, "pending")
			})
		}
	}
}
