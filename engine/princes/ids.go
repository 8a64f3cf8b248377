package princes

import (
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
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
	// The maps above as idIndexes, for fastMove.
	professionIx, stackIx, buildingIx, landscapeIx, freedomIx *idIndex
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
	n.professionIx, n.stackIx = newIDIndex(n.professionBy), newIDIndex(n.stackBy)
	n.buildingIx, n.landscapeIx = newIDIndex(n.buildingBy), newIDIndex(n.landscapeBy)
	n.freedomIx = newIDIndex(n.freedomBy)
	return n
})

// professionWord is the notation's word for the profession of a data
// file's name: "Bell founder" is "bell-founder".
func professionWord(name string) string { return strings.ReplaceAll(strings.ToLower(name), " ", "-") }

// words returns the notation's words for the data file's components.
// After the first call it is one atomic load: moves and events ask for
// words at most decisions, and a sync.OnceValue costs a call and its
// checks each time.
func words() *names {
	if w := wordsCache.Load(); w != nil {
		return w
	}
	return loadWords()
}

// wordsCache holds wordsOnce's names once made.
var wordsCache atomic.Pointer[names]

// loadWords is words' first call, apart so that words is inlined.
func loadWords() *names {
	w := wordsOnce()
	wordsCache.Store(w)
	return w
}

// professionID is the notation's word for profession card i.
func professionID(i int8) string { return words().profession[i] }

// bonusID and prestigeID are the notation's words for bonus card i ("b1"
// to "b20") and prestige card i ("p1" to "p14"), by the cards' numbers.
func bonusID(i int8) string {
	if i >= 0 && int(i) < len(bonusIDs) {
		return bonusIDs[i]
	}
	return "b" + strconv.Itoa(int(i)+1)
}

func prestigeID(i int8) string {
	if i >= 0 && int(i) < len(prestigeIDs) {
		return prestigeIDs[i]
	}
	return "p" + strconv.Itoa(int(i)+1)
}

// bonusIDs and prestigeIDs are the ids written out: events name cards at
// most decisions, and a string made anew is an allocation.
var (
	bonusIDs = [wantBonusCards]string{"b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9", "b10",
		"b11", "b12", "b13", "b14", "b15", "b16", "b17", "b18", "b19", "b20"}
	prestigeIDs = [wantPrestigeCards]string{"p1", "p2", "p3", "p4", "p5", "p6", "p7",
		"p8", "p9", "p10", "p11", "p12", "p13", "p14"}
)

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

// itoa writes n in decimal. Prices and payments are whole hundreds of
// Florins, which strconv would make anew at each event (it keeps only 0
// to 99): they are written out below.
func itoa(n int) string {
	if n >= 100 && n%100 == 0 && n/100 < len(hundreds) {
		return hundreds[n/100]
	}
	return strconv.Itoa(n)
}

// hundreds are "0", "100", … "9900".
var hundreds = [100]string{"0", "100", "200", "300", "400", "500", "600", "700", "800", "900", "1000", "1100", "1200", "1300", "1400", "1500", "1600", "1700", "1800", "1900", "2000", "2100", "2200", "2300", "2400", "2500", "2600", "2700", "2800", "2900", "3000", "3100", "3200", "3300", "3400", "3500", "3600", "3700", "3800", "3900", "4000", "4100", "4200", "4300", "4400", "4500", "4600", "4700", "4800", "4900", "5000", "5100", "5200", "5300", "5400", "5500", "5600", "5700", "5800", "5900", "6000", "6100", "6200", "6300", "6400", "6500", "6600", "6700", "6800", "6900", "7000", "7100", "7200", "7300", "7400", "7500", "7600", "7700", "7800", "7900", "8000", "8100", "8200", "8300", "8400", "8500", "8600", "8700", "8800", "8900", "9000", "9100", "9200", "9300", "9400", "9500", "9600", "9700", "9800", "9900"}
