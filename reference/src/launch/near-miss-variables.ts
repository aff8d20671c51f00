import { closest, distance } from 'fastest-levenshtein';
import { LAUNCH_VARIABLES } from '../../../generated/spec.ts';
import { serveHelp } from './help.ts';

/** The variables serve and doctor read: every one `serve --help` names, and the launch contract's. */
export const KNOWN_VARIABLES: ReadonlySet<string> = new Set([
  ...(serveHelp().match(/LARKSPUR_[A-Z0-9_]+/g) ?? []),
  ...LAUNCH_VARIABLES.filter((name) => name.startsWith('LARKSPUR_')),
  'LARKSPUR_DOCTOR_CHATS',
]);

/** Edits apart from a known name that make an unknown one a slip of the keyboard rather than another's. */
const NEAR = 2;

/**
 * `LARKSPUR_` variables of the environment that no one reads but that are a slip away from one serve reads
 * (`LARKSPUR_STORE_UR`): such a setting would be ignored without a word, and the server run on its default.
 * A name further from every known one is left alone — it may be another program's (a host's key).
 */
export function nearMissVariables(env: NodeJS.ProcessEnv): Array<{ given: string; meant: string }> {
  const known = [...KNOWN_VARIABLES];
  return Object.keys(env)
    .filter((name) => name.startsWith('LARKSPUR_') && !KNOWN_VARIABLES.has(name))
    .map((given) => ({ given, meant: closest(given, known) }))
    .filter(({ given, meant }) => distance(given, meant) <= NEAR);
}
