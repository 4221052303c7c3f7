/// linux-only-import and linux-only-symbol: what exists on Linux only sits in code Apple builds
/// never compile (under `#if canImport(Glibc)`, `#if os(Linux)`, or the `#else` of
/// `#if canImport(Darwin)`), so that every package builds for iOS and macOS too. The one list
/// of those modules and symbols, with the Darwin way each fix names.
enum LinuxOnlyRules {
    /// Modules with no Apple counterpart of that name, and what Apple platforms import instead,
    /// as the end of the fix "put it inside `#if canImport(Module)`, ...".
    static let modules: [String: String] = [
        "Glibc": "with `#elseif canImport(Darwin)` and `import Darwin` beside it",
        "Musl": "with `#elseif canImport(Darwin)` and `import Darwin` beside it",
        "FoundationNetworking":
            "with no `#else`: on Apple platforms URLSession is in Foundation, so nothing "
            + "replaces the import",
    ]

    /// C symbols of glibc (and libxcrypt) that Darwin's C library lacks, and the Darwin way.
    static let symbols: [String: String] = [
        "SOCK_CLOEXEC": "`fcntl(descriptor, F_SETFD, FD_CLOEXEC)` after `socket`",
        "MSG_NOSIGNAL": "the `SO_NOSIGPIPE` socket option, set once with `setsockopt`",
        "crypt_ra": "a Darwin password hash (there is no libxcrypt on Apple platforms)",
        "crypt_gensalt_ra": "a Darwin password hash (there is no libxcrypt on Apple platforms)",
        "crypt_r": "a Darwin password hash (there is no libxcrypt on Apple platforms)",
        "epoll_create1": "`kqueue`",
        "epoll_ctl": "`kevent`",
        "epoll_wait": "`kevent`",
        "eventfd": "a `pipe` or a kqueue user event",
        "accept4": "`accept`, then `fcntl` for the flags",
        "pipe2": "`pipe`, then `fcntl` for the flags",
    ]

    /// Modules whose name as a qualifier (`Glibc.write`) makes Linux-only code.
    static let qualifiers: Set<String> = ["Glibc", "Musl"]

    static let watchedNames = Set(symbols.keys).union(qualifiers)

    static func findings(_ context: CheckContext) -> [Finding] {
        Set(context.files.values.flatMap(\.values).joined()).sorted().flatMap { file -> [Finding] in
            guard let scan = context.scans[file] else { return [] }
            let imports = scan.imports.compactMap { declaration -> Finding? in
                let module = declaration.module
                guard let beside = modules[module],
                    !Condition.excludeApple(
                        scan.clauses(enclosing: declaration.line), linuxModules: [module])
                else { return nil }
                return Finding(
                    rule: .linuxOnlyImport, path: file, line: declaration.line,
                    message: "`\(declaration.source)` is compiled for Apple platforms too, where "
                        + "there is no \(module)",
                    fix: "put it inside `#if canImport(\(module))`, \(beside)")
            }
            return imports + symbolFindings(in: scan, file: file)
        }
    }

    /// One finding per line using Linux-only symbols outside a Linux-only clause.
    private static func symbolFindings(in scan: SourceScan, file: String) -> [Finding] {
        var uses: [Int: [(written: String, darwin: String)]] = [:]
        for use in scan.uses where !use.isAttribute && !use.isMember {
            let clauses = scan.clauses(enclosing: use.line)
            guard !Condition.excludeApple(clauses, linuxModules: Set(modules.keys)) else {
                continue
            }
            if let darwin = symbols[use.name] {
                uses[use.line, default: []].append((use.name, darwin))
            } else if qualifiers.contains(use.name), let member = use.member {
                let darwin =
                    "`Darwin.\(member)` (or `\(member)` unqualified, with `import Darwin` beside "
                    + "`import \(use.name)`)"
                uses[use.line, default: []].append(("\(use.name).\(member)", darwin))
            }
        }
        return uses.keys.sorted().map { line in
            let found = uses[line] ?? []
            return Finding(
                rule: .linuxOnlySymbol, path: file, line: line,
                message: found.map { "`\($0.written)`" }.joined(separator: ", ")
                    + " \(found.count == 1 ? "exists" : "exist") on Linux only, and this line is "
                    + "compiled for Apple platforms too",
                fix: "move it under `#if canImport(Glibc)` (or `#if os(Linux)`) and put the "
                    + "Darwin path in the `#else`: "
                    + found.map { "for `\($0.written)`, \($0.darwin)" }.joined(separator: "; "))
        }
    }
}
