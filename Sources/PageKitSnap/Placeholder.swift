// PageKitSnap: placeholder until its module issue lands.
enum _PageKitSnapPlaceholder {}
