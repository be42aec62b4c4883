# N-queens for n = 6 (and counts for n = 1..7) via backtracking.
def safe(cols, row, col):
    for r in range(row):
        c = cols[r]
        if c == col or r - c == row - col or r + c == row + col:
            return False
    return True
solutions = []
def place(n, cols, row):
    if row == n:
        solutions.append(cols[:])
        return 1
    count = 0
    for col in range(n):
        if safe(cols, row, col):
            cols.append(col)
            count = count + place(n, cols, row + 1)
            cols.pop()
    return count
n = 6
print("solutions for 6:", place(n, [], 0))
for sol in solutions:
    print(sol)
    for r in range(n):
        line = ""
        for c in range(n):
            if sol[r] == c:
                line = line + "Q "
            else:
                line = line + ". "
        print(line.rstrip())
    print()
for k in range(1, 8):
    solutions = []
    print(k, place(k, [], 0))
