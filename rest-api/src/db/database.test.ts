import { expect, it } from 'vitest';
import { build, forEachBackend } from '../test-support/build.js';

forEachBackend('database drivers', (backend) => {
  it('read DATE as YYYY-MM-DD, INT8 as a number and NUMERIC as a string', async () => {
    const built = await build(backend);
    try {
      const { rows } = await built.db.query<{ d: unknown; n: unknown; m: unknown }>(
        `SELECT DATE '2024-03-01' AS d, 9007199254740::int8 AS n, 12.345::numeric(12,3) AS m`,
      );
      expect(rows[0]).toEqual({ d: '2024-03-01', n: 9007199254740, m: '12.345' });
    } finally {
      await built.close();
    }
  });

  it('roll a transaction back entirely when it throws', async () => {
    const built = await build(backend);
    try {
      const table = `tx_test_${Math.random().toString(36).slice(2, 8)}`;
      await built.db.exec(`CREATE TABLE ${table} (v int)`);
      await expect(
        built.db.transaction(async (tx) => {
          await tx.query(`INSERT INTO ${table} VALUES (1)`);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await built.db.query(`SELECT * FROM ${table}`)).rows).toEqual([]);
      await built.db.exec(`DROP TABLE ${table}`);
    } finally {
      await built.close();
    }
  });
});
