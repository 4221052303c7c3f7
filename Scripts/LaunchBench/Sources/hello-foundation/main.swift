// The bare floor: a release program that imports Foundation and prints a line.
import Foundation

print("hello, \(ProcessInfo.processInfo.processName)")
