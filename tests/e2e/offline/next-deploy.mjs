// The "next deploy" of the update test (tests/e2e/offline/update.spec.ts), built by
// tests/e2e/offline/build-next-site.ts: where it goes and the sentence only it has.
export const NEXT_BUILD_DIR = 'build-e2e/pwa-next';
export const NEXT_BUILD_SENTENCE = 'This sentence exists only in the next deploy of the update test.';
