# String comparison, `in`, iteration.
words = ["banana", "Apple", "cherry", "apple", "", "b", "Banana", "apples", "é", "z"]
for a in words:
    line = ""
    for b in words:
        if a < b:
            line = line + "<"
        elif a == b:
            line = line + "="
        else:
            line = line + ">"
    print(repr(a).ljust(10), line)
print(sorted(words))
print("abc" == "abc", "abc" != "abd", "a" * 3 == "aaa")
print(max(words), min(words), max("hello"), min("hello"))
vowels = 0
for ch in "programming language":
    if ch in "aeiou":
        vowels = vowels + 1
print("vowels", vowels)
i = 0
for ch in "héllo":
    print(i, ch)
    i = i + 1
print(list("abc"), tuple("xy"), "ab" in "cabd", "ba" in "cabd")
