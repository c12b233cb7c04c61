import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_OPS_ROUTES, type OperatorIdentityDocument } from '@tessera/contract';
import { Button, Drawer } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../core/form-error';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import styles from '../desk-kit/desk.module.css';
import { FileView } from '../desk-kit/file-view';
import { ReasonDialog } from '../desk-kit/kit';

/** What a document is, as staff read it: "National ID (front)". */
export function useDocumentName() {
  const { t } = useTranslation();
  return (d: Pick<OperatorIdentityDocument, 'kind' | 'side'>) =>
    d.side
      ? t('desks.docKindSide', { kind: t(`desks.doc_${d.kind}`), side: t(`desks.side_${d.side}`) })
      : t(`desks.doc_${d.kind}`);
}

/** One document in a drawer: the file itself, its facts, approve or reject with a reason. */
export function DocumentDrawer({
  document: doc,
  merchant,
  onClose,
}: {
  document: OperatorIdentityDocument | null;
  merchant: string;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const can = usePermissions();
  const queryClient = useQueryClient();
  const name = useDocumentName();
  const [rejecting, setRejecting] = useState(false);
  const [current, setCurrent] = useState<OperatorIdentityDocument | null>(null);
  const shown = current && doc && current.id === doc.id ? current : doc;
  const approve = useMutation({
    mutationFn: (id: number) =>
      callOps(IDENTITY_OPS_ROUTES.approve, { params: { code: merchant, id } }),
    onSuccess: (updated) => {
      setCurrent(updated);
      void queryClient.invalidateQueries({ queryKey: ['documents'] });
    },
  });
  return (
    <Drawer
      open={doc !== null}
      onOpenChange={(open) => {
        if (!open) {
          approve.reset();
          onClose();
        }
      }}
      title={shown ? t('desks.documentTitle', { name: name(shown), account: shown.account }) : ''}
    >
      {shown && (
        <div className={styles.skeleton}>
          <FileView
            route={IDENTITY_OPS_ROUTES.file}
            request={{ params: { code: merchant, id: shown.id } }}
            queryKey={['document', merchant, shown.id]}
            alt={name(shown)}
            large
          />
          <dl className={styles.facts}>
            <dt>{t('desks.colPlayer')}</dt>
            <dd>
              {shown.account} (#{shown.memberId})
            </dd>
            <dt>{t('desks.colStatus')}</dt>
            <dd data-testid="document-status">{t(`desks.docStatus_${shown.status}`)}</dd>
            <dt>{t('desks.uploaded')}</dt>
            <dd>{formatDateTime(i18n.language, shown.createdAt)}</dd>
            {shown.reviewedBy && (
              <>
                <dt>{t('desks.reviewedBy')}</dt>
                <dd>
                  {shown.reviewedBy} · {formatDateTime(i18n.language, shown.reviewedAt)}
                </dd>
              </>
            )}
            {shown.reason && (
              <>
                <dt>{t('desks.reason')}</dt>
                <dd>{shown.reason}</dd>
              </>
            )}
          </dl>
          {shown.status === 'pending' && can('documents.review') && (
            <div className={styles.actions}>
              <Button disabled={approve.isPending} onClick={() => approve.mutate(shown.id)}>
                {t('desks.action_approve')}
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(true)}>
                {t('desks.action_reject')}
              </Button>
            </div>
          )}
          <FormError error={approve.error} />
          <ReasonDialog
            open={rejecting}
            onOpenChange={setRejecting}
            title={t('desks.rejectDocument')}
            label={t('desks.rejectReason')}
            submit={t('desks.action_reject')}
            onSubmit={async (reason) => {
              const updated = await callOps(IDENTITY_OPS_ROUTES.reject, {
                params: { code: merchant, id: shown.id },
                body: { reason },
              });
              setCurrent(updated);
              await queryClient.invalidateQueries({ queryKey: ['documents'] });
            }}
          />
        </div>
      )}
    </Drawer>
  );
}
