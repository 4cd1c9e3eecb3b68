extension PagerEvent: CustomStringConvertible {
  /// A readable one-line form for logs and test failures: the case name, then its values —
  /// `didChangePage Home#0 → Trending#1 forward user` (see ``PageChange/description``),
  /// `didScroll 1.5`, `phaseDidChange idle → dragging`.
  public var description: String {
    switch self {
    case .willChangePage(let change): "willChangePage \(change)"
    case .didChangePage(let change): "didChangePage \(change)"
    case .didCancelPageChange(let change): "didCancelPageChange \(change)"
    case .didScroll(let position): "didScroll \(position)"
    case .phaseDidChange(let from, let to): "phaseDidChange \(from.rawValue) → \(to.rawValue)"
    }
  }
}
