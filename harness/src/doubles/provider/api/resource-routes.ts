import { createHash } from 'node:crypto';
import { LARK, LarkRefusal } from '../lark-codes.ts';
import type { ApiContext } from './context.ts';
import { existingMessage } from './message-guards.ts';
import type { Route } from './route.ts';

export interface Resource {
  data: Buffer;
  contentType: string;
}

/** Keys a message's content names: image_key, file_key (and the images of a post). */
function keysOf(content: string): string[] {
  return [...content.matchAll(/"(?:image_key|file_key)"\s*:\s*"([^"]+)"/g)].map((m) => m[1]!);
}

/** Stand-in bytes for a resource nobody registered: stable per key, so a test can compare them. */
export function placeholderResource(key: string, type: string): Resource {
  const digest = createHash('sha256').update(`resource:${key}`).digest();
  return {
    data: Buffer.concat([Buffer.from(`larkspur ${type} ${key}\n`), digest]),
    contentType: 'application/octet-stream',
  };
}

/** The images and files of received messages, as bytes. */
export function resourceRoutes(ctx: ApiContext, resources: Map<string, Resource>): Route[] {
  return [
    {
      api: 'im.messageResource.get',
      method: 'GET',
      pattern: '/open-apis/im/v1/messages/:message_id/resources/:file_key',
      auth: true,
      handle: (request) => {
        const message = existingMessage(ctx, request.params.message_id);
        const key = request.params.file_key ?? '';
        const type = request.query.type;
        if (type !== 'image' && type !== 'file') {
          throw new LarkRefusal(LARK.fieldValidation, 'type', {
            error: { field_violations: [{ field: 'type', description: 'image or file' }] },
          });
        }
        if (!keysOf(message.content).includes(key))
          throw new LarkRefusal(LARK.invalidParam, `message has no resource ${key}`);
        const resource = resources.get(key) ?? placeholderResource(key, type);
        return {
          status: 200,
          body: { bytes: resource.data.length, contentType: resource.contentType },
          bytes: { contentType: resource.contentType, data: resource.data },
        };
      },
    },
  ];
}
