import type { TranscriptEntry } from '../../../generated/types/index.ts';
import type { ProviderDouble } from '../doubles/provider/index.ts';
import type { ScenarioHost } from './scenario-host.ts';
import type { ControlExchange } from './context.ts';
import { brief } from './brief.ts';

const MAX_ENTRIES = 400;

function providerEntries(provider: ProviderDouble): TranscriptEntry[] {
  return provider.recorder.records.flatMap((r): TranscriptEntry[] => {
    switch (r.kind) {
      case 'http':
        return [
          {
            at: r.at,
            source: 'provider',
            summary: `→ ${r.api} ${r.method} ${r.path} ⇒ ${r.response.status}`,
            record: brief(r),
          },
        ];
      case 'event':
        return [
          {
            at: r.at,
            source: 'provider',
            summary: `← event ${r.eventType} ${r.messageId} (delivery ${r.attempt})`,
            record: brief(r),
          },
        ];
      case 'ack':
        return [
          {
            at: r.at,
            source: 'provider',
            summary: `→ ACK ${r.code} for ${r.messageId} after ${Math.round(r.latencyMs)} ms`,
            record: brief(r),
          },
        ];
      case 'connection':
        return [
          {
            at: r.at,
            source: 'provider',
            summary: `long connection ${r.connectionId} ${r.event}${r.reason ? ` (${r.reason})` : ''}`,
          },
        ];
      case 'frame':
        return [];
      default:
        return [{ at: r.at, source: 'provider', summary: r.kind, record: brief(r) }];
    }
  });
}

function hostEntries(host: ScenarioHost): TranscriptEntry[] {
  return host.recorder.records.flatMap((r): TranscriptEntry[] => {
    switch (r.kind) {
      case 'call':
        return [
          {
            at: r.at,
            source: 'host',
            summary: `→ ${r.method}${r.error ? ' ⇒ error' : ''}`,
            record: brief(r),
          },
        ];
      case 'rpc': {
        const message = r.message as { method?: unknown; id?: unknown; type?: unknown; subtype?: unknown };
        // A kit claude's stream-json, both ways: what the bridge wrote, what Claude Code answered.
        if (typeof message?.type === 'string' && message.type !== 'stream_event') {
          const what = `${message.type}${typeof message.subtype === 'string' ? ` ${message.subtype}` : ''}`;
          const arrow = r.direction === 'in' ? '→' : '←';
          return [{ at: r.at, source: 'host', summary: `${arrow} claude ${what}`, record: brief(r.message) }];
        }
        if (r.direction !== 'out' || typeof message?.method !== 'string') return [];
        return [{ at: r.at, source: 'host', summary: `← ${message.method}`, record: brief(r.message) }];
      }
      case 'connection':
        return [{ at: r.at, source: 'host', summary: `host connection ${r.connectionId} ${r.event}` }];
      case 'violation':
        return [{ at: r.at, source: 'host', summary: `schema violation by the ${r.by}`, record: brief(r) }];
      case 'turn':
        return [
          {
            at: r.at,
            source: 'host',
            summary: `host turn ${r.turnId} ${r.event}${r.status ? ` ${r.status}` : ''}`,
            record: brief(r),
          },
        ];
      case 'answer':
        return [
          {
            at: r.at,
            source: 'host',
            summary: `→ answer to ${r.method}${r.error ? ' ⇒ error' : ''}`,
            record: brief(r),
          },
        ];
      case 'file':
        return [
          {
            at: r.at,
            source: 'host',
            summary: `file ${r.path} at ${r.phase}: ${r.exists ? `mode ${r.mode}` : 'gone'}`,
          },
        ];
    }
  });
}

/** The model calls the model double answered (codex, claude-code and model-api modes), when its turn and how. */
function modelEntries(host: ScenarioHost): TranscriptEntry[] {
  return (host.model?.recorder.records ?? []).flatMap((r): TranscriptEntry[] =>
    r.kind === 'request'
      ? [
          {
            at: r.at,
            source: 'host',
            summary: `model call ${r.api ?? ''}${r.turn !== undefined ? ` turn ${r.turn} call ${r.call}` : ''} ⇒ ${r.answer ?? '?'}`,
            record: brief({ ...r, body: undefined }),
          },
        ]
      : r.kind === 'violation'
        ? [
            {
              at: r.at,
              source: 'host',
              summary: `model wire: schema violation by the ${r.by}`,
              record: brief(r),
            },
          ]
        : [],
  );
}

function controlEntries(log: readonly ControlExchange[]): TranscriptEntry[] {
  return log.map((c) => ({
    at: c.at,
    source: 'control',
    summary: `${c.method} ${c.path} ⇒ ${c.status}`,
    record: brief(c.body),
  }));
}

/**
 * One timeline of every boundary, for the report of a failed scenario. Past MAX_ENTRIES the latest wire
 * entries are kept — but every runner entry stays: the steps, checks and process starts and exits are few,
 * and they frame the story (an instance that exited on its own early in a burst is why it failed).
 */
export function transcript(
  provider: ProviderDouble,
  host: ScenarioHost,
  control: readonly ControlExchange[],
  runner: readonly TranscriptEntry[],
): TranscriptEntry[] {
  const wire = [
    ...providerEntries(provider),
    ...hostEntries(host),
    ...modelEntries(host),
    ...controlEntries(control),
  ];
  wire.sort((a, b) => a.at - b.at);
  const kept = wire.slice(-Math.max(0, MAX_ENTRIES - runner.length));
  const left = wire.length - kept.length;
  // The sort is stable: the note of what was left out stays ahead of the first entry kept.
  const note: TranscriptEntry[] =
    left > 0
      ? [{ at: kept[0]?.at ?? 0, source: 'runner', summary: `${left} earlier wire entries left out` }]
      : [];
  const all = [...runner, ...note, ...kept];
  all.sort((a, b) => a.at - b.at);
  return all.map((e) => ({ ...e, at: Math.round(e.at * 10) / 10 }));
}
