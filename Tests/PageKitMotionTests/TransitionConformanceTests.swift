import PageKitCore
import PageKitTestSupport
import Testing

/// A named strategy, for tables.
struct NamedTransition: Sendable, CustomTestStringConvertible {
  var name: String
  var strategy: AnyTransitionStrategy

  init(_ name: String, _ strategy: some TransitionStrategy) {
    self.name = name
    self.strategy = AnyTransitionStrategy(strategy)
  }

  var testDescription: String { name }
}

/// Every built-in, with default and with unusual parameters.
let builtInTransitions: [NamedTransition] = [
  NamedTransition("slide", SlideTransition()),
  NamedTransition("crossFade", CrossFadeTransition()),
  NamedTransition("cover", CoverTransition()),
  NamedTransition("reveal", RevealTransition()),
  NamedTransition("depth", DepthTransition()),
  NamedTransition("depth 0", DepthTransition(minimumScale: 0)),
  NamedTransition("zoomOut", ZoomOutTransition()),
  NamedTransition("zoomOut 0", ZoomOutTransition(minimumScale: 0, minimumAlpha: 0)),
  NamedTransition("cube", CubeTransition()),
  NamedTransition("coverFlow", CoverFlowTransition()),
  NamedTransition("coverFlow 1.5", CoverFlowTransition(visibleRange: 1.5)),
  NamedTransition(
    "coverFlow wide",
    CoverFlowTransition(maxRotation: Double.pi / 2, spacing: 1.2, sideScale: 0.3, visibleRange: 6)),
  NamedTransition("instant", InstantTransition()),
  NamedTransition("reducedMotion", CubeTransition().reducedMotion()),
]

/// A strategy as the pager draws it in a right-to-left layout.
struct MirroredTransition<Base: TransitionStrategy>: TransitionStrategy {
  var base: Base
  var timing: AnimationTiming { base.timing }
  var visibleRange: Double { base.visibleRange }
  var isContinuous: Bool { base.isContinuous }
  func placement(at offset: Double) -> PagePlacement { base.placement(at: offset).mirrored() }
}

@Suite struct TransitionConformanceTests {
  @Test(arguments: builtInTransitions)
  func builtInPassesCheckTransition(_ named: NamedTransition) {
    let failures = checkTransition(named.strategy)
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test(arguments: builtInTransitions)
  func mirroredBuiltInPassesCheckTransition(_ named: NamedTransition) {
    let failures = checkTransition(MirroredTransition(base: named.strategy))
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test(arguments: builtInTransitions)
  func mirroringFlipsTranslationAndRotationOnly(_ named: NamedTransition) {
    for step in -40...40 {
      let offset = Double(step) / 20
      let placement = named.strategy.placement(at: offset)
      let mirrored = placement.mirrored()
      #expect(mirrored.translation == -placement.translation, "\(offset)")
      #expect(mirrored.rotation == -placement.rotation, "\(offset)")
      #expect(mirrored.scale == placement.scale && mirrored.alpha == placement.alpha)
      #expect(mirrored.zIndex == placement.zIndex && mirrored.isHidden == placement.isHidden)
    }
  }

  @Test(arguments: builtInTransitions)
  func hiddenExactlyFromTheVisibleRangeOn(_ named: NamedTransition) {
    let strategy = named.strategy
    let range = strategy.visibleRange
    #expect(strategy.placement(at: range).isHidden)
    #expect(strategy.placement(at: -range).isHidden)
    guard strategy.isContinuous else { return }
    #expect(!strategy.placement(at: range.nextDown).isHidden)
    #expect(!strategy.placement(at: (-range).nextUp).isHidden)
  }

  @Test func randomOffsetsGiveSafePlacements() {
    let seed: UInt64 = 0x7A11_51_7105
    var random = SplitMix64(seed: seed)
    for step in 0..<2_000 {
      let named = builtInTransitions[random.int(in: 0...(builtInTransitions.count - 1))]
      let offset = random.double(in: -8...8)
      let placement = named.strategy.placement(at: offset)
      #expect(placement == placement.sanitized(), "seed \(seed) step \(step) \(named.name)")
    }
  }

  @Test func onlyInstantIsDiscontinuous() {
    for named in builtInTransitions {
      #expect(named.strategy.isContinuous == (named.name != "instant"), "\(named.name)")
    }
    #expect(checkTransition(MirroredTransition(base: InstantTransition())).isEmpty)
  }
}
