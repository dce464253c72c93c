// Run the engine's own test suite (tests/engine) inside Pyodide, in Node.
//
//   make wheel pyodide-test-deps
//   node tests/pyodide/run_engine_tests.mjs [pytest arguments…]   (default: tests/engine)
//
// Pyodide comes from the pinned npm package (node_modules/pyodide). The karty
// wheel (build/wheel) and the test dependencies (build/pyodide-test-wheels:
// pytest and its dependencies, Hypothesis's Pyodide build) are unpacked into
// Pyodide's site-packages; nothing is downloaded. tests/engine is copied into
// Pyodide's file system and pytest runs there. The exit code is pytest's.
//
// Environment: KARTY_WHEEL_DIR, KARTY_PYODIDE_TEST_WHEELS override the two
// wheel folders.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const WHEEL_DIR = path.resolve(ROOT, process.env.KARTY_WHEEL_DIR ?? "build/wheel");
const DEPS_DIR = path.resolve(ROOT, process.env.KARTY_PYODIDE_TEST_WHEELS ?? "build/pyodide-test-wheels");
const TESTS = path.join(ROOT, "tests", "engine");
// A folder of Pyodide's own in-memory file system (not a path on this machine).
const WORK = "/karty-tests";

function wheelsIn(dir, what) {
  if (!fs.existsSync(dir)) {
    throw new Error(`${dir} is missing: run 'make wheel pyodide-test-deps' first (${what})`);
  }
  const found = fs.readdirSync(dir).filter((f) => f.endsWith(".whl")).sort();
  if (found.length === 0) {
    throw new Error(`no wheels in ${dir}: run 'make wheel pyodide-test-deps' first (${what})`);
  }
  return found.map((f) => path.join(dir, f));
}

function copyTree(pyodide, hostDir, fsDir) {
  pyodide.FS.mkdirTree(fsDir);
  let n = 0;
  for (const entry of fs.readdirSync(hostDir, { withFileTypes: true })) {
    if (entry.name === "__pycache__" || entry.name.startsWith(".")) continue;
    const src = path.join(hostDir, entry.name);
    const dst = `${fsDir}/${entry.name}`;
    if (entry.isDirectory()) {
      n += copyTree(pyodide, src, dst);
    } else if (entry.isFile()) {
      pyodide.FS.writeFile(dst, new Uint8Array(fs.readFileSync(src)));
      n += 1;
    }
  }
  return n;
}

async function main() {
  const started = Date.now();
  const karty = wheelsIn(WHEEL_DIR, "the karty wheel").filter((f) => path.basename(f).startsWith("karty-"));
  if (karty.length !== 1) throw new Error(`expected one karty wheel in ${WHEEL_DIR}, found ${karty.length}`);
  const deps = wheelsIn(DEPS_DIR, "the test dependencies");

  const pyodide = await loadPyodide();
  pyodide.setStdout({ write: (buf) => { process.stdout.write(buf); return buf.length; } });
  pyodide.setStderr({ write: (buf) => { process.stderr.write(buf); return buf.length; } });
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  for (const whl of [...deps, ...karty]) {
    pyodide.unpackArchive(new Uint8Array(fs.readFileSync(whl)), "wheel", { extractDir: sitePackages });
  }
  const files = copyTree(pyodide, TESTS, `${WORK}/tests/engine`);
  // An ini file makes WORK pytest's rootdir, so tests/engine/conftest.py applies
  // whichever test paths are given.
  pyodide.FS.writeFile(`${WORK}/pytest.ini`, "[pytest]\naddopts = --strict-markers\n");
  const loaded = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`pyodide ${pyodide.version}: ${deps.length + 1} wheels installed, ${files} test files copied (${loaded} s)`);

  // Paths given on the command line are relative to the repository root, like tests/engine.
  const args = process.argv.slice(2);
  const paths = args.some((a) => !a.startsWith("-")) ? [] : ["tests/engine"];
  pyodide.globals.set("pytest_args", pyodide.toPy([...paths, ...args]));
  const code = await pyodide.runPythonAsync(`
import os, sys
os.environ["KARTY_HYPOTHESIS_PROFILE"] = "pyodide"
os.chdir("${WORK}")
import karty, pytest
print(f"karty {karty.__version__} from {os.path.dirname(karty.__file__)}; Python {sys.version.split()[0]} on {sys.platform}")
int(pytest.main(["-p", "no:cacheprovider", "-q", "-ra", *pytest_args]))
`);
  console.log(`pyodide run: pytest exit code ${code}, ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err && err.stack ? err.stack : String(err));
    process.exit(3);
  },
);
