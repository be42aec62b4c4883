"""Files: writes N lines to a text file, then reads them back three ways
(iterating the text file, read() and splitlines(), iterating the file in
binary mode). Prints a checksum. Works in a temporary directory.

usage: pith benches/file_lines.py [N]
"""
import os
import sys
import tempfile


def main(n):
    work = tempfile.mkdtemp()
    path = os.path.join(work, "lines.txt")
    with open(path, "w") as f:
        for i in range(n):
            f.write("line %d of the file with some text\n" % i)
    total = 0
    with open(path) as f:
        for line in f:
            total += len(line)
    with open(path) as f:
        total += len(f.read().splitlines())
    with open(path, "rb") as f:
        for line in f:
            total += 1
    os.remove(path)
    os.rmdir(work)
    print(total)


main(int(sys.argv[1]) if len(sys.argv) > 1 else 300000)
