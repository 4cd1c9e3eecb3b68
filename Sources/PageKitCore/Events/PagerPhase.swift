/// What a pager is doing.
public enum PagerPhase: String, Sendable, Hashable, Codable, CaseIterable {
  /// At rest on a page.
  case idle
  /// Following a finger.
  case dragging
  /// Animating toward a page after a release or an animated command.
  case settling
}
