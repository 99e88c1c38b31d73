// A gzip-compressed tar archive (ustar) of a few small text files: what a folder download of an instance is.
import zlib from 'node:zlib';

function header(name: string, size: number, mtime: number): Buffer {
  const h = Buffer.alloc(512, 0);
  const put = (value: string, offset: number, length: number) => h.write(value, offset, length, 'utf8');
  const octal = (n: number, length: number) => n.toString(8).padStart(length - 1, '0');
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(Math.floor(mtime / 1000), 12), 136, 12);
  put('        ', 148, 8); // checksum counted as spaces
  put('0', 156, 1);
  put('ustar\u000000', 257, 8);
  put('root', 265, 32);
  put('root', 297, 32);
  let sum = 0;
  for (const b of h) sum += b;
  put(`${octal(sum, 7)}\u0000 `, 148, 8);
  return h;
}

/** The .tar.gz bytes of `files` (paths inside the archive → text). */
export function tarGz(files: Array<{ name: string; text: string }>, mtime: number): Buffer {
  const parts: Buffer[] = [];
  for (const f of files) {
    const body = Buffer.from(f.text, 'utf8');
    parts.push(header(f.name, body.length, mtime), body, Buffer.alloc((512 - (body.length % 512)) % 512, 0));
  }
  parts.push(Buffer.alloc(1024, 0));
  return zlib.gzipSync(Buffer.concat(parts));
}
