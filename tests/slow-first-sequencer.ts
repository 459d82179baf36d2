import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files of a minute or more in a full run (docs/performance.md), slowest first. Vitest runs the files whose
 * durations it has not cached yet (a fresh clone) largest first, which put these small files last: `crash` then
 * ended `npm test` alone while the other workers sat idle. Within a project they start first; the rest keep
 * vitest's order (cached durations, else size).
 */
const SLOW = [
  'tests/e2e/screen-sweep.e2e.test.ts',
  'tests/e2e/screen-sweep-ar.e2e.test.ts',
  'tests/e2e/screen-sweep-de.e2e.test.ts',
  'tests/server/shutdown.test.ts',
  'tests/server/market/market.test.ts',
  'tests/server/crash.test.ts',
  'tests/server/lifecycle.test.ts',
  'tests/server/funds/upload-preview.test.ts',
];

const rank = (spec: TestSpecification) => {
  const i = SLOW.findIndex((p) => spec.moduleId.endsWith(p));
  return i < 0 ? SLOW.length : i;
};

/** Vitest's order, with the known slow files moved to the front of their project. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((f) => f.project.name))];
    return projects.flatMap((name) =>
      sorted
        .filter((f) => f.project.name === name)
        .map((f, i) => ({ f, i, r: rank(f) }))
        .sort((a, b) => a.r - b.r || a.i - b.i)
        .map(({ f }) => f),
    );
  }
}
