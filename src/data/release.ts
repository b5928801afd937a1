// Facts about the documented release, kept in one place so the navbar,
// footer and pages cannot drift apart.

/** The Nadle version this site documents. */
export const NADLE_VERSION = '0.5.1';

/** Year shown in the copyright line. */
export const COPYRIGHT_YEAR = 2025;

export const REPOSITORY_URL = 'https://github.com/nadlejs/nadle';

/** The GitHub release page of the documented version. */
export const RELEASE_URL = `${REPOSITORY_URL}/releases/tag/v${NADLE_VERSION}`;
