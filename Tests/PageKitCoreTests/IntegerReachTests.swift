import PageKitCore
import Testing

/// The reach of PageKit's integer arithmetic is one rule for every width of `Int`
/// (`IntegerReach`): 2^40 pages and 2^52 loop slots on 64 bits, 2^28 pages and 2^29 slots on
/// 32 bits, each a shift that fits the width (`Scripts/check-32bit.sh` compiles the rule for
/// 32-bit targets).
@Suite struct IntegerReachTests {
  @Test func sixtyFourBitsReach2To40PagesAnd2To52Slots() {
    let reach = IntegerReach(bitWidth: 64)
    #expect(reach.pageExponent == 40 && reach.loopSlotExponent == 52)
    #expect(reach.loopContentExponent == 48)
    #expect(reach.holds)
  }

  @Test func thirtyTwoBitsReach2To28PagesAnd2To29SlotsClearOfIntMax() {
    let reach = IntegerReach(bitWidth: 32)
    #expect(reach.pageExponent == 28 && reach.loopSlotExponent == 29)
    // A loop's content is at most the slots a loop reaches: a count of its slots is an Int.
    #expect(reach.loopContentExponent == 29)
    #expect(reach.holds)
    // A slot plus a count stays below a 32-bit Int.max (2^31 − 1), and neither value is 0.
    #expect(reach.pages == 1 << 28 && reach.loopSlots == 1 << 29)
    #expect(reach.loopSlots + reach.pages < Int(Int32.max))
  }

  @Test func thePagersReachIsTheNativeRule() {
    #expect(IntegerReach.native.bitWidth == Int.bitWidth)
    #expect(PageBounds.reachableMagnitude == IntegerReach.native.pages)
    #expect(PageBounds.reachableMagnitude > 0)
    // A loop's content takes the native rule too: IntegerReach's content slots.
    #expect(LoopFrame.maximumSlots == Double(IntegerReach.native.loopContentSlots))
    #expect(LoopFrame.maximumSlots == (Int.bitWidth == 64 ? 0x1p48 : 0x1p29))
    #expect(PageBounds.reachableMagnitude == (Int.bitWidth == 64 ? 1 << 40 : 1 << 28))
  }

  @Test(arguments: [8, 16, 24, 31, 32, 48, 63, 64, 128])
  func theRuleHoldsOrIsRefusedForAnyWidth(bitWidth: Int) {
    let reach = IntegerReach(bitWidth: bitWidth)
    // Never past Double's exact integers, never past the sign bit.
    #expect(reach.loopSlotExponent <= 52 && reach.pageExponent < reach.loopSlotExponent)
    #expect(reach.loopSlotExponent < bitWidth - 1)
    // Widths of 24 bits and more hold; narrower ones cannot reach 2^20 pages and say so.
    #expect(reach.holds == (bitWidth >= 24))
  }
}
