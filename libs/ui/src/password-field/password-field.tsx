import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button';
import { EyeIcon, EyeOffIcon } from '../line-icons';
import { TextField, type TextFieldProps } from '../text-field';
import styles from './password-field.module.css';

/** TextField props; pass `autoComplete` ("current-password" or "new-password") for managers. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a toggle that reveals what was typed, for players on small keyboards. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      // Shown as text, the phone keyboard must not "correct" or capitalise the secret.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        // The name stays "Show password" and aria-pressed carries the state: a toggle whose name
        // flips too would be read as "Hide password, pressed", which says the opposite.
        <IconButton
          size="sm"
          label={t('kitForms.showPassword')}
          aria-pressed={visible}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          disabled={props.disabled}
          onClick={() => setVisible((shown) => !shown)}
          className={styles.toggle}
        />
      }
    />
  );
}
