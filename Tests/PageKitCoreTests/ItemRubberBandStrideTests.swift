import PageKitCore
import PageKitTestSupport
import Testing

/// Past an end of a bounded item layout the position moves one item per stride of the item at
/// that end (its length plus the spacing), never per mean stride.
@Suite struct ItemRubberBandStrideTests {
  /// Points drawn past an end for a drag of `points` past it (UIKit's rubber band, the viewport
  /// as the dimension).
  static func banded(_ points: Double, viewport: Double) -> Double {
    let c = RubberBand.standardCoefficient
    return c * points / (1 + c * points / viewport)
  }

  static func shortAndLong() throws -> Pager<ArrayPageSource<String, Int>, SlideTransition> {
    try Pager(
      source: ArrayPageSource(["short", "long"]),
      layout: .variable(itemLengths: [100, 200], spacing: 0), anchor: .leading(0),
      configuration: PagerConfiguration(viewportLength: 250))
  }

  @Test func pastTheLeadingEndTheFirstItemsStrideCounts() throws {
    // Given items of 100 and 200 points at rest on the first
    let pager = try Self.shortAndLong()

    // When the finger pulls 40 points past the start
    try pager.beginDrag()
    try pager.drag(by: 40)

    // Then the 20.22 points drawn past it are a fifth of the first item's stride (100), not of
    // the mean stride (150)
    let expected = -Self.banded(40, viewport: 250) / 100
    #expect(abs(pager.position - expected) < 1e-12)
    #expect(abs(pager.position - -0.2022) < 1e-4)
    // And the tab bar's segment reaches the virtual item before it by the same fraction
    let segment = pager.drawnSegment
    #expect(segment.origin.virtual == 0)
    #expect(segment.destination.virtual == -1)
    #expect(abs(segment.progress - -expected) < 1e-12)
  }

  @Test func pastTheTrailingEndTheLastItemsStrideCounts() throws {
    // Given the same strip at rest on its last item (resting at the end of the content, 50)
    let pager = try Self.shortAndLong()
    try pager.scroll(to: 1, animated: false)
    #expect(pager.contentOffset == 50)

    // When the finger pushes 40 points past the end
    try pager.beginDrag()
    try pager.drag(by: -40)

    // Then the position moves by the points drawn past it over the last item's stride (200)
    let expected = 1 + Self.banded(40, viewport: 250) / 200
    #expect(abs(pager.position - expected) < 1e-12)
    let segment = pager.drawnSegment
    #expect(segment.destination.virtual == 2)
    #expect(abs(segment.progress - (expected - 1)) < 1e-12)
  }
}
