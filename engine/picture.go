package engine

import "github.com/pbem-games/pbem/picture"

// Picturer is implemented by the views of games that can be drawn as a
// picture (SVG or PNG), not only laid out as text. Like Doc, a picture is
// made from a View, never from a State, so it cannot show anything the
// viewer may not know; the conformance suite checks that pictures of
// views that differ only in hidden parts are the same.
type Picturer interface {
	// Picture draws the view with labels in language lang (the game's
	// English for a language it does not speak): the board, then the
	// viewer's private part. Pictures are 800 pixels wide, and each seat's
	// pieces carry the seat's colour, pattern and initial (picture.PlayerToken).
	Picture(lang string) *picture.Picture
}

// PictureWidth is the width of every game's picture, in pixels: readable
// on a phone and in a forum post without scaling.
const PictureWidth = 800

// NewPicture returns the empty picture of a game's view: PictureWidth
// wide, on the paper background every game's pictures share, titled
// title. The game draws into it and sets its Height once it knows it.
func NewPicture(title string) *picture.Picture {
	p := picture.New(PictureWidth, 0)
	p.Background = picture.Paper
	p.Title = title
	return p
}
