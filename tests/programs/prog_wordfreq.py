# Word-frequency count with dicts.
text = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair."""
def clean(word):
    w = word.lower()
    return w.strip(".,;:!?\"'")
counts = {}
order = []
for line in text.splitlines():
    for raw in line.split():
        w = clean(raw)
        if w == "":
            continue
        if w not in counts:
            counts[w] = 0
            order.append(w)
        counts[w] = counts[w] + 1
print(counts)
print(len(counts), "distinct words", len(order))
def freq_key(item):
    return (-item[1], item[0])
ranked = sorted(counts.items(), key=freq_key)
for w, c in ranked[:8]:
    print(w.ljust(12), str(c).rjust(3), "#" * c)
by_len = {}
for w in order:
    by_len.setdefault(len(w), []).append(w)
for k in sorted(by_len):
    print(k, by_len[k])
letters = {}
for ch in text.lower():
    if ch.isalpha():
        letters[ch] = letters.get(ch, 0) + 1
top = sorted(letters.items(), key=freq_key)[:5]
print(top)
