// A terminal host: the pager draws pages as rows of characters, one frame per line.
//
// The host owns the clock (here, a fixed 30 frames per second), the "touches" (scripted) and the
// drawing (each live page's placement turned into columns). The pager owns everything else.

import PageKitCore

/// Draws the live pages of a pager into a line `width` characters wide: each page is a run of its
/// own letter, shifted by its placement's translation.
func render<Source: PageSource, Transition: TransitionStrategy>(
  _ pager: Pager<Source, Transition>, width: Int
) -> String where Source.Page == Character {
  var line = [Character](repeating: " ", count: width)
  for live in pager.livePages.sorted(by: { $0.placement.zIndex < $1.placement.zIndex })
  where !live.placement.isHidden {
    // Translation is in page lengths; one page is the whole line.
    let start = Int((live.placement.translation * Double(width)).rounded())
    for column in max(start, 0)..<min(start + width, width) {
      line[column] = live.page
    }
  }
  return "|" + String(line) + "|"
}

let width = 24
let pager = try Pager(
  source: ArrayPageSource(Array("ABCD")), configuration: PagerConfiguration(viewportLength: 24))
pager.addEventObserver { event in
  if case .didChangePage(let change) = event {
    print("  -> page \(change.toIndex ?? -1) (\(change.cause))")
  }
}

// A scripted swipe: the finger moves left 4 points per frame for 4 frames, then flings.
var time = 0.0
try pager.advance(to: time)
try pager.beginDrag()
for _ in 0..<4 {
  try pager.drag(by: -4)
  print(render(pager, width: width))
}
try pager.endDrag(velocity: -300.5)
while pager.phase != .idle {
  time += 1.0 / 30
  try pager.advance(to: time)
  print(render(pager, width: width))
}

// A key press: the right arrow scrolls to the next page, animated.
try pager.scrollToNext()
while pager.phase != .idle {
  time += 1.0 / 30
  try pager.advance(to: time)
}
print(render(pager, width: width))
