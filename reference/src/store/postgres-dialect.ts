/**
 * The store's SQL as PostgreSQL reads it: `?` placeholders become $1, $2, …, and camelCase aliases are
 * quoted, since PostgreSQL folds an unquoted name to lower case (`AS messageId` would come back as
 * `messageid`). The store's SQL has no `?` inside a string literal, nor a quoted alias already.
 */
export function toPostgres(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`).replace(/\bAS ([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)\b/g, 'AS "$1"');
}
