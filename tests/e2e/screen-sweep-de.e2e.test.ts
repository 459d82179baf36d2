import { sweepSuite } from './sweep/sweep-suite.js';

// The screen sweep in German (tests/e2e/sweep/sweep-suite.ts); English is screen-sweep.e2e.test.ts.
sweepSuite('de');
