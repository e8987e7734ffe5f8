// The log column follows the game: after a render that added lines, the line being reviewed, else the newest, in view.
/** Scrolls the log when its length changed since `seen`; returns the length now. */
export function followLog(root: ParentNode, length: number, seen: number): number {
  const log = root.querySelector<HTMLElement>('.log-scroll');
  if (log && length !== seen) {
    const current = log.querySelector<HTMLElement>('.entry.current');
    if (current) current.scrollIntoView({ block: 'nearest' });
    else log.scrollTop = log.scrollHeight; // the newest line in view
  }
  return length;
}
