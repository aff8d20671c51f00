import type { ServerResponse } from 'node:http';
import { SCHEMA_IDS } from '../../../../generated/spec.ts';
import { validatorsById } from '../../../../generated/validators/index.js';

const EVENT_SCHEMAS: Record<string, string> = {
  'response.created': SCHEMA_IDS.ModelResponseCreatedEvent,
  'response.output_item.added': SCHEMA_IDS.ModelOutputItemAddedEvent,
  'response.output_text.delta': SCHEMA_IDS.ModelOutputTextDeltaEvent,
  'response.output_item.done': SCHEMA_IDS.ModelOutputItemDoneEvent,
  'response.completed': SCHEMA_IDS.ModelResponseCompletedEvent,
  'response.failed': SCHEMA_IDS.ModelResponseFailedEvent,
};

/**
 * One text/event-stream answer: `event: <type>` and `data: <json>` per event, each held to its schema
 * (a miss is the double's own fault) and flushed before the next, so that a drop after it is a drop
 * after the client had it.
 */
export class SseStream {
  readonly #res: ServerResponse;
  readonly #broke: (errors: string[]) => void;

  constructor(res: ServerResponse, broke: (errors: string[]) => void) {
    this.#res = res;
    this.#broke = broke;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  }

  async send(event: { type: string } & Record<string, unknown>): Promise<void> {
    const type = event.type;
    const validate = validatorsById[EVENT_SCHEMAS[type] ?? ''];
    if (!validate) this.#broke([`no schema for ${type}`]);
    else if (!validate(event))
      this.#broke((validate.errors ?? []).map((e) => `${type} ${e.instancePath || '/'} ${e.message}`));
    if (this.#res.destroyed) return;
    await new Promise<void>((resolve) =>
      this.#res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`, () => resolve()),
    );
  }

  end(): void {
    this.#res.end();
  }

  /** Closes the connection without ending the stream: what Codex sees as a dropped response. */
  drop(): void {
    this.#res.socket?.destroy();
  }
}
