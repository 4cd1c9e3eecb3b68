/// How far PageKit's integer arithmetic reaches for a width of `Int`: the one rule behind
/// ``PageBounds/reachableMagnitude`` and a loop's slot limit, for 64-bit platforms (iOS, macOS,
/// Linux) and 32-bit ones (watchOS on arm64_32, 32-bit ARM and x86, wasm32).
///
/// | `Int` | pages of a counted source | slots a loop reaches each way | slots of a loop's content |
/// |-------|---------------------------|-------------------------------|---------------------------|
/// | 64 bits | 2^40 | 2^52 | 2^48 |
/// | 32 bits | 2^28 | 2^29 | 2^29 |
///
/// On 64 bits the reach is set by `Double`: within 2^40 pages a position in pages tells a
/// fraction of a page apart, and within 2^52 slots a `Double` offset tells slots apart. On 32
/// bits it is set by `Int`: a slot or index plus a count (at most 2^28 + 2^29) stays clear of
/// `Int.max` (2^31 − 1). Every value is a shift computed from the width, never a literal that
/// would not fit a 32-bit `Int` (`Scripts/check-32bit.sh` compiles this file for 32-bit
/// targets).
package struct IntegerReach: Sendable, Hashable {
  /// The width of `Int` the reach is for, in bits.
  package let bitWidth: Int
  /// The most pages a pager takes of a source with a count: `1 << pageExponent`.
  package let pageExponent: Int
  /// The largest slot a loop reaches in either direction: `1 << loopSlotExponent`.
  package let loopSlotExponent: Int
  /// The most slots a loop's content (its copies of the items, which a host scroll view holds)
  /// may have: `1 << loopContentExponent`. On 64 bits 2^48, so that offsets across the content
  /// keep a fraction of a point; on 32 bits the slots a loop reaches, so that a count of slots
  /// is an `Int`.
  package let loopContentExponent: Int

  /// The reach where `Int` is `bitWidth` bits wide (64 or 32; any other width takes the
  /// narrower of the two rules that fits: `Double`'s exactness, or a quarter of `Int`'s range).
  ///
  /// - Complexity: O(1).
  package init(bitWidth: Int) {
    self.bitWidth = bitWidth
    // `Double` tells 2^52 apart; a page needs 12 more bits for its fraction (2^40 pages).
    // A 32-bit `Int` leaves 3 bits of headroom below its sign for slots (2^29 each way) and
    // one more for pages (2^28), so that a slot plus a count never overflows.
    loopSlotExponent = max(0, min(52, bitWidth - 3))
    pageExponent = max(0, min(40, bitWidth - 4))
    loopContentExponent = min(48, loopSlotExponent)
  }

  /// The reach of this platform's `Int`.
  package static var native: IntegerReach { IntegerReach(bitWidth: Int.bitWidth) }

  /// The most pages a pager takes of a source with a count (valid where `bitWidth` is at most
  /// this platform's `Int.bitWidth`).
  package var pages: Int { 1 << pageExponent }

  /// The largest slot a loop reaches in either direction (valid where `bitWidth` is at most
  /// this platform's `Int.bitWidth`).
  package var loopSlots: Int { 1 << loopSlotExponent }

  /// The most slots a loop's content may have (valid where `bitWidth` is at most this
  /// platform's `Int.bitWidth`).
  package var loopContentSlots: Int { 1 << loopContentExponent }

  /// Whether the rule holds for its width: every reach fits `Int` with room for a slot plus a
  /// count, pages within slots, and both within `Double`'s exact integers. Tests call it for
  /// both widths.
  ///
  /// - Complexity: O(1).
  package var holds: Bool {
    let signBit = bitWidth - 1
    return pageExponent >= 20 && pageExponent < loopSlotExponent
      && pageExponent < loopContentExponent && loopContentExponent <= loopSlotExponent
      && loopSlotExponent <= 52 && max(pageExponent, loopSlotExponent) + 1 < signBit
  }
}
