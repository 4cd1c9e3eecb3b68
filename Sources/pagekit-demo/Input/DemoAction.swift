import PageKitCore

/// A terminal mouse's report (SGR 1006): a button pressed, the pointer dragged with it held, the
/// button released, or the wheel turned; at a 0-based cell of the terminal.
struct MouseReport: Hashable, Sendable {
  /// What the mouse did.
  enum Kind: Hashable, Sendable {
    /// The left button went down.
    case press
    /// The pointer moved with the left button down.
    case drag
    /// The left button went up.
    case release
    /// The wheel turned a notch: `dx` left (-1) or right (+1), `dy` up (-1) or down (+1).
    case wheel(dx: Int, dy: Int)
  }

  var kind: Kind
  /// The cell's column, from 0 at the terminal's left edge.
  var column: Int
  /// The cell's row, from 0 at the terminal's top edge.
  var row: Int
}

/// What the user (or the scripted tour) asks the demo to do.
enum DemoAction: Hashable, Sendable {
  /// A key the screen's pager takes as a `PagerKey` (the arrows, Home, End, Page Up, Page Down):
  /// `Pager.press(_:)`.
  case key(PagerKey)
  /// The mouse: its button and drags as a pointer (`Pager.pointerDown`, `pointerMove`,
  /// `pointerUp`), its wheel as a wheel's notch (`Pager.scrollWheel(_:)`).
  case mouse(MouseReport)
  /// The next page or item (`l`, `d`): a swipe on the tab pager and the carousel, a command
  /// to exactly one item (`scrollToNext`) on the snapping strip.
  case next
  /// The previous page or item (`h`, `a`): a swipe on the tab pager and the carousel, a command
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
  /// Switch the nested screen's hand-over policy (`p`).
  case togglePolicy
  /// Show the next screen (tab).
  case nextScreen
  /// Show the previous screen (shift-tab).
  case previousScreen
  /// Leave the demo (`q`, Ctrl-C, Ctrl-D).
  case quit
}
