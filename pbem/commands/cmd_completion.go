package commands

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"
)

// completionCommand prints the script that teaches a shell to complete
// pbem's commands and flags. The bash and zsh scripts ask pbem itself
// (urfave/cli's --generate-bash-completion) so they never go stale; the
// fish script is generated from the command tree. Where pbem has nothing
// to offer (a file argument), the shell completes file names.
func (e *env) completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print the shell completion script for bash, zsh or fish",
		ArgsUsage: "bash|zsh|fish",
		Description: "Examples: source <(pbem completion bash)      # in ~/.bashrc\n" +
			"          pbem completion zsh > \"${fpath[1]}/_pbem\"\n" +
			"          pbem completion fish > ~/.config/fish/completions/pbem.fish",
		BashComplete: func(c *cli.Context) {
			if c.NArg() == 0 {
				fmt.Fprintln(c.App.Writer, strings.Join(shells, "\n"))
			}
		},
		Action: e.completionAction,
	}
}

// shells are the shells `completion` writes a script for.
var shells = []string{"bash", "zsh", "fish"}

func (e *env) completionAction(c *cli.Context) error {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	var script string
	switch a[0] {
	case "bash":
		script = bashCompletion
	case "zsh":
		script = zshCompletion
	case "fish":
		if script, err = e.app().ToFishCompletion(); err != nil { // a fresh app: running one adds help commands and flags twice
			return err
		}
	default:
		return usagef(c, "shell %q: expected bash, zsh or fish", a[0])
	}
	_, err = fmt.Fprint(e.stdout, script)
	return err
}

// bashCompletion completes with what pbem suggests for the words typed so
// far, and with file names when it suggests nothing (-o default).
const bashCompletion = `# bash completion for pbem: source <(pbem completion bash)
_pbem_complete() {
  local cur="${COMP_WORDS[COMP_CWORD]}" opts
  if [[ "$cur" == -* ]]; then
    opts=$("${COMP_WORDS[@]:0:COMP_CWORD}" "$cur" --generate-bash-completion 2>/dev/null)
  else
    opts=$("${COMP_WORDS[@]:0:COMP_CWORD}" --generate-bash-completion 2>/dev/null)
  fi
  COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -o default -F _pbem_complete pbem
`

// zshCompletion does the same for zsh. urfave/cli adds each command's
// usage ("move:make a move") when $0 ends in "zsh", as _describe wants.
const zshCompletion = `#compdef pbem
# zsh completion for pbem: pbem completion zsh > "${fpath[1]}/_pbem"

_pbem() {
  local -a opts
  local cur=${words[-1]}
  if [[ "$cur" == -* ]]; then
    opts=("${(@f)$(env 0=zsh ${words[@]:0:#words[@]-1} "$cur" --generate-bash-completion 2>/dev/null)}")
  else
    opts=("${(@f)$(env 0=zsh ${words[@]:0:#words[@]-1} --generate-bash-completion 2>/dev/null)}")
  fi
  if [[ -n "${opts[1]}" ]]; then
    _describe 'values' opts
  else
    _files
  fi
}

compdef _pbem pbem
`
