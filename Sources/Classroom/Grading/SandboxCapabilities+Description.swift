import Foundation
import Kernel

extension SandboxCapabilities {
    /// A human-readable account for reports: what a student's process could and could not do.
    public func describe(slot: Int, policy: SandboxPolicy) -> String {
        var parts: [String] = []
        if let jail = jailedPrograms {
            parts.append("each program jailed: a root holding only the program and its libraries, no network, "
                         + "pid namespace, \(jail == .root ? "a uid of its own" : "nobody in a user namespace"), "
                         + "\(RunLimits.standard.processes) processes, \(ProgramJail(mode: jail).fileBytes >> 20) MiB files")
            parts.append("\(Int(policy.timeoutSeconds)) s per student, \(GradeCSV.number(policy.runLimits.timeoutSeconds)) s per program")
            return parts.joined(separator: "; ")
        }
        switch namespaces {
        case .full: parts.append("user, network, mount and pid namespaces (no network, private /tmp and /proc)")
        case .userAndNetwork: parts.append("user and network namespaces (no network)" + (fullSandboxSkipped.map { "; no private /tmp: \($0)" } ?? ""))
        case .none: parts.append("no namespaces available")
        }
        if dropsPrivileges { parts.append("uid \(firstUID + UInt32(slot))") }
        if tools["prlimit"] != nil {
            parts.append("limits: " + (dropsPrivileges ? "\(policy.processes) processes, " : "")
                         + "\(policy.memoryBytes >> 20) MiB address space, \(policy.fileSizeBytes >> 20) MiB files")
        }
        parts.append("\(Int(policy.timeoutSeconds)) s per student, \(GradeCSV.number(policy.runLimits.timeoutSeconds)) s per program")
        return parts.joined(separator: "; ")
    }
}
