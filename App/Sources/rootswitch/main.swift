import AppCore
print("placeholder")
