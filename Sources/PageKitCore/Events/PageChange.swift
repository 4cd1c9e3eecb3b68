/// A change of page, as announced by `willChangePage` and reported by `didChangePage` and
/// `didCancelPageChange`.
public struct PageChange<PageID: Hashable>: Hashable {
  /// The identity of the page left, or `nil` when there was no page (a reload from empty).
  public var from: PageID?
  /// The identity of the page reached, or `nil` when there is no page (a reload to empty).
  public var to: PageID?
  /// The index of ``from`` in the source current at emission, or `nil` when it is not in it.
  public var fromIndex: Int?
  /// The index of ``to`` in the source current at emission, or `nil` when it is not in it.
  public var toIndex: Int?
  /// The direction from the settled page to the target: index order for bounded sources, the
  /// path taken for circular ones.
  public var direction: PageDirection
  /// What brought the change about.
  public var cause: PageChangeCause

  /// Creates a page change.
  ///
  /// - Parameters:
  ///   - from: The identity of the page left.
  ///   - to: The identity of the page reached.
  ///   - fromIndex: The index of `from` in the current source.
  ///   - toIndex: The index of `to` in the current source.
  ///   - direction: The logical direction.
  ///   - cause: What brought the change about.
  public init(
    from: PageID?, to: PageID?, fromIndex: Int?, toIndex: Int?, direction: PageDirection,
    cause: PageChangeCause
  ) {
    self.from = from
    self.to = to
    self.fromIndex = fromIndex
    self.toIndex = toIndex
    self.direction = direction
    self.cause = cause
  }
}

extension PageChange: Sendable where PageID: Sendable {}
extension PageChange: Codable where PageID: Codable {}
