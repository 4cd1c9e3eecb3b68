import Testing

@testable import pagekit_demo

@Suite struct KeyDecoderTests {
  static let table: [([UInt8], [DemoAction])] = [
    ([0x1B, 0x5B, 0x43], [.next]),  // ESC [ C: right arrow
    ([0x1B, 0x5B, 0x44], [.previous]),  // ESC [ D: left arrow
    ([0x1B, 0x4F, 0x43], [.next]),  // ESC O C: right arrow, application cursor mode
    ([0x1B, 0x4F, 0x44], [.previous]),
    ([0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x43], [.flingNext]),  // ESC [ 1 ; 2 C: shift + right
    ([0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x44], [.flingPrevious]),  // ESC [ 1 ; 2 D: shift + left
    ([0x1B, 0x5B, 0x31, 0x3B, 0x36, 0x43], [.flingNext]),  // ESC [ 1 ; 6 C: shift + ctrl + right
    ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], [.next]),  // ESC [ 1 ; 5 C: ctrl + right, no shift
    ([0x1B, 0x5B, 0x31, 0x3B, 0x33, 0x44], [.previous]),  // ESC [ 1 ; 3 D: alt + left, no shift
    ([0x1B, 0x5B, 0x63], [.flingNext]),  // ESC [ c: shift + right in rxvt
    ([0x1B, 0x5B, 0x64], [.flingPrevious]),  // ESC [ d: shift + left in rxvt
    (Array(">".utf8), [.flingNext]),
    (Array("<".utf8), [.flingPrevious]),
    ([0x1B, 0x5B, 0x41], []),  // up arrow: nothing
    ([0x1B, 0x5B, 0x5A], [.previousScreen]),  // shift-tab
    (Array("1".utf8), [.select(0)]),
    (Array("9".utf8), [.select(8)]),
    (Array("0".utf8), [.select(9)]),
    (Array(" ".utf8), [.toggleAutoScroll]),
    ([0x09], [.nextScreen]),
    (Array("q".utf8), [.quit]),
    ([0x03], [.quit]),  // Ctrl-C read as a byte
    ([0x04], [.quit]),  // Ctrl-D
    (Array("r".utf8), [.reload]),
    (Array("x".utf8), []),
    ([0x1B, 0x5B, 0x43, 0x32, 0x1B, 0x5B, 0x44], [.next, .select(1), .previous]),
  ]

  @Test(arguments: table)
  func decodes(bytes: [UInt8], expected: [DemoAction]) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes) == expected)
    #expect(!decoder.hasPendingSequence)
  }

  @Test func sequenceSplitAcrossReadsIsKept() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPendingSequence)
    #expect(decoder.decode([0x5B]).isEmpty)
    #expect(decoder.decode([0x44]) == [.previous])
    #expect(!decoder.hasPendingSequence)
  }

  @Test func loneEscapeIsDroppedOnFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    decoder.flush()
    #expect(decoder.decode(Array("q".utf8)) == [.quit])
  }

  @Test func altKeyDecodesTheKey() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, UInt8(ascii: "q")]) == [.quit])
  }
}
