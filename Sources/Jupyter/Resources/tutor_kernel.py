"""The tutor kernel for Jupyter: a wrapper kernel on ipykernel that hands every request to one
long-lived `tutor jupyter serve` process, one JSON object per line each way.

Why a Python wrapper and not a native ZeroMQ kernel: a native kernel would make `swift build` need
libzmq's development package on every machine, while Python and pip are on every machine tutor runs
on, and Jupyter users already have ipykernel. `tutor jupyter install` writes the kernelspec that
starts this file with `--tutor /absolute/path/to/tutor`.
"""

import json
import os
import signal
import subprocess
import sys

from ipykernel.kernelapp import IPKernelApp
from ipykernel.kernelbase import Kernel

__version__ = "0.1.0"


def _tutor_executable(argv):
    """Takes `--tutor PATH` out of argv (ipykernel's own options stay); TUTOR_EXECUTABLE otherwise."""
    if "--tutor" in argv:
        index = argv.index("--tutor")
        path = argv[index + 1]
        del argv[index:index + 2]
        return path
    return os.environ.get("TUTOR_EXECUTABLE", "tutor")


TUTOR = _tutor_executable(sys.argv) if __name__ == "__main__" else os.environ.get("TUTOR_EXECUTABLE", "tutor")


class TutorServer:
    """The `tutor jupyter serve` child: requests written to its stdin, replies read from its stdout."""

    def __init__(self, executable):
        self.executable = executable
        self.next_id = 0
        self.buffer = b""
        self.start()

    def start(self):
        # A session of its own: Jupyter's interrupt reaches this kernel's process group, and the kernel
        # passes exactly one SIGINT on to the child.
        self.process = subprocess.Popen(
            [self.executable, "jupyter", "serve"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, start_new_session=True)
        self.buffer = b""

    def request(self, message):
        self.next_id += 1
        message = dict(message, id=self.next_id)
        self.process.stdin.write((json.dumps(message) + "\n").encode("utf-8"))
        self.process.stdin.flush()
        while True:
            line = self._read_line()
            if line is None:
                raise RuntimeError("tutor jupyter serve ended (exit status %s)" % self.process.wait())
            reply = json.loads(line)
            if reply.get("id") == self.next_id:
                return reply

    def _read_line(self):
        # os.read on the descriptor, not a buffered reader: should a KeyboardInterrupt come after all, the
        # bytes read so far are in self.buffer and nothing is lost.
        descriptor = self.process.stdout.fileno()
        while b"\n" not in self.buffer:
            try:
                chunk = os.read(descriptor, 65536)
            except KeyboardInterrupt:
                self.interrupt()
                continue
            if not chunk:
                return None
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line.decode("utf-8")

    def interrupt(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)

    def stop(self):
        if self.process.poll() is None:
            try:
                self.request({"type": "shutdown"})
            except Exception:
                pass
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()


class TutorKernel(Kernel):
    implementation = "tutor"
    implementation_version = __version__
    language = "swift"
    language_version = "5"
    language_info = {
        "name": "swift",
        "mimetype": "text/x-swift",
        "file_extension": ".swift",
        "codemirror_mode": "swift",
        "pygments_lexer": "swift",
        "version": "5",
    }
    banner = "tutor: Swift against a model of UIKit. %help lists the magics (%lesson, %answer, %check, %hint)."
    help_links = []

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.server = TutorServer(TUTOR)
        TutorKernel.running = self.server

    # Jupyter interrupts a kernel with SIGINT. ipykernel ignores it between requests and turns it into
    # KeyboardInterrupt during them; this kernel instead passes every SIGINT on to the child, which stops
    # the running cell (and ignores it when none runs). The handler is installed once (TutorKernelApp),
    # so it does not matter which thread runs the request or where the main thread is blocked.
    running = None

    @staticmethod
    def forward_interrupt(signum=None, frame=None):
        if TutorKernel.running is not None:
            TutorKernel.running.interrupt()

    def pre_handler_hook(self):
        pass

    def post_handler_hook(self):
        pass

    def _request(self, message):
        """The server's reply; if the server has died, a new one is started and the request gets an error
        that says so (the cells kept so far died with it), instead of a kernel that never answers."""
        try:
            return self.server.request(message)
        except (RuntimeError, OSError, ValueError):
            status = self.server.process.poll()
            self.server.start()
            text = ("tutor jupyter serve stopped (exit status %s) and was started again: "
                    "run the cells above again, %%lesson first." % status)
            return {"status": "error", "ename": "ServerRestarted", "evalue": text, "traceback": [text], "outputs": []}

    def _send_outputs(self, outputs):
        for output in outputs:
            kind = output.get("output_type")
            if kind == "stream":
                self.send_response(self.iopub_socket, "stream", {"name": output.get("name", "stdout"), "text": output.get("text", "")})
            elif kind == "display_data":
                self.send_response(self.iopub_socket, "display_data", {"data": output.get("data", {}), "metadata": output.get("metadata", {})})

    async def do_execute(self, code, silent, store_history=True, user_expressions=None, allow_stdin=False, *, cell_id=None):
        reply = self._request({"type": "execute", "code": code, "silent": bool(silent),
                                     "execution_count": self.execution_count, "cell_id": cell_id})
        if not silent:
            self._send_outputs(reply.get("outputs", []))
        if reply.get("status") == "error":
            error = {"ename": reply.get("ename", "Error"), "evalue": reply.get("evalue", ""), "traceback": reply.get("traceback", [])}
            if not silent:
                self.send_response(self.iopub_socket, "error", error)
            return dict(error, status="error", execution_count=self.execution_count)
        return {"status": "ok", "execution_count": self.execution_count, "payload": [], "user_expressions": {}}

    async def do_complete(self, code, cursor_pos):
        reply = self._request({"type": "complete", "code": code, "cursor_pos": cursor_pos})
        return {"status": "ok", "matches": reply.get("matches", []), "cursor_start": reply.get("cursor_start", cursor_pos),
                "cursor_end": reply.get("cursor_end", cursor_pos), "metadata": {}}

    async def do_inspect(self, code, cursor_pos, detail_level=0, omit_sections=()):
        reply = self._request({"type": "inspect", "code": code, "cursor_pos": cursor_pos, "detail_level": detail_level})
        return {"status": "ok", "found": reply.get("found", False), "data": reply.get("data", {}), "metadata": reply.get("metadata", {})}

    async def do_is_complete(self, code):
        reply = self._request({"type": "is_complete", "code": code})
        content = {"status": reply.get("status", "unknown")}
        if "indent" in reply:
            content["indent"] = reply["indent"]
        return content

    async def do_shutdown(self, restart):
        if restart:
            self._request({"type": "restart"})
        else:
            self.server.stop()
        return {"status": "ok", "restart": restart}


class TutorKernelApp(IPKernelApp):
    def init_signal(self):
        # Unblocked too: a kernel started from a thread that blocks SIGINT (a Dispatch worker, say) inherits that mask.
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
        signal.signal(signal.SIGINT, TutorKernel.forward_interrupt)


if __name__ == "__main__":
    TutorKernelApp.launch_instance(kernel_class=TutorKernel)
