import PageKitCore

extension PagerTraceError: CustomStringConvertible {
  /// One readable line: where in the trace (the start or a step, and the field) and what is
  /// wrong there.
  ///
  /// ```swift
  /// let line = PagerTraceError.missingField(step: 3, field: "input.translation").description
  /// // "step 3, field input.translation: missing"
  /// ```
  public var description: String {
    switch self {
    case .malformedJSON(let offset, let reason):
      "not JSON at byte \(offset): \(reason)"
    case .unsupportedVersion(let version):
      "unsupported trace version \(version); this build reads versions "
        + "\(PagerTrace<Int>.readableVersions.lowerBound) to \(PagerTrace<Int>.readableVersions.upperBound)"
    case .missingField(let step, let field):
      "\(Self.place(step, field)): missing"
    case .unexpectedField(let step, let field):
      "\(Self.place(step, field)): not a field of the format"
    case .invalidValue(let step, let field, let reason):
      "\(Self.place(step, field)): invalid value: \(reason)"
    case .nonFiniteNumber(let step, let field):
      "\(Self.place(step, field)): a number too large or not finite"
    case .duplicateID(let step, let field, let index, let firstIndex):
      "\(Self.place(step, field)): the identity at \(index) repeats the one at \(firstIndex)"
    case .unknownID(let step, let field):
      "\(Self.place(step, field)): an identity no source of the trace lists"
    case .tooLarge(let field, let limit, let actual):
      "field \(field): \(actual) is more than the limit of \(limit)"
    case .unresolvedStrategy(let step, let field, let name):
      "\(Self.place(step, field)): no strategy named \(name) is built in or registered"
    case .sourceRequired(let step):
      "\(Self.place(step, nil)): the trace lists no identities; the replay needs its source"
    case .invalidStart(let error):
      "the trace's start builds no pager: \(error)"
    case .stepThrew(let step, let error):
      "step \(step) threw on replay, not when recorded: \(error)"
    }
  }

  /// `step 3, field input.translation`, `the start, field version`, `step 3`.
  private static func place(_ step: Int?, _ field: String?) -> String {
    let location = step.map { "step \($0)" } ?? "the start"
    guard let field, !field.isEmpty else { return location }
    return "\(location), field \(field)"
  }
}
