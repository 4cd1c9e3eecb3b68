// swift-tools-version: 6.1
// PageKit benchmarks: a separate package, so the library itself keeps zero dependencies.

import PackageDescription

let package = Package(
  name: "PageKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "PageKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "PageKitBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "PageKitCore", package: "PageKit"),
        .product(name: "PageKitSnap", package: "PageKit"),
        .product(name: "PageKitCarousel", package: "PageKit"),
        .product(name: "PageKitTabs", package: "PageKit"),
        .product(name: "PageKitTrace", package: "PageKit"),
      ],
      path: "Benchmarks/PageKitBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)
