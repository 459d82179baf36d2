import { sweepSuite } from './sweep/sweep-suite.js';

// The screen sweep in Arabic (right to left) (tests/e2e/sweep/sweep-suite.ts); English is screen-sweep.e2e.test.ts.
sweepSuite('ar');
