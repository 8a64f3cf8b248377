//go:build !unix

package mailhost

import "os/exec"

// killGroupOnCancel leaves cmd as it is: without process groups, the
// command alone is killed when its time is up (exec.CommandContext).
func killGroupOnCancel(*exec.Cmd) {}
