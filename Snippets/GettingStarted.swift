// The smallest complete host: a pager over three pages, a swipe, a frame loop and a command.

import PageKitCore

let pager = try Pager(
  source: ArrayPageSource(["Red", "Green", "Blue"]),
  configuration: PagerConfiguration(viewportLength: 375))
pager.addEventObserver { event in
  guard case .didChangePage(let change) = event else { return }
  print("page \(change.fromIndex ?? -1) -> \(change.toIndex ?? -1), cause \(change.cause)")
}

// A swipe: the finger moves 120 points to the left, then lifts with a fling.
try pager.beginDrag()
try pager.drag(by: -120)
try pager.endDrag(velocity: -800)

// The host's frame loop: one `advance(to:)` per frame, until the pager is at rest.
var time = 0.0
while pager.phase != .idle {
  time += 1.0 / 60
  try pager.advance(to: time)
}

// A command: the same event, exactly once, whether animated or not.
try pager.scroll(to: 2, animated: false)
for live in pager.livePages {
  print("live: \(live.page) at offset \(live.offset)")
}
