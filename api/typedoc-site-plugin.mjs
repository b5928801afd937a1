// @ts-check
// TypeDoc plugin for the site's API reference, loaded through typedoc.json.
//
// docusaurus-plugin-typedoc 1.4.3 only converts and renders: it never runs TypeDoc's
// validation, ignores errors and warnings, and quietly skips rendering when the sources do
// not compile. Without this plugin `docusaurus build` would pass with an undocumented
// export, a broken {@link}, or stale pages. The plugin also fits the output to the site's
// routes: the entry module page is the reference's home (/docs/api/index/), so the
// project page above it (/docs/api/) is not written.
import {Application, DeclarationReflection, ProjectReflection, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent, MarkdownRendererEvent} from 'typedoc-plugin-markdown';

const PLUGIN = '[api/typedoc-site-plugin]';
const ENTRY_PAGE_TITLE = 'API Reference';

/** @param {Application} app */
export function load(app) {
  failOnProblems(app);
  skipProjectPage(app);
  titleEntryModulePage(app);
  describePages(app);
}

/**
 * Gives every run the strictness of the TypeDoc CLI: validation runs before output is
 * written, and any error or warning (per treatWarningsAsErrors) stops the run.
 *
 * @param {Application} app
 */
function failOnProblems(app) {
  let validated = false;
  // The CLI validates before generating output; Docusaurus' plugin does not.
  app.on(Application.EVENT_VALIDATE_PROJECT, () => {
    validated = true;
  });

  // A failed compile makes convert() return nothing, which docusaurus-plugin-typedoc takes
  // as "nothing to render" and carries on with whatever docs/api/ already holds.
  const convert = app.convert.bind(app);
  app.convert = async () => {
    const project = await convert();
    if (!project) {
      throw new Error(`${PLUGIN} TypeDoc could not convert the API declarations; see the messages above.`);
    }
    return project;
  };

  app.on(Application.EVENT_GENERATE_OUTPUTS_BEGIN, (project) => {
    if (!validated) {
      app.validate(project);
    }
    const {errorCount, warningCount, validationWarningCount} = app.logger;
    const failOnWarnings =
      app.options.getValue('treatWarningsAsErrors') ||
      (validationWarningCount > 0 && app.options.getValue('treatValidationWarningsAsErrors'));
    if (errorCount > 0 || (warningCount > 0 && failOnWarnings)) {
      throw new Error(
        `${PLUGIN} TypeDoc reported ${errorCount} error(s) and ${warningCount} warning(s); see the messages above.`,
      );
    }
  });
}

/**
 * Leaves out the project page (docs/api/index.md): with one entry module it would only
 * link to that module's page.
 *
 * @param {Application} app
 */
function skipProjectPage(app) {
  app.renderer.on(MarkdownRendererEvent.BEGIN, (event) => {
    const projectPage = event.pages.findIndex((page) => page.model instanceof ProjectReflection);
    if (projectPage !== -1) {
      event.pages.splice(projectPage, 1);
    }
  });
}

/**
 * Titles the entry module page "API Reference" instead of the module's file name, `index`.
 *
 * @param {Application} app
 */
function titleEntryModulePage(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const model = page.model;
    if (
      model instanceof DeclarationReflection &&
      model.kindOf(ReflectionKind.Module) &&
      model.parent instanceof ProjectReflection
    ) {
      page.contents = page.contents?.replace(/^# .*$/m, `# ${ENTRY_PAGE_TITLE}`);
    }
  });
}

/**
 * Gives each API page a description (its meta description, and the text of its search
 * record) from the first paragraph of its TSDoc summary. Without one, Docusaurus takes
 * the page's first line, which for a type alias is its Markdown-escaped signature
 * ("Record\\<string ... \\| undefined").
 *
 * @param {Application} app
 */
function describePages(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    const description = page.model instanceof DeclarationReflection ? summaryOf(page.model) : undefined;
    const title = plainTitle(page.contents);
    // A JSON string is a valid YAML double-quoted scalar.
    const frontMatter = [
      ...(title ? [`title: ${JSON.stringify(title)}`] : []),
      ...(description ? [`description: ${JSON.stringify(description)}`] : []),
    ];
    if (frontMatter.length > 0) {
      page.contents = `---\n${frontMatter.join('\n')}\n---\n\n${page.contents}`;
    }
  });
}

/**
 * The page's `#` heading as plain text, when it holds Markdown escapes. A generic item's
 * heading is written `Task\\<Options\\>` so that MDX does not read a tag; Docusaurus takes
 * the title from that source text, backslashes included, into <title>, og:title, the
 * social card and llms.txt. A `title` in front matter gives them `Task<Options>`.
 *
 * @param {string} contents
 * @returns {string | undefined}
 */
export function plainTitle(contents) {
  const heading = /^# (.*)$/m.exec(contents)?.[1];
  if (!heading || !/\\[\\`*_{}[\]()#+\-.!<>|]/.test(heading)) return undefined;
  return heading.replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1');
}

/**
 * The first paragraph of a reflection's summary (for a function, its first signature's),
 * as plain text.
 *
 * @param {DeclarationReflection} model
 * @returns {string | undefined}
 */
function summaryOf(model) {
  const comment = model.comment ?? model.signatures?.find((signature) => signature.comment)?.comment;
  const text = (comment?.summary ?? [])
    .map((part) => (part.kind === 'code' ? part.text.replace(/^`+|`+$/g, '') : part.text))
    .join('')
    .split(/\n\s*\n/)[0]
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}
