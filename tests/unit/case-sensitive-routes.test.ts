import type {Plugin} from '@docusaurus/types';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {StaticRouter} from 'react-router';
import {describe, expect, it} from 'vitest';

import caseSensitiveRoutesPlugin, {
  RENDER_ROUTES_MODULE,
  RENDER_ROUTES_REPLACEMENT,
} from '../../plugins/case-sensitive-routes';
import {matchCaseSensitively} from '../../plugins/case-sensitive-routes/caseSensitive';
import renderRoutes, {type RenderableRoute} from '../../plugins/case-sensitive-routes/renderRoutes';

/** The bundler configuration a plugin's configureWebpack receives. */
type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

const docusaurusConfig = (): Configuration => ({
  resolve: {alias: {[RENDER_ROUTES_MODULE]: '/core/lib/client/exports/renderRoutes.js', '@site': '/site'}},
});

function configure(config: Configuration, isServer: boolean): Configuration {
  (caseSensitiveRoutesPlugin().configureWebpack as (config: Configuration, isServer: boolean) => unknown)(
    config,
    isServer,
  );
  return config;
}

/** A route list shaped like the docs': three nested /docs layouts around the pages, then the not-found route. */
function siteRoutes(): RenderableRoute[] {
  const layout = (name: string, routes: RenderableRoute[]): RenderableRoute => ({
    path: '/docs',
    component: ({route}: {route: RenderableRoute}) =>
      createElement('div', {className: name}, renderRoutes(route.routes)),
    routes,
  });
  const page = (path: string): RenderableRoute => ({
    path,
    exact: true,
    component: () => createElement('h1', null, path),
  });
  return [
    page('/blog/release-v0-5-0'),
    layout('docs-root', [
      layout('docs-version', [
        layout('docs-pages', [page('/docs/introduction'), page('/docs/api/index/functions/defineTask')]),
      ]),
    ]),
    {path: '*', component: () => createElement('h1', null, 'Page Not Found')},
  ];
}

const draw = (routes: RenderableRoute[], location: string) =>
  renderToStaticMarkup(createElement(StaticRouter, {location}, renderRoutes(routes)));

describe('the case-sensitive routes plugin', () => {
  it('replaces the route renderer of both bundles, so that server and browser draw routes alike', () => {
    for (const isServer of [false, true]) {
      const aliases = configure(docusaurusConfig(), isServer).resolve!.alias as Record<string, string>;
      expect(aliases[RENDER_ROUTES_MODULE]).toBe(RENDER_ROUTES_REPLACEMENT);
      expect(aliases['@site']).toBe('/site');
    }
  });

  it('stops the build with a clear message when Docusaurus no longer aliases its route renderer', () => {
    expect(() => configure({resolve: {alias: {}}}, false)).toThrow(/no longer aliases "@docusaurus\/renderRoutes"/);
  });
});

describe('routes marked case-sensitive and drawn by the replacement renderer', () => {
  const marked = () => {
    const routes = siteRoutes();
    matchCaseSensitively(routes);
    return routes;
  };

  it('draws each page at its own address, capitals included', () => {
    expect(draw(marked(), '/docs/introduction')).toBe(
      '<div class="docs-root"><div class="docs-version"><div class="docs-pages"><h1>/docs/introduction</h1></div></div></div>',
    );
    expect(draw(marked(), '/docs/api/index/functions/defineTask')).toContain(
      '<h1>/docs/api/index/functions/defineTask</h1>',
    );
    expect(draw(marked(), '/blog/release-v0-5-0')).toBe('<h1>/blog/release-v0-5-0</h1>');
  });

  it('draws the not-found route alone for an address that differs from a page only in case', () => {
    for (const location of ['/DOCS/INTRODUCTION', '/Docs/introduction', '/Blog/release-v0-5-0']) {
      expect(draw(marked(), location), location).toBe('<h1>Page Not Found</h1>');
    }
  });

  it('matches no page inside the docs layouts when only the page part differs in case', () => {
    for (const location of ['/docs/Introduction', '/docs/api/index/functions/definetask']) {
      expect(draw(marked(), location), location).toBe(
        '<div class="docs-root"><div class="docs-version"><div class="docs-pages"></div></div></div>',
      );
    }
  });

  it('marks every level of nesting', () => {
    const flags: (boolean | undefined)[] = [];
    const collect = (routes: RenderableRoute[]) =>
      routes.forEach((route) => (flags.push(route.sensitive), route.routes && collect(route.routes)));
    collect(marked());
    expect(flags).toHaveLength(7);
    expect(flags.every((flag) => flag === true)).toBe(true);
  });

  it('without the mark, matches regardless of case, as the router does by default', () => {
    expect(draw(siteRoutes(), '/DOCS/INTRODUCTION')).toContain('<h1>/docs/introduction</h1>');
  });
});
