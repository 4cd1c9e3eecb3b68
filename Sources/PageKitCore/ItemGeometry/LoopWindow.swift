/// A window of a loop of items with variable lengths, as a bounded strip: `count` virtual items
/// from virtual item `first`, each with its own item's length, placed from the window's start.
/// The snap strategies judge a loop's release in it, with no allocation (every query reads the
/// one cycle's layout).
package struct LoopWindow<Base: StripLayout>: StripLayout {
  /// One cycle of the items (its insets are ignored).
  let base: Base
  /// The first virtual item of the window.
  let first: Int
  /// The number of virtual items in the window.
  package let count: Int
  /// One cycle's length: the items' lengths plus one spacing each, in points.
  let cycleLength: Double
  /// Where the window's first item starts in the loop's content, in points.
  let start: Double

  /// A window of `count` virtual items from `first` over `base`'s cycle of `cycleLength`.
  ///
  /// - Complexity: O(1).
  package init(base: Base, first: Int, count: Int, cycleLength: Double) {
    self.base = base
    self.first = first
    self.count = max(count, 0)
    self.cycleLength = cycleLength
    self.start = Self.origin(ofVirtual: first, base: base, cycleLength: cycleLength)
  }

  /// Where virtual item `virtual` starts in the loop's content (virtual item `0` at `0`).
  ///
  /// - Complexity: O(1) for the layouts' spans.
  package static func origin(ofVirtual virtual: Int, base: Base, cycleLength: Double) -> Double {
    let items = max(base.count, 1)
    let item = virtual.floorMod(items)
    let cycles = (virtual &- item) / items
    return Double(cycles) * cycleLength + (base.span(at: item)?.origin ?? 0) - base.leadingInset
  }

  package func span(at index: Int) -> StripSpan? {
    guard index >= 0, index < count else { return nil }
    let virtual = first &+ index
    let length = base.span(at: virtual.floorMod(max(base.count, 1)))?.length ?? 0
    let origin = Self.origin(ofVirtual: virtual, base: base, cycleLength: cycleLength) - start
    return StripSpan(origin: origin, length: length)
  }

  package func index(at offset: Double) -> Int? {
    guard count > 0, offset.isFinite, base.count > 0, cycleLength > 0 else { return nil }
    let point = offset + start
    guard let virtual = Self.virtual(at: point, base: base, cycleLength: cycleLength) else {
      return point < 0 ? 0 : count - 1
    }
    return min(max(virtual &- first, 0), count - 1)
  }

  /// The virtual item under content point `point` of the loop (virtual item `0` at `0`): an
  /// item owns the spacing before it, as ``StripLayout/index(at:)`` says.
  ///
  /// - Returns: The virtual item, or `nil` for an empty cycle, a non-finite point, or one more
  ///   than 2^61 / count cycles away.
  /// - Complexity: O(1) plus one `index(at:)` of the cycle's layout.
  package static func virtual(at point: Double, base: Base, cycleLength: Double) -> Int? {
    let count = base.count
    guard count > 0, cycleLength > 0, point.isFinite else { return nil }
    let cycles = (point / cycleLength).rounded(.down)
    guard abs(cycles) < Double(Int.max / 4 / count) else { return nil }
    let local = point - cycles * cycleLength + base.leadingInset
    var item = base.index(at: local) ?? 0
    // Past the last item's end: the spacing before the next cycle's first item.
    if item == count - 1, let last = base.span(at: item), local >= last.end { item = count }
    return Int(cycles) &* count &+ item
  }

  package var contentLength: Double { span(at: count - 1)?.end ?? 0 }
  package var leadingInset: Double { 0 }
  package var trailingInset: Double { 0 }
  package var spacing: Double { base.spacing }
  package var maxItemLength: Double { base.maxItemLength }
}
