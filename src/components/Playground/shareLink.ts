// The playground's state in the address's fragment (#playground=…), which browsers
// never send to a server: the files, the preset they started from and the last
// command, as JSON compressed with the browser's own deflate (CompressionStream) and
// written in base64url.
import {PRESETS, type PresetId} from './presets';
import type {ProjectFiles} from './worker/projectFiles';

export const SHARE_HASH_PREFIX = '#playground=';

export interface SharedState {
  preset: PresetId;
  files: ProjectFiles;
  /** The last command, as typed after `nadle`. */
  command: string;
}

async function pipeThrough(bytes: Uint8Array, transform: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export async function encodeSharedState(state: SharedState): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify({v: 1, ...state}));
  return SHARE_HASH_PREFIX + toBase64Url(await pipeThrough(json, new CompressionStream('deflate-raw')));
}

/** The state a fragment holds, or undefined when it holds none or cannot be read (a link cut short). */
export async function decodeSharedState(hash: string): Promise<SharedState | undefined> {
  if (!hash.startsWith(SHARE_HASH_PREFIX)) return undefined;
  try {
    const bytes = await pipeThrough(fromBase64Url(hash.slice(SHARE_HASH_PREFIX.length)), new DecompressionStream('deflate-raw'));
    const value = JSON.parse(new TextDecoder().decode(bytes)) as Partial<SharedState> & {v?: number};
    if (value.v !== 1 || !value.preset || !(value.preset in PRESETS) || typeof value.files !== 'object' || value.files === null) {
      return undefined;
    }
    const files = Object.fromEntries(Object.entries(value.files).filter(([, text]) => typeof text === 'string'));
    return {preset: value.preset, files, command: typeof value.command === 'string' ? value.command : ''};
  } catch {
    return undefined;
  }
}
