// Command pbem plays board games by email: it creates game files, checks
// and records moves, shows boards and private views, and writes the mail
// for whoever must act next. See docs/cli.md.
//
// This file is only the entry point: the commands, their flags, the
// printing of errors and the exit codes live in the package
// github.com/pbem-games/pbem/pbem/commands.
package main

import (
	"io"
	"os"

	"github.com/pbem-games/pbem/pbem/commands"
)

// version, when set at build time (-ldflags "-X main.version=v1.2.3"),
// is the version pbem prints; otherwise the build info says it. It stays
// in package main so that the documented -X flag keeps working.
var version = ""

func main() {
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// run is main without the exit, so that a test can check the wiring.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	commands.Version = version
	return commands.Run(args, stdin, stdout, stderr)
}
