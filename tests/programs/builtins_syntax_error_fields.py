# SyntaxError's fields (msg, filename, lineno, offset, text, end_lineno,
# end_offset) and str(), from compile() and made by hand.
for src in ["x = = 1", "def f(:\n    pass", "if True:\nprint(1)"]:
    try:
        compile(src, "/some/dir/prog.py", "exec")
    except SyntaxError as e:
        print(type(e).__name__, "|", e, "|", e.msg, e.filename, e.lineno, e.offset is not None, repr(e.text))
e = SyntaxError("bad", ("f.py", 3, 2, "x y\n"))
print(e, "|", e.msg, e.filename, e.lineno, e.offset, repr(e.text), e.end_lineno, e.end_offset, e.args)
print(SyntaxError("only"), "|", SyntaxError("m", (None, 5, 1, None)), "|", SyntaxError(), "|", SyntaxError("m").lineno)
e.lineno = 10
print(e)
