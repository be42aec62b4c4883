# ljust/rjust/center with fill characters (including center's odd-padding
# rule), zfill with signs and non-numeric text, expandtabs, and a text table
# renderer that aligns numbers right and text left, with width computed
# from the data.
for s in ["", "a", "ab", "abc", "abcd"]:
    print("[" + s.center(6) + "]", "[" + s.center(5, "*") + "]", "[" + s.ljust(4, ".") + "]", "[" + s.rjust(4, "0") + "]")
print("[" + "toolong".center(3) + "]", "[" + "x".ljust(0) + "]", "[" + "x".rjust(-5) + "]", "[" + "odd".center(6, "-") + "]", "[" + "even".center(7, "-") + "]")
for s in ["42", "-42", "+42", "", "abc", "-", "3.14", "-0.5", "1_000", "+"]:
    print(repr(s), repr(s.zfill(6)), repr(s.zfill(1)))
print("a\tb\tc".expandtabs(), "a\tb\tc".expandtabs(4), "12345\t6".expandtabs(4), "\t".expandtabs(0) == "", "x\ty".expandtabs(1))
for bad in [lambda: "x".center(5, "ab"), lambda: "x".ljust("5"), lambda: "x".zfill(None), lambda: "x".rjust(5, "")]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError", e)

def render(headers, rows):
    cols = list(zip(headers, *rows))
    widths = [max(len(str(v)) for v in col) for col in cols]
    numeric = [all(isinstance(v, (int, float)) for v in col[1:]) for col in cols]
    def fmt_row(vals):
        cells = []
        for v, w, num in zip(vals, widths, numeric):
            text = str(v)
            cells.append(text.rjust(w) if num else text.ljust(w))
        return "| " + " | ".join(cells) + " |"
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    lines = [sep, fmt_row(headers), sep.replace("-", "=")]
    lines += [fmt_row(r) for r in rows]
    lines.append(sep)
    return "\n".join(lines)

inventory = [("widget", 12, 3.5), ("gizmo", 1500, 0.25), ("thingamajig", 0, 120.0), ("nut", -3, 0.01)]
print(render(("item", "qty", "price"), inventory))
print(render(("only",), [("a",), ("bbb",)]))

# centered banner
def banner(text, width=30, ch="="):
    inner = (" " + text + " ") if text else ""
    return inner.center(width, ch)
for t in ["Report", "", "A much longer title that overflows", "x"]:
    print(banner(t))

# receipt with aligned columns
items = [("Coffee", 2, 3.5), ("Bagel w/ cream cheese", 1, 4.25), ("Tea", 3, 2.0)]
total = 0
for name, q, p in items:
    line_total = q * p
    total += line_total
    print(name[:15].ljust(15) + str(q).rjust(3) + (" x " + str(p)).ljust(8) + str(round(line_total, 2)).rjust(8))
print("TOTAL".ljust(26) + str(total).rjust(8))
print("-" * 34)
print("id:" + str(7).zfill(5), "code:" + hex(48879)[2:].upper().zfill(8), "neg:" + str(-7).zfill(4))
