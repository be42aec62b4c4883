this line is not Python and -x skips it
print("second line runs")
raise ValueError("on line 3")
