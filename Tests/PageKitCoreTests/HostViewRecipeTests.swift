import Foundation
import PageKitCore
import Testing

// The child controllers of `Snippets/UIKitPageContainer.swift`, kept by the live window's
// deltas, as it is there (a snippet cannot be imported by a test; `theTestedDiffIsTheSnippets`
// checks the copy), keyed by the page's identity.

/// A host's views of a pager's live pages, kept by the pager's live-window deltas: made from
/// the live pages once, then changed by what each call reports, so the views shown are exactly
/// the live pages' instances after every call, with no diff.
///
/// Keyed by `id`, unique among the live pages of a bounded source. A page keeps its instance
/// while its slot changes: during an animated far jump from page 0 to page 60 the destination
/// is drawn in slot 1, beside the page it leaves, and at rest in slot 60, which a delta reports
/// as a move (nothing to do here), never as a removal. A reload's pages leave and enter again,
/// with the new source's instances.
struct LiveViews<PageID: Hashable, View: AnyObject> {
  /// The views shown, by the identity of the page each shows.
  private(set) var shown: [PageID: View] = [:]

  /// Shows the live pages as they are: call once, then ``apply(_:add:remove:)`` every delta.
  mutating func start(with livePages: some Sequence<LivePage<View, PageID>>, add: (View) -> Void) {
    for page in livePages where shown[page.id] == nil {
      add(page.page)
      shown[page.id] = page.page
    }
  }

  /// Removes the views of the pages that left the live window, then adds the ones that entered.
  mutating func apply(
    _ delta: LiveWindowDelta<View, PageID>, add: (View) -> Void, remove: (View) -> Void
  ) {
    for entry in delta.removed {
      if let view = shown.removeValue(forKey: entry.id) { remove(view) }
    }
    for inserted in delta.inserted {
      add(inserted.page)
      shown[inserted.id] = inserted.page
    }
  }
}

/// The diff the recipe used before, keyed by `slot` (its `render()`, `show(_:in:)` and
/// `remove(_:)` with UIKit's calls made on `hierarchy`): what a far jump breaks.
private struct SlotKeyedViews<View: AnyObject> {
  var shown: [Int: View] = [:]

  mutating func render(
    _ livePages: some Sequence<LivePage<View, Int>>, hierarchy: inout ViewHierarchy<View>
  ) {
    var live = Set<Int>()
    for page in livePages {
      live.insert(page.slot)
      let child = page.page
      if shown[page.slot] !== child {
        if let old = shown[page.slot] { hierarchy.remove(old) }
        hierarchy.add(child)
        shown[page.slot] = child
      }
    }
    for (slot, child) in shown where !live.contains(slot) {
      hierarchy.remove(child)
      shown[slot] = nil
    }
  }
}

/// The views a container holds, as UIKit's `addSubview` and `removeFromSuperview` leave them:
/// adding a view it holds keeps one copy; removing it removes it, however it was added.
private struct ViewHierarchy<View: AnyObject> {
  private(set) var views: [ObjectIdentifier: View] = [:]

  mutating func add(_ view: View) { views[ObjectIdentifier(view)] = view }
  mutating func remove(_ view: View) { views[ObjectIdentifier(view)] = nil }

  /// What differs from the live pages' instances, by identity; empty when they are the same.
  func problems<PageID>(against livePages: some Sequence<LivePage<View, PageID>>) -> [String] {
    let live = Dictionary(
      livePages.map { (ObjectIdentifier($0.page), $0) }, uniquingKeysWith: { first, _ in first })
    let missing = live.filter { views[$0.key] == nil }.map { "missing page \($0.value.id)" }
    let extra = views.keys.filter { live[$0] == nil }.map { _ in "a view of a page not live" }
    return (missing + extra).sorted()
  }
}

/// A page made fresh by the source: a stand-in for a child view controller.
private final class PageController {
  let index: Int
  init(index: Int) { self.index = index }
}

/// The UIKit recipe's diff of its child controllers (`Snippets/UIKitPageContainer.swift`), run
/// frame by frame over an animated far jump: the views shown are the live pages, by identity.
@Suite struct HostViewRecipeTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The lines of `LiveViews` in `path`, from its doc comment to its closing brace.
  static func liveViews(in path: String) throws -> [String] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let start = try #require(
      lines.firstIndex { $0.hasPrefix("/// A host's views of a pager's live pages") })
    let stop = try #require(lines[start...].firstIndex(of: "}"))
    return Array(lines[start...stop])
  }

  @Test func theTestedDiffIsTheSnippets() throws {
    let tested = try Self.liveViews(in: "Tests/PageKitCoreTests/HostViewRecipeTests.swift")
    let shown = try Self.liveViews(in: "Snippets/UIKitPageContainer.swift")
    #expect(tested.count > 10)
    #expect(tested == shown, "the copy differs from the snippet")
  }

  private typealias Controllers = Pager<GeneratedPageSource<PageController>, SlideTransition>

  private static func controllers() throws -> Controllers {
    try Pager(
      source: GeneratedPageSource(count: 100) { PageController(index: $0) },
      configuration: PagerConfiguration(viewportLength: 375))
  }

  /// Runs `command`, then frames of 1/60 s to rest, calling `render` after each, and returns
  /// the problems `render`'s views had on each frame (with the frame's number).
  private static func frames(
    of pager: Controllers, from time: inout Double, _ command: () throws -> Void,
    render: () -> [String]
  ) throws -> (problems: [String], frames: Int, slots: Set<Int>) {
    try command()
    var problems = render().map { "after the command: \($0)" }
    var frames = 0
    var slots = Set(pager.livePages.map(\.slot))
    while pager.phase != .idle, frames < 1_000 {
      time += 1.0 / 60
      frames += 1
      try pager.advance(to: time)
      slots.formUnion(pager.livePages.map(\.slot))
      problems += render().map { "frame \(frames): \($0)" }
    }
    return (problems, frames, slots)
  }

  @Test func theRecipesDeltasShowExactlyTheLivePagesThroughAFarJumpAndAfter() throws {
    // Given the recipe's container over 100 fresh pages, at rest on page 0, its children made
    // for the live pages and then kept by the deltas alone
    let pager = try Self.controllers()
    var hierarchy = ViewHierarchy<PageController>()
    var views = LiveViews<Int, PageController>()
    views.start(with: pager.livePages, add: { hierarchy.add($0) })
    pager.addLiveWindowObserver { delta in
      views.apply(delta, add: { hierarchy.add($0) }, remove: { hierarchy.remove($0) })
    }
    func render() -> [String] { hierarchy.problems(against: pager.livePages) }
    #expect(render().isEmpty)
    var time = 0.0
    try pager.advance(to: time)
    // When it jumps to page 60, animated, then steps on twice
    let jump = try Self.frames(of: pager, from: &time, { try pager.scroll(to: 60) }, render: render)
    // Then page 60 was drawn in another slot mid-jump (the case a slot key breaks), and on every
    // frame the views shown were exactly the live pages' instances, also at rest and after.
    #expect(jump.frames > 1)
    #expect(jump.slots.contains(1) && jump.slots.contains(60))
    #expect(jump.problems == [])
    #expect(pager.settledIndex == 60)
    #expect(Set(hierarchy.views.values.map(\.index)) == [59, 60, 61])
    for _ in 0..<2 {
      let step = try Self.frames(
        of: pager, from: &time, { try pager.scrollToNext() }, render: render)
      #expect(step.problems == [])
    }
    #expect(pager.settledIndex == 62)
    #expect(Set(hierarchy.views.values.map(\.index)) == [61, 62, 63])
  }

  @Test func aDiffKeyedBySlotLosesTheDestinationOfAFarJump() throws {
    // Given the same container, its views keyed by slot as the recipe did
    let pager = try Self.controllers()
    var hierarchy = ViewHierarchy<PageController>()
    var views = SlotKeyedViews<PageController>()
    func render() -> [String] {
      views.render(pager.livePages, hierarchy: &hierarchy)
      return hierarchy.problems(against: pager.livePages)
    }
    #expect(render().isEmpty)
    var time = 0.0
    try pager.advance(to: time)
    // When it jumps to page 60, animated
    let jump = try Self.frames(of: pager, from: &time, { try pager.scroll(to: 60) }, render: render)
    // Then at rest the settled page's view is gone (and its neighbour's): the check above
    // catches the slot key.
    #expect(jump.problems.contains("frame \(jump.frames): missing page 60"))
    #expect(!hierarchy.views.values.contains { $0.index == 60 })
  }

  @Test func theHostingRecipesKeyPageViewsByIdentity() throws {
    // The recipes whose views are a bounded pager's pages key them by `id`, not by `slot`.
    for path in ["Snippets/UIKitPageContainer.swift", "Snippets/SwiftUIPhotoPager.swift"] {
      let text = try String(
        contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)
      #expect(!text.contains("\\.slot") && !text.contains(".slot]"), "\(path) keys by slot")
    }
    // No documentation says that a slot equals the index: it does not during a far jump.
    let files =
      ["Sources/PageKitCore/Pager/LivePage.swift", "Docs/HostingUIKit.md"]
      + ["Docs/HostingSwiftUI.md", "Docs/PageSources.md", "Docs/Carousel.md"]
    for path in files {
      let text = try String(
        contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)
      let claims = text.components(separatedBy: "\n").filter {
        $0.contains("equal to ``index``") || $0.contains("`slot` equals `index`")
      }
      #expect(claims.isEmpty, "\(path): \(claims)")
    }
  }
}
