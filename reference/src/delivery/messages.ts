import type { RefusalReason } from '../core/admission.ts';
import { errorMessage } from '../host/index.ts';
import { mediaOf } from '../media/media-refs.ts';
import type { SourceRow } from '../store/inbox.ts';
import type { TurnRow } from '../store/turns.ts';

/** Failures the reference server classifies itself; the host's classes are worded by the host driver. */
const LOCAL_FAILURES: Record<string, string> = {
  host_unavailable: 'The agent host is not running.',
  host_refused: 'The agent host refused to start the request.',
  thread_unavailable: "The agent could not reopen this conversation's thread.",
  model_provider_mismatch: 'The agent runs on another model provider than configured; nothing was run.',
  stop_unproven: 'The stop could not be confirmed, so the agent was shut down.',
  media_too_large:
    'The image or file is larger than this bot passes to the agent, so nothing was run. Send a smaller one.',
  media_download_failed: 'The image or file could not be downloaded from Lark, so nothing was run.',
};

const NEW_THREAD = "(The agent's earlier conversation was gone, so this answer starts a new one.)\n\n";

/** What the user reads for each outcome. Never upstream prose: errors show their class only (HO-007). */
export function turnOutcomeText(turn: TurnRow): string {
  return (turn.threadReplaced ? NEW_THREAD : '') + outcomeText(turn);
}

function outcomeText(turn: TurnRow): string {
  switch (turn.state) {
    case 'completed':
      return turn.answer && turn.answer.trim() !== ''
        ? turn.answer
        : '(The agent finished without a text answer.)';
    case 'interrupted':
      return 'Stopped. The request was interrupted before it finished.';
    case 'cancelled':
      return 'Not run: stopped before it started.';
    case 'timed_out':
      return 'Timed out. The request is kept; send it again to retry, or /status to check.';
    case 'unknown':
      return 'The outcome of this request is unknown: the bot lost track of it while it ran. It is not run again automatically; send it again if you still need it.';
    case 'failed': {
      const cls = turn.errorClass ?? 'unclassified';
      return `${LOCAL_FAILURES[cls] ?? errorMessage(cls)} (${cls}) Send the request again to retry, or /status to check.`;
    }
    default:
      throw new Error(`turn ${turn.turnId} has no outcome yet`);
  }
}

/** What replaces the provisional post when the answer could not be delivered (DE-009): the class, no prose. */
export function deliveryFailureText(errorCode: string): string {
  return `The answer could not be delivered (delivery_failed: ${errorCode}). Send the request again to retry, or /status to check.`;
}

export function queuedText(ahead: number): string {
  return `Queued: ${ahead} request${ahead === 1 ? '' : 's'} ahead of this one in this conversation. It starts when ${ahead === 1 ? 'that one finishes' : 'those finish'}.`;
}

const REFUSALS: Record<RefusalReason, string> = {
  'unsupported-type':
    'This kind of message is unavailable to the agent: it cannot be passed on. Send it as text.',
  malformed: 'This message could not be read; send it again as plain text.',
  'empty-input': 'The message has no text for the agent.',
  'input-too-long': 'The message is too long for the agent; shorten it and send it again.',
  'too-many-pending': 'Too many requests are waiting in this conversation; wait for them, or send /stop.',
};

/**
 * The reason a source was refused, in words. Media the host cannot take is named as unavailable, so that
 * a voice message or a post with a video is never silently left out (AD-010).
 */
export function refusalText(
  reason: RefusalReason,
  source?: Pick<SourceRow, 'messageType' | 'content'>,
): string {
  if (reason === 'unsupported-type' && source) {
    let what: string | undefined;
    try {
      what = mediaOf(source.messageType, source.content).unavailable;
    } catch {
      what = undefined;
    }
    if (what)
      return `This ${what} is unavailable to the agent: it cannot take ${what}s. Nothing was passed on; send text, an image or a file instead.`;
  }
  return REFUSALS[reason];
}
