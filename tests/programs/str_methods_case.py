# Case methods and character predicates.
samples = ["hello", "HELLO", "Hello World", "hello world", "123", "abc123", "   ",
           "", "MiXeD cAsE", "x", "ALL CAPS 1", "it's a dog's life", "a1b2", "é", "\t\n"]
for s in samples:
    print(repr(s), s.upper(), s.lower(), s.title(), s.capitalize())
    print("  digit", s.isdigit(), "alpha", s.isalpha(), "space", s.isspace(),
          "upper", s.isupper(), "lower", s.islower())
print("hello world foo".title(), "HELLO".capitalize(), "hELLO".capitalize())
print("abc-def_ghi jkl".title(), "2nd place".title(), "2nd place".capitalize())
print("é".upper(), "CAFÉ".lower(), "straße".upper())
print("A".isupper(), "a".islower(), "1".isupper(), "A1".isupper(), "a1".islower())
print("42".isdigit(), "-42".isdigit(), "4.2".isdigit(), "".isdigit())
print("abc".isalpha(), "ab c".isalpha(), "".isalpha(), "".isspace())
count_upper = 0
count_digit = 0
for ch in "Hello World 2024 OK":
    if ch.isupper():
        count_upper = count_upper + 1
    if ch.isdigit():
        count_digit = count_digit + 1
print(count_upper, count_digit)
