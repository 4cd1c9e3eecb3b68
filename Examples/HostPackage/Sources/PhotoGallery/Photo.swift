/// A photo page: a fresh instance for every slot it is shown in.
public final class Photo {
  /// The photo's position in the album.
  public let number: Int
  /// The photo's title.
  public let title: String

  /// Creates a photo page.
  ///
  /// - Parameters:
  ///   - number: The photo's position in the album.
  ///   - title: The photo's title.
  public init(number: Int, title: String) {
    self.number = number
    self.title = title
  }
}
