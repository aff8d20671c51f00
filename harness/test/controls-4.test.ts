import { describeControls } from './controls/suite.ts';

// One of six files, so that vitest plays the controls on all its workers (controls/suite.ts).
describeControls(4, 6);
