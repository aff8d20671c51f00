import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ProviderWsClientConfig } from '../../../../../generated/types/index.ts';
import type { Frame } from '../frame-codec.ts';
import type { IdFactory } from '../ids.ts';
import type { ProviderRecorder } from '../recorder.ts';
import { LongConnection } from './long-connection.ts';

export const WS_PATH = '/ws/v2';
/** [doc] at most 50 connections per app. */
export const MAX_CONNECTIONS = 50;

export interface GatewayOptions {
  recorder: ProviderRecorder;
  ids: IdFactory;
  clientConfig: () => ProviderWsClientConfig;
  onReady: (connection: LongConnection) => void;
  onAck: (connection: LongConnection, frame: Frame, headers: Record<string, string>) => void;
}

interface Ticket {
  deviceId: string;
  serviceId: number;
}

/**
 * The long-connection endpoint: issues socket URLs on discovery, admits an upgrade only with a ticket
 * it issued (once), and keeps the open connections.
 */
export class Gateway {
  private readonly server = new WebSocketServer({ noServer: true });
  private readonly tickets = new Map<string, Ticket>();
  private readonly open = new Set<LongConnection>();
  private counter = 0;
  private issued = 0;

  constructor(private readonly options: GatewayOptions) {}

  /**
   * A socket URL for one connect. device_id and service_id are deliberately not first: the SDK
   * parses the whole URL as a query string and loses the first parameter's name.
   */
  issueUrl(httpBase: string): string {
    const ticket = this.options.ids.ticket();
    const deviceId = this.options.ids.deviceId();
    this.issued += 1;
    const serviceId = 100000 + this.issued;
    this.tickets.set(ticket, { deviceId, serviceId });
    const wsBase = httpBase.replace(/^http/, 'ws');
    return `${wsBase}${WS_PATH}?fpid=493&aid=552564&device_id=${deviceId}&access_key=${ticket.slice(0, 16)}&service_id=${serviceId}&ticket=${ticket}`;
  }

  connectionCount(): number {
    return this.open.size;
  }

  connections(): LongConnection[] {
    return [...this.open];
  }

  connection(id: string): LongConnection | undefined {
    return [...this.open].find((c) => c.id === id);
  }

  /** Server-initiated close of every connection, as Lark does every few minutes. */
  closeAll(reason: string): number {
    const open = [...this.open];
    for (const connection of open) connection.close(reason);
    return open.length;
  }

  ready(): LongConnection[] {
    return [...this.open].filter((c) => c.ready && !c.closed);
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://double');
    const ticketId = url.searchParams.get('ticket') ?? '';
    const ticket = this.tickets.get(ticketId);
    if (url.pathname !== WS_PATH || !ticket || url.searchParams.get('device_id') !== ticket.deviceId) {
      this.options.recorder.add({
        kind: 'connection',
        event: 'close',
        connectionId: 'refused',
        reason: `upgrade refused: ${url.pathname !== WS_PATH ? `unknown path ${url.pathname}` : 'ticket not issued by discovery, or used already'}`,
      });
      socket.end(
        'HTTP/1.1 403 Forbidden\r\nhandshake-status: 403\r\nhandshake-msg: invalid ticket\r\nconnection: close\r\n\r\n',
      );
      return;
    }
    this.tickets.delete(ticketId);
    this.server.handleUpgrade(request, socket, head, (ws) => {
      this.counter += 1;
      const connection = new LongConnection(`ws-${this.counter}`, ticket.serviceId, ws, {
        recorder: this.options.recorder,
        clientConfig: this.options.clientConfig,
        onReady: this.options.onReady,
        onAck: this.options.onAck,
        onClose: (c) => this.open.delete(c),
      });
      this.open.add(connection);
      this.options.recorder.add({ kind: 'connection', event: 'open', connectionId: connection.id });
    });
  }

  stop(): Promise<void> {
    for (const connection of this.open) connection.terminate('double stopped');
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
