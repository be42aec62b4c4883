# sys.exit() with no argument exits with status 0.
import sys
def work(n):
    done = []
    for i in range(n):
        done.append(i * i)
        print("work", i, done)
        if i == 3:
            print("stopping early")
            sys.exit()
    print("never")
print("start")
print(len(sys.argv))
work(10)
print("never printed either")
sys.exit(5)
