import Foundation
import PageKitCore
import PageKitTestSupport
import Testing

// The custom transitions the docs show, copied verbatim: a snippet cannot be imported by a test,
// so `DocumentedTransitionTests` checks that each copy is the text the docs show, then runs
// `checkTransition(_:)` on it. `Examples/HostPackage`'s `PolaroidTransition` has its own test.

/// `Docs/Transitions.md` and `Snippets/PagerWithCustomTransition.swift` (embedded in the
/// DrivingAPager DocC article).
struct DeckTransition: TransitionStrategy {
  var timing: AnimationTiming { .bezier(.easeInOut) }

  func placement(at offset: Double) -> PagePlacement {
    let distance = abs(offset)
    guard distance < 1 else { return .hidden }
    if offset <= 0 {
      // Leaving toward the back: in place, shrinking and fading out, underneath.
      return PagePlacement(scale: 1 - 0.2 * distance, alpha: 1 - distance, zIndex: 0)
    }
    // Arriving from the front: slides in on top.
    return PagePlacement(translation: offset, zIndex: 1)
  }
}

/// `Snippets/CustomTransition.swift`.
struct CardTransition: TransitionStrategy {
  /// The scale of a card in motion.
  var cardScale = 0.9

  /// Programmatic changes use a gently bouncing spring.
  var timing = AnimationTiming.spring(SpringCurve(response: 0.4, dampingRatio: 0.8))

  func placement(at offset: Double) -> PagePlacement {
    let distance = abs(offset)
    guard distance < 1 else { return .hidden }
    let lift = min(4 * distance, 1)
    return PagePlacement(
      translation: offset,
      scale: 1 - (1 - cardScale) * lift,
      zIndex: 0 - distance)
  }
}

@Suite struct DocumentedTransitionTests {
  /// A documented transition: its name and the files that show it.
  struct Documented: CustomStringConvertible, Sendable {
    var strategy: AnyTransitionStrategy
    var name: String
    var shownIn: [String]
    var description: String { name }
  }

  static let documented = [
    Documented(
      strategy: AnyTransitionStrategy(DeckTransition()), name: "DeckTransition",
      shownIn: ["Docs/Transitions.md", "Snippets/PagerWithCustomTransition.swift"]),
    Documented(
      strategy: AnyTransitionStrategy(CardTransition()), name: "CardTransition",
      shownIn: ["Snippets/CustomTransition.swift"]),
  ]

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func text(of path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The declaration of `name`: from its `struct` line to the first line that closes it.
  static func declaration(of name: String, in text: String) -> String? {
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "struct \(name): TransitionStrategy {"),
      let end = lines[start...].firstIndex(of: "}")
    else { return nil }
    return lines[start...end].joined(separator: "\n")
  }

  @Test(arguments: documented)
  func documentedTransitionPassesCheckTransition(_ documented: Documented) {
    let failures = checkTransition(documented.strategy)
    #expect(failures.isEmpty, "\(documented.name): \(failures)")
  }

  @Test(arguments: documented)
  func docsShowTheTestedCode(_ documented: Documented) throws {
    let tested = try #require(
      Self.declaration(
        of: documented.name,
        in: Self.text(of: "Tests/PageKitMotionTests/DocumentedTransitionTests.swift")))
    for file in documented.shownIn {
      let shown = Self.declaration(of: documented.name, in: try Self.text(of: file))
      #expect(shown == tested, "\(file) shows another \(documented.name) than the one tested")
    }
  }

  @Test func deckPlacementsHalfWayThroughADragAreTheOnesTheGuideQuotes() throws {
    let pager = try Pager(
      source: ArrayPageSource(["Intro", "Features", "Pricing", "Sign up"]),
      transition: AnyTransitionStrategy(DeckTransition()),
      configuration: PagerConfiguration(viewportLength: 400))
    try pager.beginDrag()
    try pager.drag(by: -200)
    let shown = pager.livePages.filter { !$0.placement.isHidden }.map { live in
      let p = live.placement
      return "`\(live.page)(t \(p.translation), s \(p.scale), a \(p.alpha), z \(p.zIndex))`"
    }
    #expect(
      shown == ["`Intro(t 0.0, s 0.9, a 0.5, z 0.0)`", "`Features(t 0.5, s 1.0, a 1.0, z 1.0)`"])
    let guide = try Self.text(of: "Docs/Transitions.md").replacingOccurrences(of: "\n", with: " ")
    #expect(guide.contains("\(shown[0]) and \(shown[1])"))
  }

  @Test func timingExamplesCompile() throws {
    // The lines below are the timing example of `Docs/Transitions.md` and of `AnimationTiming`'s
    // doc comment, compiled here.
    let bouncy = SlideTransition(timing: .spring(SpringCurve(duration: 0.5, bounce: 0.2)))
    let eased = CubeTransition(timing: .bezier(.easeInOut))
    let ramp = CrossFadeTransition(timing: .linear(duration: 0.25))
    #expect(bouncy.timing == .spring(SpringCurve(duration: 0.5, bounce: 0.2)))
    #expect(eased.timing.settlingDuration == CubicBezierCurve.defaultDuration)
    #expect(ramp.timing.progress(at: 0.125) == 0.5)
    let lines = [
      "let bouncy = SlideTransition(timing: .spring(SpringCurve(duration: 0.5, bounce: 0.2)))",
      "let eased = CubeTransition(timing: .bezier(.easeInOut))",
      "let ramp = CrossFadeTransition(timing: .linear(duration: 0.25))",
    ]
    let guide = try Self.text(of: "Docs/Transitions.md")
    for line in lines.prefix(2) { #expect(guide.contains("\n\(line)\n"), "\(line)") }
    let comment = try Self.text(of: "Sources/PageKitCore/Timing/AnimationTiming.swift")
    for line in lines { #expect(comment.contains("\n/// \(line)\n"), "\(line)") }
  }
}
