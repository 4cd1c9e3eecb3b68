public import PageKitCore

/// An album of photos generated on demand: a `GeneratedPageSource` subclass that makes a fresh
/// ``Photo`` for every request, so no instance is ever shown in two slots.
public final class AlbumSource: GeneratedPageSource<Photo> {
  /// The album's name, used in titles.
  public let name: String

  /// Creates an album of `count` photos.
  ///
  /// - Parameters:
  ///   - name: The album's name.
  ///   - count: The number of photos.
  public init(name: String, count: Int) {
    self.name = name
    super.init(count: count)
  }

  /// Makes the photo at `index`.
  ///
  /// - Parameter index: A valid photo index.
  /// - Returns: A new photo page.
  public override func makePage(at index: Int) -> Photo {
    Photo(number: index + 1, title: "\(name) #\(index + 1)")
  }
}
