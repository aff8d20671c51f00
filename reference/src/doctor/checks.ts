import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HOST_PIN } from '../../../generated/spec.ts';
import type { ControlHealth, ControlReady } from '../../../generated/types/index.ts';
import { CONTROL_TOKEN_FILE } from '../launch/control-token.ts';
import { readControlUrl } from '../launch/control-url.ts';
import { HostDriver } from '../host/index.ts';
import type { ServeConfig } from '../launch/serve-config.ts';
import { silentLogger } from '../logger.ts';
import { ConsumerLease } from '../store/consumer-lease.ts';
import { nearMissVariables } from '../launch/near-miss-variables.ts';

export type CheckStatus = 'ok' | 'fail' | 'skip';

/** One line of `larkspur doctor`: which check, how it went, and in a few words why. */
export interface DoctorLine {
  check: string;
  status: CheckStatus;
  detail: string;
}

export interface DoctorConfig extends ServeConfig {
  /** Chats the bot must be in: each is asked of Lark, read only. */
  chats: string[];
}

interface LarkBody {
  code?: number;
  msg?: string;
  tenant_access_token?: string;
  expire?: number;
  bot?: { open_id?: string; app_name?: string };
  data?: { is_in_chat?: boolean };
}

export const line = (check: string, status: CheckStatus, detail: string): DoctorLine => ({
  check,
  status,
  detail,
});

/** A read of the Lark Open API; the answer's code and message, never its token. */
async function lark(
  config: DoctorConfig,
  path: string,
  init: { token?: string; body?: unknown },
  timeoutMs: number,
): Promise<LarkBody> {
  const res = await fetch(`${config.domain}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await res.json().catch(() => ({}))) as LarkBody;
  if (!res.ok && body.code === undefined) body.code = -res.status;
  return body;
}

const refused = (body: LarkBody) => `Lark answered code ${body.code}${body.msg ? ` (${body.msg})` : ''}`;

/** Credentials, the bot's identity and its chats: reads of the Lark API only, nothing sent or changed. */
export async function providerChecks(config: DoctorConfig, timeoutMs: number): Promise<DoctorLine[]> {
  let token: string | undefined;
  const lines: DoctorLine[] = [];
  try {
    const body = await lark(
      config,
      '/open-apis/auth/v3/tenant_access_token/internal',
      { body: { app_id: config.appId, app_secret: config.appSecret } },
      timeoutMs,
    );
    token = body.code === 0 ? body.tenant_access_token : undefined;
    lines.push(
      token
        ? line('credentials', 'ok', `app ${config.appId} got a tenant token from ${config.domain}`)
        : line(
            'credentials',
            'fail',
            `${refused(body)}: check LARKSPUR_LARK_APP_ID and LARKSPUR_LARK_APP_SECRET`,
          ),
    );
  } catch (error) {
    lines.push(line('credentials', 'fail', `cannot reach ${config.domain}: ${(error as Error).message}`));
  }
  if (!token) {
    lines.push(line('bot identity', 'skip', 'needs a tenant token'));
    for (const chat of config.chats) lines.push(line(`chat ${chat}`, 'skip', 'needs a tenant token'));
    return lines;
  }
  try {
    const body = await lark(config, '/open-apis/bot/v3/info', { token }, timeoutMs);
    lines.push(
      body.code === 0 && body.bot?.open_id
        ? line('bot identity', 'ok', `${body.bot.app_name ?? 'the bot'} (${body.bot.open_id})`)
        : line(
            'bot identity',
            'fail',
            `${refused(body)}: enable the bot capability of the app in the developer console`,
          ),
    );
  } catch (error) {
    lines.push(line('bot identity', 'fail', (error as Error).message));
  }
  if (config.chats.length === 0)
    lines.push(line('chats', 'skip', 'none configured (--chat oc_…, or LARKSPUR_DOCTOR_CHATS)'));
  for (const chat of config.chats) {
    try {
      const body = await lark(
        config,
        `/open-apis/im/v1/chats/${encodeURIComponent(chat)}/members/is_in_chat`,
        { token },
        timeoutMs,
      );
      if (body.code !== 0) lines.push(line(`chat ${chat}`, 'fail', refused(body)));
      else
        lines.push(
          body.data?.is_in_chat
            ? line(`chat ${chat}`, 'ok', 'the bot is in it')
            : line(`chat ${chat}`, 'fail', 'the bot is not in it: add it to the chat'),
        );
    } catch (error) {
      lines.push(line(`chat ${chat}`, 'fail', (error as Error).message));
    }
  }
  return lines;
}

/**
 * The host command starts and answers initialize with the pinned version in its user agent; with a model
 * provider configured, a thread started there reads it back (HO-002). The host is closed afterwards.
 */
export async function hostChecks(config: DoctorConfig, timeoutMs: number): Promise<DoctorLine[]> {
  const pinned = HOST_PIN.split(' ').at(-1)!;
  const host = new HostDriver({
    command: config.hostCommand,
    clientInfo: { name: 'larkspur-doctor', title: 'larkspur doctor', version: '0' },
    ...(config.modelProvider ? { modelProvider: config.modelProvider } : {}),
    logger: silentLogger,
    requestTimeoutMs: timeoutMs,
  });
  const lines: DoctorLine[] = [];
  try {
    try {
      await host.start();
    } catch (error) {
      lines.push(line('host', 'fail', (error as Error).message));
      lines.push(line('model provider', 'skip', 'needs the host'));
      return lines;
    }
    const agent = host.userAgent ?? '';
    lines.push(
      agent.includes(`/${pinned}`)
        ? line('host', 'ok', `${agent.split(' ')[0]} (pinned ${HOST_PIN})`)
        : line(
            'host',
            'fail',
            `reports '${agent.split(' ')[0]}', not the pinned ${HOST_PIN}: install that version`,
          ),
    );
    if (!config.modelProvider) {
      lines.push(
        line('model provider', 'skip', 'none configured (--model-provider, LARKSPUR_MODEL_PROVIDER)'),
      );
      return lines;
    }
    try {
      const thread = await host.startThread();
      lines.push(
        line('model provider', 'ok', `a thread reads back ${thread.modelProvider ?? config.modelProvider}`),
      );
    } catch (error) {
      lines.push(
        line(
          'model provider',
          'fail',
          `${(error as Error).message}: configure the host for ${config.modelProvider}`,
        ),
      );
    }
    return lines;
  } finally {
    await host.close().catch(() => undefined);
  }
}

const elsewhere =
  ' — a serve given another folder (--data-dir or LARKSPUR_DATA_DIR) is not seen here: give doctor the same';

/** No `LARKSPUR_` variable is a slip away from one serve reads: serve would ignore it and run on its default. */
export function variablesCheck(env: NodeJS.ProcessEnv): DoctorLine {
  const slips = nearMissVariables(env);
  return slips.length === 0
    ? line('variables', 'ok', 'none a slip away from one serve reads')
    : line(
        'variables',
        'fail',
        slips.map(({ given, meant }) => `${given} is ignored — did you mean ${meant}?`).join('; '),
      );
}

/** The data directory is owner-only (OB-002), and no other instance holds its consumer lease (TR-006). */
export function localChecks(config: DoctorConfig): DoctorLine[] {
  const dir = config.dataDir;
  // Serve and doctor read the same settings; which folder this is, and why, is said on each line.
  const named = config.dataDirFrom ? `${dir} (${config.dataDirFrom})` : dir;
  if (!existsSync(dir)) {
    return [
      line('data directory', 'ok', `${named} does not exist yet: serve makes it, owner-only${elsewhere}`),
      line('consumer lease', 'skip', `no serve has run on ${dir}`),
    ];
  }
  const lines: DoctorLine[] = [];
  const open = [dir, ...readdirSync(dir).map((f) => join(dir, f))].filter(
    (p) => (statSync(p).mode & 0o077) !== 0,
  );
  const foreign = statSync(dir).uid !== process.getuid?.();
  if (foreign) lines.push(line('data directory', 'fail', `${dir} belongs to another user`));
  else if (open.length > 0)
    lines.push(line('data directory', 'fail', `readable by others: ${open.join(', ')} — chmod go-rwx`));
  else lines.push(line('data directory', 'ok', `${named} is owner-only`));
  const holder = ConsumerLease.holder(dir);
  lines.push(
    holder === undefined
      ? line(
          'consumer lease',
          'ok',
          // Checked where no folder was named, "free" must not read as "no serve runs anywhere".
          `free: no serve runs on ${dir}${config.dataDirFrom === 'the default' ? elsewhere : ''}`,
        )
      : line('consumer lease', 'fail', holder),
  );
  return lines;
}

/**
 * The serve running on the data directory, as its own /v1/ready tells it: whether its store and its host
 * answer now (issue 22). Skipped where no serve runs on it, or where it says nowhere where it listens.
 */
export async function runningChecks(config: DoctorConfig, timeoutMs: number): Promise<DoctorLine[]> {
  const dir = config.dataDir;
  const skip = (why: string) => [line('running serve', 'skip', why)];
  if (!existsSync(dir) || ConsumerLease.holder(dir) === undefined) return skip(`no serve runs on ${dir}`);
  const url = readControlUrl(dir);
  if (!url) return skip(`the serve on ${dir} does not say where its control API listens`);
  const token = config.controlToken ?? readKeptToken(dir);
  let ready: ControlReady;
  try {
    const res = await fetch(`${url}/v1/ready`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 401)
      return [
        line(
          'running serve',
          'fail',
          `${url} refused the token — give doctor the serve's LARKSPUR_CONTROL_TOKEN`,
        ),
      ];
    ready = (await res.json()) as ControlReady;
  } catch (error) {
    return [line('running serve', 'fail', `${url}/v1/ready did not answer: ${(error as Error).message}`)];
  }
  const health = (what: string, h: ControlHealth | undefined) =>
    h === undefined
      ? line(what, 'skip', 'the serve does not say')
      : h.state === 'ok'
        ? line(what, 'ok', 'answers')
        : line(
            what,
            'fail',
            `failing${h.since !== undefined ? ` since ${new Date(h.since).toISOString()}` : ''}${h.error ? `: ${h.error}` : ''}`,
          );
  return [
    line('running serve', 'ok', `${url}: provider ${ready.providerReady ? 'connected' : 'not connected'}`),
    health('store now', ready.store),
    health('host now', ready.host),
  ];
}

function readKeptToken(dir: string): string | undefined {
  const file = join(dir, CONTROL_TOKEN_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}
