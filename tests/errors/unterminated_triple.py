s = """abc

print(1)
