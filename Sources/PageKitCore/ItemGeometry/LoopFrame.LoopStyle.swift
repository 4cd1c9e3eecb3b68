extension LoopFrame {
  /// Which looping content a loop frame lays out.
  package enum LoopStyle: Sendable, Hashable, CaseIterable {
    /// ``Arrangement/duplicatedEnds`` when one item fills the viewport exactly (item length equal
    /// to the viewport length), ``Arrangement/repeatedCycles(_:)`` otherwise.
    case automatic
    /// The last item copied before the first and the first after the last (`count + 2` slots).
    /// Only for items exactly as long as the viewport.
    case duplicatedEnds
    /// Whole cycles of the items repeated, enough for several visible items and fast flings.
    case repeatedCycles
  }
}
