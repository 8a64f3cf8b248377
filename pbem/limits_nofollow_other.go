//go:build !unix

package pbem

// noFollow is 0 where the system has no O_NOFOLLOW: the lock file is
// still checked with Lstat before it is opened.
const noFollow = 0
