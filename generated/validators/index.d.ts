// generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src.
import type { ValidateFunction } from 'ajv';

export * from './control.js';
export * from './fuzz.js';
export * from './host.js';
export * from './launch.js';
export * from './model.js';
export * from './provider.js';
export * from './qualify.js';
export * from './report.js';
export * from './scenario.js';

/** Every validator by schema $id. */
export declare const validatorsById: Record<string, ValidateFunction>;
