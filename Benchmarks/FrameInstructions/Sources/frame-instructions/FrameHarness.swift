import PageKitCore

/// A page with an identity, as a host's view model.
final class PageObject: Identifiable {
  let id: Int

  init(_ id: Int) {
    self.id = id
  }
}

/// Counts the events a host receives.
final class EventCounter {
  var count = 0
}

/// The pager the benchmarks drive, over a million pages, with a host counting its events.
struct FrameHarness {
  static let frames = 40_000
  static let pageCount = 1_000_000

  let pager: Pager<ArrayPageSource<PageObject, Int>, SlideTransition>
  let counter = EventCounter()
  /// One item in points: the distance a drag of one item moves.
  let unit: Double

  init(items: Bool) throws {
    let pages = (0..<Self.pageCount).map { PageObject($0) }
    pager = try Pager(
      source: ArrayPageSource(pages),
      layout: items ? .uniform(itemLength: 300, spacing: 12) : .fullPage,
      anchor: items ? .center : .leading(0), initialIndex: Self.pageCount / 2,
      // (The spelling every revision since the benchmarks began reads.)
      configuration: PagerConfiguration(pageLength: 400))
    unit = items ? 312 : 400
    let counter = counter
    pager.addEventObserver { _ in counter.count += 1 }
  }

  /// Runs `mode`'s frames; returns a sum of what they read, so nothing is optimized away.
  func run(_ mode: String) throws -> Double {
    var sink = 0.0
    switch mode {
    case "advance":
      // Settles toward the neighbouring page from released drags, alternating direction, 64
      // frames of each (most of a settle, ending before it rests).
      var time = 0.0
      var forward = true
      let step = pager.configuration.settleSpring.settlingDuration / 128
      var frame = 0
      while frame < Self.frames {
        if pager.phase == .settling {
          time += 10
          try pager.advance(to: time)
        }
        try pager.beginDrag()
        try pager.drag(by: (forward ? -0.6 : 0.6) * unit)
        try pager.endDrag(velocity: 0)
        forward.toggle()
        for _ in 0..<64 {
          time += step
          try pager.advance(to: time)
          sink += pager.position
          frame += 1
        }
      }
    case "drag":
      // A finger sweeping forward and back, 2 points a frame.
      try pager.beginDrag()
      for frame in 0..<Self.frames {
        try pager.drag(by: (frame / 100) & 1 == 0 ? -2 : 2)
        sink += Double(pager.currentIndex)
      }
    case "livePages":
      // A third of a page into a swipe: every live page read, with its placement.
      try pager.beginDrag()
      try pager.drag(by: -0.3 * unit)
      for _ in 0..<Self.frames {
        for live in pager.livePages {
          sink += live.placement.alpha + Double(live.page.id)
        }
      }
    default:
      break
    }
    return sink + Double(counter.count)
  }
}
