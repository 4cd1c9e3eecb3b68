public import PageKitCore

extension PagingEventChecker {
  /// One broken rule found by a ``PagingEventChecker``: the rule, the event that broke it, and
  /// what was seen.
  public struct Violation: Hashable, CustomStringConvertible {
    /// The rule broken.
    public var rule: PagingEventRule
    /// The event that broke it, or `nil` when a check against the controller found it
    /// (``PagingEventRule/didCountMismatch``, ``PagingEventRule/settledMismatch``,
    /// ``PagingEventRule/willOpenAtRest``).
    public var event: PagerEvent<PageID>?
    /// The number of events recorded when it was found (the event's own number, counted from 1).
    public var eventNumber: Int
    /// What was seen, beyond the event itself (may be empty).
    public var detail: String

    /// Creates a violation.
    ///
    /// - Parameters:
    ///   - rule: The rule broken.
    ///   - event: The event that broke it, if one did.
    ///   - eventNumber: The number of events recorded when it was found.
    ///   - detail: What was seen.
    public init(
      rule: PagingEventRule, event: PagerEvent<PageID>?, eventNumber: Int, detail: String
    ) {
      self.rule = rule
      self.event = event
      self.eventNumber = eventNumber
      self.detail = detail
    }

    /// The rule, the event and the detail in one line, for example
    /// `didWithoutWill (a did closes an open will): event 3 didChangePage a → b (forward, user)`.
    public var description: String {
      var text = "\(rule.rawValue) (\(rule.summary)): event \(eventNumber)"
      if let event { text += " \(PagingEventChecker.describe(event))" }
      if !detail.isEmpty { text += "; \(detail)" }
      return text
    }
  }
}
