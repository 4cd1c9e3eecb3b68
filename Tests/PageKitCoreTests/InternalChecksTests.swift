import Foundation
import PageKitCore
import PageKitTestSupport
import Testing

/// The internal checks (`PAGEKIT_INTERNAL_CHECKS=1`): compiled in exactly when the environment of
/// the build asks for them, and then trapping at the end of the public call whose transition
/// left a broken invariant.
@Suite struct InternalChecksTests {
  /// The library, the test target and the environment of this run agree: `swift test` builds
  /// without the checks, `PAGEKIT_INTERNAL_CHECKS=1 swift test` (CI's second run) with them.
  @Test func theLibraryIsBuiltWithTheChecksExactlyWhenTheRunAsksForThem() {
    let requested = ProcessInfo.processInfo.environment["PAGEKIT_INTERNAL_CHECKS"] == "1"
    #expect(
      internalChecksEnabled == requested,
      "PAGEKIT_INTERNAL_CHECKS=1 in the environment: \(requested); compiled in: \(internalChecksEnabled)"
    )
    #if PAGEKIT_INTERNAL_CHECKS
      #expect(internalChecksEnabled, "the test target has the condition, the library has not")
    #else
      #expect(!internalChecksEnabled, "the library has the condition, the test target has not")
    #endif
  }

  /// Given a pager at rest whose engine was corrupted (a will open at rest), when a public call
  /// finishes its transition, then an internal-check build traps naming the controller and the
  /// broken invariant, and any other build carries on.
  @Test func aBrokenInvariantTrapsAtTheEndOfThePublicCallOnlyWithTheChecks() async throws {
    let result = try await #require(
      processExitsWith: internalChecksEnabled ? .failure : .success,
      observing: [\.standardErrorContent]
    ) {
      let (pager, _) = try makePager(count: 3)
      pager.engine.open(
        PageChange(
          from: "p0", to: "p1", fromIndex: 0, toIndex: 1, direction: .forward, cause: .user))
      try pager.advance(to: 1)
    }
    if internalChecksEnabled {
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("PageKit internal check: Pager<"), "\(message)")
      #expect(message.contains("a will is open at rest"), "\(message)")
    }
  }
}
