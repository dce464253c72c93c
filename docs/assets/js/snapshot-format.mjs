// The engine's memory snapshot file: its layout, and what ties it to the runtime.
// Shared by the worker (engine-boot.mjs, which reads it) and by the build
// (tools/make_snapshot.mjs under Node, which writes it). No DOM, no Node API.
//
// Pyodide's memory snapshot (loadPyodide({_makeSnapshot}) … makeMemorySnapshot(),
// restored with loadPyodide({_loadSnapshot})) is experimental and holds the
// WebAssembly memory only: the interpreter with karty.web imported, but not the
// file system. It is only valid with the exact runtime it was made with (the
// .wasm and its glue code, the standard library, whose zip the interpreter has
// indexed) and the karty wheel whose modules it holds. So the file is
//
//   "KARTYSN1" | header length (uint32, little-endian) | header (JSON, UTF-8)
//   | zero padding to a multiple of 16 | Pyodide's snapshot
//
// gzip-compressed as a whole; the header names the runtime it belongs to:
//
//   {format, pyodide, runtime, wheel, files: {name: sha256}}
//
// `files` are the SNAPSHOT_INPUTS and the wheel, each with the sha256 of its
// bytes; `runtime` is runtimeId(files), which the build also writes into
// manifest.json. The worker (engine-boot.mjs) uses a snapshot only if its
// runtime is manifest.json's, its Pyodide version the one loaded, and its
// sha256 of the standard library and of the wheel those of the bytes loaded.

export const FORMAT = "karty-snapshot/1";
export const MAGIC = "KARTYSN1";
// The runtime files a snapshot depends on (the wheel is added by name).
export const SNAPSHOT_INPUTS = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"];
// What sys.executable is in a browser worker; the snapshot is made with the same
// value (under Node it would be the path of the script that made it).
export const SYS_EXECUTABLE = "./this.program";

const ALIGN = 16;

export async function sha256hex(bytes) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// The runtime's identity: the sha256 of its files' names and hashes, one
// "name sha256\n" line each, sorted by name (docs/hooks/pyodide/snapshot.py computes
// the same for manifest.json).
export async function runtimeId(files) {
  const text = Object.keys(files).sort().map((name) => `${name} ${files[name]}\n`).join("");
  return sha256hex(new TextEncoder().encode(text));
}

export function encodeSnapshot(header, payload) {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const start = Math.ceil((MAGIC.length + 4 + json.length) / ALIGN) * ALIGN;
  const out = new Uint8Array(start + payload.length);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(MAGIC.length, json.length, true);
  out.set(json, MAGIC.length + 4);
  out.set(payload, start);
  return out;
}

export class SnapshotMismatch extends Error {
  constructor(message) {
    super(message);
    this.name = "SnapshotMismatch";
  }
}

// {header, payload} from the decompressed file; payload is a view, not a copy.
export function decodeSnapshot(bytes) {
  const magic = new TextDecoder().decode(bytes.subarray(0, MAGIC.length));
  if (bytes.length < MAGIC.length + 4 || magic !== MAGIC) throw new SnapshotMismatch("not a karty snapshot");
  const length = new DataView(bytes.buffer, bytes.byteOffset + MAGIC.length, 4).getUint32(0, true);
  const start = Math.ceil((MAGIC.length + 4 + length) / ALIGN) * ALIGN;
  if (start > bytes.length) throw new SnapshotMismatch("the snapshot's header is cut short");
  let header;
  try {
    header = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + length)));
  } catch {
    throw new SnapshotMismatch("the snapshot's header is not JSON");
  }
  if (!header || header.format !== FORMAT) throw new SnapshotMismatch(`the snapshot's format is not ${FORMAT}`);
  return { header, payload: bytes.subarray(start) };
}

// Throws SnapshotMismatch unless the header belongs to `expected`:
// {runtime, pyodide, files: {name: sha256}} (the files whose bytes were seen).
export function checkHeader(header, expected) {
  if (header.runtime !== expected.runtime) throw new SnapshotMismatch("the snapshot belongs to another runtime (manifest.json)");
  if (header.pyodide !== expected.pyodide) throw new SnapshotMismatch(`the snapshot was made with Pyodide ${header.pyodide}, not ${expected.pyodide}`);
  for (const [name, sha] of Object.entries(expected.files)) {
    if (!header.files || header.files[name] !== sha) throw new SnapshotMismatch(`the snapshot was made with another ${name}`);
  }
}
