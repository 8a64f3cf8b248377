//go:build unix

package pbem

import "syscall"

// NoFollow makes an open fail on a symbolic link, where the system can.
const NoFollow = syscall.O_NOFOLLOW
