import { spawn, type ChildProcess } from 'node:child_process';
import { recordPid } from './pids.ts';

/** The host command of the launch contract, spawned as a bridge would; its pid recorded for the test. */
export function spawnHost(): ChildProcess {
  const child = spawn('/bin/sh', ['-c', process.env.LARKSPUR_HOST_COMMAND!], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  recordPid(child.pid!);
  child.stdin!.on('error', () => undefined);
  child.stdout!.on('error', () => undefined);
  return child;
}

export const INITIALIZE = `${JSON.stringify({ id: 0, method: 'initialize', params: { clientInfo: { name: 'hostile', version: '0' } } })}\n`;
export const INITIALIZED = `${JSON.stringify({ method: 'initialized', params: {} })}\n`;
