// generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src.
import type { ValidateFunction } from 'ajv';
import type * as T from '../types/index.ts';

export declare const validateBenchReport: ValidateFunction<T.BenchReport>;
export declare const validateCheckResult: ValidateFunction<T.CheckResult>;
export declare const validateExpectations: ValidateFunction<T.Expectations>;
export declare const validateGatePolicy: ValidateFunction<T.GatePolicy>;
export declare const validateReport: ValidateFunction<T.Report>;
export declare const validateScenarioResult: ValidateFunction<T.ScenarioResult>;
export declare const validateTranscriptEntry: ValidateFunction<T.TranscriptEntry>;
