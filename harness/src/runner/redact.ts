/**
 * What a report must never show, by value, with what each one is: the provider double's app secret, the
 * tokens it issued, the control token, the webhook's keys. They are made up per scenario, but a report is
 * kept and shared (a CI artifact), and a secret in it looks like a leak — or is one, when an implementation
 * echoes it: the placeholder still shows where it went.
 */
export type Secrets = ReadonlyMap<string, string>;

/** A secret this short could be a word of the text; every one the kit makes is longer. */
const SHORTEST = 8;
/** How `brief` marks a string it cut: a secret may have been cut with it. */
const CUT = /… \(\d+ chars\)$/;

function redactString(text: string, secrets: Secrets): string {
  let out = text;
  for (const [secret, what] of secrets) {
    if (secret.length >= SHORTEST && out.includes(secret)) out = out.split(secret).join(`<${what}>`);
  }
  const cut = CUT.exec(out);
  if (cut) {
    // The cut may have left the start of a secret just before the ellipsis.
    const head = out.slice(0, cut.index);
    for (const [secret, what] of secrets) {
      for (let n = secret.length - 1; n >= SHORTEST; n--) {
        if (head.endsWith(secret.slice(0, n))) {
          out = `${head.slice(0, head.length - n)}<${what}>${out.slice(cut.index)}`;
          break;
        }
      }
    }
  }
  return out;
}

/** A copy of `value` with every secret in its strings replaced by `<what it is>`. */
export function redactSecrets<T>(value: T, secrets: Secrets): T {
  if (secrets.size === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return redactString(v, secrets);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
