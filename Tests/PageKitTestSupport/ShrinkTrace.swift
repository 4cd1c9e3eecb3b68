public import PageKitCore
public import PageKitTrace

/// Shrinks a failing trace to a much shorter one that still fails: drops steps (halves, then
/// quarters, … then single steps), merges consecutive drags and consecutive frames, drops the
/// calls made from event handlers, and rounds numbers (translations and velocities to whole
/// points, timestamps to whole frames of 1/60 s). Each candidate is re-recorded
/// (`PagerTrace.rerecorded(resolver:)`) so that its outcomes are what it produces, then kept
/// when `stillFails` says it still fails. It stops when no edit helps, or after
/// `maximumAttempts` candidates.
///
/// ```swift
/// let shrunk = shrinkTrace(trace) { candidate in
///   (try? checkTrace(candidate).isEmpty) == false
/// }
/// ```
///
/// - Parameters:
///   - trace: A trace on which `stillFails` returns `true`.
///   - resolver: Builds its snap strategies and transitions (default the built-ins).
///   - maximumAttempts: The most candidates tried (default 2,000).
///   - stillFails: The failure: a checker rule, an invariant, a host's own assertion, on a
///     re-recorded candidate.
/// - Returns: The shortest failing trace found, re-recorded (`trace` itself when no candidate
///   failed, or when it cannot be re-recorded: a source without identities).
/// - Complexity: O(maximumAttempts) re-recordings of at most `trace`'s length.
public func shrinkTrace<PageID: Hashable & Codable>(
  _ trace: PagerTrace<PageID>, resolver: PagerTraceResolver = .builtIn,
  maximumAttempts: Int = 2_000, stillFails: (PagerTrace<PageID>) -> Bool
) -> PagerTrace<PageID> {
  withoutActuallyEscaping(stillFails) { stillFails in
    var shrinker = TraceShrinker(
      best: trace, resolver: resolver, attemptsLeft: maximumAttempts, stillFails: stillFails)
    shrinker.run()
    return shrinker.best
  }
}

/// The state of one shrink.
struct TraceShrinker<PageID: Hashable & Codable> {
  typealias Trace = PagerTrace<PageID>
  typealias Input = PagerTrace<PageID>.Input

  var best: Trace
  let resolver: PagerTraceResolver
  var attemptsLeft: Int
  let stillFails: (Trace) -> Bool

  /// Tries `steps` as the candidate; keeps it (re-recorded) when it still fails.
  mutating func attempt(_ steps: [Trace.Step]) -> Bool {
    guard attemptsLeft > 0 else { return false }
    attemptsLeft -= 1
    var candidate = best
    candidate.steps = steps
    guard let recorded = try? candidate.rerecorded(resolver: resolver), stillFails(recorded)
    else { return false }
    best = recorded
    return true
  }

  mutating func run() {
    var progress = true
    while progress, attemptsLeft > 0 {
      progress = false
      progress = dropChunks() || progress
      progress = dropNested() || progress
      progress = mergeNeighbours() || progress
      progress = roundNumbers() || progress
    }
  }

  /// Drops runs of steps: halves, quarters, … single steps.
  mutating func dropChunks() -> Bool {
    var progress = false
    var chunk = max(best.steps.count / 2, 1)
    while chunk >= 1, attemptsLeft > 0 {
      var start = 0
      while start < best.steps.count, attemptsLeft > 0 {
        var steps = best.steps
        steps.removeSubrange(start..<min(start + chunk, steps.count))
        if attempt(steps) {
          progress = true
        } else {
          start += chunk
        }
      }
      chunk /= 2
    }
    return progress
  }

  /// Drops the calls made from event handlers (a re-recorded trace keeps them as steps).
  mutating func dropNested() -> Bool {
    guard best.steps.contains(where: { !$0.nested.isEmpty }) else { return false }
    return attempt(
      best.steps.map { step in
        var step = step
        step.nested = []
        return step
      })
  }

  /// Merges two consecutive drags into one, and two consecutive frames into the later one.
  mutating func mergeNeighbours() -> Bool {
    var progress = false
    var index = 0
    while index + 1 < best.steps.count, attemptsLeft > 0 {
      var steps = best.steps
      switch (steps[index].input, steps[index + 1].input) {
      case (.drag(let first), .drag(let second)):
        steps[index].input = .drag(translation: first + second)
        steps.remove(at: index + 1)
      case (.advance, .advance):
        steps.remove(at: index)
      default:
        index += 1
        continue
      }
      if attempt(steps) { progress = true } else { index += 1 }
    }
    return progress
  }

  /// Rounds translations and velocities to whole points, timestamps to whole frames.
  mutating func roundNumbers() -> Bool {
    var progress = false
    for index in best.steps.indices where attemptsLeft > 0 {
      guard index < best.steps.count, let rounded = Self.rounded(best.steps[index].input),
        rounded != best.steps[index].input
      else { continue }
      var steps = best.steps
      steps[index].input = rounded
      if attempt(steps) { progress = true }
    }
    return progress
  }

  /// The input with rounder numbers, or `nil` when it has none.
  static func rounded(_ input: Input) -> Input? {
    func round(_ value: Double) -> Double {
      value.isFinite ? value.rounded() : value
    }
    switch input {
    case .drag(let translation): return .drag(translation: round(translation))
    case .endDrag(let velocity): return .endDrag(velocity: round(velocity))
    case .advance(let timestamp):
      guard timestamp.isFinite else { return nil }
      return .advance(timestamp: (timestamp * 60).rounded(.up) / 60)
    default: return nil
    }
  }
}

/// A Swift Testing test, ready to paste into a test file, that reads `trace` and checks it
/// with ``checkTrace(_:resolver:assertion:)``: it fails as the run did until the bug is fixed,
/// and then guards it. A comment lists the steps as calls.
///
/// A rule `checkTrace` does not know (a host's own assertion, a layout's rule of the randomized
/// driver) cannot be printed. Pass what it found as `findings`: the printed test then checks the
/// trace with a stand-in assertion that reports the same problems at the same steps, and says
/// to pass the real rule in its place, so it fails with the run's words instead of passing.
///
/// - Parameters:
///   - trace: The trace (a shrunk one, usually).
///   - name: The test's name (a Swift identifier).
///   - findings: What a rule the test cannot carry found, by step number as `checkTrace` counts
///     them (a number past the last step: after it, as the pager ran to rest; the test records
///     those as issues). Empty (the default): the test checks the library's rules alone.
///   - rule: What `findings` came from, for the printed comment (default the host's own
///     assertion).
/// - Returns: The test's source, or a comment saying why the trace cannot be written.
/// - Complexity: O(n) in the size of the trace and the findings.
public func pasteReadySwiftTest<PageID: Hashable & Codable>(
  for trace: PagerTrace<PageID>, named name: String, findings: [Int: [String]] = [:],
  foundBy rule: String = "the host's own assertion"
) -> String {
  let json: String
  do {
    json = try trace.jsonString()
  } catch {
    return "// The trace cannot be written: \(error)"
  }
  let calls = trace.steps.enumerated().map { number, step in
    "  //   \(number): \(describe(step.input))"
      + (step.error.map { " ! \($0)" } ?? "")
      + (step.nested.isEmpty
        ? ""
        : " (from a handler: \(step.nested.map { describe($0.input) }.joined(separator: ", ")))")
  }
  let body = json.split(separator: "\n", omittingEmptySubsequences: false).map {
    $0.isEmpty ? "" : "    \($0)"
  }
  let opening =
    ["@Test func \(name)() throws {", "  // The steps:"] + calls + [
      "  let trace = try PagerTrace<\(PageID.self)>(",
      "    json: #\"\"\"",
    ] + body + ["    \"\"\"#)"]
  let found = findings.filter { !$0.value.isEmpty }
  let during = found.filter { $0.key < trace.steps.count }.sorted { $0.key < $1.key }
  let after = found.filter { $0.key >= trace.steps.count }.sorted { $0.key < $1.key }
  var check: [String] = []
  if during.isEmpty {
    check.append("  #expect(try checkTrace(trace) == [])")
  } else {
    check += [
      "  // The run broke a rule this test cannot carry:",
      "  //   \(rule).",
      "  // Until you pass that rule in place of `brokenRule`, this stand-in reports what it found,",
      "  // at the steps it found it, so the test fails as the run did.",
      "  var step = -1",
      "  let brokenRule = { (_: any PagingController<\(PageID.self)>) -> [String] in",
      "    step += 1",
      "    switch step {",
    ]
    check += during.map { number, problems in
      "    case \(number): return [\(problems.map(swiftLiteral).joined(separator: ", "))]"
    }
    check += [
      "    default: return []",
      "    }",
      "  }",
      "  let problems = try checkTrace(trace, assertion: brokenRule)",
      "  #expect(problems == [])",
    ]
  }
  if !after.isEmpty {
    check += [
      "  // After the last step, as the pager ran to rest, the run broke a rule this test cannot",
      "  // carry:",
      "  //   \(rule).",
      "  // Until you check that rule there, the test records what it found:",
    ]
    check += after.flatMap { $0.value.map { "  Issue.record(\(swiftLiteral($0)))" } }
  }
  return (opening + check + ["}"]).joined(separator: "\n")
}

/// The test named `name` that ``pasteReadySwiftTest(for:named:findings:foundBy:)`` printed into
/// `text` (a report, or a test file where it is pasted as a `private func`), from its first line
/// to its closing brace: the first line as `func name() throws {`, the others without their
/// indentation (a formatter re-indents a pasted multi-line string). For the tests that paste a
/// printed test and check that the copy is what is printed today.
package func printedSwiftTest(named name: String, in text: String) -> [String]? {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard
    let start = lines.firstIndex(where: {
      $0 == "@Test func \(name)() throws {" || $0 == "private func \(name)() throws {"
    }),
    let stop = lines[start...].firstIndex(of: "}")
  else { return nil }
  let body = lines[(start + 1)...stop].map { line in String(line.drop { $0 == " " }) }
  return ["func \(name)() throws {"] + body
}

/// `text` as a Swift string literal: quotes, backslashes and control characters escaped.
func swiftLiteral(_ text: String) -> String {
  var literal = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": literal += "\\\""
    case "\\": literal += "\\\\"
    case "\n": literal += "\\n"
    case "\r": literal += "\\r"
    case "\t": literal += "\\t"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
      literal += "\\u{\(String(scalar.value, radix: 16))}"
    default: literal.unicodeScalars.append(scalar)
    }
  }
  return literal + "\""
}

/// An input as the call a host makes.
func describe<PageID>(_ input: PagerTrace<PageID>.Input) -> String {
  switch input {
  case .beginDrag: return "beginDrag()"
  case .drag(let translation): return "drag(by: \(translation))"
  case .endDrag(let velocity): return "endDrag(velocity: \(velocity))"
  case .advance(let timestamp): return "advance(to: \(timestamp))"
  case .advanceFrames(let first, let last, let framesPerSecond):
    return "advance(to: Double(k) / \(framesPerSecond)) for k in \(first)...\(last)"
  case .scroll(let index, let direction, let animated):
    return
      "scroll(to: \(index), direction: \(direction.map { ".\($0)" } ?? "nil"), animated: \(animated))"
  case .scrollToNext(let animated): return "scrollToNext(animated: \(animated))"
  case .scrollToPrevious(let animated): return "scrollToPrevious(animated: \(animated))"
  case .autoScroll(let index, let direction):
    return "autoScroll(to: \(index), direction: \(direction.map { ".\($0)" } ?? "nil"))"
  case .reload(let source, let layout):
    return
      "reload(\(source.ids.map { "\($0)" } ?? "\(source.bounds)")\(layout.map { ", layout: \($0)" } ?? ""))"
  case .restore(let snapshot): return "restore(\(snapshot))"
  case .configure(let configuration): return "setConfiguration(\(configuration))"
  case .setSnap(let strategy): return "snap = \(strategy.name)(\(strategy.parameters))"
  case .setTransition(let strategy): return "transition = \(strategy.name)(\(strategy.parameters))"
  case .scrollView(let callback): return "apply(.scrollView(.\(callback)))"
  case .pointer(.down(let sample)): return "pointerDown(\(arguments(sample)))"
  case .pointer(.move(let sample)): return "pointerMove(\(arguments(sample)))"
  case .pointer(.up(let sample)): return "pointerUp(\(arguments(sample)))"
  case .pointer(.cancel): return "pointerCancel()"
  case .key(let key): return "press(.\(key.rawValue))"
  case .rotate(let detents): return "rotate(byDetents: \(detents))"
  case .wheel(let event):
    return
      "scrollWheel(WheelEvent(deltaX: \(event.deltaX), deltaY: \(event.deltaY), "
      + "unit: .\(event.unit), phase: .\(event.phase), timestamp: \(event.timestamp)))"
  }
}

/// A pointer sample as a pointer call's arguments.
private func arguments(_ sample: PointerSample) -> String {
  "x: \(sample.x), y: \(sample.y), timestamp: \(sample.timestamp)"
}

/// What a randomized test prints for a failing seed: the recorded `trace` shrunk to the fewest
/// steps that still break a rule of ``checkTrace(_:resolver:assertion:)`` (the event rules, the
/// invariants, the indices, the position at rest, and `assertion`), as JSON and as a test to
/// paste that fails as the run did (what `assertion` found is printed into it through a stand-in
/// rule, see ``pasteReadySwiftTest(for:named:findings:foundBy:)``); the whole trace when its
/// failure is one `checkTrace` does not see.
///
/// ```swift
/// let recorder = PagerTraceRecorder(recording: pager)
/// // … a seeded sequence; on its first failure:
/// Issue.record("seed \(seed): \(message)\n\(shrunkTraceReport(recorder.trace(), named: "seed\(seed)"))")
/// ```
///
/// - Parameters:
///   - trace: The failing run's trace (`nil`: none was recorded).
///   - name: The pasted test's name (a Swift identifier).
///   - resolver: Builds its snap strategies and transitions (default the built-ins).
///   - maximumAttempts: The most candidates tried (default 400: a failing seed's report stays
///     quick).
///   - assertion: The test's own rule, checked after every step (default nothing).
/// - Returns: The report.
/// - Complexity: O(maximumAttempts) replays of at most `trace`'s length.
public func shrunkTraceReport<PageID: Hashable & Codable>(
  _ trace: PagerTrace<PageID>?, named name: String, resolver: PagerTraceResolver = .builtIn,
  maximumAttempts: Int = 400,
  assertion: (any PagingController<PageID>) -> [String] = { _ in [] }
) -> String {
  guard let trace else { return "no trace: the pager was never at rest on an item" }
  func fails(_ candidate: PagerTrace<PageID>) -> Bool {
    !((try? checkTrace(candidate, resolver: resolver, assertion: assertion)) ?? []).isEmpty
  }
  let json = { (trace: PagerTrace<PageID>) in (try? trace.jsonString()) ?? "(cannot be written)" }
  guard fails(trace) else {
    return "the trace of \(trace.steps.count) steps breaks no rule checkTrace sees: not shrunk\n"
      + json(trace)
  }
  let shrunk = shrinkTrace(
    trace, resolver: resolver, maximumAttempts: maximumAttempts, stillFails: fails)
  // What the assertion finds on the shrunk trace, by step; printed only when the library's
  // rules alone do not fail it the same way.
  var findings: [Int: [String]] = [:]
  var step = 0
  let problems = try? checkTrace(shrunk, resolver: resolver) { pager in
    let found = assertion(pager)
    findings[step] = found
    step += 1
    return found
  }
  let plain = try? checkTrace(shrunk, resolver: resolver)
  return "shrunk trace (\(shrunk.steps.count) of \(trace.steps.count) steps):\n\(json(shrunk))"
    + "as a test:\n"
    + pasteReadySwiftTest(for: shrunk, named: name, findings: plain == problems ? [:] : findings)
}
