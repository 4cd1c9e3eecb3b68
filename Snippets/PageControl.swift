// A page control from the pager's stops: forty pages in a window of seven dots, the emphasis
// moving between two dots during a swipe, the selected dot's label the accessibility's.

import PageKitCore

let pager = try Pager(
  source: ArrayPageSource(Array(1...40)), initialIndex: 2,
  configuration: PagerConfiguration(viewportLength: 375))

/// A host's drawing call: here it prints what it would draw.
func drawDot(atX x: Double, diameter: Double, emphasis: Double) {
  print("  dot at \(x), diameter \(diameter), emphasis \(emphasis)")
}

@MainActor func show() throws {
  let dots = try pager.pageDots(maximumVisible: 7)
  for dot in dots {
    let x = Double(dot.screenIndex) * 16
    drawDot(atX: x, diameter: 8 * dot.scale, emphasis: dot.selection)
  }
}

do {
  let dots = try pager.pageDots(maximumVisible: 7)
  let label = dots.selectedAnnouncement?.description  // "Page 3 of 40"
  print(dots, label ?? "")  // ○ ○ ● ○ ○ · · (shrunk dots: more pages beyond)
}
try show()

// A quarter of the way to page 4: the third dot keeps three quarters of the emphasis.
try pager.beginDrag()
try pager.drag(by: -375 / 4)
try show()
