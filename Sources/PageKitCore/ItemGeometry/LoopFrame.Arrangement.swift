extension LoopFrame {
  /// The content a loop frame lays out.
  package enum Arrangement: Sendable, Hashable {
    /// A plain strip of the items, no copies and no loop (not circular, or fewer than 2 items).
    case strip
    /// `count + 2` slots: the last item copied at the front, the first at the back.
    case duplicatedEnds
    /// The items repeated this many whole times.
    case repeatedCycles(Int)

    /// Whether the content loops.
    package var loops: Bool { self != .strip }
  }
}
