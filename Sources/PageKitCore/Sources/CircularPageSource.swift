/// A page source that wraps around its base: after the last page comes the first.
///
/// With two or more pages the source is circular; with zero or one it behaves exactly as its
/// base (there is nothing to wrap to). Indices are the base's; a pager over a circular source
/// keeps an unbounded virtual position and maps it to a page with ``logicalIndex(_:)``, an integer
/// floor-modulo, never derived from a floating-point offset.
///
/// A base without an end in some direction has no last page to wrap from: the circular source
/// then behaves exactly as its base (``isCircular`` is `false`, ``bounds`` are the base's).
///
/// Create one with ``PageSource/circular()``.
public struct CircularPageSource<Base: PageSource>: PageSource {
  /// The wrapped source.
  public var base: Base

  /// Wraps `base`.
  ///
  /// - Parameter base: The source to wrap.
  public init(_ base: Base) {
    self.base = base
  }

  /// The base's count.
  public var count: Int { base.count }

  /// The base's bounds.
  public var bounds: PageBounds { base.bounds }

  /// Whether the source wraps: a base with a count of two or more (`0..<count`, `count >= 2`).
  public var isCircular: Bool { base.bounds.isCounted && base.count >= 2 }

  /// The base's page at `index`.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The page, or `nil` out of range.
  public func page(at index: Int) -> Base.Page? { base.page(at: index) }

  /// The base's identity at `index`.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The identity, or `nil` out of range.
  public func id(at index: Int) -> Base.PageID? { base.id(at: index) }

  /// The base's index for `id`.
  ///
  /// - Parameter id: A page identity.
  /// - Returns: The index, or `nil`.
  public func index(of id: Base.PageID) -> Int? { base.index(of: id) }

  /// The page index for a virtual (unbounded) position: `virtual` floor-modulo `count`.
  ///
  /// - Parameter virtual: Any integer position.
  /// - Returns: The index in `0..<count`, or `nil` for an empty source.
  /// - Complexity: O(1).
  public func logicalIndex(_ virtual: Int) -> Int? {
    let count = base.count
    guard count > 0 else { return nil }
    return virtual.floorMod(count)
  }
}

extension CircularPageSource: Sendable where Base: Sendable {}

extension Int {
  /// Floor-modulo: the remainder with the sign of the divisor, in `0..<divisor` for a positive one.
  ///
  /// - Parameter divisor: A non-zero divisor.
  /// - Returns: `self - divisor * floor(self / divisor)`, computed on integers; `0` when
  ///   `divisor` is `0`.
  /// - Complexity: O(1).
  @inlinable
  public func floorMod(_ divisor: Int) -> Int {
    guard divisor != 0 else { return 0 }
    let remainder = self % divisor
    return remainder != 0 && (remainder < 0) != (divisor < 0) ? remainder + divisor : remainder
  }
}

extension Int {
  /// The signed number of steps from `base` to `index` around a loop of `count` positions: all
  /// the way round in `direction`, or by the shortest path when `direction` is `nil` (a tie, half
  /// way round an even loop, goes forward). With `h = count / 2` the shortest path is
  /// `h − floorMod(h − (index − base), count)`, which lies in `(−count/2, count/2]`.
  ///
  /// ```swift
  /// Int.loopDelta(from: 4, to: 0, count: 5, direction: nil)  // +1 (across the seam)
  /// Int.loopDelta(from: 0, to: 2, count: 4, direction: nil)  // +2 (a tie goes forward)
  /// ```
  ///
  /// - Parameters:
  ///   - base: The starting position.
  ///   - index: The destination position.
  ///   - count: The number of positions in the loop (`> 0`; `0` or less answers `0`).
  ///   - direction: The way round, or `nil` for the shortest path.
  /// - Returns: The signed number of steps; `0` when `index` and `base` are the same position
  ///   and `direction` is `nil`.
  /// - Complexity: O(1).
  public static func loopDelta(
    from base: Int, to index: Int, count: Int, direction: PageDirection?
  ) -> Int {
    guard count > 0 else { return 0 }
    switch direction {
    case .forward?: return (index &- base).floorMod(count)
    case .reverse?: return -((base &- index).floorMod(count))
    case nil:
      let half = count / 2
      return half - (half &- (index &- base)).floorMod(count)
    }
  }
}
