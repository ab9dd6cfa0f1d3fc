import Foundation

/// Where a kernel keeps its cache and where the compiler keeps its module cache: the defaults, and the variables a
/// class's trusted graders are given so that they use their instructor's folders instead of copies.
extension SwiftKernel {
    /// A folder for the compiler's module cache shared by several tutors (class grading); unset, the
    /// compiler's own default under HOME.
    public static let moduleCacheVariable = "TUTOR_MODULE_CACHE"

    /// The kernel's cache folder, in place of `$XDG_CACHE_HOME/tutor/kernel`: how a class's trusted graders use
    /// their instructor's cache (its model library, compiled reference programs and plans) instead of copies.
    public static let cacheVariable = "TUTOR_KERNEL_CACHE"

    /// The cache folder a kernel with these options uses.
    public static func cacheDirectory(options: Options) -> URL {
        options.cacheDirectory ?? KernelCache.defaultDirectory(environment: options.environment)
    }

    /// The compiler's module cache for this environment: `TUTOR_MODULE_CACHE`, else where the compiler puts it by
    /// itself (`$XDG_CACHE_HOME/clang/ModuleCache`, else `~/.cache/clang/ModuleCache`).
    public static func moduleCache(environment: [String: String]) -> String {
        if let folder = environment[moduleCacheVariable], !folder.isEmpty { return folder }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/clang/ModuleCache" }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return home + "/.cache/clang/ModuleCache"
    }
}
