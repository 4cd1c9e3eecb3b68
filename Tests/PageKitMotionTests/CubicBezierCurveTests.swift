import PageKitCore
import PageKitTestSupport
import Testing

@Suite struct CubicBezierCurveTests {
  struct Reference: Sendable, CustomStringConvertible {
    var name: String
    var curve: CubicBezierCurve
    var time: Double
    /// `By(s)` and `dy/dx` where `Bx(s) = time`, solved in 30-digit arithmetic.
    var progress: Double
    var slope: Double?
    var tolerance = 1e-10
    var description: String { "\(name) at \(time)" }
  }

  static let degenerate = timingBezier(1, 0, 0, 1)
  static let linear = timingBezier(0, 0, 1, 1, duration: 0.35)
  static let overshoot = timingBezier(0.3, -0.5, 0.7, 1.5)

  // Docs/Physics.md, vectors B1–B14, in order.
  static let references: [Reference] = [
    Reference(
      name: "easeInOut", curve: .easeInOut, time: 0.1, progress: 0.019722453548311196,
      slope: 0.40224421881612713),
    Reference(
      name: "easeInOut", curve: .easeInOut, time: 0.25, progress: 0.12916193104731981,
      slope: 1.0592618411747993),
    Reference(
      name: "easeInOut", curve: .easeInOut, time: 0.5, progress: 0.5, slope: 1.7241379310344828),
    Reference(
      name: "easeInOut", curve: .easeInOut, time: 0.95, progress: 0.99517025033214059,
      slope: 0.19526467451868115),
    Reference(
      name: "default", curve: .default, time: 0.1, progress: 0.094796305716043246,
      slope: 1.5397578528889476),
    Reference(
      name: "default", curve: .default, time: 0.5, progress: 0.80240338758485699,
      slope: 0.99414245242601229),
    Reference(
      name: "easeIn", curve: .easeIn, time: 0.25, progress: 0.093464650718824859,
      slope: 0.67459779460832321),
    Reference(
      name: "easeIn", curve: .easeIn, time: 0.95, progress: 0.917757795957983,
      slope: 1.6001747397500277),
    Reference(
      name: "easeOut", curve: .easeOut, time: 0.1, progress: 0.16057215423753347,
      slope: 1.5350740098319091),
    Reference(
      name: "easeOut", curve: .easeOut, time: 0.8, progress: 0.93771799986326772,
      slope: 0.57088900583088754),
    Reference(
      name: "degenerate", curve: degenerate, time: 0.25, progress: 0.029724605511925197,
      slope: 0.29370052598409974),
    // Bx'(0.5) = 0: Newton gives way to bisection; the cube root limits the precision.
    Reference(
      name: "degenerate", curve: degenerate, time: 0.5, progress: 0.49999999996973088,
      slope: nil, tolerance: 1e-5),
    Reference(
      name: "overshoot", curve: overshoot, time: 0.1, progress: -0.080791609824601948,
      slope: -0.063133388411603925),
    Reference(
      name: "overshoot", curve: overshoot, time: 0.8, progress: 1.0309280299548895,
      slope: 0.98579249132994395),
  ]

  @Test(arguments: references)
  func progressAndVelocityMatchReferences(reference: Reference) {
    let duration = reference.curve.duration
    let elapsed = reference.time * duration
    let progress = reference.curve.progress(at: elapsed)
    #expect(timingClose(progress, reference.progress, absolute: reference.tolerance))
    if let slope = reference.slope {
      #expect(
        timingClose(reference.curve.velocity(at: elapsed), slope / duration, relative: 1e-8))
    }
  }

  @Test func presetsHaveTheirControlPointsAndTheDefaultDuration() {
    let presets: [(CubicBezierCurve, [Double])] = [
      (.easeInOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
      (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]), (Self.linear, [0, 0, 1, 1]),
    ]
    for (curve, points) in presets {
      #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points)
      #expect(curve.duration == 0.35)
      #expect(curve.settlingDuration == 0.35)
    }
    #expect(CubicBezierCurve.defaultDuration == 0.35)
  }

  @Test func linearPresetIsLinear() {
    let curve = Self.linear.with(duration: 2)
    for index in 0...20 {
      let t = Double(index) * 0.1
      #expect(timingClose(curve.progress(at: t), t / 2, absolute: 1e-12), "t \(t)")
      if t < 2 {
        #expect(timingClose(curve.velocity(at: t), 0.5, relative: 1e-9), "t \(t)")
      }
    }
  }

  @Test func easeInOutIsSymmetric() {
    let curve = CubicBezierCurve.easeInOut
    for index in 0...50 {
      let t = Double(index) / 50 * curve.duration
      let mirrored = curve.progress(at: curve.duration - t)
      #expect(timingClose(curve.progress(at: t) + mirrored, 1, absolute: 1e-12), "t \(t)")
    }
  }

  @Test func endsWhereTheControlPointSitsOnTheEndpoint() {
    // easeOut starts with dx = dy = 0: the limit is y2 / x2 (from the second derivatives).
    #expect(
      timingClose(CubicBezierCurve.easeOut.velocity(at: 0), (1 / 0.58) / 0.35, relative: 1e-12))
    // easeIn starts with dy = 0, dx > 0: at rest.
    #expect(CubicBezierCurve.easeIn.velocity(at: 0) == 0)
    // Linear: dx = dy = 0 at the start; the second derivatives are equal.
    #expect(timingClose(Self.linear.velocity(at: 0), 1 / 0.35, relative: 1e-12))
    // Both control points on the origin: Bx = By = s³, so only the third derivatives decide.
    let cubic = timingBezier(0, 0, 0, 0, duration: 2)
    #expect(timingClose(cubic.velocity(at: 0), 0.5, relative: 1e-12))
  }

  @Test func verticalTangentsGiveALargeFiniteVelocity() {
    // x1 = 0 with y1 > 0: the curve leaves the origin vertically.
    let jump = timingBezier(0, 0.8, 0.5, 1)
    let start = jump.velocity(at: 0)
    #expect(start.isFinite && start > 10)
    // The degenerate curve is vertical half way.
    let middle = Self.degenerate.velocity(at: 0.5)
    #expect(middle.isFinite && middle > 10)
  }

  @Test func velocityIsTheDerivativeOfProgressForRandomCurves() {
    let seed: UInt64 = 0xBE21_E4
    var random = SplitMix64(seed: seed)
    for step in 0..<100 {
      let x1 = random.double(in: 0...1)
      let x2 = random.double(in: 0...1)
      let y1 = random.double(in: -1...2)
      let y2 = random.double(in: -1...2)
      let curve = timingBezier(x1, y1, x2, y2, duration: 0.5)
      let t = random.double(in: 0.05...0.45)
      let h = 1e-7
      let difference = (curve.progress(at: t + h) - curve.progress(at: t - h)) / (2 * h)
      let velocity = curve.velocity(at: t)
      // Skip the rare nearly vertical spots, where the finite difference is meaningless.
      if abs(velocity) < 50 {
        #expect(
          timingClose(difference, velocity, relative: 1e-4, absolute: 1e-4),
          "seed \(seed) step \(step)")
      }
    }
  }

  @Test func startAndEnd() {
    for curve in [
      CubicBezierCurve.easeInOut, .default, .easeIn, .easeOut, Self.linear, Self.overshoot,
    ] {
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: curve.duration) == 1)
      #expect(curve.progress(at: curve.duration + 5) == 1)
      #expect(curve.velocity(at: curve.duration) == 0)
      #expect(curve.startingWith(velocity: 4) == curve)
    }
  }

  @Test func overshootingControlPointsLeaveZeroToOne() {
    var low = Double.infinity
    var high = -Double.infinity
    for index in 0...100 {
      let progress = Self.overshoot.progress(at: Double(index) / 100)
      low = min(low, progress)
      high = max(high, progress)
    }
    #expect(low < 0)
    #expect(high > 1)
  }

  // MARK: Hostile input

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteControlPointsMakeTheCurveLinear(bad: Double) {
    let linear = CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1, duration: 2)
    for curve in [
      CubicBezierCurve(x1: bad, y1: 0, x2: 0.5, y2: 1, duration: 2),
      CubicBezierCurve(x1: 0.5, y1: bad, x2: 0.5, y2: 1, duration: 2),
      CubicBezierCurve(x1: 0.5, y1: 0, x2: bad, y2: 1, duration: 2),
      CubicBezierCurve(x1: 0.5, y1: 0, x2: 0.5, y2: bad, duration: 2),
    ] {
      #expect(curve == linear)
      #expect(abs(curve.progress(at: 0.5) - 0.25) < 1e-12)
      #expect(curve.duration == 2)
    }
  }

  @Test(arguments: [-0.01, 1.01, -5, 7])
  func controlPointsOutsideZeroToOneAreClamped(x: Double) {
    let clamped = min(max(x, 0), 1)
    let first = CubicBezierCurve(x1: x, y1: 0.2, x2: 0.5, y2: 1)
    #expect(first == CubicBezierCurve(x1: clamped, y1: 0.2, x2: 0.5, y2: 1))
    let second = CubicBezierCurve(x1: 0.5, y1: 0, x2: x, y2: 0.8)
    #expect(second == CubicBezierCurve(x1: 0.5, y1: 0, x2: clamped, y2: 0.8))
    // Progress stays a function of time: it never goes back as time goes on.
    var previous = -Double.infinity
    for step in 0...100 {
      let progress = second.progress(at: Double(step) / 100 * second.duration)
      #expect(progress >= previous - 1e-12)
      previous = progress
    }
  }

  @Test func hostileDurationsCompleteAtOnce() {
    for bad in [Double.nan, .infinity, -1, 0] {
      let curve = CubicBezierCurve.easeInOut.with(duration: bad)
      #expect(curve.duration == 0)
      #expect(curve.progress(at: 0) == 1)
      #expect(curve.velocity(at: 0) == 0)
      #expect(curve.settlingDuration == 0)
    }
    #expect(CubicBezierCurve.easeInOut.with(duration: 1.5).duration == 1.5)
  }

  @Test func hostileElapsedTimesReadTheStartOrTheEnd() {
    let curve = CubicBezierCurve.easeOut
    for start in [Double.nan, -Double.infinity, -1] {
      #expect(curve.progress(at: start) == 0)
      #expect(curve.velocity(at: start) == curve.velocity(at: 0))
    }
    #expect(curve.progress(at: .infinity) == 1)
    #expect(curve.velocity(at: .infinity) == 0)
  }
}
