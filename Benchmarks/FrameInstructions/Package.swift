// swift-tools-version: 6.1
// Instructions per frame under callgrind: a release harness of the pager's per-frame
// operations (`Scripts/frame-instructions.sh` builds and runs it). A package of its own, so the
// library keeps zero dependencies and the harness can be pointed at an earlier revision.

import PackageDescription

let package = Package(
  name: "FrameInstructions",
  dependencies: [.package(name: "PageKit", path: "../..")],
  targets: [
    .executableTarget(
      name: "frame-instructions",
      dependencies: [.product(name: "PageKitCore", package: "PageKit")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    )
  ]
)
