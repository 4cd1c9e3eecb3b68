import PageKitCore
import Testing

/// A fling recorded on a phone's touch screen: each sample's time in milliseconds from the
/// first, its x and y in points; the velocities a quadratic least-squares fit of the same
/// samples gave on the device, points per second.
struct RecordedFling: CustomTestStringConvertible, Sendable {
  var name: String
  /// The first sample's timestamp on the device's clock, seconds.
  var clock: Double
  var samples: [(milliseconds: Double, x: Double, y: Double)]
  var velocityX: Double?
  var velocityY: Double

  var testDescription: String { name }

  /// A tracker fed every sample on one axis, with the lift at the last sample's timestamp (as
  /// a touch screen reports it).
  func tracker(x: Bool) -> (tracker: VelocityTracker, release: Double) {
    var tracker = VelocityTracker()
    var time = clock
    for sample in samples {
      time = clock + sample.milliseconds / 1_000
      tracker.addSample(x ? sample.x : sample.y, at: time)
    }
    tracker.addSample(x ? samples[samples.count - 1].x : samples[samples.count - 1].y, at: time)
    return (tracker, time)
  }
}

/// The velocity tracker: the slope at the newest sample of the least-squares quadratic through
/// the samples of the last 100 ms (at most 20), with its rules for pauses, repeated and
/// backward timestamps, and bad input.
@Suite struct VelocityTrackerTests {
  static let flings: [RecordedFling] = [
    RecordedFling(
      name: "slowUp1", clock: 235089.067457,
      samples: [
        (0.000000, 528.00, 983.00),
        (17.227000, 527.00, 981.00),
        (25.892000, 527.00, 977.00),
        (28.220625, 527.00, 975.93),
        (34.402000, 527.00, 970.00),
        (42.921000, 528.00, 960.00),
        (45.040111, 528.25, 957.51),
        (51.303000, 531.00, 946.00),
        (59.229000, 535.00, 931.00),
        (61.859820, 536.33, 926.02),
        (67.742000, 540.00, 914.00),
        (76.840000, 546.00, 896.00),
        (78.679443, 547.21, 892.36),
        (85.466000, 553.00, 877.00),
        (93.327000, 559.00, 851.00),
        (95.498851, 560.66, 843.82),
      ],
      velocityX: 951.698181, velocityY: -3044.966064),
    RecordedFling(
      name: "slowUp3", clock: 792.536237,
      samples: [
        (0.000000, 580.00, 1317.00),
        (5.301987, 580.63, 1311.94),
        (8.376000, 581.00, 1309.00),
        (16.064000, 583.00, 1295.00),
        (22.125309, 585.13, 1282.92),
        (24.591000, 586.00, 1278.00),
        (33.209000, 589.00, 1256.00),
        (38.948095, 591.54, 1241.41),
        (42.254000, 593.00, 1233.00),
        (50.807000, 597.00, 1211.00),
        (55.771172, 600.28, 1195.92),
        (58.379000, 602.00, 1188.00),
        (66.892000, 607.00, 1167.00),
        (72.594290, 609.48, 1155.83),
        (76.084000, 611.00, 1149.00),
        (84.531000, 615.00, 1131.00),
        (89.416873, 617.32, 1121.73),
        (92.963000, 619.00, 1115.00),
      ],
      velocityX: 617.40564, velocityY: -2500.055664),
    RecordedFling(
      name: "fasterUp1", clock: 235160.420675,
      samples: [
        (0.000000, 610.00, 1042.00),
        (7.545000, 609.00, 1026.00),
        (15.869000, 609.00, 1024.00),
        (21.177394, 609.64, 1020.82),
        (24.203000, 610.00, 1019.00),
        (31.998000, 613.00, 1006.00),
        (37.844743, 617.18, 992.06),
        (40.386000, 619.00, 986.00),
        (49.123000, 627.00, 960.00),
        (54.511713, 632.22, 943.02),
        (57.376000, 635.00, 934.00),
        (65.814000, 644.00, 906.00),
        (71.178697, 649.56, 890.56),
        (74.502000, 653.00, 881.00),
        (83.473000, 662.00, 858.00),
        (88.556495, 666.81, 845.37),
        (91.928000, 670.00, 837.00),
        (99.691000, 679.00, 814.00),
      ],
      velocityX: 1438.53186, velocityY: -3695.859619),
    RecordedFling(
      name: "fasterUp3", clock: 235200.532789,
      samples: [
        (0.000000, 507.00, 1084.00),
        (16.432000, 507.00, 1083.00),
        (25.052000, 507.00, 1081.00),
        (25.262189, 507.00, 1080.95),
        (33.525000, 507.00, 1078.00),
        (42.087586, 508.97, 1070.12),
        (42.217000, 509.00, 1070.00),
        (50.111000, 514.00, 1054.00),
        (58.487000, 525.00, 1023.00),
        (58.912829, 525.56, 1021.42),
        (67.275000, 542.00, 976.00),
        (75.730000, 563.00, 911.00),
        (75.738086, 563.02, 910.94),
        (84.144000, 590.00, 844.00),
      ],
      velocityX: nil, velocityY: -7639.026367),
    RecordedFling(
      name: "fastUp1", clock: 920.922149,
      samples: [
        (0.000000, 561.00, 1412.00),
        (8.036000, 559.00, 1377.00),
        (8.113463, 558.98, 1376.66),
        (16.398000, 559.00, 1371.00),
        (24.947857, 562.91, 1342.68),
        (25.153000, 563.00, 1342.00),
        (33.353000, 577.00, 1272.00),
        (41.782021, 596.87, 1190.54),
        (41.838000, 597.00, 1190.00),
        (50.381000, 631.00, 1093.00),
        (58.616511, 671.31, 994.68),
        (58.757000, 672.00, 993.00),
        (67.112000, 715.00, 903.00),
      ],
      velocityX: 5991.866699, velocityY: -15093.995117),
  ]

  /// Real flings: within 20 % of the recorded velocity on each axis (the tolerance touch
  /// trackers are held to), and in fact within 0.1 % (the same fit, in double precision).
  @Test(arguments: flings)
  func recordedFlingsHaveTheirRecordedVelocity(_ fling: RecordedFling) {
    var expected: [(Bool, Double)] = [(false, fling.velocityY)]
    if let velocityX = fling.velocityX { expected.append((true, velocityX)) }
    for (x, velocity) in expected {
      let (tracker, release) = fling.tracker(x: x)
      let measured = tracker.velocity(at: release)
      #expect(abs(measured - velocity) <= abs(velocity) * 0.2, "\(fling.name) x: \(x)")
      #expect(abs(measured - velocity) <= abs(velocity) * 0.001, "\(fling.name) x: \(x)")
      #expect(measured == tracker.velocity)
    }
  }

  /// A finger that pauses before it lifts: a release more than 40 ms after the last sample
  /// reads zero, one within 40 ms the fling's velocity.
  @Test(arguments: flings)
  func aPauseBeforeTheReleaseStopsTheFling(_ fling: RecordedFling) {
    let (tracker, release) = fling.tracker(x: false)
    #expect(tracker.velocity(at: release + 0.041) == 0)
    #expect(tracker.velocity(at: release + 0.039) == tracker.velocity)
    #expect(tracker.velocity != 0)
  }

  /// Samples on a line, at even and uneven frame times, give its slope; on a parabola, the
  /// parabola's slope at the newest sample.
  @Test func linesAndParabolasAreFitExactly() {
    for gaps in [[8.0, 8, 8, 8, 8, 8], [4.0, 11, 2, 17, 6, 9, 13, 1, 3]] {
      var line = VelocityTracker()
      var parabola = VelocityTracker()
      var time = 1_000.0
      for gap in [0] + gaps {
        time += gap / 1_000
        let t = time - 1_000
        line.addSample(40 + 700 * t, at: time)
        parabola.addSample(3 - 200 * t + 4_000 * t * t, at: time)
      }
      let t = time - 1_000
      #expect(abs(line.velocity - 700) < 1e-6, "gaps \(gaps)")
      #expect(abs(parabola.velocity - (-200 + 8_000 * t)) < 1e-6, "gaps \(gaps)")
    }
  }

  /// No sample, or one, reads zero; two read the slope between them.
  @Test func fewSamples() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity == 0 && tracker.velocity(at: 5) == 0 && tracker.newestTime == nil)
    tracker.addSample(100, at: 5)
    #expect(tracker.velocity == 0 && tracker.sampleCount == 1 && tracker.newestTime == 5)
    tracker.addSample(112, at: 5.016)
    #expect(abs(tracker.velocity - 750) < 1e-9)
  }

  /// A sample at the newest timestamp replaces it (a move and a lift at one time).
  @Test func aRepeatedTimestampReplacesTheSample() {
    var tracker = VelocityTracker()
    tracker.addSample(0, at: 2)
    tracker.addSample(5, at: 2.01)
    tracker.addSample(10, at: 2.01)
    #expect(tracker.sampleCount == 2)
    #expect(abs(tracker.velocity - 1_000) < 1e-9)
  }

  /// A gap of more than 40 ms between samples means the finger stopped: the fit starts after
  /// it.
  @Test func aGapBetweenSamplesForgetsTheMotionBeforeIt() {
    var tracker = VelocityTracker()
    for step in 0..<6 { tracker.addSample(Double(step) * 30, at: Double(step) * 0.01) }
    // 50 ms later, the finger moves on slowly.
    tracker.addSample(150, at: 0.1)
    tracker.addSample(151, at: 0.11)
    #expect(tracker.sampleCount == 2)
    #expect(abs(tracker.velocity - 100) < 1e-9)
    // Exactly 40 ms is still one motion.
    tracker.addSample(155, at: 0.15)
    #expect(tracker.sampleCount == 3)
  }

  /// A timestamp earlier than the newest starts the samples over.
  @Test func aClockThatGoesBackwardsStartsOver() {
    var tracker = VelocityTracker()
    for step in 0..<6 { tracker.addSample(Double(step) * 30, at: 10 + Double(step) * 0.01) }
    tracker.addSample(0, at: 3)
    #expect(tracker.sampleCount == 1 && tracker.velocity == 0 && tracker.newestTime == 3)
    tracker.addSample(-4, at: 3.008)
    #expect(abs(tracker.velocity - -500) < 1e-9)
  }

  /// The fit reaches 100 ms back from the newest sample: an older, faster motion does not count.
  @Test func samplesOlderThanTheHorizonDoNotCount() {
    var tracker = VelocityTracker()
    // 1,000 points per second for 100 ms, then 200 for 100 ms, a sample every 10 ms.
    for step in 0...20 {
      let t = Double(step) * 0.01
      tracker.addSample(t <= 0.1 ? 1_000 * t : 100 + 200 * (t - 0.1), at: t)
    }
    #expect(abs(tracker.velocity - 200) < 1e-6)
  }

  /// The fit takes the newest 20 samples: older ones within the horizon do not count.
  @Test func atMostTwentySamplesCount() {
    var tracker = VelocityTracker()
    // A sample every 2 ms for 98 ms: 1,000 points per second until 40 ms before the newest,
    // then 300. The newest 20 samples span 38 ms, all on the slower line.
    for step in 0...49 {
      let age = Double(49 - step) * 0.002
      tracker.addSample(age >= 0.04 ? -300 * 0.04 - 1_000 * (age - 0.04) : -300 * age, at: 1 - age)
    }
    #expect(tracker.sampleCount == VelocityTracker.maximumSamples)
    #expect(abs(tracker.velocity - 300) < 1e-6)
  }

  /// A non-finite position or timestamp changes nothing; a non-finite release time reads the
  /// velocity at the newest sample.
  @Test func badInputChangesNothing() {
    var tracker = VelocityTracker()
    tracker.addSample(0, at: 1)
    tracker.addSample(8, at: 1.01)
    for (position, time) in [(Double.nan, 1.02), (.infinity, 1.02), (9, .nan), (9, -.infinity)] {
      tracker.addSample(position, at: time)
    }
    #expect(tracker.sampleCount == 2 && tracker.newestTime == 1.01)
    #expect(abs(tracker.velocity - 800) < 1e-9)
    #expect(tracker.velocity(at: .nan) == tracker.velocity)
    #expect(tracker.velocity(at: .infinity) == tracker.velocity)
  }

  /// Reset forgets every sample.
  @Test func resetForgetsTheSamples() {
    var tracker = VelocityTracker()
    tracker.addSample(0, at: 1)
    tracker.addSample(8, at: 1.01)
    tracker.reset()
    #expect(tracker.sampleCount == 0 && tracker.velocity == 0 && tracker.newestTime == nil)
    tracker.addSample(50, at: 0.5)
    tracker.addSample(40, at: 0.51)
    #expect(abs(tracker.velocity - -1_000) < 1e-9)
  }

  /// The velocity a tracker gives is what a pager takes at the release: a drag fed through it
  /// flings to the next page.
  @Test func aTrackedFlingMovesAPager() throws {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<5)),
      configuration: PagerConfiguration(viewportLength: 375))
    var tracker = VelocityTracker()
    try pager.beginDrag()
    var last = 0.0
    for frame in 0...6 {
      let finger = -Double(frame * frame) * 2
      tracker.addSample(finger, at: Double(frame) / 120)
      try pager.drag(by: finger - last)
      last = finger
    }
    let velocity = tracker.velocity(at: 6.0 / 120)
    #expect(velocity < -1_000)
    try pager.endDrag(velocity: velocity)
    #expect(pager.targetIndex == 1)
  }
}
