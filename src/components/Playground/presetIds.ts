// The ids of the example projects (presets.ts), apart from their files: the page reads
// a shared link's preset with these before the playground, and the presets, load.
export const PRESET_IDS = ['single', 'monorepo'] as const;

export type PresetId = (typeof PRESET_IDS)[number];
