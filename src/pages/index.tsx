import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import MDXCode from '@theme/MDXComponents/Code';
import MDXPre from '@theme/MDXComponents/Pre';
import {MDXProvider} from '@mdx-js/react';

import HomepageFeatures from '@site/src/components/HomepageFeatures';
import {REPOSITORY_URL} from '@site/src/data/release';
import HomeCreate from './_home-create.mdx';
import HomeExample from './_home-example.mdx';
import HomeHeroSample from './_home-hero-sample.mdx';
import HomeInstall from './_home-install.mdx';
import {HOME_CLASS, HOME_FIRST_VIEW, HOME_PAGE_CSS, HOME_VIEWS} from './_home-styles';

/**
 * The parts of the MDX component map that the home page's MDX parts use: code blocks.
 * Not MDXContent, whose whole map (details, images, headings and more) would join the
 * page's first load.
 */
const MDX_CODE_BLOCKS = {pre: MDXPre, code: MDXCode};

function MDXCodeBlocks({children}: {children: ReactNode}): ReactNode {
  return <MDXProvider components={MDX_CODE_BLOCKS}>{children}</MDXProvider>;
}

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={`hero ${HOME_CLASS.hero}`}>
      <div className="container">
        <div className={HOME_CLASS.intro}>
          <h1 className={HOME_CLASS.title}>{siteConfig.title}</h1>
          <p className={HOME_CLASS.tagline}>{siteConfig.tagline}</p>
          <p className={HOME_CLASS.lead}>
            Declare tasks and their dependencies in a typed <code>nadle.config.ts</code>, and let Nadle run them in the
            right order, in parallel, skipping work that is already done.
          </p>
          <div className={HOME_CLASS.actions}>
            <Link className="button button--primary button--lg" to="/docs/introduction">
              Get Started
            </Link>
            <Link className="button button--primary button--outline button--lg" to="/docs/getting-started/playground">
              Try the Playground
            </Link>
          </div>
          <div className={HOME_CLASS.create}>
            <span>or set up a project:</span>
            <MDXCodeBlocks>
              <HomeCreate />
            </MDXCodeBlocks>
          </div>
        </div>
        <HeroSample />
      </div>
    </header>
  );
}

/**
 * The config, its task graph and its dry run (all drawn while the page builds) in one frame:
 * side by side on wide screens; on a phone one at a time, chosen with radio buttons that
 * work without JavaScript (the stylesheet hides the parts not chosen), the graph first.
 */
function HeroSample(): ReactNode {
  return (
    <div className={HOME_CLASS.frame}>
      <fieldset className={HOME_CLASS.views}>
        <legend>Show</legend>
        {HOME_VIEWS.map((view) => (
          <span key={view.id} className={HOME_CLASS.view}>
            <input type="radio" name="home-view" id={view.id} defaultChecked={view.id === HOME_FIRST_VIEW} />
            <label htmlFor={view.id}>{view.label}</label>
          </span>
        ))}
      </fieldset>
      <div className={HOME_CLASS.sample}>
        <MDXCodeBlocks>
          <HomeHeroSample />
        </MDXCodeBlocks>
      </div>
    </div>
  );
}

function Install(): ReactNode {
  return (
    <section className={HOME_CLASS.install} aria-labelledby="install-heading">
      <div className="container">
        <h2 id="install-heading">Install</h2>
        <p>
          Add Nadle to your project as a development dependency (Node.js 20.6 or later). These commands, like{' '}
          <code>npm create nadle</code>, install the newest Nadle; the docs describe 0.5.1, which{' '}
          <code>nadle@0.5.1</code> installs. A project that is a single package, not a monorepo, also needs{' '}
          <code>{'"nadle": { "root": true }'}</code> in its <code>package.json</code>;{' '}
          <Link to="/docs/getting-started/installation">Installation</Link> walks through the first run.
        </p>
        <MDXCodeBlocks>
          <HomeInstall />
        </MDXCodeBlocks>
      </div>
    </section>
  );
}

function Example(): ReactNode {
  return (
    <section className={HOME_CLASS.example} aria-labelledby="example-heading">
      <div className="container">
        <div className="row">
          <div className="col col--4">
            <h2 id="example-heading">Tasks are plain TypeScript</h2>
            <p>
              Register a task, give it options and say what it depends on. Your editor checks the API and each
              task&apos;s options as you type; task names in <code>dependsOn</code> are plain strings, which Nadle
              checks when it runs. With the config at the top of this page:
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
            <p>
              <Link to="/docs/getting-started/playground">Try it in the Playground</Link>, or read the source{' '}
              {/* A plain link: a star-count badge would load a third-party frame and script. */}
              <Link href={REPOSITORY_URL}>on GitHub</Link>.
            </p>
          </div>
          <div className="col col--8">
            <MDXCodeBlocks>
              <HomeExample />
            </MDXCodeBlocks>
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
      description="Nadle is a type-safe task runner for Node.js, inspired by Gradle: typed tasks in nadle.config.ts, dependencies, parallel workers, caching and monorepo support."
    >
      {/* Before the content it lays out, so that the first paint is already in place. */}
      <style dangerouslySetInnerHTML={{__html: HOME_PAGE_CSS}} />
      <main>
        <Hero />
        <Install />
        <Example />
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
