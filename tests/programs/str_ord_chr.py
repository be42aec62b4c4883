# ord() and chr() with ASCII and non-ASCII characters.
for c in "Az09 ~\n":
    print(repr(c), ord(c))
for c in "éü€ñ中😀":
    print(c, ord(c), chr(ord(c)) == c)
for n in [65, 97, 48, 32, 126, 233, 8364, 20013, 128512, 955]:
    print(n, chr(n), repr(chr(n)))
print(chr(ord("a") + 1), chr(ord("Z") - 25), ord("b") - ord("a"))
s = "Hello"
shifted = ""
for ch in s:
    shifted = shifted + chr(ord(ch) + 3)
print(shifted)
back = ""
for ch in shifted:
    back = back + chr(ord(ch) - 3)
print(back)
total = 0
for ch in "héllo €uro":
    total = total + ord(ch)
print("sum of code points", total)
word = "naïve café"
print(len(word), word[2], word[-1], word.upper())
caesar = ""
for ch in "attack at dawn":
    if ch.isalpha():
        caesar = caesar + chr((ord(ch) - ord("a") + 13) % 26 + ord("a"))
    else:
        caesar = caesar + ch
print(caesar)
