import PageKitCore
public import PageKitSnap

extension PagerTraceResolver {
  /// This resolver with PageKitSnap's strategies added: ``/PageKitSnap/NearestSnap``, ``/PageKitSnap/DirectionalSnap``,
  /// ``/PageKitSnap/ViewportSnap`` and ``/PageKitSnap/FreeScroll``, by their trace names.
  ///
  /// ```swift
  /// var resolver = PagerTraceResolver.builtIn.withPageKitSnap()
  /// ```
  ///
  /// - Returns: The resolver, able to build PageKitSnap's strategies too.
  /// - Complexity: O(1).
  public func withPageKitSnap() -> PagerTraceResolver {
    var resolver = self
    resolver.registerSnap(named: "NearestSnap") { _ throws(PagerError) in NearestSnap() }
    resolver.registerSnap(named: "FreeScroll") { _ throws(PagerError) in FreeScroll() }
    resolver.registerSnap(named: "DirectionalSnap") { parameters throws(PagerError) in
      try DirectionalSnap(velocityThreshold: parameters["velocityThreshold"] ?? 300)
    }
    resolver.registerSnap(named: "ViewportSnap") { parameters throws(PagerError) in
      try ViewportSnap(velocityThreshold: parameters["velocityThreshold"] ?? 300)
    }
    return resolver
  }
}

extension NearestSnap: TraceDescribable {
  /// `"NearestSnap"`.
  public var traceName: String { "NearestSnap" }
}

extension FreeScroll: TraceDescribable {
  /// `"FreeScroll"`.
  public var traceName: String { "FreeScroll" }
}

extension DirectionalSnap: TraceDescribable {
  /// `"DirectionalSnap"`.
  public var traceName: String { "DirectionalSnap" }
  /// `velocityThreshold`.
  public var traceParameters: [String: Double] { ["velocityThreshold": velocityThreshold] }
}

extension ViewportSnap: TraceDescribable {
  /// `"ViewportSnap"`.
  public var traceName: String { "ViewportSnap" }
  /// `velocityThreshold`.
  public var traceParameters: [String: Double] { ["velocityThreshold": velocityThreshold] }
}
