//go:build unix

package mailhost

import (
	"os/exec"
	"syscall"
)

// killGroupOnCancel runs cmd in a process group of its own and, when its
// time is up, kills the whole group: sh -c 'curl …; sleep 60' leaves no
// child behind.
func killGroupOnCancel(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
