/**
 * What an id Lark issues looks like — om_…, oc_…, ou_…, omt_…, a hex event id: ASCII letters, digits, `_`
 * and `-`, and short. Anything else (a number, an empty string, a lone surrogate, spaces, a megabyte) no
 * Lark message or event ever had; the store could not even keep some of them as they came (TR-010).
 */
const LARK_ID = /^[0-9A-Za-z_-]{1,128}$/;

export function isLarkId(value: unknown): value is string {
  return typeof value === 'string' && LARK_ID.test(value);
}
