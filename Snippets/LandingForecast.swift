// A release's landing, known as the finger lifts: the page it settles on (to prefetch), when,
// and each change of the current page on the way with its time (one haptic tick apiece). The
// frames then drawn agree with it.

import PageKitCore

let pager = try Pager(
  source: ArrayPageSource(Array(0..<20)), initialIndex: 4,
  configuration: PagerConfiguration(viewportLength: 375))

/// The host's work: here it prints what it would do.
func prefetch(_ index: Int) { print("prefetch page \(index)") }
func scheduleTick(after seconds: Double) { print("tick after \(Int(seconds * 1_000)) ms") }

var time = 1.0
try pager.advance(to: time)

try pager.beginDrag()
try pager.drag(by: -120)
try pager.endDrag(velocity: -900)
if let landing = pager.landing {
  prefetch(landing.destinationIndex)
  for crossing in landing.crossings { scheduleTick(after: crossing.elapsed) }
}

// The frames: the current page changes when the landing said.
var shown = pager.currentIndex
while pager.phase != .idle {
  time += 1.0 / 120
  try pager.advance(to: time)
  if pager.currentIndex != shown {
    shown = pager.currentIndex
    print("frame at +\(Int((time - 1) * 1_000)) ms: page \(shown)")
  }
}
print("at rest on page \(pager.settledIndex)")

// An animated command has a landing too. A far jump draws page 8 beside page 5, so the current
// page changes once: ["5→8"].
try pager.scroll(to: 8)
print(pager.landing?.crossings.map { "\($0.fromIndex)→\($0.toIndex)" } ?? [])
