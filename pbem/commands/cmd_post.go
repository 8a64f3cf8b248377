package commands

import (
	"io"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// postCommand writes a forum post: the public board, the moves of the last
// round, whose turn it is and what they may do. docs/posts-and-languages.md
// says what a post shows and why it never leaks.
func (e *env) postCommand() *cli.Command {
	return &cli.Command{
		Name:      "post",
		Usage:     "write a forum post of the game: public board, last moves, whose turn",
		ArgsUsage: "FILE",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: string(pbem.FormatBBCode),
				Usage: "`FORMAT`: bbcode, bgg (BoardGameGeek), markdown or plain"},
			&cli.StringFlag{Name: "lang", Value: string(pbem.English), Usage: "`LANG` of the post: en or fr"},
			&cli.IntFlag{Name: "since", DefaultText: "the last round",
				Usage: "show the decisions from `PLY` on; 0 adds the setup"},
			&cli.StringFlag{Name: "image", Usage: "also draw the public board into `FILE` (.png or .svg), which the post shows"},
			jsonFlag(),
		},
		Description: "Examples: pbem post game.pbem\n" +
			"          pbem post --format markdown --lang fr --since 12 game.pbem\n" +
			"          pbem post --image board.png game.pbem",
		Action: e.readable(e.postAction),
	}
}

func (e *env) postAction(c *cli.Context) error {
	format, err := pbem.ParseFormat(c.String("format"))
	if err != nil {
		return usagef(c, "%v", err)
	}
	since := -1 // the default: the last round
	if c.IsSet("since") {
		if since = c.Int("since"); since < 0 {
			return usagef(c, "--since %d: a ply is not negative", since)
		}
	}
	r, err := e.open(c, -1)
	if err != nil {
		return err
	}
	post, err := compose.Post(r, compose.PostRequest{Format: format, Lang: pbem.Lang(c.String("lang")), Since: since})
	if err != nil {
		return err
	}
	if img := c.String("image"); img != "" {
		if err := e.postImage(c, r, img, post); err != nil {
			return err
		}
	}
	if c.Bool("json") {
		return e.printJSON(post)
	}
	_, err = io.WriteString(e.stdout, post.Text)
	return err
}
