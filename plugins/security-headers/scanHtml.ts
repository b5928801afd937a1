// Finds, in built HTML, what a Content-Security-Policy has to account for: the
// inline scripts and style elements (allowed by hash), the origins of external
// images, and the inline event handlers that no hash-based policy can allow.
import {createHash} from 'node:crypto';

import {DomUtils, parseDocument} from 'htmlparser2';

export interface HtmlFindings {
  /** Source text of each inline script the browser executes. */
  inlineScripts: string[];
  /** Source text of each inline <style> element. */
  inlineStyles: string[];
  /** Origins (scheme://host[:port]) of images loaded from other sites. */
  imageOrigins: string[];
  /** Attributes such as onclick="…", which a policy without 'unsafe-inline' blocks. */
  inlineEventHandlers: string[];
}

type Element = ReturnType<typeof DomUtils.findAll>[number];

// Script types a browser executes; others (application/ld+json, …) are data blocks
// that a Content-Security-Policy does not govern.
const EXECUTABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

function isExecutableScript(element: Element): boolean {
  const type = (element.attribs.type ?? '').trim().toLowerCase().split(';')[0];
  return !('src' in element.attribs) && EXECUTABLE_SCRIPT_TYPES.has(type);
}

function externalOrigin(url: string): string | undefined {
  if (!/^(https?:)?\/\//i.test(url.trim())) return undefined;
  return new URL(url.trim(), 'https://site.invalid').origin;
}

function imageUrls(element: Element): string[] {
  const {name, attribs} = element;
  const fromSrcset = (attribs.srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
  if (name === 'img') return [attribs.src ?? '', ...fromSrcset];
  if (name === 'source') return fromSrcset;
  if (name === 'image') return [attribs.href ?? attribs['xlink:href'] ?? ''];
  if (name === 'link' && /\bicon\b/i.test(attribs.rel ?? '')) return [attribs.href ?? ''];
  return [];
}

export function scanHtml(html: string): HtmlFindings {
  // The HTML parser of a browser turns CRLF into LF before a script's text is
  // hashed, so the hashes must be taken over the normalized text too.
  const document = parseDocument(html.replace(/\r\n?/g, '\n'));
  const elements = DomUtils.findAll(() => true, document.children);

  const inlineEventHandlers = elements.flatMap((element) =>
    Object.keys(element.attribs)
      .filter((attribute) => /^on[a-z]+$/i.test(attribute))
      .map((attribute) => `<${element.name} ${attribute}="${element.attribs[attribute]}">`),
  );
  const imageOrigins = elements
    .flatMap(imageUrls)
    .map(externalOrigin)
    .filter((origin): origin is string => origin !== undefined);

  return {
    inlineScripts: elements
      .filter((element) => element.name === 'script' && isExecutableScript(element))
      .map((element) => DomUtils.textContent(element)),
    inlineStyles: elements
      .filter((element) => element.name === 'style')
      .map((element) => DomUtils.textContent(element)),
    imageOrigins: [...new Set(imageOrigins)],
    inlineEventHandlers,
  };
}

/** A CSP hash source ('sha256-…') for an inline script or style. */
export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}
