// The playground's state in the address's fragment (#playground=…), which browsers
// never send to a server: the files, the preset they started from and the last
// command, as JSON compressed with the browser's own deflate (CompressionStream) and
// written in base64url. A link is someone else's input: reading one checks its size
// before and while it is inflated, and every field, and says why when it cannot be used.
import {SHARE_HASH_PREFIX} from './appBundleContract';
import {PRESET_IDS, type PresetId} from './presetIds';
import type {ProjectFiles} from './worker/projectFiles';

export {SHARE_HASH_PREFIX};

/** The longest link fragment the playground reads, in characters after the prefix. */
export const MAX_LINK_CHARS = 200_000;
/** The most bytes a link's contents may inflate to: all files, the command and the JSON around them. */
export const MAX_LINK_BYTES = 1_000_000;
/** The most files a shared project may have. */
export const MAX_FILES = 100;
const MAX_PATH_CHARS = 200;
const MAX_COMMAND_CHARS = 1_000;

export interface SharedState {
  preset: PresetId;
  files: ProjectFiles;
  /** The last command, as typed after `nadle`. */
  command: string;
}

export type SharedLink =
  /** The address holds no playground. */
  | {kind: 'none'}
  | {kind: 'state'; state: SharedState}
  /** The address holds a playground link that cannot be used; `reason` completes "The link …". */
  | {kind: 'unreadable'; reason: string};

class Unreadable extends Error {}

const sizeInWords = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en-US')} MB`;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    throw new Unreadable('has characters a playground link never holds: it was changed after it was made');
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    throw new Unreadable('is cut short: copy it again, whole');
  }
}

/** Inflates at most MAX_LINK_BYTES; a link that would inflate to more is refused as soon as it passes the limit. */
async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > MAX_LINK_BYTES) {
        await reader.cancel();
        throw new Unreadable(`holds more than ${sizeInWords(MAX_LINK_BYTES)} of files, more than the playground takes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Unreadable) throw error;
    throw new Unreadable('is cut short or was changed after it was made: copy it again, whole');
  }
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A file's path as the playground uses it: relative, "/"-separated, inside the project. */
function isProjectPath(path: string): boolean {
  return (
    path.length > 0 &&
    path.length <= MAX_PATH_CHARS &&
    !path.startsWith('/') &&
    path.split('/').every((part) => part !== '' && part !== '.' && part !== '..') &&
    // Letters, digits and the punctuation of file names; no control characters.
    /^[\w@.+\-/ ]+$/.test(path)
  );
}

function readState(value: unknown): SharedState {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Unreadable('does not hold a playground');
  const {v, preset, files, command} = value as Record<string, unknown>;
  if (v !== 1) throw new Unreadable('was made by another version of the playground');
  if (typeof preset !== 'string' || !(PRESET_IDS as readonly string[]).includes(preset)) {
    throw new Unreadable('names an example project the playground does not have');
  }
  if (typeof files !== 'object' || files === null || Array.isArray(files)) throw new Unreadable('holds no files');
  const entries = Object.entries(files as Record<string, unknown>);
  if (entries.length === 0) throw new Unreadable('holds no files');
  if (entries.length > MAX_FILES)
    throw new Unreadable(`holds ${entries.length} files; the playground takes at most ${MAX_FILES}`);
  for (const [path, text] of entries) {
    if (!isProjectPath(path))
      throw new Unreadable(`holds a file whose name the playground cannot use: ${JSON.stringify(path.slice(0, 80))}`);
    if (typeof text !== 'string') throw new Unreadable(`holds ${path}, whose contents are not text`);
  }
  if (command !== undefined && typeof command !== 'string') throw new Unreadable('holds a command that is not text');
  if (typeof command === 'string' && command.length > MAX_COMMAND_CHARS) {
    throw new Unreadable(`holds a command of more than ${MAX_COMMAND_CHARS.toLocaleString('en-US')} characters`);
  }
  // A null-prototype copy: a file named like an Object method is just a file.
  const copy = Object.assign(
    Object.create(null) as Record<string, string>,
    Object.fromEntries(entries as [string, string][]),
  );
  return {preset: preset as PresetId, files: copy, command: command ?? ''};
}

/** What an address fragment holds: no playground, a playground, or a link that cannot be used and why. */
export async function readSharedLink(hash: string): Promise<SharedLink> {
  if (!hash.startsWith(SHARE_HASH_PREFIX)) return {kind: 'none'};
  const encoded = hash.slice(SHARE_HASH_PREFIX.length);
  try {
    if (encoded.length > MAX_LINK_CHARS) {
      throw new Unreadable(
        `is ${encoded.length.toLocaleString('en-US')} characters long; the playground reads links of at most ${MAX_LINK_CHARS.toLocaleString('en-US')}`,
      );
    }
    const bytes = await inflate(fromBase64Url(encoded));
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(bytes));
    } catch {
      throw new Unreadable('was changed after it was made: its contents cannot be read');
    }
    return {kind: 'state', state: readState(value)};
  } catch (error) {
    if (error instanceof Unreadable) return {kind: 'unreadable', reason: error.message};
    throw error;
  }
}

/** The fragment for a state, or undefined when it would be longer than the playground reads. */
export async function encodeSharedState(state: SharedState): Promise<string | undefined> {
  const json = new TextEncoder().encode(JSON.stringify({v: 1, ...state}));
  if (json.byteLength > MAX_LINK_BYTES) return undefined;
  const encoded = toBase64Url(await deflate(json));
  return encoded.length > MAX_LINK_CHARS ? undefined : SHARE_HASH_PREFIX + encoded;
}
