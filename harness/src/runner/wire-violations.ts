import type { Layer } from '../../../generated/types/index.ts';
import type { ProviderDouble } from '../doubles/provider/index.ts';
import { BODY_TOO_LARGE, LARK, NO_LARK_CODE } from '../doubles/provider/lark-codes.ts';
import type { ScenarioHost } from './scenario-host.ts';
import type { CheckResult } from './model.ts';
import { brief } from './brief.ts';

/**
 * Codes that say the request itself was malformed (breaks spec/schemas/provider), as opposed to a
 * refusal that depends on state (a recalled message, a spent edit budget) that a scenario may provoke.
 */
const MALFORMED = new Set<number>([
  LARK.fieldValidation.code,
  LARK.badRequest.code,
  LARK.missingToken.code,
  LARK.invalidToken.code,
  LARK.appNotFound.code,
  LARK.appSecretInvalid.code,
  LARK.invalidParam.code,
  404,
  BODY_TOO_LARGE.code,
  NO_LARK_CODE,
]);

function layerOfApi(api: string): Layer {
  return api.startsWith('im.') || api.startsWith('bot.') ? 'delivery' : 'transport';
}

function violation(id: string, layer: Layer, message: string, actual: unknown): CheckResult {
  return {
    id,
    step: 0,
    expect: 'wire.schema',
    layer,
    requirements: [],
    status: 'fail',
    message,
    actual,
    durationMs: 0,
  };
}

/**
 * Every message of the implementation is held to its schema. A check the harness adds only when the
 * implementation broke the wire, so it can fail and never passes on its own.
 */
export function wireViolations(provider: ProviderDouble, host: ScenarioHost): CheckResult[] {
  const out: CheckResult[] = [];
  const refused = provider.recorder.records.flatMap((r) =>
    r.kind === 'http' && r.wireError && !r.fault && MALFORMED.has(r.wireError.code) ? [r] : [],
  );
  for (const layer of ['transport', 'delivery'] as const) {
    const mine = refused.filter((r) => layerOfApi(r.api) === layer);
    const first = mine[0];
    if (!first) continue;
    out.push(
      violation(
        `provider-wire-${layer}`,
        layer,
        `${mine.length} request(s) Lark would refuse as malformed, first ${first.api} ${first.method} ${first.path}: ${first.wireError!.code} ${first.wireError!.msg}`,
        mine.slice(0, 5).map((r) => brief(r)),
      ),
    );
  }
  const hostBroken = host.recorder.records.filter((r) => r.kind === 'violation' && r.by === 'implementation');
  const firstHost = hostBroken[0];
  if (firstHost && firstHost.kind === 'violation') {
    out.push(
      violation(
        'host-wire',
        'host',
        `${hostBroken.length} host message(s) break spec/schemas/host, first: ${firstHost.errors.join('; ')}`,
        hostBroken.slice(0, 5).map((r) => brief(r)),
      ),
    );
  }
  return out;
}
