import PageKitCore

/// The source a replay builds from a trace's list of identities: each page is its identity.
package struct TraceStandInSource<PageID: Hashable>: PageSource {
  package let ids: [PageID]
  package let indices: [PageID: Int]
  package let isCircular: Bool
  package let firstDuplicateIndex: Int?

  package init(ids: [PageID], isCircular: Bool) {
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

  package var count: Int { ids.count }

  package func page(at index: Int) -> PageID? { id(at: index) }

  package func id(at index: Int) -> PageID? { ids.indices.contains(index) ? ids[index] : nil }

  package func index(of id: PageID) -> Int? { indices[id] }
}
