print("a" "b" b"c")
