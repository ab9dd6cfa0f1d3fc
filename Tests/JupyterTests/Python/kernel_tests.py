"""The tutor kernel under Jupyter's own tools (run by JupyterTests.KernelConformanceTests):

- jupyter_kernel_test's conformance suite against the kernelspec 'tutor' (JUPYTER_PATH finds it);
- every notebook in TUTOR_TEST_NOTEBOOKS executed headless by nbclient, each lesson cell's outputs
  equal to the ones `tutor export` recorded (and to the lesson's ```output block where it has one).
"""

import glob
import json
import os
import sys
import unittest

import jupyter_kernel_test
import nbclient
import nbformat

# In a block of its own: the conformance suite runs it twice in one kernel, where cells share declarations.
SCREEN = """import UIKit
import Simulator
do {
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let button = UIButton(type: .system)
button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
button.setTitle("Save", for: .normal)
screen.view.addSubview(button)
sim.show(screen)
print(sim.render())
}"""


class TutorKernelConformance(jupyter_kernel_test.KernelTests):
    kernel_name = "tutor"
    language_name = "swift"
    file_extension = ".swift"
    code_hello_world = 'print("hello, world")'
    completion_samples = [
        {"text": "UIScrollVi", "matches": {"UIScrollView", "UIScrollViewDelegate"}},
        {"text": "%hi", "matches": {"%hint"}},
    ]
    complete_code_samples = ['print("hello")', "func f() {}", "%hint some-id"]
    incomplete_code_samples = ["func f() {", 'let s = """']
    code_generate_error = 'let n: Int = "not a number"'
    code_display_data = [{"code": SCREEN, "mime": "image/svg+xml"}, {"code": SCREEN, "mime": "text/plain"}]
    code_inspect_sample = "UIScrollView"

    def test_cells_share_state_and_errors_name_the_learners_line(self):
        self.flush_channels()
        reply, _ = self.execute_helper("let shared = 20")
        self.assertEqual(reply["content"]["status"], "ok")
        reply, outputs = self.execute_helper("print(shared + 22)")
        self.assertEqual(reply["content"]["status"], "ok")
        self.assertEqual([m["content"]["text"] for m in outputs if m["msg_type"] == "stream"], ["42\n"])
        reply, outputs = self.execute_helper('print(shared)\nlet broken: Int = "x"')
        self.assertEqual(reply["content"]["status"], "error")
        count = reply["content"]["execution_count"]
        self.assertEqual(reply["content"]["ename"], "CompileError")
        self.assertEqual(reply["content"]["evalue"],
                         "In [%d]:2:19: error: cannot convert value of type 'String' to specified type 'Int'" % count)
        self.assertEqual(reply["content"]["traceback"][1:], ['    let broken: Int = "x"', "                      ^"])

    def test_interrupt_stops_a_running_cell_and_the_kernel_goes_on(self):
        self.flush_channels()
        msg_id = self.kc.execute("while true { }")
        import time
        time.sleep(3)
        self.km.interrupt_kernel()
        reply = self.get_non_kernel_info_reply(timeout=30)
        self.assertEqual(reply["parent_header"]["msg_id"], msg_id)
        self.assertEqual(reply["content"]["status"], "error")
        self.assertEqual(reply["content"]["ename"], "Interrupted")
        self.flush_channels()
        reply, outputs = self.execute_helper('print("still here")')
        self.assertEqual(reply["content"]["status"], "ok")
        self.assertEqual([m["content"]["text"] for m in outputs if m["msg_type"] == "stream"], ["still here\n"])


    def test_a_failed_cell_aborts_the_cells_queued_behind_it(self):
        self.flush_channels()
        # New code each run: a failure already in the kernel's result cache comes back before the next request arrives.
        import uuid
        failing = self.kc.execute('let n: Int = "x" // %s' % uuid.uuid4().hex)
        queued = self.kc.execute('print("never")')
        replies = {}
        while len(replies) < 2:
            reply = self.kc.get_shell_msg(timeout=120)
            replies[reply["parent_header"]["msg_id"]] = reply["content"]
        self.assertEqual(replies[failing]["status"], "error")
        self.assertEqual(replies[queued]["status"], "aborted")
        printed = []
        while True:
            try:
                message = self.kc.get_iopub_msg(timeout=1)
            except Exception:
                break
            if message["msg_type"] == "stream":
                printed.append(message["content"]["text"])
        self.assertEqual(printed, [])
        reply, outputs = self.execute_helper('print("runs again")')
        self.assertEqual(reply["content"]["status"], "ok")
        self.assertEqual([m["content"]["text"] for m in outputs if m["msg_type"] == "stream"], ["runs again\n"])

    def test_a_silent_cell_publishes_nothing_and_keeps_the_count(self):
        self.flush_channels()
        reply, _ = self.execute_helper('print("counted")')
        count = reply["content"]["execution_count"]
        reply, outputs = self.execute_helper('print("quiet")', silent=True)
        self.assertEqual(reply["content"]["status"], "ok")
        self.assertEqual([m["msg_type"] for m in outputs], [])
        reply, _ = self.execute_helper('print("counted again")')
        self.assertEqual(reply["content"]["execution_count"], count + 1)

    def test_interrupt_request_on_the_control_channel_stops_a_running_cell(self):
        self.flush_channels()
        msg_id = self.kc.execute("while true { }")
        import time
        time.sleep(3)
        self.kc.control_channel.send(self.kc.session.msg("interrupt_request", {}))
        control = self.kc.get_control_msg(timeout=10)
        self.assertEqual(control["msg_type"], "interrupt_reply")
        self.assertEqual(control["content"]["status"], "ok")
        reply = self.get_non_kernel_info_reply(timeout=30)
        self.assertEqual(reply["parent_header"]["msg_id"], msg_id)
        self.assertEqual(reply["content"]["ename"], "Interrupted")

    def test_a_message_with_a_bad_signature_is_dropped(self):
        import zmq
        from jupyter_client.session import Session
        self.flush_channels()
        info = self.km.get_connection_info()
        socket = zmq.Context.instance().socket(zmq.DEALER)
        socket.connect("tcp://%s:%d" % (info["ip"], info["shell_port"]))
        forged = Session(key=b"not the kernel's key")
        forged.send(socket, "execute_request", {"code": 'print("forged")', "silent": False, "store_history": True,
                                                "user_expressions": {}, "allow_stdin": False, "stop_on_error": True})
        self.assertEqual(socket.poll(2000), 0)
        socket.close(linger=0)
        reply, outputs = self.execute_helper('print("signed")')
        self.assertEqual([m["content"]["text"] for m in outputs if m["msg_type"] == "stream"], ["signed\n"])


def kernel_pid_ends(pid, seconds):
    import time
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with open("/proc/%d/stat" % pid) as stat:
                if stat.read().split(") ")[1].startswith("Z"):
                    return True
        except FileNotFoundError:
            return True
        time.sleep(0.1)
    return False


class KernelLifetime(unittest.TestCase):
    """The kernel's process: it ends on shutdown_request, and with the client that started it."""

    def test_shutdown_request_ends_the_kernel(self):
        from jupyter_client.manager import start_new_kernel
        km, kc = start_new_kernel(kernel_name="tutor")
        pid = km.provisioner.process.pid
        reply, = [kc.shutdown()]
        message = kc.get_control_msg(timeout=10)
        self.assertEqual(message["msg_type"], "shutdown_reply")
        self.assertEqual(message["content"], {"status": "ok", "restart": False})
        self.assertTrue(kernel_pid_ends(pid, 5))
        self.assertEqual(km.provisioner.process.wait(timeout=5), 0)
        kc.stop_channels()

    def test_a_kernel_whose_client_is_killed_ends_too(self):
        import signal
        import subprocess
        client = subprocess.Popen([sys.executable, "-c", (
            "import sys, time\n"
            "from jupyter_client.manager import start_new_kernel\n"
            "km, kc = start_new_kernel(kernel_name='tutor')\n"
            "print(km.provisioner.process.pid, flush=True)\n"
            "time.sleep(600)\n")], stdout=subprocess.PIPE)
        pid = int(client.stdout.readline())
        os.kill(client.pid, signal.SIGKILL)
        client.wait()
        self.assertTrue(kernel_pid_ends(pid, 5), "the kernel %d outlived its client" % pid)


def comparable(outputs):
    """Outputs as the notebook keeps them: kind, stream name and text, or the MIME bundle."""
    result = []
    for output in outputs:
        if output["output_type"] == "stream":
            result.append(("stream", output["name"], output["text"]))
        elif output["output_type"] == "display_data":
            result.append(("display_data", tuple(sorted((k, v if isinstance(v, str) else "".join(v)) for k, v in output["data"].items()))))
        else:
            result.append((output["output_type"], json.dumps(output, sort_keys=True)))
    return result


class HeadlessLessons(unittest.TestCase):
    def test_every_exported_lesson_runs_top_to_bottom_with_its_recorded_outputs(self):
        notebooks = sorted(glob.glob(os.path.join(os.environ["TUTOR_TEST_NOTEBOOKS"], "*.ipynb")))
        self.assertGreaterEqual(len(notebooks), 5)
        for path in notebooks:
            with self.subTest(notebook=os.path.basename(path)):
                recorded = nbformat.read(path, as_version=4)
                nbformat.validate(recorded)  # the student's notebook, with its screens and logs as display_data
                self.assertTrue(any(o.output_type == "display_data" for c in recorded.cells if c.cell_type == "code" for o in c.outputs)
                                or os.path.basename(path) in {"text-view.ipynb"}, path)
                executed = nbformat.read(path, as_version=4)
                client = nbclient.NotebookClient(executed, kernel_name="tutor", timeout=120, allow_errors=False)
                client.execute()
                nbformat.validate(executed)
                compared = 0
                for before, after in zip(recorded.cells, executed.cells):
                    tutor = before.metadata.get("tutor", {})
                    if before.cell_type != "code" or tutor.get("kind") != "code":
                        continue
                    self.assertEqual(comparable(after.outputs), comparable(before.outputs), "%s: cell %s" % (path, before.id))
                    expected = tutor.get("expected_output")
                    if expected is not None:
                        printed = "".join(o.get("text", "") or o.get("data", {}).get("text/plain", "") for o in after.outputs)
                        self.assertEqual([l.rstrip() for l in printed.rstrip("\n").split("\n")],
                                         [l.rstrip() for l in expected.rstrip("\n").split("\n")], "%s: cell %s" % (path, before.id))
                    compared += 1 if before.outputs else 0
                self.assertGreater(compared, 0, "%s: no cell has recorded outputs to compare" % path)


if __name__ == "__main__":
    unittest.main(verbosity=2)
