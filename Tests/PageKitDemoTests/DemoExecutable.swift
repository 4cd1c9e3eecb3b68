import Foundation
import Testing

/// The built `pagekit-demo` executable, for the tests that run it as a user does.
enum DemoExecutable {
  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The executable next to the test bundle (Linux: the runner itself; macOS: the .xctest
  /// bundle), or in the package's default build folder.
  ///
  /// - Returns: Its URL.
  /// - Throws: When it is not found.
  static func url() throws -> URL {
    let directories =
      [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
      + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
      + [packageRoot.appendingPathComponent(".build/debug")]
    let candidates = directories.map { $0.appendingPathComponent("pagekit-demo") }
    return try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "pagekit-demo not found in \(directories.map(\.path))")
  }

  /// What a run printed and how it ended.
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs the executable with `arguments`, standard input from /dev/null.
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: Its exit status and what it printed.
  /// - Throws: When it is not found or cannot start.
  static func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = try url()
    process.arguments = arguments
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }
}
