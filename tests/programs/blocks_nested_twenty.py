# Twenty statically nested blocks of each kind: CPython's limit, allowed.
class ctx:
    def __enter__(self): return self
    def __exit__(self, *a): return False
def f_for():
    n = 0
    for _ in range(1):
        for _ in range(1):
            for _ in range(1):
                for _ in range(1):
                    for _ in range(1):
                        for _ in range(1):
                            for _ in range(1):
                                for _ in range(1):
                                    for _ in range(1):
                                        for _ in range(1):
                                            for _ in range(1):
                                                for _ in range(1):
                                                    for _ in range(1):
                                                        for _ in range(1):
                                                            for _ in range(1):
                                                                for _ in range(1):
                                                                    for _ in range(1):
                                                                        for _ in range(1):
                                                                            for _ in range(1):
                                                                                for _ in range(1):
                                                                                    n += 1
    return n
print('for', f_for())
def f_while():
    n = 0
    while n < 1:
        while n < 1:
            while n < 1:
                while n < 1:
                    while n < 1:
                        while n < 1:
                            while n < 1:
                                while n < 1:
                                    while n < 1:
                                        while n < 1:
                                            while n < 1:
                                                while n < 1:
                                                    while n < 1:
                                                        while n < 1:
                                                            while n < 1:
                                                                while n < 1:
                                                                    while n < 1:
                                                                        while n < 1:
                                                                            while n < 1:
                                                                                while n < 1:
                                                                                    n += 1
    return n
print('while', f_while())
def f_with():
    n = 0
    with ctx():
        with ctx():
            with ctx():
                with ctx():
                    with ctx():
                        with ctx():
                            with ctx():
                                with ctx():
                                    with ctx():
                                        with ctx():
                                            with ctx():
                                                with ctx():
                                                    with ctx():
                                                        with ctx():
                                                            with ctx():
                                                                with ctx():
                                                                    with ctx():
                                                                        with ctx():
                                                                            with ctx():
                                                                                with ctx():
                                                                                    n += 1
    return n
print('with', f_with())
def f_try():
    n = 0
    try:
        try:
            try:
                try:
                    try:
                        try:
                            try:
                                try:
                                    try:
                                        try:
                                            try:
                                                try:
                                                    try:
                                                        try:
                                                            try:
                                                                try:
                                                                    try:
                                                                        try:
                                                                            try:
                                                                                try:
                                                                                    n += 1
                                                                                finally:
                                                                                    pass
                                                                            finally:
                                                                                pass
                                                                        finally:
                                                                            pass
                                                                    finally:
                                                                        pass
                                                                finally:
                                                                    pass
                                                            finally:
                                                                pass
                                                        finally:
                                                            pass
                                                    finally:
                                                        pass
                                                finally:
                                                    pass
                                            finally:
                                                pass
                                        finally:
                                            pass
                                    finally:
                                        pass
                                finally:
                                    pass
                            finally:
                                pass
                        finally:
                            pass
                    finally:
                        pass
                finally:
                    pass
            finally:
                pass
        finally:
            pass
    finally:
        pass
    return n
print('try', f_try())
