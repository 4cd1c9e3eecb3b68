// A feed that loads more as the reader nears its end, and refreshes when pulled past its top:
// an end observer hears the approach once, the feed reloads with more posts (which re-arms the
// end), and a release drawn past the first post by more than 80 points asks for a refresh.

import PageKitCore

/// The posts a server has, ten at a time.
@MainActor final class Feed {
  private(set) var posts = (1...10).map { "post \($0)" }
  private(set) var refreshes = 0
  /// The pager showing the feed, once it is made.
  var pager: Pager<ArrayPageSource<String, String>, SlideTransition>?

  func loadMore() {
    let next = posts.count + 1
    posts += (next..<(next + 10)).map { "post \($0)" }
    print("loaded posts \(next)–\(posts.count)")
    try? pager?.reload(ArrayPageSource(posts, id: \.self))
  }

  func refresh() {
    refreshes += 1
    print("refresh \(refreshes)")
  }
}

let feed = Feed()
let pager = try Pager(
  source: ArrayPageSource(feed.posts, id: \.self),
  configuration: PagerConfiguration(viewportLength: 375))
feed.pager = pager

try pager.addEndObserver(within: 3, pastEndBy: 80) { event in
  switch event {
  case .approached(.last, _, _): feed.loadMore()
  case .releasedPastEnd(.first, _): feed.refresh()
  default: break
  }
}

var time = 0.0
try pager.advance(to: time)
// Pulled down past the first post, and let go.
try pager.beginDrag()
try pager.drag(by: 300)
try pager.endDrag(velocity: 0)
// Then read on, post by post: posts 7 and 17 are three from the end.
for _ in 0..<18 {
  try pager.scrollToNext()
  while pager.phase != .idle {
    time += 1.0 / 60
    try pager.advance(to: time)
  }
}
print("on \(pager.settledPageID ?? "?") of \(pager.count)")  // on post 19 of 30
