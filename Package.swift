// swift-tools-version: 6.1
// The PageKit package: a headless, deterministic paging engine. No package dependencies.

import PackageDescription

// Internal checks: with `PAGEKIT_INTERNAL_CHECKS=1` in the environment, every target is compiled
// with the `PAGEKIT_INTERNAL_CHECKS` condition, and every public call's state transition ends with
// the engine's invariant check, trapping on a violation. CI runs the tests a second time with it
// on, in an optimized build. Off by default: a host (and the README's `swift test`) builds
// without the check, which then costs nothing.
let internalChecks: [SwiftSetting] =
  Context.environment["PAGEKIT_INTERNAL_CHECKS"] == "1"
  ? [.define("PAGEKIT_INTERNAL_CHECKS")] : []

// Warnings as errors: with `PAGEKIT_WARNINGS_AS_ERRORS=1` in the environment (CI sets it for
// the whole run), every target is compiled with `-warnings-as-errors`. A setting of the
// manifest, not `-Xswiftc`, so that CI's build and the README's `swift test` build the same
// thing once (a flag on one command and not the other made the test step rebuild everything).
// Off by default: a host that depends on PageKit never gets the flag.
let warningsAsErrors: [SwiftSetting] =
  Context.environment["PAGEKIT_WARNINGS_AS_ERRORS"] == "1"
  ? [.unsafeFlags(["-warnings-as-errors"])] : []

let strictSettings: [SwiftSetting] =
  [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
  ] + internalChecks + warningsAsErrors

let package = Package(
  name: "PageKit",
  platforms: [
    .iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1),
  ],
  products: [
    .library(name: "PageKitCore", targets: ["PageKitCore"]),
    .library(name: "PageKitSnap", targets: ["PageKitSnap"]),
    .library(name: "PageKitCarousel", targets: ["PageKitCarousel"]),
    .library(name: "PageKitTabs", targets: ["PageKitTabs"]),
    .library(name: "PageKitTrace", targets: ["PageKitTrace"]),
    .library(name: "PageKitTestSupport", targets: ["PageKitTestSupport"]),
    .executable(name: "pagekit-demo", targets: ["pagekit-demo"]),
  ],
  // Test targets name every module their files import (PageKitCore too): an indirect
  // dependency alone does not make an incremental build recompile them when Core's API changes.
  targets: [
    .target(name: "PageKitCore", swiftSettings: strictSettings),
    .target(name: "PageKitSnap", dependencies: ["PageKitCore"], swiftSettings: strictSettings),
    .target(
      name: "PageKitCarousel", dependencies: ["PageKitCore"], swiftSettings: strictSettings),
    .target(name: "PageKitTabs", dependencies: ["PageKitCore"], swiftSettings: strictSettings),
    // Traces: the recorder, the format and its JSON, replay. Core keeps only the hook a
    // recorder attaches to (`PagerTraceHook`); Snap is here for its strategies' descriptions.
    .target(
      name: "PageKitTrace", dependencies: ["PageKitCore", "PageKitSnap"],
      swiftSettings: strictSettings),
    .target(
      name: "PageKitTestSupport", dependencies: ["PageKitCore", "PageKitTrace"],
      path: "Tests/PageKitTestSupport", swiftSettings: strictSettings),
    // Fixtures the test targets share (a loop at will, a shelf of cards, a scroll view that
    // decelerates): pagers over every module, so not part of PageKitTestSupport's product.
    .target(
      name: "PageKitTestFixtures",
      dependencies: [
        "PageKitCore", "PageKitSnap", "PageKitCarousel", "PageKitTestSupport",
      ],
      path: "Tests/PageKitTestFixtures", swiftSettings: strictSettings),
    .executableTarget(
      name: "pagekit-demo",
      dependencies: [
        "PageKitCore", "PageKitSnap", "PageKitCarousel", "PageKitTabs", "PageKitTrace",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PageKitCoreTests",
      dependencies: [
        "PageKitCore", "PageKitSnap", "PageKitCarousel", "PageKitTrace", "PageKitTestSupport",
        "PageKitTestFixtures",
      ],
      swiftSettings: strictSettings),
    // Core's tests are four targets, so that an optimized build (CI's full run) compiles them
    // on two cores at once: one whole-module job of 18,000 lines was its longest step.
    .testTarget(
      name: "PageKitLayoutTests",
      dependencies: [
        "PageKitCore", "PageKitSnap", "PageKitCarousel", "PageKitTrace", "PageKitTestSupport",
        "PageKitTestFixtures",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PageKitMotionTests",
      dependencies: [
        "PageKitCore", "PageKitSnap", "PageKitCarousel", "PageKitTrace", "PageKitTestSupport",
        "PageKitTestFixtures",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PageKitInputTests",
      dependencies: [
        "PageKitCore", "PageKitSnap", "PageKitCarousel", "PageKitTrace", "PageKitTestSupport",
        "PageKitTestFixtures",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PageKitSnapTests",
      dependencies: [
        "PageKitCore", "PageKitSnap", "PageKitTrace", "PageKitTestSupport", "PageKitTestFixtures",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PageKitCarouselTests",
      dependencies: [
        "PageKitCore", "PageKitCarousel", "PageKitSnap", "PageKitTrace", "PageKitTestSupport",
        "PageKitTestFixtures",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PageKitTabsTests",
      dependencies: ["PageKitCore", "PageKitTabs", "PageKitTrace", "PageKitTestSupport"],
      swiftSettings: strictSettings),
    // The committed traces (`Traces/`) are read and, with PAGEKIT_REGENERATE_FIXTURES=1,
    // rewritten in place through `#filePath`: excluded from the build, not copied as resources.
    .testTarget(
      name: "PageKitTraceTests",
      dependencies: ["PageKitCore", "PageKitSnap", "PageKitTrace", "PageKitTestSupport"],
      exclude: ["Traces"], swiftSettings: strictSettings),
    .testTarget(
      name: "PageKitDemoTests", dependencies: ["pagekit-demo"], exclude: ["Fixtures"],
      swiftSettings: strictSettings),
  ]
)

// The DocC plugin is added only on request, so the library keeps zero package dependencies.
if Context.environment["PAGEKIT_DOCS"] == "1" {
  package.dependencies.append(
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
