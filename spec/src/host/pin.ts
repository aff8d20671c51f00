/**
 * The Codex release the host subset was read from. Field names and enum spellings follow
 * codex-rs/app-server-protocol (common.rs, v1.rs, v2/*.rs) as published with this version; a newer
 * Codex may add fields (host objects stay open for that) but must not rename or drop these.
 */
export const CODEX_PIN = '@openai/codex 0.171.0';

/** Suffix of every host message description, so each schema file names its source on its own. */
export function pinned(description: string): string {
  return `${description} Codex app-server v2 subset, pinned to ${CODEX_PIN}.`;
}
