// generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src.
import type { ValidateFunction } from 'ajv';
import type * as T from '../types/index.ts';

export declare const validateQualifyProfile: ValidateFunction<T.QualifyProfile>;
