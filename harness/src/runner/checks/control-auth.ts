import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { request, type Dispatcher } from 'undici';
import { readCapped } from '../../doubles/provider/read-body.ts';
import type { ControlAuthStep } from '../../../../generated/types/index.ts';
import { CONTROL_ROUTES } from '../../../../generated/clients/control.ts';
import { SCHEMA_IDS } from '../../../../generated/spec.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { violations, formatViolation } from '../validate.ts';

/** Each probe of a route is bounded in time and size: a 401 is small and quick. */
const PROBE_TIMEOUT_MS = 2000;
const PROBE_MAX_BYTES = 64 * 1024;

/** Every address of this machine other than loopback, where a loopback-only server must not answer. */
function outsideAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((i) => (i && !i.internal && i.family === 'IPv4' ? [i.address] : []));
}

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolveReach) => {
    const socket = connect({ host, port, timeout: 300 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolveReach(ok);
    };
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
    socket.on('timeout', () => done(false));
  });
}

/** OB-003: a bearer token on every route, and the API on loopback only. */
export async function controlAuth(_step: ControlAuthStep, ctx: ScenarioContext): Promise<Outcome> {
  if (!ctx.control)
    return {
      status: 'untested',
      reason: 'capability',
      message: 'the implementation declares no control API',
    };
  const problems: string[] = [];
  const base = `http://127.0.0.1:${ctx.launch.controlPort}`;
  for (const route of CONTROL_ROUTES) {
    const path = route.path.replace(/\{\w+\}/g, 'larkspur-probe');
    for (const authorization of [undefined, 'Bearer larkspur-wrong-token']) {
      const how = authorization ? 'a wrong token' : 'no token';
      let res: Dispatcher.ResponseData;
      let text: string;
      try {
        res = await request(`${base}${path}`, {
          method: route.method as 'GET',
          headers: authorization ? { authorization } : {},
          ...(route.method === 'POST'
            ? {
                body: '{}',
                headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
              }
            : {}),
          signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        });
        text = (await readCapped(res.body, PROBE_MAX_BYTES)).text;
      } catch (error) {
        problems.push(`${route.method} ${route.path} with ${how}: ${(error as Error).message}`);
        continue;
      }
      if (res.statusCode !== 401) {
        problems.push(`${route.method} ${route.path} with ${how} answered ${res.statusCode}`);
        continue;
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        problems.push(`${route.method} ${route.path} with ${how}: the 401 body is not JSON`);
        continue;
      }
      const broken = violations(SCHEMA_IDS.ControlError, body);
      if (broken.length > 0)
        problems.push(`${route.method} ${route.path} with ${how}: ${formatViolation(broken[0]!)}`);
    }
  }
  const outside = outsideAddresses();
  for (const address of outside) {
    if (await reachable(address, ctx.launch.controlPort))
      problems.push(`the control API answers on ${address}, not only on loopback`);
  }
  const expected = { withoutToken: 401, routes: CONTROL_ROUTES.length, reachableOn: '127.0.0.1 only' };
  return problems.length === 0
    ? {
        status: 'pass',
        message: `${CONTROL_ROUTES.length} routes refuse a missing or wrong token${outside.length > 0 ? `; not reachable on ${outside.join(', ')}` : '; no other address here to try'}`,
        expected,
      }
    : { status: 'fail', message: problems[0]!, expected, actual: problems };
}
