import Foundation

/// Writes rendered pictures to a folder, after checking that the folder can take them, so that a
/// folder that cannot be written gets nothing at all.
enum PictureWriter {
  /// Why the pictures could not be written.
  struct WriteError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, one line.
    var message: String

    var description: String { message }
  }

  /// Makes sure `folder` is a folder this process can write, creating it (and its parents) when
  /// it does not exist.
  ///
  /// - Parameter folder: The folder's path.
  /// - Throws: ``WriteError`` when the path is a file, cannot be created, or is not writable.
  static func prepare(folder: String) throws(WriteError) {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: folder, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw WriteError(message: "cannot write to \(folder): it is a file, not a folder")
      }
    } else {
      do {
        try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw WriteError(message: "cannot create the folder \(folder)")
      }
    }
    guard files.isWritableFile(atPath: folder) else {
      throw WriteError(message: "cannot write to \(folder): the folder is not writable")
    }
  }

  /// Writes each picture to `folder` as `<name>.svg`, each file replaced whole (written aside,
  /// then moved into place).
  ///
  /// - Parameters:
  ///   - pictures: The pictures, already rendered.
  ///   - folder: The folder, checked with ``prepare(folder:)`` first.
  /// - Throws: ``WriteError`` from ``prepare(folder:)`` (then nothing is written) or for a file
  ///   that cannot be written.
  static func write(_ pictures: [Picture], to folder: String) throws(WriteError) {
    try prepare(folder: folder)
    let base = URL(fileURLWithPath: folder, isDirectory: true)
    for picture in pictures {
      let url = base.appendingPathComponent(picture.fileName)
      do {
        try Data(picture.svg.utf8).write(to: url, options: .atomic)
      } catch {
        throw WriteError(message: "cannot write \(url.path)")
      }
    }
  }
}
