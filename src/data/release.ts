// Facts about the documented release, kept in one place so the navbar,
// footer and pages cannot drift apart.

/** The Nadle version this site documents. */
export const NADLE_VERSION = '0.5.1';

/** Year shown in the copyright line. */
export const COPYRIGHT_YEAR = 2025;

export const REPOSITORY_URL = 'https://github.com/nadlejs/nadle';

/**
 * The GitHub release page of the documented version. Nadle's releases are tagged per package
 * (`nadle/v0.5.1`; release-please with the component in the tag) since 0.5.1; `v0.5.1` is no tag.
 */
export const RELEASE_URL = `${REPOSITORY_URL}/releases/tag/nadle/v${NADLE_VERSION}`;
