// A page controller with a reliable page index: a custom page controller whose "did update page index"
// callback fires exactly once for swipes and for programmatic moves alike, and whose
// `scroll(toPage:)` picks forward or reverse on its own.
//
// On Apple platforms the pages would be view controllers and the host a view; here the pages
// are colour cards and the "screen" is printed, so the whole behaviour runs on Linux.

import PageKitCore

/// Told when the page controller lands on a new page.
protocol ColorPageControllerDelegate: AnyObject {
  /// Called exactly once per page change, whatever caused it.
  func pageController(_ controller: ColorPageController, didUpdatePageIndex index: Int)
}

/// A page of colour cells.
final class ColorPage {
  let name: String
  init(name: String) { self.name = name }
}

/// The custom page controller: an array of pages, a pager, a weak delegate.
final class ColorPageController: PagerDelegate {
  weak var delegate: (any ColorPageControllerDelegate)?
  let pager: Pager<ArrayPageSource<ColorPage, Int>, SlideTransition>
  private var clock = 0.0

  init(pages: [ColorPage], width: Double) throws {
    pager = try Pager(
      source: ArrayPageSource(pages), configuration: PagerConfiguration(viewportLength: width))
    pager.delegate = self
  }

  /// Shows the page at `index`. The direction comes from the indices (and the shortest path for
  /// circular sources); an index out of range throws instead of crashing.
  func scroll(toPage index: Int, animated: Bool = true) throws {
    try pager.scroll(to: index, animated: animated)
    runFrames()
  }

  /// A swipe by `distance` points, released at `velocity` points per second.
  func swipe(by distance: Double, velocity: Double) throws {
    try pager.beginDrag()
    try pager.drag(by: distance)
    try pager.endDrag(velocity: velocity)
    runFrames()
  }

  /// Stands in for the display link: advances the pager at 60 Hz until it rests.
  private func runFrames() {
    while pager.phase != .idle {
      clock += 1.0 / 60
      try? pager.advance(to: clock)
    }
  }

  func pagerWillChangePage(_ change: PageChange<Int>) {
    print("  will go \(change.direction) to \(change.toIndex ?? -1)")
  }

  func pagerDidChangePage(_ change: PageChange<Int>) {
    guard let index = change.toIndex else { return }
    delegate?.pageController(self, didUpdatePageIndex: index)
  }
}

/// The screen that hosts the page controller and shows the page number.
final class Screen: ColorPageControllerDelegate {
  var updates: [Int] = []
  func pageController(_ controller: ColorPageController, didUpdatePageIndex index: Int) {
    updates.append(index)
    print("  didUpdatePageIndex \(index)")
  }
}

let screen = Screen()
let controller = try ColorPageController(
  pages: ["red", "yellow", "blue"].map(ColorPage.init), width: 375)
controller.delegate = screen

print("swipe forward:")
try controller.swipe(by: -200, velocity: -50)
print("programmatic, animated, to page 2:")
try controller.scroll(toPage: 2)
print("programmatic, not animated, back to page 0 (reverse chosen from the indices):")
try controller.scroll(toPage: 0, animated: false)
print("a swipe that is cancelled (not past half way, slow): no update")
try controller.swipe(by: -100, velocity: 0)
print("scrolling to the page already shown: no update")
try controller.scroll(toPage: 0)
do {
  try controller.scroll(toPage: 7)
} catch {
  print("scroll(toPage: 7) throws \(error); still on page \(controller.pager.settledIndex)")
}
print("updates: \(screen.updates) — one per change")
