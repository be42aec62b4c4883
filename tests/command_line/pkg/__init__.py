print("pkg init", __name__)
