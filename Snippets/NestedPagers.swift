// Pagers in pagers: a carousel of four cards inside the Photos page of a tab pager, on the same
// axis, driven by one finger through a `NestedPagerCoordinator`. The host feeds the coordinator
// the gesture instead of either pager; each pager keeps its rules and delivers its own events.
//
// Runs on every platform (Docs/Input.md shows it). In UIKit the pan's translations feed the
// coordinator as they would feed one pager: the handler is behind `#if canImport(UIKit)`.

import PageKitCore

let tabs = try Pager(
  source: ArrayPageSource(["Home", "Photos", "Settings"], id: \.self), initialIndex: 1,
  configuration: PagerConfiguration(viewportLength: 375))
let carousel = try Pager(
  source: ArrayPageSource(Array(0..<4)), layout: .uniform(itemLength: 300, spacing: 10),
  configuration: PagerConfiguration(viewportLength: 375))
let nested = NestedPagerCoordinator(parent: tabs, child: carousel, childPageID: "Photos")

// One finger, within the gesture: the carousel takes the drag to its last card (855 points of
// scroll), the tabs take the rest.
try nested.beginDrag()
try nested.drag(by: -800)
print("after 800 points: \(nested.driving.map(\.rawValue) ?? "-") moves")  // child
try nested.drag(by: -100)
print("after 900 points: \(nested.driving.map(\.rawValue) ?? "-") moves")  // parent
try nested.endDrag(velocity: -1_200)  // released to the pager moved last: the tabs

var clock = 0.0
@MainActor func settle() throws {
  for _ in 0..<180 {
    clock += 1.0 / 60
    try nested.advance(to: clock)
  }
}
try settle()
print("tabs on \(tabs.settledPageID ?? "-"), carousel on card \(carousel.settledIndex + 1)")

// On a new gesture: the carousel stops at its edge; the next swipe from there moves the tabs.
try tabs.scroll(to: 1, animated: false)
try carousel.scroll(to: 0, animated: false)
nested.handOver = .onNewGesture
try nested.beginDrag()
try nested.drag(by: -900)  // the carousel stops at its last card
try nested.endDrag(velocity: -1_200)
try settle()
print("one swipe: tabs on \(tabs.settledPageID ?? "-"), card \(carousel.settledIndex + 1)")
try nested.beginDrag()
try nested.drag(by: -120)  // from the edge, past it: the tabs'
try nested.endDrag(velocity: -1_200)
try settle()
print("a second swipe: tabs on \(tabs.settledPageID ?? "-")")

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A pan on the tab pager's view, fed to the coordinator as it would feed one pager.
  final class NestedPanHandler: NSObject {
    let nested:
      NestedPagerCoordinator<
        ArrayPageSource<String, String>, SlideTransition, ArrayPageSource<Int, Int>,
        SlideTransition
      >

    init(
      nested: NestedPagerCoordinator<
        ArrayPageSource<String, String>, SlideTransition, ArrayPageSource<Int, Int>,
        SlideTransition
      >
    ) {
      self.nested = nested
    }

    @MainActor @objc func pan(_ gesture: UIPanGestureRecognizer) {
      let dx = gesture.translation(in: gesture.view).x
      gesture.setTranslation(.zero, in: gesture.view)
      switch gesture.state {
      case .began:
        try? nested.beginDrag()
        try? nested.drag(by: dx)
      case .changed:
        try? nested.drag(by: dx)
      case .ended, .cancelled:
        try? nested.endDrag(velocity: gesture.velocity(in: gesture.view).x)
      default:
        break
      }
    }
  }
#endif
