/// One broken rule found by a conformance checker such as `checkPageSource(_:)`.
public struct ConformanceFailure: Sendable, Hashable, CustomStringConvertible {
  /// A short name of the rule that failed, for example `"index(of:) round trip"`.
  public var rule: String
  /// What was observed.
  public var detail: String

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - rule: The rule that failed.
  ///   - detail: What was observed.
  public init(rule: String, detail: String) {
    self.rule = rule
    self.detail = detail
  }

  /// `rule: detail`.
  public var description: String { "\(rule): \(detail)" }
}
