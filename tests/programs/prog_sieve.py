# Sieve of Eratosthenes.
def sieve(n):
    is_prime = [True] * (n + 1)
    is_prime[0] = False
    is_prime[1] = False
    i = 2
    while i * i <= n:
        if is_prime[i]:
            j = i * i
            while j <= n:
                is_prime[j] = False
                j = j + i
        i = i + 1
    primes = []
    for k in range(n + 1):
        if is_prime[k]:
            primes.append(k)
    return primes
p = sieve(100)
print(p)
print(len(p), sum(p))
big = sieve(20000)
print(len(big), big[-5:], sum(big))
gaps = {}
for i in range(1, len(big)):
    g = big[i] - big[i - 1]
    gaps[g] = gaps.get(g, 0) + 1
print(sorted(gaps.items()))
twins = 0
for i in range(1, len(big)):
    if big[i] - big[i - 1] == 2:
        twins = twins + 1
print("twin pairs", twins)
def factorize(n, primes):
    out = []
    for q in primes:
        if q * q > n:
            break
        while n % q == 0:
            out.append(q)
            n = n // q
    if n > 1:
        out.append(n)
    return out
for n in [360, 97, 1001, 65536, 999983 * 2, 2 ** 31 - 1, 600851475143]:
    print(n, factorize(n, big))
