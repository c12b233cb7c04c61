import { MAX_UPLOAD_BYTES, MAX_UPLOAD_IMAGES, UPLOAD_MEDIA_TYPES } from '@tessera/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './feedback.module.css';

export interface ImagePickerProps {
  images: File[];
  onChange: (images: File[]) => void;
  disabled?: boolean;
}

/**
 * Up to 3 PNG or JPG pictures of at most 5 MB each (spec §5): a file the rules refuse is named
 * and left out, the others stay; each chosen picture can be removed. The platform checks the
 * bytes again.
 */
export function ImagePicker({ images, onChange, disabled = false }: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const add = (files: FileList | null) => {
    const found: string[] = [];
    const next = [...images];
    for (const file of Array.from(files ?? [])) {
      if (!(UPLOAD_MEDIA_TYPES as readonly string[]).includes(file.type))
        found.push(t('feedback.imageNotAllowed', { name: file.name }));
      else if (file.size > MAX_UPLOAD_BYTES)
        found.push(t('feedback.imageTooLarge', { name: file.name }));
      else if (next.length >= MAX_UPLOAD_IMAGES)
        found.push(t('feedback.tooManyImages', { count: MAX_UPLOAD_IMAGES }));
      else next.push(file);
    }
    setProblems([...new Set(found)]);
    onChange(next);
  };
  const full = images.length >= MAX_UPLOAD_IMAGES;
  return (
    <fieldset className={styles.images} disabled={disabled}>
      <legend>{t('feedback.images')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('feedback.imagesHint', { count: MAX_UPLOAD_IMAGES })}
      </p>
      {images.length > 0 && (
        <ul className={styles.files}>
          {images.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                {t('feedback.removeImage', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <label className={`button-link secondary ${styles.pick}`}>
          {t('feedback.addImages')}
          <input
            type="file"
            className="visually-hidden"
            accept={UPLOAD_MEDIA_TYPES.join(',')}
            multiple
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              add(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        </label>
      )}
      {problems.length > 0 && (
        <ul role="alert" className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
