public import PageKitCore
public import PageKitTrace

/// Replays a trace's inputs on a new pager over a stand-in source and checks after every step
/// what the every-layout randomized driver checks: the event rules (``PagingEventLedger``), the
/// engine's invariants, a finite position, indices inside the bounds, and at rest the position
/// on the settled page. The outcomes the trace recorded are not compared (see
/// `PagerTrace.replay(resolver:positionTolerance:)` for that).
///
/// ```swift
/// #expect(try checkTrace(trace).isEmpty)
/// ```
///
/// - Parameters:
///   - trace: The trace.
///   - resolver: Builds its snap strategies and transitions (default the built-ins).
///   - assertion: A host's own rule, checked after every step with the pager: what it finds
///     broken (default nothing).
/// - Returns: What broke, each as `step n: …`, stopping at the first step that broke a rule;
///   empty when every rule held.
/// - Throws: The ``PagerTraceError`` of a trace that cannot be replayed.
/// - Complexity: O(s + e) pager calls for s steps and e events.
public func checkTrace<PageID: Hashable & Codable>(
  _ trace: PagerTrace<PageID>, resolver: PagerTraceResolver = .builtIn,
  assertion: (any PagingController<PageID>) -> [String] = { _ in [] }
) throws(PagerTraceError) -> [String] {
  try checkTrace(trace, resolver: resolver, assertion: assertion) {
    PagerTrace<PageID>.standIn($0)
  }
}

/// ``checkTrace(_:resolver:)`` over sources the host builds from the trace's descriptions (its
/// own source type: a wrong source is caught where it breaks a rule).
///
/// - Parameters:
///   - trace: The trace.
///   - resolver: Builds its snap strategies and transitions (default the built-ins).
///   - assertion: A host's own rule, checked after every step (default nothing).
///   - source: Builds a fresh source for each description; `nil` when it cannot.
/// - Returns: What broke, each as `step n: …`; empty when every rule held.
/// - Throws: The ``PagerTraceError`` of a trace that cannot be replayed.
/// - Complexity: O(s + e) pager calls for s steps and e events.
public func checkTrace<PageID: Hashable & Codable, Source: PageSource>(
  _ trace: PagerTrace<PageID>, resolver: PagerTraceResolver = .builtIn,
  assertion: (any PagingController<PageID>) -> [String] = { _ in [] },
  source: (PagerTrace<PageID>.SourceDescription) -> Source?
) throws(PagerTraceError) -> [String] where Source.PageID == PageID {
  try trace.validate()
  let pager = try trace.makePager(resolver: resolver, source: source)
  let ledger = PagingEventLedger(attachingTo: pager, settled: pager.settledPageID)
  var problems: [String] = []
  for (number, step) in trace.steps.enumerated() {
    for input in [step.input] + step.nested.map(\.input) {
      let error = try PagerTrace.perform(input, on: pager, resolver, source, step: number)
      if error == nil, case .restore = input {
        ledger.checker.expectSilentChange(to: pager.settledPageID)
      }
    }
    if pager.phase == .idle {
      ledger.checker.checkAtRest(settled: pager.settledPageID)
    } else {
      ledger.checker.check(settled: pager.settledPageID)
    }
    problems += ledger.violations.map { "events: \($0)" }
    problems += pager.checkInvariants().map { "engine invariant: \($0)" }
    if !pager.position.isFinite { problems.append("non-finite position") }
    if !pager.isEmpty {
      let bounds = pager.bounds.reachable
      for (name, index) in [
        ("current", pager.currentIndex), ("target", pager.targetIndex),
        ("settled", pager.settledIndex),
      ] where !bounds.contains(index) {
        problems.append("\(name) index \(index) outside \(bounds)")
      }
    }
    if pager.phase == .idle, !pager.isEmpty, pager.position != Double(pager.settledIndex),
      !pager.restsOnAnInnerRunMember
    {
      // A gliding strategy may rest between items, on the item nearest the position.
      if !pager.snap.glides {
        problems.append("rest position \(pager.position) is not \(pager.settledIndex)")
      } else if !(abs(pager.position - Double(pager.settledIndex)) <= 0.5) {
        problems.append(
          "rest position \(pager.position) between items is not nearest \(pager.settledIndex)")
      }
    }
    problems += assertion(pager)
    if !problems.isEmpty { return problems.map { "step \(number): \($0)" } }
  }
  return []
}
