// Tabs over a circular pager: three tabs (products, recent, wish list) over a circular
// three-page pager.
//
// A hand-written version moves its menu bar from the data source's before/after calls, which fire more than
// once per swipe, then from `willTransitionTo`, which never hears of a cancelled swipe. Here the
// indicator is computed from the pager's position every frame, the tap direction comes from the
// tabs' order, and the selection is reported once per settled change.

import PageKitCore
import PageKitTabs

let titles = ["products", "recent", "wish list"]
let pager = try Pager(
  source: ArrayPageSource(titles, id: \.self).circular(),
  configuration: PagerConfiguration(viewportLength: 375))
let menu = try TabMenu(tabCount: titles.count, sizing: .equal, barLength: 375)
let tabs = try TabMenuCoordinator(pager: pager, menu: menu)

pager.addEventObserver { event in
  guard case .willChangePage(let change) = event else { return }
  let from = change.fromIndex.map { titles[$0] } ?? "nothing"
  let to = change.toIndex.map { titles[$0] } ?? "nothing"
  print("  the pager leaves \(from) for \(to), \(change.direction)")
}
tabs.onSelectionChange = { change in
  let title = change.toIndex.map { titles[$0] } ?? "nothing"
  print("  selected \(title) (cause \(change.cause))")
}

var time = 0.0

/// Where the indicator is, rounded to a tenth of a point, and the tab highlighted. Across the
/// seam the indicator straddles both ends of the bar: draw it at `indicatorFrame` and at
/// `indicatorCopyFrame` too, so that neither end jumps.
@MainActor func indicator() -> String {
  guard let snapshot = tabs.snapshot() else { return "no bar" }
  let origin = (snapshot.indicatorFrame.origin * 10).rounded() / 10
  var text = "indicator at \(origin)"
  if let copy = snapshot.indicatorCopyFrame {
    text += " and \((copy.origin * 10).rounded() / 10)"
  }
  return text + " on \(titles[snapshot.selectedTab])"
}

/// The host's frame loop: 60 Hz frames until the pager rests.
@MainActor func settle() throws {
  var frames = 0
  while pager.phase != .idle, frames < 600 {
    time += 1.0 / 60
    frames += 1
    try pager.advance(to: time)
    _ = tabs.snapshot()  // a host draws the bar every frame
  }
  print("  at rest: \(indicator())")
}

print("Tapping wish list from products goes forward, along the bar:")
try tabs.selectTab(2)
try settle()

print("Tapping products from wish list goes in reverse, though forward would wrap in one page:")
try tabs.selectTab(0)
try settle()

print("A swipe toward recent let go at 40 % is cancelled:")
try pager.beginDrag()
try pager.drag(by: -150)  // the finger moves left: toward the next page
print("  finger down: \(indicator())")
try pager.endDrag(velocity: 0)
try settle()

print("A swipe back from products wraps to wish list:")
try pager.beginDrag()
try pager.drag(by: 125)  // the finger moves right: toward the previous page
print("  a third of the way: \(indicator())")
try pager.drag(by: 125)
print("  two thirds of the way: \(indicator())")
try pager.endDrag(velocity: 0)
try settle()
