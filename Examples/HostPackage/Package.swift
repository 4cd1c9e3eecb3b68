// swift-tools-version: 6.1
// A host package that consumes PageKit by path, as an app's feature package would.

import PackageDescription

let package = Package(
  name: "HostPackage",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "PhotoGallery", targets: ["PhotoGallery"])
  ],
  dependencies: [
    .package(name: "PageKit", path: "../..")
  ],
  targets: [
    .target(
      name: "PhotoGallery",
      dependencies: [
        .product(name: "PageKitCore", package: "PageKit"),
        .product(name: "PageKitSnap", package: "PageKit"),
        .product(name: "PageKitCarousel", package: "PageKit"),
        .product(name: "PageKitTabs", package: "PageKit"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(
      name: "PhotoGalleryTests",
      dependencies: [
        "PhotoGallery",
        .product(name: "PageKitTestSupport", package: "PageKit"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]),
  ]
)
