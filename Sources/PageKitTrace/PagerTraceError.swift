public import PageKitCore

/// Why a trace could not be read or replayed. Every case names where: the step (`nil` for the
/// trace's start or its envelope) and the field, as a dotted path inside it
/// (`input.translation`, `events[2].to`, `start.source.ids[3]`).
///
/// Reading or replaying a trace never traps, whatever its text: each bad input is one of these.
public enum PagerTraceError: Error, Sendable, Hashable {
  /// The text is not JSON: `offset` is the UTF-8 offset of the first byte that cannot be read.
  case malformedJSON(offset: Int, reason: String)
  /// The trace's `version` is not one this build reads (see ``PagerTrace/readableVersions``).
  case unsupportedVersion(Int)
  /// A field the format requires is absent.
  case missingField(step: Int?, field: String)
  /// A field the format does not have: a misspelling, or a trace from a newer format.
  case unexpectedField(step: Int?, field: String)
  /// A field holds a value of the wrong kind or out of its range.
  case invalidValue(step: Int?, field: String, reason: String)
  /// A number too large for a `Double` (`1e999`), or not finite where the format needs a finite
  /// one. (A host's non-finite input is written as the string `"nan"`, `"inf"` or `"-inf"`.)
  case nonFiniteNumber(step: Int?, field: String)
  /// An identity listed twice in one source: the identity at `index` repeats the one at
  /// `firstIndex`.
  case duplicateID(step: Int?, field: String, index: Int, firstIndex: Int)
  /// An identity that no source of the trace listed up to that step.
  case unknownID(step: Int?, field: String)
  /// The trace is larger than the limit it was read with (see ``PagerTrace/Limits``).
  case tooLarge(field: String, limit: Int, actual: Int)
  /// A strategy or transition the replay cannot build: not a built-in, and not registered with
  /// the ``PagerTraceResolver``.
  case unresolvedStrategy(step: Int?, field: String, name: String)
  /// The trace's source has no list of identities (a source without a count, or one too long to
  /// list), so the replay needs the host's own source.
  case sourceRequired(step: Int?)
  /// The pager could not be built from the trace's start: the error it threw.
  case invalidStart(PagerError)
  /// A step threw on replay although it did not when it was recorded.
  case stepThrew(step: Int, error: PagerError)

  /// The step and field of a coding path (`steps`, index, then the field inside the step).
  static func location(_ path: [any CodingKey]) -> (step: Int?, field: String) {
    var keys = path
    var step: Int?
    if keys.count >= 2, keys[0].stringValue == "steps", let index = keys[1].intValue {
      step = index
      keys.removeFirst(2)
    }
    var field = ""
    for key in keys {
      if let index = key.intValue {
        field += "[\(index)]"
      } else {
        field += field.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return (step, field)
  }

  /// An error at a coding path.
  static func at(_ path: [any CodingKey], _ make: (Int?, String) -> PagerTraceError)
    -> PagerTraceError
  {
    let (step, field) = location(path)
    return make(step, field)
  }

  /// The trace error for any error a decoder threw.
  static func from(_ error: any Error) -> PagerTraceError {
    if let error = error as? PagerTraceError { return error }
    guard let error = error as? DecodingError else {
      return .invalidValue(step: nil, field: "", reason: "\(error)")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return at(context.codingPath + [key]) { .missingField(step: $0, field: $1) }
    case .valueNotFound(_, let context):
      return at(context.codingPath) { .missingField(step: $0, field: $1) }
    case .typeMismatch(_, let context), .dataCorrupted(let context):
      return at(context.codingPath) {
        .invalidValue(step: $0, field: $1, reason: context.debugDescription)
      }
    @unknown default:
      return .invalidValue(step: nil, field: "", reason: "\(error)")
    }
  }
}
