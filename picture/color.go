package picture

import (
	"strconv"
	"unicode"
	"unicode/utf8"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"
)

// Color is an opaque sRGB colour.
type Color struct{ R, G, B uint8 }

// Hex returns the colour as SVG writes it: "#0072b2".
func (c Color) Hex() string { return string(appendHex(nil, c)) }

// appendHex appends c.Hex() to b.
func appendHex(b []byte, c Color) []byte { return appendHexDigits(append(b, '#'), c) }

// appendHexDigits appends c.Hex() without its '#' to b.
func appendHexDigits(b []byte, c Color) []byte {
	const digits = "0123456789abcdef"
	return append(b, digits[c.R>>4], digits[c.R&15], digits[c.G>>4], digits[c.G&15], digits[c.B>>4], digits[c.B&15])
}

// IsZero reports whether c is the zero Color, which fills mean as "none".
func (c Color) IsZero() bool { return c == Color{} }

// Plain colours of boards. Black is not the zero Color: the zero Color
// paints nothing, so a black outline is Ink.
var (
	White = Color{255, 255, 255}
	Ink   = Color{0x22, 0x22, 0x22}
	Grey  = Color{0x99, 0x99, 0x99}
	Light = Color{0xee, 0xee, 0xee}
	Paper = Color{0xfb, 0xf8, 0xf0}
)

// The Okabe–Ito palette (Okabe and Ito, "Color Universal Design", 2002):
// eight colours that people with any common colour-vision deficiency can
// still tell apart.
var (
	OIOrange    = Color{0xe6, 0x9f, 0x00}
	OISkyBlue   = Color{0x56, 0xb4, 0xe9}
	OIGreen     = Color{0x00, 0x9e, 0x73}
	OIYellow    = Color{0xf0, 0xe4, 0x42}
	OIBlue      = Color{0x00, 0x72, 0xb2}
	OIVermilion = Color{0xd5, 0x5e, 0x00}
	OIPurple    = Color{0xcc, 0x79, 0xa7}
)

// players are the colours of seats 0–5, from Okabe–Ito, in an order
// where neighbours differ most in lightness as well as hue. Yellow is left
// out (too light on white paper); sky blue comes last, for Leonardo's
// sixth seat only: no lighter than orange, and told from seat 0's blue by
// its lightness and its pattern.
var players = [...]Color{OIBlue, OIVermilion, OIGreen, OIPurple, OIOrange, OISkyBlue}

// playerPatterns are the second cue of each seat's colour.
var playerPatterns = [...]Pattern{NoPattern, HatchUp, Dots, HatchDown, CrossHatch, Horizontal}

// MaxPlayers is how many seats have a colour and pattern of their own.
const MaxPlayers = len(players)

// PlayerColor returns the colour of seat i (0-based); seats past
// MaxPlayers wrap around.
func PlayerColor(i int) Color { return players[wrap(i)] }

// PlayerFill returns the fill of seat i: its colour and its pattern in
// white, so that the seat is known by pattern as well as by colour.
func PlayerFill(i int) Fill {
	return Fill{Color: players[wrap(i)], Pattern: playerPatterns[wrap(i)], Ink: White}
}

// PlayerStyle returns the style of a piece of seat i: its fill with a
// dark outline.
func PlayerStyle(i int) Style { return Style{Fill: PlayerFill(i), Stroke: Ink, StrokeWidth: 1} }

func wrap(i int) int {
	if i < 0 {
		return 0
	}
	return i % len(players)
}

// Initial returns the first letter of a name, upper case, the third cue
// of a player's pieces ("?" for an empty name).
func Initial(name string) string {
	if name == "" {
		return "?"
	}
	r, _ := utf8.DecodeRuneInString(norm.NFC.String(name)) // "Zoe" and a combining accent is not "Z"
	return string(unicode.ToUpper(r))
}

// SeatInitial is Initial(name) when the PNG's font draws it, else the
// seat's number (seat i is "i+1"): a token or a floor marked by a letter
// the font lacks ("李") would show "?" for every such player, and the
// number still tells the seats apart. SVG and PNG show the same mark.
func SeatInitial(name string, i int) string {
	in := Initial(name)
	if isASCII(in) {
		return in // the fonts draw every ASCII letter, and buf would be allocated
	}
	var buf sfnt.Buffer
	for _, r := range in {
		if !hasGlyph(&buf, r) {
			return strconv.Itoa(i + 1)
		}
	}
	return in
}

// PlayerToken draws the token of seat i, whose player is named name, as a
// disc of radius r centred at (cx, cy): the seat's patterned fill, and in
// its middle a plain disc of the seat's colour with the player's initial,
// so that colour, pattern and letter each tell the seat.
func (g *Group) PlayerToken(cx, cy, r float64, i int, name string) {
	g.Circle(cx, cy, r, PlayerStyle(i))
	g.Circle(cx, cy, r*0.62, Style{Fill: Solid(PlayerColor(i))})
	g.Text(cx, cy+r*0.36, SeatInitial(name, i), TextStyle{Size: r, Bold: true, Color: White, Anchor: Middle})
}
