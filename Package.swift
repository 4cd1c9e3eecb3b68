// swift-tools-version: 6.1
// The PageKit package: a headless, deterministic paging engine. No package dependencies.

import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

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
    .library(name: "PageKitTestSupport", targets: ["PageKitTestSupport"]),
    .executable(name: "pagekit-demo", targets: ["pagekit-demo"]),
  ],
  targets: [
    .target(name: "PageKitCore", swiftSettings: strictSettings),
    .target(name: "PageKitSnap", dependencies: ["PageKitCore"], swiftSettings: strictSettings),
    .target(
      name: "PageKitCarousel", dependencies: ["PageKitCore", "PageKitSnap"],
      swiftSettings: strictSettings),
    .target(name: "PageKitTabs", dependencies: ["PageKitCore"], swiftSettings: strictSettings),
    .target(
      name: "PageKitTestSupport", dependencies: ["PageKitCore"], path: "Tests/PageKitTestSupport",
      swiftSettings: strictSettings),
    .executableTarget(
      name: "pagekit-demo",
      dependencies: ["PageKitCore", "PageKitSnap", "PageKitCarousel", "PageKitTabs"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PageKitCoreTests", dependencies: ["PageKitCore", "PageKitTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PageKitSnapTests", dependencies: ["PageKitSnap", "PageKitTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PageKitCarouselTests",
      dependencies: ["PageKitCarousel", "PageKitSnap", "PageKitTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PageKitTabsTests", dependencies: ["PageKitTabs", "PageKitTestSupport"],
      swiftSettings: strictSettings),
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
