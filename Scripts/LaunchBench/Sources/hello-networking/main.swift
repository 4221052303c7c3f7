// The floor of a program that can talk to a server: it imports Foundation and (on Linux)
// FoundationNetworking, which loads libcurl, and touches URLSession.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

let session = URLSession(configuration: .ephemeral)
print("hello, \(session.configuration.timeoutIntervalForRequest)")
