#if canImport(SwiftUI)
    import Main
    import Routing
    import SwiftUI

    /// A tab shown as columns (`MainNavigation.columns(for:)`): a `NavigationSplitView` whose
    /// columns are the column router's, collapsing into one stack on a compact screen as the
    /// router says (`preferredCompactColumn`), with the layers and dialogs of its router.
    /// A list's tap goes through its model, which shows the item in the detail column.
    struct ColumnsView: View {
        @Bindable var columns: ColumnRouter<MainRoute>
        let navigation: any MainNavigation

        var body: some View {
            Group {
                switch columns.layout {
                case .doubleColumn:
                    NavigationSplitView(preferredCompactColumn: compactColumn) {
                        screen(columns.sidebar)
                    } detail: {
                        detail
                    }
                case .tripleColumn:
                    NavigationSplitView(preferredCompactColumn: compactColumn) {
                        screen(columns.sidebar)
                    } content: {
                        if let content = columns.content { screen(content) }
                    } detail: {
                        detail
                    }
                }
            }
            .presentingLayers(of: columns.router, navigation: navigation)
        }

        /// The detail's stack: its root, the routes pushed above it.
        private var detail: some View {
            NavigationStack(path: $columns.detailPath) {
                if let root = columns.detail.first {
                    screen(root)
                        .navigationDestination(for: MainRoute.self) { screen($0) }
                }
            }
        }

        private func screen(_ route: MainRoute) -> some View {
            MainScreenView(model: navigation.model(for: route))
        }

        /// The column a collapsed split view shows: the router's, and going back in it is
        /// the router clearing the columns after the one shown.
        private var compactColumn: Binding<NavigationSplitViewColumn> {
            let columns = columns
            return Binding(
                get: { columns.preferredCompactColumn.splitViewColumn },
                set: { columns.preferredCompactColumn = NavigationColumn($0) })
        }
    }

    extension NavigationColumn {
        /// The column as `NavigationSplitView` names it.
        var splitViewColumn: NavigationSplitViewColumn {
            switch self {
            case .sidebar: .sidebar
            case .content: .content
            case .detail: .detail
            }
        }

        /// The column `NavigationSplitView` names.
        init(_ column: NavigationSplitViewColumn) {
            self =
                switch column {
                case .sidebar: .sidebar
                case .content: .content
                default: .detail
                }
        }
    }
#endif
