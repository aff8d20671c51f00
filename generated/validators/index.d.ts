// generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src.
import type { ValidateFunction } from 'ajv';
import type * as T from '../types/index.ts';

export declare const validateCapability: ValidateFunction<T.Capability>;
export declare const validateControlError: ValidateFunction<T.ControlError>;
export declare const validateControlReady: ValidateFunction<T.ControlReady>;

/** Every validator by schema $id. */
export declare const validatorsById: Record<string, ValidateFunction>;
