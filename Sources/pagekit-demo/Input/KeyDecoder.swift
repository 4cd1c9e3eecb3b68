/// Turns the bytes a terminal in raw mode sends into ``DemoAction``s.
///
/// Arrow keys arrive as escape sequences (`ESC [ C`, or `ESC O C` in application cursor mode);
/// with shift held, xterm adds a modifier parameter (`ESC [ 1 ; 2 C`) and rxvt sends a lower-case
/// final (`ESC [ c`): shift + arrow is a fling, as are `<` and `>` for terminals that send no
/// shifted arrows. A sequence split across two reads is kept until the rest arrives. Unknown keys
/// and sequences are dropped.
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
      if pending.count > 16 { pending.removeAll() }
      return nil
    }
    let shifted = Self.hasShiftModifier(pending.dropFirst(2).dropLast())
    pending.removeAll()
    switch final {
    case UInt8(ascii: "C"): return [shifted ? .flingNext : .next]
    case UInt8(ascii: "D"): return [shifted ? .flingPrevious : .previous]
    case UInt8(ascii: "c") where introducer == UInt8(ascii: "["): return [.flingNext]
    case UInt8(ascii: "d") where introducer == UInt8(ascii: "["): return [.flingPrevious]
    case UInt8(ascii: "Z"): return [.previousScreen]
    default: return []
    }
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
