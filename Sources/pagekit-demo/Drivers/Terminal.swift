#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal settings saved before raw mode, for the restore paths (normal exit and signal
/// handlers). Written once before the handlers are installed, then only read.
nonisolated(unsafe) private var savedTermios = termios()
/// Whether ``savedTermios`` holds settings to restore.
nonisolated(unsafe) private var hasSavedTermios = false

/// The escape sequences that leave the demo's screen: stop reporting the mouse, show the
/// cursor, leave the alternate screen.
private let leaveSequence: [UInt8] = Array(
  "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l".utf8)

/// The escape sequences that report the mouse: its buttons (1000), its drags with a button
/// held (1002), in SGR's form (1006: `ESC [ < button ; column ; row M`, any column).
private let mouseSequence = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"

/// Raw-mode terminal control for the interactive driver: no echo, no line buffering, the
/// alternate screen with a hidden cursor; restored on exit, on Ctrl-C and on termination.
enum Terminal {
  /// Whether both standard input and standard output are terminals.
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// Enters raw mode and the alternate screen, and installs the restoring signal handlers.
  ///
  /// - Returns: `false` when the terminal settings cannot be read or changed.
  static func enterRawMode() -> Bool {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
    savedTermios = settings
    hasSavedTermios = true
    installSignalHandlers()
    var raw = rawSettings(from: settings)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
    write(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\(mouseSequence)".utf8))
    return true
  }

  /// The raw-mode settings made from the terminal's `settings`: byte-at-a-time input without
  /// echo, and no signal keys. Ctrl-C and Ctrl-D arrive as the bytes 0x03 and 0x04, which the
  /// decoder reads as quit, so the demo ends as it does on `q` (a recording is written); a
  /// `SIGINT` from elsewhere still restores the terminal in its handler.
  ///
  /// - Parameter settings: The terminal's settings.
  /// - Returns: The settings for raw mode.
  static func rawSettings(from settings: termios) -> termios {
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 0
      bytes[Int(VTIME)] = 0
    }
    return raw
  }

  /// Restores the saved settings and leaves the alternate screen. Safe to call more than once.
  static func restore() {
    restoreFromSignal()
  }

  /// Writes bytes to standard output, all of them.
  ///
  /// - Parameter bytes: The bytes.
  static func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = systemWrite(STDOUT_FILENO, base + offset, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }

  /// Reads what standard input has, waiting at most `timeout` milliseconds.
  ///
  /// - Parameter timeout: The longest wait, in milliseconds.
  /// - Returns: The bytes read (empty on timeout); `nil` at end of input.
  static func read(timeout: Int32) -> [UInt8]? {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, timeout)
    guard ready > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, 64) }
    if count == 0 { return nil }
    return count < 0 ? [] : Array(buffer.prefix(count))
  }

  /// The terminal's size: what standard output's terminal reports (`TIOCGWINSZ`), otherwise
  /// the `COLUMNS` and `LINES` environment variables, otherwise 80 × 24. Cheap enough to call
  /// every frame, which is how a resize is noticed.
  ///
  /// - Returns: The size, in character cells.
  static func size() -> TerminalSize {
    var window = winsize()
    let reported =
      ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0
      ? TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row)) : nil
    return TerminalSize.resolve(
      reported: reported, columnsVariable: environment("COLUMNS"),
      linesVariable: environment("LINES"))
  }

  /// The value of an environment variable, if set.
  private static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The monotonic clock, in seconds.
  static func monotonicTime() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  private static func installSignalHandlers() {
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number) { received in
        restoreFromSignal()
        // Re-raise with the default action so the exit status tells the signal.
        signal(received, SIG_DFL)
        raise(received)
      }
    }
  }
}

/// Restores the terminal using only async-signal-safe calls (`tcsetattr`, `write`).
private func restoreFromSignal() {
  guard hasSavedTermios else { return }
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTermios)
  leaveSequence.withUnsafeBytes { buffer in
    _ = systemWrite(STDOUT_FILENO, buffer.baseAddress, buffer.count)
  }
}

/// The C library's `write`, named apart from ``Terminal/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Darwin)
    return Darwin.write(descriptor, bytes, count)
  #elseif canImport(Musl)
    return Musl.write(descriptor, bytes, count)
  #else
    return Glibc.write(descriptor, bytes, count)
  #endif
}

/// The C library's `read`, named apart from ``Terminal/read(timeout:)``.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  #if canImport(Darwin)
    return Darwin.read(descriptor, bytes, count)
  #elseif canImport(Musl)
    return Musl.read(descriptor, bytes, count)
  #else
    return Glibc.read(descriptor, bytes, count)
  #endif
}
