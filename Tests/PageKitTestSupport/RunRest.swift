package import PageKitCore

extension Pager {
  /// Whether the pager is at rest on an inner member of a run, the second documented exception
  /// to "exact at rest" (Docs/Snapping.md, at the ends): a command to a member of a run other than
  /// its outer end rests there with `settledIndex` that member, and `position` reads the run's
  /// outer end (item 0 for a run at the start, the last item for a run at the end).
  ///
  /// The test reads only what a host sees, never the engine's own notion of a stop: the content
  /// offset is at the clamped end the position names, the position is that end's item, the
  /// settled item is another one, and it is drawn whole inside the viewport (a member of a run
  /// cannot reach its anchor, so it rests wholly visible).
  ///
  /// - Complexity: O(live pages).
  package var restsOnAnInnerRunMember: Bool {
    guard phase == .idle, items != nil, !loops, bounds.isCounted, count > 1 else { return false }
    let last = count - 1
    let atStart = contentOffset == 0 && position == 0 && settledIndex > 0
    let atEnd =
      contentOffset == maxContentOffset && position == Double(last) && settledIndex < last
    guard atStart || atEnd else { return false }
    guard let settled = livePages.first(where: { $0.slot == engine.settled.slot }) else {
      return false
    }
    return settled.origin >= -1e-9 && settled.origin + settled.length <= viewportLength + 1e-9
  }
}
