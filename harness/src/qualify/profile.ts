import { resolve } from 'node:path';
import type { QualifyProfile } from '../../../generated/types/index.ts';
import { SCHEMA_IDS } from '../../../generated/spec.ts';
import { MissingSecretError } from '../runner/errors.ts';
import { loadValidated } from '../runner/load.ts';

export interface LoadedProfile {
  file: string;
  profile: QualifyProfile;
  /** The drill user's user_access_token, read from the variable the profile names. */
  userToken: string;
  control?: { url: string; token: string };
}

/**
 * Reads and validates a qualification profile, then the secrets it names from the environment. The
 * file holds only variable names, so it can be committed beside the install's pinned version.
 */
export function loadProfile(file: string, env: NodeJS.ProcessEnv = process.env): LoadedProfile {
  const full = resolve(file);
  const profile = loadValidated<QualifyProfile>(full, SCHEMA_IDS.QualifyProfile);
  const secret = (jsonPath: string, variable: string): string => {
    const value = env[variable];
    if (value === undefined || value === '') throw new MissingSecretError(full, jsonPath, variable);
    return value;
  };
  const loaded: LoadedProfile = {
    file: full,
    profile,
    userToken: secret('/lark/userAccessTokenEnv', profile.lark.userAccessTokenEnv),
  };
  if (profile.control)
    loaded.control = {
      url: profile.control.url,
      token: secret('/control/tokenEnv', profile.control.tokenEnv),
    };
  return loaded;
}
