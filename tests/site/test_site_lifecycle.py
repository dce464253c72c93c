"""docs/assets/js/lifecycle.mjs under Node, with a stand-in for the theme's `document$`
and the page: each matching element is set up once, however many pages it stays on;
its cleanup runs once it has left the page; `after` sees the elements on the page."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SCRIPT = """
const elements = [];
const page = (name) => { const el = { name, isConnected: true }; elements.push(el); return el; };
const subscribers = [];
globalThis.window = { document$: { subscribe: (f) => { subscribers.push(f); f(document); } } };
globalThis.document = {
  readyState: "complete",
  querySelectorAll: (selector) => (selector === ".x" ? elements.filter((e) => e.isConnected) : []),
};
const { mountEach } = await import(process.argv[1]);
const log = [];
const navigate = () => subscribers.forEach((f) => f(document));
const a = page("a");
mountEach(".x", (root) => {
  log.push(`setup ${root.name}`);
  return root.name === "a" ? () => log.push(`cleanup ${root.name}`) : undefined;
}, (roots) => log.push(`after ${roots.map((r) => r.name).join(",")}`));
navigate();                  // a stays on the page: not set up again
a.isConnected = false;       // instant navigation: a leaves, b comes
page("b");
navigate();
navigate();
a.isConnected = true;        // a back on the page: still not set up again
navigate();
console.log(JSON.stringify(log));
"""


def test_mount_each_sets_each_element_up_once_and_cleans_up_after_it():
    node = shutil.which("node")
    if not node:
        pytest.skip("node is not installed (make node)")
    module = (REPO / "docs/assets/js/lifecycle.mjs").as_uri()
    run = subprocess.run([node, "--input-type=module", "-e", SCRIPT, module], check=False,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == [
        "setup a", "after a",
        "after a",
        "cleanup a", "setup b", "after b",
        "after b",
        "after a,b",
    ]
