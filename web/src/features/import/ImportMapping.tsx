import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { ImportField } from '../../generated/graphql';
import { translate } from '../../i18n';
import { COMPACT_ON_PHONE, NAME_CELL } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';
import { IMPORT_FIELDS, importFieldLabel } from './labels';

/** A column of the file: its header, the field it fills (null: left out) and whether the server guessed it. */
export interface MappedColumn {
  header: string;
  field: ImportField | null;
  guessed: boolean;
}

/** The select's value for a column left out. */
const LEFT_OUT = '';

/**
 * The column mapping (docs/screens.md "Import"): each header of the file with a select of the fields it can fill, the
 * guessed ones marked 'Guessed' until the administrator changes them. A field already given to another column is not
 * offered again (the server refuses one field for two columns).
 */
export function ImportMapping({ columns, onChange }: { columns: readonly MappedColumn[]; onChange: (columns: MappedColumn[]) => void }) {
  const choose = (index: number, field: ImportField | null) =>
    onChange(columns.map((c, i) => (i === index ? { header: c.header, field, guessed: false } : c)));
  return (
    <TableScroll label={translate('import.mapping')} outlined>
      <Table size="small" aria-label={translate('import.mapping')} sx={COMPACT_ON_PHONE}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('import.column')}</TableCell>
            <TableCell>{translate('import.field')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((column, index) => {
            const taken = new Set(columns.filter((c, i) => i !== index && c.field).map((c) => c.field));
            return (
              <TableRow key={`${index}-${column.header}`}>
                <TableCell sx={NAME_CELL}>{column.header}</TableCell>
                <TableCell sx={{ minWidth: '13rem' }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={translate('import.fieldOf', { header: column.header })}
                    value={column.field ?? LEFT_OUT}
                    onChange={(e) => choose(index, e.target.value === LEFT_OUT ? null : (e.target.value as ImportField))}
                    helperText={column.guessed && column.field ? translate('import.guessed') : undefined}
                  >
                    <MenuItem value={LEFT_OUT}>{translate('import.leaveOut')}</MenuItem>
                    {IMPORT_FIELDS.filter((f) => !taken.has(f)).map((field) => (
                      <MenuItem key={field} value={field}>
                        {importFieldLabel(field)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
