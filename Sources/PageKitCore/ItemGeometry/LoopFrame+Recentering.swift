extension LoopFrame {
  /// The offset that puts virtual item `virtualIndex` at the anchor, unclamped.
  ///
  /// - Parameter virtualIndex: A virtual item (slot minus ``leadingCopies``).
  /// - Returns: The offset, in points; it may lie outside the content.
  /// - Complexity: O(1).
  package func offset(forVirtualIndex virtualIndex: Int) -> Double {
    (Double(virtualIndex) + Double(leadingCopies)) * stride - anchorPosition
  }

  /// Shifts `offset` by whole cycles when it has left the recentering band.
  ///
  /// Call it every frame — while dragging and while decelerating too — and add the returned
  /// ``Recentering/delta`` to any in-flight target, so fast flings never reach the ends of the
  /// content. The shift never changes the logical index or the fraction, and the result keeps the
  /// viewport inside the content, ``recenterMargin`` points from either end.
  ///
  /// A strip (no loop), an empty loop frame and a non-finite offset are returned unchanged with a
  /// delta of `0` (documented outcome). An offset so far away (more than 2^52 cycles) that whole
  /// cycles cannot be subtracted exactly is brought into the band with the nearest shift.
  ///
  /// - Parameter offset: The host's current content offset, in points.
  /// - Returns: The offset to set and the shift applied.
  /// - Complexity: O(1).
  package func recentered(offset: Double) -> Recentering {
    guard loops, offset.isFinite else { return Recentering(offset: offset, delta: 0) }
    guard offset < bandLower || offset > bandUpper else {
      return Recentering(offset: offset, delta: 0)
    }
    var cycles = ((offset - landingLower) / cycleLength).rounded(.down)
    var result = offset - cycles * cycleLength
    if result < bandLower {
      cycles -= 1
      result = offset - cycles * cycleLength
    } else if result > bandUpper {
      cycles += 1
      result = offset - cycles * cycleLength
    }
    guard result >= bandLower, result <= bandUpper else {
      let clamped = min(max(result, bandLower), bandUpper)
      return Recentering(offset: clamped, delta: clamped - offset)
    }
    return Recentering(offset: result, delta: -cycles * cycleLength)
  }
}
