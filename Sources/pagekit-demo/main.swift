import PageKitCore

print("pagekit-demo: the terminal demo arrives with the pager.")
