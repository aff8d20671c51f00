import { createInterface } from 'node:readline';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostScript } from '../generated/types/index.ts';
import { PACKAGE_ROOT } from '../harness/src/runner/load.ts';
import type { LaunchedHost } from '../harness/src/runner/launch-env.ts';
import { spawnGroup, type ProcessGroup } from '../runtime/src/process/process-group.ts';

const CLI = join(PACKAGE_ROOT, 'bin', 'larkspur.js');
const STDERR_TAIL = 2000;

/**
 * The host double in a process of its own (`larkspur doubles host --listen`), for a bench: the bench's
 * own event loop stamps every ACK as it arrives, and the host traffic of the turns an implementation starts
 * would delay those stamps — blaming the implementation for the bench's own work, where a floor that
 * answers nothing starts no turn. No bench reads the host's records, so they are left unread.
 */
export class HostProcess implements LaunchedHost {
  private constructor(
    private readonly group: ProcessGroup,
    private readonly command: string,
  ) {}

  /** Starts the double playing `script` (written into `workDir`); resolves once its shims can reach it. */
  static async start(script: HostScript, workDir: string): Promise<HostProcess> {
    const scriptFile = join(workDir, 'host-script.json');
    writeFileSync(scriptFile, JSON.stringify(script));
    const group = spawnGroup(process.execPath, [CLI, 'doubles', 'host', '--listen', '--script', scriptFile], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    group.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL)));
    const lines = createInterface({ input: group.stdout });
    const first = new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      lines.once('error', reject);
      void group.exited.then((exit) =>
        reject(
          new Error(
            `the host double ended before it listened (${exit.error?.message ?? `code ${exit.code}`}): ${stderr.trim()}`,
          ),
        ),
      );
    });
    try {
      const { hostCommand } = JSON.parse(await first) as { hostCommand: string };
      // Its records follow, a line each: read and dropped, so that the pipe never fills.
      lines.on('line', () => undefined);
      return new HostProcess(group, hostCommand);
    } catch (error) {
      lines.close();
      await group.kill({ signal: 'SIGKILL' });
      throw error;
    }
  }

  hostCommand(): string {
    return this.command;
  }

  async stop(): Promise<void> {
    await this.group.kill();
  }
}
