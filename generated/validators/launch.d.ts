// generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src.
import type { ValidateFunction } from 'ajv';
import type * as T from '../types/index.ts';

export declare const validateAdapter: ValidateFunction<T.Adapter>;
export declare const validateLaunchEnvironment: ValidateFunction<T.LaunchEnvironment>;
export declare const validateKnobs: ValidateFunction<T.Knobs>;
export declare const validateTimingLine: ValidateFunction<T.TimingLine>;
