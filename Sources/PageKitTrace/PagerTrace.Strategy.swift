import PageKitCore

extension PagerTrace {
  /// A snap strategy or a transition by name and parameters (see ``TraceDescribable``):
  /// `{"name": "PagingSnap", "parameters": {"maxItems": 1, "velocityThreshold": 300}}`.
  public struct Strategy: Hashable, Sendable, Codable {
    /// The strategy's name: its ``TraceDescribable/traceName``, or its type's name.
    public var name: String
    /// Its parameters by name (written in the order of their names).
    public var parameters: [String: Double]

    /// Creates a description.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - parameters: The parameters by name.
    public init(name: String, parameters: [String: Double] = [:]) {
      self.name = name
      self.parameters = parameters
    }

    /// Describes a strategy: its ``TraceDescribable`` name and parameters, or its type's name
    /// and no parameters.
    ///
    /// - Parameter strategy: A snap strategy or a transition.
    /// - Complexity: O(p) for p parameters.
    public init(describing strategy: Any) {
      if let describable = strategy as? any TraceDescribable {
        self.init(name: describable.traceName, parameters: describable.traceParameters)
      } else {
        self.init(name: String(describing: type(of: strategy)))
      }
    }

    /// Encodes the name, then the parameters in the order of their names.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    /// - Complexity: O(n) in the size of the value.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: TraceKey.self)
      try container.encode(name, forKey: "name")
      var nested = container.nestedContainer(keyedBy: TraceKey.self, forKey: "parameters")
      for key in parameters.keys.sorted() {
        try nested.encodeNumber(parameters[key] ?? 0, forKey: TraceKey(stringValue: key))
      }
    }

    /// Decodes a description: `name` and `parameters`, nothing else.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: ``PagerTraceError``, or the decoder's own errors.
    /// - Complexity: O(n) in the size of the value.
    public init(from decoder: any Decoder) throws {
      try decoder.rejectUnknownFields(["name", "parameters"])
      let container = try decoder.container(keyedBy: TraceKey.self)
      name = try container.decode(String.self, forKey: "name")
      let nested = try container.nestedContainer(keyedBy: TraceKey.self, forKey: "parameters")
      var parameters: [String: Double] = [:]
      for key in nested.allKeys {
        parameters[key.stringValue] = try nested.decodeFinite(forKey: key)
      }
      self.parameters = parameters
    }
  }
}
