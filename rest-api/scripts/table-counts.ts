/** Prints rows per table ('clients  2,041'), for backup and restore. */
export function printCounts(counts: Record<string, number>): void {
  const width = Math.max(...Object.keys(counts).map((t) => t.length), 5);
  for (const [table, n] of Object.entries(counts))
    process.stdout.write(`${table.padEnd(width)}  ${n.toLocaleString('en-US').padStart(9)}\n`);
}
