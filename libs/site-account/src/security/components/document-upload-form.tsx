import {
  DOCUMENT_KINDS,
  DOCUMENT_MEDIA_TYPES,
  MAX_DOCUMENT_BYTES,
  sidesOf,
  type DocumentKind,
  type DocumentSide,
} from '@tessera/contract';
import type { DocumentUploadInput } from '@tessera/sdk';
import { Button, Select } from '@tessera/ui';
import { useId, useState, type FormEvent } from 'react';
import { Problem } from './problem';
import styles from './security.module.css';
import { KIND_KEYS, SIDE_KEYS } from './document-texts';
import { useSecurityTexts } from './use-security-texts';

export interface DocumentUploadFormProps {
  onUpload: (input: DocumentUploadInput) => void;
  sending: boolean;
  /** The platform's refusal of the last upload, if any. */
  error: Error | null;
  /** Whether the last upload went through. */
  done: boolean;
  /** The kind and side to start with (a rejected document being replaced). */
  preset?: { kind: DocumentKind; side: DocumentSide | null } | undefined;
}

/** What the browser says of a picked file; the platform reads its bytes again. */
function fileProblem(file: File | null): 'chooseFile' | 'fileTooLarge' | 'fileWrongType' | null {
  if (!file) return 'chooseFile';
  if (file.size > MAX_DOCUMENT_BYTES) return 'fileTooLarge';
  if (file.type && !(DOCUMENT_MEDIA_TYPES as readonly string[]).includes(file.type))
    return 'fileWrongType';
  return null;
}

/**
 * One document to upload: its kind, the side where it has two, and a png, jpg or pdf of at most
 * 5 MB (checked here first, then from its bytes by the platform).
 */
export function DocumentUploadForm({
  onUpload,
  sending,
  error,
  done,
  preset,
}: DocumentUploadFormProps) {
  const { t } = useSecurityTexts();
  const fileId = useId();
  const [kind, setKind] = useState<DocumentKind>(preset?.kind ?? 'NATIONAL_ID');
  const [side, setSide] = useState<DocumentSide>(preset?.side ?? 'FRONT');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof fileProblem>>(null);
  const twoSided = sidesOf(kind).length > 1;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fileProblem(file);
    setProblem(found);
    if (found || !file) return;
    onUpload({ kind, side: twoSided ? side : null, file });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <div className={styles.fields}>
        <Select
          label={t('security.documentKind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as DocumentKind)}
          options={DOCUMENT_KINDS.map((value) => ({ value, label: t(KIND_KEYS[value]) }))}
        />
        {twoSided && (
          <Select
            label={t('security.documentSide')}
            value={side}
            onChange={(event) => setSide(event.target.value as DocumentSide)}
            options={(['FRONT', 'BACK'] as const).map((value) => ({
              value,
              label: t(SIDE_KEYS[value]),
            }))}
          />
        )}
      </div>
      <label className={styles.fileInput} htmlFor={fileId}>
        {t('security.documentFile')}
        <input
          id={fileId}
          type="file"
          accept={DOCUMENT_MEDIA_TYPES.join(',')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fileId}-problem` : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
      </label>
      {problem && (
        <p id={`${fileId}-problem`} role="alert" className={styles.problem}>
          {t(`security.${problem}`)}
        </p>
      )}
      <Problem error={error} />
      {done && !error && (
        <p role="status" className={styles.muted}>
          {t('security.documentUploaded')}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('security.uploadDocument')}
        </Button>
      </div>
    </form>
  );
}
