/// What the user (or the scripted tour) asks the demo to do.
enum DemoAction: Hashable, Sendable {
  /// The next page or item (right arrow): a swipe on the tab pager and the carousel, a command
  /// to exactly one item (`scrollToNext`) on the snapping strip.
  case next
  /// The previous page or item (left arrow): a swipe on the tab pager and the carousel, a command
  /// to exactly one item (`scrollToPrevious`) on the snapping strip.
  case previous
  /// A fling toward the next page or item (shift + right arrow, `>`): a swipe released fast, so
  /// the snap strategy decides how far it goes. The tab pager and the carousel take it as
  /// ``next``.
  case flingNext
  /// A fling toward the previous page or item (shift + left arrow, `<`); see ``flingNext``.
  case flingPrevious
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
