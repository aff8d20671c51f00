import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Intake } from '../transport/intake.ts';
import { ThreadedIntake } from '../transport/threaded-intake.ts';
import { WebhookIntake } from '../transport/webhook-intake.ts';
import type { ServeConfig } from './serve-config.ts';

export interface IntakeSetup {
  clock: Clock;
  logger: Logger;
  /** Timing lines are on (LARKSPUR_EVENT_TIMING=1). */
  eventTiming: boolean;
  /** The intake can receive nothing any more: the server must stop. */
  onFailure: (error: Error) => void;
}

/** The intake the configuration chose; everything after it (inbox, dedupe, dispatcher) is the same. */
export function intakeOf(config: ServeConfig, setup: IntakeSetup): Intake {
  const { appId, appSecret, domain, intake, dataDir, storeUrl, logLevel, stepBack } = config;
  const { clock, logger, eventTiming, onFailure } = setup;
  if (intake.kind === 'ws') {
    const store = { dataDir, ...(storeUrl ? { storeUrl } : {}) };
    return new ThreadedIntake({
      appId,
      appSecret,
      domain,
      store,
      logLevel,
      logger,
      onFailure,
      stepBack,
      ...(eventTiming ? { timingProfile: appId } : {}),
    });
  }
  const { host, port, path, encryptKey, verificationToken } = intake;
  return new WebhookIntake({ host, port, path, encryptKey, verificationToken, clock, logger });
}
