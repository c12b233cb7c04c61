import { useQuery } from '@tanstack/react-query';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { identityDocumentsQuery, useUploadDocument } from '../api/security-queries';
import { IdentityDocumentsView, type DocumentsState } from './identity-documents';

/** The identity documents card of the security centre, on the platform's calls. */
export function DocumentsCard() {
  const client = usePlatformClient();
  const money = useMoney();
  const documents = useQuery(identityDocumentsQuery(client));
  const upload = useUploadDocument();
  const state: DocumentsState = documents.isPending
    ? { status: 'loading' }
    : documents.isError
      ? { status: 'error', error: documents.error, onRetry: () => void documents.refetch() }
      : { status: 'ready', documents: documents.data };
  return (
    <IdentityDocumentsView
      state={state}
      money={money}
      onUpload={(input) => upload.mutate(input)}
      sending={upload.isPending}
      uploadError={upload.error}
      uploaded={upload.isSuccess}
    />
  );
}
