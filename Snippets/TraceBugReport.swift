// A bug report as a trace: the app records what it fed its pager, and anyone replays it.

import PageKitCore
import PageKitSnap
import PageKitTrace

/// The app's own snap strategy: rests on the page nearest the position plus `threshold` pages.
struct HalfPageSnap: SnapStrategy, TraceDescribable {
  var threshold: Double
  var traceName: String { "HalfPageSnap" }
  var traceParameters: [String: Double] { ["threshold": threshold] }

  func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
    let length = proposal.strip.span(at: 0)?.length ?? 1
    let index = proposal.strip.index(at: proposal.currentOffset + (threshold - 0.5) * length) ?? 0
    return SnapTarget(offset: proposal.strip.span(at: index)?.origin ?? 0, index: index)
  }
}

// In the app: a flight recorder keeps the last 2,000 steps the pager was fed.
let pager = try Pager(
  source: ArrayPageSource(["Home", "Trending", "Saved"], id: \.self),
  snap: HalfPageSnap(threshold: 0.5), configuration: PagerConfiguration(viewportLength: 375))
let recorder = PagerTraceRecorder(recording: pager, retention: .lastSteps(2_000))
// snippet.hide
var time = 0.0
try pager.advance(to: time)
try pager.beginDrag()
try pager.drag(by: -200)
try pager.endDrag(velocity: -500)
while pager.phase != .idle {
  time += 1.0 / 60
  try pager.advance(to: time)
}
// snippet.show

// When the user reports a bug, the app attaches the trace's JSON to the report.
if let trace = recorder.trace() {
  let json = try trace.jsonString()
  print("\(trace.steps.count) steps, \(json.utf8.count) bytes")

  // In a test, on any machine: read the report and replay it.
  let report = try PagerTrace<String>(json: json)
  var resolver = PagerTraceResolver.builtIn.withPageKitSnap()
  resolver.registerSnap(named: "HalfPageSnap") { parameters in
    HalfPageSnap(threshold: parameters["threshold"] ?? 0.5)
  }
  switch try report.replay(resolver: resolver) {
  case .identical:
    print("replays identically")
  case .diverged(let divergence):
    print("step \(divergence.step ?? -1) differs in \(divergence.field)")
  }
}
