// A playground of generated pages: a data source that makes a fresh page for every index.
//
// Reusing pre-made pages in two places blanked the screen; here the source makes a new instance
// each time the pager asks, and the pager holds the instances it shows in its live window, so a
// page keeps its instance while it stays live and no two slots ever share one.

import PageKitCore

/// A page with a random-looking background colour.
final class RandomColorPage {
  let index: Int
  let rgb: (Int, Int, Int)
  init(index: Int, rgb: (Int, Int, Int)) {
    self.index = index
    self.rgb = rgb
  }
}

/// Makes a fresh page for every request and counts how many it made.
final class RandomColorSource: GeneratedPageSource<RandomColorPage> {
  private(set) var made = 0

  override func makePage(at index: Int) -> RandomColorPage? {
    made += 1
    // A deterministic "random" colour, so the playground prints the same thing every run.
    let hash = (index &* 2_654_435_761) & 0xFF_FFFF
    return RandomColorPage(index: index, rgb: (hash >> 16, (hash >> 8) & 0xFF, hash & 0xFF))
  }
}

let source = RandomColorSource(count: 3)
let pager = try Pager(source: source, configuration: PagerConfiguration(viewportLength: 320))
print("live at start: \(pager.livePages.map(\.index)), pages made: \(source.made)")

let before = pager.livePages.map(\.page)
try pager.beginDrag()
try pager.drag(by: -60)
let during = pager.livePages.map(\.page)
print("a small drag keeps the instances: \(zip(before, during).allSatisfy { $0 === $1 })")
try pager.endDrag(velocity: -900)
var time = 0.0
while pager.phase != .idle {
  time += 1.0 / 60
  try pager.advance(to: time)
}
print("after the swipe: page \(pager.settledIndex), live \(pager.livePages.map(\.index))")
print("pages made so far: \(source.made) (each page once while it stays live)")

// A circular loop of two pages shows page 0 or 1 in several slots at once: each slot gets its
// own instance, so no view is ever in two places.
let loop = try Pager(
  source: RandomColorSource(count: 2).circular(),
  configuration: PagerConfiguration(viewportLength: 320, preloadCount: 2))
let pages = loop.livePages.map(\.page)
let distinct = Set(pages.map(ObjectIdentifier.init)).count
print("circular, 2 pages: slots \(loop.livePages.map(\.slot)), indices \(pages.map(\.index))")
print("distinct instances: \(distinct) of \(pages.count)")
