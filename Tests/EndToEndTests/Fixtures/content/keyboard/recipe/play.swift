let top = keyboardTopEdge(screenHeight: 568, keyboardHeight: 216)
print("portrait: the keyboard's top edge is at y = \(top)")
