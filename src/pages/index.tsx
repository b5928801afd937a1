import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';

import HomepageFeatures from '@site/src/components/HomepageFeatures';
import HomeExample from './_home-example.mdx';
import styles from './index.module.css';

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={`hero ${styles.hero}`}>
      <div className="container">
        <h1 className="hero__title">{siteConfig.title}</h1>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <p className={styles.lead}>
          Declare tasks and their dependencies in a typed <code>nadle.config.ts</code>, and let Nadle run them in
          the right order, in parallel, skipping work that is already done.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/introduction">
            Get Started
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/getting-started/playground">
            Try the Playground
          </Link>
        </div>
      </div>
    </header>
  );
}

function Example(): ReactNode {
  return (
    <section className={styles.example} aria-labelledby="example-heading">
      <div className="container">
        <div className="row">
          <div className="col col--4">
            <h2 id="example-heading">Tasks are plain TypeScript</h2>
            <p>
              Register a task, give it options and say what it depends on. Your editor checks every name and option
              as you type.
            </p>
            <ul>
              <li>
                <code>nadle build</code> compiles first, then tests.
              </li>
              <li>
                With unchanged sources, <code>compile</code> is reported <code>UP-TO-DATE</code> and skipped.
              </li>
              <li>
                <code>nadle --dry-run build</code> prints the plan without running it.
              </li>
            </ul>
          </div>
          <div className="col col--8">
            <MDXContent>
              <HomeExample />
            </MDXContent>
          </div>
        </div>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={siteConfig.tagline}
      description="Nadle is a type-safe task runner for Node.js, inspired by Gradle: typed tasks in nadle.config.ts, dependencies, parallel workers, caching and monorepo support.">
      <main>
        <Hero />
        <Example />
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
