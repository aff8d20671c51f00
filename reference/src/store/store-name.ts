/** A PostgreSQL URL in words for a log line or a message: host:port/database, never its credentials. */
export function storeName(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return '(an unreadable URL)';
  }
}
