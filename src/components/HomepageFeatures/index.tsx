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
  },
  {
    title: 'Caching',
    description:
      'Declare inputs and outputs and Nadle skips tasks whose inputs did not change, or restores their outputs from the local cache.',
    to: '/docs/guides/configuring-task#caching',
    linkLabel: 'Caching tasks',
  },
  {
    title: 'Monorepo support',
    description:
      'pnpm, npm and yarn workspaces are detected. Each workspace can have its own config, and tasks can depend on tasks in other workspaces.',
    to: '/docs/getting-started/features/monorepo',
    linkLabel: 'Monorepo support',
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
  },
  {
    title: 'Built-in tasks',
    description: 'Ready-made tasks copy files, delete files, run a command or run pnpm, each with typed options.',
    to: '/docs/guides/registering-task#built-in-tasks',
    linkLabel: 'The built-in tasks',
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
  },
  {
    title: 'Modern architecture',
    description: (
      <>
        An ESM package for Node.js 20 and later. Every task runs in a worker thread from a pool you can size, and
        TypeScript config files run without a build step.
      </>
    ),
    to: '/docs/introduction#requirements',
    linkLabel: 'Requirements',
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
