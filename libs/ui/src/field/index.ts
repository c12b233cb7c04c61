// Internal building block of TextField, PasswordField and Select; not part of the public entry.
export { describedControl, Field, useFieldIds, type FieldIds, type FieldProps } from './field';
export { default as fieldStyles } from './field.module.css';
