// MD5 of a text's UTF-8 bytes, as hex: jiti 2.4.2 marks the files it has transpiled with
// part of this digest, and Node quotes that mark when it reports an error on the last
// line of a config file. Not used for anything secret.

const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const CONSTANTS = Array.from({length: 64}, (_, index) => Math.floor(Math.abs(Math.sin(index + 1)) * 2 ** 32) >>> 0);

export function md5Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const length = (((bytes.length + 8) >>> 6) + 1) * 64;
  const padded = new Uint8Array(length);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(length - 8, (bytes.length * 8) >>> 0, true);
  view.setUint32(length - 4, Math.floor(bytes.length / 2 ** 29), true);
  let [a0, b0, c0, d0] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let offset = 0; offset < length; offset += 64) {
    let [a, b, c, d] = [a0, b0, c0, d0];
    for (let step = 0; step < 64; step++) {
      const round = step >>> 4;
      let mixed: number;
      let word: number;
      if (round === 0) [mixed, word] = [(b & c) | (~b & d), step];
      else if (round === 1) [mixed, word] = [(d & b) | (~d & c), (5 * step + 1) % 16];
      else if (round === 2) [mixed, word] = [b ^ c ^ d, (3 * step + 5) % 16];
      else [mixed, word] = [c ^ (b | ~d), (7 * step) % 16];
      const sum = (a + mixed + CONSTANTS[step] + view.getUint32(offset + word * 4, true)) >>> 0;
      const shift = SHIFTS[round * 4 + (step % 4)];
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
    }
    [a0, b0, c0, d0] = [(a0 + a) >>> 0, (b0 + b) >>> 0, (c0 + c) >>> 0, (d0 + d) >>> 0];
  }
  return [a0, b0, c0, d0]
    .map((word) => [0, 8, 16, 24].map((bits) => ((word >>> bits) & 0xff).toString(16).padStart(2, '0')).join(''))
    .join('');
}
