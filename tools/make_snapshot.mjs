// Makes the engine's memory snapshot for the site, under Node (run by
// docs/hooks/pyodide/snapshot.py during `make site`; the file format is in
// docs/assets/js/snapshot-format.mjs):
//
//   node tools/make_snapshot.mjs RUNTIME_DIR WHEEL_NAME OUT.bin
//
// RUNTIME_DIR is the site's assets/pyodide/ (Pyodide's files as the browser gets
// them, and the karty wheel WHEEL_NAME). Pyodide starts with _makeSnapshot, the
// wheel is unpacked into site-packages (wheel-fs.mjs, as the worker does), and
// `import karty.web` and `karty.web.warm()` run, and the garbage is collected; then the memory is saved
// with the header that ties it to these files (uncompressed: the build writes its
// brotli and gzip copies, which the host serves with Content-Encoding). The snapshot
// is then checked: restored in a fresh Pyodide, it must answer a call and import a
// module it does not hold. Prints a JSON summary: {runtime, files, raw_size, sha256,
// seconds}.

import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FORMAT, SNAPSHOT_INPUTS, SYS_EXECUTABLE, encodeSnapshot, decodeSnapshot, runtimeId, sha256hex } from "../docs/assets/js/snapshot-format.mjs";
import { unpackWheel } from "../docs/assets/js/wheel-fs.mjs";

// A module of the wheel that `import karty.web` does not import: after a restore
// it must still be found on the file system.
const LAZY_MODULE = "karty.players_common";

async function main() {
  const [dir, wheelName, out] = process.argv.slice(2);
  if (!dir || !wheelName || !out) throw new Error("usage: node tools/make_snapshot.mjs RUNTIME_DIR WHEEL_NAME OUT.bin");
  const started = performance.now();
  const runtime = path.resolve(dir) + path.sep;
  const read = (name) => new Uint8Array(fs.readFileSync(path.join(runtime, name)));
  const wheel = read(wheelName);
  const files = {};
  for (const name of [...SNAPSHOT_INPUTS, wheelName]) files[name] = await sha256hex(read(name));
  const { loadPyodide, version } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
  const log = [];
  const options = {
    indexURL: runtime,
    lockFileURL: path.join(runtime, "pyodide-lock.json"),
    packageBaseUrl: runtime,
    _sysExecutable: SYS_EXECUTABLE,
    fsInit: (FS, { sitePackages }) => unpackWheel(FS, sitePackages, wheel),
    stdout: (line) => log.push(line),
    stderr: (line) => log.push(line),
  };
  const maker = await loadPyodide({ ...options, _makeSnapshot: true });
  // karty.web, and what its first calls would import (every play table's modules): a page
  // restored from the snapshot answers its first table call without importing
  maker.runPython("import karty.web; karty.web.warm()");
  // what the import left behind is not worth keeping (it saves little: 6 kB of gzip)
  maker.runPython("import gc; gc.collect()");
  if (maker.runPython(`import sys; '${LAZY_MODULE}' in sys.modules`)) {
    throw new Error(`${LAZY_MODULE} is imported by karty.web: choose another module for the lazy-import check`);
  }
  const header = { format: FORMAT, pyodide: version, runtime: await runtimeId(files), wheel: wheelName, files };
  const raw = encodeSnapshot(header, maker.makeMemorySnapshot());

  // the check: a fresh Pyodide from the snapshot answers, and finds a module it does not hold
  const { payload } = decodeSnapshot(raw);
  const restored = await loadPyodide({ ...options, _loadSnapshot: payload });
  const reply = JSON.parse(restored.pyimport("karty.web").call_json("parse_cards", JSON.stringify({ text: "10S 6H" })));
  if (!reply.ok || reply.result.cards.join(" ") !== "10S 6H") throw new Error(`the restored snapshot answered ${JSON.stringify(reply)}`);
  restored.runPython(`import ${LAZY_MODULE}`);
  // …and holds every play table's module (karty.web.warm)
  const cold = restored.runPython(`import sys, karty.games as g
[g.table_game(n).table for n in g.table_games() if g.table_game(n).table not in sys.modules]`).toJs();
  if (cold.length) throw new Error(`the snapshot does not hold the play tables' modules ${cold.join(", ")}`);

  fs.writeFileSync(out, raw);
  const summary = { runtime: header.runtime, files, raw_size: raw.length, sha256: await sha256hex(raw),
                    seconds: Math.round(performance.now() - started) / 1000 };
  process.stdout.write(JSON.stringify(summary) + "\n");
  return log;
}

main().then(() => process.exit(0), (err) => {
  process.stderr.write(`make_snapshot: ${(err && err.stack) || err}\n`);
  process.exit(1);
});
