// Hex ids as printed on SPI maps: 'CCRR', column then row, both from 01.

/** A hex id such as '0512'. */
export type HexId = string;

const HEX_ID = /^(\d{2})(\d{2})$/;

/** The 1-based column and row of a well-formed id, or null. */
export function parseHexId(id: unknown): { col: number; row: number } | null {
  if (typeof id !== 'string') return null;
  const m = HEX_ID.exec(id);
  if (!m) return null;
  return { col: Number(m[1]), row: Number(m[2]) };
}

export function formatHexId(col: number, row: number): HexId {
  return String(col).padStart(2, '0') + String(row).padStart(2, '0');
}
