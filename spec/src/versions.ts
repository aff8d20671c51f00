/**
 * Contract versions. A change that an existing implementation could notice bumps its contract;
 * the spec version names the whole published set.
 */
export const SPEC_VERSION = '0.1.0';

export const CONTRACT_VERSIONS = {
  provider: '0',
  host: '0',
  control: '0',
  launch: '0',
  scenario: '0',
  report: '0',
  qualify: '0',
  model: '0',
  fuzz: '0',
} as const;

export type ContractArea = keyof typeof CONTRACT_VERSIONS;
