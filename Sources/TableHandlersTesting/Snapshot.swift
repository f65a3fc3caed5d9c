import TableHandlersCore

/// What the table last loaded: counts, titles and the visible rows' content.
struct Snapshot {
  struct Section {
    var header: String?
    var footer: String?
    var headerView: CustomViewDescription?
    var footerView: CustomViewDescription?
    var rowCount = 0
  }

  struct Row {
    var content: RowContent?
    var indentation = 0
    var editingStyle: RowEditingStyle?
    var showsReorderControl = false
  }

  var sections: [Section] = []
  var rows: [TablePosition: Row] = [:]
}
