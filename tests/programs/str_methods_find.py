# find, index, count, startswith, endswith, in, replace.
s = "the cat sat on the mat with the hat"
print(s.find("the"), s.find("the", 1), s.find("the", 20), s.find("dog"), s.find(""))
print(s.find("at"), s.find("at", 6), s.find("at", 6, 9), s.find("at", 6, 8))
print(s.index("cat"), s.index("mat"), s.index("t", 10))
print(s.count("the"), s.count("at"), s.count("t"), s.count("zz"), s.count(""))
print("aaaa".count("aa"), "aaaa".count("a"), "abab".count("ab", 1))
print(s.startswith("the"), s.startswith("cat"), s.startswith("cat", 4), s.startswith(""))
print(s.endswith("hat"), s.endswith("cat"), s.endswith("the", 0, 3))
print(s.startswith(("a", "t")), s.endswith(("x", "y")))
print("cat" in s, "dog" in s, "" in s, " " in "nospace", "a" not in "bcd")
print(s.replace("the", "THE"))
print(s.replace("at", "og", 2))
print(s.replace(" ", ""))
print("aaa".replace("a", "bb"), "abc".replace("", "-"), "xyz".replace("q", "r"))
print("hello".replace("l", ""), "hello".replace("hello", ""), "ab".replace("ab", "ab" * 3))
pos = s.find("t")
positions = []
while pos != -1:
    positions.append(pos)
    pos = s.find("t", pos + 1)
print(positions)
print("é€".find("€"), "héllo".index("l"), "€€€".count("€"))
