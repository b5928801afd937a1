// Fixed fonts for the screenshot tests. The site asks for the reader's system
// fonts (system-ui, monospace and a list of named fallbacks), so one page drawn
// on two machines differs by the fonts each has installed. Chromium on Linux
// finds every font, the fallback for a glyph the first font lacks included,
// through fontconfig; pointed at this configuration it sees only DejaVu Sans
// and DejaVu Sans Mono (TrueType files of the dejavu-fonts-ttf package, which
// cover every character the site prints), whatever the machine has installed,
// and draws them with the same hinting and antialiasing everywhere. Chromium
// reads only TrueType or OpenType files this way, not WOFF.
import {createHash} from 'node:crypto';
import {mkdirSync, renameSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';

const require = createRequire(__filename);

const FONT_FOLDER = path.dirname(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));

/** Regular, bold and their obliques; the package's other faces (Serif, Condensed, ExtraLight, Math) are left out. */
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-*Bold*.ttf', 'DejaVuSans-Oblique.ttf', 'DejaVuSansMono*.ttf'];

/** Every family a page may ask for resolves to one of the two. */
const ALIASES: ReadonlyArray<readonly [generic: string, family: string]> = [
  ['sans-serif', 'DejaVu Sans'],
  ['serif', 'DejaVu Sans'],
  ['system-ui', 'DejaVu Sans'],
  ['monospace', 'DejaVu Sans Mono'],
];

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function fontconfig(cacheDir: string): string {
  const glob = (pattern: string) => `<glob>${escapeXml(path.join(FONT_FOLDER, pattern))}</glob>`;
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <dir>${escapeXml(FONT_FOLDER)}</dir>`,
    `  <cachedir>${escapeXml(cacheDir)}</cachedir>`,
    '  <selectfont>',
    `    <acceptfont>${FONT_FILES.map(glob).join('')}</acceptfont>`,
    '    <rejectfont><glob>*</glob></rejectfont>',
    '  </selectfont>',
    ...ALIASES.map(
      ([generic, family]) =>
        `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`,
    ),
    '  <match target="font">',
    '    <edit name="antialias" mode="assign"><bool>true</bool></edit>',
    '    <edit name="hinting" mode="assign"><bool>true</bool></edit>',
    '    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>',
    '    <edit name="rgba" mode="assign"><const>none</const></edit>',
    '    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>',
    '  </match>',
    '</fontconfig>',
    '',
  ].join('\n');
}

/**
 * The environment that makes a browser use the fixed fonts: writes the
 * fontconfig file (into the OS temp folder, one per checkout) and returns the
 * variable that points to it.
 */
export function fixedFontsEnv(): {FONTCONFIG_FILE: string} {
  const checkout = createHash('sha256').update(FONT_FOLDER).digest('hex').slice(0, 12);
  const folder = path.join(tmpdir(), `nadle-screenshot-fonts-${checkout}`);
  mkdirSync(folder, {recursive: true});
  const file = path.join(folder, 'fonts.conf');
  // Every Playwright process loads the config and so writes the file: each
  // writes a copy of its own and renames it into place, so that no browser
  // reads a half-written file.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, fontconfig(path.join(folder, 'cache')));
  renameSync(draft, file);
  return {FONTCONFIG_FILE: file};
}
