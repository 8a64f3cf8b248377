//go:build unix

package pbem

import "syscall"

// noFollow makes an open fail on a symbolic link, where the system can.
const noFollow = syscall.O_NOFOLLOW
