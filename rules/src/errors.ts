/**
 * The error the field rules throw: which field is wrong and what is wrong with it, in words the user
 * can act on. The REST API answers it 400 with the message `${field}: ${problem}`, as for its own
 * field checks; a form can show `problem` under the field.
 */
export class FieldError extends Error {
  /** The field as the REST API names it ('telephone', 'email', 'pix'). */
  readonly field: string;
  /** What is wrong, starting lowercase ('must be a valid CPF or CNPJ'). */
  readonly problem: string;

  constructor(field: string, problem: string) {
    super(`${field}: ${problem}`);
    this.name = 'FieldError';
    this.field = field;
    this.problem = problem;
  }
}
