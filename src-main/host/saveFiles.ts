// Save files outside the saves folder (#31): the `.pericles` file a player exports and opens again.
// Plain Node, no Electron, shared by the desktop app (which picks the path with its dialogs and
// keeps src-main/electron thin) and the web host (which sends the same bytes as a download): the
// exported file's name, its writing, and the notice that says why a file the system opened the
// app on was refused. Unit-tested directly (tests/unit/main/host/saveFiles.test.ts).
import * as path from 'node:path';
import { AtomicWriteError, atomicWriteFile, describeWriteError, nodeFs, type FsLike } from '../saves/atomicWrite.js';
import { SaveError } from '../saves/format.js';
import { sanitizeSaveName } from '../saves/store.js';
import type { NoticeMessage } from '../../src-shared/protocol/messages.js';
import type { Reason } from '../../src-shared/kit/types.js';
import type { ExportedSave } from './persistence.js';

/** The extension of a save file exported from the app, and the one the system opens it with. */
export const SAVE_FILE_EXTENSION = 'pericles';

/** The exported file's name: the save's name made safe for any file system, and the extension. */
export function exportFileName(name: string): string {
  return `${sanitizeSaveName(name, 'Pericles game')}.${SAVE_FILE_EXTENSION}`;
}

/**
 * Writes an exported save where the player chose (atomically: a failure leaves whatever was there),
 * byte for byte the text the host made, which a load accepts as it is (its checksum included).
 * A failure is a SaveError with the code the player's words go by (disk full, read-only, …).
 */
export async function writeExportedSave(exported: ExportedSave, destination: string, fs: FsLike = nodeFs): Promise<{ file: string; bytes: number }> {
  const file = path.resolve(destination);
  try {
    await atomicWriteFile(file, exported.text, { fs });
  } catch (e) {
    const w = e instanceof AtomicWriteError ? e : describeWriteError(e, file);
    throw new SaveError(w.code, w.message, { file, cause: w });
  }
  return { file, bytes: Buffer.byteLength(exported.text) };
}

/** `Content-Disposition` of a download named `fileName` (RFC 6266: an ASCII name, and the real one in UTF-8). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The notice for a save file the app was asked to open and could not (#31): the file's name and
 * the refusal's code and particular reason, which the page words in the player's language
 * (damaged, altered, made by a newer version…); `message` is the host's English for developers.
 */
export function openFileRefused(file: string, refusal: { code: string; message: string; reason?: Reason }): NoticeMessage {
  return {
    type: 'notice', level: 'warning', code: 'open-file-failed',
    message: `${path.basename(file)}: ${refusal.message}`,
    file: path.basename(file),
    refusal: { code: refusal.code, ...(refusal.reason ? { reason: refusal.reason } : {}) },
  };
}
