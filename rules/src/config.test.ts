import { describe, expect, it } from 'vitest';
import {
  CONFIG_TABLE_END,
  CONFIG_TABLE_START,
  ConfigError,
  LOG_LEVELS,
  Type,
  configTable,
  configTableIsCurrent,
  readEnvironment,
  trustProxyOf,
  withConfigTable,
} from './config.js';

const VARIABLES = {
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 4000, description: 'The port' }),
  RATIO: Type.Number({ minimum: 0.5, maximum: 1, default: 0.9, description: 'A ratio' }),
  LEVEL: Type.Enum([...LOG_LEVELS], { default: 'info', description: 'A level' }),
  URL: Type.Optional(Type.String({ pattern: '^rediss?://', accepted: 'must be a redis:// URL', description: 'A URL' })),
  TOKEN: Type.Optional(Type.String({ minLength: 16, secret: true, description: 'A token' })),
  PASSWORD: Type.Optional(Type.String({ keepSpaces: true, defaultText: 'generated', description: 'A token' })),
};

function refusal(env: Record<string, string>): ConfigError {
  try {
    readEnvironment(VARIABLES, env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('readEnvironment', () => {
  it('gives the defaults for unset or blank variables and converts the others', () => {
    expect(readEnvironment(VARIABLES, { RATIO: '  ' })).toEqual({
      PORT: 4000,
      RATIO: 0.9,
      LEVEL: 'info',
      URL: undefined,
      TOKEN: undefined,
      PASSWORD: undefined,
    });
    expect(
      readEnvironment(VARIABLES, { PORT: ' 8080 ', RATIO: '0.75', LEVEL: 'debug', URL: 'redis://h', PASSWORD: ' spaced ' }),
    ).toMatchObject({
      PORT: 8080,
      RATIO: 0.75,
      LEVEL: 'debug',
      URL: 'redis://h',
      PASSWORD: ' spaced ',
    });
  });

  it.each([
    [{ PORT: 'abc' }, "Invalid configuration: PORT must be a whole number from 1 to 65535, got 'abc'"],
    [{ PORT: '70000' }, "Invalid configuration: PORT must be a whole number from 1 to 65535, got '70000'"],
    [{ PORT: '-1' }, "Invalid configuration: PORT must be a whole number from 1 to 65535, got '-1'"],
    [{ RATIO: 'high' }, "Invalid configuration: RATIO must be a decimal number from 0.5 to 1, got 'high'"],
    [{ RATIO: '0.3' }, "Invalid configuration: RATIO must be a decimal number from 0.5 to 1, got '0.3'"],
    [{ LEVEL: 'loud' }, "Invalid configuration: LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'"],
    [{ URL: 'http://h' }, "Invalid configuration: URL must be a redis:// URL, got 'http://h'"],
    // A secret is never repeated in the message (it goes to logs).
    [{ TOKEN: 'short-secret' }, 'Invalid configuration: TOKEN must have at least 16 characters'],
  ])('refuses %o with one line naming the variable and what it accepts', (env, message) => {
    const error = refusal(env);
    expect(error.message).toBe(message);
    expect(error.variable).toBe(Object.keys(env)[0]);
  });

  it('refuses a declaration with neither default nor Type.Optional', () => {
    expect(() => readEnvironment({ X: Type.String({ description: 'x' }) }, {})).toThrow('X needs a default or Type.Optional');
  });
});

describe('trustProxyOf', () => {
  it('reads false, true and address lists, and refuses a hop count', () => {
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('loopback, 10.0.0.0/8')).toBe('loopback,10.0.0.0/8');
    expect(() => trustProxyOf('1')).toThrow(/TRUST_PROXY must name the proxy/);
    expect(() => trustProxyOf('a b')).toThrow(ConfigError);
  });
});

describe('configTable', () => {
  it('prints one row per variable, sharing a row between neighbours with one meaning, and one row for a variable two processes read', () => {
    const table = configTable([VARIABLES, { PORT: VARIABLES.PORT, OTHER: Type.String({ default: 'x', description: 'Other' }) }]);
    expect(table.split('\n')).toEqual([
      '| Variable | Default | What it sets |',
      '| --- | --- | --- |',
      '| `PORT` | `4000` | The port |',
      '| `RATIO` | `0.9` | A ratio |',
      '| `LEVEL` | `info` | A level |',
      '| `URL` | unset | A URL |',
      '| `TOKEN`, `PASSWORD` | unset, generated | A token |',
      '| `OTHER` | `x` | Other |',
      '',
    ]);
  });

  it('refuses two different declarations of one variable and a variable without meaning', () => {
    expect(() => configTable([VARIABLES, { PORT: Type.Integer({ default: 1, description: 'Else' }) }])).toThrow(/PORT is declared twice/);
    expect(() => configTable([{ X: Type.String({ default: 'x' }) }])).toThrow(/X has no description/);
  });
});

describe('README check', () => {
  const readme = `# Title\n\n${CONFIG_TABLE_START}\n${configTable([VARIABLES])}${CONFIG_TABLE_END}\n\n## Next\n`;

  it('passes while README carries the table the declarations print', () => {
    expect(configTableIsCurrent(readme, configTable([VARIABLES]))).toBe(true);
  });

  it('fails when a description changes without README, and --write puts the new table in', () => {
    const changed = { ...VARIABLES, RATIO: Type.Number({ minimum: 0.5, maximum: 1, default: 0.9, description: 'A new meaning' }) };
    const table = configTable([changed]);
    expect(configTableIsCurrent(readme, table)).toBe(false);
    const written = withConfigTable(readme, table);
    expect(written).toContain('| `RATIO` | `0.9` | A new meaning |');
    expect(written.endsWith(`${CONFIG_TABLE_END}\n\n## Next\n`)).toBe(true);
    expect(configTableIsCurrent(written, table)).toBe(true);
  });

  it('fails without the markers', () => {
    expect(() => configTableIsCurrent('# Title\n', configTable([VARIABLES]))).toThrow(/config-table:start/);
  });
});
