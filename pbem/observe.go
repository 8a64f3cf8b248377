package pbem

import (
	"net/mail"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/notation"
)

// This file edits a game's observers: the addresses the mail host tells
// the public story of the game (docs/hosting.md, "Observers"). The host
// adds or removes one with `pbem observe`; anyone may by mail
// (!observe, !unobserve) when the game says observable = true.

// ObserveRequest adds Address to a game's observers, or removes it.
type ObserveRequest struct {
	Address string
	Remove  bool
}

// ObserveResult tells what Observe did.
type ObserveResult struct {
	Address string `json:"address"`
	// Changed is false when there was nothing to do: the address observed
	// already, or (to remove) did not.
	Changed   bool     `json:"changed"`
	Observers []string `json:"observers"`
}

// Observe adds req.Address to the observers of the game at path, or
// removes it, editing only that key of the front matter (header_edit.go)
// under the game's lock. Addresses compare case aside; one is added as a
// bare address (ann@example.org), lower case.
func (c Games) Observe(path string, req ObserveRequest) (*ObserveResult, error) {
	addr := strings.ToLower(strings.TrimSpace(req.Address))
	if err := checkAddrSpec(addr); err != nil {
		return nil, Usagef("observer %s: %v", notation.Quote(req.Address), err)
	}
	res := &ObserveResult{Address: addr}
	err := c.updateWithOrders(path, func(f *File, book *OrderBook) ([]byte, error) {
		if err := book.recoverFile(f); err != nil {
			return nil, err
		}
		h := f.Header
		h.Observers = observersWith(h.Observers, addr, req.Remove)
		res.Observers = h.Observers
		if res.Changed = !slices.Equal(h.Observers, f.Header.Observers); !res.Changed {
			return nil, nil
		}
		if len(h.Observers) > maxObservers {
			return nil, Usagef("the game has %d observers already: at most %d", len(f.Header.Observers), maxObservers)
		}
		return f.withHeader(h)
	})
	if err != nil {
		return nil, err
	}
	if res.Observers == nil {
		res.Observers = []string{}
	}
	return res, nil
}

// observersWith returns list with addr added (when missing) or removed;
// list itself is left alone.
func observersWith(list []string, addr string, remove bool) []string {
	i := ObserverIndex(list, addr)
	switch {
	case remove && i >= 0:
		return slices.Delete(slices.Clone(list), i, i+1)
	case !remove && i < 0:
		return append(slices.Clone(list), addr)
	}
	return list
}

// ObserverIndex returns where addr is among the observers list, case
// aside and whether written bare or with a name ("Kib <kib@x.org>"), -1
// when it is not.
func ObserverIndex(list []string, addr string) int {
	return slices.IndexFunc(list, func(o string) bool { return strings.EqualFold(ObserverAddress(o), addr) })
}

// ObserverAddress returns the bare address of an observers entry, which
// may carry a name; "" when it is no address.
func ObserverAddress(entry string) string {
	a, err := mail.ParseAddress(entry)
	if err != nil {
		return ""
	}
	return strings.ToLower(a.Address)
}
