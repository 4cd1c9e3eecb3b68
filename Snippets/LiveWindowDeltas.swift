// A host's views kept by the live window's deltas: made once from `livePages`, then changed by
// what each call reports (pages removed, moved, inserted; pages that came into view or left it),
// never by a diff of the host's own. An animated far jump draws its destination in slot 1
// beside the page it leaves, and at rest in slot 60: the delta moves the same view there.

import PageKitCore

/// A page's view: a stand-in for a `UIView` or a child view controller.
final class PageView {
  let index: Int
  var isInView = false
  init(index: Int) { self.index = index }
}

let pager = try Pager(
  source: GeneratedPageSource(count: 100) { PageView(index: $0) },
  configuration: PagerConfiguration(viewportLength: 375))

// The views, keyed by slot: unique among the live pages, also where a short loop draws one
// page twice. Made from the live pages once, when the host starts observing.
var views: [Int: PageView] = [:]
for page in pager.livePages { views[page.slot] = page.page }
pager.addLiveWindowObserver { delta in
  // Out of view: named by the slots they had, so before the views move.
  for entry in delta.disappeared { views[entry.slot]?.isInView = false }
  // Removed, then moved (all at once), then inserted: `apply` does it in that order.
  delta.apply(to: &views, make: { $0.page }, discard: { print("released page \($0.index)") })
  // Into view: named by the slots they have now.
  for entry in delta.appeared { views[entry.slot]?.isInView = true }
  for move in delta.moved { print("page \(move.index): slot \(move.oldSlot) -> \(move.slot)") }
}

var time = 0.0
try pager.advance(to: time)
try pager.scroll(to: 60)
while pager.phase != .idle {
  time += 1.0 / 60
  try pager.advance(to: time)
}
let shown = views.sorted { $0.key < $1.key }.map { "\($0.value.index)" }
print("views: \(shown.joined(separator: ", "))")  // 59, 60, 61
