#if canImport(SwiftUI)
    import Main
    import SwiftUI

    /// One screen of Main, drawn from its model: every word the model's or ``MainText``'s,
    /// every tap a model method, every refusal the model's to show.
    struct MainScreenView: View {
        let model: MainScreenModel

        var body: some View {
            switch model {
            case .home(let home):
                ItemsView(
                    items: home.items, empty: MainText.noItems, refusal: home.refusal?.reason,
                    open: { home.openItem(id: $0) }, retry: { home.retry() }
                )
                .navigationTitle(MainTab.home.title)
            case .item(let item):
                ItemView(model: item)
            case .search(let search):
                SearchView(model: search)
            case .searchResults(let results):
                ItemsView(
                    items: results.results, empty: MainText.noResults,
                    refusal: results.refusal?.description,
                    open: { results.openItem(id: $0) }, retry: { results.retry() }
                )
                .navigationTitle(results.title)
            case .profile(let profile):
                List {
                    LabeledContent(MainText.email, value: profile.user.email)
                    LabeledContent(MainText.name, value: profile.user.name ?? MainText.noName)
                    Button(MainText.settings) { profile.openSettings() }
                    Button(MainText.signOut, role: .destructive) { profile.signOut() }
                }
                .navigationTitle(MainTab.profile.title)
            case .settings(let settings):
                List {
                    Button(MainText.about) { settings.showAbout() }
                    Button(MainText.signOut, role: .destructive) { settings.signOut() }
                    Button(MainText.close) { settings.close() }
                }
                .navigationTitle(MainText.settings)
            case .settingsAbout(let about):
                VStack(spacing: 8) {
                    Text(MainText.version(about.version))
                    Text(MainText.aboutSummary).foregroundStyle(.secondary)
                }
                .padding()
                .navigationTitle(MainText.about)
            }
        }
    }

    /// A list of items that may still be loading or may have failed, kept with a warning
    /// when loading it again failed, and why a tap on it was refused.
    struct ItemsView: View {
        let items: LoadState<[Item]>
        let empty: String
        let refusal: String?
        let open: @MainActor (Int) -> Void
        let retry: @MainActor () -> Void

        var body: some View {
            VStack {
                if let refusal { Text(refusal).foregroundStyle(.red).padding(.horizontal) }
                switch items {
                case .loading:
                    ProgressView(MainText.loading)
                case .failed(let error):
                    Text(error.reason)
                    if items.canRetry { Button(MainText.tryAgain) { retry() } }
                case .refreshFailed(let items, let error):
                    list(items).safeAreaInset(edge: .top) {
                        HStack {
                            Text(MainText.outOfDate(error)).font(.caption)
                            Button(MainText.tryAgain) { retry() }
                        }
                    }
                case .loaded(let items) where items.isEmpty:
                    Text(empty)
                case .loaded(let items):
                    list(items)
                }
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

    /// One item: loading, shown, gone, or failed with a retry; once shown, "More like this"
    /// opens the inspector beside it (`RoutedColumns` draws it).
    struct ItemView: View {
        let model: ItemModel

        var body: some View {
            Group {
                switch model.content {
                case .loading: ProgressView(MainText.loading)
                case .loaded(let item): Text(item.summary).padding()
                case .refreshFailed(let item, let error):
                    VStack {
                        Text(item.summary).padding()
                        Text(MainText.outOfDate(error)).font(.caption)
                        Button(MainText.tryAgain) { model.retry() }
                    }
                case .missing(let error): Text(error.reason)
                case .failed(let error):
                    VStack {
                        Text(error.reason)
                        Button(MainText.tryAgain) { model.retry() }
                    }
                }
            }
            .navigationTitle(model.title)
            .toolbar {
                Button(MainText.moreLikeThis) { model.showSimilar() }
                    .disabled(!model.canShowSimilar)
            }
        }
    }

    /// The search tab's root: what to search for, or why the query cannot be searched. The
    /// field is the tab's own search field (``MainTabsView``); submitting it pushes the results.
    struct SearchView: View {
        let model: SearchModel

        var body: some View {
            Form {
                Text(MainText.searchPrompt)
                if let refusal = model.refusal {
                    Text(refusal.description).foregroundStyle(.red)
                }
            }
            .navigationTitle(MainTab.search.title)
        }
    }
#endif
