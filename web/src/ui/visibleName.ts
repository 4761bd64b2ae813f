/**
 * The forms' side of the name rule (docs/clients-and-beneficiaries.md#names): a person's or a
 * company's name needs visible letters; one made only of invisible characters (zero-width space,
 * soft hyphen, BOM...) is refused as the server refuses it (@agency/rules visibleText, personName).
 */
import { visibleText } from '@agency/rules';
import type { TestConfig } from 'yup';
import { translate } from '../i18n';

/**
 * A yup test for a name field: blank passes (the required rule says that), text with nothing visible
 * fails with '{Field} must have visible letters, not only invisible characters'. `label` is the
 * catalogue key of the field's name ('people.fullName').
 */
export function visibleNameTest(label: string): TestConfig<string | undefined> {
  return {
    name: 'visibleName',
    message: () => translate('validation.invisibleOnly', { field: translate(label) }),
    test: (value) => !value || visibleText(value) !== '',
  };
}
