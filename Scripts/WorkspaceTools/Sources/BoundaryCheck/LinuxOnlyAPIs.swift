/// What exists on Linux only: modules, C symbols and module-qualified names, with the Darwin
/// path a fix should put beside each. This is the one place that lists them:
/// `linux-only-import` and `linux-only-symbol` read it.
enum LinuxOnlyAPIs {
    /// Modules with no Apple counterpart of that name, and what Apple platforms import
    /// instead, as the end of the fix "put it inside `#if canImport(Module)`, ...".
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

    /// Modules whose name, written as a qualifier (`Glibc.write`), is Linux-only code.
    static let qualifiers: Set<String> = ["Glibc", "Musl"]

    /// The identifiers the scanner must report for the symbols and the qualifiers.
    static let watchedNames: Set<String> = Set(symbols.keys).union(qualifiers)
}
