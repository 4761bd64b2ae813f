-- 022: the language an employee chose for the staff app (docs/i18n.md "The choice"), kept on their
-- record so it follows them to another counter. NULL until they choose; 'en' or 'pt-BR'.
ALTER TABLE employees ADD COLUMN language text CHECK (language IN ('en', 'pt-BR'));
