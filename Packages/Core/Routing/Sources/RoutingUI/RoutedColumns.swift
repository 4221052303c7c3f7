#if canImport(SwiftUI)
    public import Routing
    public import SwiftUI

    /// A `NavigationSplitView` bound to a stack read as columns (``ColumnRouter``): the sidebar's
    /// and the content's selections, the detail's path and the column a collapsed split view
    /// shows are the router's, so collapsing and expanding lose nothing; what the stack presents
    /// shows over it, and the stack's inspector beside the detail (a sheet when collapsed),
    /// closed by the user through ``ColumnRouter/isInspectorPresented``. `sidebar` and
    /// `content` draw a column's route (a list whose selection is
    /// ``ColumnRouter/sidebarSelection`` or ``ColumnRouter/contentSelection``), `screen` every
    /// route of the detail and the inspector's.
    ///
    /// ```swift
    /// RoutedColumns(router.columns(.doubleColumn)) { route in Text("\(route)") }
    /// ```
    public struct RoutedColumns<R: Route, Screen: View>: View {
        let columns: ColumnRouter<R>
        let screen: (R) -> Screen

        /// Columns bound to `columns`, each route drawn by `screen`.
        public init(_ columns: ColumnRouter<R>, @ViewBuilder screen: @escaping (R) -> Screen) {
            self.columns = columns
            self.screen = screen
        }

        public var body: some View {
            Group {
                switch columns.layout {
                case .doubleColumn:
                    NavigationSplitView(preferredCompactColumn: compactColumn) {
                        if let sidebar = columns.sidebar { screen(sidebar) }
                    } detail: {
                        detail
                    }
                case .tripleColumn:
                    NavigationSplitView(preferredCompactColumn: compactColumn) {
                        if let sidebar = columns.sidebar { screen(sidebar) }
                    } content: {
                        if let content = columns.content { screen(content) }
                    } detail: {
                        detail
                    }
                }
            }
            .routedLayers(of: columns.router, screen: screen)
        }

        /// The detail's stack: its root, the routes pushed above it; the inspector beside it.
        private var detail: some View {
            let columns = columns
            return NavigationStack(
                path: Binding(get: { columns.detailPath }, set: { columns.detailPath = $0 })
            ) {
                if let root = columns.detail.first {
                    screen(root).navigationDestination(for: R.self) { screen($0) }
                }
            }
            .routedInspector(of: columns.router, screen: screen)
        }

        /// The column a collapsed split view shows: the router's. Going back in it clears the
        /// columns after the one shown; a write of the column shown already changes nothing.
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
