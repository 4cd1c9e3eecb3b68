extension PageChange: CustomStringConvertible {
  /// A readable one-line form for logs and test failures: each end as `identity#index`, then
  /// the direction and the cause — `Home#0 → Trending#1 forward user`. A missing identity or
  /// index reads `∅` (`∅#∅` is written `∅`: no page at all, as after a reload to empty).
  public var description: String {
    "\(Self.describe(from, fromIndex)) → \(Self.describe(to, toIndex)) \(direction.rawValue) "
      + cause.rawValue
  }

  private static func describe(_ id: PageID?, _ index: Int?) -> String {
    guard id != nil || index != nil else { return "∅" }
    let identity = id.map { String(describing: $0) } ?? "∅"
    return "\(identity)#\(index.map { String($0) } ?? "∅")"
  }
}
