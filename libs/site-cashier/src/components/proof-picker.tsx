import { MAX_PROOF_IMAGES, PROOF_MEDIA_TYPES } from '@tessera/contract';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './proof-picker.module.css';

export interface ProofPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Already translated. */
  error?: string | undefined;
}

/** Up to three photos of a payment that did not arrive: picked, previewed, removable. */
export function ProofPicker({ files, onChange, error }: ProofPickerProps) {
  const { t } = useTranslation();
  // Object URLs hold the image in memory until revoked: revoke them when the files change.
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return (
    <div className={styles.picker}>
      <label className={styles.label}>
        {t('wallet.photos')}
        <input
          type="file"
          accept={PROOF_MEDIA_TYPES.join(',')}
          multiple
          disabled={files.length >= MAX_PROOF_IMAGES}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onChange([...files, ...Array.from(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </label>
      {files.length > 0 && (
        <ul className={styles.previews}>
          {files.map((file, index) => (
            <li key={previews[index]} className={styles.preview}>
              <img src={previews[index]} alt={t('wallet.photo', { n: index + 1 })} />
              <button
                type="button"
                className={styles.remove}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                {t('wallet.removePhoto', { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
