/**
 * REST validation messages name REST fields ('email: must be a valid CPF or CNPJ'); the UI's words
 * differ (docs/ARCHITECTURE.md#contracts: the CPF is `cpf`). This renames the field at the head of a BAD_USER_INPUT
 * message so the user reads the name of the field they typed in.
 */
import { GraphQLError } from 'graphql';

/**
 * Runs `call` and renames the REST field path at the head of a BAD_USER_INPUT message, segment by
 * segment per `names` ('transaction.amountBRL: ...' → 'order.amountBrl: ...'), and its
 * extensions.field alike.
 */
export async function withGraphQLFieldNames<T>(call: Promise<T>, names: Record<string, string>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions?.code === 'BAD_USER_INPUT') {
      // 'email: ...' and nested paths such as 'valueAggregates.0.value: ...'
      const match = /^([A-Za-z]\w*(?:\.\w+)*)(\s*:)/.exec(error.message);
      if (match) {
        const path = match[1]!;
        const renamed = path
          .split('.')
          .map((part) => names[part] ?? part)
          .join('.');
        if (renamed !== path) {
          throw new GraphQLError(renamed + error.message.slice(path.length), {
            extensions: { ...error.extensions, field: renamed },
          });
        }
      }
    }
    throw error;
  }
}

/** REST → GraphQL field names shared by clients and beneficiaries. */
export const personFieldNames: Record<string, string> = {
  email: 'cpf',
  documentTypeID: 'documentType',
  payoutTypeID: 'payoutType',
  accountTypeID: 'accountType',
};
