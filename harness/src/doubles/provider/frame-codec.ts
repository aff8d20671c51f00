import protobuf from 'protobufjs';

/**
 * The long connection's binary frame, pbbp2.Frame (proto2), described here from the wire layout in
 * spec/schemas/provider/ws-frame.schema.json rather than taken from the SDK's generated code.
 */
const root = protobuf.Root.fromJSON({
  nested: {
    pbbp2: {
      nested: {
        Header: {
          fields: {
            key: { rule: 'required', type: 'string', id: 1 },
            value: { rule: 'required', type: 'string', id: 2 },
          },
        },
        Frame: {
          fields: {
            SeqID: { rule: 'required', type: 'uint64', id: 1 },
            LogID: { rule: 'required', type: 'uint64', id: 2 },
            service: { rule: 'required', type: 'int32', id: 3 },
            method: { rule: 'required', type: 'int32', id: 4 },
            headers: { rule: 'repeated', type: 'Header', id: 5 },
            payload_encoding: { type: 'string', id: 6 },
            payload_type: { type: 'string', id: 7 },
            payload: { type: 'bytes', id: 8 },
            LogIDNew: { type: 'string', id: 9 },
          },
        },
      },
    },
  },
});
const FrameType = root.lookupType('pbbp2.Frame');

export const FRAME_METHOD = { control: 0, data: 1 } as const;

export interface Frame {
  SeqID: number;
  LogID: number;
  service: number;
  method: number;
  headers: { key: string; value: string }[];
  payload_encoding?: string;
  payload_type?: string;
  payload?: Uint8Array;
  LogIDNew?: string;
}

export function encodeFrame(frame: Frame): Uint8Array {
  return FrameType.encode(FrameType.fromObject(frame)).finish();
}

/** Throws when the bytes are not a Frame (a required field missing, bad wire types). */
export function decodeFrame(bytes: Uint8Array): Frame {
  const message = FrameType.decode(bytes);
  // uint64 as JS numbers: ids stay below 2^53. Bytes stay bytes.
  const plain = FrameType.toObject(message, { longs: Number, defaults: false });
  return { headers: [], ...plain } as unknown as Frame;
}

export function headerMap(frame: Frame): Record<string, string> {
  return Object.fromEntries(frame.headers.map((h) => [h.key, h.value]));
}

/** The JSON form of spec/schemas/provider/ws-frame: payload as base64. */
export function frameJson(frame: Frame): Record<string, unknown> {
  const { payload, ...rest } = frame;
  return payload === undefined ? rest : { ...rest, payload: Buffer.from(payload).toString('base64') };
}

/** The payload as the recorder keeps it: parsed JSON when it is JSON, else the text. */
export function payloadValue(frame: Frame): unknown {
  if (frame.payload === undefined || frame.payload.length === 0) return undefined;
  const text = Buffer.from(frame.payload).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
