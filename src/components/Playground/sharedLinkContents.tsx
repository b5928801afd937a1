// What the playground page shows of a shared link before anything of it runs: its files
// (each one a disclosure with its text) and its command. Loaded, with the link's reader,
// only when the address holds a link.
import React, {type ReactNode} from 'react';

import type {SharedState} from './shareLink';

export {readSharedLink} from './shareLink';

const lineCount = (text: string) => text.split('\n').length;

export function SharedLinkContents({state}: {state: SharedState}): ReactNode {
  const paths = Object.keys(state.files).sort();
  return (
    <>
      <p>
        This link holds a project of {paths.length} {paths.length === 1 ? 'file' : 'files'} and the command{' '}
        <code>nadle {state.command}</code>. Nothing in it has run. Read the files, then open the playground to plan the
        command.
      </p>
      <ul style={{listStyle: 'none', paddingLeft: 0}}>
        {paths.map((path) => (
          <li key={path}>
            <details>
              <summary>
                <code>{path}</code> ({lineCount(state.files[path])}{' '}
                {lineCount(state.files[path]) === 1 ? 'line' : 'lines'})
              </summary>
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling block is reached by keyboard */}
              <pre tabIndex={0} style={{maxHeight: '20rem'}}>
                {state.files[path]}
              </pre>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}
