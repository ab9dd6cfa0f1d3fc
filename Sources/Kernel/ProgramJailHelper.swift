import Foundation

/// The jail's setup as a small C program, compiled once per toolchain into the kernel's cache: the same
/// steps as `ProgramJail.script` done with system calls in one process instead of a shell starting some
/// thirty `mount`s (about 30–40 ms a run on an idle machine, seconds on a loaded one, against about 2 ms).
/// The shell script remains the fallback where no C compiler is found.
///
/// Arguments, as for the script: root, program, channel, uid ("" in a user namespace), processes, file bytes,
/// time zone file ("" for none), then library folders. It exits 120–127 when a step fails, naming the step.
///
/// `--watch TUTOR SECONDS -- COMMAND…` is its other job, first in the chain: it runs the command (unshare,
/// then the jail) and kills it when the tutor whose pid is TUTOR ends — however it ends, SIGKILL included,
/// seen through a pidfd, not by polling — when it is sent SIGTERM (the tutor's time and output limits), or
/// after SECONDS (the backstop). As the chain's subreaper it reaps everything the killed command orphaned, so
/// no zombie of the jail waits on the machine's init. The command ending ends it with the same status or
/// signal, so the tutor reads the run's end as before.
enum ProgramJailHelper {
    static let source = #"""
        #define _GNU_SOURCE
        #include <errno.h>
        #include <fcntl.h>
        #include <grp.h>
        #include <poll.h>
        #include <sys/wait.h>
        #include <time.h>
        #include <sched.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <signal.h>
        #include <sys/mount.h>
        #include <sys/prctl.h>
        #include <sys/resource.h>
        #include <sys/stat.h>
        #include <sys/statvfs.h>
        #include <sys/syscall.h>
        #include <unistd.h>

        static void fail(const char *step, const char *what) {
            fprintf(stderr, "tutor-jail: %s %s: %s\n", step, what ? what : "", strerror(errno));
            _exit(125);
        }

        /* mkdir -p of a path relative to the new root's folder (the current directory). */
        static void folders(const char *path) {
            char buffer[4096];
            snprintf(buffer, sizeof buffer, ".%s", path);
            for (char *p = buffer + 2; *p; p++) {
                if (*p == '/') { *p = 0; mkdir(buffer, 0755); *p = '/'; }
            }
            mkdir(buffer, 0755);
        }

        static void touch(const char *path) {
            int fd = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
            if (fd < 0) fail("touch", path);
            close(fd);
        }

        /* A read-only bind, keeping the flags a user namespace may not drop (nosuid, nodev, noexec). */
        static void bind_ro(const char *source, const char *target) {
            if (mount(source, target, NULL, MS_BIND | MS_REC, NULL) != 0) fail("bind", source);
            struct statvfs info;
            unsigned long locked = 0;
            if (statvfs(source, &info) == 0) {
                if (info.f_flag & ST_NOSUID) locked |= MS_NOSUID;
                if (info.f_flag & ST_NODEV) locked |= MS_NODEV;
                if (info.f_flag & ST_NOEXEC) locked |= MS_NOEXEC;
            }
            if (mount(NULL, target, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | locked, NULL) != 0) fail("read-only", target);
        }

        static void write_file(const char *path, const char *text) {
            int fd = open(path, O_WRONLY | O_CLOEXEC);
            if (fd < 0 || write(fd, text, strlen(text)) < 0) fail("write", path);
            close(fd);
        }

        static void limit(int resource, rlim_t value) {
            struct rlimit l = { value, value };
            if (setrlimit(resource, &l) != 0) fail("rlimit", NULL);
        }

        /* Ends as `status` ended: the same exit code, or the same signal. */
        static int mirror(int status) {
            if (WIFEXITED(status)) return WEXITSTATUS(status);
            int sig = WTERMSIG(status);
            signal(sig, SIG_DFL);
            sigset_t set;
            sigemptyset(&set);
            sigaddset(&set, sig);
            sigprocmask(SIG_UNBLOCK, &set, NULL);
            kill(getpid(), sig);
            return 128 + sig;
        }

        /* What the command left: as a subreaper this process inherits the orphans of a killed unshare (the jail's
           first process among them), kills them and reaps them, rather than leave zombies for the machine's init,
           which in a container may take seconds (meanwhile they count against their uid's process limit). */
        static void reap_all(void) {
            for (int round = 0; round < 500; round++) {
                pid_t pid;
                while ((pid = waitpid(-1, NULL, WNOHANG)) > 0) {}
                if (pid < 0 && errno == ECHILD) return;
                char path[64];
                snprintf(path, sizeof path, "/proc/self/task/%d/children", (int)getpid());
                FILE *file = fopen(path, "r");
                if (file) {
                    long child;
                    while (fscanf(file, "%ld", &child) == 1) kill((pid_t)child, SIGKILL);
                    fclose(file);
                }
                usleep(10000);
            }
        }

        /* SIGTERM from the tutor at a time or output limit: end the jail, reap it, then end. */
        static volatile sig_atomic_t stop_asked = 0;
        static void ask_stop(int sig) { (void)sig; stop_asked = 1; }

        static int watch(int argc, char **argv) {
            if (argc < 6 || strcmp(argv[4], "--") != 0) { fprintf(stderr, "tutor-jail: --watch TUTOR SECONDS -- COMMAND\n"); return 126; }
            pid_t tutor = (pid_t)atol(argv[2]);
            double seconds = atof(argv[3]);
            int tutor_fd = (int)syscall(SYS_pidfd_open, tutor, 0);
            /* The tutor ended before this started: run nothing. */
            if (getppid() != tutor) return 124;
            prctl(PR_SET_CHILD_SUBREAPER, 1);
            pid_t child = fork();
            if (child < 0) fail("fork", "watch");
            if (child == 0) {
                if (tutor_fd >= 0) close(tutor_fd);
                execv(argv[5], argv + 5);
                fail("exec", argv[5]);
            }
            int child_fd = (int)syscall(SYS_pidfd_open, child, 0);
            /* SIGTERM stays blocked but while waiting in ppoll, so that none is missed between a check and the wait. */
            struct sigaction action;
            memset(&action, 0, sizeof action);
            action.sa_handler = ask_stop;
            sigemptyset(&action.sa_mask);
            sigaction(SIGTERM, &action, NULL);
            sigset_t blocked, waiting;
            sigemptyset(&blocked);
            sigaddset(&blocked, SIGTERM);
            sigprocmask(SIG_BLOCK, &blocked, &waiting);
            sigdelset(&waiting, SIGTERM);
            struct timespec start, now;
            clock_gettime(CLOCK_MONOTONIC, &start);
            for (;;) {
                int status;
                if (waitpid(child, &status, WNOHANG) == child) { reap_all(); return mirror(status); }
                clock_gettime(CLOCK_MONOTONIC, &now);
                double left = seconds - ((now.tv_sec - start.tv_sec) + (now.tv_nsec - start.tv_nsec) / 1e9);
                int gone = tutor_fd < 0 ? getppid() != tutor : 0;
                if (left <= 0 || gone || stop_asked) break;
                struct pollfd fds[2] = { { child_fd, POLLIN, 0 }, { tutor_fd, POLLIN, 0 } };
                /* Without pidfds (Linux before 5.3) look again every 100 ms. */
                int wait_ms = (child_fd < 0 || tutor_fd < 0) ? 100 : (int)(left * 1000) + 1;
                if (wait_ms > 100 && (child_fd < 0 || tutor_fd < 0)) wait_ms = 100;
                struct timespec wait_for = { wait_ms / 1000, (long)(wait_ms % 1000) * 1000000L };
                int n = ppoll(child_fd >= 0 ? fds : fds + 1, child_fd >= 0 ? 2 : 1, &wait_for, &waiting);
                if (n < 0 && errno != EINTR) break;
                if (n > 0 && tutor_fd >= 0 && fds[1].revents) break;
            }
            /* The tutor is gone, asked to stop, or time is up: unshare's death takes the jail (its --kill-child), then
               its namespace; whatever is orphaned on the way comes here (the subreaper) and is reaped. */
            kill(child, SIGKILL);
            int status;
            while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
            reap_all();
            return mirror(status);
        }

        int main(int argc, char **argv) {
            if (argc > 1 && strcmp(argv[1], "--watch") == 0) return watch(argc, argv);
            if (argc < 8) { fprintf(stderr, "tutor-jail: too few arguments\n"); return 126; }
            const char *root = argv[1], *program = argv[2], *channel = argv[3], *uid = argv[4];
            long processes = atol(argv[5]);
            long long file_bytes = atoll(argv[6]);
            const char *zone = argv[7];

            if (mount("tutor-root", root, "tmpfs", 0, "mode=755,size=1m") != 0) fail("mount", root);
            if (chdir(root) != 0) fail("chdir", root);
            const char *made[] = { "work", "proc", "dev", "etc", ".old", "usr" };
            for (int i = 0; i < 6; i++) mkdir(made[i], 0755);
            for (int i = 8; i < argc; i++) folders(argv[i]);
            touch("program"); touch("dev/null"); touch("dev/zero"); touch("dev/urandom"); touch("etc/localtime");
            const char *tops[] = { "bin", "sbin", "lib", "lib32", "lib64", "libx32" };
            for (int i = 0; i < 6; i++) {
                char from[64], link[4096];
                snprintf(from, sizeof from, "/%s", tops[i]);
                ssize_t n = readlink(from, link, sizeof link - 1);
                struct stat st;
                if (n > 0) { link[n] = 0; if (symlink(link, tops[i]) != 0) fail("symlink", tops[i]); }
                else if (stat(from, &st) == 0 && S_ISDIR(st.st_mode)) { mkdir(tops[i], 0755); bind_ro(from, tops[i]); }
            }
            bind_ro("/usr", "usr");
            for (int i = 8; i < argc; i++) {
                char target[4096];
                snprintf(target, sizeof target, ".%s", argv[i]);
                bind_ro(argv[i], target);
            }
            bind_ro(program, "program");
            char options[128];
            if (*uid) snprintf(options, sizeof options, "size=64m,nr_inodes=4096,mode=700,uid=%s,gid=%s", uid, uid);
            else snprintf(options, sizeof options, "size=64m,nr_inodes=4096,mode=700");
            if (mount("tutor-work", "work", "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, options) != 0) fail("mount", "work");
            touch("work/.checks");
            if (mount(channel, "work/.checks", NULL, MS_BIND, NULL) != 0) fail("bind", channel);
            const char *devices[] = { "null", "zero", "urandom" };
            for (int i = 0; i < 3; i++) {
                char from[32], to[32];
                snprintf(from, sizeof from, "/dev/%s", devices[i]);
                snprintf(to, sizeof to, "dev/%s", devices[i]);
                if (mount(from, to, NULL, MS_BIND, NULL) != 0) fail("bind", from);
            }
            if (*zone) bind_ro(zone, "etc/localtime");
            if (mount("proc", "proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) fail("mount", "proc");
            if (syscall(SYS_pivot_root, ".", ".old") != 0) fail("pivot_root", NULL);
            if (umount2("/.old", MNT_DETACH) != 0) fail("umount", "/.old");
            rmdir("/.old");
            if (chdir("/work") != 0) fail("chdir", "/work");
            unsetenv("OLDPWD");
            setenv("PWD", "/work", 1);

            limit(RLIMIT_NPROC, (rlim_t)processes);
            limit(RLIMIT_FSIZE, (rlim_t)file_bytes);
            limit(RLIMIT_STACK, 4 << 20);
            limit(RLIMIT_CORE, 0);
            if (*uid) {
                unsigned id = (unsigned)atol(uid);
                if (setgroups(0, NULL) != 0) fail("setgroups", NULL);
                if (setresgid(id, id, id) != 0) fail("setresgid", uid);
                if (setresuid(id, id, id) != 0) fail("setresuid", uid);
                /* A change of uid clears the parent-death signal that unshare's --kill-child set. */
                prctl(PR_SET_PDEATHSIG, SIGKILL);
            } else {
                /* Nobody in a nested user namespace: no capabilities left once the program is executed. */
                if (unshare(CLONE_NEWUSER) != 0) fail("unshare", "user");
                write_file("/proc/self/setgroups", "deny");
                write_file("/proc/self/uid_map", "65534 0 1");
                write_file("/proc/self/gid_map", "65534 0 1");
            }
            if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail("prctl", "no_new_privs");
            char *arguments[] = { "/program", NULL };
            execv("/program", arguments);
            fail("exec", "/program");
            return 127;
        }
        """#
}
