import Type from 'typebox';
import { check } from './checks.ts';
import { Ms } from './common.ts';

/**
 * Invariants: checks over everything a scenario did, instead of one scripted exchange. `larkspur fuzz`
 * ends every generated scenario with them; any scenario may use them.
 */
const SOURCES =
  'The sources are the provider.send steps with an `as`, from a user, addressed to the bot (a private chat, or a ' +
  'group message that mentions it). A request is a source whose text is not a command (/stop, /status). A bot ' +
  'message is attributed to a source when it replies to it. The answer of a request is the whole text the host ' +
  "streamed in a completed turn whose input carried the request's text; a draft is a bot message that shows a " +
  'piece the host streamed for it but not the whole answer; a notice is any other bot message attributed to it, ' +
  'and it is an outcome (a refusal, a failure, a stop, a classified error) when it was last written after the ' +
  "request's last turn ended, or when no turn carried it.";

const settling = {
  within: Type.Optional(Ms('The most the check waits for the scenario to settle. Default 30000.')),
  quietMs: Type.Optional(
    Ms(
      'Settled: nothing on the provider wire or the host wire for this long, no host turn running and no event waiting ' +
        'for its redelivery. Judged then, or at the end of `within`. An implementation that retries later than this ' +
        'after a fault needs a longer quietMs. Default 3000.',
    ),
  ),
};

const invariant = (name: string, title: string, description: string, props = {}) =>
  check(`invariant.${name}`, `invariant-${name}`, title, `${description} ${SOURCES}`, {
    ...settling,
    ...props,
  });

export const InvariantAcks = invariant(
  'acks',
  'Every push acknowledged inside the deadline',
  'Once settled: every push of every event (each delivery, redeliveries and duplicates included) was acknowledged ' +
    'with code 200 no later than withinMs after it went out, measured when the acknowledgement reached the double, so ' +
    'that a programmed delay or loss of the acknowledgement on its way does not count against the implementation. A ' +
    'push to a long connection that closed before its deadline (a kill, a closed socket) needs no acknowledgement. (TR-001)',
  { withinMs: Type.Optional(Ms('The deadline. Default 3000 (Lark).')) },
);

export const InvariantAdmissions = invariant(
  'admissions',
  'Every acknowledged request was admitted',
  'Once settled: every request whose event was acknowledged at least once reached a host turn, or has an outcome ' +
    'notice (refused, or cancelled by a stop): none was dropped between the acknowledgement and its turn. (TR-003, AD-010)',
);

export const InvariantAnswers = invariant(
  'answers',
  'Every source answered exactly once, or refused, or failed explicitly',
  'Once settled: no request shows its answer in two bot messages (a duplicate answer); every request that reached a ' +
    'host turn shows its answer exactly once or an outcome notice (a failure the user sees), and is never left without ' +
    'either (a lost answer); every command has exactly one reply. (DE-006, DE-009, DE-003)',
);

export const InvariantDrafts = invariant(
  'drafts',
  'No draft left provisional',
  'Once settled: no bot message attributed to a request is a draft — it shows a piece of what the host streamed ' +
    'but not the whole answer. The answer, or the real outcome, replaced every draft. (DE-003, DE-009)',
);

export const InvariantModelRuns = invariant(
  'model-runs',
  'No duplicate model run',
  "Once settled: the host took at most one turn/start carrying each request's text, across redeliveries, restarts " +
    'and lost acknowledgements. (HO-009, TR-002, HO-003)',
);

export const InvariantAfterStop = invariant(
  'after-stop',
  'Nothing after a stop',
  'Once settled, for every /stop whose reply the user saw: no request of the same conversation acknowledged before ' +
    'the stop went out started a host turn after that reply, and no bot message written after it shows a piece of a ' +
    'turn that was interrupted or never completed. (HO-005, AD-009)',
);
