/// Turns the bytes a terminal in raw mode sends into ``DemoAction``s.
///
/// Arrow keys arrive as escape sequences (`ESC [ C`, or `ESC O C` in application cursor mode)
/// and are the pager's keys (`PagerKey`), as are Home, End, Page Up and Page Down (`ESC [ H`,
/// `ESC [ F`, `ESC [ 1 ~`, `ESC [ 4 ~`, `ESC [ 5 ~`, `ESC [ 6 ~` and their variants); with shift
/// held, xterm adds a modifier parameter (`ESC [ 1 ; 2 C`) and rxvt sends a lower-case final
/// (`ESC [ c`): shift + arrow is a fling, as are `<` and `>` for terminals that send no shifted
/// arrows. The mouse arrives as SGR 1006 reports (`ESC [ < button ; column ; row M`, `m` for a
/// release; columns and rows from 1): the left button's press, drags and release, and the
/// wheel's notches (buttons 64 to 67). A sequence split across two reads is kept until the rest
/// arrives. Unknown keys and sequences are dropped.
struct KeyDecoder {
  private var pending: [UInt8] = []

  /// Whether an escape sequence has started and waits for more bytes.
  var hasPendingSequence: Bool { !pending.isEmpty }

  /// Decodes the bytes of one read.
  ///
  /// - Parameter bytes: The bytes read from the terminal.
  /// - Returns: The actions, in order.
  /// - Complexity: O(bytes).
  mutating func decode(_ bytes: [UInt8]) -> [DemoAction] {
    var actions: [DemoAction] = []
    for byte in bytes {
      if !pending.isEmpty {
        pending.append(byte)
        if let action = resolvePending() { actions.append(contentsOf: action) }
        continue
      }
      switch byte {
      case 0x1B: pending = [byte]
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = Int(byte - UInt8(ascii: "0"))
        actions.append(.select(digit == 0 ? 9 : digit - 1))
      case UInt8(ascii: " "): actions.append(.toggleAutoScroll)
      case 0x09: actions.append(.nextScreen)
      case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04: actions.append(.quit)
      case UInt8(ascii: "r"), UInt8(ascii: "R"): actions.append(.reload)
      case UInt8(ascii: "p"), UInt8(ascii: "P"): actions.append(.togglePolicy)
      case UInt8(ascii: "l"), UInt8(ascii: "d"): actions.append(.next)
      case UInt8(ascii: "h"), UInt8(ascii: "a"): actions.append(.previous)
      case UInt8(ascii: ">"): actions.append(.flingNext)
      case UInt8(ascii: "<"): actions.append(.flingPrevious)
      default: break
      }
    }
    return actions
  }

  /// Ends a lone escape press (no sequence followed): it is dropped.
  mutating func flush() {
    pending.removeAll()
  }

  /// Resolves the pending escape sequence if it is complete.
  ///
  /// - Returns: `nil` while incomplete; the actions (possibly none) once complete.
  private mutating func resolvePending() -> [DemoAction]? {
    guard pending.count >= 2 else { return nil }
    let introducer = pending[1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      // ESC followed by an ordinary key (Alt+key): drop the escape, decode the key.
      let key = pending[1]
      pending.removeAll()
      if key == 0x1B {
        pending = [key]
        return []
      }
      return decode([key])
    }
    guard pending.count >= 3, let final = pending.last else { return nil }
    // Parameters and intermediates (digits, ';') continue the sequence; a letter or '~' ends it.
    let isFinal = (0x40...0x7E).contains(final)
    guard isFinal else {
      if pending.count > 32 { pending.removeAll() }
      return nil
    }
    let parameters = pending.dropFirst(2).dropLast()
    pending.removeAll()
    if parameters.first == UInt8(ascii: "<") {
      return Self.mouse(parameters.dropFirst(), released: final == UInt8(ascii: "m")).map { [$0] }
        ?? []
    }
    let shifted = Self.hasShiftModifier(parameters)
    let fields = Self.fields(parameters)
    switch final {
    case UInt8(ascii: "C"): return [shifted ? .flingNext : .key(.right)]
    case UInt8(ascii: "D"): return [shifted ? .flingPrevious : .key(.left)]
    case UInt8(ascii: "A"): return [.key(.up)]
    case UInt8(ascii: "B"): return [.key(.down)]
    case UInt8(ascii: "H"): return [.key(.first)]
    case UInt8(ascii: "F"): return [.key(.last)]
    case UInt8(ascii: "~"):
      // VT220 keys: 1 and 7 Home, 4 and 8 End, 5 Page Up, 6 Page Down.
      switch fields.first {
      case 1, 7: return [.key(.first)]
      case 4, 8: return [.key(.last)]
      case 5: return [.key(.pageUp)]
      case 6: return [.key(.pageDown)]
      default: return []
      }
    case UInt8(ascii: "c") where introducer == UInt8(ascii: "["): return [.flingNext]
    case UInt8(ascii: "d") where introducer == UInt8(ascii: "["): return [.flingPrevious]
    case UInt8(ascii: "Z"): return [.previousScreen]
    default: return []
    }
  }

  /// A sequence's numeric parameters (`1;2` in `ESC [ 1 ; 2 C`); an empty or non-numeric field
  /// is `nil`.
  private static func fields(_ parameters: ArraySlice<UInt8>) -> [Int?] {
    parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      Int(String(decoding: $0, as: UTF8.self))
    }
  }

  /// An SGR 1006 mouse report's action (`button;column;row`, after the `<`): the left button's
  /// press, drag (button 32, motion with it held) and release, and the wheel's notches (64 up,
  /// 65 down, 66 left, 67 right); the modifier bits (4 shift, 8 meta, 16 control) are ignored.
  /// Other buttons, and malformed reports, are dropped.
  private static func mouse(_ parameters: ArraySlice<UInt8>, released: Bool) -> DemoAction? {
    let fields = Self.fields(parameters)
    guard fields.count == 3, let code = fields[0], let column = fields[1], let row = fields[2],
      code >= 0, column >= 1, row >= 1
    else { return nil }
    let button = code & ~(4 | 8 | 16)
    let kind: MouseReport.Kind
    switch button {
    case 0: kind = released ? .release : .press
    case 32 where !released: kind = .drag
    case 64: kind = .wheel(dx: 0, dy: -1)
    case 65: kind = .wheel(dx: 0, dy: 1)
    case 66: kind = .wheel(dx: -1, dy: 0)
    case 67: kind = .wheel(dx: 1, dy: 0)
    default: return nil
    }
    return .mouse(MouseReport(kind: kind, column: column - 1, row: row - 1))
  }

  /// Whether a sequence's parameters (`1;2` in `ESC [ 1 ; 2 C`) carry xterm's shift modifier:
  /// the second parameter is 1 plus a bit mask in which shift is 1 (2 = shift, 6 = shift +
  /// control, ...).
  private static func hasShiftModifier(_ parameters: ArraySlice<UInt8>) -> Bool {
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count >= 2, let modifier = Int(String(decoding: fields[1], as: UTF8.self)),
      modifier >= 1
    else { return false }
    return (modifier - 1) & 1 == 1
  }
}
