// A remark plugin: replaces the markers of a page by tables (and a list) generated from the
// model's option tables (./tables.ts), while the page compiles:
//   ::flag-table{name="exclude"}   the table of one option, under its heading
//                                  (a flag without dashes, or a configure() key with no flag)
//   ::flags-at-a-glance            one row per option of the page's ::flag-table markers,
//                                  in their order, each linking to its section
//   :command-line-only-flags       in a sentence: those of them that configure() lacks,
//                                  as inline code ("`--config`, `--list` and `--help`")
//   ::configure-options            every option configure() takes, with its type and default,
//                                  each linking to its section of the Configuration Reference
// An unknown or missing name, an option given twice, or an overview that leaves out
// an option stops the build with the file and line.
import type {Parent, PhrasingContent, Root} from 'mdast';
import {visit} from 'unist-util-visit';

import {
  configureOptionsTable,
  findReferenceOption,
  flagForms,
  glanceTable,
  optionTable,
  REFERENCE_OPTIONS,
  referenceName,
  type ReferenceOption,
} from './tables';

export const FLAG_TABLE = 'flag-table';
export const FLAGS_AT_A_GLANCE = 'flags-at-a-glance';
export const COMMAND_LINE_ONLY_FLAGS = 'command-line-only-flags';
export const CONFIGURE_OPTIONS_TABLE = 'configure-options';

/** A leaf directive (`::name{attributes}`) or text directive (`:name`), as remark-directive parses it. */
interface Directive {
  type: 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  position?: {start: {line: number}};
}

interface Marker {
  node: Directive;
  parent: Parent;
}

/** `a`, `b` and `c`, as inline code. */
function flagList(flags: readonly string[]): PhrasingContent[] {
  return flags.flatMap((flag, index): PhrasingContent[] => [
    ...(index === 0 ? [] : [{type: 'text' as const, value: index === flags.length - 1 ? ' and ' : ', '}]),
    {type: 'inlineCode', value: flag},
  ]);
}

export default function remarkFlagTables() {
  return (tree: Root, file: {path?: string}) => {
    const markers: Marker[] = [];
    visit(tree, (node, _index, parent) => {
      const directive = node as unknown as Directive;
      const isMarker =
        (directive.type === 'leafDirective' &&
          [FLAG_TABLE, FLAGS_AT_A_GLANCE, CONFIGURE_OPTIONS_TABLE].includes(directive.name)) ||
        (directive.type === 'textDirective' && directive.name === COMMAND_LINE_ONLY_FLAGS);
      if (isMarker && parent) {
        markers.push({node: directive, parent});
      }
    });
    if (markers.length === 0) return;

    const where = (node: Directive) =>
      `${file.path ?? 'A Markdown file'}${node.position ? `:${node.position.start.line}` : ''}`;
    const listed: ReferenceOption[] = [];
    for (const {node} of markers.filter((marker) => marker.node.name === FLAG_TABLE)) {
      const name = node.attributes?.name ?? '';
      const entry = findReferenceOption(name);
      if (!entry) {
        throw new Error(
          `${where(node)}: ::${FLAG_TABLE}{name="${name}"} names no Nadle 0.5.1 option. Give a flag without its dashes or a configure() key that has no flag: ${REFERENCE_OPTIONS.map(referenceName).join(', ')}.`,
        );
      }
      if (listed.includes(entry))
        throw new Error(
          `${where(node)}: the page already has the table of "${name}"; each option gets one ::${FLAG_TABLE}.`,
        );
      listed.push(entry);
    }

    for (const {node, parent} of markers) {
      if (node.name === CONFIGURE_OPTIONS_TABLE) {
        parent.children.splice(parent.children.indexOf(node as never), 1, configureOptionsTable() as never);
        continue;
      }
      if (node.name === FLAGS_AT_A_GLANCE) {
        const missing = REFERENCE_OPTIONS.filter((entry) => !listed.includes(entry)).map(referenceName);
        if (missing.length > 0) {
          throw new Error(
            `${where(node)}: ::${FLAGS_AT_A_GLANCE} lists the options of the page's ::${FLAG_TABLE} markers, and none of them is ${missing.join(', ')}. Give each its section with ::${FLAG_TABLE}{name="…"}.`,
          );
        }
      }
      const commandLineOnly = listed.flatMap((entry) =>
        entry.kind === 'flag' && !entry.option.configKey ? flagForms(entry.option) : [],
      );
      if (node.name === COMMAND_LINE_ONLY_FLAGS && commandLineOnly.length === 0) {
        throw new Error(
          `${where(node)}: :${COMMAND_LINE_ONLY_FLAGS} lists the page's ::${FLAG_TABLE} flags that configure() lacks, and the page has none.`,
        );
      }
      const replacement =
        node.name === COMMAND_LINE_ONLY_FLAGS
          ? flagList(commandLineOnly)
          : [
              node.name === FLAGS_AT_A_GLANCE
                ? glanceTable(listed)
                : optionTable(listed.find((entry) => referenceName(entry) === node.attributes?.name)!),
            ];
      parent.children.splice(parent.children.indexOf(node as never), 1, ...(replacement as never[]));
    }
  };
}
