import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_STATUSES,
  IDENTITY_OPS_ROUTES,
  type DocumentStatus,
  type OperatorIdentityDocument,
} from '@tessera/contract';
import { Button, Select, TextField } from '@tessera/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import styles from '../desk-kit/desk.module.css';
import { Card, Empty, QueryView } from '../desk-kit/kit';
import { useDeskMerchant } from '../desk-kit/merchant';
import { parseMajor, PLAIN, toMajorText } from '../desk-kit/money';
import { DataTable, type Column } from '../table';
import { DocumentDrawer, useDocumentName } from './document-review';

/** Compliance's desk: the merchant's review queue, a document's viewer, the threshold. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const merchant = useDeskMerchant();
  return (
    <div className={shared.page}>
      <div className={shared.pageHead}>
        <h1>{t('desks.documentsTitle')}</h1>
      </div>
      {merchant.field}
      {merchant.code ? (
        <>
          <DocumentQueue merchant={merchant.code} />
          <DocumentsThreshold merchant={merchant.code} />
        </>
      ) : (
        <Empty title={t('desks.pickMerchant')} />
      )}
    </div>
  );
}

export function DocumentQueue({ merchant, memberId }: { merchant: string; memberId?: number }) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const name = useDocumentName();
  const [status, setStatus] = useState<DocumentStatus | ''>(memberId ? '' : 'pending');
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  const [open, setOpen] = useState<OperatorIdentityDocument | null>(null);
  const cursor = stack[stack.length - 1];
  const list = useQuery({
    queryKey: ['documents', merchant, status, cursor],
    queryFn: () =>
      callOps(IDENTITY_OPS_ROUTES.documents, {
        params: { code: merchant },
        query: { status: status || undefined, cursor, limit: memberId ? 200 : 25 },
      }),
    placeholderData: keepPreviousData,
  });
  const language = i18n.language;
  const columns = useMemo<Column<OperatorIdentityDocument>[]>(
    () => [
      {
        id: 'account',
        meta: { label: t('desks.colPlayer'), csv: (d) => d.account },
        cell: ({ row }) => `${row.original.account} (#${row.original.memberId})`,
      },
      {
        id: 'kind',
        meta: { label: t('desks.docKind'), csv: (d) => name(d) },
        cell: ({ row }) => name(row.original),
      },
      {
        id: 'status',
        meta: { label: t('desks.colStatus'), csv: (d) => d.status, sortValue: (d) => d.status },
        cell: ({ row }) => (
          <span
            className={
              row.original.status === 'approved'
                ? shared.chipOk
                : row.original.status === 'rejected'
                  ? shared.chipDanger
                  : shared.chip
            }
          >
            {t(`desks.docStatus_${row.original.status}`)}
          </span>
        ),
      },
      {
        id: 'uploaded',
        meta: { label: t('desks.uploaded'), csv: (d) => d.createdAt },
        cell: ({ row }) => formatDateTime(language, row.original.createdAt),
      },
      {
        id: 'open',
        meta: { label: t('console.actions') },
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setOpen(row.original)}
            aria-label={t('desks.viewDocument', {
              name: name(row.original),
              account: row.original.account,
            })}
          >
            {t('console.view')}
          </Button>
        ),
      },
    ],
    [t, language, name],
  );
  const rows = (list.data?.items ?? []).filter(
    (d) => memberId === undefined || d.memberId === memberId,
  );
  return (
    <>
      <DataTable
        tableId={memberId ? 'player-documents' : 'documents'}
        caption={t('desks.documentQueue')}
        columns={columns}
        rows={rows}
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        onRetry={() => void list.refetch()}
        getRowId={(d) => String(d.id)}
        sorting={[]}
        onSortingChange={() => {}}
        page={stack.length}
        hasPrevious={stack.length > 1}
        hasNext={Boolean(list.data?.nextCursor)}
        onPrevious={() => setStack((s) => s.slice(0, -1))}
        onNext={() =>
          list.data?.nextCursor && setStack((s) => [...s, list.data?.nextCursor ?? undefined])
        }
        csvName="tessera-documents.csv"
        toolbar={
          <div className={styles.toolbar}>
            <Select
              label={t('desks.colStatus')}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as DocumentStatus | '');
                setStack([undefined]);
              }}
              options={[
                { value: '', label: t('desks.any') },
                ...DOCUMENT_STATUSES.map((s) => ({ value: s, label: t(`desks.docStatus_${s}`) })),
              ]}
            />
          </div>
        }
      />
      <DocumentDrawer document={open} merchant={merchant} onClose={() => setOpen(null)} />
    </>
  );
}

function DocumentsThreshold({ merchant }: { merchant: string }) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const settings = useQuery({
    queryKey: ['documents', 'settings', merchant],
    queryFn: () => callOps(IDENTITY_OPS_ROUTES.settings, { params: { code: merchant } }),
  });
  return (
    <Card title={t('desks.documentsThreshold', { merchant })} id="doc-threshold-title">
      <p className={styles.meta}>{t('desks.documentsThresholdIntro')}</p>
      <QueryView query={settings}>
        {(data) => (
          <ThresholdField key={merchant} merchant={merchant} value={data.documentsThreshold} />
        )}
      </QueryView>
    </Card>
  );
}

function ThresholdField({ merchant, value }: { merchant: string; value: number | null }) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const can = usePermissions();
  const queryClient = useQueryClient();
  const [text, setText] = useState(toMajorText(value, PLAIN));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (documentsThreshold: number | null) =>
      callOps(IDENTITY_OPS_ROUTES.updateSettings, {
        params: { code: merchant },
        body: { documentsThreshold },
      }),
    onSuccess: (saved) => queryClient.setQueryData(['documents', 'settings', merchant], saved),
  });
  const editable = can('documents.configure');
  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = text.trim() === '' ? null : parseMajor(text, PLAIN);
    if (text.trim() !== '' && amount === null) return setError(t('desks.vAmount'));
    setError(undefined);
    save.mutate(amount);
  }
  return (
    <form className={styles.skeleton} onSubmit={submit} noValidate>
      <div style={{ maxWidth: 280 }}>
        <TextField
          label={t('desks.documentsThresholdField')}
          hint={t('desks.thresholdHint')}
          inputMode="decimal"
          value={text}
          readOnly={!editable}
          error={error}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <FormError error={save.error} />
      {save.isSuccess && <p role="status">{t('desks.saved')}</p>}
      {editable && (
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {t('desks.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
