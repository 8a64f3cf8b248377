package leonardo

import (
	"reflect"
	"testing"
)

// TestInfoIsMadeOnce checks that Info, made once and shared, is the Info
// makeInfo builds anew, costs no allocation, and hands out lists whose
// capacity ends with them (an append to one copies it).
func TestInfoIsMadeOnce(t *testing.T) {
	got, want := Game{}.Info(), makeInfo()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Info %#v, built anew %#v", got, want)
	}
	if n := testing.AllocsPerRun(10, func() { _ = Game{}.Info() }); n != 0 {
		t.Errorf("Info allocates %v times a call", n)
	}
	if cap(got.Rules) != len(got.Rules) || cap(got.Settings) != len(got.Settings) || cap(got.Reconstructed) != len(got.Reconstructed) {
		t.Errorf("Info's lists have room beyond them: rules %d/%d, settings %d/%d, reconstructed %d/%d",
			len(got.Rules), cap(got.Rules), len(got.Settings), cap(got.Settings), len(got.Reconstructed), cap(got.Reconstructed))
	}
	if len(got.Reconstructed) == 0 || got.Settings[0].Default == "" {
		t.Fatalf("Info lists nothing: %#v", got)
	}
}
