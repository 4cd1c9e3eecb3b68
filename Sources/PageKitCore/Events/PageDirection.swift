/// The logical direction of a page change or a scroll.
public enum PageDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Toward the next page (higher index, or across a circular seam from the last to the first).
  case forward
  /// Toward the previous page.
  case reverse

  /// The other direction.
  package var reversed: PageDirection { self == .forward ? .reverse : .forward }
}
