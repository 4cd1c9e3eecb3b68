import PageKitCore
import PageKitTabs
import Testing
