# os and os.path: the pure path functions and the environment.
import os
import os.path
from os.path import join, split, splitext, normpath, basename, dirname
print(join("a", "b", "c.txt"), join("/x", "/y", "z"), join("a/", "b"))
print(split("/usr/lib/python3.11/os.py"), split("file"), split("/"))
print(splitext("archive.tar.gz"), splitext(".bashrc"), splitext("noext"))
print(normpath("a//b/./c/../d"), normpath("/../x"), normpath(""), basename("/a/b/"), dirname("/a/b"))
print(os.path.isabs("/x"), os.path.isabs("x"), os.sep, os.name, os.linesep == "\n")
print(isinstance(os.environ, dict) or hasattr(os.environ, "get"), os.getenv("PITH_SURELY_UNSET_VARIABLE", "fallback"))
print(os.path.isdir("."), os.path.exists("lib_os_path.py"), os.path.isfile("no_such_file_here.txt"))
print(os.path.abspath("x").endswith("/x"), len(os.getcwd()) > 0)
