// PageKitTabs: placeholder until its module issue lands.
enum _PageKitTabsPlaceholder {}
