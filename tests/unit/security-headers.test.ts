import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import type {BuildOutputOptions} from '../../plugins/build-output/index';
import {findPageNeeds, writeHeadersFile, type SecurityHeadersOptions} from '../../plugins/security-headers/index';
import {readBuiltPages} from '../../plugins/shared/builtPages';
import {
  formatHeadersFile,
  headersForPath,
  parseHeadersFile,
  type HeadersRule,
} from '../../plugins/security-headers/headersFile';
import {
  buildContentSecurityPolicy,
  buildSecurityHeaders,
  CLIENT_NAVIGATION_STYLES,
  RUNTIME_INLINE_STYLES,
  type PageNeeds,
} from '../../plugins/security-headers/policy';
import {cspHash, scanHtml} from '../../plugins/security-headers/scanHtml';
import {REALM_HOST_SCRIPT} from '../../src/components/Playground/realm/hostScript';

/** The hash of the playground realm's one script, which every page's policy allows (its srcdoc inherits the policy). */
const REALM_SCRIPT = cspHash(REALM_HOST_SCRIPT);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The sources of one directive of a policy, or undefined when the policy lacks it. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

const NO_NEEDS: PageNeeds = {scriptHashes: [], styleHashes: [], imageOrigins: []};

describe('scanHtml', () => {
  it('returns the text of the inline scripts a browser runs, and skips data blocks and external scripts', () => {
    const html = [
      '<!doctype html><html><head>',
      '<script>document.documentElement.dataset.theme="light"</script>',
      '<script type="module">import("/assets/x.js")</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script src=/assets/js/main.js defer></script>',
      '</head><body><script type=text/javascript>a="&amp;"</script></body></html>',
    ].join('');

    expect(scanHtml(html).inlineScripts).toEqual([
      'document.documentElement.dataset.theme="light"',
      'import("/assets/x.js")',
      // Script text is raw: entities are not decoded, exactly as the browser hashes it.
      'a="&amp;"',
    ]);
  });

  it('hashes scripts as the browser does, after turning CRLF into LF', () => {
    const [source] = scanHtml('<script>a();\r\nb();</script>').inlineScripts;
    expect(source).toBe('a();\nb();');
  });

  it('finds inline style elements, external image origins and inline event handlers', () => {
    const findings = scanHtml(
      [
        '<style>.a{color:red}</style>',
        '<img src="https://avatars.example.com/u/1.png" srcset="//cdn.example.net/a.png 2x, /local.png 1x">',
        '<img src="/img/logo.svg"><img src="data:image/png;base64,AAAA">',
        '<button onclick="go()">Go</button>',
      ].join(''),
    );

    expect(findings.inlineStyles).toEqual(['.a{color:red}']);
    expect(findings.imageOrigins).toEqual(['https://avatars.example.com', 'https://cdn.example.net']);
    expect(findings.inlineEventHandlers).toEqual(['<button onclick="go()">']);
  });
});

describe('cspHash', () => {
  it('is the base64 SHA-256 hash source of the text', () => {
    // The example of the CSP specification's hash-source section.
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe('buildContentSecurityPolicy', () => {
  const needs: PageNeeds = {
    scriptHashes: ["'sha256-AAA='", "'sha256-BBB='"],
    styleHashes: ["'sha256-CCC='"],
    imageOrigins: ['https://avatars.example.com'],
  };

  it('without analytics or Algolia (no GTAG_MEASUREMENT_ID, no ALGOLIA_* variables) allows only the site itself and the playground frame', () => {
    const policy = buildContentSecurityPolicy(needs, {googleTag: false});

    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='", REALM_SCRIPT]);
    // The playground's realm starts its worker from a blob: URL; its own policy allows nothing else.
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'style-src-elem')).toEqual([
      "'self'",
      "'sha256-CCC='",
      ...[...RUNTIME_INLINE_STYLES, ...CLIENT_NAVIGATION_STYLES].map(cspHash),
    ]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://avatars.example.com']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(['https://codesandbox.io']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/google|algolia|jsdelivr/);
  });

  it('with GTAG_MEASUREMENT_ID allows the Google tag script and the Analytics endpoints', () => {
    const policy = buildContentSecurityPolicy(NO_NEEDS, {googleTag: true});

    expect(directive(policy, 'script-src')).toEqual(["'self'", REALM_SCRIPT, 'https://*.googletagmanager.com']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    expect(policy).not.toMatch(/algolia/);
  });

  it('with the ALGOLIA_* variables allows the search hosts of that application only', () => {
    const policy = buildContentSecurityPolicy(NO_NEEDS, {googleTag: false, algolia: {appId: 'BH4D9OD16A'}});

    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://bh4d9od16a-dsn.algolia.net',
      'https://bh4d9od16a-1.algolianet.com',
      'https://bh4d9od16a-2.algolianet.com',
      'https://bh4d9od16a-3.algolianet.com',
    ]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", REALM_SCRIPT]);
    expect(policy).not.toMatch(/google|insights/);
  });

  it('with Algolia search insights on, also allows the insights endpoint, and no script host (the library is bundled)', () => {
    const policy = buildContentSecurityPolicy(NO_NEEDS, {googleTag: false, algolia: {appId: 'APP', insights: true}});

    expect(directive(policy, 'script-src')).toEqual(["'self'", REALM_SCRIPT]);
    expect(directive(policy, 'connect-src')).toContain('https://insights.algolia.io');
    expect(policy).not.toContain('cdn.jsdelivr.net');
  });

  const docsearch = readFileSync(path.join(ROOT, 'node_modules/@docsearch/react/dist/esm/index.js'), 'utf8');

  it('allows the <style> elements the installed DocSearch inserts at run time', () => {
    for (const style of RUNTIME_INLINE_STYLES)
      expect(docsearch).toContain(`createElement("style",null,${JSON.stringify(style)})`);
  });

  it('the installed DocSearch uses an insights client already on the page, so it adds no CDN script', () => {
    // The SearchBar installs window.aa (src/theme/SearchBar/insights.ts) before the modal opens;
    // DocSearch's insights plugin loads its CDN script only when window[AlgoliaAnalyticsObject || "aa"] is unset.
    expect(docsearch).toMatch(/(\w)=\w\.AlgoliaAnalyticsObject\|\|"aa";"string"==typeof \1&&\(\w=\w\[\1\]\),\w\|\|/);
  });
});

describe('buildSecurityHeaders', () => {
  it('sends the policy with the other security headers', () => {
    const headers = buildSecurityHeaders(NO_NEEDS, {googleTag: false});

    expect(Object.keys(headers).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/^(?:[a-z-]+=\(\), )*[a-z-]+=\(\)$/);
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });
});

describe('the _headers file format', () => {
  it('parses what it formats, and merges every rule that matches a path', () => {
    const rules: HeadersRule[] = [
      {pattern: '/*', headers: {'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer'}},
      {pattern: '/assets/*', headers: {'Cache-Control': 'public, max-age=31536000, immutable'}},
      {pattern: '/exact', headers: {'Referrer-Policy': 'same-origin'}},
    ];
    const text = formatHeadersFile(rules);

    expect(text).toBe(
      '/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n\n' +
        '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n\n' +
        '/exact\n  Referrer-Policy: same-origin\n',
    );
    expect(parseHeadersFile(`# comment\n${text}`)).toEqual(rules);
    expect(headersForPath(rules, '/assets/js/main.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersForPath(rules, '/exact')['Referrer-Policy']).toBe('same-origin');
    expect(headersForPath(rules, '/exact/more')['Referrer-Policy']).toBe('no-referrer');
  });

  it('rejects a header line outside a rule, and a value the format cannot hold', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/line 1/);
    expect(() => formatHeadersFile([{pattern: '/*', headers: {'X-Bad': 'a\nb'}}])).toThrow(/X-Bad/);
  });
});

describe('the security-headers step of the build', () => {
  let outDir: string;

  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'security-headers-'));
    mkdirSync(path.join(outDir, 'docs'));
    writeFileSync(
      path.join(outDir, 'index.html'),
      '<script>one()</script><script type="application/ld+json">{}</script>',
    );
    writeFileSync(path.join(outDir, 'docs', 'index.html'), '<script>one()</script><script>two()</script>');
  });

  afterEach(() => {
    rmSync(outDir, {recursive: true, force: true});
  });

  const builtPages = (baseUrl = '/') => readBuiltPages({outDir, baseUrl});

  async function writeHeaders(
    baseUrl: string,
    thirdParties: SecurityHeadersOptions,
    noIndexPaths: string[] = [],
  ): Promise<string> {
    await writeHeadersFile({outDir, baseUrl, pages: await builtPages(baseUrl), thirdParties, noIndexPaths});
    return readFileSync(path.join(outDir, '_headers'), 'utf8');
  }

  it('hashes each distinct inline script of every page once', async () => {
    expect(findPageNeeds(await builtPages()).scriptHashes).toEqual([cspHash('one()'), cspHash('two()')].sort());
  });

  it('writes _headers for the whole site under its base URL, long caching for hashed assets, and none for the service worker', async () => {
    const rules = parseHeadersFile(await writeHeaders('/nadle/', {googleTag: false}));

    expect(rules.map((rule) => rule.pattern)).toEqual(['/nadle/*', '/nadle/assets/*', '/nadle/sw.js']);
    expect(rules[2].headers['Cache-Control']).toBe('no-cache');
    const policy = rules[0].headers['Content-Security-Policy'];
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      ...[cspHash('one()'), cspHash('two()')].sort(),
      REALM_SCRIPT,
    ]);
    expect(rules[1].headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('marks every script of the offline-reading worker no-cache', async () => {
    const pages = await builtPages();
    await writeHeadersFile({
      outDir,
      baseUrl: '/',
      pages,
      thirdParties: {googleTag: false},
      noIndexPaths: [],
      serviceWorkerScripts: ['637.sw.js', 'sw.js'],
    });
    const rules = parseHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8'));
    expect(headersForPath(rules, '/637.sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersForPath(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersForPath(rules, '/index.html')['Cache-Control']).toBeUndefined();
  });

  it('fails the build on an inline event handler, naming the page', async () => {
    writeFileSync(path.join(outDir, 'docs', 'bad.html'), '<a href="#" onclick="go()">Go</a>');

    const pages = await builtPages();
    expect(() => findPageNeeds(pages)).toThrow(/docs\/bad\.html: <a onclick="go\(\)">/);
  });

  it('marks noindex exactly the paths it is given, each on its own rule', async () => {
    const rules = parseHeadersFile(await writeHeaders('/', {googleTag: false}, ['/docs/intro.md', '/llms.txt']));

    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*', '/docs/intro.md', '/llms.txt', '/sw.js']);
    expect(headersForPath(rules, '/docs/intro.md')['X-Robots-Tag']).toBe('noindex');
    expect(headersForPath(rules, '/docs/intro')['X-Robots-Tag']).toBeUndefined();
  });
});

// The first import of the config transforms it and every plugin it loads, which takes
// seconds on a busy machine; later imports reuse the transform.
describe('docusaurus.config.ts passes the environment to the security-headers step', {timeout: 30_000}, () => {
  const NEUTRAL = {
    GTAG_MEASUREMENT_ID: '',
    ALGOLIA_APP_ID: '',
    ALGOLIA_API_KEY: '',
    ALGOLIA_INDEX_NAME: '',
    ALGOLIA_INSIGHTS: '',
  };

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function pluginOptionsFor(env: Record<string, string>): Promise<SecurityHeadersOptions> {
    for (const [name, value] of Object.entries({...NEUTRAL, ...env})) vi.stubEnv(name, value);
    vi.resetModules();
    const {default: config} = await import('../../docusaurus.config');
    const entry = config.plugins?.find(
      (plugin) => Array.isArray(plugin) && typeof plugin[0] === 'string' && plugin[0].includes('plugins/build-output'),
    );
    expect(entry, 'the build-output plugin is not in docusaurus.config.ts').toBeDefined();
    return (entry as [string, BuildOutputOptions])[1].thirdParties;
  }

  it('no third party when no variable is set', async () => {
    expect(await pluginOptionsFor({})).toEqual({googleTag: false, algolia: undefined});
  });

  it('the Google tag when GTAG_MEASUREMENT_ID is set', async () => {
    expect((await pluginOptionsFor({GTAG_MEASUREMENT_ID: 'G-ABC123XYZ'})).googleTag).toBe(true);
  });

  it('the Algolia application when the three ALGOLIA_* variables are set', async () => {
    const options = await pluginOptionsFor({
      ALGOLIA_APP_ID: 'TESTAPPID',
      ALGOLIA_API_KEY: 'search-key',
      ALGOLIA_INDEX_NAME: 'nadle',
    });
    expect(options.algolia?.appId).toBe('TESTAPPID');
    expect(options.algolia?.insights).toBe(false);
  });

  it('search insights when ALGOLIA_INSIGHTS=true is added to them', async () => {
    const options = await pluginOptionsFor({
      ALGOLIA_APP_ID: 'TESTAPPID',
      ALGOLIA_API_KEY: 'search-key',
      ALGOLIA_INDEX_NAME: 'nadle',
      ALGOLIA_INSIGHTS: 'true',
    });
    expect(options.algolia?.insights).toBe(true);
  });
});
