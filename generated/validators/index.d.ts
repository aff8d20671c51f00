// generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src.
import type { ValidateFunction } from 'ajv';
import type * as T from '../types/index.ts';

export declare const validateCapability: ValidateFunction<T.Capability>;
export declare const validateControlConversation: ValidateFunction<T.ControlConversation>;
export declare const validateControlError: ValidateFunction<T.ControlError>;
export declare const validateControlReady: ValidateFunction<T.ControlReady>;
export declare const validateControlSession: ValidateFunction<T.ControlSession>;
export declare const validateControlSessionList: ValidateFunction<T.ControlSessionList>;
export declare const validateControlSource: ValidateFunction<T.ControlSource>;
export declare const validateControlStopReceipt: ValidateFunction<T.ControlStopReceipt>;
export declare const validateControlTurn: ValidateFunction<T.ControlTurn>;
export declare const validateControlTurnList: ValidateFunction<T.ControlTurnList>;
export declare const validateControlTurnState: ValidateFunction<T.ControlTurnState>;
export declare const validateAdapter: ValidateFunction<T.Adapter>;
export declare const validateLaunchEnvironment: ValidateFunction<T.LaunchEnvironment>;
export declare const validateKnobs: ValidateFunction<T.Knobs>;
export declare const validateTimingLine: ValidateFunction<T.TimingLine>;

/** Every validator by schema $id. */
export declare const validatorsById: Record<string, ValidateFunction>;
