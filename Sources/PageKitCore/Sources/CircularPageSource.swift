/// A page source that wraps around its base: after the last page comes the first.
///
/// With two or more pages the source is circular; with zero or one it behaves exactly as its
/// base (there is nothing to wrap to). Indices are the base's; a pager over a circular source
/// keeps an unbounded virtual position and maps it to a page by an integer floor-modulo, never derived from a floating-point offset.
///
/// A base without an end in some direction has no last page to wrap from: the circular source
/// then behaves exactly as its base (``isCircular`` is `false`, ``bounds`` are the base's).
///
/// Whether it wraps is also a value you can change at run time: ``wraps``. Turn the loop off or
/// on by reloading the pager with a copy whose ``wraps`` differs; the pager keeps the current
/// page by identity (a change between a loop and a bounded strip first completes any motion on
/// its target):
///
/// ```swift
/// var source = pager.source
/// source.wraps = false
/// try pager.reload(source)
/// ```
///
/// Create one with ``PageSource/circular(wraps:)``.
public struct CircularPageSource<Base: PageSource>: PageSource {
  /// The wrapped source.
  public var base: Base

  /// Whether the source wraps once its base has two or more pages: `true` unless you turn the
  /// loop off. With `false` the source behaves exactly as its base (``isCircular`` is `false`),
  /// while keeping its type, so one `Pager<CircularPageSource<…>>` can switch looping on and off
  /// by reloading (see the type's overview).
  public var wraps: Bool

  /// Wraps `base`.
  ///
  /// - Parameters:
  ///   - base: The source to wrap.
  ///   - wraps: Whether the source wraps (see ``wraps``); `true` by default.
  public init(_ base: Base, wraps: Bool = true) {
    self.base = base
    self.wraps = wraps
  }

  /// The base's count.
  public var count: Int { base.count }

  /// The base's bounds.
  public var bounds: PageBounds { base.bounds }

  /// Whether the source wraps now: ``wraps`` and a base with a count of two or more
  /// (`0..<count`, `count >= 2`).
  public var isCircular: Bool { wraps && base.bounds.isCounted && base.count >= 2 }

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

  /// The base's first duplicate identity.
  public var firstDuplicateIndex: Int? { base.firstDuplicateIndex }

  /// The page index for a virtual (unbounded) position: `virtual` floor-modulo `count`.
  ///
  /// - Parameter virtual: Any integer position.
  /// - Returns: The index in `0..<count`, or `nil` for an empty source.
  /// - Complexity: O(1).
  package func logicalIndex(_ virtual: Int) -> Int? {
    let count = base.count
    guard count > 0 else { return nil }
    return virtual.floorMod(count)
  }
}

extension CircularPageSource: Sendable where Base: Sendable {}

/// A source whose type wraps around once it has two or more pages, whatever it has now: what a
/// ``Pager`` with an item layout reads to keep one geometry (a loop's) while a reload takes the
/// source below two pages and back.
package protocol WrappingPageSource {
  /// Whether the source wraps once it has two or more pages (`false`: it behaves as a bounded
  /// source, and a pager lays it out as one).
  var wraps: Bool { get }
}

extension CircularPageSource: WrappingPageSource {}
