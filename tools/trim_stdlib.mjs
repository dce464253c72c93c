// The standard library the engine needs, under Node (run by docs/hooks/pyodide/snapshot.py
// during `make site`, and by tests/site/test_site_stdlib.py):
//
//   node tools/trim_stdlib.mjs RUNTIME_DIR WHEEL_NAME list|check
//
// RUNTIME_DIR holds Pyodide's files as the browser gets them (pyodide.mjs, the .wasm,
// python_stdlib.zip) and the karty wheel WHEEL_NAME. Pyodide starts the way the
// site's worker starts it without a snapshot (the wheel unpacked by wheel-fs.mjs),
// and tools/stdlib_modules.py runs: "list" prints the zip's members to keep (run
// with the whole zip), "check" imports every engine module karty.web reaches and
// prints what failed (run with the trimmed zip). Prints one line of JSON.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SYS_EXECUTABLE } from "../docs/assets/js/snapshot-format.mjs";
import { unpackWheel } from "../docs/assets/js/wheel-fs.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const [dir, wheelName, mode] = process.argv.slice(2);
  if (!dir || !wheelName || !["list", "check"].includes(mode)) {
    throw new Error("usage: node tools/trim_stdlib.mjs RUNTIME_DIR WHEEL_NAME list|check");
  }
  const runtime = path.resolve(dir) + path.sep;
  const wheel = new Uint8Array(fs.readFileSync(path.join(runtime, wheelName)));
  const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
  const log = [];
  const pyodide = await loadPyodide({
    indexURL: runtime,
    lockFileURL: path.join(runtime, "pyodide-lock.json"),
    _sysExecutable: SYS_EXECUTABLE,
    fsInit: (FS, { sitePackages }) => unpackWheel(FS, sitePackages, wheel),
    stdout: (line) => log.push(line),
    stderr: (line) => log.push(line),
  });
  const namespace = pyodide.globals.get("dict")();
  pyodide.runPython(fs.readFileSync(path.join(HERE, "stdlib_modules.py"), "utf8"), { globals: namespace });
  const out = pyodide.runPython(`main(${JSON.stringify(mode)})`, { globals: namespace });
  process.stdout.write(out + "\n");
}

main().then(() => process.exit(0), (err) => {
  process.stderr.write(`trim_stdlib: ${(err && err.stack) || err}`.slice(0, 4000) + "\n");
  process.exit(1);
});
