import PageKitCore
import Testing

@testable import pagekit_demo

/// The feed screen: an end observer loads five more posts as the reader nears the last one,
/// up to the server's twenty, a pull past the first post refreshes, the dots count the posts
/// loaded, and a release notes its landing.
@Suite struct FeedScreenTests {
  /// Steps forward one post at a time to the server's last, noting what the log says.
  @Test func readingOnLoadsMoreUpToTheServersEnd() throws {
    let screen = try FeedScreen()
    var time = 0.0
    var notes: [String] = []
    for _ in 0..<(FeedScreen.serverCount - 1) {
      screen.perform(.next, at: time)
      time = ScreenTests.run(screen, from: time, for: 1)
      notes += screen.log.drain().filter { $0.contains("load more") || $0.contains("end of") }
    }
    #expect(screen.pager.settledIndex == FeedScreen.serverCount - 1)
    #expect(screen.posts.count == FeedScreen.serverCount)
    #expect(screen.pager.count == FeedScreen.serverCount)
    #expect(notes.count == 4)
    #expect(notes[0].contains("near post 4: load more, posts 6–10"))
    #expect(notes[2].contains("near post 14: load more, posts 16–20"))
    #expect(notes[3].contains("near post 19: the end of the feed, nothing more to load"))
    let dots = try screen.pager.pageDots(maximumVisible: 9)
    #expect(dots.stopCount == FeedScreen.serverCount && dots.selectedStop == 19)
  }

  /// A swipe that pulls past the first post refreshes; one that pulls a little does not.
  @Test func aPullPastTheFirstPostRefreshes() throws {
    let screen = try FeedScreen()
    screen.perform(.swipe(Swipe(distance: 30, frames: 6, releaseVelocity: 0)), at: 0)
    var time = ScreenTests.run(screen, from: 0, for: 1)
    #expect(screen.refreshes == 0)
    screen.perform(.swipe(Swipe(distance: 300, frames: 10, releaseVelocity: 0)), at: time)
    time = ScreenTests.run(screen, from: time, for: 1)
    #expect(screen.refreshes == 1)
    let lines = screen.log.drain()
    #expect(lines.contains { $0.contains("past post 1: refresh") })
    #expect(lines.contains { $0.contains("landing: post 1 after") })
  }

  /// A fling's landing is noted as the finger lifts, with the time the post changes.
  @Test func aFlingNotesItsLanding() throws {
    let screen = try FeedScreen()
    screen.perform(.flingNext, at: 0)
    ScreenTests.run(screen, from: 0, for: 1)
    let landing = screen.log.drain().first { $0.contains("landing:") }
    #expect(landing?.contains("landing: post 2 after") == true)
    #expect(landing?.contains("the post changes at") == true)
    #expect(screen.render().contains { $0.text.contains("○ ● ○ ○ ○") })
  }
}
