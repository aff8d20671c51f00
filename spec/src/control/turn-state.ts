import Type from 'typebox';
import { defineSchema } from '../define.ts';

const STATES = {
  queued: 'Admitted; waits for its session to be free.',
  running: 'Started on the host (or being started); no outcome yet.',
  completed: 'The host completed the turn.',
  interrupted: 'Stopped while running; a fresh thread read showed it no longer active.',
  cancelled: 'Stopped or dropped before it started; the host never ran it.',
  failed: 'The host failed the turn, or it could not be started; see error.class.',
  timed_out: 'Passed its idle or hard timeout (HO-006).',
  unknown: 'Its outcome cannot be known, e.g. the host connection was lost after the start (HO-003, HO-009).',
} as const;

export const ControlTurnState = defineSchema(
  'control/turn-state',
  Type.Union(Object.entries(STATES).map(([state, description]) => Type.Literal(state, { description }))),
  {
    name: 'ControlTurnState',
    title: 'Turn state',
    description:
      'Where one turn is in its lifecycle on the host. Every state but queued and running is final.',
  },
);
