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


    def test_a_dead_server_is_started_again_and_the_cell_says_so(self):
        self.flush_channels()
        kernel = self.km.provisioner.process.pid
        with open("/proc/%d/task/%d/children" % (kernel, kernel)) as children:
            servers = [int(pid) for pid in children.read().split()]
        self.assertEqual(len(servers), 1)
        os.kill(servers[0], 9)
        reply, outputs = self.execute_helper('print("after")')
        self.assertEqual(reply["content"]["status"], "error")
        self.assertEqual(reply["content"]["ename"], "ServerRestarted")
        self.assertEqual(reply["content"]["evalue"], "tutor jupyter serve stopped (exit status -9) and was started again: "
                                                     "run the cells above again, %lesson first.")
        reply, outputs = self.execute_helper('print("after")')
        self.assertEqual(reply["content"]["status"], "ok")
        self.assertEqual([m["content"]["text"] for m in outputs if m["msg_type"] == "stream"], ["after\n"])


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
