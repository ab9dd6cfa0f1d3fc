#!/usr/bin/env python3
"""Drives a program in a pseudo-terminal, like a person at a keyboard (used by the end-to-end tests).

Usage: pty_driver.py SCRIPT.json -- PROGRAM ARGS...
SCRIPT is a JSON list of steps:
  ["send", "text"]                 write keys (use \\u001b[A for Up, \\t for Tab, \\u0003 for Ctrl-C)
  ["expect", "regex", seconds]     wait until the output since the last expect matches
  ["sleep", seconds]
Exit status 0 when every expectation was met; otherwise 1, with the transcript on stderr.
"""
import json, os, pty, re, select, signal, sys, time

def main():
    script = json.load(open(sys.argv[1]))
    argv = sys.argv[sys.argv.index("--") + 1:]
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm"
        os.environ["COLUMNS"] = "80"
        os.environ["LINES"] = "24"
        os.execvp(argv[0], argv)
    transcript, pending = b"", b""

    def read_for(seconds):
        nonlocal transcript, pending
        end = time.time() + seconds
        while time.time() < end:
            ready, _, _ = select.select([fd], [], [], max(0, min(0.05, end - time.time())))
            if ready:
                try:
                    data = os.read(fd, 4096)
                except OSError:
                    return
                if not data:
                    return
                transcript += data
                pending += data

    for step in script:
        kind = step[0]
        if kind == "send":
            os.write(fd, step[1].encode())
        elif kind == "sleep":
            read_for(step[1])
        elif kind == "expect":
            pattern, timeout = re.compile(step[1].encode(), re.S), step[2]
            end = time.time() + timeout
            while not pattern.search(pending) and time.time() < end:
                read_for(0.1)
            match = pattern.search(pending)
            if not match:
                sys.stderr.write("expected %r within %ss; transcript:\n%s\n" % (step[1], timeout, transcript.decode("utf-8", "replace")))
                os.kill(pid, signal.SIGKILL)
                sys.exit(1)
            pending = pending[match.end():]
    read_for(0.5)
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    sys.stdout.write(transcript.decode("utf-8", "replace"))
    sys.exit(0)

main()
