import Testing

@testable import pagekit_demo

@Suite struct KeyDecoderTests {
  static let table: [([UInt8], [DemoAction])] = [
    ([0x1B, 0x5B, 0x43], [.key(.right)]),  // ESC [ C: right arrow
    ([0x1B, 0x5B, 0x44], [.key(.left)]),  // ESC [ D: left arrow
    ([0x1B, 0x4F, 0x43], [.key(.right)]),  // ESC O C: right arrow, application cursor mode
    ([0x1B, 0x4F, 0x44], [.key(.left)]),
    ([0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x43], [.flingNext]),  // ESC [ 1 ; 2 C: shift + right
    ([0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x44], [.flingPrevious]),  // ESC [ 1 ; 2 D: shift + left
    ([0x1B, 0x5B, 0x31, 0x3B, 0x36, 0x43], [.flingNext]),  // ESC [ 1 ; 6 C: shift + ctrl + right
    ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], [.key(.right)]),  // ESC [ 1 ; 5 C: ctrl + right
    ([0x1B, 0x5B, 0x31, 0x3B, 0x33, 0x44], [.key(.left)]),  // ESC [ 1 ; 3 D: alt + left, no shift
    ([0x1B, 0x5B, 0x63], [.flingNext]),  // ESC [ c: shift + right in rxvt
    ([0x1B, 0x5B, 0x64], [.flingPrevious]),  // ESC [ d: shift + left in rxvt
    (Array(">".utf8), [.flingNext]),
    (Array("<".utf8), [.flingPrevious]),
    ([0x1B, 0x5B, 0x41], [.key(.up)]),  // ESC [ A: up arrow
    ([0x1B, 0x5B, 0x42], [.key(.down)]),  // ESC [ B: down arrow
    (Array("\u{1B}[H".utf8), [.key(.first)]),  // Home (xterm)
    (Array("\u{1B}OH".utf8), [.key(.first)]),  // Home, application cursor mode
    (Array("\u{1B}[1~".utf8), [.key(.first)]),  // Home (VT220)
    (Array("\u{1B}[7~".utf8), [.key(.first)]),  // Home (rxvt)
    (Array("\u{1B}[F".utf8), [.key(.last)]),  // End (xterm)
    (Array("\u{1B}[4~".utf8), [.key(.last)]),  // End (VT220)
    (Array("\u{1B}[8~".utf8), [.key(.last)]),  // End (rxvt)
    (Array("\u{1B}[5~".utf8), [.key(.pageUp)]),
    (Array("\u{1B}[6~".utf8), [.key(.pageDown)]),
    (Array("\u{1B}[2~".utf8), []),  // Insert: not the demo's
    (Array("p".utf8), [.togglePolicy]),
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
    ([0x1B, 0x5B, 0x43, 0x32, 0x1B, 0x5B, 0x44], [.key(.right), .select(1), .key(.left)]),
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
    #expect(decoder.decode([0x44]) == [.key(.left)])
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

  // MARK: - The mouse (SGR 1006)

  static func mouse(_ kind: MouseReport.Kind, _ column: Int, _ row: Int) -> DemoAction {
    .mouse(MouseReport(kind: kind, column: column, row: row))
  }

  static let mouseTable: [(String, [DemoAction])] = [
    // The left button: press, drag (32: motion with it held), release (final `m`); cells from 1.
    ("\u{1B}[<0;1;1M", [mouse(.press, 0, 0)]),
    ("\u{1B}[<32;40;12M", [mouse(.drag, 39, 11)]),
    ("\u{1B}[<0;40;12m", [mouse(.release, 39, 11)]),
    // Modifiers (4 shift, 8 meta, 16 control) are ignored.
    ("\u{1B}[<20;3;4M", [mouse(.press, 2, 3)]),
    ("\u{1B}[<48;3;4M", [mouse(.drag, 2, 3)]),
    // The wheel: 64 up, 65 down, 66 left, 67 right.
    ("\u{1B}[<64;5;5M", [mouse(.wheel(dx: 0, dy: -1), 4, 4)]),
    ("\u{1B}[<65;5;5M", [mouse(.wheel(dx: 0, dy: 1), 4, 4)]),
    ("\u{1B}[<66;5;5M", [mouse(.wheel(dx: -1, dy: 0), 4, 4)]),
    ("\u{1B}[<67;5;5M", [mouse(.wheel(dx: 1, dy: 0), 4, 4)]),
    // Columns past 223, which the old X10 form cannot send.
    ("\u{1B}[<0;300;2M", [mouse(.press, 299, 1)]),
    // Not the demo's: the middle and right buttons, motion with no button, malformed reports.
    ("\u{1B}[<1;5;5M", []), ("\u{1B}[<2;5;5M", []), ("\u{1B}[<35;5;5M", []),
    ("\u{1B}[<0;5M", []), ("\u{1B}[<0;0;5M", []), ("\u{1B}[<0;5;5;5M", []),
    // A burst of notches and keys between reports.
    (
      "\u{1B}[<65;5;5M\u{1B}[<65;5;5Mq",
      [mouse(.wheel(dx: 0, dy: 1), 4, 4), mouse(.wheel(dx: 0, dy: 1), 4, 4), .quit]
    ),
  ]

  @Test(arguments: mouseTable)
  func decodesTheMouse(text: String, expected: [DemoAction]) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(text.utf8)) == expected)
    #expect(!decoder.hasPendingSequence)
  }

  @Test func aMouseReportSplitAcrossReadsIsKept() {
    var decoder = KeyDecoder()
    let bytes = Array("\u{1B}[<32;120;30M".utf8)
    for byte in bytes.dropLast() { #expect(decoder.decode([byte]).isEmpty) }
    #expect(decoder.hasPendingSequence)
    #expect(decoder.decode([bytes[bytes.count - 1]]) == [Self.mouse(.drag, 119, 29)])
  }
}
