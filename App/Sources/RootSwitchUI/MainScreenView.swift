#if canImport(SwiftUI)
    import Main
    import SwiftUI

    /// One screen of Main, drawn from its model.
    struct MainScreenView: View {
        let model: MainScreenModel

        var body: some View {
            switch model {
            case .home(let home):
                ItemsView(
                    items: home.items, open: { try? home.openItem(id: $0) }, retry: { home.retry() }
                )
                .navigationTitle("Home")
            case .item(let item):
                ItemView(model: item)
            case .search(let search):
                SearchView(model: search)
            case .searchResults(let results):
                ItemsView(
                    items: results.results, open: { try? results.openItem(id: $0) },
                    retry: { results.retry() }
                )
                .navigationTitle("Search: \(results.query)")
            case .profile(let profile):
                List {
                    LabeledContent("Email", value: profile.user.email)
                    LabeledContent("Name", value: profile.user.name ?? "not set")
                    Button("Settings") { profile.openSettings() }
                    Button("Sign out", role: .destructive) { profile.signOut() }
                }
                .navigationTitle("Profile")
            case .settings(let settings):
                List {
                    Button("About") { settings.showAbout() }
                    Button("Close") { settings.close() }
                }
                .navigationTitle("Settings")
            case .settingsAbout(let about):
                Text("RootSwitch \(about.version)").navigationTitle("About")
            }
        }
    }

    /// A list of items that may still be loading or may have failed, kept with a warning
    /// when loading it again failed.
    struct ItemsView: View {
        let items: LoadState<[Item]>
        let open: @MainActor (Int) -> Void
        let retry: @MainActor () -> Void

        var body: some View {
            switch items {
            case .loading:
                ProgressView()
            case .failed(let error):
                VStack {
                    Text(error.reason)
                    Button("Try again") { retry() }
                }
            case .refreshFailed(let items, let error):
                list(items).safeAreaInset(edge: .top) {
                    HStack {
                        Text(error.reason).font(.caption)
                        Button("Try again") { retry() }
                    }
                }
            case .loaded(let items) where items.isEmpty:
                Text("Nothing here.")
            case .loaded(let items):
                list(items)
            }
        }

        private func list(_ items: [Item]) -> some View {
            List(items) { item in
                Button {
                    open(item.id)
                } label: {
                    VStack(alignment: .leading) {
                        Text(item.title)
                        Text(item.summary).font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
        }
    }

    /// One item: loading, shown, gone, or failed with a retry.
    struct ItemView: View {
        let model: ItemModel

        var body: some View {
            Group {
                switch model.content {
                case .loading: ProgressView()
                case .loaded(let item): Text(item.summary).padding()
                case .refreshFailed(let item, let error):
                    VStack {
                        Text(item.summary).padding()
                        Text(error.reason).font(.caption)
                        Button("Try again") { model.retry() }
                    }
                case .missing(let error): Text(error.reason)
                case .failed(let error):
                    VStack {
                        Text(error.reason)
                        Button("Try again") { model.retry() }
                    }
                }
            }
            .navigationTitle(title)
        }

        private var title: String {
            switch model.content {
            case .loaded(let item), .refreshFailed(let item, _): item.title
            case .loading, .missing, .failed: "Item \(model.id)"
            }
        }
    }

    /// The search field; submitting a query pushes its results.
    struct SearchView: View {
        @Bindable var model: SearchModel
        @State private var refused = false

        var body: some View {
            Form {
                TextField("Title or summary", text: $model.query)
                    .onSubmit { refused = (try? model.search(model.query)) == nil }
                if refused { Text("Type something to search for.").foregroundStyle(.red) }
            }
            .navigationTitle("Search")
        }
    }
#endif
