import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {FEATURE_CLASS} from './styles';

interface Feature {
  title: string;
  description: ReactNode;
  /** Route of the docs page (or section) that explains the feature. */
  to: string;
  /** Link text; says where the link goes, so that screen-reader link lists make sense. */
  linkLabel: string;
  /** The shapes of the card's small drawing, on a 24 px grid, drawn with the card's stroke. */
  icon: ReactNode;
}

// Only features Nadle 0.5.1 actually has; each links to the page that documents it.
const FEATURES: Feature[] = [
  {
    title: 'Type-safe configuration',
    description: (
      <>
        Tasks, their options and run settings are declared in <code>nadle.config.ts</code> with a typed API, so mistakes
        show up in your editor instead of halfway through a run.
      </>
    ),
    to: '/docs/guides/defining-task',
    linkLabel: 'Defining tasks',
    icon: (
      <>
        <path d="M8 4H7a2 2 0 0 0-2 2v4l-2 2 2 2v4a2 2 0 0 0 2 2h1M16 4h1a2 2 0 0 1 2 2v4l2 2-2 2v4a2 2 0 0 1-2 2h-1" />
        <path d="M9 12l2 2 4-4" />
      </>
    ),
  },
  {
    title: 'Task dependencies',
    description: (
      <>
        Declare what each task needs with <code>dependsOn</code>. Nadle orders the graph, runs every task once and
        reports cycles before anything starts.
      </>
    ),
    to: '/docs/guides/configuring-task#dependson',
    linkLabel: 'The dependsOn option',
    icon: (
      <>
        <rect x="3" y="3" width="8" height="5" rx="1.5" />
        <rect x="13" y="10" width="8" height="5" rx="1.5" />
        <rect x="3" y="16" width="8" height="5" rx="1.5" />
        <path d="M7 8v8M11 5.5h4V10M15 15v3.5h-4" />
      </>
    ),
  },
  {
    title: 'Parallel workers',
    description: (
      <>
        Tasks run in a pool of worker threads. Independent dependencies run side by side, and <code>--parallel</code>{' '}
        schedules all requested tasks at once.
      </>
    ),
    to: '/docs/guides/executing-task#parallel-execution',
    linkLabel: 'Parallel execution',
    icon: <path d="M3 6h11M3 12h16M3 18h7M17 3l3 3-3 3M13 15l3 3-3 3" />,
  },
  {
    title: 'Caching',
    description:
      'Declare inputs and outputs and Nadle skips tasks whose inputs did not change, or restores their outputs from the local cache.',
    to: '/docs/guides/configuring-task#caching',
    linkLabel: 'Caching tasks',
    icon: (
      <>
        <ellipse cx="12" cy="6" rx="7" ry="3" />
        <path d="M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3" />
      </>
    ),
  },
  {
    title: 'Monorepo support',
    description:
      'pnpm, npm and yarn workspaces are detected. Each workspace can have its own config, and tasks can depend on tasks in other workspaces.',
    to: '/docs/getting-started/features/monorepo',
    linkLabel: 'Monorepo support',
    icon: (
      <>
        <rect x="3" y="3" width="8" height="8" rx="1.5" />
        <rect x="13" y="3" width="8" height="8" rx="1.5" />
        <rect x="3" y="13" width="8" height="8" rx="1.5" />
        <rect x="13" y="13" width="8" height="8" rx="1.5" />
      </>
    ),
  },
  {
    title: 'Autocorrection',
    description: (
      <>
        Type <code>b</code> for <code>build</code>, or <code>biuld</code> by mistake: when exactly one task matches,
        Nadle runs it and tells you what it resolved.
      </>
    ),
    to: '/docs/getting-started/features/auto-correction',
    linkLabel: 'How names are matched',
    icon: <path d="M3 18l4-11 4 11M4.5 14h5M14 14l2.5 2.5L21 11" />,
  },
  {
    title: 'Built-in tasks',
    description: 'Ready-made tasks copy files, delete files, run a command or run pnpm, each with typed options.',
    to: '/docs/guides/registering-task#built-in-tasks',
    linkLabel: 'The built-in tasks',
    icon: (
      <>
        <rect x="3" y="8" width="18" height="12" rx="2" />
        <path d="M9 8V5h6v3M3 13h18M10 13v2h4v-2" />
      </>
    ),
  },
  {
    title: 'Live progress and a summary',
    description: (
      <>
        While tasks run, a footer shows how many are pending, running and done, the elapsed time and what each worker is
        doing. Add <code>--summary</code> for a table of the slowest tasks after the run.
      </>
    ),
    to: '/docs/guides/executing-task#reading-the-output',
    linkLabel: 'Reading the output',
    icon: (
      <>
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="M7 9l2 2-2 2M7 16h3M13 16h4" />
      </>
    ),
  },
  {
    title: 'Modern architecture',
    description: (
      <>
        An ESM package for Node.js 20.6 and later. Every task runs in a worker thread from a pool you can size, and
        TypeScript config files run without a build step.
      </>
    ),
    to: '/docs/introduction#requirements',
    linkLabel: 'Requirements',
    icon: (
      <>
        <rect x="7" y="7" width="10" height="10" rx="1.5" />
        <path d="M10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4" />
      </>
    ),
  },
  {
    title: 'Inspect before you run',
    description: (
      <>
        List tasks and workspaces, print the execution plan with <code>--dry-run</code>, or print the resolved
        configuration with <code>--show-config</code>.
      </>
    ),
    to: '/docs/config-reference#dry-run',
    linkLabel: 'The --dry-run option',
    icon: (
      <>
        <circle cx="11" cy="11" r="6" />
        <path d="M20 20l-4.5-4.5" />
      </>
    ),
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={FEATURE_CLASS.section} aria-labelledby="features-heading">
      <div className="container">
        <h2 id="features-heading" className="text--center">
          What Nadle does
        </h2>
        <ul className={FEATURE_CLASS.grid}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={FEATURE_CLASS.card}>
              <svg className={FEATURE_CLASS.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {feature.icon}
              </svg>
              <h3 className={FEATURE_CLASS.cardTitle}>{feature.title}</h3>
              <p className={FEATURE_CLASS.cardText}>{feature.description}</p>
              <Link to={feature.to} className={FEATURE_CLASS.cardLink}>
                {feature.linkLabel}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
