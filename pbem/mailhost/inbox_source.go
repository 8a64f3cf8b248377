package mailhost

import (
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/emersion/go-maildir"
	"github.com/emersion/go-mbox"
)

// StoreMaildir archives every message of the Maildir dir that is not
// marked seen, and then marks it seen, so the next run skips it: the
// archive has it from then on. It returns how many it stored.
func (in *Inbox) StoreMaildir(dir string) (int, error) {
	d := maildir.Dir(dir)
	if _, err := d.Unseen(); err != nil { // moves new/ into cur/
		return 0, fmt.Errorf("maildir %s: %w", dir, err)
	}
	keys, err := unseenKeys(d)
	if err != nil {
		return 0, fmt.Errorf("maildir %s: %w", dir, err)
	}
	for i, key := range keys {
		if err := in.storeMaildirMessage(d, key); err != nil {
			return i, fmt.Errorf("maildir %s: %w", dir, err)
		}
	}
	return len(keys), nil
}

// unseenKeys returns the keys of the messages of d without the seen flag,
// in key order (which for most delivery agents is delivery order).
func unseenKeys(d maildir.Dir) ([]string, error) {
	var keys []string
	err := d.Walk(func(key string, flags []maildir.Flag) error {
		if !slices.Contains(flags, maildir.FlagSeen) {
			keys = append(keys, key)
		}
		return nil
	})
	slices.Sort(keys)
	return keys, err
}

func (in *Inbox) storeMaildirMessage(d maildir.Dir, key string) error {
	r, err := d.Open(key)
	if err != nil {
		return err
	}
	raw, err := in.Limits.ReadMessage(r)
	r.Close()
	if err != nil {
		return err
	}
	if _, err := in.Store(raw); err != nil {
		return err
	}
	flags, err := d.Flags(key)
	if err != nil {
		return err
	}
	return d.SetFlags(key, append(flags, maildir.FlagSeen))
}

// StoreMbox archives every message of the mbox r and returns how many it
// stored. The mbox is not changed: reading it again stores its messages
// again, and the archive's list of processed messages then keeps them
// from being applied twice.
func (in *Inbox) StoreMbox(r io.Reader) (int, error) {
	mr := mbox.NewReader(r)
	n := 0
	for {
		msg, err := mr.NextMessage()
		if errors.Is(err, io.EOF) {
			return n, nil
		}
		if err != nil {
			return n, fmt.Errorf("mbox: %w", err)
		}
		raw, err := in.Limits.ReadMessage(msg)
		if err != nil {
			return n, fmt.Errorf("mbox: %w", err)
		}
		if _, err := in.Store(raw); err != nil {
			return n, err
		}
		n++
	}
}
