package palazzo

import "testing"

// benchHand is a 20-card hand with a triple, certificates and three currencies.
const benchHand = "r3 r4 r5 r7 r7 b4 b5 b6 b6 b7 s4 s3 s5 s6 s7 s7 c2 c2 c2 c2"

func BenchmarkCheapestPayment(b *testing.B) {
	hand := cardsOf(b, benchHand)
	paid := 0
	for b.Loop() {
		cs, _ := CheapestPayment(hand, 17)
		paid = len(cs)
	}
	b.ReportMetric(float64(paid), "cards/payment")
}

func BenchmarkCheapestRaise(b *testing.B) {
	hand := cardsOf(b, benchHand)
	bid, err := OpeningBid().Raise(cardsOf(b, "s4"))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		CheapestRaise(bid, hand, 45)
	}
}

func BenchmarkMaxPayment(b *testing.B) {
	hand := cardsOf(b, benchHand)
	for b.Loop() {
		MaxPayment(hand)
	}
}
