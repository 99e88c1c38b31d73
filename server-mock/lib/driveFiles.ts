// What the cloud drive's signed download links serve: the bytes that were uploaded (a file), or a zip of the files
// under a folder. A link is valid for its entry until it expires; anything else answers 404, never the console.
import crypto from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { MockState } from '../state';
import type { Row } from './collection';

interface SignedLink {
  entryId: string;
  expiresAt: number;
}

const links = new WeakMap<MockState, Map<string, SignedLink>>();

/** A new signature for downloading `entryId` until `expiresAt` (ms). */
export function signDriveDownload(state: MockState, entryId: string, expiresAt: number): string {
  const signature = crypto.randomBytes(12).toString('hex');
  const mine = links.get(state) ?? new Map<string, SignedLink>();
  links.set(state, mine);
  mine.set(signature, { entryId, expiresAt });
  return signature;
}

/** The content of a file entry: what was uploaded; a fixture file (never uploaded) gets a short text. */
function contentOf(entry: Row): Buffer {
  if (typeof entry._content === 'string') return Buffer.from(entry._content, 'base64');
  return Buffer.from(`AISpace mock cloud drive file ${String(entry.path ?? entry.name)}\n`);
}

/** A zip (stored, not compressed) of the given files. */
function zip(files: Array<{ name: string; data: Buffer }>): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of files) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(fileName.length, 28);
    header.writeUInt32LE(offset, 42);
    parts.push(local, fileName, data);
    central.push(header, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

export interface DriveDownload {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** What the signed link `/files/signed/drive/<entryId>/<signature>` serves, or null (unknown, expired, other entry). */
export function driveDownload(state: MockState, entryId: string, signature: string, now: number): DriveDownload | null {
  const link = links.get(state)?.get(signature.replace(/\.zip$/, ''));
  if (!link || link.entryId !== entryId || link.expiresAt < now || !state.has('DriveEntry')) return null;
  const entries = state.collection('DriveEntry');
  const entry = entries.get(entryId);
  if (!entry) return null;
  if (entry.kind !== 'folder')
    return {
      fileName: String(entry.name),
      contentType: String(entry.mimeType ?? 'application/octet-stream'),
      body: contentOf(entry),
    };
  const root = `${String(entry.path)}/`;
  const files = entries.rows
    .filter((r) => r._org === entry._org && r.kind !== 'folder' && String(r.path).startsWith(root))
    .map((r) => ({ name: `${String(entry.name)}/${String(r.path).slice(root.length)}`, data: contentOf(r) }));
  return { fileName: `${String(entry.name)}.zip`, contentType: 'application/zip', body: zip(files) };
}
