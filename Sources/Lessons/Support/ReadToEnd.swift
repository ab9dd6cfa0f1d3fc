import Foundation

extension FileHandle {
    /// Everything until end of file, read with `read(2)` and retried when a signal interrupts it.
    /// Foundation's `readDataToEndOfFile()` ends the whole process (a `try!`) on EINTR, and a process
    /// that runs children gets signals whose handlers need not restart a read: a fresh clone's test run
    /// died of exactly that.
    public func readToEndRetryingInterrupts() -> Data {
        var data = Data()
        while case let chunk = readSomeRetryingInterrupts(), !chunk.isEmpty { data.append(chunk) }
        return data
    }

    /// What one `read(2)` returns (at most 64 KB; empty at end of file or on an error), retried on EINTR,
    /// in place of `availableData`, which also ends the process on EINTR.
    public func readSomeRetryingInterrupts() -> Data {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[0..<count]) }
            if errno != EINTR { return Data() }
        }
    }
}
