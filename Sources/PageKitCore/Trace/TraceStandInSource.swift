/// The source a replay builds from a trace's list of identities: each page is its identity.
struct TraceStandInSource<PageID: Hashable>: PageSource {
  let ids: [PageID]
  let indices: [PageID: Int]
  let isCircular: Bool
  let firstDuplicateIndex: Int?

  init(ids: [PageID], isCircular: Bool) {
    self.ids = ids
    self.isCircular = isCircular
    var indices: [PageID: Int] = [:]
    indices.reserveCapacity(ids.count)
    var duplicate: Int?
    for (index, id) in ids.enumerated() where indices.updateValue(index, forKey: id) != nil {
      duplicate = duplicate ?? index
    }
    self.indices = indices
    self.firstDuplicateIndex = duplicate
  }

  var count: Int { ids.count }

  func page(at index: Int) -> PageID? { id(at: index) }

  func id(at index: Int) -> PageID? { ids.indices.contains(index) ? ids[index] : nil }

  func index(of id: PageID) -> Int? { indices[id] }
}
