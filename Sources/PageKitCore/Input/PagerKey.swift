/// A key a pager takes, as a pager input (``PagerInput/key(_:)``): a keyboard's arrows, Home,
/// End, Page Up and Page Down, a remote's or a game controller's directional pad, or a step a
/// host names itself (Tab and Shift-Tab, a remote's swipe).
///
/// Each press is a command, with the usual events (the cause ``PageChangeCause/programmatic``),
/// from the target: a press during a motion retargets it, so a held key that repeats moves one
/// stop further per repeat. ``Pager/destination(for:)`` says where a press would go.
///
/// - The arrows follow the screen. On a horizontal pager the right arrow moves forward left to
///   right and backward right to left (the left arrow moves forward in a right-to-left layout);
///   the up and down arrows are not the pager's. On a vertical pager the down arrow moves forward,
///   the up arrow backward, and the left and right arrows are not the pager's.
/// - ``next`` and ``previous`` move one stop whatever the axis and the layout direction.
/// - ``first`` and ``last`` (Home and End) move to the first or the last item; round a loop, by
///   the shorter way.
/// - ``pageDown`` and ``pageUp`` move by the items one viewport shows (at least one; one page of
///   a page controller, three cards of a shelf that shows three), clamped to the ends.
///
/// A key that is not the pager's, or that has no stop to go to (the right arrow on the last
/// page of a bounded source), changes nothing and throws nothing: a host passes it on (to the
/// responder chain, to the focus engine). A press during a drag throws
/// ``PagerError/dragInProgress``; on an empty source ``PagerError/emptySource``.
public enum PagerKey: String, Sendable, Hashable, Codable, CaseIterable {
  /// The left arrow: backward on a horizontal left-to-right pager, forward on a right-to-left one.
  case left
  /// The right arrow: forward on a horizontal left-to-right pager, backward on a right-to-left one.
  case right
  /// The up arrow: backward on a vertical pager.
  case up
  /// The down arrow: forward on a vertical pager.
  case down
  /// One stop forward, on any axis in any layout direction.
  case next
  /// One stop backward, on any axis in any layout direction.
  case previous
  /// Home: the first item.
  case first
  /// End: the last item.
  case last
  /// Page Up: back by the items one viewport shows.
  case pageUp
  /// Page Down: on by the items one viewport shows.
  case pageDown
}
