import { createRequire } from 'node:module';

/**
 * The official Lark SDK, loaded through require. Imported as ESM under tsx, its 100,000-line bundle
 * goes through the loader's transform on every start (about 0.35 s more per start, measured); the
 * CommonJS loader takes it as it is.
 */
export const lark = createRequire(import.meta.url)(
  '@larksuiteoapi/node-sdk',
) as typeof import('@larksuiteoapi/node-sdk');
