/// What the user (or the scripted tour) asks the demo to do.
enum DemoAction: Hashable, Sendable {
  /// Swipe toward the next page (right arrow).
  case next
  /// Swipe toward the previous page (left arrow).
  case previous
  /// A swipe with an explicit drag and release (scripted tours).
  case swipe(Swipe)
  /// Select the tab, card or item at a zero-based index (digit keys: `1` is index 0).
  case select(Int)
  /// Turn auto-scrolling on or off (space).
  case toggleAutoScroll
  /// Reload the data, inserting pages before the current one (`r`).
  case reload
  /// Show the next screen (tab).
  case nextScreen
  /// Show the previous screen (shift-tab).
  case previousScreen
  /// Leave the demo (`q`, Ctrl-C, Ctrl-D).
  case quit
}
