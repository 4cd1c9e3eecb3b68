// A tab pager: a tab bar bound to a circular pager, driven by simulated touches and taps.
//
// The host owns the pager and the menu; the coordinator turns taps into pager commands, follows
// the pager's position every frame, and reports each change of the selected tab once.

import PageKitCore
import PageKitTabs

let titles = ["Products", "Recent", "Wish list"]
let pager = try Pager(
  source: ArrayPageSource(titles, id: \.self).circular(),
  configuration: PagerConfiguration(viewportLength: 390))
let menu = try TabMenu(
  tabCount: titles.count, sizing: .intrinsic([90, 70, 96]), barLength: 390, spacing: 12,
  leadingInset: 16, trailingInset: 16, alignment: .centerDistributed)
let tabs = try TabMenuCoordinator(
  pager: pager, menu: menu, indicator: try TabIndicator(interpolation: .elastic))

tabs.onSelectionChange = { change in
  let title = change.toIndex.map { titles[$0] } ?? "nothing"
  print("  selected \(title) (\(change.cause))")
}

var time = 0.0

/// One display frame: advance the pager's clock, then draw the bar (printing it when asked).
@MainActor func frame(_ label: String = "", print shouldPrint: Bool = true) throws {
  time += 1.0 / 60
  try pager.advance(to: time)
  guard let snapshot = tabs.snapshot(), shouldPrint else { return }
  let origin = (snapshot.indicatorFrame.origin * 10).rounded() / 10
  let width = (snapshot.indicatorFrame.length * 10).rounded() / 10
  let tab = titles[snapshot.selectedTab]
  print("  indicator at \(origin) width \(width) on \(tab) \(label)")
}

/// Runs frames until the pager rests, printing every sixth.
@MainActor func settle() throws {
  var frames = 0
  while pager.phase != .idle, frames < 240 {
    frames += 1
    try frame(print: frames % 6 == 0)
  }
  try frame("(at rest)")
}

print("A swipe back from Products wraps to Wish list:")
try pager.beginDrag()
for _ in 0..<6 {
  try pager.drag(by: 40)  // the finger moves right: toward the previous page
  try frame("(dragging)")
}
try pager.endDrag(velocity: 900)
try settle()

print("A swipe that is let go before half way is cancelled:")
try pager.beginDrag()
try pager.drag(by: -120)
try frame("(dragging)")
try pager.endDrag(velocity: 0)
try settle()

print("Tapping Products goes back along the bar, straight over Recent:")
try tabs.selectTab(0)
try settle()

print("A tap while a finger is down is refused:")
try pager.beginDrag()
do {
  try tabs.selectTab(1)
} catch {
  print("  \(error)")
}
try pager.endDrag(velocity: 0)
try settle()
