// Loop arithmetic the modules share (package, so that no importer's `Int` gains these methods).

extension Int {
  /// Floor-modulo: the remainder with the sign of the divisor, in `0..<divisor` for a positive one.
  ///
  /// - Parameter divisor: A non-zero divisor.
  /// - Returns: `self - divisor * floor(self / divisor)`, computed on integers; `0` when
  ///   `divisor` is `0`.
  /// - Complexity: O(1).
  @inlinable
  package func floorMod(_ divisor: Int) -> Int {
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
  /// let acrossTheSeam = Int.loopDelta(from: 4, to: 0, count: 5, direction: nil)  // +1
  /// let tie = Int.loopDelta(from: 0, to: 2, count: 4, direction: nil)  // +2: ties go forward
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
  package static func loopDelta(
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
