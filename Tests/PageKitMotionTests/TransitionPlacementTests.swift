import PageKitCore
import PageKitTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// One expected placement of one strategy at one offset.
struct TransitionPlacementRow: Sendable, CustomTestStringConvertible {
  var name: String
  var strategy: AnyTransitionStrategy
  var offset: Double
  var expected: PagePlacement

  var testDescription: String { "\(name) at \(offset)" }
}

/// Whether two placements agree within `tolerance` on every value and exactly on `isHidden`.
func placementsMatch(_ a: PagePlacement, _ b: PagePlacement, tolerance: Double = 1e-12) -> Bool {
  a.isHidden == b.isHidden && abs(a.translation - b.translation) <= tolerance
    && abs(a.scale - b.scale) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
    && abs(a.zIndex - b.zIndex) <= tolerance && abs(a.rotation - b.rotation) <= tolerance
}

private func rows(
  _ name: String, _ strategy: some TransitionStrategy, _ expected: [Double: PagePlacement]
) -> [TransitionPlacementRow] {
  expected.sorted { $0.key < $1.key }.map {
    TransitionPlacementRow(
      name: name, strategy: AnyTransitionStrategy(strategy), offset: $0.key, expected: $0.value)
  }
}

private let quarterTurn = Double.pi / 2
private let cubeHalf = 2.0.squareRoot() / 4

/// Every built-in at -1, -0.5, 0, 0.5 and 1, with its default parameters.
let transitionPlacementTable: [TransitionPlacementRow] =
  rows(
    "slide", SlideTransition(),
    [
      -1: .hidden, -0.5: PagePlacement(translation: -0.5), 0: .identity,
      0.5: PagePlacement(translation: 0.5), 1: .hidden,
    ])
  + rows(
    "crossFade", CrossFadeTransition(),
    [
      -1: .hidden, -0.5: PagePlacement(alpha: 0.5, zIndex: -0.5), 0: .identity,
      0.5: PagePlacement(alpha: 0.5, zIndex: -0.5), 1: .hidden,
    ])
  + rows(
    "cover", CoverTransition(),
    [
      -1: .hidden, -0.5: PagePlacement(alpha: 0.5, zIndex: -0.5), 0: .identity,
      0.5: PagePlacement(translation: 0.5, zIndex: 0.5), 1: .hidden,
    ])
  + rows(
    "reveal", RevealTransition(),
    [
      -1: .hidden, -0.5: PagePlacement(translation: -0.5, zIndex: 0.5), 0: .identity,
      0.5: PagePlacement(alpha: 0.5, zIndex: -0.5), 1: .hidden,
    ])
  + rows(
    "depth", DepthTransition(),
    [
      -1: .hidden, -0.5: PagePlacement(translation: -0.5, zIndex: 0.5), 0: .identity,
      0.5: PagePlacement(scale: 0.875, alpha: 0.5, zIndex: -0.5), 1: .hidden,
    ])
  + rows(
    "zoomOut", ZoomOutTransition(),
    [
      -1: .hidden, -0.5: PagePlacement(translation: -0.4625, scale: 0.925, alpha: 0.75),
      0: .identity, 0.5: PagePlacement(translation: 0.4625, scale: 0.925, alpha: 0.75),
      1: .hidden,
    ])
  + rows(
    "cube", CubeTransition(),
    [
      -1: .hidden,
      -0.5: PagePlacement(translation: -cubeHalf, zIndex: -0.5, rotation: -quarterTurn / 2),
      0: .identity,
      0.5: PagePlacement(translation: cubeHalf, zIndex: -0.5, rotation: quarterTurn / 2),
      1: .hidden,
    ])
  + rows(
    "coverFlow", CoverFlowTransition(),
    [
      -1: PagePlacement(translation: -0.6, scale: 0.8, zIndex: -1, rotation: Double.pi / 4),
      -0.5: PagePlacement(translation: -0.3, scale: 0.9, zIndex: -0.5, rotation: Double.pi / 8),
      0: .identity,
      0.5: PagePlacement(translation: 0.3, scale: 0.9, zIndex: -0.5, rotation: -Double.pi / 8),
      1: PagePlacement(translation: 0.6, scale: 0.8, zIndex: -1, rotation: -Double.pi / 4),
    ])
  + rows(
    "instant", InstantTransition(),
    [-1: .hidden, -0.5: .hidden, 0: .identity, 0.5: .identity, 1: .hidden])

@Suite struct TransitionPlacementTests {
  @Test(arguments: transitionPlacementTable)
  func exactPlacement(_ row: TransitionPlacementRow) {
    let actual = row.strategy.placement(at: row.offset)
    #expect(placementsMatch(actual, row.expected), "got \(actual), expected \(row.expected)")
  }

  @Test func tableCoversEveryBuiltInAtEveryKeyOffset() {
    let names = Set(transitionPlacementTable.map(\.name))
    #expect(names.count == 9)
    for name in names {
      let offsets = transitionPlacementTable.filter { $0.name == name }.map(\.offset)
      #expect(offsets == [-1, -0.5, 0, 0.5, 1], "\(name)")
    }
  }

  @Test(arguments: transitionPlacementTable.filter { $0.offset == 0 })
  func offsetZeroIsExactlyInPlace(_ row: TransitionPlacementRow) {
    #expect(row.strategy.placement(at: 0) == .identity)
  }

  @Test func coverKeepsTheLargerOffsetOnTop() {
    let cover = CoverTransition()
    for step in 1..<100 {
      let position = Double(step) / 100
      let incoming = cover.placement(at: 1 - position)
      let outgoing = cover.placement(at: -position)
      #expect(incoming.zIndex > outgoing.zIndex, "position \(position)")
      #expect(outgoing.translation == 0, "the covered page stays in place")
    }
  }

  @Test func revealKeepsTheSmallerOffsetOnTop() {
    let reveal = RevealTransition()
    for step in 1..<100 {
      let position = Double(step) / 100
      let incoming = reveal.placement(at: 1 - position)
      let outgoing = reveal.placement(at: -position)
      #expect(outgoing.zIndex > incoming.zIndex, "position \(position)")
      #expect(incoming.translation == 0, "the revealed page stays in place")
    }
  }

  @Test func zoomOutNeighboursStayEdgeToEdge() {
    let zoom = ZoomOutTransition(minimumScale: 0.6, minimumAlpha: 0.2)
    for step in 1..<100 {
      let position = Double(step) / 100
      let next = zoom.placement(at: 1 - position)
      let current = zoom.placement(at: -position)
      let currentTrailing = current.translation + current.scale / 2
      let nextLeading = next.translation - next.scale / 2
      #expect(abs(currentTrailing - nextLeading) < 1e-12, "position \(position)")
    }
  }

  @Test func cubeFacesStayJoinedAtTheirSharedEdge() {
    let cube = CubeTransition()
    for step in 1..<100 {
      let position = Double(step) / 100
      let next = cube.placement(at: 1 - position)
      let current = cube.placement(at: -position)
      let currentTrailing = current.translation + cos(current.rotation) / 2
      let nextLeading = next.translation - cos(next.rotation) / 2
      #expect(abs(currentTrailing - nextLeading) < 1e-12, "position \(position)")
      #expect(abs(next.rotation - current.rotation - Double.pi / 2) < 1e-12)
    }
  }

  @Test func coverFlowShowsSeveralPagesAndFadesAtItsRange() {
    let flow = CoverFlowTransition(visibleRange: 3)
    #expect(flow.visibleRange == 3)
    #expect(flow.placement(at: 2).alpha == 1)
    #expect(
      placementsMatch(
        flow.placement(at: 2.5),
        PagePlacement(
          translation: 1.5, scale: 0.8, alpha: 0.5, zIndex: -2.5, rotation: -Double.pi / 4)))
    #expect(flow.placement(at: -2.75).alpha == 0.25)
    #expect(flow.placement(at: 3).isHidden)
    #expect(flow.placement(at: -3).isHidden)
  }

  @Test func coverFlowParametersShapeThePlacement() {
    let flow = CoverFlowTransition(maxRotation: 1, spacing: 0.25, sideScale: 0.5, visibleRange: 2)
    let side = flow.placement(at: -1.5)
    #expect(
      placementsMatch(
        side,
        PagePlacement(
          translation: -0.375, scale: 0.5, alpha: 0.5, zIndex: -1.5, rotation: 1)))
  }

  @Test func depthMinimumScaleIsTheScaleOneStepBehind() {
    let depth = DepthTransition(minimumScale: 0.5)
    #expect(abs(depth.placement(at: 0.999_999).scale - 0.5) < 1e-5)
    #expect(depth.placement(at: 0.5).scale == 0.75)
    #expect(depth.placement(at: -0.5).scale == 1)
  }

  @Test func hostileParametersAreNormalisedAtConstruction() {
    let depth = DepthTransition(minimumScale: -3)
    #expect(depth.minimumScale == 0)
    #expect(DepthTransition(minimumScale: .nan).minimumScale == 0.75)
    let zoom = ZoomOutTransition(minimumScale: 7, minimumAlpha: .infinity)
    #expect(zoom.minimumScale == 1)
    #expect(zoom.minimumAlpha == 0.5)
    let flow = CoverFlowTransition(
      maxRotation: 10, spacing: -1, sideScale: .nan, visibleRange: 0.2)
    #expect(flow.maxRotation == Double.pi / 2)
    #expect(flow.spacing == 0)
    #expect(flow.sideScale == 0.8)
    #expect(flow.visibleRange == 1)
    #expect(CoverFlowTransition(visibleRange: .infinity).visibleRange == 3)
    for strategy in [
      AnyTransitionStrategy(depth), AnyTransitionStrategy(zoom), AnyTransitionStrategy(flow),
    ] {
      #expect(checkTransition(strategy).isEmpty)
    }
  }

  @Test func customTimingIsKept() {
    let timing = AnimationTiming.linear(duration: 0.5)
    #expect(CubeTransition(timing: timing).timing == timing)
    #expect(DepthTransition(timing: timing).timing == timing)
    #expect(CoverFlowTransition(timing: timing).timing == timing)
    #expect(SlideTransition().timing == .spring(.page))
    #expect(InstantTransition().timing.settlingDuration == 0)
  }
}
