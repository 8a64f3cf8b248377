package pbem

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/pbem-games/pbem/notation"
)

// This file holds the [tags] table of the front matter: free-form facts
// about a game (event, site, date, round, annotator…) that pbem keeps and
// shows but never reads.

// TagsTable is the name of the front matter's table of tags.
const TagsTable = "tags"

// Tag is one entry of the [tags] table.
type Tag struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// decodeTags reads the [tags] table of front in the order its keys are
// written: a TOML map has no order, so the order comes from md, and the
// values from a second decode of the same text (a front matter is small).
// Every value must be a string.
func decodeTags(front string, md toml.MetaData) ([]Tag, error) {
	if !md.IsDefined(TagsTable) {
		return nil, nil
	}
	var t struct {
		Tags map[string]string `toml:"tags"`
	}
	if _, err := toml.Decode(front, &t); err != nil {
		return nil, corruptf("[%s]: every tag is a string, as in event = \"Club night\" (%v)", TagsTable, err)
	}
	var tags []Tag
	for _, k := range md.Keys() {
		if len(k) == 2 && k[0] == TagsTable {
			tags = append(tags, Tag{Key: k[1], Value: t.Tags[k[1]]})
		}
	}
	return tags, nil
}

// undecodedOutsideTags returns the keys toml left undecoded, but for those
// of the [tags] table, which decodeTags reads.
func undecodedOutsideTags(keys []toml.Key) []toml.Key {
	var out []toml.Key
	for _, k := range keys {
		if len(k) == 0 || k[0] != TagsTable {
			out = append(out, k)
		}
	}
	return out
}

// encodeTags writes the [tags] table of tags, in their order, or nothing
// when there are none. Each line is encoded by the TOML library, so keys
// and values are quoted as TOML wants.
func encodeTags(tags []Tag) (string, error) {
	if len(tags) == 0 {
		return "", nil
	}
	var b bytes.Buffer
	b.WriteString("\n[" + TagsTable + "]\n")
	for _, t := range tags {
		if err := toml.NewEncoder(&b).Encode(map[string]string{t.Key: t.Value}); err != nil {
			return "", fmt.Errorf("encode tag %s: %w", notation.Quote(t.Key), err)
		}
	}
	return b.String(), nil
}

// ParseTag reads a tag given as "key=value" (new --tag).
func ParseTag(s string) (Tag, error) {
	k, v, ok := strings.Cut(s, "=")
	k = strings.TrimSpace(k)
	if !ok || k == "" {
		return Tag{}, Usagef("tag %s: expected key=value, as in event=Club night", notation.Quote(s))
	}
	if strings.ContainsAny(v, "\n\r") {
		return Tag{}, Usagef("tag %s: a tag's value is one line", notation.Quote(k))
	}
	return Tag{Key: k, Value: v}, nil
}

// Tag returns the value of the tag key, and whether it is set.
func (h Header) Tag(key string) (string, bool) {
	for _, t := range h.Tags {
		if t.Key == key {
			return t.Value, true
		}
	}
	return "", false
}

// newTags reads the tags of new --tag, refusing a key given twice.
func newTags(texts []string) ([]Tag, error) {
	var tags []Tag
	seen := map[string]bool{}
	for _, s := range texts {
		t, err := ParseTag(s)
		if err != nil {
			return nil, err
		}
		if seen[t.Key] {
			return nil, Usagef("tag %s is given twice", notation.Quote(t.Key))
		}
		seen[t.Key] = true
		tags = append(tags, t)
	}
	return tags, nil
}

// TagText returns the tags on one line, "event: Club night; round: 2",
// for a post, or "" when there are none.
func TagText(tags []Tag) string {
	parts := make([]string, len(tags))
	for i, t := range tags {
		parts[i] = t.Key + ": " + t.Value
	}
	return strings.Join(parts, "; ")
}
