import { describeControls } from './controls/suite.ts';

// The multi-instance controls: two instances of the tiny bot over a database of vitest's PostgreSQL cluster.
describeControls(1, 1, true);
