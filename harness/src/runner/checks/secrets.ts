import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SecretsStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { valueAt } from '../match.ts';

const MAX_FILE_BYTES = 64 * 1024 * 1024;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) return [];
    return stat.isDirectory() ? files(full) : stat.isFile() ? [full] : [];
  });
}

/** The credentials of this scenario: the app secret, the control token, every tenant token issued. */
function credentials(ctx: ScenarioContext): { label: string; value: string }[] {
  const tokens = ctx.provider.recorder.records.flatMap((r) => {
    const token = r.kind === 'http' ? valueAt(r, 'response.body.tenant_access_token') : undefined;
    return typeof token === 'string' ? [token] : [];
  });
  return [
    { label: 'the app secret', value: ctx.provider.app.appSecret },
    { label: 'the control token', value: ctx.launch.controlToken },
    ...[...new Set(tokens)].map((value) => ({ label: 'a tenant token', value })),
  ];
}

/** OB-002: no credential in output or state, state owner-only. */
export async function secrets(_step: SecretsStep, ctx: ScenarioContext): Promise<Outcome> {
  if (!ctx.anyPassed()) {
    return {
      status: 'untested',
      reason: 'not-covered',
      message: 'no earlier check passed, so a clean data directory proves nothing',
    };
  }
  const found: string[] = [];
  const known = credentials(ctx);
  ctx.sut.outputs().forEach((output, i) => {
    for (const stream of ['stdout', 'stderr'] as const) {
      for (const c of known)
        if (output[stream].includes(c.value)) found.push(`${c.label} in the ${stream} of instance ${i + 1}`);
    }
  });
  const stateFiles = ctx.launch.dataDirs.flatMap((dir) => files(dir).map((file) => ({ dir, file })));
  for (const { dir, file } of stateFiles) {
    const name = ctx.launch.dataDirs.length === 1 ? relative(dir, file) : relative(join(dir, '..'), file);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) continue;
    if ((stat.mode & 0o077) !== 0)
      found.push(`${name} is readable or writable by others (mode ${(stat.mode & 0o777).toString(8)})`);
    if (stat.size > MAX_FILE_BYTES) continue;
    const bytes = readFileSync(file, 'latin1');
    for (const c of known) if (bytes.includes(c.value)) found.push(`${c.label} in ${name}`);
  }
  const expected = { credentials: known.map((c) => c.label), stateFiles: 'owner-only' };
  return found.length === 0
    ? {
        status: 'pass',
        message: `no credential in the output or in ${stateFiles.length} state file(s), all owner-only`,
        expected,
        actual: { files: stateFiles.length },
      }
    : { status: 'fail', message: found[0]!, expected, actual: found };
}
