package princes

import (
	"strconv"
	"strings"
	"sync"
)

// names are the words the notation uses for cards, stacks and pieces,
// made once from the data file.
type names struct {
	profession   []string // "poet", "bell-founder"
	professionBy map[string]int8
	stackBy      map[string]int8
	buildingBy   map[string]int8
	landscapeBy  map[string]int8
	freedomBy    map[string]int8
}

var wordsOnce = sync.OnceValue(func() *names {
	c := data()
	n := &names{professionBy: map[string]int8{}, stackBy: map[string]int8{},
		buildingBy: map[string]int8{}, landscapeBy: map[string]int8{}, freedomBy: map[string]int8{}}
	for i, p := range c.Professions.Cards {
		id := professionWord(p.Name)
		n.profession = append(n.profession, id)
		n.professionBy[id] = int8(i)
	}
	for i, s := range c.Auction.Stacks {
		n.stackBy[s] = int8(i)
	}
	for i, b := range c.Buildings.Types {
		n.buildingBy[b.ID] = int8(i)
	}
	for i, l := range c.Landscapes.Types {
		n.landscapeBy[l.ID] = int8(i)
	}
	for i, f := range c.Freedoms.Types {
		n.freedomBy[f.ID] = int8(i)
	}
	return n
})

// professionWord is the notation's word for the profession of a data
// file's name: "Bell founder" is "bell-founder".
func professionWord(name string) string { return strings.ReplaceAll(strings.ToLower(name), " ", "-") }

// words returns the notation's words for the data file's components.
func words() *names { return wordsOnce() }

// professionID is the notation's word for profession card i.
func professionID(i int8) string { return words().profession[i] }

// bonusID and prestigeID are the notation's words for bonus card i ("b1"
// to "b20") and prestige card i ("p1" to "p14"), by the cards' numbers.
func bonusID(i int8) string    { return "b" + strconv.Itoa(int(i)+1) }
func prestigeID(i int8) string { return "p" + strconv.Itoa(int(i)+1) }

// stackID, buildingID, landscapeID and freedomID name stacks and types.
func stackID(i int8) string     { return data().Auction.Stacks[i] }
func buildingID(i int8) string  { return data().Buildings.Types[i].ID }
func landscapeID(i int8) string { return data().Landscapes.Types[i].ID }
func freedomID(i int8) string   { return data().Freedoms.Types[i].ID }

// cardNumber reads "b7" as 6 for prefix "b" when 1 ≤ 7 ≤ n.
func cardNumber(word, prefix string, n int) (int8, bool) {
	rest, ok := strings.CutPrefix(word, prefix)
	if !ok {
		return 0, false
	}
	v, err := strconv.Atoi(rest)
	if err != nil || v < 1 || v > n || rest[0] == '0' {
		return 0, false
	}
	return int8(v - 1), true
}

func itoa(n int) string { return strconv.Itoa(n) }
