/// What `pagekit-demo` was asked to do, parsed from its arguments.
enum DemoCommand: Equatable {
  /// No arguments: the interactive demo in a terminal, the scripted tour otherwise.
  case automatic
  /// `tour`: the scripted tour as plain text, even in a terminal.
  case tour
  /// `--help` or `-h`: the modes and keys.
  case help
  /// `render`: the pictures, as SVG files.
  case render(RenderOptions)
  /// `record --out FILE`: a session (interactive in a terminal, the tour otherwise) recorded as
  /// a trace of the tab pager.
  case record(outputFile: String)
  /// `replay FILE [--svg OUT]`: a trace replayed, step by step, and drawn as a film strip.
  case replay(file: String, svg: String?)

  /// Parses the arguments that follow the executable's name.
  ///
  /// `--help` or `-h` anywhere asks for help, whatever else is there.
  ///
  /// - Parameter arguments: The arguments, without the executable's path.
  /// - Returns: The command.
  /// - Throws: ``UsageError`` for an unknown mode or flag, a flag without its value, an
  ///   unknown transition or a size that is malformed, too small or too large.
  static func parse(_ arguments: [String]) throws(UsageError) -> DemoCommand {
    if arguments.contains("--help") || arguments.contains("-h") { return .help }
    guard let mode = arguments.first else { return .automatic }
    let rest = Array(arguments.dropFirst())
    switch mode {
    case "tour":
      if let extra = rest.first { throw UsageError("unexpected argument '\(extra)' after tour") }
      return .tour
    case "render":
      return .render(try RenderOptions.parse(rest))
    case "record":
      let values = try flags(rest, for: "record", allowed: ["--out"])
      guard let file = values.flags["--out"] else { throw UsageError("record needs --out FILE") }
      if let extra = values.positional.first {
        throw UsageError("unexpected argument '\(extra)' for record")
      }
      return .record(outputFile: file)
    case "replay":
      let values = try flags(rest, for: "replay", allowed: ["--svg"])
      guard let file = values.positional.first else { throw UsageError("replay needs a FILE") }
      if values.positional.count > 1 {
        throw UsageError("unexpected argument '\(values.positional[1])' for replay")
      }
      return .replay(file: file, svg: values.flags["--svg"])
    default:
      throw mode.hasPrefix("-")
        ? UsageError("unknown option '\(mode)'")
        : UsageError("unknown mode '\(mode)'")
    }
  }
}

extension DemoCommand {
  /// Splits `arguments` into flags with values (`--flag value` or `--flag=value`, each one of
  /// `allowed`) and positional arguments.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the mode.
  ///   - mode: The mode, for the error.
  ///   - allowed: The flags the mode takes.
  /// - Returns: The flags' values and the positional arguments, in order.
  /// - Throws: ``UsageError`` for an unknown flag or one without a value.
  static func flags(_ arguments: [String], for mode: String, allowed: Set<String>)
    throws(UsageError) -> (flags: [String: String], positional: [String])
  {
    var flags: [String: String] = [:]
    var positional: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("-") else {
        positional.append(argument)
        continue
      }
      var flag = argument
      var value: String?
      if let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      guard allowed.contains(flag) else { throw UsageError("unknown option '\(flag)' for \(mode)") }
      if value == nil { value = remaining.popFirst() }
      guard let value, !value.isEmpty else { throw UsageError("\(flag) needs a value") }
      flags[flag] = value
    }
    return (flags, positional)
  }
}

/// The options of `pagekit-demo render`.
struct RenderOptions: Equatable {
  /// The folder the SVG files are written to.
  var outputFolder: String
  /// The one transition to draw, or `nil` for every picture.
  var transition: TransitionPictures.Name?
  /// The viewport size of every picture.
  var size: PictureSize = .standard

  /// Parses `--out FOLDER`, `--transition NAME` and `--size WxH` (each also as `--flag=value`).
  ///
  /// - Parameter arguments: The arguments after `render`.
  /// - Returns: The options.
  /// - Throws: ``UsageError`` for an unknown flag, a stray argument, a flag without a value, a
  ///   missing `--out`, an unknown transition or a bad size.
  static func parse(_ arguments: [String]) throws(UsageError) -> RenderOptions {
    var folder: String?
    var transition: TransitionPictures.Name?
    var size = PictureSize.standard
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var flag = argument
      var value: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      guard ["--out", "--transition", "--size"].contains(flag) else {
        throw flag.hasPrefix("-")
          ? UsageError("unknown option '\(flag)' for render")
          : UsageError("unexpected argument '\(argument)' for render")
      }
      if value == nil { value = remaining.popFirst() }
      guard let value, !value.isEmpty else { throw UsageError("\(flag) needs a value") }
      switch flag {
      case "--out": folder = value
      case "--transition": transition = try parseTransition(value)
      default: size = try parseSize(value)
      }
    }
    guard let folder else { throw UsageError("render needs --out FOLDER") }
    return RenderOptions(outputFolder: folder, transition: transition, size: size)
  }

  /// The transition called `name` on the command line.
  ///
  /// - Parameter name: A name such as `cube` or `cover-flow`.
  /// - Returns: The transition.
  /// - Throws: ``UsageError`` naming the known transitions.
  static func parseTransition(_ name: String) throws(UsageError) -> TransitionPictures.Name {
    guard let transition = TransitionPictures.Name(rawValue: name) else {
      let known = TransitionPictures.Name.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("unknown transition '\(name)' (known: \(known))")
    }
    return transition
  }

  /// The size written as `WxH` (whole pixels).
  ///
  /// - Parameter text: The size, such as `150x200`.
  /// - Returns: The size.
  /// - Throws: ``UsageError`` for a malformed size, or one outside ``PictureSize/minimum``…
  ///   ``PictureSize/maximum``.
  static func parseSize(_ text: String) throws(UsageError) -> PictureSize {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
      throw UsageError("size '\(text)' is not WIDTHxHEIGHT in pixels (for example 150x200)")
    }
    let size = PictureSize(width: Double(width), height: Double(height))
    let minimum = PictureSize.minimum
    let maximum = PictureSize.maximum
    guard size.width >= minimum.width, size.height >= minimum.height else {
      throw UsageError("size \(text) is too small to draw (at least \(minimum.text))")
    }
    guard size.width <= maximum.width, size.height <= maximum.height else {
      throw UsageError("size \(text) is too large (at most \(maximum.text))")
    }
    return size
  }
}

/// A command line the demo cannot run: printed as one line on standard error, with a non-zero
/// exit status.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, one line.
  var message: String

  /// Creates an error.
  ///
  /// - Parameter message: What is wrong, one line.
  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
