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

  it('answer a query again after its table changed, by query or by exec, and after many other statements', async () => {
    const built = await build(backend);
    try {
      const table = `stmt_test_${Math.random().toString(36).slice(2, 8)}`;
      await built.db.exec(`CREATE TABLE ${table} (a int)`);
      await built.db.query(`INSERT INTO ${table} VALUES ($1)`, [1]);
      const all = `SELECT * FROM ${table}`;
      expect((await built.db.query(all)).rows).toEqual([{ a: 1 }]);
      // PGlite keeps this statement prepared: a new column changes its result type.
      await built.db.query(`ALTER TABLE ${table} ADD COLUMN b int DEFAULT 2`);
      expect((await built.db.query(all)).rows).toEqual([{ a: 1, b: 2 }]);
      await built.db.exec(`ALTER TABLE ${table} ADD COLUMN c text DEFAULT 'x'`);
      expect((await built.db.query(all)).rows).toEqual([{ a: 1, b: 2, c: 'x' }]);
      // More distinct statements than the driver keeps prepared: the first is prepared again.
      for (let i = 0; i < 250; i += 1) expect((await built.db.query(`SELECT ${i}::int AS i`)).rows).toEqual([{ i }]);
      expect((await built.db.query(`${all} WHERE a = $1`, [1])).rows).toEqual([{ a: 1, b: 2, c: 'x' }]);
      expect((await built.db.query(all)).rows).toEqual([{ a: 1, b: 2, c: 'x' }]);
      // Inside a transaction too, and a failed statement leaves the next one working.
      await built.db.transaction(async (tx) => {
        await tx.query(`UPDATE ${table} SET b = $1`, [3]);
        expect((await tx.query(all)).rows).toEqual([{ a: 1, b: 3, c: 'x' }]);
      });
      await expect(built.db.query(`SELECT * FROM ${table}_missing`)).rejects.toThrow(/does not exist/);
      expect((await built.db.query(all)).rows).toEqual([{ a: 1, b: 3, c: 'x' }]);
      await built.db.exec(`DROP TABLE ${table}`);
    } finally {
      await built.close();
    }
  });

  it('answer queries sent at once inside a transaction each with its own rows (a list read with Promise.all)', async () => {
    // The sanctions list is read so (readListedParties) when a batch of an import refreshes the
    // screening: on PGlite two replies once crossed, and the import failed at its first batch.
    const built = await build(backend);
    try {
      const wide = `wide_${Math.random().toString(36).slice(2, 8)}`;
      const narrow = `narrow_${Math.random().toString(36).slice(2, 8)}`;
      await built.db.exec(`CREATE TABLE ${wide} (a int, b text, c text, d text, e text); CREATE TABLE ${narrow} (a int, z text)`);
      await built.db.exec(
        `INSERT INTO ${wide} SELECT i, 'b' || i, 'c', 'd', repeat('e', 200) FROM generate_series(1, 3000) i;
         INSERT INTO ${narrow} SELECT i, 'z' || i FROM generate_series(1, 4000) i`,
      );
      const [wideRows, narrowRows, counted] = await built.db.transaction((tx) =>
        Promise.all([
          tx.query<{ a: number; b: string }>(`SELECT a, b, c, d, e FROM ${wide} ORDER BY a`),
          tx.query<{ a: number; z: string }>(`SELECT a, z FROM ${narrow} ORDER BY a`),
          tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${narrow} WHERE a > $1`, [10]),
        ]),
      );
      expect(wideRows.rows).toHaveLength(3000);
      expect(wideRows.rows[2999]).toMatchObject({ a: 3000, b: 'b3000', c: 'c' });
      expect(narrowRows.rows).toHaveLength(4000);
      expect(narrowRows.rows[0]).toEqual({ a: 1, z: 'z1' });
      expect(counted.rows).toEqual([{ n: 3990 }]);
      await built.db.exec(`DROP TABLE ${wide}; DROP TABLE ${narrow}`);
    } finally {
      await built.close();
    }
  });

  it('hand a listener the notifications of a statement run outside a transaction', async () => {
    const built = await build(backend);
    try {
      const channel = `notify_test_${Math.random().toString(36).slice(2, 8)}`;
      const heard: string[] = [];
      const stop = await built.db.listen(
        channel,
        (payload) => heard.push(payload),
        () => undefined,
      );
      await built.db.query('SELECT pg_notify($1, $2)', [channel, 'first']);
      await built.db.query('SELECT pg_notify($1, $2)', [channel, 'second']);
      await expect.poll(() => heard, { timeout: 5000 }).toEqual(['first', 'second']);
      await stop();
    } finally {
      await built.close();
    }
  });
});
