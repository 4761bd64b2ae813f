/**
 * The custom scalars of schema/common.graphql (docs/ARCHITECTURE.md#contracts, docs/money-and-dates.md): Date is a calendar date
 * 'YYYY-MM-DD' (never a JavaScript Date, never shifted), DateTime an ISO 8601 instant with an offset,
 * Decimal an exact amount as a string. Bad input values are BAD_USER_INPUT errors naming the scalar;
 * a bad value in a REST reply is an internal error.
 */
import { isCalendarDate, isWireDecimal } from '@agency/rules';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function invalid(name: string, detail: string): GraphQLError {
  return new GraphQLError(`${name}: ${detail}`, { extensions: { code: 'BAD_USER_INPUT' } });
}

function stringScalar(name: string, description: string, check: (v: string) => boolean, detail: string, fromNumber = false) {
  const parse = (value: unknown): string => {
    if (fromNumber && typeof value === 'number' && Number.isFinite(value)) value = String(value);
    if (typeof value !== 'string' || !check(value)) throw invalid(name, `${detail}, got ${JSON.stringify(value)}`);
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    // A bad value on the way out came from the REST API, not from the user: an internal error
    // (masked by the gateway), whichever engine runs the operation.
    serialize: (value) => {
      try {
        return parse(value);
      } catch (error) {
        throw new Error(`${(error as Error).message} (in a REST reply)`);
      }
    },
    parseValue: parse,
    parseLiteral(ast: ValueNode) {
      if (ast.kind === Kind.STRING) return parse(ast.value);
      if (fromNumber && (ast.kind === Kind.INT || ast.kind === Kind.FLOAT)) return parse(ast.value);
      throw invalid(name, detail);
    },
  });
}

export const scalarResolvers = {
  Date: stringScalar('Date', 'A calendar date, YYYY-MM-DD.', isCalendarDate, 'must be a calendar date YYYY-MM-DD'),
  DateTime: stringScalar(
    'DateTime',
    'An ISO 8601 instant.',
    (v) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)),
    'must be an ISO 8601 instant with an offset',
  ),
  Decimal: stringScalar(
    'Decimal',
    'An exact decimal, as a string.',
    // As the REST API reads it (docs/money-and-dates.md#amounts): no leading zero, no blanks.
    isWireDecimal,
    'must be a decimal number such as 12.50',
    true,
  ),
};
