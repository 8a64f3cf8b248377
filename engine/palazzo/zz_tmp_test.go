package palazzo

import (
	"fmt"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

func TestZZPhases(t *testing.T) {
	count := map[string]int{}
	moves := map[string]int{}
	for seed := range uint64(1000) {
		es, _, _ := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(seed))
		st := es.(*state)
		rng := enginetest.NewRand(seed + 1)
		play := engine.NewRollout(st)
		for len(st.ToAct()) > 0 {
			s := st.ToAct()[0]
			count[phaseNames[st.phase]]++
			m := play.Move(s, rng)
			moves[fmt.Sprintf("%T", m)]++
			play.Apply(s, m, rng)
		}
	}
	fmt.Println(count, moves)
}
