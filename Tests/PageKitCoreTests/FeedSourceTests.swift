import Foundation
import PageKitCore
import PageKitTestSupport
import Testing

// The source of `Snippets/FeedPager.swift`, as it is there (a snippet cannot be imported by a
// test; `theTestedSourceIsTheSnippets` checks the copy): a feed found by before/after
// neighbours, identified by post id, with a first index and no end.

/// A post of the feed; a newer post has a larger id.
private struct Post: Hashable {
  let id: Int
  let text: String
}

/// The server: it answers a post's neighbours only. Some ids were deleted (here the multiples of
/// 7), so a post's id says nothing of its index. Its archive goes back further than anyone
/// scrolls.
private final class FeedServer {
  /// The newest post's id.
  private(set) var newestID = 1_000
  /// The neighbours asked for so far (the snippet counts them).
  private(set) var calls = 0

  /// The newest post.
  func newest() -> Post { post(newestID) }

  /// The post just older than the post `id`.
  func post(olderThan id: Int) -> Post? {
    calls += 1
    return post(id % 7 == 1 ? id - 2 : id - 1)
  }

  /// The post just newer than the post `id`, or `nil` for the newest.
  func post(newerThan id: Int) -> Post? {
    calls += 1
    let newer = id % 7 == 6 ? id + 2 : id + 1
    return newer <= newestID ? post(newer) : nil
  }

  /// Publishes `count` new posts above the newest.
  func publish(_ count: Int) {
    for _ in 0..<count { newestID += newestID % 7 == 6 ? 2 : 1 }
  }

  private func post(_ id: Int) -> Post { Post(id: id, text: "post \(id)") }
}

/// The feed as a page source: each page found by walking from its newer neighbour, identified by
/// its post's id.
private final class FeedSource: PageSource {
  private let server: FeedServer
  /// The memo: every post walked so far, newest first (index → post).
  private var walked: [Post]
  /// The index of every walked post (post id → index).
  private var indices: [Int: Int] = [:]
  /// Called with every index the pager asks a page for (the snippet records them).
  var onPage: (Int) -> Void = { _ in }

  /// A feed from the newest post, or over posts already walked (newest first).
  init(server: FeedServer, walked: [Post] = []) {
    self.server = server
    self.walked = walked.isEmpty ? [server.newest()] : walked
    for (index, post) in self.walked.enumerated() { indices[post.id] = index }
  }

  /// A first index, no end: older posts may always come.
  var bounds: PageBounds { PageBounds(first: 0, end: nil) }
  var count: Int { 0 }

  func page(at index: Int) -> Post? {
    onPage(index)
    return post(at: index)
  }

  func id(at index: Int) -> Int? { post(at: index)?.id }

  /// O(1): the pager asks only for posts it was shown, all of them walked.
  func index(of id: Int) -> Int? { indices[id] }

  /// The same feed with the posts published since its newest on top, found by their newer
  /// neighbours: the walked posts keep their memo, each one index further per new post.
  func refreshed() -> FeedSource {
    var newer: [Post] = []
    var top = walked.first ?? server.newest()
    while let post = server.post(newerThan: top.id) {
      newer.append(post)
      top = post
    }
    let source = FeedSource(server: server, walked: newer.reversed() + walked)
    source.onPage = onPage
    return source
  }

  /// The post at `index`: from the memo once walked; else found by walking the older neighbours
  /// of the oldest walked post (one server call per post in between, and no page for them).
  private func post(at index: Int) -> Post? {
    guard index >= 0 else { return nil }
    while walked.count <= index, let oldest = walked.last,
      let older = server.post(olderThan: oldest.id)
    {
      indices[older.id] = walked.count
      walked.append(older)
    }
    return index < walked.count ? walked[index] : nil
  }
}

private typealias FeedPager = Pager<FeedSource, SlideTransition>

/// A pager over a new feed (newest post 1000), with a recorder and the page requests.
private func feedPager(_ server: FeedServer = FeedServer()) throws -> (
  pager: FeedPager, recorder: RecordingDelegate<Int>, requests: Requests
) {
  let requests = Requests()
  let feed = FeedSource(server: server)
  feed.onPage = { requests.indices.append($0) }
  let pager = try Pager(source: feed, configuration: PagerConfiguration(viewportLength: 390))
  let recorder = RecordingDelegate<Int>()
  pager.delegate = recorder
  return (pager, recorder, requests)
}

/// The indices a pager asked pages for.
private final class Requests {
  var indices: [Int] = []
}

/// Runs frames until `pager` rests.
private func settle(_ pager: FeedPager, from time: inout Double) throws {
  while pager.phase != .idle {
    time += 1.0 / 60
    try pager.advance(to: time)
  }
}

/// A source found by neighbours (`Snippets/FeedPager.swift`): a custom `PageSource` with a first
/// index, no end, and a memo of the posts walked. Reloads keep the post by identity, far jumps
/// create no page in between, and asking before the first post is a typed error.
@Suite struct FeedSourceTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The declarations of `Post`, `FeedServer` and `FeedSource` in `path`, from the first one's
  /// comment to the line before `end`, without the test's `private`.
  static func declarations(in path: String, before end: String) throws -> [String] {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let start = try #require(
      lines.firstIndex(of: "/// A post of the feed; a newer post has a larger id."))
    let stop = try #require(lines[start...].firstIndex { $0.hasPrefix(end) })
    return lines[start..<stop].map { $0.hasPrefix("private ") ? String($0.dropFirst(8)) : $0 }
      .filter { !$0.isEmpty }
  }

  @Test func theTestedSourceIsTheSnippets() throws {
    let tested = try Self.declarations(
      in: "Tests/PageKitCoreTests/FeedSourceTests.swift", before: "private typealias FeedPager")
    let shown = try Self.declarations(in: "Snippets/FeedPager.swift", before: "let server =")
    let difference = zip(tested, shown).first { $0 != $1 }
    #expect(
      tested.count == shown.count && difference == nil,
      "the copy differs from the snippet: \(difference.map { "\($0.0) / \($0.1)" } ?? "length")")
  }

  @Test func theSourceKeepsThePageSourceContract() {
    let server = FeedServer()
    let feed = FeedSource(server: server)
    #expect(checkPageSource(feed, around: 0).isEmpty)
    #expect(checkPageSource(feed, sampleLimit: 200, around: 3_000).isEmpty)
    // After newer posts arrive, the refreshed feed keeps it too.
    server.publish(5)
    #expect(checkPageSource(feed.refreshed(), around: 0).isEmpty)
  }

  @Test func walkedPostsAreFoundWithoutAskingTheServer() throws {
    let server = FeedServer()
    let feed = FeedSource(server: server)
    // Walking to post 300 asks one neighbour per post in between…
    let id = try #require(feed.id(at: 300))
    #expect(server.calls == 300)
    // …and once walked, every post's page, identity and index come from the memo.
    #expect(feed.page(at: 150)?.id == feed.id(at: 150))
    #expect(feed.index(of: id) == 300)
    #expect(feed.id(at: 0) == 1_000)
    #expect(server.calls == 300)
    // A post not walked yet is not found (the pager asks only for posts it was shown).
    #expect(feed.index(of: 1_234) == nil)
  }

  @Test func aReloadWithNewerPostsKeepsTheReadersPostAndAnnouncesNoPageChange() throws {
    // Given a reader resting on the fifth post
    let server = FeedServer()
    let (pager, recorder, _) = try feedPager(server)
    try pager.scroll(to: 4, animated: false)
    let reading = try #require(pager.settledPageID)
    recorder.reset()
    // When three newer posts arrive at the top
    server.publish(3)
    try pager.reload(pager.source.refreshed())
    // Then the reader stays on their post, three indices further, without a page change: the
    // position follows the post (one `didScroll`), and nothing else is announced.
    #expect(pager.settledPageID == reading)
    #expect(pager.settledIndex == 7 && pager.currentIndex == 7 && pager.targetIndex == 7)
    #expect(pager.position == 7)
    #expect(recorder.events == [.didScroll(position: 7)])
    #expect(pager.livePages.map(\.index) == [6, 7, 8])
    #expect(pager.livePages.map(\.page.id) == [reading + 1, reading, reading - 1])
    #expect(pager.checkInvariants().isEmpty)
    // A reload with no newer post changes nothing and announces nothing.
    recorder.reset()
    try pager.reload(pager.source.refreshed())
    #expect(pager.settledPageID == reading && pager.settledIndex == 7)
    #expect(recorder.events.isEmpty)
  }

  @Test func aReloadMidMotionKeepsTheTargetPostAndLandsOnIt() throws {
    // Given a reader heading from the newest post to the tenth
    let server = FeedServer()
    let (pager, recorder, _) = try feedPager(server)
    var time = 0.0
    try pager.advance(to: time)
    try pager.scroll(to: 9)
    time += 0.05
    try pager.advance(to: time)
    let target = try #require(pager.source.id(at: 9))
    // When two newer posts arrive mid-motion
    server.publish(2)
    try pager.reload(pager.source.refreshed())
    // Then the motion goes on to the same post, now at 11, announced once, as a command.
    #expect(pager.phase == .settling && pager.targetIndex == 11)
    try settle(pager, from: &time)
    #expect(pager.settledPageID == target && pager.settledIndex == 11)
    #expect(recorder.didChanges.map(\.to) == [target])
    #expect(recorder.didChanges.map(\.cause) == [.programmatic])
    #expect(recorder.willChanges.count == 1 && recorder.cancels.isEmpty)
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func aFarJumpCreatesNoPageInBetween() throws {
    // Given a reader on the eighth post
    let (pager, recorder, requests) = try feedPager()
    try pager.scroll(to: 7, animated: false)
    requests.indices.removeAll()
    recorder.reset()
    // When they jump 500 posts down
    var time = 0.0
    try pager.advance(to: time)
    try pager.scroll(to: 507)
    try settle(pager, from: &time)
    // Then only the pages beside the destination were asked for: none of the 498 in between.
    #expect(Set(requests.indices) == [506, 507, 508])
    #expect(pager.settledIndex == 507 && pager.livePages.map(\.index) == [506, 507, 508])
    #expect(recorder.didChanges.map(\.toIndex) == [507])
    #expect(recorder.didChanges.first?.direction == .forward)
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func askingBeforeTheNewestPostThrowsAndChangesNothing() throws {
    let (pager, recorder, _) = try feedPager()
    let reach = PageBounds(first: 0, end: PagerLayout.reachableItemMagnitude + 1)
    #expect(pager.bounds == PageBounds(first: 0, end: nil) && pager.count == 0)
    #expect(throws: PagerError.indexOutOfBounds(index: -1, bounds: reach)) {
      try pager.scroll(to: -1)
    }
    #expect(throws: PagerError.indexOutOfBounds(index: -1, bounds: reach)) {
      try pager.scrollToPrevious()
    }
    #expect(throws: PagerError.indexOutOfBounds(index: -1, bounds: reach)) {
      try Pager(
        source: FeedSource(server: FeedServer()), initialIndex: -1,
        configuration: PagerConfiguration(viewportLength: 390))
    }
    #expect(pager.settledIndex == 0 && pager.phase == .idle && recorder.events.isEmpty)
    // A drag before the newest post meets the rubber band and comes back.
    try pager.beginDrag()
    try pager.drag(by: 300)
    try pager.endDrag(velocity: 2_000)
    var time = 0.0
    try settle(pager, from: &time)
    #expect(pager.settledIndex == 0 && recorder.didChanges.isEmpty)
  }

  @Test func aSnapshotRestoresThePostAfterNewerPostsArrive() throws {
    let server = FeedServer()
    let (pager, _, _) = try feedPager(server)
    try pager.scroll(to: 12, animated: false)
    let saved = pager.snapshot()
    try pager.scroll(to: 2, animated: false)
    server.publish(4)
    try pager.reload(pager.source.refreshed())
    try pager.restore(saved)
    #expect(pager.settledPageID == saved.pageID && pager.settledIndex == 16)
  }
}
