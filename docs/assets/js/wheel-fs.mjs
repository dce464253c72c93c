// Unpacks a wheel (a zip file) into Pyodide's file system, in JavaScript, before
// Python starts (loadPyodide's fsInit hook). A memory snapshot holds the
// interpreter but not the files; the snapshot's modules are already imported,
// but a module imported later (lazily) must find its file where it was when the
// snapshot was made. The build (tools/make_snapshot.mjs) and the worker
// (engine-boot.mjs) both install the wheel with this function, so the files are
// where the snapshot expects them.
//
// Only the importable files are written, not the wheel's .dist-info metadata:
// Pyodide counts a .dist-info it finds at start-up as a loaded package, and a
// snapshot must be made with none (makeMemorySnapshot refuses otherwise).
//
// Handles what a wheel is: a zip with stored or deflated entries (no zip64, no
// encryption, no multi-disk). Entries are inflated with DecompressionStream.

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

async function inflateRaw(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function findEnd(view) {
  const last = view.byteLength - 22;
  for (let at = last; at >= Math.max(0, last - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw new Error("wheel: no end of central directory (not a zip file)");
}

// The entries of a zip: [{name, method, data (compressed bytes), size}].
export function zipEntries(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEnd(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder("utf-8", { fatal: true });
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== CENTRAL) throw new Error("wheel: bad central directory");
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const csize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
    if (flags & 1) throw new Error(`wheel: ${name} is encrypted`);
    if (method !== 0 && method !== 8) throw new Error(`wheel: ${name} uses compression method ${method}`);
    if (view.getUint32(local, true) !== LOCAL) throw new Error(`wheel: bad local header for ${name}`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.push({ name, method, size, data: bytes.subarray(start, start + csize) });
  }
  return entries;
}

function safePath(name) {
  const parts = name.split("/");
  if (name.startsWith("/") || parts.some((p) => p === ".." || p === "." || p.includes("\\"))) {
    throw new Error(`wheel: unsafe path ${JSON.stringify(name)}`);
  }
  return parts;
}

// The wheel's files, decompressed: [{name, data}] (directories and .dist-info left out).
export async function readWheel(bytes) {
  const entries = zipEntries(bytes).filter((e) => !e.name.endsWith("/") && !e.name.split("/")[0].endsWith(".dist-info"));
  for (const entry of entries) safePath(entry.name);
  const contents = await Promise.all(entries.map((e) => (e.method === 8 ? inflateRaw(e.data) : e.data)));
  return entries.map((entry, i) => {
    if (contents[i].length !== entry.size) throw new Error(`wheel: ${entry.name} has the wrong size`);
    return { name: entry.name, data: contents[i] };
  });
}

// Writes files from readWheel() under `dir` (site-packages); returns how many.
export function writeFiles(FS, dir, files) {
  for (const { name, data } of files) {
    const slash = name.lastIndexOf("/");
    if (slash > 0) FS.mkdirTree(`${dir}/${name.slice(0, slash)}`);
    FS.writeFile(`${dir}/${name}`, data);
  }
  return files.length;
}

// Writes the wheel's files under `dir` (site-packages); returns how many.
export async function unpackWheel(FS, dir, bytes) {
  return writeFiles(FS, dir, await readWheel(bytes));
}
