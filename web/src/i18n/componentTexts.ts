/**
 * MUI's texts of its components in Portuguese (pagination, dialogs' labels), in their own small
 * chunk loaded with the Portuguese catalogue (i18n/index.ts, docs/i18n.md): a static import here
 * keeps only this locale of MUI's fifty.
 */
export { ptBR } from '@mui/material/locale';
