// Correspondence: when the decision passes to a seat, the server POSTs
// { table, side, link } to the table's own webhook, or else the server's
// (a mail or chat bridge tells the player). The link opens the table's page; the player's own seat link,
// which only they hold, carries the token (the server keeps only its hash).
import type { LiveTable } from './live-table.js';

export function webhookSender(serverWide: string | null, publicUrl: () => string, log: (line: string) => void) {
  const last = new Map<string, string | null>();
  return (t: LiveTable, side: string | null): void => {
    const url = t.row.webhook ?? serverWide;
    if (!url || side === null || last.get(t.id) === side) return;
    last.set(t.id, side);
    const body = JSON.stringify({ table: t.id, side, link: `${publicUrl()}/play#table=${t.id}` });
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    })
      .then((r) => r.ok || log(`webhook: ${r.status} for table ${t.id}`))
      .catch((e: Error) => log(`webhook: ${e.message} for table ${t.id}`));
  };
}
