// A feed whose pages are found by their neighbours. Its server answers only "the post just older
// than this one" and "the post just newer than this one", as a cursor-paged API does, never "the
// post at index 40". The feed's source walks from the newest post (index 0) and keeps a memo of
// the posts it has walked, so a walked post's page, identity and index cost O(1). It has a first
// index and no end: older posts may always come. New posts arrive with a reload that puts them
// at the top and keeps the reader on their post, by identity: the same post at a larger index,
// and no page change announced.

import PageKitCore

/// A post of the feed; a newer post has a larger id.
struct Post: Hashable {
  let id: Int
  let text: String
}

/// The server: it answers a post's neighbours only. Some ids were deleted (here the multiples of
/// 7), so a post's id says nothing of its index. Its archive goes back further than anyone
/// scrolls.
final class FeedServer {
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
final class FeedSource: PageSource {
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

let server = FeedServer()
let feed = FeedSource(server: server)
var requested: [Int] = []
feed.onPage = { requested.append($0) }
let pager = try Pager(source: feed, configuration: PagerConfiguration(viewportLength: 390))
// The newest post, 1000, with post 999 live beside it.
print("newest post: \(pager.settledPageID ?? 0), live \(pager.livePages.map(\.index))")

// The reader scrolls down to the fifth post.
try pager.scroll(to: 4, animated: false)
let reading = pager.settledPageID
print("reading post \(reading ?? 0) at index \(pager.settledIndex)")  // 996 at 4

// Three posts arrive: the reload puts them at the top and keeps the reader on their post.
server.publish(3)
try pager.reload(feed.refreshed())
print("still post \(pager.settledPageID ?? 0), now at index \(pager.settledIndex)")  // 996 at 7

// A jump 500 posts down: the source walks their neighbours, the pager asks no page in between.
requested.removeAll()
let calls = server.calls
try pager.scroll(to: 507)
var time = 0.0
while pager.phase != .idle {
  time += 1.0 / 60
  try pager.advance(to: time)
}
// Pages asked: 506, 507 and 508 only.
print("post \(pager.settledPageID ?? 0) at \(pager.settledIndex); pages asked: \(requested)")
print("neighbours walked: \(server.calls - calls)")  // 500: walked once, O(1) from now on
print("nothing in between: \(requested.allSatisfy { $0 <= 8 || $0 >= 506 })")  // true

// Before the newest post there is nothing: a typed error, and the pager stays where it is.
do {
  try pager.scroll(to: -1)
} catch PagerError.indexOutOfBounds(let index, let bounds) {
  print("no post at \(index): the feed starts at \(bounds.first ?? 0)")  // -1, 0
} catch {
  print(error)
}
