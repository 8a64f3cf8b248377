// Command cmdratio measures what each pbem command costs against
// `pbem --version`, in one run, as docs/performance.md reports it:
//
//	go run ./pbem/internal/cmdratio [-n 15] [-games palazzo,princes] [-pbem PATH]
//
// For each game it makes three files (a new game, the example game of
// examples/ cut at half its decisions, the whole example, finished) and
// runs each command on each file n times, each run paired with a run of
// `pbem --version`. A run's cost is the CPU time (user + system) the
// operating system accounts to the finished child, so that a busy machine
// slows both runs of a pair alike; the table gives the medians of each
// command's CPU time and of the ratios pair by pair, and the load average
// before and after, since a shared machine's figures must say how busy it
// was. It is a tool for people, not a test: nothing is asserted.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"time"
)

// examples names each game's example file, relative to the module root.
var examples = map[string]string{
	"palazzo":   "examples/palazzo-3p.pbem",
	"patrician": "examples/patrician-4p.pbem",
	"princes":   "examples/princes-4p.pbem",
	"leonardo":  "examples/leonardo-4p.pbem",
}

// options are the command line's settings.
type options struct {
	runs  int
	games []string
	pbem  string
	root  string
}

func main() {
	opts, err := parseOptions()
	if err == nil {
		err = run(opts)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "cmdratio:", err)
		os.Exit(1)
	}
}

// parseOptions reads the flags, and builds pbem unless -pbem names one.
func parseOptions() (options, error) {
	var o options
	var games string
	flag.IntVar(&o.runs, "n", 15, "pairs of runs for each command")
	flag.StringVar(&games, "games", "palazzo,patrician,princes,leonardo", "the games to measure, comma-separated")
	flag.StringVar(&o.pbem, "pbem", "", "the pbem binary to measure (default: built from this module)")
	flag.Parse()
	o.games = strings.Split(games, ",")
	root, err := moduleRoot()
	if err != nil {
		return o, err
	}
	o.root = root
	if o.pbem == "" {
		o.pbem = filepath.Join(os.TempDir(), fmt.Sprintf("cmdratio-pbem-%d", os.Getpid()))
		build := exec.Command("go", "build", "-o", o.pbem, ".")
		build.Dir, build.Stderr = root, os.Stderr
		if err := build.Run(); err != nil {
			return o, fmt.Errorf("building pbem: %w", err)
		}
	}
	return o, nil
}

// moduleRoot returns the folder of the module's go.mod.
func moduleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	return filepath.Dir(strings.TrimSpace(string(out))), nil
}

// run measures every command of every game and prints the table.
func run(o options) error {
	dir, err := os.MkdirTemp("", "cmdratio")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	fmt.Printf("load average before: %s\n", loadAverage())
	fmt.Printf("%-10s %-9s %-22s %9s %9s %7s\n", "game", "file", "command", "cpu ms", "version", "ratio")
	for _, game := range o.games {
		files, err := gameFiles(o, dir, game)
		if err != nil {
			return err
		}
		for _, f := range files {
			for _, c := range commandsFor(f) {
				m, err := measure(o, f, c)
				if err != nil {
					return fmt.Errorf("%s %s %s: %w", game, f.stage, c.name, err)
				}
				fmt.Printf("%-10s %-9s %-22s %9.2f %9.2f %6.2f×\n", game, f.stage, c.name, m.cpu, m.version, m.ratio)
			}
		}
	}
	fmt.Printf("load average after: %s\n", loadAverage())
	return nil
}

// gameFile is one file a game's commands run on.
type gameFile struct {
	stage string // new, mid or finished
	path  string
	actor string // a player to act ("" when the game is over)
	move  string // a legal move of actor
}

// gameFiles makes the new, mid-game and finished files of game in dir.
func gameFiles(o options, dir, game string) ([]gameFile, error) {
	example, err := os.ReadFile(filepath.Join(o.root, examples[game]))
	if err != nil {
		return nil, err
	}
	// Turn mails in eml need the players' addresses.
	example = playerName.ReplaceAll(example, []byte("$0\nemail = \"$1@example.org\""))
	newPath := filepath.Join(dir, game+"-new.pbem")
	newGame := exec.Command(o.pbem, "new", game, "Ann", "Bob", "Cid", "--seed", "1", "--out", newPath,
		"--email", "Ann=ann@example.org", "--email", "Bob=bob@example.org", "--email", "Cid=cid@example.org")
	if out, err := newGame.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("pbem new %s: %w\n%s", game, err, out)
	}
	files := []gameFile{{stage: "new", path: newPath}}
	for _, stage := range []string{"mid", "finished"} {
		src := example
		if stage == "mid" {
			src = cutAtHalf(example)
		}
		path := filepath.Join(dir, game+"-"+stage+".pbem")
		if err := os.WriteFile(path, src, 0o644); err != nil {
			return nil, err
		}
		files = append(files, gameFile{stage: stage, path: path})
	}
	for i := range files {
		if err := findMove(o, &files[i]); err != nil {
			return nil, err
		}
	}
	return files, nil
}

// playerName matches a player's name in a front matter.
var playerName = regexp.MustCompile(`(?m)^name = "([A-Za-z]+)"$`)

// decisionLine matches a record line that holds a decision.
var decisionLine = regexp.MustCompile(`(?m)^[0-9]+ [^\n]*\n`)

// cutAtHalf returns a game file with the first half of its decisions.
func cutAtHalf(src []byte) []byte {
	lines := decisionLine.FindAllIndex(src, -1)
	if len(lines) < 2 {
		return src
	}
	return src[:lines[len(lines)/2][0]]
}

// findMove fills in a player to act and one of their legal moves.
func findMove(o options, f *gameFile) error {
	out, err := exec.Command(o.pbem, "legal", "--json", f.path).Output()
	if err != nil {
		return fmt.Errorf("pbem legal %s: %w", f.path, err)
	}
	var legal struct {
		Players []struct {
			Name  string   `json:"player"`
			Moves []string `json:"moves"`
		} `json:"players"`
	}
	if err := json.Unmarshal(out, &legal); err != nil {
		return err
	}
	for _, p := range legal.Players {
		if len(p.Moves) > 0 {
			f.actor, f.move = p.Name, p.Moves[0]
			return nil
		}
	}
	return nil
}

// command is one pbem command line to measure, FILE standing for the
// game file.
type command struct {
	name string
	args []string
	// writes tells that the command changes the file, which is then put
	// back before each run.
	writes bool
}

// commandsFor returns the commands measured on f.
func commandsFor(f gameFile) []command {
	cs := []command{
		{name: "board", args: []string{"board", f.path}},
		{name: "legal", args: []string{"legal", f.path}},
		{name: "check", args: []string{"check", f.path}},
		{name: "log", args: []string{"log", f.path}},
		{name: "post", args: []string{"post", f.path}},
		{name: "board --format png", args: []string{"board", "--format", "png", "--out", f.path + ".png", f.path}},
		{name: "export --format html", args: []string{"export", "--format", "html", "--out", f.path + ".html", f.path}},
	}
	if f.actor != "" {
		cs = append(cs,
			command{name: "view", args: []string{"view", "--as", f.actor, f.path}},
			command{name: "mail", args: []string{"mail", f.path}},
			command{name: "mail --format eml", args: []string{"mail", "--format", "eml", f.path}},
			command{name: "move", args: []string{"move", "--as", f.actor, f.path, f.move}, writes: true},
		)
	}
	return cs
}

// measured is what measure found: the medians of the command's CPU time
// and of --version's, in milliseconds, and of their ratio pair by pair.
type measured struct{ cpu, version, ratio float64 }

// measure runs c and --version o.runs times each, in turn, after one run
// of each not counted.
func measure(o options, f gameFile, c command) (measured, error) {
	original, err := os.ReadFile(f.path)
	if err != nil {
		return measured{}, err
	}
	var cpus, versions, ratios []float64
	for i := -1; i < o.runs; i++ {
		if c.writes {
			if err := os.WriteFile(f.path, original, 0o644); err != nil {
				return measured{}, err
			}
		}
		cpu, err := cpuOf(o.pbem, c.args)
		if err != nil {
			return measured{}, err
		}
		version, err := cpuOf(o.pbem, []string{"--version"})
		if err != nil {
			return measured{}, err
		}
		if i >= 0 {
			cpus, versions, ratios = append(cpus, cpu), append(versions, version), append(ratios, cpu/version)
		}
	}
	if c.writes {
		if err := os.WriteFile(f.path, original, 0o644); err != nil {
			return measured{}, err
		}
	}
	return measured{median(cpus), median(versions), median(ratios)}, nil
}

// cpuOf runs pbem with args and returns the user and system time the
// system accounted to it, in milliseconds.
func cpuOf(pbem string, args []string) (float64, error) {
	cmd := exec.Command(pbem, args...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return 0, fmt.Errorf("%w\n%s", err, out)
	}
	usage, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		return float64(cmd.ProcessState.UserTime()+cmd.ProcessState.SystemTime()) / float64(time.Millisecond), nil
	}
	cpu := time.Duration(usage.Utime.Nano() + usage.Stime.Nano())
	return float64(cpu) / float64(time.Millisecond), nil
}

// median returns the middle value of xs.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// loadAverage returns the system's load averages, or "unknown".
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}
