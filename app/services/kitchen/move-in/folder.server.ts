import { crc32 } from "node:zlib";
import { ARCHIVE_LIMITS, ArchiveError, MESSAGES } from "./archive.server";

/**
 * A folder chosen in the browser (Nextcloud Cookbook's recipes folder, a folder of JSON-LD
 * files) arrives as many files, each named by its path in the folder. They are put in a
 * zip as they are (stored, not compressed), so the folder is read, kept and checked exactly
 * as an uploaded zip is: the same names, the same limits, the same refusals.
 */
export function zipOfFolder(files: Array<{ name: string; bytes: Uint8Array }>): Uint8Array {
  if (files.length > ARCHIVE_LIMITS.entries) throw new ArchiveError(MESSAGES.tooManyEntries, 413);
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, "utf8");
    const crc = crc32(file.bytes) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(file.bytes.byteLength, 18);
    local.writeUInt32LE(file.bytes.byteLength, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, Buffer.from(file.bytes));
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(file.bytes.byteLength, 20);
    central.writeUInt32LE(file.bytes.byteLength, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += 30 + name.length + file.bytes.byteLength;
  }
  const centralBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, centralBytes, end]));
}
