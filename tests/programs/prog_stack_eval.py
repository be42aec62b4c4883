# A small stack-based expression evaluator (shunting-yard + RPN).
PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3}
def tokenize(s):
    tokens = []
    num = ""
    for ch in s:
        if ch.isdigit():
            num = num + ch
        else:
            if num != "":
                tokens.append(num)
                num = ""
            if ch in "+-*/%^()":
                tokens.append(ch)
    if num != "":
        tokens.append(num)
    return tokens
def to_rpn(tokens):
    out = []
    ops = []
    for t in tokens:
        if t.isdigit():
            out.append(t)
        elif t == "(":
            ops.append(t)
        elif t == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            while ops and ops[-1] != "(" and (PREC[ops[-1]] > PREC[t] or (PREC[ops[-1]] == PREC[t] and t != "^")):
                out.append(ops.pop())
            ops.append(t)
    while ops:
        out.append(ops.pop())
    return out
def eval_rpn(rpn):
    st = []
    for t in rpn:
        if t.isdigit():
            st.append(int(t))
            continue
        b = st.pop()
        a = st.pop()
        if t == "+":
            st.append(a + b)
        elif t == "-":
            st.append(a - b)
        elif t == "*":
            st.append(a * b)
        elif t == "/":
            st.append(a // b)
        elif t == "%":
            st.append(a % b)
        else:
            st.append(a ** b)
    return st[0]
exprs = ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "100 / 7 % 5", "2 * (3 + 4) * (5 - 1)",
         "10 - 4 - 3", "2 ^ 100 - 1", "((((7))))", "1 - 20 / 3", "3 * 3 * 3 * 3 * 3 ^ 20"]
for e in exprs:
    toks = tokenize(e)
    rpn = to_rpn(toks)
    print(e, "=>", " ".join(rpn), "=>", eval_rpn(rpn))
