import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Intake } from '../transport/intake.ts';
import { WebhookIntake } from '../transport/webhook-intake.ts';
import { WsIntake } from '../transport/ws-intake.ts';
import type { ServeConfig } from './serve-config.ts';

/** The intake the configuration chose; everything after it (inbox, dedupe, dispatcher) is the same. */
export function intakeOf(config: ServeConfig, clock: Clock, logger: Logger): Intake {
  const { appId, appSecret, domain, intake } = config;
  if (intake.kind === 'ws') return new WsIntake({ appId, appSecret, domain, logger });
  const { host, port, path, encryptKey, verificationToken } = intake;
  return new WebhookIntake({ host, port, path, encryptKey, verificationToken, clock, logger });
}
