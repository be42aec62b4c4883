class Ones:
    def __iter__(self):
        return self

    def __next__(self):
        return 1


print("started", flush=True)
items = list(Ones())
